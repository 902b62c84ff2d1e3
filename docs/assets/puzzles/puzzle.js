// One puzzle open: its table (drawn from the reader's seat, at the bottom), the way to answer
// that fits its kind (./answers.js), hints one at a time, an explanation for every wrong answer,
// the line played on after the right card (./play-on.js), and the solution. No result of the
// deal before an answer: the facts after it come with the solution.
import { factsElement, tableElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { answerArea } from "./answers.js";
import { afterPlay, playOn } from "./play-on.js";

// The puzzle's table, drawn again as the position moves on (after a right card, and as the
// line is played on): `pick` makes the reader's cards buttons, null leaves them inert.
function positionTable(position, model, ctx) {
  const table = {
    model,
    draw(pick = null) {
      position.replaceChildren(tableElement(table.model, ctx, pick), factsElement(table.model, ctx));
    },
    // A card played: the table shows the position after it, the card in the trick.
    play(play) {
      table.model = afterPlay(table.model, play);
      table.draw();
    },
  };
  return table;
}

export function showPuzzle(page, item) {
  const node = page.root.querySelector(`#puzzle-${CSS.escape(item.id)}`);
  const ctx = { labels: page.labels[item.game], texts: page.texts };
  const t = page.texts;
  // answered: the first answer was given; viewed: the solution was shown before a right answer.
  const state = { item, answered: false, missed: false, viewed: false, hints: 0 };
  page.current = state;
  node.querySelector(".puzzle__solution")?.remove();     // shown again: from before the answer
  const feedback = el("div", "puzzle__feedback");
  feedback.setAttribute("role", "status");
  const hintBox = el("ol", "puzzle__hint-list");
  const hintButton = button(t.hint, () => state.hint());
  state.hint = () => {
    if (state.hints < item.hints.length) {
      hintBox.append(el("li", "", `${fill(t.hint_n, { n: state.hints + 1 })} ${item.hints[state.hints]}`));
      state.hints += 1;
    }
    if (state.hints >= item.hints.length) hintButton.disabled = true;
  };
  if (!item.hints.length) hintButton.hidden = true;
  const controls = el("div", "puzzle__controls");
  controls.append(hintButton, button(t.show_solution, () => reveal(page, state, node, feedback)),
    button(t.next, () => page.next(), "puzzle__next"), button(t.index, () => {
      history.pushState(null, "", location.pathname);
      page.showFromHash();
      page.root.scrollIntoView();
    }));
  const position = node.querySelector(".puzzle__position");
  const table = positionTable(position, item.table, ctx);
  // A question about the deal's result shows the deal before it was scored; the facts after
  // it come with the solution (reveal). Shown again, the puzzle starts from before.
  if (item.facts_after) position.querySelector(".deal-facts").replaceWith(factsElement(item.table, ctx));
  const lines = (texts) => texts.map((text) => el("p", "puzzle__why", text));
  // An answer: right, or wrong with what it teaches. A right answer after the solution was
  // shown does not count as solved. `card`: the card a right "which card" answer plays.
  const conclude = (right, details = [], card = null) => {
    const first = !state.answered;
    state.answered = true;
    if (!right) state.missed = true;
    page.record(item.id, right && !state.viewed);
    if (right && first && !state.viewed) page.cleared(item.id);
    feedback.replaceChildren(el("p", right ? "puzzle__right" : "puzzle__wrong", right ? t.right : t.wrong),
      ...details);
    if (right && state.viewed) feedback.append(el("p", "puzzle__viewed", t.solution_viewed));
    if (!right) {
      feedback.append(el("p", "", t.try_again));
      return;
    }
    if (card && item.play_on && !state.viewed) {
      playOn({ state, page, node, feedback, ctx, table, reveal: () => reveal(page, state, node, feedback, false) });
      return;
    }
    if (card) table.play({ seat: item.seat, card, face_down: false, winner: null });
    reveal(page, state, node, feedback, false);
  };
  const empty = (text) => feedback.replaceChildren(el("p", "puzzle__empty-answer", text));
  const area = answerArea({ item, node, ctx, state, table, conclude, empty, lines });
  node.querySelector(".puzzle__play").replaceChildren(area, feedback, hintBox, controls);
  node.scrollIntoView({ block: "start" });
}

// Show the solution. Asked for before a right answer, it counts as a miss, and says so.
export function reveal(page, state, node, feedback, asked = true) {
  if (asked && !state.viewed && !(state.answered && !state.missed)) {
    state.viewed = true;
    page.record(state.item.id, false);
    feedback.replaceChildren(el("p", "puzzle__viewed", page.texts.solution_viewed));
  }
  const item = state.item;
  // The solution comes into the page only now, from the answer file (page.js).
  if (!node.querySelector(".puzzle__solution") && item.solution) node.append(document.importNode(item.solution, true));
  const details = node.querySelector(".puzzle__solution");
  if (details) details.open = true;
  if (item.facts_after) {       // the result, now that it is asked for or answered
    const ctx = { labels: page.labels[item.game], texts: page.texts };
    node.querySelector(".puzzle__position .deal-facts")
      .replaceWith(factsElement({ ...item.table, facts: item.facts_after }, ctx));
  }
}
