"""The solver's inner search: engine.search's alpha-beta specialised to the 304 `Position`.

`Search304` searches a trick seat by seat, each card played in place on the position's masks
(`_lead`, `_follow`, `_next_trick`) instead of through the protocol's `play` / `undo`. `_follow`
is the innermost loop of every solve, so two rules are inlined there, for speed (measured: a
call each costs several per cent of a full-deal solve): the follower's cards
(`play_rules.follow_mask`: 304-L3, L4, H1, H3, H4, H5) and the holder of the trick
(`play_rules.beats`: 304-C4, C5). tests/engine/test_play_rules_properties.py runs the real
`_follow` on random positions and compares what it tries, and who then holds the trick, with
the core. Everything else here calls the core. (The alpha-beta step after each card — raise
the floor or lower the ceiling, or cut off — is written out in each loop, not called, for the
same reason: it runs once per card searched.)
"""

from engine.game304.play_rules import LAST_TRICK, closed_trick_reveals, lead_exhausts_trumps
from engine.game304.solver.alike import narrowed, relative_key
from engine.game304.solver.endings import THIRD_LAST, four_tricks, three_tricks
from engine.game304.solver.order import follow_order, follow_suit_order
from engine.game304.solver.position import SEVENS, TRICK_SEATS
from engine.game304.tables import POINTS, SUIT_MASK
from engine.search import Search
from engine.search.alphabeta import INFINITY, NodeLimit, table_entry


class Search304(Search):
    """engine.search.Search specialised to `Position`, the hot spot of the solver. The same
    algorithm (fail-soft alpha-beta, the table of bounds at trick starts with its move hint;
    no killers), but a trick is searched seat by seat, its cards played in place on the
    position's masks (`_lead`, `_follow`, `_next_trick`) instead of through the protocol's
    `play` / `undo`: inside a trick only a hand and the unplayed cards change. A root in the
    middle of a trick is searched through the protocol until that trick is over."""

    # Where trick 6 ends with the trump open, the last two tricks' exact value is looked up
    # in `_follow` itself rather than through `_next_trick` (False: always through it).
    two_tricks_inline = True
    # Where the trump is open and four seats play, the last three and the last four tricks are
    # searched on masks (endings.three_tricks, four_tricks; the table of bounds kept as at any
    # trick start) rather than seat by seat (False: as the rest of the deal; the tests compare).
    three_tricks_on_masks = True
    four_tricks_on_masks = True
    # From which trick on four_tricks writes a trick out (measured: from the one before, five
    # cards a hand, 5% slower: there the order of the followers' cards pays).
    masks_from = THIRD_LAST - 1
    # At each trick start, the bounds proved at the last alike position searched, carried
    # over (engine.game304.solver.alike; False: only the position's own and the quick ones).
    alike_bounds = True

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
        key = (state.unplayed | leader << 32 | state.closed << 34 | state.exhausted << 35
               | state.must_lead_trump << 36 | (state.indicator + 1) << 37)   # Position.key
        if trick_no == THIRD_LAST and not state.closed and state.idle < 0 \
                and self.three_tricks_on_masks:
            return self._third_last(key, alpha, beta)
        if trick_no == LAST_TRICK - 1:                  # Position.settled
            value = state.exact.get(key)
            if value is None:
                value = state.exact[key] = state._last_two_tricks()
            return value
        entry = self.table.get(key)
        if entry is None:
            if trick_no >= self.masks_from and not state.closed and state.idle < 0:
                # (no bounds() where the rest is searched on masks: measured, with the bounds
                # of alike positions they no longer pay, as at the third-last trick)
                low, high = 0, state.points_left()
            else:
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
        table = self.table
        alike = None
        if self.alike_bounds:
            # What was proved at the last alike position searched (engine.game304.solver.alike).
            alike = relative_key(hands, state.unplayed, leader, key >> 35 & 3, state.indicator,
                                 state.trump)
            ours = hands[0] | hands[2]
            if state.closed and not state.maker & 1:
                ours |= 1 << state.indicator            # (the maker's, in no hand)
            low, high = narrowed(table, alike, state.unplayed, low, high, state.trump, ours)
            if low >= beta or high <= alpha:
                table[key] = (low, high, hint)
                return low if low >= beta else high
            window_low = low if low > alpha else alpha
            window_high = high if high < beta else beta
        if trick_no >= self.masks_from and not state.closed and state.idle < 0 \
                and self.four_tricks_on_masks:
            best, best_move = four_tricks(self, window_low, window_high, state.moves(hint))
            entry = table[key] = table_entry(low, high, window_low, window_high, best,
                                             not leader & 1, best_move, hint)
            if alike is not None:
                table[alike] = (state.unplayed, entry[0], entry[1])
            return best
        # The lead's own changes: its hand, the unplayed cards, the flags of 304-X1.
        seats = TRICK_SEATS[state.idle + 1][leader]
        hand = hands[leader]
        unplayed = state.unplayed
        indicator = state.indicator
        exhausted, must_lead_trump = state.exhausted, state.must_lead_trump
        trump = state.trump
        maker_leads = leader == state.maker
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        pcc = state.idle >= 0
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
            if (maker_leads and card >> 3 == trump
                    and lead_exhausts_trumps(card, trump, others, pcc)):
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
        entry = table[key] = table_entry(low, high, window_low, window_high, best, maximizing,
                                         best_move, hint)
        if alike is not None:
            table[alike] = (unplayed, entry[0], entry[1])
        return best

    def _third_last(self, key: int, alpha: int, beta: int, total: int = -1) -> int:
        """The start of the third-last trick, the trump open, four seats (`key` its
        Position.key): the table and the bounds as in `_lead`, then the last three tricks
        searched on masks (endings.three_tricks) in the window left."""
        state = self.state
        entry = self.table.get(key)
        if entry is None:
            # (no bounds() here: measured, the search on masks is cheaper than they save)
            if total < 0:
                total = state.points_left()
            low, high = 0, total
        else:
            low, high, _ = entry
        if low >= beta:
            return low
        if high <= alpha:
            return high
        table = self.table
        alike = None
        if self.alike_bounds:
            hands = state.hands
            alike = relative_key(hands, key & 0xFFFFFFFF, state.turn, key >> 35 & 3)
            low, high = narrowed(table, alike, key & 0xFFFFFFFF, low, high, state.trump,
                                 hands[0] | hands[2])
            if low >= beta or high <= alpha:
                table[key] = (low, high, None)
                return low if low >= beta else high
        window_low = low if low > alpha else alpha
        window_high = high if high < beta else beta
        best, searched = three_tricks(state, window_low, window_high, total)
        self.nodes += searched
        entry = table[key] = table_entry(low, high, window_low, window_high, best,
                                         not state.turn & 1, None, None)
        if alike is not None:
            table[alike] = (key & 0xFFFFFFFF, entry[0], entry[1])
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
        # The follower's cards: play_rules.follow_mask, inlined (304-L3, L4, H1, H3, H4, H5).
        mask = hand & SUIT_MASK[led]
        if mask:                                              # 304-L3
            mask &= ~((mask << 1) & SEVENS)                   # the 8 and 7 (Position.moves)
            if not mask & (mask - 1):
                cards = (mask.bit_length() - 1,)
            else:
                cards = follow_suit_order(mask, led, win_seat, win, seat, last)
        else:
            if not state.closed or seat != state.maker:
                mask = hand                                   # 304-L4
            elif not hand:
                mask = 1 << state.indicator                   # 304-H1: trick 8
            elif led != trump:
                mask = (hand & ~state.trumps) | 1 << state.indicator   # 304-H1, H4, H5
            else:
                mask = hand                                   # 304-H3, H5
            mask &= ~((mask << 1) & SEVENS)
            if not mask & (mask - 1):
                cards = (mask.bit_length() - 1,)
            else:
                cards = follow_order(mask, win_seat, win, seat, last, trump, state.trumps)
        unplayed = state.unplayed
        indicator = state.indicator
        leader = seats[0]
        two_tricks_next = (last and state.trick_no == LAST_TRICK - 2 and not state.closed
                           and self.two_tricks_inline)
        three_tricks_next = (last and state.trick_no == THIRD_LAST - 1 and not state.closed
                             and state.idle < 0 and self.two_tricks_inline
                             and self.three_tricks_on_masks)
        exact = state.exact
        maximizing = not seat & 1
        best = -INFINITY if maximizing else INFINITY
        for card in cards:
            bit = 1 << card
            state.unplayed = unplayed & ~bit
            if card != indicator:
                hands[seat] = hand & ~bit
            # Who holds the trick now: play_rules.beats, inlined (304-C4, C5).
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
            if not last:
                value = self._follow(seats, index + 1, alpha, beta, led, now_seat, now,
                                     points + POINTS[card])
            elif two_tricks_next:
                # The last two tricks follow, the trump open: their exact value looked up
                # (`_next_trick` and `_lead`, written out: this is where most tricks end).
                self.nodes += 1
                key = (state.unplayed | now_seat << 32 | state.exhausted << 35
                       | state.must_lead_trump << 36)             # Position.key
                value = exact.get(key)
                if value is None:
                    state.trick_no = LAST_TRICK - 1
                    state.turn = now_seat
                    value = exact[key] = state._last_two_tricks()
                    state.trick_no = LAST_TRICK - 2
                    state.turn = leader
                if not now_seat & 1:
                    value += points + POINTS[card]
            elif three_tricks_next:
                # The last three tricks follow, the trump open, four seats: their exact
                # value looked up the same way (endings.py).
                self.nodes += 1
                key = (state.unplayed | now_seat << 32 | state.exhausted << 35
                       | state.must_lead_trump << 36)             # Position.key
                gain = 0 if now_seat & 1 else points + POINTS[card]
                state.trick_no = THIRD_LAST
                state.turn = now_seat
                value = gain + self._third_last(key, alpha - gain, beta - gain)
                state.trick_no = THIRD_LAST - 1
                state.turn = leader
            else:
                value = self._next_trick(alpha, beta, leader, led, now_seat, now,
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
        """The trick is complete: its end as in Position.play — its winner (304-C4, found by
        `_follow`) takes its points (C6) and leads next (L2); a closed trump comes open when a
        trump was found face down or the indicator played (H12, H14: `closed_trick_reveals`),
        else stays closed (H10, H11, H13); or after trick 1 of a 250 contract (O3) — then the
        search of the next trick, then the trick end taken back."""
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
            indicator_played = not state.unplayed >> indicator & 1
            if closed_trick_reveals(led, win, state.trump, indicator_played):
                if not indicator_played:
                    hands[maker] = hand | 1 << indicator       # 304-H12(e)
                state.closed = False                           # 304-H12(f), H14
                state.indicator = -1
            elif trick_no == 0 and state.exposure:             # 304-O3
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
