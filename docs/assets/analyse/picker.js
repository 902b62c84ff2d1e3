// The deal entered by tapping: the game's pack, each card a button that puts it in the hand
// being filled; a card placed stays in its place in the pack, greyed and marked with its hand
// (it cannot be placed twice), and goes back when tapped in its hand. The hands and their
// sizes are the game's (hooks/analyse.py: engine.app.analysis.notation), written as the
// engine's one-line notation (`line`), which the engine checks before any analysis.
import { button, el, fill } from "../dom.js";
import { cardElement } from "../cards.js";

export class Picker {
  // `game`: {cards, hands, sizes} of the game (`hands`: their names for the dealer chosen);
  // `onChange()` after every change.
  constructor(root, ctx, onChange) {
    this.root = root;
    this.ctx = ctx;
    this.onChange = onChange;
    this.game = null;
    this.hands = [];
    this.active = 0;
  }

  get t() { return this.ctx.texts; }

  setGame(game) {
    this.game = game;
    this.hands = game.hands.map(() => []);
    this.active = 0;
    this.render();
  }

  // The same cards under other names: in 501 with four at the table the hands the line writes
  // are the seats other than the dealer's, which change with the dealer.
  rename(hands) {
    this.game = { ...this.game, hands };
    this.render();
  }

  handName(index) {
    const name = this.game.hands[index];
    return name === "talon" ? this.t.talon : name;
  }

  where(card) { return this.hands.findIndex((hand) => hand.includes(card)); }

  left() { return this.game.cards.filter((card) => this.where(card) < 0); }

  // The one-line notation of the hands (complete or not): "JS 9S … / … / …".
  line() { return this.hands.map((hand) => hand.join(" ")).join(" / "); }

  complete() { return this.left().length === 0; }

  // The hands a line writes (the engine's own line, already checked).
  setLine(line) {
    this.hands = line.split("/").map((part) => part.trim().split(/\s+/).filter(Boolean));
    this.active = 0;
    this.render();
  }

  place(card) {
    const sizes = this.game.sizes;
    if (this.where(card) >= 0) return;                  // (never offered: a card is placed once)
    if (this.hands[this.active].length >= sizes[this.active]) {
      const open = this.hands.findIndex((hand, index) => hand.length < sizes[index]);
      if (open < 0) return;
      this.active = open;
    }
    this.hands[this.active].push(card);
    // A full hand hands over to the next one that is not.
    if (this.hands[this.active].length === sizes[this.active]) {
      const next = this.hands.findIndex((hand, index) => hand.length < sizes[index]);
      if (next >= 0) this.active = next;
    }
    this.changed(`[data-card="${card}"]`);
  }

  takeBack(card) {
    const index = this.where(card);
    this.hands[index] = this.hands[index].filter((c) => c !== card);
    this.active = index;
    this.changed(`.analyse__hand[data-hand="${index}"] .analyse__hand-name`);
  }

  clear() {
    this.hands = this.game.hands.map(() => []);
    this.active = 0;
    this.changed(".analyse__clear");
  }

  // Every card not yet placed, dealt at random to the hands that are not full.
  randomRest() {
    const rest = this.left();
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
    this.hands.forEach((hand, index) => {
      while (hand.length < this.game.sizes[index]) hand.push(rest.pop());
    });
    this.changed(".analyse__random");
  }

  // Redraw, keeping the focus on what the reader tapped (or where it went).
  changed(focus) {
    this.render();
    const target = this.root.querySelector(`${focus}:not([disabled])`)
      ?? this.root.querySelector(".analyse__pack button:not([disabled])");
    target?.focus();
    this.onChange();
  }

  render() {
    const t = this.t;
    const hands = el("div", "analyse__hands");
    this.hands.forEach((hand, index) => hands.append(this.handElement(hand, index)));
    const left = this.left();
    const filling = el("p", "analyse__filling", left.length
      ? fill(t.filling, { hand: this.handName(this.active) }) : t.all_placed);
    const pack = el("div", "analyse__pack");
    for (const suit of "SHDC") {
      const row = el("p", "analyse__suit");
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", this.ctx.labels.suits[suit]);
      for (const card of this.game.cards.filter((c) => c[1] === suit)) row.append(this.packCard(card));
      pack.append(row);
    }
    const tools = el("p", "analyse__tools");
    tools.append(button(t.clear, () => this.clear(), "md-button analyse__clear"),
      button(t.random_rest, () => this.randomRest(), "md-button analyse__random"));
    tools.querySelector(".analyse__random").disabled = left.length === 0;
    const title = el("h2", "analyse__pack-title", fill(t.pack_title, { n: left.length }));
    this.root.replaceChildren(el("h2", "", t.hands_title), hands, filling, title, pack, tools);
    this.root.hidden = false;
  }

  handElement(hand, index) {
    const t = this.t;
    const name = this.handName(index);
    const box = el("div", `analyse__hand${index === this.active ? " is-active" : ""}`);
    box.dataset.hand = index;
    const choose = button(fill(t.hand_label, { hand: name, n: hand.length, size: this.game.sizes[index] }),
      () => { this.active = index; this.changed(`.analyse__hand[data-hand="${index}"] .analyse__hand-name`); },
      "analyse__hand-name");
    choose.setAttribute("aria-pressed", String(index === this.active));
    const cards = el("p", "analyse__hand-cards");
    cards.setAttribute("role", "group");
    cards.setAttribute("aria-label", fill(t.hand_of, { seat: name }));
    for (const card of hand) {
      const node = cardElement(card, this.ctx, { onPick: () => this.takeBack(card) });
      node.setAttribute("aria-label", fill(t.take_back, { card: this.ctx.labels.short[card], hand: name }));
      cards.append(node);
    }
    box.append(choose, cards);
    return box;
  }

  // A card of the pack: a button while it is left; once placed, a disabled button that says
  // in which hand it lies (its hand's letter on it).
  packCard(card) {
    const index = this.where(card);
    const node = cardElement(card, this.ctx, { onPick: (c) => this.place(c) });
    if (index >= 0) {
      const name = this.handName(index);
      node.disabled = true;
      node.classList.add("is-placed");
      node.setAttribute("aria-label", fill(this.t.placed_in, { card: this.ctx.labels.short[card], hand: name }));
      node.append(el("span", "analyse__placed", name === this.t.talon ? "T" : name));
    }
    return node;
  }
}
