"""What one card cost (Solver.regret, the review's open-hand figure) against every card's value
(move_values, itself checked against the plain minimax in test_solver_properties.py), on
seeded endings of both games, with the trump closed and open (CPython only: long loops).

For every legal card: the cost is the best value less that card's value, and the best card
named has the best value. One table is shared down the endings' own line of play, as a review
shares it between the successive cards of one deal.
"""

import random

import pytest

from engine.app.review import cost_by_open_hands, link_forced_card
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


def _line_304(deal, rng) -> list:
    """(the deal before the card, the card play, whether it was its player's only card) for each
    card of a random line of play from `deal` to the end."""
    line = []
    while not deal.is_over:
        plays = [a for a in deal.legal_actions() if " play " in a]
        action = rng.choice(plays)
        line.append((deal.copy(), action, len(plays) == 1))
        deal.apply(action)
    return line


@pytest.mark.parametrize("make,cards_left,seeds", [(ending_304, 4, range(95000, 95040)),
                                                   (ending_304_closed, 4, range(96000, 96060))])
def test_304_a_line_weighed_in_any_order_keeps_each_positions_own_value(make, cards_left, seeds):
    """The review's values along one line (cost_by_open_hands with each card's number,
    link_forced_card): weighed forwards, backwards, or from the middle out, each card costs what
    plain `regret` says, and each value kept is its position's own, a fresh solve's."""
    found = endings(make, seeds, cards_left)
    assert len(found) > len(seeds) // 8
    for seed, deal in found:
        line = _line_304(deal, random.Random(seed))
        plain = {k: solver304.Solver(d).regret(a) for k, (d, a, forced) in enumerate(line)
                 if not forced}
        own = [solver304.Solver(d).value("A") for d, _, _ in line]
        middle = len(line) // 2
        orders = (list(range(len(line))), list(range(len(line)))[::-1],
                  [*range(middle, len(line)), *range(middle - 1, -1, -1)])
        for order in orders:
            tables, costs = {}, {}
            for k in order:
                before, action, forced = line[k]
                if forced:
                    link_forced_card(before, k, action, tables)
                else:
                    costs[k] = cost_by_open_hands("304", before, action, tables, number=k)
            assert costs == plain, (seed, order)
            # (after the last card played by hand the engine ends the deal: no position there)
            assert all(own[k] == value for k, value in tables.get("values", {}).items()
                       if k < len(line)), seed


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
