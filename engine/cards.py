"""Cards and decks of both games, and the notation for writing them.

A card is its canonical two-letter code: rank then suit, `JS` (jack of spades), `TH` (ten of
hearts). Codes are plain strings so that hands, tricks and observations are JSON-ready as they
are. On input we also accept `10` for the ten and the symbols ♠ ♥ ♦ ♣ for suits
(DESIGN.md, "Notation").

The two decks differ in cards, order and points; each is a `Deck` declared as data below.
"""

from dataclasses import dataclass

from engine.errors import NotationError

SUITS = "SHDC"  # spades, hearts, diamonds, clubs
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
ALL_RANKS = "JQKAT987"


@dataclass(frozen=True)
class Deck:
    """One game's pack: its ranks from strongest to weakest and each rank's card points."""

    name: str
    ranks: str  # strongest first, the same order in every suit
    points: dict  # rank letter -> card points

    @property
    def cards(self) -> tuple:
        return tuple(rank + suit for suit in SUITS for rank in self.ranks)

    def strength(self, card: str) -> int:
        """Higher is stronger within a suit: the weakest rank is 0."""
        return len(self.ranks) - 1 - self.ranks.index(card[0])

    def card_points(self, card: str) -> int:
        return self.points[card[0]]

    def total_points(self) -> int:
        return sum(self.card_points(card) for card in self.cards)


# 304-C1, 304-C2, 304-C3: 32 cards, J 9 A T K Q 8 7 in every suit, 76 points a suit, 304 in all.
DECK_304 = Deck(
    name="304",
    ranks="J9ATKQ87",
    points={"J": 30, "9": 20, "A": 11, "T": 10, "K": 3, "Q": 2, "8": 0, "7": 0},
)

# 501-C2, 501-C3: 24 cards, A T K Q J 9 in every suit, 30 points a suit, 120 in all.
DECK_501 = Deck(
    name="501",
    ranks="ATKQJ9",
    points={"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0},
)

DECKS = {"304": DECK_304, "501": DECK_501}


def suit_of(card: str) -> str:
    return card[1]


def parse_suit(text: str) -> str:
    """Read a suit letter or symbol (`S`, `s`, `♠`) and return its letter."""
    cleaned = text.strip()
    if cleaned in _SYMBOL_TO_SUIT:
        return _SYMBOL_TO_SUIT[cleaned]
    if len(cleaned) == 1 and cleaned.upper() in SUITS:
        return cleaned.upper()
    raise NotationError("bad-suit", text=text)


def parse_card(text: str, deck: Deck | None = None, rank_letters: dict | None = None) -> str:
    """Read one card code and return its canonical form.

    Accepts `JS`, `js`, `10H`, `TH`, `9♠`. With a `deck`, a card outside that deck (a seven in
    501, say) is refused with its own reason. `rank_letters` maps the rank letters of a
    language to the notation's (French `{"V": "J", "D": "Q", "R": "K"}`: `D♥` is the queen).
    """
    cleaned = text.strip()
    if len(cleaned) < 2:
        raise NotationError("bad-card", text=text)
    rank_text, suit_text = cleaned[:-1].upper(), cleaned[-1]
    rank = "T" if rank_text == "10" else (rank_letters or {}).get(rank_text, rank_text)
    if rank not in ALL_RANKS or len(rank) != 1:
        raise NotationError("bad-card", text=text)
    try:
        suit = parse_suit(suit_text)
    except NotationError:
        raise NotationError("bad-card", text=text) from None
    card = rank + suit
    if deck is not None and rank not in deck.ranks:
        raise NotationError("card-not-in-deck", card=card, game=deck.name)
    return card


def parse_cards(text: str, deck: Deck | None = None, rank_letters: dict | None = None) -> list:
    """Read cards separated by spaces or commas; a card may not appear twice."""
    cards = [parse_card(part, deck, rank_letters) for part in text.replace(",", " ").split()]
    seen = set()
    for card in cards:
        if card in seen:
            raise NotationError("duplicate-card", card=card)
        seen.add(card)
    return cards


MAX_DIGITS = 6  # no number an action takes (bids, contracts) needs more


def parse_number(text: str) -> int | None:
    """A whole number written with the digits 0-9, or None if `text` is not one.

    `int()` alone would also read other scripts' digits (`１６０`, `٢`) and superscripts' (`²`
    passes `isdigit()`, then `int()` refuses it), and refuses a string of more than 4300
    digits with a ValueError: an action's number is read here instead.
    """
    if not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= MAX_DIGITS else None


def format_card(card: str) -> str:
    """The card as people read it: `9♠`, `10♥`, `J♣` (English rank letters)."""
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOLS[card[1]]
