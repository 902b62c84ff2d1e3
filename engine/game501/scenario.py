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
from engine.scenario_values import is_whole, quoted, seed, shown, subtable

OPTIONS = {"players"}


def _table_size(scenario: dict, options: dict, hands: dict, scores) -> int:
    if "players" in options:
        if not is_whole(options["players"]):
            raise NotationError("players-501", players=shown(options["players"]))
        return options["players"]
    if scores:
        return len(scores)
    dealer = scenario.get("dealer")
    named = set(hands) | ({dealer} if isinstance(dealer, str) else set())
    return 4 if "D" in {name.strip().upper() for name in named} else 3


def _scores(value):
    """The scores before the deal, one whole number per seat (checked against the table later)."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(is_whole(score) for score in value):
        raise NotationError("bad-scores-501", text=quoted(value))
    return value


def _cards(name: str, value) -> list:
    if isinstance(value, list) and all(isinstance(card, str) for card in value):
        value = " ".join(value)
    if not isinstance(value, str):
        if name.lower() == "talon":
            raise NotationError("talon-not-text-501", value=shown(value))
        raise NotationError("hand-not-text", seat=name, value=shown(value))
    return parse_cards(value, DECK)


def deal_from_scenario(scenario: dict) -> Deal:
    """The deal a scenario starts from, before its first step."""
    options = subtable(scenario, "options")
    for name in options:
        if name not in OPTIONS:
            raise NotationError("unknown-option-501", option=name)
    hands = subtable(scenario, "hands")
    scores = _scores(scenario.get("scores"))
    players = _table_size(scenario, options, hands, scores)
    if players not in TABLE_SIZES:                               # 501-C1
        raise NotationError("players-501", players=players)
    if "dealer" not in scenario:
        raise NotationError("missing-dealer-501")
    dealer_text = scenario["dealer"]
    if not isinstance(dealer_text, str):
        raise NotationError("unknown-seat-501", seat=quoted(dealer_text),
                            seats=" ".join(SEAT_LETTERS[:players]))
    dealer = seat_index(dealer_text, players)
    if not hands:
        return Deal.from_seed(seed(scenario.get("seed", 0)), dealer, players, scores)
    seat_hands, talon = {}, []
    for name, cards in hands.items():
        if name.lower() == "talon":
            talon = _cards(name, cards)
        else:
            seat_hands[seat_index(name, players)] = _cards(name, cards)
    return Deal(seat_hands, talon, dealer, players, scores)


def random_deal(seed, dealer: int | str = 0, players: int = 3, scores: list | None = None) -> Deal:
    """A random deal from `seed` (for benchmarks and property tests); `dealer` a number or letter."""
    if isinstance(dealer, str):
        dealer = SEAT_LETTERS.index(dealer.upper())
    return Deal.from_seed(seed, dealer, players, scores)
