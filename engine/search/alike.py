"""Positions alike but for the cards' points, the part every game shares.

Two trick starts are alike when, suit by suit, the cards left are held by the same players in
the same order of strength (and whatever else a game's rules read is the same): the game trees
are the same tree, card for card, and only the points on the cards differ. A bound proved at
one is then a bound at the other, widened suit by suit by the points of each card against the
card of the same place there (engine.game304.solver.alike, engine.game501.solver.alike hold
each game's class key and say what its rules read). Here: the table that reads a hand's cards
of a suit as places among the cards left, and the widening of one suit.
"""


def compress_table(width: int) -> tuple:
    """table[remaining << width | held]: `held` (a subset of a suit's `width` bits `remaining`)
    read as the places of its cards among `remaining`, strongest (lowest bit) first: the bits
    of `held` that are in `remaining`, packed (the cards between them already played squeezed
    out). Built by every subset of each `remaining` in increasing order, each its lowest card
    added to a subset already done."""
    table = [0] * (1 << 2 * width)
    for remaining in range(1 << width):
        held = 0
        while True:
            held = (held - remaining) & remaining          # the next subset of `remaining`
            if not held:
                break
            lowest = held & -held
            table[remaining << width | held] = (table[remaining << width | held ^ lowest]
                                                | 1 << (remaining & (lowest - 1)).bit_count())
    return tuple(table)


def suit_widening(here: int, there: int, rank_points: tuple, sure: int = 0,
                  theirs: bool = False) -> tuple:
    """For one suit, the cards left `here` and `there` (as many each, bit b the rank b,
    `rank_points[b]` its points), the (lowest, highest) change to the maximizing side's points
    from each card here against the card of the same place there, as far as each may go
    either way; but the `sure` strongest, which go to one side whatever the play, count
    exactly: the change when that side is the maximizing one, none when it is the other
    (`theirs`)."""
    ours = [rank_points[bit] for bit in range(len(rank_points)) if here >> bit & 1]
    others = [rank_points[bit] for bit in range(len(rank_points)) if there >> bit & 1]
    differences = [a - b for a, b in zip(ours, others)]
    exact = 0 if theirs else sum(differences[:sure])
    rest = differences[sure:]
    return (exact + sum(d for d in rest if d < 0), exact + sum(d for d in rest if d > 0))
