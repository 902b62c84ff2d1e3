// The analysis's link: the address's fragment holds the game (and `players=4` for four at a
// 501 table, `variant=sg` for 304 under a variant's rules), the dealer, the seat the table is
// for (if only one) and the deal's line — `#game=304&dealer=D&deal=JS+9S+…` — so that the page
// opened from it (in any browser, in either language: the language menu keeps the fragment)
// analyses the same deal. The engine checks the line as if it were typed.
import { button, el } from "../dom.js";

// The page's choice of game (a key of `games`, hooks/analyse.py) for a game and table size.
function choiceOf(games, game, players) {
  return Object.keys(games).find((key) => games[key].game === game
    && (players === null || String(games[key].players) === String(players)));
}

// The deal the address holds: {choice, line, dealer, seat}; or {bad: request} when it names a
// game or table the page does not offer (the engine then says what is wrong with it); or null.
export function dealFromAddress(games) {
  const params = new URLSearchParams(location.hash.slice(1));
  const line = params.get("deal");
  if (line === null) return null;
  const choice = choiceOf(games, params.get("game"), params.get("players"));
  const variant = params.get("variant") ?? "";
  if (!choice || (variant && !games[choice].variants.includes(variant))) {
    const players = params.get("players");
    return { bad: { game: params.get("game"), dealer: params.get("dealer"), deal: line, variant,
      players: /^\d+$/.test(players ?? "") ? Number(players) : players } };
  }
  const dealer = params.get("dealer");
  const seat = params.get("seat") ?? "";
  const seats = games[choice].dealers;
  return { choice, line, variant, dealer: seats.includes(dealer) ? dealer : null,
    seat: seats.includes(seat) ? seat : "" };
}

export function linkOf(deal, seat) {
  const params = new URLSearchParams({ game: deal.game, dealer: deal.dealer });
  if (deal.players === 4 && deal.game === "501") params.set("players", "4");
  if (deal.variant) params.set("variant", deal.variant);
  if (seat) params.set("seat", seat);
  params.set("deal", deal.line);
  return `${location.pathname}${location.search}#${params}`;
}

export function writeAddress(deal, seat) {
  history.replaceState(null, "", linkOf(deal, seat));
}

// The link and a button that copies it.
export function linkElement(t, announcer) {
  const box = el("div", "analyse__link");
  const link = el("a", "analyse__link-anchor", t.link);
  link.href = location.href;
  const copy = button(t.copy, async () => {
    try {
      await navigator.clipboard.writeText(link.href);
      announcer.say([t.copied]);
      copy.textContent = t.copied;
    } catch {
      link.focus();
    }
  }, "md-button analyse__copy");
  box.append(link, " ", copy, el("p", "analyse__link-note", t.link_note));
  return box;
}
