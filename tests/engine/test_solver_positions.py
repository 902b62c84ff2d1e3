"""The open-hand solvers on positions of deals bid and played by the strong bots (issue #28):
exactly the answers recorded by the solver of the issue's start (tools/solver_positions.py) —
the value, and for the card played there the review's regret (a best card, its cost: the best
card names the tie-break among equal values, which the review shows).

The default run takes a seeded sample of the positions; LONG_PROPERTIES=1 takes them all."""

import pytest

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import position_deal, strong_positions, strong_values

POSITIONS = strong_positions()
RECORDED = strong_values()
# Every position in the long run (about two minutes with the solver of the start);
# otherwise a few quick ones of each game, at both moments (304: even numbers are opening leads).
QUICK_304 = (6, 13, 17, 26, 27, 29, 47, 59)
QUICK_501 = (1, 4, 5, 13, 16, 19)
CHOSEN = ([p for n, p in enumerate(strong_positions("304"))
           if n in seeds(range(72), 0, QUICK_304)]
          + [p for n, p in enumerate(strong_positions("501"))
             if n in seeds(range(24), 0, QUICK_501)])


def test_the_set_is_the_recorded_one():
    assert len(POSITIONS) == 96 and sorted(RECORDED) == sorted(p["id"] for p in POSITIONS)


@pytest.mark.parametrize("position", CHOSEN, ids=[p["id"] for p in CHOSEN])
def test_the_solver_gives_the_recorded_answers(position):
    module = solver304 if position["game"] == "304" else solver501
    deal = position_deal(position)
    expected = RECORDED[position["id"]]
    assert module.Solver(deal).value() == expected["value"]
    best, cost = module.Solver(deal).regret(position["played"])
    assert (best, cost) == (expected["best"], expected["cost"])
