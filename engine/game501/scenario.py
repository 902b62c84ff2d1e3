"""Building a 501 deal from a parsed scenario file (DESIGN.md, "Scenario files").

The scenario runner (game-agnostic, in `engine.scenarios`) reads the TOML and hands this module
the parsed table: `game`, `id`, `dealer`, `options`, `scores`, `[hands]` (A, B, C with seven
cards each, or the three active seats when four play, and `talon` with three) or, instead of
hands, a `seed` for a random deal.

How many sit at the table: `options.players` if given, else the number of `scores`, else four
if seat D appears (as dealer or in the hands), else three.
"""

from engine.cards import parse_cards
from engine.errors import NotationError
from engine.game501.deal import Deal
from engine.game501.seating import seat_index
from engine.game501.tables import DECK, SEAT_LETTERS, TABLE_SIZES

OPTIONS = {"players"}


def _table_size(scenario: dict, options: dict) -> int:
    if "players" in options:
        return int(options["players"])
    if scenario.get("scores"):
        return len(scenario["scores"])
    named = set(scenario.get("hands") or {}) | {str(scenario.get("dealer", "")).upper()}
    return 4 if "D" in {name.upper() for name in named} else 3


def _cards(value) -> list:
    if isinstance(value, str):
        return parse_cards(value, DECK)
    return parse_cards(" ".join(value), DECK)


def deal_from_scenario(scenario: dict) -> Deal:
    """The deal a scenario starts from, before its first step."""
    options = dict(scenario.get("options") or {})
    for name in options:
        if name not in OPTIONS:
            raise NotationError("unknown-option-501", option=name)
    players = _table_size(scenario, options)
    if players not in TABLE_SIZES:                               # 501-C1
        raise NotationError("players-501", players=players)
    if "dealer" not in scenario:
        raise NotationError("missing-dealer-501")
    dealer = seat_index(str(scenario["dealer"]), players)
    scores = scenario.get("scores")
    hands = scenario.get("hands")
    if not hands:
        return Deal.from_seed(scenario.get("seed", 0), dealer, players, scores)
    seat_hands, talon = {}, []
    for name, cards in hands.items():
        if name.lower() == "talon":
            talon = _cards(cards)
        else:
            seat_hands[seat_index(name, players)] = _cards(cards)
    return Deal(seat_hands, talon, dealer, players, scores)


def random_deal(seed, dealer: int | str = 0, players: int = 3, scores: list | None = None) -> Deal:
    """A random deal from `seed` (for benchmarks and property tests); `dealer` a number or letter."""
    if isinstance(dealer, str):
        dealer = SEAT_LETTERS.index(dealer.upper())
    return Deal.from_seed(seed, dealer, players, scores)
