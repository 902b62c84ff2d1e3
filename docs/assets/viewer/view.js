// The viewer's view: the controls, one frame of the example or the reader's own line (drawn
// by ./branch.js), from the controller's state (docs/assets/viewer/controller.js). After each
// change it puts the focus on a sensible control — the redrawn frame replaces the element
// that had it, and a step button that became disabled loses it — and hands the frame's lines
// to the announcer.
import { factsElement, tableElement, trickElement } from "./table.js";
import { branchElement } from "./branch.js";
import { ruleAddresses } from "./static.js";
import { ABOVE } from "./controller.js";
import { engineState, startEngine } from "../engine-client.js";
import { engineKept, engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";

// Where the focus goes after a change, when the control that had it is gone or disabled:
// the first of these that is on screen and enabled. In a branch, the reader's next choice.
const CHOICES = [".deal-branch button.card.is-legal", ".deal-branch .choices__give",
  ".deal-branch .choices button",
  ".deal-branch__other button", ".deal-branch__bots", ".deal-branch__undo", ".deal-branch__back"];
const FOCUS_AFTER = {
  "branch-start": CHOICES, played: CHOICES, view: CHOICES,
  undo: [".deal-branch__undo", ...CHOICES],   // undo one action at a time: Undo keeps it
  chosen: [".deal-branch .choices__give", ...CHOICES],
  bots: [".deal-branch__bots", ...CHOICES],
  "left-branch": [".deal-viewer__branch", "[data-step=next]", "[data-step=previous]"],
  // The last step reached, the step button pressed is disabled: the one going back takes over.
  step: ["[data-step=previous]", "[data-step=next]"],
};

export class View {
  constructor(root, controller, announcer, ctx) {
    this.root = root;
    this.c = controller;
    this.announcer = announcer;
    this.ctx = ctx;
    this.buildControls();
    this.live = el("div", "deal-frame is-current deal-viewer__live");
    this.root.querySelector(".deal-viewer__static").before(this.live);
    this.rules = ruleAddresses(root);
  }

  get texts() { return this.ctx.texts; }

  buildControls() {
    const t = this.texts;
    const c = this.c;
    const bar = el("div", "deal-viewer__controls");
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", t.controls);
    this.buttons = {
      first: button("«", () => c.goTo(0)),
      previous: button("‹", () => c.goTo(c.n - 1)),
      next: button("›", () => c.goTo(c.n + 1)),
      last: button("»", () => c.goTo(c.last)),
    };
    for (const [name, node] of Object.entries(this.buttons)) {
      node.setAttribute("aria-label", t[name]);
      node.title = t[name];
      node.dataset.step = name;
    }
    this.position = el("span", "deal-viewer__position");
    const viewLabel = el("label", "deal-viewer__view", t.view + " ");
    this.viewSelect = el("select");
    this.viewSelect.append(new Option(t.from_above, ABOVE));
    for (const seat of c.t.seats) this.viewSelect.append(new Option(fill(t.from_seat, { seat }), seat));
    this.viewSelect.addEventListener("change", () => c.setView(this.viewSelect.value));
    viewLabel.append(this.viewSelect);
    this.previousToggle = button(t.show_previous, () => c.togglePrevious());
    this.previousToggle.setAttribute("aria-pressed", "false");
    this.branchButton = button(t.branch, () => {
      this.engineSize.hidden = true;
      c.startBranch();
    }, "deal-viewer__branch");
    // The engine starts downloading as soon as the reader is likely to branch; its size is
    // said before the first download.
    const warm = () => startEngine();
    for (const type of ["pointerenter", "focus", "touchstart"]) this.branchButton.addEventListener(type, warm, { once: true, passive: true });
    this.engineSize = el("span", "deal-viewer__engine-size", t.engine_size);
    this.engineSize.id = `engine-size-${document.querySelectorAll(".deal-viewer__engine-size").length}`;
    this.engineSize.hidden = true;
    this.branchButton.setAttribute("aria-describedby", this.engineSize.id);
    engineKept().then((kept) => { this.engineSize.hidden = kept || engineState().stage !== "idle"; });
    this.engineStatus = engineStatus(t, c.lang, { onRetry: () => c.startBranch() });
    bar.append(this.buttons.first, this.buttons.previous, this.position, this.buttons.next,
      this.buttons.last, viewLabel, this.previousToggle, this.branchButton, this.engineSize);
    this.root.querySelector(".deal-viewer__static").before(bar, this.engineStatus.element, this.keysElement());
  }

  // The keys the viewer answers, and Material's page keys (which ask first inside a branch).
  keysElement() {
    const t = this.texts;
    const help = el("div", "deal-viewer__help");
    help.append(el("p", "deal-viewer__help-title", t.keys_title));
    const list = el("dl", "deal-viewer__keys");
    for (const [keys, what] of [[["←", "→"], t.keys_step], [["Home", "End"], t.keys_ends],
      [["N", "P"], t.keys_pages]]) {
      const row = el("div");
      const dt = el("dt");
      keys.forEach((key, index) => dt.append(index ? " " : "", el("kbd", "", key)));
      row.append(dt, el("dd", "", what));
      list.append(row);
    }
    help.append(list);
    return help;
  }

  // --------------------------------------------------------------- after each change -----
  update(change = { kind: "step" }) {
    const before = document.activeElement;
    const hadFocus = this.root.contains(before) && before !== this.root;
    this.render();
    if (hadFocus) this.restoreFocus(before, change);
  }

  restoreFocus(before, change) {
    const focusable = (node) => node && node.isConnected && !node.disabled && !node.hidden
      && node.getClientRects().length > 0;
    // A refused card keeps the focus (redrawn: found again by its card), to pick another.
    if (change.kind === "refused") {
      const card = /play (\w\w)$/.exec(change.action ?? "")?.[1];
      const again = card && this.live.querySelector(`button.card[data-card="${card}"]`);
      if (focusable(again)) return again.focus();
    }
    if (focusable(before)) return;
    for (const selector of FOCUS_AFTER[change.kind] ?? FOCUS_AFTER.step) {
      const node = [...this.root.querySelectorAll(selector)].find(focusable);
      if (node) return node.focus();
    }
  }

  // ---------------------------------------------------------------- drawing a frame -------
  render() {
    const t = this.texts;
    const c = this.c;
    const frame = c.frame;
    this.position.textContent = fill(t.step_of, { n: c.n, total: c.last });
    this.buttons.first.disabled = this.buttons.previous.disabled = c.n === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = c.n === c.last;
    // Inside a branch, stepping through the example waits: "Back to the example" first.
    if (c.branch) for (const node of Object.values(this.buttons)) node.disabled = true;
    this.viewSelect.value = c.view;
    this.previousToggle.textContent = c.showPrevious ? t.hide_previous : t.show_previous;
    this.previousToggle.setAttribute("aria-pressed", String(c.showPrevious));
    if (c.branch) return this.renderBranch();
    const model = frame.tables[c.view];
    this.branchButton.hidden = !model.to_act;
    const seesAll = c.view === ABOVE || c.view === frame.actor;
    const said = [];
    const title = el("h2", "deal-frame__title");
    title.append(el("span", "deal-frame__number", fill(t.step, { n: c.n })), " ", frame.titles[c.view]);
    said.push(frame.titles[c.view]);
    // The table first, so that on a phone the cards are in view as soon as one steps.
    const parts = [title, tableElement(model, this.ctx), factsElement(model, this.ctx)];
    if (frame.refused && seesAll) {
      const refused = el("p", "deal-frame__refused");
      refused.append(el("strong", "", t.refused), " ", frame.refused.message);
      parts.push(refused);
      said.push(frame.refused.message);
    }
    parts.push(...this.narrationElements(frame.narration[c.view], said));
    // The author's notes speak from above: in a seat's view they would give away its secrets.
    if (frame.note && c.view === ABOVE) {
      parts.push(el("p", "deal-frame__note", frame.note));
      said.push(frame.note);
    }
    if (frame.rules.length && c.view === ABOVE) parts.push(this.rulesElement(frame.rules));
    parts.push(...this.extras(model, frame.auction));
    this.live.replaceChildren(...parts);
    this.announcer.say(said);
  }

  // Links to the rules a step illustrates; the static frames already hold their addresses.
  rulesElement(rules) {
    const line = el("p", "deal-frame__rules", this.texts.rules + " ");
    rules.forEach((rule, index) => {
      const link = el("a", "rule-link", rule);
      if (this.rules.has(rule)) link.href = this.rules.get(rule);
      line.append(index ? ", " : "", link);
    });
    return line;
  }

  narrationElements(lines, said) {
    if (!lines || !lines.length) return [];
    const list = el("ul", "deal-frame__events");
    for (const line of lines) {
      list.append(el("li", "", line));
      said.push(line);
    }
    return [list];
  }

  extras(model, auction) {
    const t = this.texts;
    const parts = [];
    if (this.c.showPrevious) {
      const box = el("div", "deal-viewer__previous");
      const previous = model.previous_trick;
      // Who won the previous trick: the trick's winner leads the next one (304-L2, 501-L6), and
      // the trick after it is the one on the table.
      const winner = previous ? model.center.cards[0]?.seat ?? null : null;
      box.append(el("p", "deal-trick__label", winner ? fill(t.previous_won_by, { seat: winner }) : t.previous_trick));
      if (previous) box.append(trickElement(previous, model, this.ctx, winner));
      else box.append(el("p", "", t.no_previous));
      parts.push(box);
    }
    if (auction && auction.length) {
      const details = el("details", "deal-viewer__auction");
      details.append(el("summary", "", t.auction));
      details.append(el("p", "", auction.map((call) => this.callText(call)).join(" · ")));
      parts.push(details);
    }
    return parts;
  }

  // One call, in the page's language: {seat, call: pass|partner|redeal|look|bid|pcc, value, blind}.
  callText({ seat, call, value, blind }) {
    const t = this.texts;
    const said = { pass: t.call_pass, partner: t.call_partner, redeal: t.call_redeal, look: t.call_look,
      pcc: t.pcc, bid: fill(t.call_bid, { value }) }[call] ?? call;
    return fill(t.call_line, { seat, call: said + (blind ? ` (${t.blind})` : "") });
  }

  // The reader's own line (./branch.js).
  renderBranch() {
    this.live.replaceChildren(branchElement(this));
  }
}
