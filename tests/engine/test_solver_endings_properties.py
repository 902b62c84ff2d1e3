"""The last four tricks searched on masks (engine.game304.solver.endings, where the trump is
open and four seats play) against the seat-by-seat search they replace (`Search304` with
`three_tricks_on_masks` and `four_tricks_on_masks` False): the same value after every legal
move, on seeded 304 endings of three to five cards a hand under every rule set of the solver tests (exhausted trumps and the
maker's forced trump leads, 304-X1, C-19, C-30, included), the trick in progress or not; the
maker leads a trump when it may, nine times in ten, so that 304-X1 binds it often. The value at
the root is compared too (a root at the start of the third-last trick is searched on masks at
once; `move_values` plays into that trick first).

CPython only (long loops; the Pyodide runner skips `*_properties` files)."""

import random

import pytest

from engine.game304 import random_deal
from engine.game304 import solver
from engine.game304.random_play import choose
from engine.game304.solver.search import Search304

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import OPTIONS_304, ending_304, endings


def _trump_led_ending(seed: int, cards_left: int):
    """A 304 deal in play at `cards_left` cards a hand, the maker having led a trump whenever
    it could, nine times in ten (None if a Caps call or the end came first)."""
    rng = random.Random(seed)
    deal = random_deal(seed, options=OPTIONS_304[seed % len(OPTIONS_304)])
    while not deal.is_over:
        if deal.phase == "play" and deal.caps_seat < 0:
            if 8 - deal.trick_no <= cards_left and not deal.trick:
                return deal
            trumps = [move for move in deal.legal_moves() if move < 32
                      and move >> 3 == deal.trump and move != deal.indicator]
            if not deal.trick and deal.turn == deal.maker and trumps and rng.random() < 0.9:
                deal.apply_move(rng.choice(trumps))
                continue
        deal.apply_move(choose(deal, rng, declare=0.02))
    return None


def _seat_by_seat(deal, question):
    """`question(Solver(deal))` with the endings searched seat by seat."""
    Search304.three_tricks_on_masks = Search304.four_tricks_on_masks = False
    try:
        return question(solver.Solver(deal))
    finally:
        Search304.three_tricks_on_masks = Search304.four_tricks_on_masks = True


@pytest.mark.parametrize("make", [ending_304, _trump_led_ending], ids=["random", "trump-led"])
@pytest.mark.parametrize("cards_left, seed_range", [
    (3, seeds(range(90000, 90400), 150)),
    (4, seeds(range(91000, 91120), 40)),
    (5, seeds(range(92000, 92024), 8))])
def test_the_endings_on_masks_give_the_seat_by_seat_values(make, cards_left, seed_range):
    found = endings(make, seed_range, cards_left)
    assert found
    for seed, deal in found:
        assert (solver.Solver(deal).move_values()
                == _seat_by_seat(deal, solver.Solver.move_values)), seed
        assert solver.Solver(deal).value() == _seat_by_seat(deal, solver.Solver.value), seed
