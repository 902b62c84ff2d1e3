"""The 501 solver's inner search: engine.search's alpha-beta specialised to the 501 `Position`.

`Search501` searches a trick seat by seat, each card played in place on the position's hand
masks (`_lead`, `_follow`, `_next_trick`) instead of through the protocol's `play` / `undo`
(which keep a history and a trick tuple): inside a trick only a hand changes, and the hero's
marriage points wait in `pending` until its first trick. The same algorithm and the same
table as engine.search.Search, the same move order (`Position.moves` at a lead,
`position.follow_order` for a follower), so the same positions are searched: measured on the
bench's strong-bot positions, in 60 % of the time (2.9 s, then 1.7 s); with the bounds carried
over between alike positions (`alike_bounds`), 0.5 s. Two rules are written out here, for
speed: the follower's cards (501-L2, L3, L5; `Position.legal_cards`) and the holder of the
trick (501-L6); tests/engine/test_solver_501.py and test_solver_properties.py compare the
values with the plain minimax over the engine, and a root in the middle of a trick is
searched through the protocol until that trick is over. The alpha-beta step after each card
(raise the floor or lower the ceiling, or cut off) is written out in each loop, not called, as
in Search304: it runs once per card searched.
"""

from engine.game501.solver.alike import narrowed, relative_key
from engine.game501.solver.position import MARRIED, POINTS, SUIT_MASK, follow_order
from engine.game501.tables import MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN
from engine.search import Search
from engine.search.alphabeta import INFINITY, NodeLimit, table_entry


class Search501(Search):
    """engine.search.Search specialised to the 501 `Position` (the hero maximizes, the other
    two minimize its points)."""

    # At each trick start, the bounds proved at the last alike position searched, carried
    # over (engine.game501.solver.alike; False: only the position's own and the quick ones).
    alike_bounds = True

    def _search(self, alpha: int, beta: int) -> int:
        if not self.state.trick:
            return self._lead(alpha, beta)
        return Search._search(self, alpha, beta)         # a root inside a trick

    def _lead(self, alpha: int, beta: int) -> int:
        """A trick start: the table (Position.key), the bounds, then every lead."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        state = self.state
        if not state.tricks_left:
            return 0
        hands = state.hands
        leader = state.turn
        key = (hands[0] | hands[1] << 24 | hands[2] << 48 | leader << 72
               | state.hero_won << 74 | state.pending << 75)          # Position.key
        table = self.table
        entry = table.get(key)
        if entry is None:
            low, high = state.bounds()
            hint = None
        else:
            low, high, hint = entry
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alike = None
        if self.alike_bounds:
            # What was proved at the last alike position searched (solver.alike).
            alike = relative_key(hands, leader, state.hero, state.hero_won, state.pending)
            unplayed = hands[0] | hands[1] | hands[2]
            low, high = narrowed(table, alike, unplayed, low, high)
            if low >= beta or high <= alpha:
                table[key] = (low, high, hint)
                return low if low >= beta else high
        window_low = low if low > alpha else alpha
        window_high = high if high < beta else beta
        floor, ceiling = window_low, window_high
        hand = hands[leader]
        maximizing = leader == state.hero
        hero_won, pending = state.hero_won, state.pending
        trump = state.trump
        follow = self._follow
        best = -INFINITY if maximizing else INFINITY
        best_move = None
        for move in state.moves(hint):
            card = move & 31
            hands[leader] = hand & ~(1 << card)
            gain = 0
            if move >= MARRIED:               # the hero's marriage lead (501-W1, W2, W3, C-45)
                worth = MARRIAGE_IN_TRUMP if card // 6 == trump else MARRIAGE_PLAIN
                if hero_won:
                    gain = worth
                else:
                    state.pending = pending + worth
            value = gain + follow(leader, 1, floor - gain, ceiling - gain, card // 6, leader,
                                  card, POINTS[card])
            hands[leader] = hand
            state.pending = pending
            if maximizing:
                if value > best:
                    best, best_move = value, move
                    if best >= ceiling:
                        break
                    if best > floor:
                        floor = best
            elif value < best:
                best, best_move = value, move
                if best <= floor:
                    break
                if best < ceiling:
                    ceiling = best
        entry = table[key] = table_entry(low, high, window_low, window_high, best, maximizing,
                                         best_move, hint)
        if alike is not None:
            table[alike] = (unplayed, entry[0], entry[1])
        return best

    def _follow(self, leader: int, index: int, alpha: int, beta: int, led: int,
                win_player: int, win: int, points: int) -> int:
        """The `index`-th player after `leader` to play to a trick led in suit `led`, won so
        far by `win` (played by `win_player`), holding `points`."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        state = self.state
        player = leader + index
        if player >= 3:
            player -= 3
        hands = state.hands
        hand = hands[player]
        trump = state.trump
        # The follower's cards: Position.legal_cards, written out (501-L2, L3, L5).
        mask = hand & SUIT_MASK[led]
        if not mask:
            mask = hand & SUIT_MASK[trump] if trump >= 0 else 0
            if not mask:
                mask = hand
        maximizing = player == state.hero
        if mask & (mask - 1):
            cards = follow_order(mask, win, trump, (win_player == state.hero) == maximizing)
        else:
            cards = (mask.bit_length() - 1,)
        last = index == 2
        win_suit = win // 6
        best = -INFINITY if maximizing else INFINITY
        for card in cards:
            hands[player] = hand & ~(1 << card)
            # Who holds the trick now (501-L6), written out.
            suit = card // 6
            if suit == win_suit:
                if card < win:
                    now_player, now = player, card
                else:
                    now_player, now = win_player, win
            elif suit == trump:
                now_player, now = player, card
            else:
                now_player, now = win_player, win
            if last:
                value = self._next_trick(alpha, beta, leader, now_player, points + POINTS[card])
            else:
                value = self._follow(leader, 2, alpha, beta, led, now_player, now,
                                     points + POINTS[card])
            hands[player] = hand
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

    def _next_trick(self, alpha: int, beta: int, leader: int, winner: int, points: int) -> int:
        """The trick is complete, won by `winner` (501-L6, who leads next): the hero takes its
        points, and with its first trick the marriages it declared before (501-W3, C-45); then
        the search of the next trick, then the trick end taken back."""
        state = self.state
        hero_won, pending = state.hero_won, state.pending
        gain = 0
        if winner == state.hero:
            gain = points
            if not hero_won:
                state.hero_won = True
                gain += pending
                state.pending = 0
        state.turn = winner
        state.tricks_left -= 1
        value = gain + self._lead(alpha - gain, beta - gain)
        state.tricks_left += 1
        state.turn = leader
        state.hero_won, state.pending = hero_won, pending
        return value
