"""Who wins a trick of 304, and which cards a player may play to it: pure functions.

These are the rules every trick obeys, whether the trump is open or closed. What the closed
trump adds (face-down responses, the maker's constraints, inspection) builds on them.
"""

from engine.cards import DECK_304, SUITS, suit_of
from engine.errors import IllegalAction
from engine.game304.play_rules import NO_TRUMP, follow_mask, winning_position
from engine.game304.play_rules import beats, leading_entry  # noqa: F401  (the Caps judge's)
from engine.game304.tables import CARD_INDEX, mask_of

PLAYERS = 4


def trick_winner(cards: list, trump: str | None) -> int:
    """Index (0 = the lead) of the card that wins a complete trick of two-letter cards.

    304-C4: the highest trump wins if the trick holds one; otherwise the highest card of the
    suit led. 304-C5 follows: a card of another suit never wins. `trump` is the trump suit's
    letter, or None when no suit is trump for this trick. (The rule is
    `play_rules.winning_position`, on the cards' numbers.)
    """
    suit = NO_TRUMP if trump is None else SUITS.index(trump)
    return winning_position([CARD_INDEX[card] for card in cards], suit)


def trick_points(cards: list) -> int:
    """304-C6: every card of the trick counts for its winner, face-down cards included."""
    return sum(DECK_304.card_points(card) for card in cards)


def cards_that_follow(hand: list, led_suit: str) -> list:
    """304-L3, 304-L4: the cards of `hand` that may be played to a trick led in `led_suit`.

    A player holding the led suit must play one of those cards; a player without it may play
    any card (no obligation to trump or overtrump). (The rule is `play_rules.follow_mask`.)
    """
    numbers = [CARD_INDEX[card] for card in hand]
    allowed = follow_mask(mask_of(numbers), SUITS.index(led_suit), NO_TRUMP, False, NO_TRUMP)
    return [card for card, number in zip(hand, numbers) if allowed >> number & 1]


def check_follows_suit(hand: list, card: str, led_suit: str) -> None:
    """Raise `must-follow-suit` if playing `card` from `hand` breaks 304-L3."""
    if card not in cards_that_follow(hand, led_suit):
        raise IllegalAction("must-follow-suit", suit=led_suit, card=card)
