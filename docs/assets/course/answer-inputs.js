// The ways to answer a task of the course (./lesson.js), one per kind: a card of the hand or
// of the trick tapped on the table, every card that may be played chosen in turn, a Caps order
// tapped card by card, a call, a fact or a seat among buttons, a number typed. Each answer goes
// to the lesson's `answer`, which asks the engine (the page holds no answer).
import { cardElement } from "../cards.js";
import { button, el, fill } from "../dom.js";

// Short labels of calls, as the choices panel (../choices.js) writes them.
const SHORT = { pass: "choice_pass", partner: "choice_partner", redeal: "choice_redeal",
  open: "choice_open", spoilt: "choice_spoilt", look: "choice_look", concede: "choice_concede" };

export function callLabel(action, ctx) {
  const t = ctx.texts;
  const [, verb, a, b] = action.split(" ");
  if (SHORT[verb]) return t[SHORT[verb]];
  if (verb === "bid") return a === "pcc" ? t.choice_pcc : fill(t.bid_amount, { n: a });
  if (verb === "contract") {
    return `${a === "NT" ? t.no_trump : ctx.labels.suits[a]}: ${fill(t.contract_amount, { n: b })}`;
  }
  if (verb === "play" && b === "marriage") return fill(t.call_marriage, { card: ctx.labels.short[a] });
  if (verb === "play") return ctx.labels.short[a];
  if (verb === "give") return `${fill(t.give_to, { seat: a })}: ${ctx.labels.short[b]}`;
  return action;
}

// Draws, in the lesson's answer area, the way to answer its current task.
export function setUpAnswer(lesson) {
  const task = lesson.task;
  const t = lesson.t;
  const seat = task.engine.task.seat;
  const area = lesson.area;
  area.replaceChildren();
  const kind = task.kind;
  if (kind === "play" || kind === "indicator") {
    lesson.draw({ seat, legalCards: new Set(), onPick: (card) => lesson.answer(card) });
  } else if (kind === "winner") {
    lesson.draw({ trick: true, onPick: (card) => lesson.answer(card) });
  } else if (kind === "cards") {
    const chosen = new Set();
    const said = el("p", "course-lesson__chosen", t.chosen_none);
    said.setAttribute("aria-live", "polite");
    const redraw = () => {
      const table = lesson.draw({ seat, legalCards: new Set(), onPick: (card) => {
        if (chosen.has(card)) chosen.delete(card); else chosen.add(card);
        redraw();
        table.querySelector(`button.card[data-card="${card}"]`)?.focus();
      } });
      for (const node of table.querySelectorAll(".deal-seat--bottom button.card")) {
        node.setAttribute("aria-pressed", String(chosen.has(node.dataset.card)));
        node.classList.toggle("is-chosen", chosen.has(node.dataset.card));
      }
      said.textContent = chosen.size
        ? fill(t.chosen, { cards: [...chosen].map((card) => lesson.ctx.labels.short[card]).join(" ") }) : t.chosen_none;
      return table;
    };
    redraw();
    area.append(said, button(t.check, () => {
      if (!chosen.size) return lesson.say(el("p", "course-lesson__empty", t.chosen_none));
      lesson.answer([...chosen].join(" "));
    }, "course-lesson__check md-button md-button--primary"));
  } else if (kind === "caps") {
    const order = [];
    const said = el("p", "course-lesson__order", t.chosen_none);
    said.setAttribute("aria-live", "polite");
    const redraw = () => {
      lesson.draw({ seat, legalCards: new Set(), onPick: (card) => {
        if (!order.includes(card)) order.push(card);
        redraw();
      } });
      said.replaceChildren(order.length ? fill(t.caps_order, { cards: "" }) : t.chosen_none,
        ...order.map((card) => cardElement(card, lesson.ctx)));
    };
    redraw();
    const call = button(t.caps_call, () => {
      if (order.length !== task.caps_cards.length) return lesson.say(el("p", "course-lesson__empty", t.caps_need_order));
      lesson.answer(`${seat} caps ${order.join(" ")}`);
    }, "course-lesson__caps-call md-button md-button--primary");
    const row = el("p", "course-lesson__row");
    row.append(call, " ", button(t.caps_clear, () => { order.length = 0; redraw(); }, "md-button"),
      " ", button(t.caps_not_yet, () => lesson.answer("no"), "course-lesson__caps-no md-button"));
    area.append(said, row);
  } else {
    lesson.draw();
    if (kind === "call") {
      const row = el("p", "course-lesson__row");
      for (const action of task.choices) {
        const node = button(callLabel(action, lesson.ctx), () => lesson.answer(action), "course-lesson__choice md-button");
        node.dataset.call = action;
        row.append(node, " ");
      }
      area.append(row);
    } else if (kind === "fact") {
      const row = el("p", "course-lesson__row");
      for (const value of task.choices) {
        const label = t[`fact_${value}`] || value;
        const node = button(label, () => lesson.answer(value), "course-lesson__choice course-lesson__fact md-button");
        node.dataset.fact = value;
        row.append(node, " ");
      }
      area.append(row);
    } else if (kind === "seat") {
      const row = el("p", "course-lesson__row");
      const partner = "ABCD"[("ABCD".indexOf(seat) + 2) % 4];
      for (const other of task.seats) {
        const text = other === seat ? fill(t.seat_you, { seat: other })
          : lesson.data.game === "304" && other === partner ? fill(t.seat_partner, { seat: other }) : other;
        const node = button(text, () => lesson.answer(other), "course-lesson__choice course-lesson__seat md-button");
        node.dataset.seat = other;
        row.append(node, " ");
      }
      area.append(row);
    } else {
      const label = el("label", "course-lesson__number-label");
      const input = el("input", "course-lesson__number");
      input.type = "text";
      // A score or a count of tokens may be below zero: a keyboard with the minus sign.
      input.inputMode = ["score", "tokens"].includes(task.engine.task.of) ? "text" : "numeric";
      input.autocomplete = "off";
      label.append(`${t.number_label} `, input);
      const check = () => {
        if (!input.value.trim()) return lesson.say(el("p", "course-lesson__empty", t.empty_answer));
        lesson.answer(input.value.trim());
      };
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") check(); });
      area.append(label, " ", button(t.check, check, "course-lesson__check md-button md-button--primary"));
    }
  }
}
