"""Which cards may be played to a trick of 501, and who wins it: pure functions (RULES.md B6).

`trump` is a suit letter, or None at no-trump. A trick is a list of cards, the lead first.
"""

from engine.errors import IllegalAction
from engine.game501.tables import CARD_POINTS, CARD_STRENGTH


def playable_cards(hand: list, led_suit: str | None, trump: str | None) -> list:
    """The cards of `hand` that may go to a trick led in `led_suit` (None: you are leading).

    501-L2: follow suit if you can. 501-L3: otherwise, holding a trump, play a trump, even one
    that loses. 501-L4: no obligation to head the trick or to overtrump. 501-L5: with neither
    (or at no-trump), any card.
    """
    if led_suit is None:
        return list(hand)
    following = [card for card in hand if card[1] == led_suit]
    if following:
        return following
    if trump is not None:
        trumps = [card for card in hand if card[1] == trump]
        if trumps:
            return trumps
    return list(hand)


def check_playable(hand: list, card: str, led_suit: str | None, trump: str | None) -> None:
    """Raise the precise reason playing `card` from `hand` breaks 501-L2 or 501-L3."""
    if led_suit is None or card[1] == led_suit:
        return
    if any(held[1] == led_suit for held in hand):
        raise IllegalAction("must-follow-501", card=card, suit=led_suit)
    if trump is not None and card[1] != trump and any(held[1] == trump for held in hand):
        raise IllegalAction("must-trump", card=card, suit=led_suit, trump_suit=trump)


def trick_winner(cards: list, trump: str | None) -> int:
    """501-L6: the index (0 = the lead) of the highest trump, or else of the highest card led."""
    best = 0  # the best card so far is always of the suit led or a trump
    for index in range(1, len(cards)):
        card, top = cards[index], cards[best]
        if card[1] == top[1]:
            if CARD_STRENGTH[card] > CARD_STRENGTH[top]:
                best = index
        elif card[1] == trump:
            best = index  # the first trump on a plain lead beats it
    return best


def trick_points(cards: list) -> int:
    """501-C3: the card points of a trick, all counting for its winner."""
    return sum(CARD_POINTS[card] for card in cards)
