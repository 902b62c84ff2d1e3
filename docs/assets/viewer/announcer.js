// What a screen reader hears as the viewer changes: one polite live region per viewer, given
// the lines of the frame (title, refusal, narration, note) after each step or branch action.
import { el } from "../dom.js";

export class Announcer {
  constructor(root) {
    this.element = el("p", "deal-viewer__announcer");
    this.element.setAttribute("aria-live", "polite");
    root.append(this.element);
  }

  say(lines) {
    if (lines.length) this.element.textContent = lines.join(" ");
  }
}
