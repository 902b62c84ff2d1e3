"""Quick bounds on a 304 trick start, without search (the double-dummy solvers' quick tricks).

- `top_trumps`: a trump is beaten only by a higher trump, so the unplayed trumps above every
  trump the other side still holds go to their side wherever they are played, each with at
  least the cheapest cards every opponent holds (`cheapest`);
- `takes_all`: the side on lead wins every trick left, whatever the other side does — its top
  trumps draw the opponents' trumps, then every trick is won by a card above all of theirs
  (a claim: then that side takes every point left, the exact value).

Pure functions on the hand masks (the trump open); `Position.bounds` combines them.
"""

from engine.game304.tables import POINTS, SUIT_MASK

# The cards of each rank class by points, cheapest first (the 8 and the 7 both worth 0).
_RANK_CLASSES = ((0, 0xC0C0C0C0), (2, 0x20202020), (3, 0x10101010), (10, 0x08080808),
                 (11, 0x04040404), (20, 0x02020202), (30, 0x01010101))
# The points of the cards of a suit byte.
BYTE_POINTS = tuple(tuple(sum(POINTS[suit * 8 + bit] for bit in range(8) if value >> bit & 1)
                          for value in range(256)) for suit in range(4))


def cheapest(cards: int, count: int) -> int:
    """The points of the `count` cheapest cards of `cards` (a bound: what a seat must give)."""
    total = 0
    for points, ranks in _RANK_CLASSES:
        found = (cards & ranks).bit_count()
        if found >= count:
            return total + points * count
        total += points * found
        count -= found
    return total


def top_trumps(cards: list, trump: int) -> tuple:
    """(side 0's, side 1's) sure points from the top trumps: `cards` the four seats' cards (the
    closed indicator in the maker's). Each top trump of a seat takes a different trick, to
    which every opponent gives at least its cheapest cards, one per trick; only the side
    holding the highest trump out has top trumps."""
    shift = trump * 8
    trumps = SUIT_MASK[trump]
    ours = (cards[0] | cards[2]) & trumps
    theirs = (cards[1] | cards[3]) & trumps
    top0 = ours & ((theirs & -theirs) - 1) if theirs else ours
    top1 = theirs & ((ours & -ours) - 1) if ours else theirs
    table = BYTE_POINTS[trump]
    if top0:
        tricks = max((cards[0] & top0).bit_count(), (cards[2] & top0).bit_count())
        return (table[top0 >> shift] + cheapest(cards[1], tricks) + cheapest(cards[3], tricks),
                0)
    if top1:
        tricks = max((cards[1] & top1).bit_count(), (cards[3] & top1).bit_count())
        return (0, table[top1 >> shift] + cheapest(cards[0], tricks)
                + cheapest(cards[2], tricks))
    return 0, 0


def _weakest(cards: int) -> int:
    """The bit of a weak card of `cards` (the weakest of its last suit: within a suit a larger
    bit is a weaker card)."""
    return 1 << (cards.bit_length() - 1)


def takes_all(hands: list, leader: int, trump: int) -> bool:
    """Whether the leader's side surely wins every trick left (the trump open, four seats, no
    lead forced on it), by one plan checked against every defence. A *winner* is a trump or a
    card above every card of its suit the opponents hold (once their trumps are gone, nothing
    beats it: they cannot ruff, and what they play only lowers their suits).

    1. While an opponent holds a trump, the seat on lead leads its highest trump, above every
       trump they hold (else: no claim); each opponent follows with a trump (its lowest, the
       worst for the plan), partner with its lowest trump, else throws a loser if it can.
    2. Then each trick: the seat on lead with a loser leads it toward a winner of partner's
       (partner takes, or ruffs the suit it is void in, and leads on); else it leads a winner
       — with losers still to lose, one partner can overtake, and partner leads on — partner
       following low (a loser first). A trick with no winner of ours ends the claim.

    A plan that wins every trick against every defence proves the side takes every point."""
    trumps = SUIT_MASK[trump]
    x, y = hands[leader], hands[leader ^ 2]
    o1, o2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
    theirs = (o1 | o2) & ~trumps
    winners = trumps
    for suit_mask in SUIT_MASK:
        held = theirs & suit_mask
        winners |= suit_mask & ((held & -held) - 1) if held else suit_mask
    t1, t2 = o1 & trumps, o2 & trumps
    while t1 or t2:                                            # 1: drawing their trumps
        out = t1 | t2
        top = x & trumps & ((out & -out) - 1)
        if not top:
            return False
        lead = top & -top
        x ^= lead
        card = _weakest(y & trumps or y & ~winners or y)
        y ^= card
        if card & trumps and card < lead:                      # partner's trump took it
            x, y = y, x
        if t1:
            t1 ^= _weakest(t1)
        if t2:
            t2 ^= _weakest(t2)
    while x:                                                   # 2: every trick a winner
        losers = x & ~winners
        if losers:
            for suit_mask in SUIT_MASK:                        # a loser toward partner
                led = losers & suit_mask
                if led:
                    follow = y & suit_mask
                    take = follow & winners if follow else y & trumps
                    if take:
                        x ^= _weakest(led)
                        y ^= take & -take
                        x, y = y, x
                        break
            else:
                mine = x & winners
                if not mine:
                    return False
                for suit_mask in SUIT_MASK:                    # a winner partner overtakes
                    lead = mine & suit_mask
                    if lead:
                        lead = _weakest(lead)
                        over = y & suit_mask & (lead - 1)
                        if over:
                            x ^= lead
                            y ^= over & -over
                            x, y = y, x
                            break
                else:
                    x, y = _cash(x, y, mine, winners, trumps)
            continue
        x, y = _cash(x, y, x, winners, trumps)
    return True


def _cash(x: int, y: int, mine: int, winners: int, trumps: int) -> tuple:
    """(leader, partner) after the leader `x` leads its first winner of `mine` and partner `y`
    follows low (a loser first, else its weakest card); partner leads on if its card won."""
    lead = mine & -mine
    suit_mask = SUIT_MASK[(lead.bit_length() - 1) >> 3]
    follow = y & suit_mask
    card = _weakest(follow & ~winners or follow or y & ~winners or y)
    x ^= lead
    y ^= card
    if card < lead if card & suit_mask else card & trumps:
        return y, x                                   # partner overtook or ruffed: it leads
    return x, y
