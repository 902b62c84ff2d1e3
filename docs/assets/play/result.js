// The end of a deal: its result (contract and maker, card points per side, made or failed, the
// tokens or scores before → after), "Review this deal" and "Next deal"; at the end of the
// match, who won and after how many deals.
import { button, el, fill } from "../dom.js";

const RESULTS = { made: "result_made", failed: "result_failed", spoilt: "result_spoilt",
  redeal: "result_redeal", "all-passed": "result_all_passed", "wrong-caps": "result_wrong_caps",
  conceded: "result_conceded", caps: "result_caps" };

function line(text, className = "") {
  return el("p", `play__result-line ${className}`.trim(), text);
}

const bySeat = (values) => Object.entries(values).map(([seat, value]) => `${seat} ${value}`).join(" · ");

// `before`: the tallies seen while the deal was on (304 tokens [A–C, B–D]), if known;
// `said`: the engine's own last sentence of the deal (the score it gave).
export function resultElement({ view, before, said, ctx, onReview, onNext, onNewMatch }) {
  const f = view.table.facts;
  const { texts: t, labels } = ctx;
  const box = el("div", "play__over");
  box.setAttribute("role", "region");
  box.setAttribute("aria-label", t.result_title);
  const verdict = t[RESULTS[view.result]] || t.deal_over;
  box.append(el("p", "play__result", `${fill(t.deal_number, { n: view.deal_number })} — ${verdict}`));
  if (said) box.append(line(said, "play__result-said"));
  if (f.contract) {
    const maker = view.game === "304" ? f.maker : f.declarer;
    const trump = view.game === "501" && f.trump !== undefined
      ? `, ${f.no_trump ? t.no_trump : labels.suits[f.trump]}` : "";
    box.append(line(fill(t.result_contract, { contract: f.contract === "pcc" ? t.pcc : f.contract, maker }) + trump));
  }
  if (view.game === "304") {
    if (f.points) box.append(line(fill(t.result_points_304, { ac: f.points[0], bd: f.points[1] })));
    const after = f.tokens || view.tallies;
    box.append(line(before && `${before}` !== `${after}`
      ? fill(t.result_tokens, { ac0: before[0], bd0: before[1], ac1: after[0], bd1: after[1] })
      : fill(t.tokens_line, { ac: after[0], bd: after[1] })));
  } else {
    if (f.points) box.append(line(fill(t.result_points_501, { points: bySeat(f.points) })));
    if (f.scores) {
      const moved = Object.keys(f.scores).map((seat) => (f.scores_before && f.scores_before[seat] !== undefined
        ? `${seat} ${f.scores_before[seat]} → ${f.scores[seat]}` : `${seat} ${f.scores[seat]}`));
      box.append(line(fill(t.scores_line, { scores: moved.join(" · ") })));
    }
  }
  if (view.match_over) {
    const m = view.match_over;
    box.append(el("p", "play__result play__match-over", view.game === "304"
      ? fill(t.match_over_304, { side: m.winners[0] + "–" + m.winners[1] })
      : fill(t.match_over_501, { seats: m.winners.split("").join(", ") })));
    box.append(line(`${m.winners.includes(view.seat) ? t.you_won : t.you_lost} ${fill(t.deals_played, { n: view.deal_number })}`));
  }
  const bar = el("div", "play__choice-row");
  bar.append(button(t.review, onReview, "play__review md-button"));
  if (!view.branch) {
    bar.append(view.match_over ? button(t.new_match, onNewMatch, "play__new md-button md-button--primary")
      : button(t.next_deal, onNext, "play__next md-button md-button--primary"));
  }
  box.append(bar);
  return box;
}
