// How a puzzle is answered, by its kind: a card tapped on the table, the seat that wins the
// trick, the legal calls ticked, a call chosen, a Caps order tapped card by card (or "not
// yet"), or a number. Each answer goes to `conclude(right, details, card)` with what a wrong one
// teaches: the line of best defence that refutes a card, why a card wins the trick, the rule
// that forbids a call, the token-table line, the world and line that break a Caps order.
import { cardElement } from "../cards.js";
import { button, el, fill } from "../dom.js";

// A reason the answer file holds for a call (its rule linked), as a list item.
function reasonOf(item, action) {
  const reasons = item.reasons;
  const reason = reasons && [...reasons.content.children].find((li) => li.dataset.call === action);
  return reason ? document.importNode(reason, true) : null;
}

function whichCard({ item, ctx, state, table, conclude }, area) {
  const t = ctx.texts;
  const legal = new Set(item.legal_cards);
  table.draw({
    seat: item.seat, legalCards: legal, onlyLegal: true,
    onPick: (card) => {
      if (state.playing) return;
      const action = `${item.seat} play ${card}`;
      if (item.answer.includes(action)) return conclude(true, [], card);
      const refutation = item.refutations[action];
      const details = [];
      if (refutation) {
        details.push(el("p", "", fill(t.refutation, {
          card: ctx.labels.short[card], value: refutation.value, best: item.best })));
        const line = el("ol", "puzzle__line");  // one line per trick
        for (const step of refutation.line) line.append(el("li", "", step));
        details.push(line);
      }
      conclude(false, details);
    },
  });
  area.append(el("p", "puzzle__how", t.pick_card));
}

function trickWinner({ item, ctx, conclude, lines }, area) {
  area.append(el("p", "puzzle__how", ctx.texts.pick_seat));
  for (const seat of item.choices) {
    area.append(button(seat, () => conclude(item.answer.includes(seat), lines(item.why)), "puzzle__choice"));
  }
}

function legalCalls({ item, ctx, conclude }, area) {
  const t = ctx.texts;
  area.append(el("p", "puzzle__how", t.pick_calls));
  const boxes = item.choices.map((choice) => {
    const label = el("label", "puzzle__check");
    const box = el("input");
    box.type = "checkbox";
    box.value = choice.action;
    label.append(box, " ", choice.label);
    area.append(label);
    return box;
  });
  area.append(button(t.check, () => {
    const chosen = boxes.filter((box) => box.checked).map((box) => box.value).sort();
    const right = JSON.stringify(chosen) === JSON.stringify([...item.answer].sort());
    // For each call judged wrong: the engine's reason, with its rule linked.
    const list = el("ul", "puzzle__reasons");
    if (!right) {
      for (const box of boxes) {
        if (box.checked === item.answer.includes(box.value)) continue;
        const reason = reasonOf(item, box.value);
        if (reason) list.append(reason);
      }
    }
    conclude(right, list.children.length ? [list] : []);
  }, "puzzle__check-button"));
}

// One call to choose; a wrong one is told what it makes, or the rule that forbids it.
function whatToBid({ item, ctx, conclude, lines }, area) {
  area.append(el("p", "puzzle__how", ctx.texts.pick_bid));
  for (const choice of item.choices) {
    area.append(button(choice.label, () => {
      const right = item.answer.includes(choice.action);
      const reason = reasonOf(item, choice.action);
      const list = el("ul", "puzzle__reasons");
      if (reason) list.append(reason);
      conclude(right, right ? [] : reason ? [list] : lines([item.explanation]));
    }, "puzzle__choice puzzle__bid"));
  }
}

function caps({ item, ctx, table, conclude, empty, lines }, area) {
  const t = ctx.texts;
  const order = [];
  const shown = el("p", "puzzle__order");
  const hand = item.caps_cards;      // the hand, and a maker's closed indicator
  const redraw = () => shown.replaceChildren(...order.map((card) => cardElement(card, ctx)));
  table.draw({ seat: item.seat, legalCards: new Set(hand), onlyLegal: true, onPick: (card) => {
    if (!order.includes(card)) order.push(card);
    redraw();
  } });
  const capsWhy = (said) => {
    const known = item.caps || {};
    if (said === "no") return known.exists ? lines([known.exists]) : [];
    const index = known.refutations?.[order.join(" ")];
    if (index !== undefined) return lines(known.texts[index].split("\n"));
    return item.answer[0] === "yes" ? lines([known.exists]) : lines([item.explanation]);
  };
  area.append(el("p", "puzzle__how", t.caps_pick), shown,
    button(t.caps_clear, () => { order.length = 0; redraw(); }),
    button(t.caps_yes, () => {
      if (order.length !== hand.length) return empty(t.caps_need_order);   // not an attempt
      const right = item.answer[0] === "yes" && item.orders.includes(order.join(" "));
      conclude(right, right ? [] : capsWhy("yes"));
    }),
    button(t.caps_no, () => conclude(item.answer[0] === "no", capsWhy("no"))));
}

function number({ item, ctx, conclude, empty, lines }, area) {
  const t = ctx.texts;
  area.append(el("p", "puzzle__how", t.enter_number));
  const input = el("input", "puzzle__number");
  input.type = "number";
  input.step = "1";
  input.setAttribute("aria-label", item.question);
  const check = () => {
    if (input.value.trim() === "") return empty(t.empty_answer);          // not an attempt
    const why = item.why.length ? item.why : [item.explanation];
    const right = Number(input.value) === Number(item.answer[0]);
    conclude(right, right ? [] : lines(why));
  };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") check(); });
  area.append(input, button(t.check, check, "puzzle__check-button"));
}

const KINDS = { "which-card": whichCard, "trick-winner": trickWinner, "legal-calls": legalCalls,
  "what-to-bid": whatToBid, caps };

// `puzzle`: {item, node, ctx, state, table, conclude, empty, lines}. Answers the answer's area.
export function answerArea(puzzle) {
  const area = el("div", "puzzle__answer");
  (KINDS[puzzle.item.kind] || number)(puzzle, area);
  return area;
}
