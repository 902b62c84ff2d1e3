"""The 304 open-hand solver (engine.game304.solver) against the plain minimax over the engine,
on a sample of short endings (the big loops are in test_solver_properties.py), and its API.

Every rule of play is exercised through the endings' rule sets: closed trump (304-H1 to H14),
exposure (O3), exhausted trumps (X1, C-30), Partner Close Caps (P2 to P4)."""

import random

import pytest

from engine.errors import EngineError
from engine.game304 import random_deal, solver
from engine.game304.random_play import choose
from engine.game304.tables import side

from tests.engine.test_304_support import nine_deal
from tests.engine.test_solver_support import OPTIONS_304, ending_304, endings


@pytest.mark.parametrize("cards_left,seeds", [(1, range(0, 40)), (2, range(40, 100)),
                                              (3, range(100, 140)), (4, range(140, 146))])
def test_value_agrees_with_plain_minimax(cards_left, seeds):
    for seed, deal in endings(ending_304, seeds, cards_left):
        assert solver.value(deal) == solver.reference_value(deal), seed


def test_move_values_agree_with_plain_minimax():
    for seed, deal in endings(ending_304, range(200, 230), 3):
        assert solver.move_values(deal) == solver.reference_move_values(deal), seed


def _ending_without_caps(seed: int, cards_left: int):
    """A 304 ending as `ending_304` draws them, with Caps off: no Caps obligation can end the
    deal early (304-K4), so the points at the end are those of the card play alone."""
    rng = random.Random(seed)
    options = {**(OPTIONS_304[seed % len(OPTIONS_304)] or {}), "caps_enforcement": "off"}
    deal = random_deal(seed, options=options)
    in_trick = rng.randrange(4)
    while not deal.is_over:
        if (deal.phase == "play" and 8 - deal.trick_no <= cards_left
                and len(deal.trick) == in_trick % deal.active_players()):
            return deal
        deal.apply_move(choose(deal, rng, declare=0.05))
    return None


def _best_points(deal, side_index: int) -> int:
    """The card points `side_index` holds at the end when it plays for the most and the other
    side for the least: a plain minimax over the engine's card plays, written here so that it
    shares nothing with the solver (nor with its reference in solver.py)."""
    if deal.is_over:
        return deal.points[side_index]
    outcomes = []
    for move in deal.legal_moves():
        if move < 32:                                          # card plays only
            child = deal.copy(for_search=True)
            child.apply_move(move)
            outcomes.append(_best_points(child, side_index))
    return max(outcomes) if side(deal.turn) == side_index else min(outcomes)


def test_value_of_each_side_is_what_it_captures_by_its_own_minimax():
    """Each side's value against its own minimax, each side's points counted for itself (not
    as the rest of the other's): a solver off by a few points for one side, or both, fails."""
    checked = 0
    for seed in range(300, 330):
        deal = _ending_without_caps(seed, 3)
        if deal is None:
            continue
        for seat in (0, 1):                                    # A for side A–C, B for B–D
            start = deal.points[side(seat)]
            assert solver.value(deal, seat) == _best_points(deal, side(seat)) - start, (seed, seat)
        checked += 1
    assert checked >= 20


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
