// The viewer's view: the controls, one frame of the example or the reader's own line, drawn
// from the controller's state (docs/assets/viewer/controller.js). After each change it puts
// the focus on a sensible control — the redrawn frame replaces the element that had it, and a
// step button that became disabled loses it — and hands the frame's lines to the announcer.
import { factsElement, tableElement, trickElement } from "./table.js";
import { ABOVE } from "./controller.js";
import { engineState, startEngine } from "../engine-client.js";
import { engineKept, engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";
import { ruleHref } from "../rule-anchors.js";

// Where the focus goes after a change, when the control that had it is gone or disabled:
// the first of these that is on screen and enabled. In a branch, the reader's next choice.
const CHOICES = [".deal-branch button.card.is-legal", ".deal-branch__give button",
  ".deal-branch__actions input, .deal-branch__actions select, .deal-branch__actions button",
  ".deal-branch__other button", ".deal-branch__bots", ".deal-branch__undo", ".deal-branch__back"];
const FOCUS_AFTER = {
  "branch-start": CHOICES, played: CHOICES, view: CHOICES,
  undo: [".deal-branch__undo", ...CHOICES],   // undo one action at a time: Undo keeps it
  chosen: [".deal-branch__give button", ...CHOICES],
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
    this.root.querySelector(".deal-viewer__frames").before(this.live);
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
    this.root.querySelector(".deal-viewer__frames").before(bar, this.engineStatus.element, this.keysElement());
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

  // Links to the rules a step illustrates; the static frames below already hold their addresses.
  rulesElement(rules) {
    const line = el("p", "deal-frame__rules", this.texts.rules + " ");
    rules.forEach((rule, index) => {
      const link = el("a", "rule-link", rule);
      const known = this.root.querySelector(`.deal-viewer__frames a[data-rule="${rule}"]`);
      if (known) link.href = known.getAttribute("href");
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

  // ---------------------------------------------------------------- the reader's line -----
  // The choices other than cards, fitted to the decision: a bid or a contract is an amount
  // (a stepper), a contract a suit too; a give a seat for the chosen card; the rest buttons.
  choicesElement(seat, actions, gives) {
    const t = this.texts;
    const play = (action) => this.c.play(action);
    const box = el("div", "deal-branch__actions");
    box.append(el("p", "", t.branch_actions));
    const amounts = { bid: [], contract: new Map() };
    const rest = [];
    for (const action of actions) {
      const [, verb, a, b] = action.action.split(" ");
      if (verb === "bid" && /^\d+$/.test(a)) amounts.bid.push(Number(a));
      else if (verb === "contract" && /^\d+$/.test(b)) {
        if (!amounts.contract.has(a)) amounts.contract.set(a, []);
        amounts.contract.get(a).push(Number(b));
      } else rest.push(action);
    }
    const row = (className) => { const node = el("div", `deal-branch__row ${className}`); box.append(node); return node; };
    const stepper = (values, label) => {
      const sorted = [...values].sort((x, y) => x - y);
      const input = el("input");
      Object.assign(input, { type: "number", min: sorted[0], max: sorted.at(-1), value: sorted[0],
        step: sorted.length > 1 ? sorted[1] - sorted[0] : 1, inputMode: "numeric" });
      input.setAttribute("aria-label", label);
      return input;
    };
    if (amounts.bid.length) {
      const line = row("deal-branch__bid");
      const input = stepper(amounts.bid, t.bid);
      line.append(el("span", "", t.bid + " "), input,
        button(t.make_bid, () => play(`${seat} bid ${input.value}`)));
    }
    if (amounts.contract.size) {
      const line = row("deal-branch__contract");
      const suit = el("select");
      suit.setAttribute("aria-label", t.trump);
      for (const code of amounts.contract.keys()) {
        suit.append(new Option(code === "NT" ? t.no_trump : this.ctx.labels.suits[code], code));
      }
      const all = [...amounts.contract.values()].flat();
      const input = stepper(all, t.contract);
      line.append(el("span", "", t.contract + " "), suit, input,
        button(t.declare, () => play(`${seat} contract ${suit.value} ${input.value}`)));
    }
    if (gives.length) {
      const line = row("deal-branch__give");
      const chosen = this.c.branch.chosen;
      const targets = gives.filter((a) => a.action.split(" ")[3] === chosen).map((a) => a.action.split(" ")[2]);
      if (!targets.length) line.append(el("span", "", t.choose_give));
      for (const target of targets) {
        line.append(button(fill(t.give_to, { seat: target }), () => play(`${seat} give ${target} ${chosen}`)));
      }
    }
    for (const action of rest) box.append(button(action.label, () => play(action.action)));
    return box;
  }

  // A refused action's heading says it was tried and refused, never that it happened: the
  // table below is still the position before it.
  refusedTitle(action) {
    const t = this.texts;
    const [seat, verb, card] = (action ?? "").split(" ");
    if (verb === "play" && this.ctx.labels.short[card]) {
      return fill(t.refused_play, { seat, card: this.ctx.labels.short[card] });
    }
    return fill(t.refused_other, { seat });
  }

  renderBranch() {
    const t = this.texts;
    const c = this.c;
    this.branchButton.hidden = true;
    const box = el("div", "deal-branch");
    const back = button(t.branch_back, () => c.goTo(c.n), "deal-branch__back");
    const undo = button(t.branch_undo, () => c.undo(), "deal-branch__undo");
    undo.disabled = !c.branchActions.length;
    box.append(back, undo);
    const { state, message, bots } = c.branch;
    if (state && state.ok && !state.over) {
      box.append(bots ? button(t.bots_stop, () => c.stopBots(), "deal-branch__bots is-running")
        : button(t.bots_finish, () => c.botsFinish(), "deal-branch__bots"));
    }
    const said = [];
    if (state && state.ok) {
      const view = c.view;
      const model = state.tables[view];
      if (message && message.action) {
        const title = this.refusedTitle(message.action);
        box.append(el("h2", "deal-frame__title is-refused", title));
        said.push(title);
      } else if (state.titles) {
        box.append(el("h2", "deal-frame__title", state.titles[view]));
        said.push(state.titles[view]);
      }
      if (!message) box.append(...this.narrationElements(state.narration[view], said));
      if (message) {
        const refusal = el("p", "deal-branch__message is-illegal", message.message);
        refusal.setAttribute("role", "alert");
        box.append(refusal);
        ruleHref(this.root, message.rule).then((href) => {
          if (!href) return;
          const link = el("a", "deal-branch__rule", t.rule_link);
          link.href = href;
          refusal.append(" ", link);
        });
      }
      const seat = state.to_act;
      // The choices are the acting seat's: they show its cards. A seat's view never shows
      // what that seat cannot see, so another seat's view offers the view from above instead.
      // While the bots play, the reader chooses only for the seat whose view is shown.
      const botsPlay = bots && !c.botsWaitForReader;
      const mayChoose = seat && !botsPlay && (view === ABOVE || view === seat);
      const legal = mayChoose ? state.legal : [];
      const legalCards = new Set(legal.filter((a) => a.card).map((a) => a.card));
      const visible = mayChoose && model.seats.find((s) => s.seat === seat).hand.every((card) => card !== null);
      if (state.over) box.append(el("p", "deal-branch__over", t.branch_over));
      else if (botsPlay) box.append(el("p", "deal-branch__bots-note", fill(t.bots_playing, { seat })));
      else if (bots) box.append(el("p", "deal-branch__intro", fill(t.bots_your_seat, { seat })));
      else if (mayChoose) box.append(el("p", "deal-branch__intro", fill(t.branch_intro, { seat })));
      else if (seat) {
        const other = el("p", "deal-branch__other", fill(t.branch_other_seat, { seat }) + " ");
        other.append(button(t.branch_show_above, () => c.setView(ABOVE)));
        box.append(other);
      }
      // 501's exchange: click a card of the declarer's, then the seat to give it to.
      const gives = visible ? legal.filter((a) => a.action.split(" ")[1] === "give") : [];
      const giveCards = new Set(gives.map((a) => a.action.split(" ")[3]));
      // (Outside play, when no card may be played, the cards are not buttons at all.)
      const pick = !visible || (!gives.length && !legalCards.size) ? null : gives.length
        ? { seat, legalCards: giveCards, onlyLegal: true, onPick: (card) => c.choose(card) }
        : { seat, legalCards, onPick: (card) => c.play(`${seat} play ${card}`) };
      const table = tableElement(model, this.ctx, pick);
      if (c.branch.chosen) table.querySelector(`button.card[data-card="${c.branch.chosen}"]`)?.classList.add("is-chosen");
      box.append(table, factsElement(model, this.ctx));
      const others = legal.filter((a) => !(visible && (a.card || gives.includes(a))));
      if (others.length || gives.length) box.append(this.choicesElement(seat, others, gives));
    } else if (message) {
      box.append(el("p", "deal-branch__message is-illegal", message.message));
    }
    this.live.replaceChildren(box);
    this.announcer.say(said);
  }
}
