"""The solver's move order: which card to search first (none of this is a rule of the game).

Alpha-beta is fastest when the best move comes first. These cheap trick-winning heuristics were
chosen by the number of positions searched on seeded deals:

- a lead (`lead_order`): leads no opponent can ruff first — masters (above every card of their
  suit still out elsewhere), the richest first; the suits partner is master in, the richest
  first; the rest, the cheapest first — then the same for the suits an opponent can ruff;
- a follower (`follow_order`, `follow_suit_order`): take the trick with the richest card that
  does, else give the cheapest (partner winning: the richest; last to play with partner
  winning: points without overtaking).

Cards are read by points off tables, never sorted at search time (`richest_first`,
`cheapest_first` give the order `sorted()` would).
"""

from engine.game304.tables import POINTS, SUIT_MASK, cards_in

# Within a suit a smaller number is stronger (tables.py): the cards of a suit stronger than
# `card` are the bits below it in its suit byte.
STRONGER = tuple(((1 << card) - 1) & SUIT_MASK[card >> 3] for card in range(32))
_POINTS_OF = POINTS.__getitem__
# The cards of a suit byte, richest (= strongest) first, and cheapest first.
RICHEST_IN_SUIT = tuple(tuple(tuple(sorted(cards_in(value << 8 * suit), key=_POINTS_OF,
                                           reverse=True)) for value in range(256))
                        for suit in range(4))
CHEAPEST_IN_SUIT = tuple(tuple(tuple(sorted(cards_in(value << 8 * suit), key=_POINTS_OF))
                               for value in range(256)) for suit in range(4))
# A mask in rank-major order: the card of rank r (0 the strongest) of suit s at bit 4r + s. Within
# a suit the points fall with the rank, and only the 8 and the 7 (ranks 6, 7) tie: reading the
# bytes of a rank-major mask in turn reads the cards by points; the 8s and 7s are kept suit by
# suit, the order sorted() leaves cards of equal points in.
_RANK_MAJOR = tuple(tuple(sum(1 << (4 * rank + suit) for rank in range(8) if value >> rank & 1)
                          for value in range(256)) for suit in range(4))


def _rank_major_cards(byte: int, value: int, cheapest: bool) -> tuple:
    """The cards of byte `byte` (ranks 2·byte and 2·byte + 1) of a rank-major mask, by points."""
    ranks = (2 * byte + 1, 2 * byte) if cheapest else (2 * byte, 2 * byte + 1)
    if byte == 3:                               # the 8s and 7s: suit by suit, 8 then 7
        return tuple(suit * 8 + rank for suit in range(4) for rank in (6, 7)
                     if value >> (4 * (rank - 6) + suit) & 1)
    return tuple(suit * 8 + rank for rank in ranks for suit in range(4)
                 if value >> (4 * (rank - 2 * byte) + suit) & 1)


_RANKS_RICHEST = tuple(tuple(_rank_major_cards(byte, value, False) for value in range(256))
                       for byte in range(4))
_RANKS_CHEAPEST = tuple(tuple(_rank_major_cards(byte, value, True) for value in range(256))
                        for byte in range(4))


def richest_first(mask: int) -> tuple:
    """The cards of `mask` by points, richest first, as sorted() orders them (cards of equal
    points in the order of cards_in): read off the mask in rank-major order."""
    ranks = (_RANK_MAJOR[0][mask & 0xFF] | _RANK_MAJOR[1][mask >> 8 & 0xFF]
             | _RANK_MAJOR[2][mask >> 16 & 0xFF] | _RANK_MAJOR[3][mask >> 24 & 0xFF])
    return (_RANKS_RICHEST[0][ranks & 0xFF] + _RANKS_RICHEST[1][ranks >> 8 & 0xFF]
            + _RANKS_RICHEST[2][ranks >> 16 & 0xFF] + _RANKS_RICHEST[3][ranks >> 24])


def cheapest_first(mask: int) -> tuple:
    """The cards of `mask` by points, cheapest first, as sorted() orders them."""
    ranks = (_RANK_MAJOR[0][mask & 0xFF] | _RANK_MAJOR[1][mask >> 8 & 0xFF]
             | _RANK_MAJOR[2][mask >> 16 & 0xFF] | _RANK_MAJOR[3][mask >> 24 & 0xFF])
    return (_RANKS_CHEAPEST[3][ranks >> 24] + _RANKS_CHEAPEST[2][ranks >> 16 & 0xFF]
            + _RANKS_CHEAPEST[1][ranks >> 8 & 0xFF] + _RANKS_CHEAPEST[0][ranks & 0xFF])


def lead_order(mask: int, hands: list, turn: int, unplayed: int, trump: int,
               closed_maker: int) -> tuple:
    """The leads of `mask` for the seat `turn`, the likeliest best first. `unplayed` is every
    card not yet played (the closed indicator included), `closed_maker` the maker's seat while
    the trump is closed, else -1."""
    others = unplayed & ~hands[turn]
    partner = hands[turn ^ 2]               # (the idle partner's hand is empty)
    opponents = others & ~partner
    # An opponent void in a side suit ruffs it when it holds a trump (the closed maker: the
    # indicator).
    trumps = SUIT_MASK[trump]
    left, right = (turn + 1) & 3, (turn + 3) & 3
    left_ruffs = hands[left] & trumps or left == closed_maker
    right_ruffs = hands[right] & trumps or right == closed_maker
    side_suits = ~trumps
    masters = towards = ruffed = 0
    for suit_mask in SUIT_MASK:
        mine = mask & suit_mask
        if mine:
            theirs = others & suit_mask
            masters |= mine & ((theirs & -theirs) - 1) if theirs else mine
            ours = partner & suit_mask
            if ours:
                against = opponents & suit_mask
                if not against or (ours & -ours) < (against & -against):
                    towards |= mine
            if ((left_ruffs and not hands[left] & suit_mask)
                    or (right_ruffs and not hands[right] & suit_mask)):
                ruffed |= mine & side_suits
    # (measured: leading the suits an opponent can ruff last searches about a third fewer
    # positions)
    rest = mask & ~masters
    safe = ~ruffed
    return (richest_first(masters & safe) + richest_first(rest & towards & safe)
            + cheapest_first(rest & ~towards & safe) + richest_first(masters & ruffed)
            + cheapest_first(rest & ruffed))


def follow_suit_order(mask: int, led: int, best_seat: int, best: int, seat: int,
                      last: bool) -> tuple:
    """`follow_order` for cards of the suit led: within a suit the stronger card is the
    richer one, so the orders are read from tables of the suit's cards."""
    byte = led * 8
    beat = mask & STRONGER[best] if best >> 3 == led else 0
    partner_wins = (best_seat & 1) == (seat & 1)
    richest = RICHEST_IN_SUIT[led]
    if not beat:
        return (richest if partner_wins else CHEAPEST_IN_SUIT[led])[mask >> byte & 0xFF]
    rest = (mask ^ beat) >> byte & 0xFF
    if partner_wins and last:
        return richest[rest] + richest[beat >> byte & 0xFF]
    return richest[beat >> byte & 0xFF] + (richest if partner_wins
                                           else CHEAPEST_IN_SUIT[led])[rest]


def follow_order(mask: int, best_seat: int, best: int, seat: int, last: bool, trump: int,
                 trumps: int) -> tuple:
    """A follower's cards `mask`, the likeliest best first: `best` (played by `best_seat`)
    holds the trick; `last` when `seat` is the last to play to it."""
    beat = mask & STRONGER[best]
    if best >> 3 != trump:
        beat |= mask & trumps
    partner_wins = (best_seat & 1) == (seat & 1)
    if not beat:
        # Cannot take the trick: points to a partner winning it, else the cheapest.
        return richest_first(mask) if partner_wins else cheapest_first(mask)
    rest = mask & ~beat
    if partner_wins and last:
        # Last to play, partner winning: give points without overtaking, richest first.
        return richest_first(rest) + richest_first(beat)
    # Otherwise take the trick, the richest card that does first; else the cheapest (or,
    # partner winning, the richest).
    return richest_first(beat) + (richest_first(rest) if partner_wins else cheapest_first(rest))
