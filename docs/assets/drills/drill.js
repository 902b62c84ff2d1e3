// One drill of "My drills" (./page.js), opened from its hash: the position as the reader's seat
// saw it, "find a better card", the engine's verdict on each answer (drill_answer: the same
// evaluation the review used, by what the seat knew), and the solution, asked for or earned.
// `page` is the MyDrills page: its texts, its engine requests, its record of answers.
import { askEngine, engineReady } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { factsElement, tableElement, trickElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { ruleHref } from "../rule-anchors.js";

async function ask(page, fn, request) {
  await engineReady();
  return askEngine(fn, { lang: page.lang, ...request });
}

export async function openDrill(page, entry) {
  const t = page.t;
  const { drill } = entry;
  const state = { id: drill.id, entry, answered: false, missed: false, viewed: false, done: false };
  page.current = state;
  const title = el("h2", "drill__title", fill(t.title, { game: drill.game, trick: drill.trick }));
  const loading = el("p", "drill__loading", t.loading);
  const status = engineStatus(t, page.lang, { onRetry: () => page.showFromHash() });
  page.area.replaceChildren(title, status.element, loading);
  scrollTo(0, 0);
  let shown;
  try {
    shown = await ask(page, "drill_show", { drill });
  } catch {
    return;               // the status says why, with "Try again"
  } finally {
    status.stop();
  }
  if (page.current !== state) return;       // another drill was opened meanwhile
  if (!shown.ok) {
    const problem = el("p", "drills__notice", shown.message);
    problem.setAttribute("role", "alert");
    page.area.replaceChildren(title, problem, page.controls({ id: drill.id, broken: true }));
    page.area.querySelector(".drill__show")?.remove();
    return;
  }
  state.shown = shown;
  const question = el("p", "drill__question", fill(t.question, { card: shown.played_label }));
  const seat = el("p", "drill__seat", fill(t.you_are, { seat: shown.seat }));
  state.position = el("div", "drill__position");
  state.feedback = el("div", "drill__feedback");
  state.feedback.setAttribute("role", "status");
  drawTable(page, state);
  const parts = [title, question, seat, state.position, el("p", "drill__how", t.pick_card)];
  const marriages = shown.plays.filter((play) => !play.card);
  if (marriages.length) {
    const row = el("p", "drill__marriages");
    row.append(`${t.marriage_choices} `);
    for (const play of marriages) row.append(button(play.label, () => answer(page, state, play.action), "drill__choice"), " ");
    parts.push(row);
  }
  page.area.replaceChildren(...parts, state.feedback, page.controls(state));
}

// The table as the seat saw it; at a lead, the trick just won lies apart, under the table,
// so that the middle is clear for the card to lead (as a real table gathers it).
function drawTable(page, state, chosen = null) {
  const { shown } = state;
  let model = shown.table;
  let last = null;
  if (model.center.kind === "last-trick") {
    last = el("details", "drill__last-trick");
    last.open = true;
    last.append(el("summary", "", fill(page.t.trick_won_by, { seat: model.center.winner })),
      trickElement(model.center.cards, model, page.ctx, model.center.winner));
    model = { ...model, center: { kind: "empty", cards: [], winner: null } };
  }
  const cards = new Set(shown.plays.filter((play) => play.card).map((play) => play.card));
  const pick = state.done ? null : { seat: shown.seat, legalCards: cards, onlyLegal: true,
    onPick: (card) => answer(page, state, `${shown.seat} play ${card}`) };
  const table = tableElement(model, page.ctx, pick);
  table.classList.add("drill__table", "play__table");     // drawn as at the Play page
  if (chosen) {             // the right card, named as the table names it (no longer a button)
    const name = page.labels.names[chosen];
    [...table.querySelectorAll(".deal-seat--bottom .card, .deal-indicator .card")]
      .find((node) => node.getAttribute("aria-label")?.startsWith(name))?.classList.add("is-chosen");
  }
  state.position.replaceChildren(factsElement(shown.table, page.ctx), table, ...(last ? [last] : []));
}

async function answer(page, state, action) {
  if (state.busy || state.done) return;
  state.busy = true;
  let said;
  try {
    said = await ask(page, "drill_answer", { drill: state.entry.drill, action });
  } catch {
    return;
  } finally {
    state.busy = false;
  }
  if (page.current !== state) return;
  if (!said.ok) return problem(page, state, said.message);
  const t = page.t;
  const first = !state.answered;
  state.answered = true;
  if (!said.right) state.missed = true;
  page.record(state.id, said.right && !state.viewed);
  if (said.right && first && !state.viewed) page.cleared(state.id);
  const parts = [el("p", said.right ? "drill__right" : "drill__wrong", said.right ? t.right : t.wrong),
    el("p", "drill__why", said.line)];
  if (said.right && state.viewed) parts.push(el("p", "drill__viewed", t.answer_viewed));
  if (!said.right) parts.push(el("p", "drill__again", t.try_again));
  state.feedback.replaceChildren(...parts);
  ruleLine(page, state.feedback, said.rule);
  if (said.right) {
    state.done = true;
    page.area.querySelector(".drill__show")?.remove();      // the answer comes now
    for (const choice of page.area.querySelectorAll(".drill__choice")) choice.disabled = true;
    drawTable(page, state, action.split(" ")[2]);
    await solution(page, state, false);
  }
}

// The answer: the best card by what the seat knew, in one sentence, and every card accepted.
// Asked for before a right answer, it counts as a miss, and says so.
export async function solution(page, state, asked = true) {
  if (state.busy) return;
  let shown;
  try {
    shown = await ask(page, "drill_solution", { drill: state.entry.drill });
  } catch {
    return;
  }
  if (page.current !== state) return;
  if (!shown.ok) return problem(page, state, shown.message);
  const t = page.t;
  const box = el("div", "drill__solution");
  if (asked) {
    if (!state.viewed && !(state.answered && !state.missed)) {
      state.viewed = true;
      page.record(state.id, false);
      box.append(el("p", "drill__viewed", t.answer_viewed));
    }
    box.append(el("p", "drill__why", shown.line));
  }
  box.append(el("p", "drill__accepted", fill(t.accepted, { cards: shown.labels.join(", ") })));
  state.feedback.querySelector(".drill__solution")?.remove();
  state.feedback.append(box);
  if (asked && !state.feedback.querySelector(".drill__rule")) ruleLine(page, state.feedback, shown.rule);
}

function ruleLine(page, box, rule) {
  if (!rule) return;
  const line = el("p", "drill__rule", `${page.t.rule} `);
  box.append(line);
  ruleHref(page.root, rule).then((href) => {
    if (!href) return line.append(rule);
    const link = el("a", "drill__rule-link", rule);
    link.href = href;
    line.append(link);
  });
}

function problem(page, state, message) {
  const line = el("p", "drills__notice", message);
  line.setAttribute("role", "alert");
  state.feedback.replaceChildren(line);
}
