// Cards drawn as cards: faces and backs as SVG made here (no third-party images). A face has
// its rank and suit in two corners and the suit's shape in the middle; the suits differ in
// shape and in a letter (the catalogs' suit_letter_*), not only in colour. The element carries
// no text of its own: the card's button or image says its name (aria-label).

const NS = "http://www.w3.org/2000/svg";
// The four suit shapes, drawn in a 20×20 box.
const SHAPES = {
  S: "M10 1C6 6 1 8.5 1 12.5a4 4 0 0 0 7 2.6L7 19h6l-1-3.9a4 4 0 0 0 7-2.6C19 8.5 14 6 10 1z",
  H: "M10 18C5 13.5 1 10.5 1 6.2A4.6 4.6 0 0 1 10 4.3a4.6 4.6 0 0 1 9 1.9C19 10.5 15 13.5 10 18z",
  D: "M10 1L17.5 10 10 19 2.5 10z",
  C: "M10 1.5a3.9 3.9 0 0 0-3.4 5.8A3.9 3.9 0 1 0 8.3 14L7 19h6l-1.3-5a3.9 3.9 0 1 0 1.7-6.7A3.9 3.9 0 0 0 10 1.5z",
};

function node(tag, attrs = {}, text) {
  const item = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) item.setAttribute(name, String(value));
  if (text !== undefined) item.textContent = text;
  return item;
}

function shape(suit, x, y, size) {
  const scale = size / 20;
  return node("path", { d: SHAPES[suit], transform: `translate(${x} ${y}) scale(${scale})`, class: "card-svg__shape" });
}

// One corner: the rank over the suit's shape and letter.
function corner(rank, suit, letter) {
  const group = node("g", { class: "card-svg__corner" });
  group.append(node("text", { x: 3, y: 15, class: "card-svg__rank" }, rank),
    shape(suit, 3.5, 18, 10),
    node("text", { x: 15, y: 27, class: "card-svg__letter" }, letter));
  return group;
}

// `card`: "QS" and the like, or null for a back. `rank`: the rank as the page writes it
// (Q, D, 10…); `letter`: the suit's letter in the page's language.
export function cardSvg(card, { rank = "", letter = "" } = {}) {
  const svg = node("svg", { viewBox: "0 0 60 84", class: "card-svg", "aria-hidden": "true", focusable: "false" });
  svg.append(node("rect", { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, class: "card-svg__paper" }));
  if (card === null) {
    svg.append(node("rect", { x: 5, y: 5, width: 50, height: 74, rx: 3, class: "card-svg__back" }));
    svg.append(node("path", { d: "M30 18L44 42 30 66 16 42z", class: "card-svg__back-mark" }));
    return svg;
  }
  const suit = card[1];
  svg.append(corner(rank, suit, letter));
  const turned = corner(rank, suit, letter);
  turned.setAttribute("transform", "rotate(180 30 42)");
  svg.append(turned, shape(suit, 17, 29, 26));
  return svg;
}

// The rank of a card as the page writes it: its short label without the suit symbol.
export const rankOf = (card, labels) => labels.short[card].replace(/[♠♥♦♣]/u, "");
