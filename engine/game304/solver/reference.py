"""The reference the 304 solver is tested against: the plain minimax over the engine's own deal.

`reference_value` and `reference_move_values` answer what `engine.game304.solver.value` and
`move_values` answer, by trying every legal move of every position through the engine itself
(`Deal.legal_moves` / `apply_move` on copies, the maker's out-of-turn `open` through
`Deal.apply`, engine.search.plain_minimax): no pruning, no table, no rule written again. Only
the final split of the points uses the solver's `Position.points_left`. Slow: short endings only.
"""

from engine.errors import IllegalAction
from engine.game304.actions import CAPS, OPEN, SPOILT
from engine.game304.solver.position import Position
from engine.game304.tables import CARDS, PLAY, SEATS, seat_number, side
from engine.search import plain_minimax


def _ref_moves(node) -> list:
    deal, offer = node
    if deal.is_over:
        return []
    cards = [move for move in deal.legal_moves() if move < 32]
    if offer and deal.may_open(deal.maker):
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
    if offer and deal.may_open(deal.maker):
        return side(deal.maker) == 0
    return side(deal.turn) == 0


def reference_value(deal, seat=None, counter=None) -> int:
    """The value by plain minimax over the engine (`Deal.legal_moves` / `apply_move` on copies,
    the maker's out-of-turn `open` through `Deal.apply`): the definition of `value`."""
    if deal.phase != PLAY or deal.is_over or deal.caps_seat >= 0:
        raise IllegalAction("solver-needs-play")
    seat = deal.turn if seat is None else seat_number(seat)
    root = deal.copy(for_search=True)
    root.caps_due = [None, None]
    start = root.points[0]
    final = plain_minimax((root, True), _ref_moves, _ref_child, _ref_maximizing,
                          lambda node: node[0].points[0], counter)
    value0 = final - start
    remaining = Position(deal).points_left()
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
    remaining = Position(child).points_left()
    return value0 if side(seat) == 0 else remaining - value0
