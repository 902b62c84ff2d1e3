"""Positions alike but for the cards' points: what the search proved of one bounds the other.

Two trick starts are *alike* when, suit by suit, the cards left are held by the same seats in
the same order of strength, the same seat leads and the maker's lead flags are the same (and,
while the trump is closed, the indicator has the same place among the trumps left): say the
hearts left are J, A, 7 held by A, B, C in one, and 9, 10, 8 held by A, B, C in the other.
Every rule of play left reads only a card's suit and its strength against the other cards
left, or whether it is the indicator (who must follow, who may lead or cut with what, 304-L3,
L4, H1 to H14, X1, C-19, C-30; who holds a trick, C4), so the two game trees are the same
tree, card for card; only the points on the cards differ. Whatever the play, side 0's points
in one and in the other differ by the sum, over the cards it takes, of each card's points less
its partner's: so the value of one lies within the other's value plus the sum of those
differences that are negative and the sum of those that are positive (here J/9 +10, A/10 +1,
7/8 0: between 0 and +11). A bound proved in one is a bound, so widened, in the other. Some
cards go to a known side whatever the play: the strongest trumps left, as far as one side
holds them all (a trump is beaten only by a higher one); their differences count exactly.

The search keeps, for each class of alike positions, the last one it searched there with
the bounds it proved (`relative_key`, `narrowed`): measured on strong-bot deals, the 52,233
different positions that start the last four tricks in the slowest solve fall in 9,937
classes, those of the last three tricks 183,120 in 19,713. Most null-window tests there are far
from the value, so a bound carried over from an alike position settles many of them
(tests/engine/test_solver_alike_properties.py: the claim itself on positions drawn alike at
random, and the solver with and without it).
"""

from engine.game304.tables import POINTS
from engine.search.alike import compress_table, suit_widening

# _COMPRESS[remaining << 8 | held]: `held` read as the places of its cards among the suit byte
# `remaining`, strongest first (engine.search.alike).
_COMPRESS = compress_table(8)
# The number of cards of a suit byte.
_COUNT = tuple(value.bit_count() for value in range(256))
# A marker above every Position.key (those lie below 1 << 43), so that both kinds of key share
# the search's table without meeting.
_MARK = 1 << 47


def relative_key(hands: list, unplayed: int, leader: int, flags: int, indicator: int = -1,
                 trump: int = 0) -> int:
    """The class of alike positions of a trick start: suit by suit, how many cards are left
    and which of them seats 0, 1 and 2 hold by order of strength (seat 3 holds the rest, the
    closed indicator apart); the leader, `flags` (the maker's lead flags, Position.key's bits 35
    and 36) and, while the trump is closed, the place of the indicator (of suit `trump`) among
    the trumps left. One integer, above every Position.key."""
    h0, h1, h2 = hands[0], hands[1], hands[2]
    key = flags | leader << 2 | _MARK
    if indicator >= 0:
        key |= (_COMPRESS[(unplayed >> 8 * trump & 0xFF) << 8 | 1 << (indicator & 7)] | 256) << 4
    # Suit by suit (written out: this runs at most trick starts of a solve).
    base = (unplayed & 0xFF) << 8
    key = (key << 28 | _COUNT[base >> 8] << 24 | _COMPRESS[base | h0 & 0xFF] << 16
           | _COMPRESS[base | h1 & 0xFF] << 8 | _COMPRESS[base | h2 & 0xFF])
    base = unplayed & 0xFF00
    key = (key << 28 | _COUNT[base >> 8] << 24 | _COMPRESS[base | h0 >> 8 & 0xFF] << 16
           | _COMPRESS[base | h1 >> 8 & 0xFF] << 8 | _COMPRESS[base | h2 >> 8 & 0xFF])
    base = unplayed >> 8 & 0xFF00
    key = (key << 28 | _COUNT[base >> 8] << 24 | _COMPRESS[base | h0 >> 16 & 0xFF] << 16
           | _COMPRESS[base | h1 >> 16 & 0xFF] << 8 | _COMPRESS[base | h2 >> 16 & 0xFF])
    base = unplayed >> 16 & 0xFF00
    return (key << 28 | _COUNT[base >> 8] << 24 | _COMPRESS[base | h0 >> 24] << 16
            | _COMPRESS[base | h1 >> 24] << 8 | _COMPRESS[base | h2 >> 24])


_RANK_POINTS = POINTS[:8]       # the points of each rank (suit 0's cards)
_SHIFTS = {}   # (side << 20 | sure << 16 | suit here << 8 | suit there) -> (lowest, highest)


def _suit_shift(pair: int) -> tuple:
    """For one suit (`pair`: the suit bytes of the cards left here and there, as many each; and
    in its bits 16 to 19 how many of the strongest go to one side whatever the play, that side
    in bit 20), (the lowest, the highest) change to side 0's points from each card here against
    the card of the same strength there: the sure cards' differences exactly, side 0's (none
    of side 1's), the others' as far as each may go either way (engine.search.alike)."""
    shift = _SHIFTS[pair] = suit_widening(pair >> 8 & 0xFF, pair & 0xFF, _RANK_POINTS,
                                          pair >> 16 & 15, bool(pair >> 20))
    return shift


def transfer(unplayed: int, there: int, low: int, high: int, trump: int = -1,
             ours: int = 0) -> tuple:
    """The bounds (low, high) proved at an alike position whose cards left are `there`, made
    bounds of the position whose cards left are `unplayed` (both in side 0's points). With the
    trump suit `trump` and side 0's cards `ours` (the closed indicator counted the maker's),
    the strongest trumps left, as far as one side holds them all, are that side's whatever the
    play (a trump is beaten only by a higher one, 304-C4): their differences count exactly."""
    shifts = _SHIFTS
    differ = unplayed ^ there
    for shift in (0, 8, 16, 24):
        if differ >> shift & 0xFF:              # (a suit with the same cards left: no change)
            left = unplayed >> shift & 0xFF
            pair = left << 8 | there >> shift & 0xFF
            if shift == 8 * trump:
                mine = ours >> shift & 0xFF
                theirs = left & ~mine
                if left & -left & mine:             # side 0 holds the best trump left
                    run = left & ((theirs & -theirs) - 1) if theirs else left
                    pair |= run.bit_count() << 16
                else:
                    mine &= left
                    run = left & ((mine & -mine) - 1) if mine else left
                    pair |= run.bit_count() << 16 | 1 << 20
            down_up = shifts.get(pair) or _suit_shift(pair)
            low += down_up[0]
            high += down_up[1]
    return low, high


def narrowed(table: dict, alike: int, unplayed: int, low: int, high: int, trump: int,
             ours: int) -> tuple:
    """The bounds (low, high) of a trick start whose cards left are `unplayed`, narrowed by
    what `table` remembers of its class `alike` (`relative_key`): the cards left at the last
    alike position searched and the bounds proved there, entered as (cards, low, high).
    `trump` and `ours` as for `transfer`."""
    there = table.get(alike)
    if there is not None:
        moved_low, moved_high = transfer(unplayed, there[0], there[1], there[2], trump, ours)
        if moved_low > low:
            low = moved_low
        if moved_high < high:
            high = moved_high
    return low, high
