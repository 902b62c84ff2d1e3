// What a screen reader hears as a table changes — a step of a worked example, a card played at
// the practice table or in a puzzle's line: one polite live region per table, given the lines
// that tell the change (title, refusal, narration, note), read once.
import { el } from "./dom.js";

export class Announcer {
  // `place`: the live region the page already holds, or the element to append a new one to.
  constructor(place, className = "announcer") {
    if (place.getAttribute("aria-live")) this.element = place;
    else {
      this.element = el("p", `${className} announcer`);
      this.element.setAttribute("aria-live", "polite");
      place.append(this.element);
    }
  }

  say(lines) {
    const text = lines.filter(Boolean).join(" ");
    if (text) this.element.textContent = text;
  }
}
