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
export function choicesElement({ seat, legal, gives, chosen, ctx, onAction }) {
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
    box.append(button(entry.label, () => onAction(entry.action), "play__choice"));
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
