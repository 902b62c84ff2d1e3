// The review's figures in words (./review.js): points in the page's number format and plural,
// a card's cost by open hands and by what its player knew, each with its best card. Kept apart
// from the review, which asks the engine and draws, because these are the words of its table
// and of its list of mistakes alike.
import { fill } from "../dom.js";

export class Figures {
  constructor(t, lang, labels) {
    this.t = t;
    this.lang = lang;
    this.labels = labels;
  }

  // A number of points in the page's number format.
  points(value) {
    return new Intl.NumberFormat(this.lang, { maximumFractionDigits: 1 }).format(value);
  }

  // A number of points with its noun, singular or plural by the language's rule as written
  // (English: 1 point, 0.5 points; French: 0,5 point, 1,5 point, 2 points).
  amount(value) {
    const rule = new Intl.PluralRules(this.lang, { maximumFractionDigits: 1 });
    return fill(rule.select(value) === "one" ? this.t.points_one : this.t.points_other,
      { points: this.points(value) });
  }

  // A cost in points, in the page's number format; none (0), not weighed after a Caps call
  // (points no longer count then), or not computed (null).
  cost(value, item) {
    if (item && item.after_caps) return this.t.cost_after_caps;
    if (value === null || value === undefined) return this.t.cost_unknown;
    if (!value) return this.t.cost_none;
    return this.amount(value);
  }

  // The figure by what its player knew, with its own best card: the best card itself; a tie
  // (the cost is within the margin of the estimate: the deals drawn cannot tell the two cards
  // apart); or the cost with its margin, against the coach's card (the hint's at that moment).
  knewCell(item) {
    const knew = item.knew;
    if (item.after_caps) return this.t.cost_after_caps;
    if (!knew.verdict) return this.t.cost_unknown;
    if (knew.verdict === "best") return this.t.knew_best;
    if (knew.verdict === "tie") return fill(this.t.knew_tie, { best: this.card(knew.best) });
    return fill(this.t.knew_worse, { points: this.amount(knew.cost), margin: this.points(knew.margin),
      best: this.card(knew.best) });
  }

  // The open-hand figure with its own best card; "weighing…" while the second pass may bring it.
  openCost(item, filling) {
    if (item.open.cut && filling) return this.t.cost_pending;
    if (item.after_caps || item.open.cost === null || item.open.cost === undefined) return this.cost(item.open.cost, item);
    if (!item.open.cost) return this.t.open_best;
    return fill(this.t.open_worse, { points: this.amount(item.open.cost), best: this.card(item.open.best) });
  }

  // A card of an action ("A play JD", "B play KS marriage") as the page writes it: J♦.
  card(action) {
    const card = action ? action.split(" ")[2] : null;
    return card ? this.labels.short[card] : "";
  }
}
