// Drawing the practice table (play.js keeps the match): the bar above the table, the table
// from the reader's seat (cards tapped to play, to set the indicator aside, to give), whose
// turn it is, a refusal under the hand, the reader's choices or the deal's result, the coach's
// bar and switches, the last trick and the log.
import { factsElement, tableElement, trickElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { ruleHref } from "../rule-anchors.js";
import { choicesElement } from "../choices.js";
import { capsOrderElement } from "./caps-order.js";
import { resultElement } from "./result.js";
import { Review } from "./review.js";
import { clearMatch, saveSettings } from "./storage.js";

export const tableMode = (on) => document.documentElement.classList.toggle("play-on", on);
// The bar above the table: the deal, who the reader is, the contract (and trump), the score.
function header(table, view) {
  const t = table.t;
  const box = el("div", "play__header");
  const title = view.branch ? t.branch_note
    : `${fill(t.deal_number, { n: view.deal_number })} · ${view.game === "304" ? t.match_304 : t.game_501}`;
  box.append(el("p", "play__title", title));
  const who = [fill(t.you_are, { seat: view.seat })];
  if (view.game === "304") who.push(fill(t.partner_is, { seat: "ABCD"[("ABCD".indexOf(view.seat) + 2) % 4] }));
  box.append(el("p", "play__who", who.join(" ")), factsElement(view.table, table.ctx));
  return box;
}

// What the reader is asked to do: tap a card when one may be played (or given), else choose a
// call among the buttons.
export function yourTurn(t, view) {
  const cards = view.legal.some((a) => ["play", "give"].includes(a.action.split(" ")[1]));
  return fill(cards ? t.your_turn : t.your_call, { seat: view.seat });
}

function turnLine(table, view) {
  const t = table.t;
  const turn = el("p", "play__turn");
  turn.setAttribute("role", "status");
  if (view.over) turn.textContent = t.deal_over;
  else if (view.yours && view.legal.some((a) => a.action.split(" ")[1] === "indicator")) turn.textContent = t.choose_indicator;
  else if (view.yours) turn.textContent = yourTurn(t, view);
  else if (table.capsHold(view)) turn.textContent = t.caps_held;
  else turn.textContent = fill(t.waiting, { seat: view.to_act });
  return turn;
}

// A refusal, right under the hand, with the rule's link.
function refusal(table) {
  const line = el("p", "play__refused is-illegal");
  line.setAttribute("role", "alert");
  line.append(el("strong", "", table.t.refused), " ", table.refused.message);
  ruleHref(table.root, table.refused.rule).then((href) => {
    if (!href) return;
    const link = el("a", "play__rule", table.t.rule_link);
    link.href = href;
    line.append(" ", link);
  });
  return line;
}

export function render(table) {
  if (!table.answer) return;
  const t = table.t;
  const { view } = table.answer;
  tableMode(true);
  table.form.hidden = true;
  // What the table waits for, for styles and tests: the reader, the bots, nobody, or the
  // reader's answer to the coach's Caps warning while the bots are held (304-K4).
  table.root.dataset.turn = view.over ? "over" : view.yours ? "yours" : table.capsHold(view) ? "caps" : "bots";
  const parts = [header(table, view), tableOf(table, view), turnLine(table, view)];
  if (table.refused) parts.push(refusal(table));
  if (view.caps_warning && table.settings.coach.caps) {
    const warn = el("p", "play__caps-warning", t.caps_warning);
    warn.setAttribute("role", "alert");
    if (table.capsHold(view)) {
      warn.append(" ", button(t.caps_play_on, () => table.playOnWithoutCaps(), "play__caps-play-on"));
    }
    parts.push(warn);
  }
  if (view.over) parts.push(resultPanel(table, view));
  else parts.push(...actions(table, view));
  parts.push(coachBar(table, view));
  if (table.hintLine) parts.push(el("p", "play__hint", table.hintLine));
  if (table.hintLine && table.hintWorth) parts.push(el("p", "play__hint-worth", table.hintWorth));
  if (view.table.previous_trick) {
    const box = el("details", "play__previous");
    box.append(el("summary", "", t.previous_trick), trickElement(view.table.previous_trick, view.table, table.ctx));
    parts.push(box);
  }
  parts.push(table.log.element(view.seat, t), coachSwitches(table), el("p", "play__keys", t.keys_help));
  if (!view.branch) parts.push(el("p", "play__kept", t.resume_note));
  table.live.hidden = false;
  table.live.replaceChildren(...parts);
}

// The table from the reader's seat; the reader's cards are tapped to play, to set one aside
// as the indicator, or to give (501).
function tableOf(table, view) {
  const seat = view.seat;
  const legal = view.yours ? view.legal : [];
  const verb = (a) => a.action.split(" ")[1];
  const gives = legal.filter((a) => verb(a) === "give");
  const indicators = legal.filter((a) => verb(a) === "indicator");
  const legalCards = new Set(legal.filter((a) => a.card).map((a) => a.card));
  let pick = null;
  if (gives.length) {
    pick = { seat, legalCards: new Set(gives.map((a) => a.action.split(" ")[3])), onlyLegal: true,
      onPick: (card) => { table.chosen = card; render(table); } };
  } else if (indicators.length) {
    pick = { seat, legalCards: new Set(indicators.map((a) => a.action.split(" ")[2])), onlyLegal: true,
      onPick: (card) => table.act(`${seat} indicator ${card}`) };
  } else if (legalCards.size) {
    // Every card of the hand is a button: one the rules refuse is explained, with its rule.
    pick = { seat, legalCards, onPick: (card) => table.act(`${seat} play ${card}`) };
  }
  const drawn = tableElement(view.table, table.ctx, pick);
  drawn.classList.add("play__table");
  if (table.chosen) drawn.querySelector(`button.card[data-card="${table.chosen}"]`)?.classList.add("is-chosen");
  return drawn;
}

// The reader's choices other than a card; out of turn, the declarations open to the reader's
// seat (304: Caps, spoilt trumps, the maker's opening before the lead).
function actions(table, view) {
  const seat = view.seat;
  const legal = view.yours ? view.legal : [];
  const verb = (a) => a.action.split(" ")[1];
  const gives = legal.filter((a) => verb(a) === "give");
  const others = [...legal.filter((a) => !a.card && verb(a) !== "give" && verb(a) !== "indicator"),
    ...(view.yours ? [] : view.declare || [])];
  if (table.capsDraft) {
    return [capsOrderElement({ draft: table.capsDraft, ctx: table.ctx,
      onChange: (order) => { table.capsDraft.order = order; render(table); table.focusCaps(); },
      onCall: (order) => { table.capsDraft = null; table.act(`${seat} caps ${order.join(" ")}`); },
      onCancel: () => { table.capsDraft = null; render(table); table.continue(); } })];
  }
  if (!others.length && !gives.length) return [];
  return [choicesElement({ seat, legal: others, gives, chosen: table.chosen, ctx: table.ctx,
    onAction: (action) => { table.chosen = null; table.act(action); },
    onCaps: (entry) => table.startCaps(entry) })];
}

function resultPanel(table, view) {
  const last = table.log.entries.filter((entry) => !entry.undone).at(-1);
  return resultElement({ view, ctx: table.ctx, before: table.before, said: last?.narration.at(-1),
    onReview: () => new Review(table, table.state, table.state.deals.length - 1).show(),
    onNext: () => table.nextDeal(), onNewMatch: () => { clearMatch(); table.showSetup(); } });
}

function coachBar(table, view) {
  const t = table.t;
  const bar = el("div", "play__coach-bar");
  bar.setAttribute("role", "toolbar");
  if (table.settings.coach.hint && view.yours && !view.over) {
    bar.append(button(t.hint, () => table.hint(), "play__hint-button"));
  }
  if (table.settings.coach.undo && view.undo) {
    // A short label to see, the whole action to hear.
    const undo = button(t.undo_short, () => table.undo(), "play__undo");
    undo.setAttribute("aria-label", t.undo);
    bar.append(undo);
  }
  if (view.branch) {
    if (table.review) bar.append(button(t.back_to_review, () => table.review.show(), "play__back-review"));
    bar.append(button(t.back_to_match, () => table.backToMatch(), "play__back"));
  } else if (!view.match_over) {
    bar.append(button(t.new_match, () => table.abandon(), "play__abandon"));
  }
  return bar;
}

// The coach's parts, each switched on or off during the match too (kept with the settings).
function coachSwitches(table) {
  const t = table.t;
  const box = el("details", "play__switches");
  box.append(el("summary", "", t.coach));
  const game = table.answer.view.game;
  for (const [name, label] of [["hint", t.hints], ["caps", t.caps_switch], ["undo", t.undo_switch]]) {
    if (name === "caps" && game !== "304") continue;      // 501 has no Caps
    const line = el("label", "play__switch");
    const box_ = el("input");
    box_.type = "checkbox";
    box_.name = `coach-${name}`;
    box_.checked = table.settings.coach[name];
    box_.addEventListener("change", () => {
      table.settings.coach[name] = box_.checked;
      saveSettings(table.settings);
      table.form.elements[`coach_${name}`].checked = box_.checked;
      if (name === "caps" && table.state) table.refresh();
      else render(table);
    });
    line.append(box_, " ", label);
    box.append(line);
  }
  box.open = table.switchesOpen ?? false;
  box.addEventListener("toggle", () => { table.switchesOpen = box.open; });
  return box;
}
