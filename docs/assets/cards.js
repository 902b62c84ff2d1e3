// Cards drawn as cards, on every table of the site (the worked examples and their branches,
// the puzzles, the lessons' static tables and the Play page): a card is an image of one small
// SVG file, cards/<lang>/<card>.svg beside this module (hooks/cards.py draws every face and the
// back there, once). The same markup as overrides/tutorials/table.html's `card`, so that a table
// drawn here and one drawn at build time look alike. Keep the two in step.
//
// The element carries no text of its own: the card's image or button says its name
// (aria-label). A button's name starts with the card as the page writes it ("9♠"), the
// rank and suit its face shows, then the card's name in words ("nine of spades").

import { el, fill } from "./dom.js";

const FOLDER = new URL(`./cards/${document.documentElement.lang === "fr" ? "fr" : "en"}/`, import.meta.url).href;

// `card`: "QS" and the like, or null for a back.
export function cardSvg(card) {
  const image = el("img", "card-svg");
  image.src = `${FOLDER}${card ?? "back"}.svg`;
  image.alt = "";
  image.draggable = false;
  image.loading = "lazy";
  return image;
}

// One card: its face, a back (card === null), or a face marked as played face down.
// With `onPick`, the card is a button (the reader chooses it); a `legal` one is announced as
// playable, and marked by a band under it (a shape, not only a colour, and not the focus
// ring's). `setAside`: the closed indicator, lying crosswise apart from the hand.
export function cardElement(card, ctx, { faceDown = false, onPick = null, legal = false, setAside = false } = {}) {
  const node = el(onPick ? "button" : "span", "card");
  const t = ctx.texts;
  let label;
  if (card === null) {
    node.classList.add("card--back");
    label = t.face_down_card;
  } else {
    node.classList.add(`suit-${card[1]}`);
    const name = ctx.labels.names[card];
    label = faceDown ? `${name} (${t.played_face_down})` : name;
    if (faceDown) node.classList.add("card--face-down");
  }
  if (setAside) {
    node.classList.add("card--set-aside");
    if (t.set_aside) label = `${label} (${t.set_aside})`;
  }
  if (onPick) {
    // The name holds what the face shows (WCAG 2.5.3, label in name): "9♠, nine of spades".
    if (card !== null) label = `${ctx.labels.short[card]}, ${label}`;
    if (legal && t.playable) label = fill(t.playable, { card: label });
  }
  if (!onPick) node.setAttribute("role", "img");
  node.setAttribute("aria-label", label);
  if (onPick) {
    node.type = "button";
    node.dataset.card = card;
    if (legal) node.classList.add("is-legal");
    node.addEventListener("click", () => onPick(card));
  }
  node.append(cardSvg(card));
  return node;
}
