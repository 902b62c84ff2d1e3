"""The solver's compact search state of a 304 position (the engine.search protocol).

Four hand masks, the closed indicator, a few flags; changed and restored in place by `play` /
`undo`. What may be played, who holds a trick and when the closed trump comes open are the
rules of `engine.game304.play_rules`, called here; what the state adds is only what a search
needs: a key per trick start, bounds, the last two tricks solved exactly on masks.
"""

from engine.errors import IllegalAction
from engine.game304.play_rules import (LAST_TRICK, beats, closed_trick_reveals, follow_mask,
                                       lead_exhausts_trumps, lead_mask, leading_entry,
                                       maker_must_lead_trump, winning_card)
from engine.game304.solver.bounds import BYTE_POINTS, takes_all, top_trumps
from engine.game304.solver.endings import two_tricks
from engine.game304.solver.order import follow_order, lead_order
from engine.game304.tables import EXPOSURE_CONTRACT, PLAY, POINTS, SUIT_MASK, cards_in
from engine.search.alphabeta import INFINITY

# Equivalent cards (engine.search.equivalence): in 304 only the 8 and the 7 of a suit are
# touching cards of equal points; the 7 (bit 7 of its suit byte) is dropped when the 8 is there.
SEVENS = 0x80808080
# The seats of a trick in playing order: TRICK_SEATS[idle + 1][leader] (idle -1: four play).
TRICK_SEATS = tuple(tuple(tuple(seat for seat in ((leader + step) & 3 for step in range(4))
                                if seat != idle) for leader in range(4))
                    for idle in range(-1, 4))


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
        """At a trick start, the position as one small integer: the cards not yet played, the
        leader, the trump closed or not and which card is the closed indicator, the maker's
        lead flags. Valid within one deal: there the cards left say who holds what (a card's
        holder never changes; the closed indicator, in no hand, is the maker's once open; the
        idle partner's cards are never played), and the maker, trump and rules are the deal's.
        Also across the deals of one maker and trump that differ only in which of the maker's
        cards is the indicator (the analysis's table, engine.app.analysis.open_table): while
        the trump is closed the key names the indicator, and once it is open the indicator is
        in the maker's hand, the same position whichever card it was."""
        if self.trick:
            return None
        return (self.unplayed | self.turn << 32 | self.closed << 34 | self.exhausted << 35
                | self.must_lead_trump << 36 | (self.indicator + 1) << 37)

    def points_left(self) -> int:
        """Every point still to be captured: the unplayed cards and the trick in progress."""
        unplayed = self.unplayed
        total = (BYTE_POINTS[0][unplayed & 0xFF] + BYTE_POINTS[1][unplayed >> 8 & 0xFF]
                 + BYTE_POINTS[2][unplayed >> 16 & 0xFF] + BYTE_POINTS[3][unplayed >> 24])
        for _, card in self.trick:
            total += POINTS[card]
        return total

    def bounds(self) -> tuple:
        """(lowest, highest) points side 0 can take. At a trick start, the quick bounds of
        engine.game304.solver.bounds: the side on lead's claim to every trick left (then the
        value), else the top trumps."""
        total = self.points_left()
        if self.trick:
            return 0, total
        if self.claims():
            return (0, 0) if self.turn & 1 else (total, total)
        cards = self.hands
        if self.closed:
            cards = cards[:]
            cards[self.maker] |= 1 << self.indicator
        low, lost = top_trumps(cards, self.trump)
        return low, total - lost

    def claims(self) -> bool:
        """At a trick start, whether the side on lead surely wins every trick left
        (`bounds.takes_all`): asked with the trump open and four seats, and no lead forced on
        the maker's side (304-X1, C-19, C-30: the claim's plan leads freely)."""
        leader = self.turn
        return (not self.closed and self.idle < 0
                and not ((leader ^ self.maker) & 1 == 0
                         and (self.exhausted or self.must_lead_trump or self.forced_start))
                and takes_all(self.hands, leader, self.trump))

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
        maker's closed indicator when the hand is empty, 304-H1), every play forced; the
        trick to its highest trump (304-C4, H14)."""
        hands = self.hands
        seat = self.turn
        trick = []
        for _ in range(self.active):
            hand = hands[seat]
            trick.append((seat, hand.bit_length() - 1 if hand else self.indicator))
            seat = (seat + 1) & 3
            if seat == self.idle:
                seat = (seat + 1) & 3
        win_seat, _ = leading_entry(trick, self.trump)
        return 0 if win_seat & 1 else sum(POINTS[card] for _, card in trick)

    def _last_two_tricks(self) -> int:
        """The exact points side 0 takes in the last two tricks, from the start of the first
        of them, on masks (no play/undo): every way the trick can be played (at most two
        legal cards each), each seat keeping its other card for the last trick, whose winner
        is then read off the kept cards. Four seats: endings.two_tricks (the closed maker's
        two cards its hand card and the indicator); three (Partner Close Caps): `_two_tricks`."""
        seats = TRICK_SEATS[self.idle + 1][self.turn]
        total = self.points_left()
        if len(seats) != 4:
            return self._two_tricks(seats, 0, 0, 0, -1, 0, 0, 0, [0, 0, 0, 0], total,
                                    -INFINITY, INFINITY)
        hands = [self.hands[seat] for seat in seats]
        place, maker_follows = 0, ()
        if self.closed:
            place = seats.index(self.maker)
            hand, indicator = hands[place], self.indicator
            maker_follows = tuple(follow_mask(hand, led, self.trump, True, indicator)
                                  for led in range(4))
            hands[place] = hand | 1 << indicator
        value = two_tricks(self.legal_cards(), *hands, self.trump, total, place, maker_follows)
        return value if not seats[0] & 1 else total - value

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
            mask = follow_mask(hand, led, trump, self.closed and seat == self.maker, indicator)
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
            elif beats(card, win, trump):
                now_seat, now, now_led = seat, card, led
            else:
                now_seat, now, now_led = win_seat, win, led
            now_points = points + POINTS[card]
            if last:
                # The last trick, led by the winner's kept card (304-L2, C4).
                value = 0 if now_seat & 1 else now_points
                if winning_card(now_kept, keeps[now_seat] >> 3, trump) & now_kept0:
                    value += total - now_points
            else:
                value = self._two_tricks(seats, index + 1, now_led, now_seat, now, now_points,
                                         now_kept, now_kept0, keeps, total, alpha, beta)
            # The alpha-beta step, written out as in Search304's loops (once per card tried).
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
        """The mask of cards the seat to move may play (`play_rules.lead_mask`,
        `play_rules.follow_mask`: 304-L3, L4, L6, H1, H2, H3, H4, H5, H6, X1, X2)."""
        seat = self.turn
        closed_maker = self.closed and seat == self.maker
        if self.trick:
            return follow_mask(self.hands[seat], self.trick[0][1] >> 3, self.trump, closed_maker,
                               self.indicator)
        # (the core's answer is False unless one of its three reasons is set: asked only then)
        forced = (seat == self.maker
                  and (self.exhausted or self.must_lead_trump or self.forced_start)
                  and self._maker_must_lead_trump())
        return lead_mask(self.hands[seat], self.trump, closed_maker, self.indicator,
                         self.trick_no, forced)

    def _maker_must_lead_trump(self) -> bool:
        """`play_rules.maker_must_lead_trump` (304-X1, X3, C-19, C-30) for the maker."""
        maker = self.maker
        hands = self.hands
        return maker_must_lead_trump(
            hands[maker], (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[maker], self.trump,
            exhausted=self.exhausted, must_lead_trump=self.must_lead_trump,
            forced_start=self.forced_start, pcc=self.idle >= 0)

    def card_mask_moves(self) -> list:
        return cards_in(self.legal_cards())

    def moves(self, hint=None) -> tuple:
        mask = self.legal_cards()
        # Equivalent cards (engine.search.equivalence): in 304 only the 8 and the 7 of a suit
        # are touching cards of equal points; the 7 is dropped when the 8 is there.
        mask &= ~((mask << 1) & SEVENS)
        if not mask & (mask - 1):
            return (mask.bit_length() - 1,)
        cards = self._order(mask)
        if hint is not None and cards[0] != hint and hint in cards:
            cards = (hint, *(card for card in cards if card != hint))
        return cards

    def _order(self, mask: int) -> tuple:
        """The cards of `mask`, the likeliest best first (engine.game304.solver.order)."""
        trick = self.trick
        if not trick:
            return lead_order(mask, self.hands, self.turn, self.unplayed, self.trump,
                              self.maker if self.closed else -1)
        best_seat, best = leading_entry(trick, self.trump)
        return follow_order(mask, best_seat, best, self.turn, len(trick) + 1 == self.active,
                            self.trump, self.trumps)

    def play(self, card: int) -> int:
        seat = self.turn
        hands = self.hands
        trick = self.trick
        complete = len(trick) + 1 == self.active
        if complete:
            self.history.append((hands[:], self.closed, self.indicator, self.exhausted,
                                 self.must_lead_trump, self.trick_no, seat, trick, self.unplayed))
        else:
            # Inside the trick: only the hand, the trick, the turn (and the lead's flags) change.
            self.history.append((seat, hands[seat], trick, self.unplayed, self.exhausted,
                                 self.must_lead_trump))
        bit = 1 << card
        self.unplayed &= ~bit
        if not (self.closed and card == self.indicator):
            hands[seat] &= ~bit
        if not trick:
            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
            if seat == self.maker and lead_exhausts_trumps(card, self.trump, others,
                                                           self.idle >= 0):
                self.exhausted = True                          # 304-X1
            self.must_lead_trump = False
        trick = trick + ((seat, card),)
        if not complete:
            self.trick = trick
            seat = (seat + 1) & 3
            if seat == self.idle:
                seat = (seat + 1) & 3
            self.turn = seat
            return 0
        # End of the trick: 304-C4 (the winner), C6 (its points), L2 (it leads next), H12 and
        # H14 (the closed trump revealed; else it stays closed, H10, H11, H13), O3 (exposed
        # after trick 1).
        win_seat, win = leading_entry(trick, self.trump)
        points = sum(POINTS[played] for _, played in trick)
        if self.closed:
            indicator_played = any(played == self.indicator for _, played in trick)
            if closed_trick_reveals(trick[0][1] >> 3, win, self.trump, indicator_played):
                if not indicator_played:                       # 304-H12(e)
                    hands[self.maker] |= 1 << self.indicator
                self.closed = False                            # 304-H12(f), H14
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

