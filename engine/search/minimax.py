"""The plain minimax: the reference the solvers are checked against.

No pruning, no table, no ordering: every legal move of every position is tried. It works on the
engine's own states through five callbacks a game supplies (built on the engine's
`legal_moves()` / `apply_move()` and copies of its deal), so it shares no code with the solvers.
"""


def plain_minimax(state, moves, child, maximizing, final_value, counter=None) -> int:
    """The value of `state` for the maximizing side.

    `moves(state)` lists the moves (empty when the position is final), `child(state, move)` is
    a new state with the move made, `maximizing(state)` says whether the side to choose
    maximizes, and `final_value(state)` is the value of a final state. `counter`, a one-item
    list, counts the positions visited.
    """
    if counter is not None:
        counter[0] += 1
    options = moves(state)
    if not options:
        return final_value(state)
    values = [plain_minimax(child(state, move), moves, child, maximizing, final_value, counter)
              for move in options]
    return max(values) if maximizing(state) else min(values)
