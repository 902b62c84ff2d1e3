// Draws a table model (engine/table.py) as HTML: the same markup as the static page's
// overrides/tutorials/table.html, so that both look alike. Keep the two in step. The cards
// are drawn by ../cards.js, on every page alike.

import { el, fill } from "../dom.js";
import { cardElement } from "../cards.js";

function tag(text, extra) {
  return el("span", `tag${extra ? ` ${extra}` : ""}`, text);
}

// During an auction the seat to act speaks (bids or passes); otherwise it plays or chooses.
const AUCTIONS = new Set(["auction", "second-auction"]);

function seatElement(seat, ctx, pick, indicator, phase) {
  const box = el("div", `deal-seat deal-seat--${seat.position}`);
  if (seat.to_act) box.classList.add("is-to-act");
  if (seat.idle) box.classList.add("is-idle");
  const name = el("p", "deal-seat__name");
  name.append(el("strong", "", seat.seat));
  const t = ctx.texts;
  if (seat.dealer) name.append(" ", tag(t.dealer));
  if (seat.maker) name.append(" ", tag(t.maker, "tag--maker"));
  if (seat.declarer) name.append(" ", tag(t.declarer, "tag--maker"));
  if (seat.idle) name.append(" ", tag(t.sits_out));
  if (seat.not_looked) name.append(" ", tag(t.not_looked));
  if (seat.to_act) name.append(" ", tag(AUCTIONS.has(phase) ? t.to_bid : t.to_play, "tag--turn"));
  // A hand the reader cannot see lies as a pile of backs, and says how many cards it holds.
  const backs = seat.hand.length > 0 && seat.hand.every((card) => card === null);
  if (backs) name.append(" ", tag(fill(t.cards_count, { n: seat.hand.length }), "tag--count"));
  const hand = el("p", backs ? "deal-seat__hand deal-seat__hand--backs" : "deal-seat__hand");
  hand.dataset.n = seat.hand.length;      // the number of cards, for the fan's step (viewer.css)
  hand.setAttribute("role", "group");   // a named group of cards (aria-label is not allowed on a bare p)
  hand.setAttribute("aria-label", fill(t.hand_of, { seat: seat.seat }));
  if (seat.hand.length === 0 && !seat.idle) hand.append(el("span", "deal-seat__empty", t.no_cards));
  for (const card of seat.hand) {
    const choosable = pick && pick.seat === seat.seat && card !== null
      && (!pick.onlyLegal || pick.legalCards.has(card));
    hand.append(cardElement(card, ctx, choosable
      ? { onPick: pick.onPick, legal: pick.legalCards.has(card) } : {}));
  }
  box.append(name, hand);
  if (indicator && indicator.seat === seat.seat) box.append(indicatorElement(indicator, ctx, pick));
  return box;
}

// 304's closed indicator: beside its maker's hand, apart from it, lying crosswise: the card
// set aside face down (304-I1), shown face up only to the maker and from above.
function indicatorElement({ seat, card }, ctx, pick) {
  const line = el("p", "deal-indicator", fill(ctx.texts.indicator_of, { seat }) + " ");
  // The maker's closed indicator is a card the maker may play (a cut, or in trick 8).
  const choosable = pick && pick.seat === seat && card !== null && (!pick.onlyLegal || pick.legalCards.has(card));
  line.append(cardElement(card, ctx, choosable
    ? { onPick: pick.onPick, legal: pick.legalCards.has(card), setAside: true } : { setAside: true }));
  return line;
}

// The cards of a trick laid out by seat position (in playing order: the first one led).
// With `pick` ({onPick(card)}: the course's "tap the card that wins"), each card the reader can
// see is a button.
export function trickElement(cards, model, ctx, winner = null, pick = null) {
  const list = el("ol", "deal-trick");
  const positions = Object.fromEntries(model.seats.map((s) => [s.seat, s.position]));
  for (const [index, entry] of cards.entries()) {
    const item = el("li", `deal-trick__card deal-trick__card--${positions[entry.seat]}`);
    if (entry.seat === winner) item.classList.add("is-winner");
    if (index === 0) item.classList.add("is-leader");
    item.append(el("span", "deal-trick__seat", entry.seat), " ",
      cardElement(entry.card, ctx, { faceDown: entry.face_down,
        onPick: pick && entry.card !== null ? pick.onPick : null }));
    list.append(item);
  }
  return list;
}

// `pick`: {seat, legalCards: Set, onPick(card), onlyLegal} when the reader is choosing a card;
// with `onlyLegal`, cards that may not be played are not buttons at all; {trick: true, onPick}
// when the reader is choosing a card of the trick in play.
export function tableElement(model, ctx, pick = null) {
  const table = el("div", `deal-table deal-table--${model.game} deal-table--${model.seats.length}`);
  for (const seat of model.seats) table.append(seatElement(seat, ctx, pick, model.indicator, model.phase));
  const center = el("div", "deal-center");
  const t = ctx.texts;
  if (model.talon && model.talon.length) {
    const line = el("p", "deal-talon", (model.talon[0] === null ? t.talon : t.talon_shown) + " ");
    for (const card of model.talon) line.append(cardElement(card, ctx));
    center.append(line);
  }
  if (model.center.cards.length) {
    center.append(el("p", "deal-trick__label", model.center.kind === "trick"
      ? t.trick_in_play : fill(t.trick_won_by, { seat: model.center.winner })));
    center.append(trickElement(model.center.cards, model, ctx, model.center.winner,
      pick && pick.trick ? pick : null));
    if (t.led_by) center.append(el("p", "deal-trick__led", fill(t.led_by, { seat: model.center.cards[0].seat })));
  }
  if (ctx.texts.play_clockwise) center.append(directionElement(model, ctx));   // (pages without it: none)
  table.append(center);
  return table;
}

// Which way play goes round the table (304 anticlockwise, 501 clockwise: engine/table.py).
function directionElement(model, ctx) {
  const clockwise = model.direction === "clockwise";
  const line = el("p", `deal-direction deal-direction--${clockwise ? "clockwise" : "anticlockwise"}`);
  const arrow = el("span", "deal-direction__arrow", clockwise ? "↻" : "↺");
  arrow.setAttribute("aria-hidden", "true");
  const text = clockwise ? ctx.texts.play_clockwise : ctx.texts.play_anticlockwise;
  line.append(arrow, " ", text);
  return line;
}

function fact(label, value) {
  const row = el("div");
  row.append(el("dt", "", label), el("dd", "", value));
  return row;
}

export function factsElement(model, ctx) {
  const list = el("dl", "deal-facts");
  const f = model.facts;
  const t = ctx.texts;
  if (model.game === "304") {
    if (f.contract) list.append(fact(t.contract, `${f.contract === "pcc" ? t.pcc : f.contract} (${f.maker})`));
    if (f.trump) {
      const trump = f.trump === "closed" ? t.closed
        : ctx.labels.suits[f.trump] + (f.trump_open ? "" : ` (${t.closed})`);
      list.append(fact(t.trump, trump));
    }
    if (f.tokens) list.append(fact(f.before_deal ? t.tokens_before : t.tokens, `${f.tokens[0]} : ${f.tokens[1]}`));
    if (f.points) list.append(fact(t.points_304, `${f.points[0]} : ${f.points[1]}`));
  } else {
    if (f.bid) list.append(fact(t.bid, f.bid + (f.blind ? ` (${t.blind})` : "")));
    if (f.contract) {
      list.append(fact(t.contract, `${f.contract} (${f.declarer}), ${f.no_trump ? t.no_trump : ctx.labels.suits[f.trump]}`));
    }
    const byseat = (values) => Object.entries(values).map(([seat, value]) => `${seat} ${value}`).join(" · ");
    if (f.scores) list.append(fact(f.before_deal ? t.scores_before : t.scores, byseat(f.scores)));
    if (f.points) list.append(fact(t.points_501, byseat(f.points)));
  }
  return list;
}
