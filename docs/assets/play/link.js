// A deal's link (#deal=…): its review, opened from the link alone; a link the engine refuses is
// answered in words, with a way to a new match.
import { button, el } from "../dom.js";
import { Review } from "./review.js";
import { loadMatch } from "./storage.js";

// A fragment as typed or pasted: percent-escapes undone where they are well formed (a broken
// one is left for the engine to refuse in words).
export const decoded = (text) => { try { return decodeURIComponent(text); } catch { return text; } };

export async function openLink(table, link) {
  table.form.hidden = true;
  table.showMessage(table.t.engine_needed);
  let answer;
  try {
    answer = await table.ask("practice_open_link", { link });
  } catch {
    return;
  }
  if (!answer.ok) {
    const box = el("div", "play__bad-link");
    box.setAttribute("role", "alert");
    box.append(el("p", "play__notice", table.t.bad_link), el("p", "", answer.message));
    box.append(button(table.t.new_match, () => {
      history.replaceState(null, "", location.pathname + location.search);
      table.showSetup();
    }, "md-button"));
    table.live.replaceChildren(box);
    table.announce([table.t.bad_link, answer.message]);
    return;
  }
  table.saved = loadMatch();
  new Review(table, answer.state, 0, { fromLink: true }).show();
}

// The deal on the Analyse page (its open-hands table): `deal` {game, dealer, deal} as the
// engine writes it (engine.app.analysis.notation.dealt_line), in that page's address.
export function analyseLink(page, deal, t) {
  const link = el("a", "play__analyse", t.analyse_link);
  link.href = `${page}#${new URLSearchParams(deal)}`;
  const line = el("p", "play__analyse-line");
  line.append(link);
  return line;
}
