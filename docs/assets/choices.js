// The reader's choices other than a card — one panel for the worked examples' branches and
// the Play page, so that each improvement reaches both (#26): a call as a short button
// ("Pass", "Ask partner"…), the next few legal bids, and a stepper for the rest; a 501
// contract as a trump (or no trump) and an amount; a 501 give as a seat once its card is
// tapped. A card played, the indicator set aside and a card to give are tapped in the hand.
// Its styles are in viewer.css, which every page loads.
import { button, el, fill } from "./dom.js";

const QUICK_BIDS = 3;        // the lowest legal bids, one button each
// Calls with a short label of their own (the engine's sentence for any other).
const SHORT = { pass: "choice_pass", partner: "choice_partner", redeal: "choice_redeal",
  open: "choice_open", spoilt: "choice_spoilt", look: "choice_look", concede: "choice_concede" };

// An amount among `values` (sorted), moved by −/+ (and by ten), said aloud as it changes.
function stepper(values, t, onChange) {
  let at = 0;
  const box = el("span", "choices__stepper");
  box.setAttribute("role", "group");
  const shown = el("output", "choices__amount", String(values[0]));
  shown.setAttribute("aria-live", "polite");
  const move = (by) => {
    at = Math.max(0, Math.min(values.length - 1, at + by));
    shown.textContent = String(values[at]);
    onChange(values[at]);
  };
  const step = (text, by, label) => {
    const node = button(text, () => move(by), "choices__step");
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
  const row = el("div", "choices__row");
  let send;
  const steps = stepper(values, t, (value) => { send.textContent = fill(label, { n: value }); });
  send = button(fill(label, { n: values[0] }), () => onSend(steps.value()), "choices__choice choices__send");
  row.append(steps.element, send);
  return row;
}

// `legal`: the labelled actions ({action, card, label}) that are neither card plays nor
// indicators; `gives`: the 501 give actions; `chosen`: the card tapped to give, if any.
// `onCaps`: a Caps call opens the Play page's order picker; without it (a worked example's
// branch), the call is the engine's own action and label.
export function choicesElement({ seat, legal, gives, chosen, ctx, onAction, onCaps }) {
  const t = ctx.texts;
  const box = el("div", "choices");
  const bids = [];
  const contracts = new Map();
  const calls = el("div", "choices__row");
  for (const entry of legal) {
    const [, verb, a, b] = entry.action.split(" ");
    if (verb === "bid" && /^\d+$/.test(a)) bids.push(Number(a));
    else if (verb === "contract" && /^\d+$/.test(b)) {
      if (!contracts.has(a)) contracts.set(a, []);
      contracts.get(a).push(Number(b));
    } else if (verb === "caps" && onCaps) {
      // A Caps call needs its order of play (304-K3): it opens the order picker.
      calls.append(button(t.caps_call, () => onCaps(entry), "choices__choice choices__caps-call"));
    } else {
      const label = verb === "bid" ? t.choice_pcc : SHORT[verb] ? t[SHORT[verb]] : entry.label;
      const node = button(label, () => onAction(entry.action), `choices__choice choices__call-${verb}`);
      calls.append(node);
    }
  }
  if (bids.length) {
    bids.sort((x, y) => x - y);
    for (const amount of bids.slice(0, QUICK_BIDS)) {
      calls.append(button(fill(t.bid_amount, { n: amount }), () => onAction(`${seat} bid ${amount}`), "choices__choice choices__quick-bid"));
    }
  }
  if (calls.childElementCount) box.append(calls);
  if (bids.length > QUICK_BIDS) {
    box.append(amountRow(bids.slice(QUICK_BIDS), t, t.bid_amount, (n) => onAction(`${seat} bid ${n}`)));
  }
  if (contracts.size) box.append(contractRow(seat, contracts, ctx, onAction));
  if (gives.length) {
    const row = el("div", "choices__row");
    const targets = gives.filter((a) => a.action.split(" ")[3] === chosen).map((a) => a.action.split(" ")[2]);
    if (!targets.length) row.append(el("span", "choices__choose", t.choose_give));
    for (const target of targets) {
      row.append(button(fill(t.give_to, { seat: target }), () => onAction(`${seat} give ${target} ${chosen}`), "choices__choice choices__give"));
    }
    box.append(row);
  }
  return box;
}

// A 501 contract: the trump (or no trump) as pressed buttons, then the amount.
function contractRow(seat, contracts, ctx, onAction) {
  const t = ctx.texts;
  const box = el("div", "choices__contract");
  const suits = el("div", "choices__row");
  suits.setAttribute("role", "group");
  suits.setAttribute("aria-label", t.trump);
  let suit = [...contracts.keys()][0];
  const pressed = [];
  for (const code of contracts.keys()) {
    const name = code === "NT" ? t.no_trump : ctx.labels.suits[code];
    const node = button(code === "NT" ? t.no_trump : `${"♠♥♦♣"["SHDC".indexOf(code)]} ${name}`, () => {
      suit = code;
      for (const other of pressed) other.setAttribute("aria-pressed", String(other === node));
    }, `choices__choice choices__suit suit-${code}`);
    node.setAttribute("aria-pressed", String(code === suit));
    pressed.push(node);
    suits.append(node);
  }
  const amounts = [...new Set([...contracts.values()].flat())].sort((x, y) => x - y);
  box.append(suits, amountRow(amounts, t, t.contract_amount, (n) => onAction(`${seat} contract ${suit} ${n}`)));
  return box;
}
