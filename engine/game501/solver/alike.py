"""Positions alike but for the cards' points: what the search proved of one bounds the other
(as engine.game304.solver.alike, for 501).

Two trick starts are *alike* when, suit by suit, the cards left are held by the same players in
the same order of strength, the same player leads, the hero's marriages waiting for its first
trick are worth the same, and the hero may declare the same marriages with the cards of the
same places (its king and queen of a suit are the cards it leads to declare one: 501-W1, W4).
The rules of play read only a card's suit and its strength against the other cards left (who
must follow or trump, 501-L2 to L5; who holds a trick, L6), so the two game trees are the same
tree, card for card, and a marriage declared in one is declared in the other, worth the same
(W2, W3). Only the points on the cards differ: whatever the play, the hero's points in one and
in the other differ by the sum, over the cards it takes, of each card's points less its
partner's. So a bound proved in one is a bound in the other, widened by the sum of those
differences that are negative below and of those that are positive above.

The search keeps, for each class, the last position searched there with the bounds it proved
(`relative_key`, `narrowed`); tests/engine/test_solver_alike_properties.py checks the claim on
positions drawn alike at random, and the solver with and without it.
"""

from engine.game501.solver.position import KING, POINTS, QUEEN
from engine.search.alike import compress_table, suit_widening

# _COMPRESS[remaining << 6 | held]: `held` read as the places of its cards among the suit's six
# bits `remaining`, strongest first (engine.search.alike).
_COMPRESS = compress_table(6)
_COUNT = tuple(value.bit_count() for value in range(64))
_MARRIED = 1 << KING | 1 << QUEEN
# A marker above every Position.key (those lie below 1 << 82): both kinds of key share the
# search's table without meeting.
_MARK = 1 << 90


def relative_key(hands: list, leader: int, hero: int, hero_won: bool, pending: int) -> int:
    """The class of alike positions of a trick start: suit by suit, how many cards are left,
    which of them players 0 and 1 hold by order of strength (player 2 holds the rest) and the
    place of the hero's king when it holds the queen too; the leader, whether the hero has won
    a trick and the marriage points waiting for its first (`pending`). One integer."""
    h0, h1, hero_hand = hands[0], hands[1], hands[hero]
    unplayed = h0 | h1 | hands[2]
    key = _MARK | leader << 8 | hero_won << 7 | pending
    for shift in (0, 6, 12, 18):
        base = (unplayed >> shift & 63) << 6
        married = 0
        if hero_hand >> shift & _MARRIED == _MARRIED:
            married = 8 | _COMPRESS[base | 1 << KING].bit_length()
        key = (key << 19 | married << 15 | _COUNT[base >> 6] << 12
               | _COMPRESS[base | h0 >> shift & 63] << 6 | _COMPRESS[base | h1 >> shift & 63])
    return key


_SHIFTS = {}   # (suit here << 6 | suit there) -> (lowest, highest)


def _suit_shift(pair: int) -> tuple:
    """For one suit (`pair`: the six bits of the cards left here and there, as many each), the
    (lowest, highest) change to the hero's points from each card here against the card of the
    same strength there, as far as each may go either way (engine.search.alike)."""
    shift = _SHIFTS[pair] = suit_widening(pair >> 6, pair & 63, POINTS[:6])
    return shift


def narrowed(table: dict, alike: int, unplayed: int, low: int, high: int) -> tuple:
    """The bounds (low, high) of a trick start whose cards left are `unplayed`, narrowed by
    what `table` remembers of its class `alike` (`relative_key`): the cards left at the last
    alike position searched and the bounds proved there, entered as (cards, low, high)."""
    entry = table.get(alike)
    if entry is None:
        return low, high
    there, moved_low, moved_high = entry
    differ = unplayed ^ there
    shifts = _SHIFTS
    for shift in (0, 6, 12, 18):
        if differ >> shift & 63:            # (a suit with the same cards left: no change)
            pair = (unplayed >> shift & 63) << 6 | there >> shift & 63
            down_up = shifts.get(pair) or _suit_shift(pair)
            moved_low += down_up[0]
            moved_high += down_up[1]
    return max(low, moved_low), min(high, moved_high)
