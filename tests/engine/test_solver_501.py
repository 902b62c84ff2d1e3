"""The 501 open-hand solver (engine.game501.solver) against the plain minimax over the engine,
on a sample of short endings (the big loops are in test_solver_properties.py), and its API.

The value is the hero's real points (501-G1): card points plus marriages that count (501-W3,
C-45), the other two playing together against the hero."""

import pytest

from engine.errors import EngineError
from engine.game501 import random_deal, solver

from tests.engine.test_solver_support import ending_501, endings


@pytest.mark.parametrize("cards_left,seeds", [(1, range(0, 40)), (2, range(40, 100)),
                                              (3, range(100, 150)), (4, range(150, 165))])
def test_value_agrees_with_plain_minimax(cards_left, seeds):
    for seed, deal in endings(ending_501, seeds, cards_left):
        for hero in (None, deal.order[seed % 3]):
            assert solver.value(deal, hero) == solver.reference_value(deal, hero), (seed, hero)


def test_move_values_agree_with_plain_minimax():
    for seed, deal in endings(ending_501, range(200, 240), 3):
        assert solver.move_values(deal) == solver.reference_move_values(deal), seed


def test_reaches_is_the_value_as_a_target():
    for seed, deal in endings(ending_501, range(300, 320), 3):
        hero = deal.order[seed % 3]
        best = solver.value(deal, hero)
        assert solver.reaches(deal, best, hero) and not solver.reaches(deal, best + 1, hero)
        already = deal.real_points()[hero]
        assert solver.reaches(deal, already + best, hero, total=True)


def test_marriage_lead_counts_for_the_hero():
    # A hero's marriage lead is worth at least the same card led plainly (501-W1, W2).
    for seed, deal in endings(ending_501, range(400, 480), 3):
        if deal.trick:
            continue
        values = solver.move_values(deal)
        for action, value in values.items():
            if action.endswith(" marriage"):
                assert value >= values[action[:-len(" marriage")]], seed


def test_refused_outside_the_play():
    with pytest.raises(EngineError):
        solver.Solver(random_deal(1)).value()
