"""Alpha-beta on a target, MTD(f), and a transposition table: the double-dummy solvers' core,
for any two-sided trick-taking game that counts points.

A *search state* is one game's compact position, mutated in place by `play` and restored by
`undo`. It answers (the `SearchState` protocol, duck-typed):

- `maximizing()`: whether the side to move is the maximizing side;
- `moves(hint)`: the moves worth searching, best first (the move-ordering hook: `hint` is the
  best move the table remembers for this position; it may be None or not legal here); never
  empty before the end. (No killer move: both games measured their searches larger with the
  last move that cut off at the same depth put first.)
- `play(move) -> int`: make the move, return the points it gives the maximizing side (non-zero
  when it completes a trick); `undo()`: take the last move back;
- `key()`: a hashable key at the start of a trick (the transposition points), else None;
- `settled()`: at the start of a trick, the exact value when it needs no search (the deal is
  over, or only forced moves remain), else None;
- `bounds()`: (lowest, highest) possible values (asked at trick starts and at the root).

Values are the points the maximizing side gains from the position to the end of the deal. The
table stores, per key, the bounds proven so far and the best move found, so that the repeated
null-window searches of MTD(f) and of several targets share their work.
"""

INFINITY = 1 << 20


class NodeLimit(Exception):
    """The search visited more positions than its limit allowed."""


class Search:
    """Searches over one state, keeping its transposition table between calls."""

    def __init__(self, state, table: dict | None = None, limit: int | None = None):
        self.state = state
        self.table = {} if table is None else table
        self.nodes = 0
        self.limit = limit
        # The state's methods, bound once (the search loop calls them at every position).
        self._key, self._settled, self._bounds = state.key, state.settled, state.bounds
        self._maximizing, self._moves = state.maximizing, state.moves
        self._play, self._undo = state.play, state.undo

    def bound(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the exact value if it lies strictly inside (alpha, beta), else
        a bound on the correct side of the window."""
        return self._search(alpha, beta)

    def reaches(self, target: int) -> bool:
        """Whether the maximizing side gains at least `target` points: one null-window search."""
        return self._search(target - 1, target) >= target

    def value(self, guess: int | None = None) -> int:
        """The exact value, by MTD(f) from `guess` (a sequence of null-window searches)."""
        return mtdf(self._search, self._root_bounds(), guess)

    def value_within(self, bounds: tuple, guess: int | None = None) -> int:
        """The exact value, known to lie within `bounds` (lowest, highest)."""
        low, high = self._root_bounds()
        return mtdf(self._search, (max(low, bounds[0]), min(high, bounds[1])), guess)

    def regret(self, moves, chosen, root: int | None = None, after: int | None = None) -> tuple:
        """(a best move, the root's value, the value after `chosen`), all exact, for the side
        to move at the root; `moves` are its moves, best-ordered. Far cheaper than valuing every
        move (a review asks only what one move cost): the root is solved once, `chosen` is
        tested against that value with one null-window search (and solved only when it falls
        short), then the other moves are tested in order until one reaches it.

        `root` (the root's value) and `after` (the value of the position `chosen` leads to,
        from there on) may be given when already known: a review walks one line of play, where
        the value after one move is the next position's root, so each known value is a search
        saved. With `after` known and `root` not, each other move is tested for doing better
        than the best so far (one null-window search), and solved only when it does: the root
        is not solved (`_best_from`)."""
        state = self.state
        maximizing = self._maximizing()

        def reaches_root(move) -> bool:
            gain = state.play(move)
            try:
                if maximizing:
                    return self.reaches(root - gain)
                return not self.reaches(root - gain + 1)      # at most the root's value
            finally:
                state.undo()

        if after is not None:
            chosen_value = state.play(chosen) + after
            state.undo()
            if root is None:
                best, root = self._best_from(moves, chosen, chosen_value, maximizing)
                return best, root, chosen_value
        else:
            if root is None:
                root = self.value()
            if reaches_root(chosen):
                return chosen, root, root
            gain = state.play(chosen)
            try:
                chosen_value = gain + self.value(root - gain)
            finally:
                state.undo()
        if chosen_value == root:
            return chosen, root, root
        for move in moves:
            if move != chosen and reaches_root(move):
                return move, root, chosen_value
        raise AssertionError("no move reaches the root's value")      # (impossible)

    def _best_from(self, moves, chosen, chosen_value: int, maximizing: bool) -> tuple:
        """(a best move, the root's value), knowing `chosen` leads to `chosen_value`: each other
        move tested in order for doing better than the best so far (one null-window search),
        and solved only when it does, from the bound that test gave. The best move is the first
        of `moves` with the root's value (`chosen` when it has it), as `regret` finds it."""
        state = self.state
        best_move, best = chosen, chosen_value
        for move in moves:
            if move == chosen:
                continue
            gain = state.play(move)
            try:
                if maximizing:
                    found = self._search(best - gain, best - gain + 1)
                    if found > best - gain:
                        best_move, best = move, gain + self.value_within((found, INFINITY))
                else:
                    found = self._search(best - gain - 1, best - gain)
                    if found < best - gain:
                        best_move, best = move, gain + self.value_within((-INFINITY, found))
            finally:
                state.undo()
        return best_move, best

    def _root_bounds(self) -> tuple:
        return self.state.bounds()

    def _search(self, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise NodeLimit
        key = self._key()
        hint = None
        if key is not None:
            exact = self._settled()
            if exact is not None:
                return exact
            entry = self.table.get(key)
            if entry is None:
                low, high = self._bounds()
            else:
                low, high, hint = entry
            known_low, known_high = low, high
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        best_move = None
        maximizing = self._maximizing()
        play, undo, search = self._play, self._undo, self._search
        if maximizing:
            best = -INFINITY
            floor = alpha
            for move in self._moves(hint):
                gain = play(move)
                value = gain + search(floor - gain, beta - gain)
                undo()
                if value > best:
                    best, best_move = value, move
                    if best >= beta:
                        break
                    if best > floor:
                        floor = best
        else:
            best = INFINITY
            ceiling = beta
            for move in self._moves(hint):
                gain = play(move)
                value = gain + search(alpha - gain, ceiling - gain)
                undo()
                if value < best:
                    best, best_move = value, move
                    if best <= alpha:
                        break
                    if best < ceiling:
                        ceiling = best
        if key is not None:
            # (the key cannot recur below itself: the entry read above is still the one stored)
            self.table[key] = table_entry(known_low, known_high, alpha, beta, best, maximizing,
                                          best_move, hint)
        return best


def table_entry(low: int, high: int, alpha: int, beta: int, best: int, maximizing: bool,
                best_move, hint) -> tuple:
    """The transposition table's new entry (low, high, move) for a position whose bounds were
    (low, high), searched in the window (alpha, beta) — already narrowed to those bounds — with
    the fail-soft result `best` found by `best_move`: the bound it proves, and the move to try
    first next time (the best move when it cut off or is exact, else the old `hint`)."""
    if best <= alpha:
        high = min(high, best)
    elif best >= beta:
        low = max(low, best)
    else:
        low = high = best
    good = best > alpha if maximizing else best < beta     # a cut-off or the exact value
    return low, high, best_move if good else hint


def mtdf(search, bounds: tuple, guess: int | None = None) -> int:
    """The exact value from null-window calls `search(alpha, beta)`, narrowing [lower, upper].

    The first window is at `guess` (default: the middle of `bounds`). After each call the
    bound it returns narrows the range; while more than two values are left, the next window
    is put in the middle of what is left (bisection: in a game of points the fail-soft bounds
    are often only one point past the window, so MTD(f)'s step from the last bound would crawl),
    at most about log2(range) calls; with two or fewer left, the window steps from the bound
    just returned, as MTD(f) does."""
    lower, upper = bounds
    value = guess if guess is not None else (lower + upper + 1) // 2
    value = max(lower, min(upper, value))
    while lower < upper:
        beta = value + 1 if value == lower else value
        beta = max(lower + 1, min(upper, beta))
        value = search(beta - 1, beta)
        if value < beta:
            upper = value
        else:
            lower = value
        if upper - lower > 2:
            value = (lower + upper + 1) // 2          # bisect what is left
    return lower
