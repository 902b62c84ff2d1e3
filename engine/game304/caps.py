"""The Caps referee of a deal (RULES.md A14, C-22 to C-28, Binding decision 5): what the deal
asks about Caps, answered by the exact judge (engine.game304.caps_judge).

- `judge(deal, seat, order)`: a call just made — True (valid), False (not provable: Wrong Caps,
  304-K6), None (the search went past its limit: the call is judged by its outcome, 304-K7).
- `provable(deal, seat)`: whether `seat` could call now and prove it (the obligation of 304-K3).

When the obligation is checked (strict mode, C-25). "Caps first became provable during trick t"
(304-K4, C-23) is decided from a few checkpoints instead of after every card: a seat's
information only grows, and every play of the three others is one the proof already covers, so
once provable a call stays provable until the seat itself plays a card. The deal therefore asks
at the start of each trick (after the auctions, after the maker opens, after each completed
trick: every seat of a side that has won every trick) and, in the middle of a trick, only the
seat about to play. A call that became provable anywhere in trick t is found in trick t, at its
end or just before the seat's own card, whichever comes first.

A side whose trumps the opponents' outnumber (`doomed`) loses a trick in every line: the deal
remembers it and stops asking its seats.

Cost limits: the obligation is checked with TRACK_LIMIT search positions per question; a
position needing more is not enforced (as if not provable). A call made is judged with the
judge's own, larger, NODE_LIMIT.
"""

from engine.game304 import caps_judge
from engine.game304.tables import SUIT_MASK, cards_in

TRACK_LIMIT = 2000


def default_order(deal, seat: int) -> tuple:
    """The caller's remaining cards: trumps strongest first, then S H D C strongest first."""
    remaining = deal.remaining_cards(seat)
    trumps = remaining & SUIT_MASK[deal.trump] if deal.trump >= 0 else 0
    return tuple(cards_in(trumps) + cards_in(remaining & ~trumps))


def judge(deal, seat: int, order) -> object:
    """The verdict on a call just made (see caps_judge.judge)."""
    return caps_judge.judge(deal, seat, order)


def provable(deal, seat: int, side_checked: bool = False) -> bool:
    """Whether `seat` could prove Caps now (within TRACK_LIMIT). `side_checked`: `doomed` was
    just asked for its side (and said no)."""
    return caps_judge.valid_order(deal, seat, TRACK_LIMIT, side_checked) is not None


def doomed(deal, side_index: int) -> bool:
    """Whether the side loses a trick in every line of play from here, whatever anyone holds
    or plays: the opponents' trumps outnumber its stronger ones (caps_judge._trumps_outnumbered,
    an argument on the real cards that holds for every line; outside PCC, where every card is
    played). Then no seat of the side can prove Caps now or later, and the deal stops asking."""
    return caps_judge._trumps_outnumbered(deal, side_index)    # (seat side_index is of the side)


def checkpoint_seats(deal) -> tuple:
    """The seats whose Caps obligation is checked after the event just applied: every seat at
    a trick start, only the seat to play in the middle of a trick."""
    if deal.trick:
        return (deal.turn,)
    return (0, 1, 2, 3)
