// Drills from the reader's deals (#27): once a deal of the match is over, the engine makes the
// reader's costliest mistakes by what they knew into drills (engine/app/drills.py, through
// practice_drills: the review's own evaluation, so its list of mistakes and the drills agree),
// which the browser keeps for "My drills" (../drills/). A deal is weighed once: shown again
// after a reload, it is not, and a drill the reader removed does not come back.
import { el, fill } from "../dom.js";
import { addDrills, keptIds, madeAlready, markMade } from "../drills/store.js";

// The address of drill `id` on "My drills" (or of the list).
export const drillHref = (table, id = null) => `${table.root.dataset.drills}${id ? `#drill-${id}` : ""}`;

// After a deal of the match: make its drills, keep them, and say so under its result.
export async function makeDrills(table) {
  const state = table.state;
  if (!state || state.branch) return;
  const index = state.deals.length - 1;
  const key = `${state.seed}:${index + 1}`;
  if (madeAlready(key)) return;
  let answer;
  try {
    answer = await table.ask("practice_drills", { state, deal: index, ...table.coachBudget });
  } catch {
    return;                    // no engine: the status bar says why
  }
  if (!answer.ok) return;
  const kept = answer.drills.length ? addDrills(answer.drills.map((entry) => entry.drill)) : [];
  if (kept === null) return;   // this browser keeps nothing
  markMade(key);
  if (!kept.length) return;
  const panel = table.live.querySelector(".play__over");
  if (panel && table.state === state) panel.append(madeLine(table, kept.length));
}

export function madeLine(table, n) {
  const t = table.t;
  const line = el("p", "play__drills-made", `${n === 1 ? t.drills_made_one : fill(t.drills_made_other, { n })} `);
  const link = el("a", "play__drills-link", t.drills_link);
  link.href = drillHref(table);
  line.append(link);
  return line;
}

// In the review: each of the reader's mistakes says whether it is a drill (a link to it), or
// offers to make it one (a deal opened from its link, or a drill the reader removed).
export function drillMark(table, item) {
  const t = table.t;
  if (!item.drill) return null;
  const mark = el("span", "play__drill");
  const added = () => {
    const link = el("a", "play__drill-added", t.drill_added);
    link.href = drillHref(table, item.drill.id);
    mark.replaceChildren(link);
  };
  if (keptIds().has(item.drill.id)) added();
  else {
    const add = el("button", "play__drill-add", t.drill_add);
    add.type = "button";
    add.addEventListener("click", () => {
      const kept = addDrills([item.drill]);
      if (kept && kept.length) added();
    });
    mark.append(add);
  }
  return mark;
}
