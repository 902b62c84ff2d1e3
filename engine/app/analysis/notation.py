"""A deal written on one line, as the Analyse page takes it (pasted, or carried by a link).

The hands in seat order, separated by slashes, each hand its cards in the engine's notation
separated by spaces (or commas):

- 304: `A / B / C / D`, eight cards each;
- 501: `A / B / C / talon`, seven cards to each of the three players, three in the talon; with
  four at the table the dealer sits out (501-C1, C-49), and the line writes the three others
  in seat order (dealer B: `A / C / D / talon`).

    JS 9S AS TS KS QS 8S 7S / JH 9H AH TH KH QH 8H 7H / JD … / JC …

Cards are read as everywhere else (engine.cards.parse_card: `JS`, `js`, `10H`, `9♠`, and in
French also as the French page draws them, `D♥` the queen: engine.messages.rank_letters). What is
wrong is refused with the engine's own reason, in this order, so the reader hears of the first
mistake as they would see it: the number of hands, a card code that is not one (or not of the
game's pack), a card written twice, then a hand of the wrong size (the game's deal checks).
"""

from engine import scenarios
from engine.cards import DECKS, parse_cards
from engine.game304.rules import VARIANTS, rules_from_options
from engine.game304.tables import CARDS
from engine.game501.tables import TABLE_SIZES
from engine.errors import NotationError
from engine.messages import rank_letters
from engine.app.analysis.deals import hands_only

GAMES = ("304", "501")
TABLES = {"304": (4,), "501": TABLE_SIZES}       # how many may sit at the table
MAX_LINE = 400          # characters: 32 cards and their separators need about 120


def _game(game: str) -> str:
    if game not in GAMES:
        raise NotationError("scenario-unknown-game", game=game)
    return game


def _players(game: str, players: int | None) -> int:
    """The table's size: 304's four, 501's three unless four are given."""
    if players is None:
        return TABLES[game][0]
    if players not in TABLES[game]:
        raise NotationError("players-304" if game == "304" else "players-501", players=players)
    return players


def _options(game: str, players: int, variant: str | None) -> dict:
    """The scenario's options: 501's table of four, 304's variant (engine.game304.rules.VARIANTS,
    the Play page's choices), refused in words when unknown or asked of 501."""
    if not variant:
        return {} if players == TABLES[game][0] else {"players": players}
    if game != "304" or variant not in VARIANTS:
        raise NotationError("unknown-option", option=f"variant = {variant}")
    return {"variant": variant}


def dealers(players: int) -> str:
    """The seats that may deal: every seat at the table."""
    return "ABCD"[:players]


def hand_names(game: str, dealer: str, players: int) -> tuple:
    """The hands a line writes, in its order: the seats that are dealt cards (in 501 with four
    at the table, every seat but the dealer's, 501-C1), then 501's talon."""
    if game == "304":
        return tuple("ABCD")
    return (*(seat for seat in "ABCD"[:players] if seat != dealer or players == 3), "talon")


def scenario(game: str, line: str, dealer: str, lang: str = "en",
             players: int | None = None, variant: str | None = None) -> dict:
    """The scenario (hands only) that `line` writes, for `game` dealt by `dealer` at a table
    of `players` (501: three, or four), under 304's `variant` if one is named; a
    `NotationError` or `ScenarioError` naming the first mistake otherwise."""
    players = _players(_game(game), players)
    options = _options(game, players, variant)
    if len(line) > MAX_LINE:
        raise NotationError("deal-line-too-long", size=len(line), limit=MAX_LINE)
    if dealer not in dealers(players):
        raise NotationError("unknown-seat", seat=dealer, seats=" ".join(dealers(players)))
    names = hand_names(game, dealer, players)
    parts = line.split("/")
    if len(parts) != len(names):
        raise NotationError("deal-line-hands", count=len(parts), expected=len(names),
                            names=" / ".join(names))
    deck = DECKS[game]
    hands = [parse_cards(part, deck, rank_letters(lang)) for part in parts]
    parse_cards(" ".join(card for hand in hands for card in hand))   # a card in two hands
    data = {"game": game, "id": "analyse", "title": "analyse", "dealer": dealer,
            "options": options, "hands": {name: " ".join(hand) for name, hand in zip(names, hands)}}
    scenarios.build(data)                   # the game's own checks: each hand's size
    return data


def players_of(data: dict) -> int:
    """The table's size a scenario of this module says: 304's four; 501's three, unless its
    options say four."""
    return (data.get("options") or {}).get("players", TABLES[data["game"]][0])


def variant_of(data: dict) -> str | None:
    """The 304 variant a scenario of this module is played under, or None (the default rules)."""
    return (data.get("options") or {}).get("variant")


def line_of(data: dict) -> str:
    """The one-line notation of a scenario's hands (the page's link and its text box)."""
    hands = hands_only(data)["hands"]
    names = hand_names(data["game"], data["dealer"], players_of(data))
    return " / ".join(hands[name] for name in names)


def dealt_line(data: dict) -> dict | None:
    """The deal a scenario deals (its hands, or its seed: a practice deal), as the Analyse
    page's link takes it — {"game", "dealer", "deal"}, "players" for four at a 501 table, and
    "variant" for 304 under a variant's rules — or None when the page would not analyse that
    game (304 under rules no variant of the page names: options set one by one)."""
    deal = scenarios.build(hands_only(data))
    game = data["game"]
    dealer = "ABCD"[deal.dealer]
    if game == "304":
        hands = [" ".join(CARDS[card] for card in cards) for cards in deal.dealt]
        found = {"game": game, "dealer": dealer, "deal": " / ".join(hands)}
        if deal.rules == rules_from_options({}):
            return found
        named = [name for name in VARIANTS if rules_from_options({"variant": name}) == deal.rules]
        return {**found, "variant": named[0]} if named else None
    seats = hand_names(game, dealer, deal.players)[:-1]
    hands = [" ".join(deal.dealt["ABCD".index(seat)]) for seat in seats]
    hands.append(" ".join(deal.dealt_talon))
    found = {"game": game, "dealer": dealer, "deal": " / ".join(hands)}
    return found if deal.players == TABLES[game][0] else {**found, "players": deal.players}
