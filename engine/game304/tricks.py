"""Who wins a trick of 304, and which cards a player may play to it: pure functions.

These are the rules every trick obeys, whether the trump is open or closed. What the closed
trump adds (face-down responses, the maker's constraints, inspection) builds on them.
"""

from engine.cards import DECK_304, suit_of
from engine.errors import IllegalAction

PLAYERS = 4


def trick_winner(cards: list, trump: str | None) -> int:
    """Index (0 = the lead) of the card that wins a complete trick.

    304-C4: the highest trump wins if the trick holds one; otherwise the highest card of the
    suit led. 304-C5 follows: a card of another suit never wins. `trump` is the trump suit's
    letter, or None when no suit is trump for this trick.
    """
    led = suit_of(cards[0])

    def power(card: str) -> int:
        if suit_of(card) == trump:
            return 200 + DECK_304.strength(card)
        if suit_of(card) == led:
            return 100 + DECK_304.strength(card)
        return 0

    return max(range(len(cards)), key=lambda i: power(cards[i]))


def trick_points(cards: list) -> int:
    """304-C6: every card of the trick counts for its winner, face-down cards included."""
    return sum(DECK_304.card_points(card) for card in cards)


def cards_that_follow(hand: list, led_suit: str) -> list:
    """304-L3, 304-L4: the cards of `hand` that may be played to a trick led in `led_suit`.

    A player holding the led suit must play one of those cards; a player without it may play
    any card (no obligation to trump or overtrump).
    """
    following = [card for card in hand if suit_of(card) == led_suit]
    return following or list(hand)


def check_follows_suit(hand: list, card: str, led_suit: str) -> None:
    """Raise `must-follow-suit` if playing `card` from `hand` breaks 304-L3."""
    if card not in cards_that_follow(hand, led_suit):
        raise IllegalAction("must-follow-suit", suit=led_suit, card=card)


# --- The fast path: cards as integers (see tables.py), sets as masks ----------------------

def winning_position(cards: list, trump: int) -> int:
    """Index (0 = the lead) of the winner among integer cards; `trump` a suit number or -1.

    Same rule as `trick_winner` (304-C4, 304-C5): within a suit a smaller number is stronger.
    """
    return leading_entry(tuple(enumerate(cards)), trump)[0]


def leading_entry(trick, trump: int) -> tuple:
    """The (seat, card) entry of `trick` ((seat, integer card) pairs, lead first) that holds
    the trick so far (the rule of `winning_position`)."""
    best_seat, best = trick[0][0], trick[0][1]
    for entry in trick[1:]:
        card = entry[1]
        if card >> 3 == best >> 3:
            if card < best:
                best_seat, best = entry[0], card
        elif card >> 3 == trump:
            best_seat, best = entry[0], card
    return best_seat, best


def beats(card: int, best: int, trump: int) -> bool:
    """Whether `card`, played now, takes the trick from `best`, the card holding it."""
    if card >> 3 == best >> 3:
        return card < best
    return card >> 3 == trump
