"""A deal written on one line, as the Analyse page takes it (pasted, or carried by a link).

The hands in seat order, separated by slashes, each hand its cards in the engine's notation
separated by spaces (or commas):

- 304: `A / B / C / D`, eight cards each;
- 501: `A / B / C / talon`, seven cards to each of the three players, three in the talon.

    JS 9S AS TS KS QS 8S 7S / JH 9H AH TH KH QH 8H 7H / JD … / JC …

Cards are read as everywhere else (engine.cards.parse_card: `JS`, `js`, `10H`, `9♠`, and in
French also as the French page draws them, `D♥` the queen: engine.messages.rank_letters). What is
wrong is refused with the engine's own reason, in this order, so the reader hears of the first
mistake as they would see it: the number of hands, a card code that is not one (or not of the
game's pack), a card written twice, then a hand of the wrong size (the game's deal checks).
"""

from engine import scenarios
from engine.cards import DECKS, parse_cards
from engine.game304.rules import rules_from_options
from engine.game304.tables import CARDS
from engine.errors import NotationError
from engine.messages import rank_letters
from engine.app.analysis.deals import hands_only

GAMES = ("304", "501")
HAND_NAMES = {"304": ("A", "B", "C", "D"), "501": ("A", "B", "C", "talon")}
DEALERS = {"304": "ABCD", "501": "ABC"}
MAX_LINE = 400          # characters: 32 cards and their separators need about 120


def _game(game: str) -> str:
    if game not in GAMES:
        raise NotationError("scenario-unknown-game", game=game)
    return game


def scenario(game: str, line: str, dealer: str, lang: str = "en") -> dict:
    """The scenario (hands only) that `line` writes, for `game` dealt by `dealer`; a
    `NotationError` or `ScenarioError` naming the first mistake otherwise."""
    names = HAND_NAMES[_game(game)]
    if len(line) > MAX_LINE:
        raise NotationError("deal-line-too-long", size=len(line), limit=MAX_LINE)
    if dealer not in DEALERS[game]:
        raise NotationError("unknown-seat", seat=dealer, seats=" ".join(DEALERS[game]))
    parts = line.split("/")
    if len(parts) != len(names):
        raise NotationError("deal-line-hands", count=len(parts), expected=len(names),
                            names=" / ".join(names))
    deck = DECKS[game]
    hands = [parse_cards(part, deck, rank_letters(lang)) for part in parts]
    parse_cards(" ".join(card for hand in hands for card in hand))   # a card in two hands
    data = {"game": game, "id": "analyse", "title": "analyse", "dealer": dealer, "options": {},
            "hands": {name: " ".join(hand) for name, hand in zip(names, hands)}}
    scenarios.build(data)                   # the game's own checks: each hand's size
    return data


def line_of(data: dict) -> str:
    """The one-line notation of a scenario's hands (the page's link and its text box)."""
    hands = hands_only(data)["hands"]
    return " / ".join(hands[name] for name in HAND_NAMES[data["game"]])


def dealt_line(data: dict) -> dict | None:
    """The deal a scenario deals (its hands, or its seed: a practice deal), as the Analyse
    page's link takes it — {"game", "dealer", "deal"} — or None when the page would not
    analyse that game (304 under a variant's rules, 501 with four at the table)."""
    deal = scenarios.build(hands_only(data))
    game = data["game"]
    if game == "304":
        if deal.rules != rules_from_options({}):
            return None
        hands = [" ".join(CARDS[card] for card in cards) for cards in deal.dealt]
    else:
        if deal.players != len(DEALERS["501"]):
            return None
        hands = [" ".join(deal.dealt[seat]) for seat in range(3)] + [" ".join(deal.dealt_talon)]
    return {"game": game, "dealer": data["dealer"], "deal": " / ".join(hands)}
