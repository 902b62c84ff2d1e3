"""Marriages of 501: the king and queen of one suit, declared on one's own lead (RULES.md B7).

A declared marriage is recorded as (seat, suit, value). Whether it counts is decided only at
the end of the deal (501-W3, C-45).
"""

from engine.errors import IllegalAction
from engine.game501.tables import MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN, MARRIAGE_RANKS


def marriage_value(suit: str, trump: str | None) -> int:
    """501-C4, 501-W2: 40 in the trump suit, 20 in another; every marriage is 20 at no-trump."""
    return MARRIAGE_IN_TRUMP if suit == trump else MARRIAGE_PLAIN


def marriage_suits(hand: list) -> list:
    """The suits in which `hand` holds both king and queen (501-W1; 501-W4: neither played)."""
    held = set(hand)
    return [suit for suit in "SHDC" if all(rank + suit in held for rank in MARRIAGE_RANKS)]


def marriage_leads(hand: list) -> list:
    """Every card that may be led declaring a marriage: the king and the queen of each pair."""
    return [rank + suit for suit in marriage_suits(hand) for rank in MARRIAGE_RANKS]


def check_marriage(hand: list, card: str, leading: bool) -> None:
    """Raise the precise reason declaring a marriage with `card` breaks 501-W1 or 501-W4."""
    if not leading:
        raise IllegalAction("marriage-not-on-lead", card=card)
    if card[0] not in MARRIAGE_RANKS:
        raise IllegalAction("marriage-needs-king-or-queen", card=card)
    if card[1] not in marriage_suits(hand):
        raise IllegalAction("marriage-needs-both", card=card, suit=card[1])


def counted_marriages(marriages: list, tricks_won: list) -> list:
    """501-W3 read as C-45: a declared marriage counts iff its declarer won at least one trick
    at any time in the deal, before or after declaring. 501-W5: defenders' marriages count too."""
    return [(seat, suit, value) for seat, suit, value in marriages if tricks_won[seat] > 0]
