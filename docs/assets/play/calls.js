// The reader's choices other than a card, as short buttons fitted to the decision: a call
// ("Pass", "Ask partner"…), the next few legal bids, and a stepper for the rest; a 501
// contract as a trump (or no trump) and an amount; a 501 give as a seat once its card is
// tapped. A card played, the indicator set aside and a card to give are tapped in the hand.
import { button, el, fill } from "../dom.js";

const QUICK_BIDS = 3;        // the lowest legal bids, one button each
// Calls with a short label of their own (the engine's sentence for any other).
const SHORT = { pass: "call_pass", partner: "call_partner", redeal: "call_redeal", open: "call_open",
  spoilt: "call_spoilt", look: "call_look", concede: "call_concede" };

// An amount among `values` (sorted), moved by −/+ (and by ten), said aloud as it changes.
function stepper(values, t, onChange) {
  let at = 0;
  const box = el("span", "play__stepper");
  box.setAttribute("role", "group");
  const shown = el("output", "play__amount", String(values[0]));
  shown.setAttribute("aria-live", "polite");
  const move = (by) => {
    at = Math.max(0, Math.min(values.length - 1, at + by));
    shown.textContent = String(values[at]);
    onChange(values[at]);
  };
  const step = (text, by, label) => {
    const node = button(text, () => move(by), "play__step");
    node.setAttribute("aria-label", fill(label, { n: Math.abs(by) }));
    return node;
  };
  // Amounts a point apart (501) also move by ten at a time.
  const ten = values.findIndex((v) => v >= values[0] + 10);
  if (ten > 1) box.append(step("−10", -ten, t.step_down));
  box.append(step("−", -1, t.step_down), shown, step("+", 1, t.step_up));
  if (ten > 1) box.append(step("+10", ten, t.step_up));
  return { element: box, value: () => values[at] };
}

function amountRow(values, t, label, onSend) {
  const row = el("div", "play__choice-row");
  let send;
  const steps = stepper(values, t, (value) => { send.textContent = fill(label, { n: value }); });
  send = button(fill(label, { n: values[0] }), () => onSend(steps.value()), "play__choice play__send");
  row.append(steps.element, send);
  return row;
}

// `legal`: the labelled actions ({action, card, label}) that are neither card plays nor
// indicators; `gives`: the 501 give actions; `chosen`: the card tapped to give, if any.
export function choicesElement({ seat, legal, gives, chosen, ctx, onAction, onCaps }) {
  const t = ctx.texts;
  const box = el("div", "play__choices");
  const bids = [];
  const contracts = new Map();
  const calls = el("div", "play__choice-row");
  for (const entry of legal) {
    const [, verb, a, b] = entry.action.split(" ");
    if (verb === "bid" && /^\d+$/.test(a)) bids.push(Number(a));
    else if (verb === "contract" && /^\d+$/.test(b)) {
      if (!contracts.has(a)) contracts.set(a, []);
      contracts.get(a).push(Number(b));
    } else if (verb === "caps") {
      // A Caps call needs its order of play (304-K3): it opens the order picker.
      calls.append(button(t.caps_call, () => onCaps(entry), "play__choice play__caps-call"));
    } else {
      const label = verb === "bid" ? t.call_pcc : SHORT[verb] ? t[SHORT[verb]] : entry.label;
      const node = button(label, () => onAction(entry.action), `play__choice play__call-${verb}`);
      calls.append(node);
    }
  }
  if (bids.length) {
    bids.sort((x, y) => x - y);
    for (const amount of bids.slice(0, QUICK_BIDS)) {
      calls.append(button(fill(t.bid_amount, { n: amount }), () => onAction(`${seat} bid ${amount}`), "play__choice play__quick-bid"));
    }
  }
  if (calls.childElementCount) box.append(calls);
  if (bids.length > QUICK_BIDS) {
    box.append(amountRow(bids.slice(QUICK_BIDS), t, t.bid_amount, (n) => onAction(`${seat} bid ${n}`)));
  }
  if (contracts.size) box.append(contractRow(seat, contracts, ctx, onAction));
  if (gives.length) {
    const row = el("div", "play__choice-row");
    const targets = gives.filter((a) => a.action.split(" ")[3] === chosen).map((a) => a.action.split(" ")[2]);
    if (!targets.length) row.append(el("span", "play__choose", t.choose_give));
    for (const target of targets) {
      row.append(button(fill(t.give_to, { seat: target }), () => onAction(`${seat} give ${target} ${chosen}`), "play__choice play__give"));
    }
    box.append(row);
  }
  return box;
}

// A 501 contract: the trump (or no trump) as pressed buttons, then the amount.
function contractRow(seat, contracts, ctx, onAction) {
  const t = ctx.texts;
  const box = el("div", "play__contract");
  const suits = el("div", "play__choice-row");
  suits.setAttribute("role", "group");
  suits.setAttribute("aria-label", t.trump);
  let suit = [...contracts.keys()][0];
  const pressed = [];
  for (const code of contracts.keys()) {
    const name = code === "NT" ? t.no_trump : ctx.labels.suits[code];
    const node = button(code === "NT" ? t.no_trump : `${"♠♥♦♣"["SHDC".indexOf(code)]} ${name}`, () => {
      suit = code;
      for (const other of pressed) other.setAttribute("aria-pressed", String(other === node));
    }, `play__choice play__suit suit-${code}`);
    node.setAttribute("aria-pressed", String(code === suit));
    pressed.push(node);
    suits.append(node);
  }
  const amounts = [...new Set([...contracts.values()].flat())].sort((x, y) => x - y);
  box.append(suits, amountRow(amounts, t, t.contract_amount, (n) => onAction(`${seat} contract ${suit} ${n}`)));
  return box;
}

// The order of play a Caps call states (304-K3, K10): the caller's cards tapped one by one in
// the order they will be played; the call is made once every card has its place. The bots wait
// meanwhile. `draft`: {cards, order}.
export function capsOrderElement({ draft, ctx, onChange, onCall, onCancel }) {
  const t = ctx.texts;
  const short = (card) => ctx.labels.short[card];
  const box = el("div", "play__caps-order");
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", t.caps_order_title);
  box.append(el("p", "play__caps-order-title", t.caps_order_title));
  const chosen = el("p", "play__caps-order-so-far");
  chosen.setAttribute("aria-live", "polite");
  chosen.textContent = draft.order.length
    ? fill(t.caps_order_so_far, { cards: draft.order.map(short).join(" ") }) : t.caps_order_empty;
  box.append(chosen);
  const cards = el("div", "play__caps-order-cards");
  for (const card of draft.cards) {
    if (draft.order.includes(card)) continue;
    const pick = button(short(card), () => onChange([...draft.order, card]), `play__caps-card suit-${card[1]}`);
    pick.dataset.card = card;
    pick.setAttribute("aria-label", fill(t.caps_order_add, { card: ctx.labels.names[card] }));
    cards.append(pick);
  }
  box.append(cards);
  const bar = el("div", "play__choice-row");
  const call = button(t.caps_order_call, () => onCall(draft.order), "play__choice play__caps-confirm");
  call.disabled = draft.order.length !== draft.cards.length;
  const back = button(t.caps_order_back, () => onChange(draft.order.slice(0, -1)), "play__choice");
  back.disabled = !draft.order.length;
  bar.append(call, back, button(t.caps_order_cancel, onCancel, "play__choice play__caps-cancel"));
  box.append(bar);
  return box;
}
