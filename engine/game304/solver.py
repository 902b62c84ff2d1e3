"""The open-hand solver of 304: every card known, best play by both sides, to the end of the deal.

What it answers (positions of the play, before any Caps call):

- `value(deal, seat)`: the card points `seat`'s side (A–C or B–D) captures from now to the end
  of the deal — the cards of the trick in progress included — when both sides play their best;
- `move_values(deal)`: that value, for the side to move, after each of its legal moves;
- `reaches(deal, target, seat)`: whether the side can capture at least `target` more points
  (the puzzles' question; `total=True` counts the points it has already won).

Every rule of play is followed exactly as `engine.game304.play` states it — closed trump, the
maker's constraints (304-H1 to H7), face-down play, inspection and reveal (H10 to H14), the
exposure of 304-O3, exhausted trumps (X1), Partner Close Caps with three players (P2 to P4).
The maker's option to open before the lead (304-O1, C-19) is a choice of the maker's side made
before the lead card, whoever leads. A trick goes to its highest trump exactly as if the trump
were open: while closed, any trump played to a non-trump lead is face down and reveals it
(H12, H14); a trump lead is won by its highest trump (H13). Spoilt trumps and Caps calls are
declarations, not card play: the solver values the card play they would interrupt. A position
with a Caps call in force is refused (its result is no longer a split of the points).

How (engine.search): a compact state (`Position`) — four hand masks, the closed indicator, a
few flags — changed and restored in place. `Search304` is the engine.search loop specialised
to it: fail-soft alpha-beta on a target, MTD(f) for exact values, a transposition table of
bounds (and the best lead) at trick starts; a trick is searched seat by seat, each card played
on the masks directly. Before a trick start is searched, bounds: the top trumps (a trump is
beaten only by a higher one) go to their side, with at least the cheapest cards each opponent
must give to the tricks they take. Equivalent cards (touching cards of equal points: the 8 and
7 of a suit) are searched once. Moves are ordered by cheap trick-winning heuristics chosen by
the positions searched on seeded deals — leads no opponent can ruff first (masters, then
toward partner's masters, then the cheapest), followers take the trick with their richest
card or give the cheapest (partner winning: the richest). The last two tricks are solved
exactly on masks and remembered per position. Of the maker's root options (open / keep
closed) the first is solved, the other only tested against it; both share one table (a key
holds everything a value depends on).

`reference_value` is the plain minimax over the engine's own deal (legal_moves / apply_move on
copies), the definition the solver is tested against.
"""

from engine.errors import IllegalAction
from engine.game304.actions import OPEN, SPOILT, CAPS
from engine.game304.tables import (CARDS, EXPOSURE_CONTRACT, PLAY, POINTS, SEATS, SUIT_MASK,
                                   cards_in, side)
from engine.search import Search, plain_minimax
from engine.search.alphabeta import INFINITY, NodeLimit

LAST_TRICK = 7
ALL = (1 << 32) - 1
# Within a suit a smaller number is stronger (tables.py): the cards of a suit stronger than
# `card` are the bits below it in its suit byte.
_STRONGER = tuple(((1 << card) - 1) & SUIT_MASK[card >> 3] for card in range(32))
# The points of the cards of a suit byte.
_BYTE_POINTS = tuple(tuple(sum(POINTS[suit * 8 + bit] for bit in range(8) if value >> bit & 1)
                           for value in range(256)) for suit in range(4))
_SEVENS = 0x80808080            # the 7 of each suit (the weakest card, bit 7 of its byte)
_SUITS = SUIT_MASK
_POINTS_OF = POINTS.__getitem__
# The cards of a suit byte, richest (= strongest) first, and cheapest first.
_RICHEST_FIRST = tuple(tuple(tuple(sorted(cards_in(value << 8 * suit), key=_POINTS_OF,
                                          reverse=True)) for value in range(256))
                       for suit in range(4))
# A mask in rank-major order: the card of rank r (0 the strongest) of suit s at bit 4r + s. Within
# a suit the points fall with the rank, and only the 8 and the 7 (ranks 6, 7) tie: reading the
# bytes of a rank-major mask in turn reads the cards by points; the 8s and 7s are kept suit by
# suit, the order sorted() leaves cards of equal points in.
_RANK_MAJOR = tuple(tuple(sum(1 << (4 * rank + suit) for rank in range(8) if value >> rank & 1)
                          for value in range(256)) for suit in range(4))


def _rank_major_cards(byte: int, value: int, cheapest: bool) -> tuple:
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
_CHEAPEST_FIRST = tuple(tuple(tuple(sorted(cards_in(value << 8 * suit), key=_POINTS_OF))
                              for value in range(256)) for suit in range(4))
# The seats of a trick in playing order: _TRICK_SEATS[idle + 1][leader] (idle -1: four play).
_TRICK_SEATS = tuple(tuple(tuple(seat for seat in ((leader + step) & 3 for step in range(4))
                                 if seat != idle) for leader in range(4))
                     for idle in range(-1, 4))


_RANK_CLASSES = ((0, 0xC0C0C0C0), (2, 0x20202020), (3, 0x10101010), (10, 0x08080808),
                 (11, 0x04040404), (20, 0x02020202), (30, 0x01010101))


def _cheapest(cards: int, count: int) -> int:
    total = 0
    for points, ranks in _RANK_CLASSES:
        found = (cards & ranks).bit_count()
        if found >= count:
            return total + points * count
        total += points * found
        count -= found
    return total


class Position:
    """The compact search state of a 304 position (engine.search protocol). Side 0 (A–C)
    maximizes: values are the points side 0 captures from here on."""

    __slots__ = ("hands", "maker", "trump", "trumps", "indicator", "closed", "idle", "exposure",
                 "trick_no", "trick", "turn", "exhausted", "must_lead_trump", "forced_start",
                 "active", "history", "unplayed", "exact")

    def __init__(self, deal, exact: dict | None = None):
        if deal.phase != PLAY or deal.is_over:
            raise IllegalAction("solver-needs-play")
        if deal.caps_seat >= 0:
            raise IllegalAction("solver-caps-called")
        self.hands = list(deal.hands)
        self.maker = deal.maker
        self.trump = deal.trump
        self.trumps = SUIT_MASK[deal.trump]
        self.closed = deal.closed
        self.indicator = deal.indicator if deal.closed else -1
        self.idle = deal.idle
        self.exposure = deal.contract >= EXPOSURE_CONTRACT
        self.trick_no = deal.trick_no
        self.trick = tuple((seat, card) for seat, card, _ in deal.trick)
        self.turn = deal.turn
        self.exhausted = deal.exhausted
        self.must_lead_trump = deal.must_lead_trump
        self.forced_start = deal.rules.exhausted_trumps_forced_start and not deal.is_pcc
        self.active = 3 if deal.idle >= 0 else 4
        if self.idle >= 0:
            self.hands[self.idle] = 0           # the idle partner's cards are never played
        self.history = []
        self.unplayed = self._unplayed()
        self.exact = {} if exact is None else exact    # key -> exact value, the last tricks

    def _unplayed(self) -> int:
        mask = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        if self.closed and not any(card == self.indicator for _, card in self.trick):
            mask |= 1 << self.indicator        # (not when already played into this trick)
        return mask

    def open_trump(self, forces_trump_lead: bool) -> None:
        """304-O1 (and the C-19 option): the maker shows the indicator and takes it into hand."""
        self.hands[self.maker] |= 1 << self.indicator
        self.closed = False
        self.indicator = -1
        if forces_trump_lead and self.turn == self.maker:
            self.must_lead_trump = True

    # --- the engine.search protocol ---------------------------------------------------------
    def maximizing(self) -> bool:
        return not self.turn & 1

    def key(self):
        if self.trick:
            return None
        hands = self.hands
        return (hands[0] | hands[1] << 32 | hands[2] << 64 | hands[3] << 96
                | self.turn << 128 | (self.indicator + 1 if self.closed else 0) << 130
                | self.exhausted << 136 | self.must_lead_trump << 137)

    def points_left(self) -> int:
        """Every point still to be captured: the unplayed cards and the trick in progress."""
        unplayed = self.unplayed
        total = (_BYTE_POINTS[0][unplayed & 0xFF] + _BYTE_POINTS[1][unplayed >> 8 & 0xFF]
                 + _BYTE_POINTS[2][unplayed >> 16 & 0xFF] + _BYTE_POINTS[3][unplayed >> 24])
        for _, card in self.trick:
            total += POINTS[card]
        return total

    def bounds(self) -> tuple:
        """(lowest, highest) points side 0 can take. At a trick start, the top trumps: a trump
        is beaten only by a higher trump, so the unplayed trumps above which every trump still
        out is on the same side (the closed indicator counts for the maker) go to that side,
        wherever they are played."""
        total = self.points_left()
        if self.trick:
            return 0, total
        hands = self.hands
        suit = self.trump
        shift = suit * 8
        ours = ((hands[0] | hands[2]) >> shift) & 0xFF
        theirs = ((hands[1] | hands[3]) >> shift) & 0xFF
        if self.closed:
            if self.maker & 1:
                theirs |= 1 << (self.indicator - shift)
            else:
                ours |= 1 << (self.indicator - shift)
        table = _BYTE_POINTS[suit]
        top0 = ours & ((theirs & -theirs) - 1) if theirs else ours
        top1 = theirs & ((ours & -ours) - 1) if ours else theirs
        low = table[top0]
        lost = table[top1]
        if top0 or top1:
            # Each top trump of a seat takes a different trick, to which every opponent
            # gives a card: at least its cheapest cards, one per trick.
            cards = hands[:]
            if self.closed:
                cards[self.maker] |= 1 << self.indicator
            if top0:
                top = top0 << shift
                tricks = max((cards[0] & top).bit_count(), (cards[2] & top).bit_count())
                low += _cheapest(cards[1], tricks) + _cheapest(cards[3], tricks)
            else:
                top = top1 << shift
                tricks = max((cards[1] & top).bit_count(), (cards[3] & top).bit_count())
                lost += _cheapest(cards[0], tricks) + _cheapest(cards[2], tricks)
        return low, total - lost

    def settled(self):
        trick_no = self.trick_no
        if trick_no >= 8:
            return 0
        if trick_no == LAST_TRICK:
            return self._last_trick()
        if trick_no == LAST_TRICK - 1:             # solved exactly, remembered
            key = self.key()
            value = self.exact.get(key)
            if value is None:
                value = self._last_two_tricks()
                self.exact[key] = value
            return value
        return None

    def _last_trick(self) -> int:
        """The points side 0 takes in the last trick, from its start: one card each (the
        maker's closed indicator when the hand is empty), every play forced."""
        hands = self.hands
        seat = self.turn
        trump = self.trump
        idle = self.idle
        win_seat = seat
        win = -1
        points = 0
        for _ in range(self.active):
            hand = hands[seat]
            card = hand.bit_length() - 1 if hand else self.indicator
            points += POINTS[card]
            if win < 0:
                win = card
            elif card >> 3 == win >> 3:
                if card < win:
                    win_seat, win = seat, card
            elif card >> 3 == trump:
                win_seat, win = seat, card
            seat = (seat + 1) & 3
            if seat == idle:
                seat = (seat + 1) & 3
        return 0 if win_seat & 1 else points

    def _last_two_tricks(self) -> int:
        """The exact points side 0 takes in the last two tricks, from the start of the first
        of them, on masks (no play/undo): every way the trick can be played (at most two
        legal cards each, alpha-beta), each seat keeping its other card for the last trick,
        whose winner is then read off the kept cards."""
        seats = _TRICK_SEATS[self.idle + 1][self.turn]
        return self._two_tricks(seats, 0, 0, 0, -1, 0, 0, 0, [0, 0, 0, 0], self.points_left(),
                                -INFINITY, INFINITY)

    def _two_tricks(self, seats, index, led, win_seat, win, points, kept, kept0, keeps,
                    total, alpha, beta) -> int:
        """The seat `seats[index]` to play to the first of the last two tricks (led in `led`,
        won so far by `win` of `win_seat`, holding `points`); `kept` the cards kept for the
        last trick so far (`kept0` those of side 0, `keeps[seat]` each one's)."""
        seat = seats[index]
        hand = self.hands[seat]
        trump = self.trump
        indicator = self.indicator
        if not index:
            mask = self.legal_cards()
        else:
            mask = hand & SUIT_MASK[led]                       # legal_cards, a follower
            if not mask:
                if not self.closed or seat != self.maker:
                    mask = hand
                elif not hand:
                    mask = 1 << indicator
                elif led != trump:
                    mask = (hand & ~self.trumps) | 1 << indicator
                else:
                    mask = hand
        last = index + 1 == len(seats)
        maximizing = not seat & 1
        best = -INFINITY if maximizing else INFINITY
        while mask:
            bit = mask & -mask
            mask ^= bit
            card = bit.bit_length() - 1
            rest = hand & ~bit if card != indicator else hand
            keep = rest.bit_length() - 1 if rest else indicator    # (the closed indicator)
            keeps[seat] = keep
            now_kept = kept | 1 << keep
            now_kept0 = kept0 if seat & 1 else kept0 | 1 << keep
            if not index:
                now_seat, now, now_led = seat, card, card >> 3
            else:
                now_led = led
                if card >> 3 == win >> 3:
                    now_seat, now = (seat, card) if card < win else (win_seat, win)
                elif card >> 3 == trump:
                    now_seat, now = seat, card
                else:
                    now_seat, now = win_seat, win
            now_points = points + POINTS[card]
            if last:
                # The last trick, led by the winner's kept card: its highest trump, else
                # the highest card of the suit led.
                value = 0 if now_seat & 1 else now_points
                top = now_kept & self.trumps or now_kept & SUIT_MASK[keeps[now_seat] >> 3]
                if top & -top & now_kept0:
                    value += total - now_points
            else:
                value = self._two_tricks(seats, index + 1, now_led, now_seat, now, now_points,
                                         now_kept, now_kept0, keeps, total, alpha, beta)
            if maximizing:
                if value > best:
                    best = value
                    if best >= beta:
                        break
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best <= alpha:
                    break
                if best < beta:
                    beta = best
        return best

    def legal_cards(self) -> int:
        """The mask of cards the seat to move may play (engine.game304.play.playable)."""
        seat = self.turn
        hand = self.hands[seat]
        trumps = self.trumps
        if not self.trick:                                     # 304-L6
            if self.closed and seat == self.maker:
                if self.trick_no == LAST_TRICK and not hand:   # 304-H1, H2, C-31
                    return 1 << self.indicator
                if self.trick_no == 0:
                    hand &= ~trumps                            # 304-H6
            if seat == self.maker and self._maker_must_lead_trump():
                hand &= trumps                                 # 304-X1, X2
            return hand
        led = self.trick[0][1] >> 3
        follow = hand & SUIT_MASK[led]
        if follow:                                             # 304-L3
            return follow
        if not self.closed or seat != self.maker:              # 304-L4, L5, H8
            return hand
        if not hand:                                           # trick 8: the indicator
            return 1 << self.indicator
        if led != self.trump:                                  # 304-H1, H4, H5
            return (hand & ~trumps) | 1 << self.indicator
        return hand                                            # 304-H5

    def _maker_must_lead_trump(self) -> bool:
        if self.idle >= 0:                                     # 304-X3
            return False
        if not self.hands[self.maker] & self.trumps:
            return False
        if self.exhausted or self.must_lead_trump:
            return True
        if self.forced_start:                                  # C-30 option
            others = 0
            for seat in range(4):
                if seat != self.maker:
                    others |= self.hands[seat]
            return not others & self.trumps
        return False

    def card_mask_moves(self) -> list:
        return cards_in(self.legal_cards())

    def moves(self, hint=None, killer=None) -> tuple:
        mask = self.legal_cards()
        # Equivalent cards (engine.search.equivalence): in 304 only the 8 and the 7 of a suit
        # are touching cards of equal points; the 7 is dropped when the 8 is there.
        mask &= ~((mask << 1) & _SEVENS)
        if not mask & (mask - 1):
            return (mask.bit_length() - 1,)
        cards = self._order(mask)
        # (the killer is not used: measured, the heuristic order does better)
        if hint is not None and cards[0] != hint and hint in cards:
            cards = (hint, *(card for card in cards if card != hint))
        return cards

    def _order(self, mask: int) -> tuple:
        """The cards of `mask`, the likeliest best first (cheap trick-winning heuristics,
        chosen by the number of positions searched on seeded deals)."""
        trick = self.trick
        if not trick:
            hands = self.hands
            turn = self.turn
            others = self.unplayed & ~hands[turn]
            partner = hands[turn ^ 2]               # (the idle partner's hand is empty)
            opponents = others & ~partner
            # An opponent void in a side suit ruffs it when it holds a trump (the closed
            # maker: the indicator).
            left, right = (turn + 1) & 3, (turn + 3) & 3
            closed_maker = self.maker if self.closed else -1
            left_ruffs = hands[left] & self.trumps or left == closed_maker
            right_ruffs = hands[right] & self.trumps or right == closed_maker
            side_suits = ~_SUITS[self.trump]
            masters = towards = ruffed = 0
            for suit_mask in _SUITS:
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
            # Leads no opponent can ruff first: masters (above every card of their suit still
            # out elsewhere), the richest first; the suits partner is master in (partner takes
            # the trick), the richest first; the rest, the cheapest first. Then the same
            # for the suits an opponent can ruff (measured: about a third fewer positions).
            rest = mask & ~masters
            safe = ~ruffed
            return (_richest_first(masters & safe) + _richest_first(rest & towards & safe)
                    + _cheapest_first(rest & ~towards & safe) + _richest_first(masters & ruffed)
                    + _cheapest_first(rest & ruffed))
        trump = self.trump
        best_seat, best = trick[0]
        for seat, card in trick[1:]:
            if card >> 3 == best >> 3:
                if card < best:
                    best_seat, best = seat, card
            elif card >> 3 == trump:
                best_seat, best = seat, card
        return _follow_order(mask, best_seat, best, self.turn, len(trick) + 1 == self.active,
                             trump, self.trumps)

    def play(self, card: int) -> int:
        seat = self.turn
        hands = self.hands
        trick = self.trick
        if len(trick) + 1 < self.active:
            # Inside the trick: only the hand, the trick, the turn (and the lead's flags) change.
            self.history.append((seat, hands[seat], trick, self.unplayed, self.exhausted,
                                 self.must_lead_trump))
            bit = 1 << card
            self.unplayed &= ~bit
            if not (self.closed and card == self.indicator):
                hands[seat] &= ~bit
            if not trick:
                if (seat == self.maker and self.idle < 0 and card >> 3 == self.trump
                        and not (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
                        & self.trumps):
                    self.exhausted = True                      # 304-X1
                self.must_lead_trump = False
            self.trick = trick + ((seat, card),)
            seat = (seat + 1) & 3
            if seat == self.idle:
                seat = (seat + 1) & 3
            self.turn = seat
            return 0
        self.history.append((hands[:], self.closed, self.indicator, self.exhausted,
                             self.must_lead_trump, self.trick_no, seat, trick, self.unplayed))
        bit = 1 << card
        self.unplayed &= ~bit
        if not (self.closed and card == self.indicator):
            hands[seat] &= ~bit
        if not trick:                                          # (a one-card trick)
            if (seat == self.maker and self.idle < 0 and card >> 3 == self.trump
                    and not (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat] & self.trumps):
                self.exhausted = True                          # 304-X1
            self.must_lead_trump = False
        trick = trick + ((seat, card),)
        # End of the trick (304-H10 to H14, C4, C6, L2, O3).
        trump = self.trump
        led = trick[0][1] >> 3
        win_seat, win = trick[0]
        points = 0
        indicator_played = False
        for who, played in trick:
            points += POINTS[played]
            if played == self.indicator:
                indicator_played = True
            if played >> 3 == win >> 3:
                if played < win:
                    win_seat, win = who, played
            elif played >> 3 == trump:
                win_seat, win = who, played
        if self.closed and (indicator_played or (led != trump and win >> 3 == trump)):
            if not indicator_played:                           # 304-H12(e)
                hands[self.maker] |= 1 << self.indicator
            self.closed = False                                # 304-H12(f), H14
            self.indicator = -1
        self.trick_no += 1
        if self.closed and self.trick_no == 1 and self.exposure:   # 304-O3
            hands[self.maker] |= 1 << self.indicator
            self.closed = False
            self.indicator = -1
        self.trick = ()
        self.turn = win_seat
        return points if not win_seat & 1 else 0

    def undo(self) -> None:
        entry = self.history.pop()
        if len(entry) == 6:
            seat, self.hands[seat], self.trick, self.unplayed, self.exhausted, \
                self.must_lead_trump = entry
            self.turn = seat
            return
        (self.hands, self.closed, self.indicator, self.exhausted, self.must_lead_trump,
         self.trick_no, self.turn, self.trick, self.unplayed) = entry


class Search304(Search):
    """engine.search.Search specialised to `Position`, the hot spot of the solver. The same
    algorithm (fail-soft alpha-beta, the table of bounds at trick starts with its move hint;
    no killers), but a trick is searched seat by seat, its cards played in place on the
    position's masks (`_lead`, `_follow`, `_next_trick`) instead of through the protocol's
    `play` / `undo`: inside a trick only a hand and the unplayed cards change. A root in the
    middle of a trick is searched through the protocol until that trick is over."""

    def _search(self, alpha: int, beta: int) -> int:
        state = self.state
        if not state.trick:
            return self._lead(alpha, beta)
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        maximizing = state.maximizing()
        best = -INFINITY if maximizing else INFINITY
        for move in state.moves():
            gain = state.play(move)
            value = gain + self._search(alpha - gain, beta - gain)
            state.undo()
            if maximizing:
                if value > best:
                    best = value
                    if best >= beta:
                        break
                    alpha = max(alpha, best)
            elif value < best:
                best = value
                if best <= alpha:
                    break
                beta = min(beta, best)
        return best

    def _lead(self, alpha: int, beta: int) -> int:
        """A trick start: the last trick played out, the last two looked up (solved on
        masks once); before that the table, the bounds, then every lead."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        state = self.state
        trick_no = state.trick_no
        if trick_no >= LAST_TRICK:
            return state._last_trick() if trick_no == LAST_TRICK else 0
        hands = state.hands
        leader = state.turn
        key = (hands[0] | hands[1] << 32 | hands[2] << 64 | hands[3] << 96   # (Position.key)
               | leader << 128 | (state.indicator + 1 if state.closed else 0) << 130
               | state.exhausted << 136 | state.must_lead_trump << 137)
        if trick_no == LAST_TRICK - 1:                  # Position.settled
            value = state.exact.get(key)
            if value is None:
                value = state.exact[key] = state._last_two_tricks()
            return value
        entry = self.table.get(key)
        if entry is None:
            low, high = state.bounds()
            hint = None
        else:
            low, high, hint = entry
        if low >= beta:
            return low
        if high <= alpha:
            return high
        window_low = low if low > alpha else alpha
        window_high = high if high < beta else beta
        # The lead's own changes: its hand, the unplayed cards, the flags of 304-X1.
        seats = _TRICK_SEATS[state.idle + 1][leader]
        hand = hands[leader]
        unplayed = state.unplayed
        indicator = state.indicator
        exhausted, must_lead_trump = state.exhausted, state.must_lead_trump
        trump = state.trump
        exhausts = (leader == state.maker and state.idle < 0
                    and not (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand & state.trumps)
        follow = self._follow
        maximizing = not leader & 1
        best_move = None
        best = -INFINITY if maximizing else INFINITY
        floor, ceiling = window_low, window_high
        for card in state.moves(hint):
            bit = 1 << card
            state.unplayed = unplayed & ~bit
            if card != indicator:                   # (the closed indicator is in no hand)
                hands[leader] = hand & ~bit
            if exhausts and card >> 3 == trump:
                state.exhausted = True                          # 304-X1
            state.must_lead_trump = False
            value = follow(seats, 1, floor, ceiling, card >> 3, leader, card, POINTS[card])
            hands[leader] = hand
            state.unplayed = unplayed
            state.exhausted, state.must_lead_trump = exhausted, must_lead_trump
            if maximizing:
                if value > best:
                    best, best_move = value, card
                    if best >= ceiling:
                        break
                    if best > floor:
                        floor = best
            elif value < best:
                best, best_move = value, card
                if best <= floor:
                    break
                if best < ceiling:
                    ceiling = best
        if best <= window_low:
            high = min(high, best)
        elif best >= window_high:
            low = max(low, best)
        else:
            low = high = best
        good = best > window_low if maximizing else best < window_high
        self.table[key] = (low, high, best_move if good else hint)
        return best

    def _follow(self, seats, index, alpha, beta, led, win_seat, win, points) -> int:
        """The seat `seats[index]` to play to a trick led in suit `led`, won so far by `win`
        (played by `win_seat`), holding `points`."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        state = self.state
        seat = seats[index]
        hands = state.hands
        hand = hands[seat]
        last = index + 1 == len(seats)
        trump = state.trump
        mask = hand & _SUITS[led]                             # Position.legal_cards
        if mask:
            mask &= ~((mask << 1) & _SEVENS)                  # the 8 and 7 (Position.moves)
            if not mask & (mask - 1):
                cards = (mask.bit_length() - 1,)
            else:
                cards = _follow_suit_order(mask, led, win_seat, win, seat, last)
        else:
            if not state.closed or seat != state.maker:
                mask = hand
            elif not hand:
                mask = 1 << state.indicator
            elif led != trump:
                mask = (hand & ~state.trumps) | 1 << state.indicator
            else:
                mask = hand
            mask &= ~((mask << 1) & _SEVENS)
            if not mask & (mask - 1):
                cards = (mask.bit_length() - 1,)
            else:
                cards = _follow_order(mask, win_seat, win, seat, last, trump, state.trumps)
        unplayed = state.unplayed
        indicator = state.indicator
        maximizing = not seat & 1
        best = -INFINITY if maximizing else INFINITY
        for card in cards:
            bit = 1 << card
            state.unplayed = unplayed & ~bit
            if card != indicator:
                hands[seat] = hand & ~bit
            suit = card >> 3
            if suit == win >> 3:
                if card < win:
                    now_seat, now = seat, card
                else:
                    now_seat, now = win_seat, win
            elif suit == trump:
                now_seat, now = seat, card
            else:
                now_seat, now = win_seat, win
            if last:
                value = self._next_trick(alpha, beta, seats[0], led, now_seat, now,
                                         points + POINTS[card])
            else:
                value = self._follow(seats, index + 1, alpha, beta, led, now_seat, now,
                                     points + POINTS[card])
            hands[seat] = hand
            state.unplayed = unplayed
            if maximizing:
                if value > best:
                    best = value
                    if best >= beta:
                        break
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best <= alpha:
                    break
                if best < beta:
                    beta = best
        return best

    def _next_trick(self, alpha, beta, leader, led, win_seat, win, points) -> int:
        """The trick is complete: its end (304-H10 to H14, C4, C6, L2, O3 as in
        Position.play), then the search of the next trick, then the trick end taken back."""
        state = self.state
        gain = 0 if win_seat & 1 else points
        trick_no = state.trick_no
        state.trick_no = trick_no + 1
        state.turn = win_seat
        if not state.closed:
            value = gain + self._lead(alpha - gain, beta - gain)
        else:
            hands = state.hands
            maker = state.maker
            indicator = state.indicator
            hand = hands[maker]
            if not state.unplayed >> indicator & 1:            # the indicator was played
                state.closed = False
                state.indicator = -1
            elif (led != state.trump and win >> 3 == state.trump) or (
                    trick_no == 0 and state.exposure):         # 304-H12(e), O3
                hands[maker] = hand | 1 << indicator
                state.closed = False
                state.indicator = -1
            value = gain + self._lead(alpha - gain, beta - gain)
            hands[maker] = hand
            state.closed = True
            state.indicator = indicator
        state.trick_no = trick_no
        state.turn = leader
        return value


def _follow_suit_order(mask: int, led: int, best_seat: int, best: int, seat: int,
                       last: bool) -> tuple:
    """`_follow_order` for cards of the suit led: within a suit the stronger card is the
    richer one, so the orders are read from tables of the suit's cards."""
    byte = led * 8
    beat = mask & _STRONGER[best] if best >> 3 == led else 0
    partner_wins = (best_seat & 1) == (seat & 1)
    richest = _RICHEST_FIRST[led]
    if not beat:
        return (richest if partner_wins else _CHEAPEST_FIRST[led])[mask >> byte & 0xFF]
    rest = (mask ^ beat) >> byte & 0xFF
    if partner_wins and last:
        return richest[rest] + richest[beat >> byte & 0xFF]
    return richest[beat >> byte & 0xFF] + (richest if partner_wins else _CHEAPEST_FIRST[led])[rest]


def _follow_order(mask: int, best_seat: int, best: int, seat: int, last: bool, trump: int,
                  trumps: int) -> tuple:
    """A follower's cards, the likeliest best first (Position._order, inside a trick)."""
    beat = mask & _STRONGER[best]
    if best >> 3 != trump:
        beat |= mask & trumps
    partner_wins = (best_seat & 1) == (seat & 1)
    if not beat:
        # Cannot take the trick: points to a partner winning it, else the cheapest.
        return _richest_first(mask) if partner_wins else _cheapest_first(mask)
    rest = mask & ~beat
    if partner_wins and last:
        # Last to play, partner winning: give points without overtaking, richest first.
        return _richest_first(rest) + _richest_first(beat)
    # Otherwise take the trick, the richest card that does first; else the cheapest (or,
    # partner winning, the richest).
    return _richest_first(beat) + (_richest_first(rest) if partner_wins else _cheapest_first(rest))


def _richest_first(mask: int) -> tuple:
    """The cards of `mask` by points, richest first, as sorted() orders them (cards of equal
    points in the order of cards_in): read off the mask in rank-major order."""
    ranks = (_RANK_MAJOR[0][mask & 0xFF] | _RANK_MAJOR[1][mask >> 8 & 0xFF]
             | _RANK_MAJOR[2][mask >> 16 & 0xFF] | _RANK_MAJOR[3][mask >> 24 & 0xFF])
    return (_RANKS_RICHEST[0][ranks & 0xFF] + _RANKS_RICHEST[1][ranks >> 8 & 0xFF]
            + _RANKS_RICHEST[2][ranks >> 16 & 0xFF] + _RANKS_RICHEST[3][ranks >> 24])


def _cheapest_first(mask: int) -> tuple:
    """The cards of `mask` by points, cheapest first, as sorted() orders them."""
    ranks = (_RANK_MAJOR[0][mask & 0xFF] | _RANK_MAJOR[1][mask >> 8 & 0xFF]
             | _RANK_MAJOR[2][mask >> 16 & 0xFF] | _RANK_MAJOR[3][mask >> 24 & 0xFF])
    return (_RANKS_CHEAPEST[3][ranks >> 24] + _RANKS_CHEAPEST[2][ranks >> 16 & 0xFF]
            + _RANKS_CHEAPEST[1][ranks >> 8 & 0xFF] + _RANKS_CHEAPEST[0][ranks & 0xFF])


def _open_option(deal) -> bool:
    """Whether the maker may still open before the lead (304-O1, C-19)."""
    return deal.may_open(deal.maker)


def _remaining_points(position: Position) -> int:
    """Every point still to be captured: the unplayed cards and the trick in progress."""
    return position.points_left()


class Solver:
    """The solver of one position; searches share one transposition table."""

    def __init__(self, deal, limit: int | None = None):
        self.deal = deal
        self.position = Position(deal)
        self.open_option = _open_option(deal)
        self.remaining = _remaining_points(self.position)
        self.forces_trump_lead = deal.rules.open_forces_trump_lead
        # One table for both root options: a key holds everything a value depends on (the
        # trump closed or not included), so what one option's search proves holds in the other.
        self.tables = ({}, {})
        self.limit = limit
        self.nodes = 0

    def _search(self, opened: bool) -> Search:
        """A Search over the position, opened by the maker before the lead or not."""
        table, exact = self.tables
        position = Position(self.deal, exact)
        if opened:
            position.open_trump(self.forces_trump_lead)
        return Search304(position, table, self.limit)

    def _side0_value(self, opened: bool) -> int:
        search = self._search(opened)
        value = search.value()
        self.nodes += search.nodes
        return value

    def _choices(self) -> list:
        """The root options of the maker's side before the lead: keep closed, open."""
        if not self.open_option:
            return [False]
        options = [True]
        if Position(self.deal).legal_cards():
            options.append(False)
        return options

    def side0_value(self) -> int:
        """The best of the maker's side's root options: the first solved exactly, each other
        only tested (one null-window search) against it, and solved when it does better."""
        choices = self._choices()
        best = self._side0_value(choices[0])
        maximizing = side(self.deal.maker) == 0
        for opened in choices[1:]:
            search = self._search(opened)
            low, high = search.state.bounds()
            if maximizing:
                better = best < high and search.reaches(best + 1)
                bounds = (best + 1, high)
            else:
                better = best > low and not search.reaches(best)
                bounds = (low, best - 1)
            if better:
                best = search.value_within(bounds)
            self.nodes += search.nodes
        return best

    def value(self, seat=None) -> int:
        """Points `seat`'s side (default: the side to move) captures from now on."""
        seat = self.deal.turn if seat is None else _seat(seat)
        value = self.side0_value()
        return value if side(seat) == 0 else self.remaining - value

    def reaches(self, target: int, seat=None, total: bool = False) -> bool:
        """Whether `seat`'s side captures at least `target` points (from now on, or in all
        with `total`) under best play."""
        seat = self.deal.turn if seat is None else _seat(seat)
        if total:
            target -= self.deal.points[side(seat)]
        if side(seat) == 1:                                    # side 0 captures at most ...
            target = self.remaining - target + 1
            return not self._side0_reaches(target)
        return self._side0_reaches(target)

    def _side0_reaches(self, target: int) -> bool:
        wanted = side(self.deal.maker) == 0     # any option that reaches / all of them
        for opened in self._choices():
            search = self._search(opened)
            result = search.reaches(target)
            self.nodes += search.nodes
            if result == wanted:
                return result
        return not wanted

    def move_values(self) -> dict:
        """{action string: value for the side to move after that move}, every legal card play
        of the seat to move, and `open` when the maker may open now."""
        deal = self.deal
        mover = deal.turn
        values = {}
        search = self._search(False)            # a card played now leaves the trump as it is
        position = search.state
        for card in position.card_mask_moves():
            gain = position.play(card)
            value0 = gain + search.value()
            position.undo()
            values[f"{SEATS[mover]} play {CARDS[card]}"] = (
                value0 if side(mover) == 0 else self.remaining - value0)
        self.nodes += search.nodes
        if self.open_option and mover == deal.maker:
            value0 = self._side0_value(True)
            values[f"{SEATS[mover]} open"] = value0 if side(mover) == 0 else self.remaining - value0
        return values


def _seat(seat) -> int:
    return SEATS.index(seat) if isinstance(seat, str) else seat


def value(deal, seat=None) -> int:
    return Solver(deal).value(seat)


def move_values(deal) -> dict:
    return Solver(deal).move_values()


def reaches(deal, target: int, seat=None, total: bool = False) -> bool:
    return Solver(deal).reaches(target, seat, total)


# --- the reference: plain minimax over the engine's own deal ----------------------------------

def _ref_moves(node) -> list:
    deal, offer = node
    if deal.is_over:
        return []
    cards = [move for move in deal.legal_moves() if move < 32]
    if offer and _open_option(deal):
        return ["open", "keep"] if cards else ["open"]
    return cards


def _ref_child(node, move):
    deal, _ = node
    if move == "keep":
        return deal, False
    child = deal.copy(for_search=True)
    if move == "open":
        child.apply(f"{SEATS[child.maker]} open")
    else:
        child.apply_move(move)
    return child, False


def _ref_maximizing(node) -> bool:
    deal, offer = node
    if offer and _open_option(deal):
        return side(deal.maker) == 0
    return side(deal.turn) == 0


def reference_value(deal, seat=None, counter=None) -> int:
    """The value by plain minimax over the engine (`Deal.legal_moves` / `apply_move` on copies,
    the maker's out-of-turn `open` through `Deal.apply`): the definition of `value`."""
    if deal.phase != PLAY or deal.is_over or deal.caps_seat >= 0:
        raise IllegalAction("solver-needs-play")
    seat = deal.turn if seat is None else _seat(seat)
    root = deal.copy(for_search=True)
    root.caps_due = [None, None]
    start = root.points[0]
    final = plain_minimax((root, True), _ref_moves, _ref_child, _ref_maximizing,
                          lambda node: node[0].points[0], counter)
    value0 = final - start
    remaining = _remaining_points(Position(deal))
    return value0 if side(seat) == 0 else remaining - value0


def reference_move_values(deal) -> dict:
    """`move_values` by plain minimax: every card play of the seat to move (and `open`)."""
    mover = deal.turn
    values = {}
    for move in deal.legal_moves():
        if move in (SPOILT, CAPS):
            continue
        child = deal.copy(for_search=True)
        child.caps_due = [None, None]
        gained = 0
        if move == OPEN:
            child.apply(f"{SEATS[mover]} open")
            text = f"{SEATS[mover]} open"
        else:
            before = child.points[side(mover)]
            child.apply_move(move)
            gained = child.points[side(mover)] - before
            text = f"{SEATS[mover]} play {CARDS[move]}"
        if child.is_over:
            values[text] = gained
            continue
        values[text] = gained + reference_value_after(child, mover)
    return values


def reference_value_after(child, seat: int) -> int:
    """The reference value of a position reached by a move (no open option any more unless
    the maker may still open there)."""
    start = child.points[0]
    final = plain_minimax((child, True), _ref_moves, _ref_child, _ref_maximizing,
                          lambda node: node[0].points[0])
    value0 = final - start
    remaining = _remaining_points(Position(child))
    return value0 if side(seat) == 0 else remaining - value0
