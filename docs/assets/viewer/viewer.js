// The worked-example viewer: one frame at a time, from above or from one seat, with keyboard
// control, #step-N links, the previous trick on demand, and branching off with the engine.
// The page holds every frame as static HTML (for readers without JavaScript, and for print);
// this module reads the JSON transcript next to it and takes over.
import { factsElement, tableElement, trickElement } from "./table.js";
import { askEngine, engineReady, engineState, startEngine } from "../engine-client.js";
import { engineKept, engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";

const ABOVE = "*";

class Viewer {
  constructor(root) {
    this.root = root;
    this.ctx = { labels: JSON.parse(root.dataset.labels), texts: JSON.parse(root.dataset.texts) };
    this.lang = root.dataset.lang;
    this.n = 0;
    this.view = ABOVE;
    this.showPrevious = false;
    this.branch = null; // {session, state, message} while the reader plays their own line
    this.branchActions = []; // the reader's actions in the branch, for undo
  }

  async start() {
    const response = await fetch(this.root.dataset.transcript);
    this.t = await response.json();
    this.buildControls();
    this.live = el("div", "deal-frame is-current deal-viewer__live");
    this.announcer = el("p", "deal-viewer__announcer");
    this.announcer.setAttribute("aria-live", "polite");
    this.root.querySelector(".deal-viewer__frames").before(this.live);
    this.root.append(this.announcer);
    this.root.classList.replace("is-starting", "is-live") || this.root.classList.add("is-live");
    this.goTo(this.stepFromHash() ?? 0, { scroll: this.stepFromHash() !== null });
    addEventListener("hashchange", () => {
      const n = this.stepFromHash();
      if (n !== null) this.goTo(n, { scroll: true });
    });
    document.addEventListener("keydown", (event) => this.onKey(event));
    // Leaving the page (a link, Material's n and p keys) while playing one's own line asks first.
    addEventListener("beforeunload", (event) => {
      if (this.branch && this.branchActions.length) event.preventDefault();
    });
  }

  stepFromHash() {
    const match = /^#step-(\d+)$/.exec(location.hash);
    if (!match) return null;
    return Math.min(Number(match[1]), this.t.frames.length - 1);
  }

  buildControls() {
    const t = this.ctx.texts;
    const bar = el("div", "deal-viewer__controls");
    bar.setAttribute("role", "toolbar");
    this.buttons = {
      first: button("«", () => this.goTo(0)),
      previous: button("‹", () => this.goTo(this.n - 1)),
      next: button("›", () => this.goTo(this.n + 1)),
      last: button("»", () => this.goTo(this.t.frames.length - 1)),
    };
    for (const [name, node] of Object.entries(this.buttons)) {
      node.setAttribute("aria-label", t[name]);
      node.title = t[name];
    }
    this.position = el("span", "deal-viewer__position");
    const viewLabel = el("label", "deal-viewer__view", t.view + " ");
    this.viewSelect = el("select");
    this.viewSelect.append(new Option(t.from_above, ABOVE));
    for (const seat of this.t.seats) this.viewSelect.append(new Option(fill(t.from_seat, { seat }), seat));
    this.viewSelect.addEventListener("change", () => { this.view = this.viewSelect.value; this.render(); });
    viewLabel.append(this.viewSelect);
    this.previousToggle = button(t.show_previous, () => {
      this.showPrevious = !this.showPrevious;
      this.render();
    });
    this.previousToggle.setAttribute("aria-pressed", "false");
    this.branchButton = button(t.branch, () => this.startBranch(), "deal-viewer__branch");
    // The engine starts downloading as soon as the reader is likely to branch; its size is
    // said before the first download.
    const warm = () => startEngine();
    for (const type of ["pointerenter", "focus", "touchstart"]) this.branchButton.addEventListener(type, warm, { once: true, passive: true });
    this.engineSize = el("span", "deal-viewer__engine-size", t.engine_size);
    this.engineSize.id = `engine-size-${document.querySelectorAll(".deal-viewer__engine-size").length}`;
    this.engineSize.hidden = true;
    this.branchButton.setAttribute("aria-describedby", this.engineSize.id);
    engineKept().then((kept) => { this.engineSize.hidden = kept || engineState().stage !== "idle"; });
    this.engineStatus = engineStatus(t, this.lang, { onRetry: () => this.startBranch() });
    bar.append(this.buttons.first, this.buttons.previous, this.position, this.buttons.next,
      this.buttons.last, viewLabel, this.previousToggle, this.branchButton, this.engineSize);
    const help = el("p", "deal-viewer__help", t.keyboard_help);
    this.root.querySelector(".deal-viewer__frames").before(bar, this.engineStatus.element, help);
  }

  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest("input, select, textarea, [contenteditable]")) return;
    // Keys step this viewer when it has the focus, or when nothing has it and it is the page's
    // only viewer: not while a menu link is focused, and not inside a branch (it has its own undo).
    const nothingFocused = target === document.body || target === document.documentElement;
    const only = document.querySelectorAll(".deal-viewer[data-transcript]").length === 1;
    if (!this.root.contains(target) && !(nothingFocused && only)) return;
    if (this.branch) return;
    const moves = { ArrowLeft: this.n - 1, ArrowRight: this.n + 1, Home: 0, End: this.t.frames.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.goTo(moves[event.key]);
  }

  goTo(n, { scroll = false } = {}) {
    if (!this.leaveBranch()) {
      history.replaceState(null, "", `#step-${this.n}`);
      return;
    }
    this.n = Math.max(0, Math.min(n, this.t.frames.length - 1));
    history.replaceState(null, "", `#step-${this.n}`);
    this.render();
    if (scroll) this.root.scrollIntoView({ block: "start" });
  }

  // Leaving one's own line loses its actions: ask first when there are any.
  leaveBranch() {
    if (this.branch && this.branchActions.length && !confirm(this.ctx.texts.branch_leave)) return false;
    this.branch = null;
    this.branchActions = [];
    return true;
  }

  // ---------------------------------------------------------------- drawing a frame -------
  render() {
    const t = this.ctx.texts;
    const frame = this.t.frames[this.n];
    const total = this.t.frames.length - 1;
    this.position.textContent = fill(t.step_of, { n: this.n, total });
    this.buttons.first.disabled = this.buttons.previous.disabled = this.n === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = this.n === total;
    // Inside a branch, stepping through the example waits: "Back to the example" first.
    if (this.branch) for (const node of Object.values(this.buttons)) node.disabled = true;
    this.previousToggle.textContent = this.showPrevious ? t.hide_previous : t.show_previous;
    this.previousToggle.setAttribute("aria-pressed", String(this.showPrevious));
    if (this.branch) return this.renderBranch();
    const model = frame.tables[this.view];
    this.branchButton.hidden = !model.to_act;
    const seesAll = this.view === ABOVE || this.view === frame.actor;
    const said = [];
    const title = el("h3", "deal-frame__title");
    title.append(el("span", "deal-frame__number", fill(t.step, { n: this.n })), " ", frame.titles[this.view]);
    said.push(frame.titles[this.view]);
    // The table first, so that on a phone the cards are in view as soon as one steps.
    const parts = [title, tableElement(model, this.ctx), factsElement(model, this.ctx)];
    if (frame.refused && seesAll) {
      const refused = el("p", "deal-frame__refused");
      refused.append(el("strong", "", t.refused), " ", frame.refused.message);
      parts.push(refused);
      said.push(frame.refused.message);
    }
    parts.push(...this.narrationElements(frame.narration[this.view], said));
    // The author's notes speak from above: in a seat's view they would give away its secrets.
    if (frame.note && this.view === ABOVE) {
      parts.push(el("p", "deal-frame__note", frame.note));
      said.push(frame.note);
    }
    if (frame.rules.length && this.view === ABOVE) parts.push(this.rulesElement(frame.rules));
    parts.push(...this.extras(model, frame.auction));
    this.live.replaceChildren(...parts);
    this.announce(said);
  }

  // Links to the rules a step illustrates; the static frames below already hold their addresses.
  rulesElement(rules) {
    const line = el("p", "deal-frame__rules", this.ctx.texts.rules + " ");
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
    const t = this.ctx.texts;
    const parts = [];
    if (this.showPrevious) {
      const box = el("div", "deal-viewer__previous");
      box.append(el("p", "deal-trick__label", t.previous_trick));
      if (model.previous_trick) box.append(trickElement(model.previous_trick, model, this.ctx));
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
    const t = this.ctx.texts;
    const said = { pass: t.call_pass, partner: t.call_partner, redeal: t.call_redeal, look: t.call_look,
      pcc: t.pcc, bid: fill(t.call_bid, { value }) }[call] ?? call;
    return fill(t.call_line, { seat, call: said + (blind ? ` (${t.blind})` : "") });
  }

  announce(lines) {
    this.announcer.textContent = lines.join(" ");
  }

  // ---------------------------------------------------------------- branching ------------
  actionsSoFar() {
    return this.t.frames.slice(1, this.n + 1)
      .filter((frame) => frame.action && !frame.refused)
      .map((frame) => frame.action);
  }

  // While the engine loads, the example stays on screen and steppable, with the loading bar
  // above it; the branch opens at the step shown once the engine is ready.
  async startBranch() {
    this.engineSize.hidden = true;
    this.branchPending = true;
    try {
      await engineReady();
    } catch {
      return;   // the status bar says why, with "Try again" (which calls startBranch again)
    }
    if (!this.branchPending || this.branch) return;
    this.branchPending = false;
    if (!this.t.frames[this.n].tables[this.view].to_act) return;
    const state = await askEngine("branch_start",
      { scenario: this.t.scenario, actions: this.actionsSoFar(), lang: this.lang });
    this.branch = { state, message: state.ok ? null : state, status: null };
    this.render();
  }

  async play(action) {
    const result = await askEngine("branch_apply",
      { session: this.branch.state.session, action, lang: this.lang });
    if (!this.branch) return;
    if (result.ok) {
      this.branch = { state: result, message: null, status: null };
      this.branchActions.push(action);
    } else this.branch.message = result;
    this.render();
  }

  // Undo the reader's last action: the deal is rebuilt from the scenario and the actions before it.
  async undo() {
    const actions = this.branchActions.slice(0, -1);
    const state = await askEngine("branch_start",
      { scenario: this.t.scenario, actions: [...this.actionsSoFar(), ...actions], lang: this.lang });
    if (!this.branch) return;
    if (state.ok) {
      this.branch = { state, message: null, status: null };
      this.branchActions = actions;
    } else this.branch.message = state;
    this.render();
  }

  // The choices other than cards, fitted to the decision: a bid or a contract is an amount
  // (a stepper), a contract a suit too; a give a seat for the chosen card; the rest buttons.
  choicesElement(seat, actions, gives) {
    const t = this.ctx.texts;
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
        button(t.make_bid, () => this.play(`${seat} bid ${input.value}`)));
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
        button(t.declare, () => this.play(`${seat} contract ${suit.value} ${input.value}`)));
    }
    if (gives.length) {
      const line = row("deal-branch__give");
      const chosen = this.branch.chosen;
      const targets = gives.filter((a) => a.action.split(" ")[3] === chosen).map((a) => a.action.split(" ")[2]);
      if (!targets.length) line.append(el("span", "", t.choose_give));
      for (const target of targets) {
        line.append(button(fill(t.give_to, { seat: target }), () => this.play(`${seat} give ${target} ${chosen}`)));
      }
    }
    for (const action of rest) box.append(button(action.label, () => this.play(action.action)));
    return box;
  }

  async ruleLink(rule) {
    if (!rule) return null;
    if (!this.anchors) {
      try {
        this.anchors = await (await fetch(this.root.dataset.ruleAnchors)).json();
      } catch {
        this.anchors = {};
      }
    }
    return this.anchors[rule] ? this.root.dataset.siteRoot + this.anchors[rule] : null;
  }

  renderBranch() {
    const t = this.ctx.texts;
    this.branchButton.hidden = true;
    const box = el("div", "deal-branch");
    const back = button(t.branch_back, () => this.goTo(this.n));
    const undo = button(t.branch_undo, () => this.undo(), "deal-branch__undo");
    undo.disabled = !this.branchActions.length;
    box.append(back, undo);
    const { state, message, status } = this.branch;
    const said = [];
    if (status) {
      const line = el("p", "deal-branch__status", status);
      line.setAttribute("role", "status");
      box.append(line);
    }
    if (state && state.ok) {
      const view = this.view;
      const model = state.tables[view];
      if (state.titles) {
        box.append(el("h3", "deal-frame__title", state.titles[view]));
        said.push(state.titles[view]);
      }
      box.append(...this.narrationElements(state.narration[view], said));
      if (message) {
        const refusal = el("p", "deal-branch__message is-illegal", message.message);
        refusal.setAttribute("role", "alert");
        box.append(refusal);
        this.ruleLink(message.rule).then((href) => {
          if (!href) return;
          const link = el("a", "deal-branch__rule", t.rule_link);
          link.href = href;
          refusal.append(" ", link);
        });
      }
      const seat = state.to_act;
      // The choices are the acting seat's: they show its cards. A seat's view never shows
      // what that seat cannot see, so another seat's view offers the view from above instead.
      const mayChoose = seat && (view === ABOVE || view === seat);
      const legal = mayChoose ? state.legal : [];
      const legalCards = new Set(legal.filter((a) => a.card).map((a) => a.card));
      const visible = mayChoose && model.seats.find((s) => s.seat === seat).hand.every((c) => c !== null);
      if (state.over) box.append(el("p", "", t.branch_over));
      else if (mayChoose) box.append(el("p", "deal-branch__intro", fill(t.branch_intro, { seat })));
      else if (seat) {
        const other = el("p", "deal-branch__other", fill(t.branch_other_seat, { seat }) + " ");
        other.append(button(t.branch_show_above, () => {
          this.view = this.viewSelect.value = ABOVE;
          this.render();
        }));
        box.append(other);
      }
      // 501's exchange: click a card of the declarer's, then the seat to give it to.
      const gives = visible ? legal.filter((a) => a.action.split(" ")[1] === "give") : [];
      const giveCards = new Set(gives.map((a) => a.action.split(" ")[3]));
      // (Outside play, when no card may be played, the cards are not buttons at all.)
      const pick = !visible || (!gives.length && !legalCards.size) ? null : gives.length
        ? { seat, legalCards: giveCards, onlyLegal: true, onPick: (card) => { this.branch.chosen = card; this.render(); } }
        : { seat, legalCards, onPick: (card) => this.play(`${seat} play ${card}`) };
      const table = tableElement(model, this.ctx, pick);
      if (this.branch.chosen) table.querySelector(`button.card[data-card="${this.branch.chosen}"]`)?.classList.add("is-chosen");
      box.append(table, factsElement(model, this.ctx));
      const others = legal.filter((a) => !(visible && (a.card || gives.includes(a))));
      if (others.length || gives.length) box.append(this.choicesElement(seat, others, gives));
    } else if (message) {
      box.append(el("p", "deal-branch__message is-illegal", message.message));
    }
    this.live.replaceChildren(box);
    if (said.length) this.announce(said);
  }
}

for (const root of document.querySelectorAll(".deal-viewer[data-transcript]")) {
  // Should the transcript not come, the static frames are there to read.
  new Viewer(root).start().catch(() => root.classList.remove("is-starting"));
}
