"""What one card cost (Solver.regret, the review's open-hand figure) against every card's value
(move_values, itself checked against the plain minimax in test_solver_properties.py), on
seeded endings of both games, with the trump closed and open (CPython only: long loops).

For every legal card: the cost is the best value less that card's value, and the best card
named has the best value. One table is shared down the endings' own line of play, as a review
shares it between the successive cards of one deal.
"""

import random

import pytest

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501
from engine.game501.random_play import random_move

from tests.engine.test_solver_support import ending_304, ending_304_closed, ending_501, endings


def _agrees(values: dict, regret) -> None:
    best_value = max(values.values())
    for action, value in values.items():
        best, cost = regret(action)
        assert values[best] == best_value, (action, best, values)
        assert cost == best_value - value, (action, cost, values)


def _cards_304(deal) -> dict:
    return {a: v for a, v in solver304.move_values(deal).items() if " play " in a}


@pytest.mark.parametrize("make,cards_left,seeds", [
    (ending_304, 3, range(90000, 90150)), (ending_304, 5, range(91000, 91030)),
    (ending_304_closed, 4, range(92000, 92120))])
def test_304_regret_equals_the_card_values(make, cards_left, seeds):
    found = endings(make, seeds, cards_left)
    assert len(found) > len(seeds) // 8
    for seed, deal in found:
        tables = ({}, {})
        rng = random.Random(seed)
        while not deal.is_over and deal.phase == "play" and deal.caps_seat < 0:
            values = _cards_304(deal)
            if len(values) > 1:
                _agrees(values, solver304.Solver(deal, tables=tables).regret)
            cards = [move for move in deal.legal_moves() if move < 32]
            if not cards:
                break
            deal.apply_move(rng.choice(cards))


@pytest.mark.parametrize("cards_left,seeds", [(3, range(93000, 93150)),
                                              (5, range(94000, 94030))])
def test_501_regret_equals_the_move_values(cards_left, seeds):
    found = endings(ending_501, seeds, cards_left)
    assert len(found) > len(seeds) // 2
    for seed, deal in found:
        tables = {}
        rng = random.Random(seed)
        while not deal.is_over and deal.phase == "play":
            values = solver501.move_values(deal)
            if len(values) > 1:
                hero = deal.to_act_seat
                table = tables.setdefault(hero, {})
                _agrees(values, solver501.Solver(deal, table=table).regret)
            deal.apply_move(random_move(deal, rng))
