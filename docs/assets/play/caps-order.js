// The Caps order picker of the practice table (only the Play page lets a Caps call be made
// with its order; the worked examples' branches play the engine's own actions).
import { button, el, fill } from "../dom.js";
import { cardElement } from "../cards.js";

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
    // A card drawn as on the table; its name holds what its face shows (label in name).
    const pick = cardElement(card, ctx, { onPick: () => onChange([...draft.order, card]) });
    pick.classList.add("play__caps-card");
    pick.setAttribute("aria-label", fill(t.caps_order_add, { card: `${short(card)} (${ctx.labels.names[card]})` }));
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
