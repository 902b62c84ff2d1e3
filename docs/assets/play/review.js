// The review of a finished deal: every card weighed by the engine against the best card at that
// moment, by open hands and by what its player knew; the reader's three costliest cards first;
// any card a starting point to play on against the bots; the deal's link.
// The engine weighs a few cards per request (practice_review), so the progress is shown.
import { tableElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { Figures } from "./figures.js";
import { drillHref, drillMark } from "./drills.js";
import { analyseLink } from "./link.js";

const BATCH_MS = 700;      // engine work per request: the progress bar moves at least this often

export class Review {
  constructor(table, state, index, { fromLink = false } = {}) {
    this.table = table;
    this.state = state;
    this.index = index;
    this.fromLink = fromLink;
    this.items = null;
    this.whose = "mine";
    this.cells = new Map();    // item -> its row's open-hand and best-card cells
    this.filling = false;      // cards cut by the first pass may still be weighed
    this.running = false;      // the second pass is under way
    this.leaving = false;      // the reader chose a card to play on from: no more cards weighed
    this.figures = new Figures(table.t, table.lang, table.ctx.labels);
  }

  get t() { return this.table.t; }

  async show() {
    const table = this.table;
    table.run++;              // the bots wait while the review is open
    this.leaving = false;
    table.inReview = true;
    table.currentReview = this;
    if (this.items) {
      this.render();
      await this.fillIn();
      return this.weighHand();
    }
    const box = el("div", "play__review-progress");
    const line = el("p", "", fill(this.t.review_progress, { n: 0, total: "…" }));
    line.setAttribute("role", "status");
    const bar = el("progress");
    bar.max = 1;
    box.append(line, bar);
    table.live.hidden = false;
    table.live.replaceChildren(box);
    const summary = await table.ask("practice_summary", { state: this.state, deal: this.index });
    if (!summary.ok) return table.showProblem(summary);
    this.summary = summary;
    const items = [];
    let first = 0;
    for (;;) {
      const part = await table.ask("practice_review",
        { state: this.state, deal: this.index, first, ...table.coachBudget, time_ms: BATCH_MS,
          ...(globalThis.playTestSolveLimit ? { solve_limit: globalThis.playTestSolveLimit } : {}) });
      if (!part.ok) return table.showProblem(part);
      items.push(...part.items);
      line.textContent = fill(this.t.review_progress, { n: items.length, total: part.total });
      bar.value = part.total ? items.length / part.total : 1;
      if (part.next === null) break;
      first = part.next;
    }
    this.items = items;
    this.filling = items.some((item) => item.open.cut);
    table.announce([fill(this.t.review_done, { total: items.length })]);
    this.render();
    await this.weighCalls();
    await this.fillIn();
    await this.weighHand();
  }

  // The calls (the bid and the trump) by open hands with each trump: one request, once per
  // review (the engine keeps the last deal's), before the second pass over the cards.
  async weighCalls() {
    if (this.calls !== undefined || !this.here()) return;
    const answer = await this.table.ask("practice_calls",
      { state: this.state, deal: this.index,
        ...(globalThis.playTestCallsLimit ? { solve_limit: globalThis.playTestCallsLimit } : {}) });
    this.calls = answer.ok ? answer.calls : null;
    this.renderCalls();
  }

  // What the reader's cards were worth (engine/app/worth.py): their first four as the 304 maker,
  // their seven as the 501 declarer. Deals drawn a few per request, the progress shown, after
  // the cards' second pass; the engine keeps the deals done, so a review left and reopened goes
  // on where it stopped.
  async weighHand() {
    if (this.worth?.complete || this.weighing) return;
    this.weighing = true;
    while (this.here()) {
      const answer = await this.table.ask("practice_worth",
        { state: this.state, deal: this.index, time_ms: BATCH_MS,
          ...(globalThis.playTestWorthLimit ? { solve_limit: globalThis.playTestWorthLimit } : {}) });
      if (!answer.ok || !answer.worth) {
        this.worth = null;
        break;
      }
      this.worth = answer.worth;
      if (this.here()) this.renderWorth();
      if (this.worth.complete) break;
    }
    this.weighing = false;
  }

  // A text that names the cards the reader bid on: four in 304, seven in 501.
  gameText(key) { return this.t[this.state.game === "501" ? `${key}_501` : key]; }

  renderWorth() {
    const t = this.t;
    const box = this.worthBox;
    if (!box) return;
    const worth = this.worth;
    if (worth === null) return box.replaceChildren(el("p", "", t.worth_none));
    if (!worth?.complete) {
      const line = el("p", "play__worth-progress", worth ? worth.progress : this.gameText("worth_pending"));
      line.setAttribute("role", "status");
      return box.replaceChildren(line);
    }
    const grid = el("table", "play__worth");
    const head = el("tr");
    head.append(el("th", "", t.worth_bid));
    for (const column of worth.columns) {
      const th = el("th", "", column.text);
      th.title = column.title;
      th.setAttribute("aria-label", column.title);
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const body = el("tbody");
    for (const row of worth.rows) {
      const line = el("tr", row.mine ? "is-mine" : "");
      const label = el("th", "", row.label);
      label.scope = "row";
      line.append(label);
      for (const cell of row.cells) {
        const td = el("td", cell.mine ? "is-mine" : "");
        td.append(cell.best ? el("strong", "", cell.text) : cell.text);
        line.append(td);
      }
      body.append(line);
    }
    grid.append(thead, body);
    const scroll = el("div", "play__worth-scroll");
    scroll.append(grid);
    const parts = [el("p", "play__worth-cards", fill(this.gameText("worth_cards"), { cards: worth.cards })),
      el("p", "play__worth-summary", worth.summary), el("p", "play__worth-intro", worth.intro),
      scroll];
    if (worth.undecided) parts.push(el("p", "play__worth-note", worth.undecided));
    box.replaceChildren(...parts);
  }

  renderCalls() {
    const t = this.t;
    const box = this.callsBox;
    if (!box) return;
    if (this.calls === undefined) {
      box.replaceChildren(el("p", "play__calls-pending", t.calls_pending));
      return;
    }
    if (!this.calls) {
      box.replaceChildren(el("p", "play__calls-none", t.calls_none));
      return;
    }
    const list = el("ul", "play__calls");
    for (const row of this.calls.rows) {
      const entry = el("li", row.played ? "is-played" : "");
      if (row.played) entry.append(el("strong", "play__calls-played", t.calls_played), " ");
      entry.append(row.text);
      if (row.makes !== null) entry.dataset.makes = String(row.makes);
      list.append(entry);
    }
    box.replaceChildren(el("p", "play__calls-intro", this.calls.intro), list);
  }

  // The second pass: the cards whose open-hand search the first pass cut at its limit (the
  // hardest positions, early in the deal) weighed again without one, one card per request,
  // each figure put in place as it comes; the last card first, since the engine weighs a card
  // with fewer searches once it knows the value of the position the card led to
  // (engine/app/review.py). Stops when the reader leaves the review.
  async fillIn() {
    const cut = this.items.map((item, at) => [item, at]).filter(([item]) => item.open.cut);
    if (!cut.length || this.running) return;
    this.running = true;
    for (const [item, at] of [...cut].reverse()) {
      if (!this.here()) break;
      const part = await this.table.ask("practice_review",
        { state: this.state, deal: this.index, first: at, ...this.table.coachBudget,
          time_ms: 0, solve_limit: globalThis.playTestFillLimit ?? 0 });
      if (!part.ok || !part.items.length) break;
      item.open = part.items[0].open;
      item.filled = true;
      this.updateRow(item);
    }
    this.running = false;
    this.filling = this.items.some((item) => item.open.cut) && !this.here();
    for (const [item] of cut) this.updateRow(item);
    if (this.here()) {
      if (this.fillingNote) this.fillingNote.remove();
      this.renderMistakes();
      if (!this.items.some((item) => item.open.cut)) this.table.announce([this.t.review_complete]);
    }
  }

  // The reader's costliest cards: the mistakes by what they knew (a cost beyond the margin of
  // the estimate: a card right, or tied, on what one could see is no mistake), costliest first.
  mistakes() {
    const seat = this.state.seat;
    return this.items
      .filter((item) => item.seat === seat && item.knew.verdict === "worse")
      .sort((a, b) => b.knew.cost - a.knew.cost || a.index - b.index)
      .slice(0, 3);
  }

  // The reader's cards that were right by what they knew but cost points by open hands: the
  // cards lay otherwise than the deals one could not rule out suggested (at most three).
  unlucky() {
    const seat = this.state.seat;
    return this.items
      .filter((item) => item.seat === seat && item.knew.verdict && item.knew.verdict !== "worse"
        && (item.open.cost || 0) > 0)
      .sort((a, b) => b.open.cost - a.open.cost || a.index - b.index)
      .slice(0, 3);
  }

  // The engine answers one request at a time: the second pass stops at once, so that the card
  // being weighed is the only one the table waits for (not one more, sent while the line of
  // play was being asked for).
  async playOn(item) {
    this.leaving = true;
    const answer = await this.table.ask("practice_play_from",
      { state: this.state, deal: this.index, actions: item.index });
    if (!answer.ok) {
      this.leaving = false;
      this.fillIn();
      return this.table.showProblem(answer);
    }
    this.table.playFrom(answer, this);
  }

  row(item) {
    const t = this.t;
    const row = el("tr", item.seat === this.state.seat ? "is-mine" : "");
    const card = el("td", `play__card suit-${item.action.split(" ")[2][1]}`, this.figures.card(item.action));
    card.setAttribute("aria-label", item.label);
    const open = el("td", "play__cost", this.figures.openCost(item, this.filling));
    if (item.filled) open.dataset.pass = "2";
    const knew = el("td", "play__cost play__knew", this.figures.knewCell(item));
    if (item.knew.verdict) knew.dataset.verdict = item.knew.verdict;
    this.cells.set(item, { open });
    row.append(el("td", "", String(item.trick)), el("td", "", item.seat), card, knew, open);
    const cell = el("td");
    const go = button(t.col_play, () => this.playOn(item), "play__play-from");
    go.setAttribute("aria-label", fill(t.play_from_label, { card: item.label, trick: item.trick }));
    cell.append(go);
    row.append(cell);
    return row;
  }

  here() { return this.table.inReview && this.table.currentReview === this && !this.leaving; }

  // A card's open-hand figure arrived from the second pass.
  updateRow(item) {
    const cells = this.cells.get(item);
    if (!cells) return;
    cells.open.textContent = this.figures.openCost(item, this.filling);
    if (item.filled) cells.open.dataset.pass = "2";    // weighed by the second pass
  }

  renderMistakes() {
    const t = this.t;
    const box = this.mistakesBox;
    if (!box) return;
    const mistakes = this.mistakes();
    const parts = [];
    if (!mistakes.length) parts.push(el("p", "play__no-mistakes", t.no_mistakes));
    else {
      const list = el("ol", "play__mistakes");
      for (const item of mistakes) {
        const entry = el("li");
        entry.append(fill(t.mistake_line, { card: this.figures.card(item.action), trick: item.trick,
          points: this.figures.amount(item.knew.cost), margin: this.figures.points(item.knew.margin),
          best: this.figures.card(item.knew.best), deals: item.knew.samples }), " ",
        button(t.play_from, () => this.playOn(item), "play__play-from"));
        const mark = drillMark(this.table, item);
        if (mark) entry.append(" ", mark);
        list.append(entry);
      }
      parts.push(list);
      if (mistakes.some((item) => item.drill)) {
        const note = el("p", "play__drills-note", `${t.drills_note} `);
        const link = el("a", "play__drills-link", t.drills_link);
        link.href = drillHref(this.table);
        note.append(link);
        parts.push(note);
      }
    }
    const unlucky = this.unlucky();
    if (unlucky.length) {
      parts.push(el("p", "play__unlucky-intro", t.unlucky_intro));
      const list = el("ul", "play__unlucky");
      for (const item of unlucky) {
        list.append(el("li", "", fill(t.unlucky_line, { card: this.figures.card(item.action), trick: item.trick,
          points: this.figures.amount(item.open.cost), best: this.figures.card(item.open.best) })));
      }
      parts.push(list);
    }
    box.replaceChildren(...parts);
  }

  linkElement() {
    const t = this.t;
    const box = el("div", "play__link");
    const href = `${location.pathname}${location.search}#${this.summary.link}`;
    const link = el("a", "play__link-anchor", t.link);
    link.href = href;
    const copy = button(t.copy, async () => {
      try {
        await navigator.clipboard.writeText(new URL(href, location.href).href);
        this.table.announce([t.copied]);
        copy.textContent = t.copied;
      } catch {
        link.focus();
      }
    }, "play__copy");
    box.append(link, " ", copy, el("p", "play__link-note", t.link_note));
    if (this.summary.analyse) box.append(analyseLink(this.table.root.dataset.analyse, this.summary.analyse, t));
    return box;
  }

  render() {
    const t = this.t;
    const table = this.table;
    const box = el("div", "play__review");
    box.append(el("h2", "play__review-title", fill(t.review_title, { n: this.fromLink ? 1 : this.index + 1 })));
    box.append(el("p", "play__review-intro", t.review_intro));
    box.append(this.linkElement());
    box.append(el("h3", "", t.mistakes));
    this.mistakesBox = el("div", "play__mistakes-box");
    box.append(this.mistakesBox);
    this.renderMistakes();
    box.append(el("h3", "", t.calls_title));
    this.callsBox = el("div", "play__calls-box");
    box.append(this.callsBox);
    this.renderCalls();
    box.append(el("h3", "", this.gameText("worth_title")));
    this.worthBox = el("div", "play__worth-box");
    box.append(this.worthBox);
    this.renderWorth();
    this.fillingNote = this.filling ? el("p", "play__filling", t.review_filling) : null;
    if (this.fillingNote) box.append(this.fillingNote);
    const filter = el("label", "play__whose", `${t.whose} `);
    const select = el("select");
    select.append(new Option(t.whose_mine, "mine"), new Option(t.whose_all, "all"));
    select.value = this.whose;
    select.addEventListener("change", () => { this.whose = select.value; this.render(); });
    filter.append(select);
    box.append(filter);
    const grid = el("table", "play__review-table");
    const head = el("tr");
    for (const name of ["col_trick", "col_seat", "col_card", "col_knew", "col_open", "col_play"]) head.append(el("th", "", t[name]));
    const thead = el("thead");
    thead.append(head);
    const body = el("tbody");
    for (const item of this.items) {
      if (this.whose === "mine" && item.seat !== this.state.seat) continue;
      body.append(this.row(item));
    }
    grid.append(thead, body);
    const scroll = el("div", "play__scroll");
    scroll.append(grid);
    box.append(scroll);
    const dealt = el("details", "play__dealt");
    dealt.append(el("summary", "", t.deal_from_above), tableElement(this.summary.start, table.ctx));
    const actions = el("ol", "play__actions");
    for (const label of this.summary.labels) actions.append(el("li", "", label));
    dealt.append(el("p", "", t.actions), actions);
    box.append(dealt);
    const bar = el("div", "play__coach-bar");
    if (table.saved || (!this.fromLink && table.state)) bar.append(button(t.back_to_match, () => table.backToMatch(), "play__back"));
    bar.append(button(t.new_match, () => {
      history.replaceState(null, "", location.pathname + location.search);
      table.showSetup();
    }, "play__new"));
    box.append(bar);
    table.live.hidden = false;
    table.live.replaceChildren(box);
  }
}
