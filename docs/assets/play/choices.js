// The reader's choices other than a card, fitted to the decision (as the viewer's branch does):
// a bid or a contract is an amount, a contract a suit too; a 501 give is a card then a seat;
// the rest (pass, ask partner, open, Caps, spoilt, look, concede…) are buttons labelled by the
// engine.
import { button, el, fill } from "../dom.js";

function stepper(values, label) {
  const sorted = [...values].sort((x, y) => x - y);
  const select = el("select");
  select.setAttribute("aria-label", label);
  for (const value of sorted) select.append(new Option(String(value), String(value)));
  return select;
}

// `legal`: the labelled actions ({action, card, label}) that are not card plays;
// `gives`: the 501 give actions; `chosen`: the card picked to give, if any.
export function choicesElement({ seat, legal, gives, chosen, ctx, onAction, onCaps }) {
  const t = ctx.texts;
  const box = el("div", "play__choices");
  const amounts = { bid: [], contract: new Map() };
  const rest = [];
  for (const entry of legal) {
    const [, verb, a, b] = entry.action.split(" ");
    if (verb === "bid" && /^\d+$/.test(a)) amounts.bid.push(Number(a));
    else if (verb === "contract" && /^\d+$/.test(b)) {
      if (!amounts.contract.has(a)) amounts.contract.set(a, []);
      amounts.contract.get(a).push(Number(b));
    } else rest.push(entry);
  }
  for (const entry of rest) {
    // A Caps call needs its order of play (304-K3): it opens the order picker.
    if (entry.action.split(" ")[1] === "caps") box.append(button(t.caps_call, () => onCaps(entry), "play__choice play__caps-call"));
    else box.append(button(entry.label, () => onAction(entry.action), "play__choice"));
  }
  if (amounts.bid.length) {
    const line = el("div", "play__choice-row");
    const select = stepper(amounts.bid, t.bid);
    line.append(el("span", "", `${t.bid} `), select,
      button(t.make_bid, () => onAction(`${seat} bid ${select.value}`), "play__choice"));
    box.append(line);
  }
  if (amounts.contract.size) {
    const line = el("div", "play__choice-row");
    const suit = el("select");
    suit.setAttribute("aria-label", t.trump);
    for (const code of amounts.contract.keys()) {
      suit.append(new Option(code === "NT" ? t.no_trump : ctx.labels.suits[code], code));
    }
    const all = [...new Set([...amounts.contract.values()].flat())];
    const amount = stepper(all, t.contract);
    line.append(el("span", "", `${t.contract} `), suit, amount,
      button(t.declare, () => onAction(`${seat} contract ${suit.value} ${amount.value}`), "play__choice"));
    box.append(line);
  }
  if (gives.length) {
    const line = el("div", "play__choice-row");
    const targets = gives.filter((a) => a.action.split(" ")[3] === chosen).map((a) => a.action.split(" ")[2]);
    if (!targets.length) line.append(el("span", "", t.choose_give));
    for (const target of targets) {
      line.append(button(fill(t.give_to, { seat: target }), () => onAction(`${seat} give ${target} ${chosen}`), "play__choice"));
    }
    box.append(line);
  }
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
