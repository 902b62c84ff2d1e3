// "What happened": the deal's actions in playing order, each numbered by its place in the deal
// (1, 2 … 10, 11: the number is the list item's own value). An action the reader takes back
// (undo) stays, struck out with the bots' replies after it, and the deal goes on below it.
import { el } from "../dom.js";

export class DealLog {
  constructor() { this.entries = []; }

  clear() { this.entries = []; }

  // `frames` narrate the last actions of the deal, which now has `count` actions.
  add(frames, count) {
    frames.forEach((frame, i) => {
      const number = count - frames.length + i + 1;
      // A reload narrates the last few actions again: keep each action once.
      if (this.entries.some((entry) => entry.number === number && !entry.undone)) return;
      this.entries.push({ ...frame, number, undone: false });
    });
  }

  // The deal is back to `count` actions: every later one is struck out, not forgotten.
  undoTo(count) {
    for (const entry of this.entries) if (entry.number > count) entry.undone = true;
  }

  element(seat, t) {
    const box = el("details", "play__log");
    box.open = true;
    box.append(el("summary", "", t.log));
    const list = el("ol", "play__log-list");
    for (const entry of this.entries) {
      const item = el("li", entry.actor === seat ? "is-mine" : "");
      item.value = entry.number;
      if (entry.undone) {
        item.classList.add("is-undone");
        item.append(el("span", "play__log-undone", t.undone));
      }
      item.append(el("span", "play__log-title", entry.title));
      for (const line of entry.narration) item.append(el("span", "play__log-event", line));
      list.append(item);
    }
    box.append(list);
    // The newest line in sight once drawn.
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
    return box;
  }
}
