"""The last four tricks of a 304 deal, searched on masks.

Most of a solve's positions lie in the last tricks (measured on deals of the strong bots: about
two thirds of them in the searches of the third-last trick and the look-ups that end it). There
a trick is written out as four nested loops over the seats' cards, with the alpha-beta steps in
the caller's window, instead of `Search304`'s call per seat and card:

- `three_tricks`, three cards a hand: each line ends in the exact value of the last two tricks
  (`two_tricks`, which `Position._last_two_tricks` calls too, the trump closed or not;
  remembered in the table of exact values);
- `four_tricks`, four cards a hand: each line ends at the start of the third-last trick,
  searched by `Search304._third_last` (its table of bounds, then `three_tricks`).

The same search as seat by seat, but for the order of the followers' cards in the last three
tricks (strongest first, not engine.game304.solver.order's: measured, there ordering costs more
than it saves; in `four_tricks` the order's, measured with the bounds of alike positions: a
tenth fewer positions, a few per cent faster) and the positions it counts (each card tried
counts one, as `Search304` counts them). Measured against the alternatives: solving these
positions exactly, once each, costs more than searching them in each window of MTD(f) with the
table of bounds kept; bounds() at the third-last trick cost more than they save. Who holds a
trick is read off a table of the cards' strengths (`STRENGTH`, play_rules.beats as numbers),
and in `two_tricks` each seat's two cards off a table of (card played, card kept): measured on
the strong bots' deals, `two_tricks` a third faster than bit by bit, the whole solve 8 %.

Only the common case is searched here: the trump open and four seats playing (`two_tricks` also
solves the closed trump's last two tricks for `Position._last_two_tricks`, the closed maker's
cards given). Then the rules of the trick are few: a follower plays the suit led when it holds
it, else any card (304-L3, L4), the trick goes to its highest trump, else to the highest card
of the suit led (304-C4); the leader's cards are `Position.legal_cards` (the maker bound to
lead trumps, 304-X1, C-19, C-30), and the maker's trump lead that no other seat can follow
binds it from then on (304-X1).
tests/engine/test_solver_endings_properties.py compares them with the seat-by-seat search.
"""

from engine.game304.play_rules import LAST_TRICK, lead_exhausts_trumps
from engine.game304.solver.order import follow_order, follow_suit_order
from engine.game304.tables import POINTS, SUIT_MASK
from engine.search.alphabeta import INFINITY

# Equivalent cards (Position.moves): the 7 is dropped when the 8 of its suit is there.
SEVENS = 0x80808080
THIRD_LAST = LAST_TRICK - 2
# The cards of a suit byte, strongest first, its 7 left out when its 8 is there: a hand's
# cards are read off its four bytes rather than bit by bit.
_BYTE_CARDS = tuple(tuple(tuple(suit * 8 + bit for bit in range(8) if value >> bit & 1
                                and not (bit == 7 and value >> 6 & 1))
                          for value in range(256)) for suit in range(4))

# STRENGTH[trump][led][card]: in a trick led in suit `led`, a card takes it from the card
# holding it when its strength is higher (play_rules.beats, 304-C4: a trump above every card of
# the suit led, that suit above the rest; within a suit the stronger card, the smaller number).
STRENGTH = tuple(tuple(tuple((card >> 3 == trump) * 16 + (card >> 3 == led) * 8 + 7 - (card & 7)
                             for card in range(32)) for led in range(4)) for trump in range(4))


def _cards(mask: int) -> tuple:
    """The cards of `mask`, the 7 of a suit left out when its 8 is there."""
    return (_BYTE_CARDS[0][mask & 0xFF] + _BYTE_CARDS[1][mask >> 8 & 0xFF]
            + _BYTE_CARDS[2][mask >> 16 & 0xFF] + _BYTE_CARDS[3][mask >> 24])


def three_tricks(state, alpha: int, beta: int, total: int = -1) -> tuple:
    """(fail-soft alpha-beta in the window (alpha, beta) on the points side 0 takes in the
    last three tricks, from the start of the first of them (the trump open, four seats): the
    exact value when it lies inside, else a bound beyond the window on its side; the positions
    searched, counted as `Search304` counts them). `state` is the `Position` there, left as
    it was."""
    leader = state.turn
    s0, s1, s2, s3 = leader, (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
    hands = state.hands
    h0, h1, h2, h3 = hands[s0], hands[s1], hands[s2], hands[s3]
    trump = state.trump
    trumps = SUIT_MASK[trump]
    strength = STRENGTH[trump]
    maker = state.maker
    exact = state.exact
    unplayed = state.unplayed
    if total < 0:                               # (the points left, when not given)
        total = state.points_left()
    exhausted = state.exhausted
    # 304-X1: the maker's trump lead that no other seat can follow binds it from then on.
    binds = s0 == maker and not exhausted and lead_exhausts_trumps(trump * 8, trump, h1 | h2 | h3)
    forced_start = state.forced_start          # 304 C-30 (the maker holds every trump left)
    even = not s0 & 1           # the leader's side is side 0 (else values are turned round)
    if not even:
        alpha, beta = total - beta, total - alpha
    seats = (s0, s1, s2, s3)
    # The leader's side (s0, s2) maximizes its points, s1 and s3 minimize them; the window
    # narrows level by level (the alpha-beta steps written out, as in Search304's loops).
    best0 = -INFINITY
    count = 0
    for c0 in _cards(state.legal_cards()):
        count += 1
        led = c0 >> 3
        suit_led = SUIT_MASK[led]
        rank = strength[led]
        r0 = rank[c0]
        now_exhausted = exhausted or (binds and led == trump)
        flags = now_exhausted << 35
        p0 = POINTS[c0]
        b0 = 1 << c0
        k0 = h0 & ~b0
        o2 = _cards(h2 & suit_led or h2)
        o3 = _cards(h3 & suit_led or h3)
        floor0 = alpha if alpha > best0 else best0
        best1 = INFINITY
        for c1 in _cards(h1 & suit_led or h1):
            count += 1
            # (w: the holder's place in the trick, r: the strength of its card, 304-C4)
            r1 = rank[c1]
            if r1 > r0:
                w1 = 1
            else:
                w1, r1 = 0, r0
            p1 = p0 + POINTS[c1]
            b1 = b0 | 1 << c1
            k1 = h1 & ~(1 << c1)
            best2 = -INFINITY
            for c2 in o2:
                count += 1
                r2 = rank[c2]
                if r2 > r1:
                    w2 = 2
                else:
                    w2, r2 = w1, r1
                p2 = p1 + POINTS[c2]
                b2 = b1 | 1 << c2
                k2 = h2 & ~(1 << c2)
                floor2 = floor0 if floor0 > best2 else best2
                best3 = INFINITY
                for c3 in o3:
                    count += 1
                    w = 3 if rank[c3] > r2 else w2
                    points = p2 + POINTS[c3]
                    # The leader's side takes between `gain` and `gain` + every point left
                    # after this trick: the last two tricks are solved only when that range
                    # does not already decide this line.
                    gain = 0 if w & 1 else points
                    if gain >= best3:
                        continue                        # no lower than the best so far
                    if gain + total - points <= floor2:
                        best3 = gain + total - points   # at most the floor: a cut-off
                        break
                    bit3 = 1 << c3
                    left = unplayed & ~(b2 | bit3)
                    winner = seats[w]
                    key = left | winner << 32 | flags                    # Position.key
                    rest = exact.get(key)
                    if rest is None:
                        # The last two tricks, led by the winner (304-L2): side 0's points.
                        kept = (k0, k1, k2, h3 & ~bit3)
                        first = kept[w]
                        if (winner == maker and first & trumps
                                and (now_exhausted or forced_start and not
                                     (kept[w ^ 1] | kept[w ^ 2] | kept[w ^ 3]) & trumps)):
                            first &= trumps                  # 304-X1, C-30: a trump led
                        rest = two_tricks(first, kept[w], kept[(w + 1) & 3],
                                          kept[(w + 2) & 3], kept[(w + 3) & 3], trump,
                                          total - points)
                        if winner & 1:
                            rest = total - points - rest
                        exact[key] = rest
                    # The leader's side's points: this trick if it wins it, and its share of
                    # the last two (`rest`: side 0's).
                    value = gain + (rest if even else total - points - rest)
                    if value < best3:
                        best3 = value
                        if best3 <= floor2:
                            break
                if best3 > best2:
                    best2 = best3
                    if best2 >= best1 or best2 >= beta:
                        break
            if best2 < best1:
                best1 = best2
                if best1 <= floor0:
                    break
        if best1 > best0:
            best0 = best1
            if best0 >= beta:
                break
    return (best0 if even else total - best0), count


# _PLAYS[options << 32 | hand]: for a hand of two cards and the cards of it that may be played
# (`options`: both or one), each card with the card then kept: read off, not bit by bit.
_PLAYS = {}
for _first in range(32):
    for _second in range(_first + 1, 32):
        _hand = 1 << _first | 1 << _second
        for _options in (_hand, 1 << _first, 1 << _second):
            _PLAYS[_options << 32 | _hand] = tuple((card, _hand ^ 1 << card)
                                                   for card in (_first, _second)
                                                   if _options >> card & 1)


def two_tricks(leads: int, a0: int, a1: int, a2: int, a3: int, trump: int, total: int,
               maker_place: int = 0, maker_follows: tuple = ()) -> int:
    """The exact points the leader's side takes in the last two tricks (four seats): `a0` ..
    `a3` the two cards of each seat in playing order from the leader, `leads` the leader's
    legal cards, `total` the points left. Each line of the first trick (at most sixteen) keeps
    one card a hand for the last, which goes to its highest trump, else to the highest card of
    the suit its winner leads (304-L2, L3, L4, C4); alpha-beta cut-offs. A follower plays the
    suit led when it holds it, else any card (304-L3, L4), but for the closed maker when its
    place is `maker_place` (1 to 3; its two cards then its hand card and the indicator): the cards
    it may play to each suit led, `maker_follows` (play_rules.follow_mask; 304-H1, H3 to H5).
    While the trump is closed a trick still goes to its highest trump (H12 to H14)."""
    trumps = SUIT_MASK[trump]
    plays = _PLAYS
    strength = STRENGTH[trump]
    best0 = -INFINITY
    for c0, k0 in plays[leads << 32 | a0]:
        led = c0 >> 3
        suit_led = SUIT_MASK[led]
        rank = strength[led]
        r0 = rank[c0]
        p0 = POINTS[c0]
        m1 = maker_follows[led] if maker_place == 1 else a1 & suit_led or a1
        m2 = maker_follows[led] if maker_place == 2 else a2 & suit_led or a2
        m3 = maker_follows[led] if maker_place == 3 else a3 & suit_led or a3
        o1, o2, o3 = plays[m1 << 32 | a1], plays[m2 << 32 | a2], plays[m3 << 32 | a3]
        best1 = INFINITY
        # (r: the strength of the card holding the trick, f: the card its holder keeps)
        for c1, k1 in o1:
            r1 = rank[c1]
            if r1 > r0:
                w1, f1 = 1, k1
            else:
                w1, r1, f1 = 0, r0, k0
            p1 = p0 + POINTS[c1]
            best2 = -INFINITY
            for c2, k2 in o2:
                r2 = rank[c2]
                if r2 > r1:
                    w2, f2 = 2, k2
                else:
                    w2, r2, f2 = w1, r1, f1
                p2 = p1 + POINTS[c2]
                ours = k0 | k2
                kept2 = ours | k1
                best3 = INFINITY
                for c3, k3 in o3:
                    points = p2 + POINTS[c3]
                    kept = kept2 | k3
                    # The last trick, led by the winner's kept card: to its highest trump,
                    # else to its highest card of the suit led (the lowest bit).
                    top = kept & trumps
                    if rank[c3] > r2:                   # seat 3 takes the first trick
                        if not top:
                            top = kept & SUIT_MASK[(k3.bit_length() - 1) >> 3]
                        value = total - points if top & -top & ours else 0
                    else:
                        if not top:
                            top = kept & SUIT_MASK[(f2.bit_length() - 1) >> 3]
                        value = ((0 if w2 & 1 else points)
                                 + (total - points if top & -top & ours else 0))
                    if value < best3:
                        best3 = value
                        if best3 <= best2:
                            break
                if best3 > best2:
                    best2 = best3
                    if best2 >= best1:
                        break
            if best2 < best1:
                best1 = best2
                if best1 <= best0:
                    break
        if best1 > best0:
            best0 = best1
    return best0


def _ordered(hand: int, suit_led: int, led: int, best_seat: int, best: int, seat: int,
             last: bool, trump: int, trumps: int) -> tuple:
    """The cards `seat` may play to a trick led in suit `led` (`suit_led` its mask: the suit
    led when it holds it, else any, 304-L3, L4; the trump open), the 7 left out when the 8 of
    its suit is there, in engine.game304.solver.order's order: `best` (played by `best_seat`)
    holds the trick, `last` when the seat is the last to play to it. (Search304._follow's
    cards with the trump open, as a function: there they are written out, for speed.)"""
    mask = hand & suit_led
    if mask:
        mask &= ~((mask << 1) & SEVENS)
        if not mask & (mask - 1):
            return (mask.bit_length() - 1,)
        return follow_suit_order(mask, led, best_seat, best, seat, last)
    mask = hand & ~((hand << 1) & SEVENS)
    if not mask & (mask - 1):
        return (mask.bit_length() - 1,)
    return follow_order(mask, best_seat, best, seat, last, trump, trumps)


def four_tricks(search, alpha: int, beta: int, leads) -> tuple:
    """(fail-soft value in the window, the best lead) from the start of a trick before the
    third-last one (four cards a hand or more; the trump open, four seats), the trick written
    out as in `three_tricks`; each line ends at the next trick start, searched by
    `search._third_last` (the table of bounds, then `three_tricks`) or `search._lead`. `leads`
    the leader's cards in the order to try."""
    state = search.state
    third_last = search._third_last
    leader = state.turn
    s0, s1, s2, s3 = leader, (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
    hands = state.hands
    h0, h1, h2, h3 = hands[s0], hands[s1], hands[s2], hands[s3]
    trump = state.trump
    trumps = SUIT_MASK[trump]
    strength = STRENGTH[trump]
    unplayed = state.unplayed
    total = state.points_left()
    exhausted, must_lead_trump = state.exhausted, state.must_lead_trump
    binds = (s0 == state.maker and not exhausted
             and lead_exhausts_trumps(trump * 8, trump, h1 | h2 | h3))          # 304-X1
    even = not s0 & 1
    if not even:
        alpha, beta = total - beta, total - alpha
    seats = (s0, s1, s2, s3)
    state.must_lead_trump = False
    trick_no = state.trick_no
    state.trick_no = trick_no + 1
    third = trick_no + 1 == THIRD_LAST
    lead = search._lead
    best0 = -INFINITY
    best_lead = None
    for c0 in leads:
        search.nodes += 1
        led = c0 >> 3
        suit_led = SUIT_MASK[led]
        rank = strength[led]
        state.exhausted = exhausted or (binds and led == trump)
        flags = state.exhausted << 35
        p0 = POINTS[c0]
        b0 = 1 << c0
        hands[s0] = h0 & ~b0
        floor0 = alpha if alpha > best0 else best0
        best1 = INFINITY
        for c1 in _ordered(h1, suit_led, led, s0, c0, s1, False, trump, trumps):
            search.nodes += 1
            if rank[c1] > rank[c0]:                                         # 304-C4
                w1, win1 = 1, c1
            else:
                w1, win1 = 0, c0
            p1 = p0 + POINTS[c1]
            b1 = b0 | 1 << c1
            hands[s1] = h1 & ~(1 << c1)
            best2 = -INFINITY
            for c2 in _ordered(h2, suit_led, led, seats[w1], win1, s2, False, trump, trumps):
                search.nodes += 1
                if rank[c2] > rank[win1]:
                    w2, win2 = 2, c2
                else:
                    w2, win2 = w1, win1
                p2 = p1 + POINTS[c2]
                b2 = b1 | 1 << c2
                hands[s2] = h2 & ~(1 << c2)
                floor2 = floor0 if floor0 > best2 else best2
                ceiling2 = beta if beta < best1 else best1
                best3 = INFINITY
                for c3 in _ordered(h3, suit_led, led, seats[w2], win2, s3, True, trump, trumps):
                    w = 3 if rank[c3] > rank[win2] else w2
                    points = p2 + POINTS[c3]
                    bit3 = 1 << c3
                    hands[s3] = h3 & ~bit3
                    state.unplayed = left = unplayed & ~(b2 | bit3)
                    winner = seats[w]
                    state.turn = winner
                    search.nodes += 1
                    # The leader's side's points: this trick if it wins it, then its share of
                    # the rest (searched in side 0's terms, the window turned round).
                    gain = 0 if w & 1 else points
                    low = floor2
                    high = best3 if best3 < ceiling2 else ceiling2
                    if even:
                        low, high = low - gain, high - gain
                    else:
                        low, high = total - points - high + gain, total - points - low + gain
                    if third:
                        rest = third_last(left | winner << 32 | flags, low, high,
                                          total - points)
                    else:
                        rest = lead(low, high)
                    value = gain + (rest if even else total - points - rest)
                    if value < best3:
                        best3 = value
                        if best3 <= floor2:
                            break
                if best3 > best2:
                    best2 = best3
                    if best2 >= best1 or best2 >= beta:
                        break
            if best2 < best1:
                best1 = best2
                if best1 <= floor0:
                    break
        if best1 > best0:
            best0 = best1
            best_lead = c0
            if best0 >= beta:
                break
    hands[s0], hands[s1], hands[s2], hands[s3] = h0, h1, h2, h3
    state.unplayed, state.turn, state.trick_no = unplayed, leader, trick_no
    state.exhausted, state.must_lead_trump = exhausted, must_lead_trump
    return (best0 if even else total - best0), best_lead
