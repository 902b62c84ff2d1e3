// After the right first card: the table shows it played, the others answer with the engine's
// best defence, and the reader plays on (to the end of the deal with open hands, else to the
// end of the trick); each card played moves the table on, and the line is listed trick by trick.
import { cardElement } from "../cards.js";
import { el, fill } from "../dom.js";

// The table model (engine/table.py) after `play` ({seat, card, face_down, winner}): the card
// leaves its seat's hand (or the set-aside indicator it cuts with; a back, for a hand the
// reader cannot see) and lies in the trick in front of its player; a completed trick lies as
// won by its winner, who leads next. A card another seat plays face down stays a back to the
// reader's seat.
export function afterPlay(model, play) {
  const next = structuredClone(model);
  const seats = next.seats.filter((seat) => !seat.idle);
  const owner = seats.find((seat) => seat.seat === play.seat);
  const hidden = play.face_down && next.viewer && next.viewer !== play.seat;
  if (owner.hand.includes(play.card)) owner.hand.splice(owner.hand.indexOf(play.card), 1);
  else if (next.indicator && next.indicator.seat === play.seat
    && (next.indicator.card === play.card || next.indicator.card === null)) next.indicator = null;
  else if (owner.hand.includes(null)) owner.hand.splice(owner.hand.indexOf(null), 1);
  if (next.center.kind !== "trick") {
    if (next.center.kind === "last-trick") next.previous_trick = next.center.cards;
    next.center = { kind: "trick", cards: [], winner: null };
  }
  next.center.cards.push({ seat: play.seat, card: hidden ? null : play.card, face_down: Boolean(play.face_down) });
  let toAct;
  if (play.winner) {
    next.center = { ...next.center, kind: "last-trick", winner: play.winner };
    toAct = play.winner;
  } else {
    toAct = seats[(seats.indexOf(owner) + 1) % seats.length].seat;
  }
  next.to_act = toAct;
  for (const seat of next.seats) seat.to_act = seat.seat === toAct;
  return next;
}

// `puzzle`: {state, page, feedback, ctx, table, reveal}; `table.play(play)` moves the table on.
export function playOn({ state, page, feedback, ctx, table, reveal }) {
  const t = page.texts;
  const item = state.item;
  state.playing = true;
  const box = el("div", "puzzle__play-on");
  box.append(el("p", "puzzle__play-on-title", t.play_on));
  const list = el("ol", "puzzle__play-on-line");
  box.append(list);
  // (Heard through the puzzle's live region, .puzzle__play, that holds the feedback.)
  const turnArea = el("div", "puzzle__play-on-turn");
  box.append(turnArea);
  feedback.append(box);
  let trick = null;
  const add = (play) => {
    table.play(play);
    if (!trick) {
      trick = el("li", "puzzle__play-on-trick");
      list.append(trick);
    }
    const entry = el("span", "puzzle__play-on-card");
    entry.append(`${play.seat}: `, cardElement(play.card, ctx, { faceDown: play.face_down }));
    trick.append(entry, " ");
    if (play.winner) {
      trick.append(el("span", "puzzle__play-on-winner", `→ ${play.winner}`));
      trick = null;
    }
  };
  const finish = () => {
    const done = fill(t.play_on_done, { best: item.best });
    turnArea.replaceChildren(el("p", "puzzle__play-on-done", done));
    reveal();
    state.playing = false;
  };
  const step = (segment) => {
    for (const play of segment.plays) add(play);
    const turn = segment.turn;
    if (!turn) return finish();
    turnArea.replaceChildren(el("p", "puzzle__how", t.your_turn));
    const message = el("p", "puzzle__play-on-message");
    const cards = el("p", "puzzle__play-on-cards");
    for (const move of Object.keys(turn.values).sort()) {
      const card = move.split(" ")[2];
      cards.append(cardElement(card, ctx, { legal: true, onPick: () => {
        if ((turn.unproven || []).includes(move)) {
          message.textContent = t.play_on_unproven;
          return;
        }
        if (turn.values[move] < turn.best) {
          message.textContent = fill(t.play_on_wrong, { card: ctx.labels.short[card],
            value: turn.values[move], best: turn.best });
          return;
        }
        const next = turn.next[move];
        if (next) step(next);
        else {                 // an equally good card the build did not follow further
          add({ seat: item.seat, card, face_down: false, winner: null });
          finish();
        }
      } }), " ");
    }
    turnArea.append(cards, message);
  };
  step(item.play_on);
}
