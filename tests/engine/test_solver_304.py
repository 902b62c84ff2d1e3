"""The 304 open-hand solver (engine.game304.solver) against the plain minimax over the engine,
on a sample of short endings (the big loops are in test_solver_properties.py), and its API.

Every rule of play is exercised through the endings' rule sets: closed trump (304-H1 to H14),
exposure (O3), exhausted trumps (X1, C-30), Partner Close Caps (P2 to P4)."""

import pytest

from engine.errors import EngineError
from engine.game304 import solver
from engine.game304.tables import side

from tests.engine.test_304_support import nine_deal
from tests.engine.test_solver_support import ending_304, endings


@pytest.mark.parametrize("cards_left,seeds", [(1, range(0, 40)), (2, range(40, 100)),
                                              (3, range(100, 140)), (4, range(140, 146))])
def test_value_agrees_with_plain_minimax(cards_left, seeds):
    for seed, deal in endings(ending_304, seeds, cards_left):
        assert solver.value(deal) == solver.reference_value(deal), seed


def test_move_values_agree_with_plain_minimax():
    for seed, deal in endings(ending_304, range(200, 230), 3):
        assert solver.move_values(deal) == solver.reference_move_values(deal), seed


def test_values_of_both_sides_add_up_to_the_points_left():
    for seed, deal in endings(ending_304, range(300, 330), 3):
        mine, theirs = solver.value(deal, 0), solver.value(deal, 1)
        left = sum(solver.POINTS[card] for card in solver.cards_in(solver.Position(deal).unplayed))
        left += sum(solver.POINTS[card] for _, card, _ in deal.trick)
        assert mine + theirs == left, seed


def test_reaches_is_the_value_as_a_target():
    for seed, deal in endings(ending_304, range(400, 420), 3):
        for seat in (deal.turn, (deal.turn + 1) % 4):
            best = solver.value(deal, seat)
            assert solver.reaches(deal, best, seat)
            assert not solver.reaches(deal, best + 1, seat)
            already = deal.points[side(seat)]
            assert solver.reaches(deal, already + best, seat, total=True)
            assert not solver.reaches(deal, already + best + 1, seat, total=True)


def test_value_is_the_best_move_value():
    for seed, deal in endings(ending_304, range(500, 520), 3):
        assert solver.value(deal) == max(solver.move_values(deal).values()), seed


def test_hidden_nine_ending():
    # tutorials/304/hidden-nine: after six tricks D's side (the maker) can take both last tricks.
    deal = nine_deal(6)
    assert solver.value(deal, "D") == solver.reference_value(deal, "D")
    assert solver.value(deal, "A") + solver.value(deal, "D") == sum(
        solver.POINTS[card] for card in solver.cards_in(solver.Position(deal).unplayed))


def test_refused_outside_the_play():
    from tests.engine.test_304_support import make_deal
    with pytest.raises(EngineError):
        solver.Solver(make_deal())                  # still in the first auction


def test_cards_by_points_read_off_tables_as_sorted_orders_them():
    """The move orders read cards by points off rank-major tables: the same order as sorting
    the cards (strongest first within a suit, suits in order) by points."""
    import random
    rng = random.Random(304)
    for _ in range(3000):
        mask = rng.getrandbits(32) & rng.getrandbits(32)
        cards = solver.cards_in(mask)
        assert list(solver.order.richest_first(mask)) == sorted(cards, key=solver.POINTS.__getitem__,
                                                           reverse=True)
        assert list(solver.order.cheapest_first(mask)) == sorted(cards, key=solver.POINTS.__getitem__)
