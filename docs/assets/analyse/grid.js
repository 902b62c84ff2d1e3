// The open-hands table as it fills in: a row per maker (304) or declarer (501), a column per
// trump (and no-trump in 501), each cell drawn from the engine's figures (engine.app.analysis:
// open_table.cell, contracts501.cell). What a cell shows is short; the full sentence is in the
// cell too, for screen readers. Each cell keeps its figures in `data-value` (for the tests).
import { el, fill } from "../dom.js";

const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function trumpName(trump, ctx) {
  return trump === "NT" ? ctx.texts.no_trump : ctx.labels.suits[trump];
}

// The cell's visible part and its sentence, from the engine's figures (`cell`: null when the
// rules give that seat no such contract).
function contents(game, seat, trump, cell, ctx) {
  const t = ctx.texts;
  const short = (card) => ctx.labels.short[card];
  const who = { seat, trump: trumpName(trump, ctx) };
  if (cell === null) {
    return { shown: [el("span", "analyse__none", "—")], value: "none",
      sentence: fill(game === "304" ? t.cell_none_304 : t.cell_none_501, who) };
  }
  if (game === "304" && cell.closed === null) {
    // The maker holds the eight trumps and leads: the trump cannot stay closed (304-H6, C-29).
    const figures = el("span", "analyse__figures");
    figures.append(el("span", "", "—"), " / ", el("strong", "", String(cell.opened)));
    return { shown: [figures, el("span", "analyse__detail", t.must_open)],
      sentence: fill(t.cell_304_must_open, { ...who, opened: cell.opened }),
      value: `null/${cell.opened}/null` };
  }
  if (game === "304") {
    const figures = el("span", "analyse__figures");
    const closed = el(cell.best === cell.closed ? "strong" : "span", "", String(cell.closed));
    figures.append(closed);
    if (cell.opened !== null) {
      figures.append(" / ", el(cell.best === cell.opened && cell.opened !== cell.closed ? "strong" : "span", "",
        String(cell.opened)));
    }
    const sentence = fill(cell.opened === null ? t.cell_304_closed_only : t.cell_304,
      { ...who, closed: cell.closed, opened: cell.opened, indicator: short(cell.indicator) });
    return { shown: [figures, el("span", "analyse__detail", short(cell.indicator))], sentence,
      value: `${cell.closed}/${cell.opened}/${cell.indicator}` };
  }
  const gives = cell.gives.map(([to, card]) => fill(t.give, { card: short(card), seat: to }));
  const detail = cell.gives.map(([to, card]) => `${to} ${short(card)}`).join(" · ");
  return { shown: [el("strong", "analyse__figures", String(cell.points)), el("span", "analyse__detail", detail)],
    sentence: fill(t.cell_501, { ...who, points: cell.points, gives: gives.join(", ") }),
    value: `${cell.points}/${cell.gives.map(([to, card]) => to + card).join(",")}` };
}

function hidden(text) {
  return el("span", "analyse__sr", text);
}

export class Grid {
  constructor(deal, seats, ctx) {
    const t = ctx.texts;
    this.game = deal.game;
    this.ctx = ctx;
    this.cells = new Map();
    const table = el("table", "analyse__grid");
    // Under a variant whose trump is open from the start, the figures are the open play's.
    const caption = deal.game === "501" ? t.caption_501 : deal.open_from_start ? t.caption_304_open : t.caption_304;
    table.append(el("caption", "", caption));
    const head = el("tr");
    head.append(el("th", "", deal.game === "304" ? t.col_maker : t.col_declarer));
    for (const trump of deal.trumps) {
      const th = el("th", `analyse__trump analyse__trump--${trump}`);
      if (SYMBOLS[trump]) th.append(el("span", "analyse__symbol", SYMBOLS[trump]), " ");
      th.append(trumpName(trump, ctx));
      th.scope = "col";
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const body = el("tbody");
    for (const seat of seats) {
      const row = el("tr");
      const th = el("th", "", seat);
      th.scope = "row";
      row.append(th);
      for (const trump of deal.trumps) {
        const td = el("td", "analyse__cell");
        td.dataset.seat = seat;
        td.dataset.trump = trump;
        this.cells.set(`${seat} ${trump}`, td);
        row.append(td);
      }
      body.append(row);
    }
    table.append(thead, body);
    this.element = el("div", "analyse__grid-box");
    this.element.append(table);
    for (const td of this.cells.values()) this.pending(td);
  }

  pending(td) {
    td.dataset.state = "pending";
    td.replaceChildren(el("span", "analyse__wait", "·"), hidden(this.ctx.texts.cell_pending));
  }

  working(seat, trump) {
    const td = this.cells.get(`${seat} ${trump}`);
    td.dataset.state = "working";
    td.replaceChildren(el("span", "analyse__wait analyse__spin", "…"), hidden(this.ctx.texts.cell_working));
  }

  // Back to "not worked out yet" (a cell stopped by Cancel).
  reset(seat, trump) { this.pending(this.cells.get(`${seat} ${trump}`)); }

  // A cell with figures is a button: its best line, opened on the Play page (`onOpen`).
  done(seat, trump, cell) {
    const td = this.cells.get(`${seat} ${trump}`);
    const { shown, sentence, value } = contents(this.game, seat, trump, cell, this.ctx);
    td.dataset.state = "done";
    td.dataset.value = value;
    const visible = el("span", "analyse__shown");
    visible.setAttribute("aria-hidden", "true");
    visible.append(...shown);
    if (cell === null || !this.ctx.onOpen) return td.replaceChildren(visible, hidden(sentence));
    const open = el("button", "analyse__open");
    open.type = "button";
    open.append(visible, hidden(fill(this.ctx.texts.open_line_label, { sentence })));
    open.addEventListener("click", () => this.ctx.onOpen(seat, trump));
    td.replaceChildren(open);
  }

  failed(seat, trump, message) {
    const td = this.cells.get(`${seat} ${trump}`);
    td.dataset.state = "failed";
    const visible = el("span", "analyse__none", "!");
    visible.setAttribute("aria-hidden", "true");
    visible.title = message;
    td.replaceChildren(visible, hidden(fill(this.ctx.texts.cell_failed,
      { seat, trump: trumpName(trump, this.ctx), message })));
  }
}
