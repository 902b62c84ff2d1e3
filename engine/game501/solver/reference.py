"""The definition the 501 solver is tested against: the plain minimax over the engine's own deal
(`Deal.legal_moves` / `apply_move` on copies)."""

from engine.errors import IllegalAction
from engine.game501.actions import format_action
from engine.game501.deal import Deal
from engine.game501.solver.position import hero_seat
from engine.game501.tables import PLAY
from engine.search import plain_minimax


def copy_deal(deal):
    """An independent copy of a 501 deal in play (what `_do` changes during the play)."""
    new = object.__new__(Deal)
    new.__dict__.update(deal.__dict__)
    new.hands = [list(hand) for hand in deal.hands]
    new.trick = list(deal.trick)
    new.tricks = list(deal.tricks)
    new.captured = list(deal.captured)
    new.tricks_won = list(deal.tricks_won)
    new.marriages = list(deal.marriages)
    new.history = list(deal.history)
    new.events = []          # narration of the copy's moves must not reach the original
    return new


def reference_value(deal, seat=None, counter=None) -> int:
    """The value by plain minimax over the engine (`Deal.legal_moves` / `apply_move` on copies):
    the hero's real points at the end minus its real points now."""
    if deal.phase != PLAY:
        raise IllegalAction("solver-needs-play")
    hero = hero_seat(deal, seat)

    def moves(state):
        return [] if state.is_over else state.legal_moves()

    def child(state, move):
        new = copy_deal(state)
        new.apply_move(move)
        return new

    def final(state):
        return state.real_points()[hero]

    return plain_minimax(deal, moves, child, lambda state: state.to_act_seat == hero, final,
                         counter) - deal.real_points()[hero]


def reference_move_values(deal) -> dict:
    hero = deal.to_act_seat
    values = {}
    for move in deal.legal_moves():
        child = copy_deal(deal)
        child.apply_move(move)
        gained = child.real_points()[hero] - deal.real_points()[hero]
        values[format_action(hero, move)] = gained + (0 if child.is_over
                                                       else reference_value(child, hero))
    return values
