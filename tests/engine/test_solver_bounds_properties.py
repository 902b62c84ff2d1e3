"""The quick bounds of engine.game304.solver.bounds against the plain minimax over the engine,
on seeded random endings at a trick start (CPython only: long loops).

`takes_all` is a claim — the side on lead wins every trick left, so it takes every point
left: wherever it is made, the minimax must give that side every point; and it must be made
often enough for the check to mean something. (`Position.bounds` as a whole, the top trumps
and the claim together, is checked by test_solver_properties.test_304_bounds_hold_the_value.)

Size (tests/engine/sizes.py): a sample of the seeds plus the hard cases; LONG_PROPERTIES=1
runs them all.
"""

import random

import pytest

from engine.game304 import solver as solver304
from engine.game304.solver.bounds import takes_all
from engine.game304.tables import side

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import ending_304, endings

# (cards per hand, seeds, the default run's sample, hard cases kept in every run): the minimax
# is slow at four cards. Hard cases: claims made false by a deliberate bug (the lead left with
# the seat whose partner overtook).
SIZES = [(2, range(90000, 91400), 600, (91019, 91303)), (3, range(91000, 91600), 300, ()),
         (4, range(92000, 92200), 60, ())]


def trick_start(seed: int, cards_left: int):
    """A seeded random 304 deal at the start of the trick with `cards_left` cards a hand, the
    trump open, four seats, no Caps call (None if the random play never got there)."""
    deal = ending_304(seed, cards_left + 1)
    rng = random.Random(seed)
    while deal is not None and not deal.is_over and (deal.trick or deal.trick_no < 8 - cards_left):
        cards = [move for move in deal.legal_moves() if move < 32]
        if not cards:
            return None
        deal.apply_move(rng.choice(cards))
    if (deal is None or deal.is_over or deal.trick_no != 8 - cards_left or deal.closed
            or deal.idle >= 0 or deal.caps_seat >= 0):
        return None
    return deal


def _claims(cards_left: int, seed_list) -> tuple:
    """(claims checked, trick starts seen) on the open-trump, four-seat trick starts."""
    claimed = seen = 0
    for seed, deal in endings(trick_start, seed_list, cards_left):
        position = solver304.Position(deal)
        seen += 1
        if takes_all(position.hands, position.turn, position.trump):
            root = deal.copy(for_search=True)
            root.caps_due = [None, None]     # card play only, as solver304.reference_value
            assert takes_every_point(root, side(deal.turn), deal.points[1 - side(deal.turn)]), (
                seed, side(deal.turn))
            claimed += 1
    return claimed, seen


def takes_every_point(deal, claimer: int, conceded: int) -> bool:
    """Whether side `claimer` captures every point left whatever the other side plays (which
    holds `conceded` points now): the plain minimax's question (solver304.reference_value ==
    the points left) asked as a yes or no, over the engine's own moves (`legal_moves` /
    `apply_move` on copies), so that the first point the other side can capture ends the
    search (the full value at four cards a hand took most of this file's time, issue #23)."""
    if deal.points[1 - claimer] > conceded:
        return False
    if deal.is_over:
        return True
    children = (played(deal, move) for move in deal.legal_moves() if move < 32)
    if side(deal.turn) == claimer:
        return any(takes_every_point(child, claimer, conceded) for child in children)
    return all(takes_every_point(child, claimer, conceded) for child in children)


def played(deal, move):
    child = deal.copy(for_search=True)
    child.apply_move(move)
    return child


@pytest.mark.parametrize("cards_left,seed_list",
                         [(cards, seeds(full, sample, fixed)) for cards, full, sample, fixed in SIZES])
def test_304_takes_all_is_a_true_claim(cards_left, seed_list):
    claimed, seen = _claims(cards_left, seed_list)
    assert seen > len(seed_list) // 10
    assert claimed > seen // 20, (claimed, seen)
