"""Bounds carried over between alike positions (engine.game304.solver.alike): the class key and
the widening of a bound by the cards' points (the strongest trumps one side holds counted
exactly); the module's claim itself, on trick starts of seeded endings each against alike
positions drawn at random (the exact value of one lies within the other's, widened); then the
solver with the carried bounds against the solver without them (`Search304.alike_bounds`
False, itself tested against the plain minimax in test_solver_properties.py), on seeded 304
endings long enough for alike positions to recur within one search: the trump open and closed
(the indicator's place among the trumps left is part of the class), every rule set of the
solver tests, the trick in progress or not.

CPython only (long loops; the Pyodide runner skips `*_properties` files)."""

import copy
import random

import pytest

from engine.game304 import solver
from engine.game304.solver.alike import relative_key, transfer
from engine.game304.solver.position import Position
from engine.game304.solver.search import Search304
from engine.game304.tables import CARD_INDEX

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import ending_304, ending_304_closed, endings


def _mask(*cards: str) -> int:
    return sum(1 << CARD_INDEX[card] for card in cards)


# The module's example: hearts J, A, 7 held by seats 0, 1, 2 here, 9, 10, 8 there; seat 3 holds
# the king of spades in both.
HERE = [_mask("JH"), _mask("AH"), _mask("7H"), _mask("KS")]
THERE = [_mask("9H"), _mask("TH"), _mask("8H"), _mask("KS")]


def _union(hands: list) -> int:
    return hands[0] | hands[1] | hands[2] | hands[3]


def test_alike_positions_share_a_class_and_others_do_not():
    assert relative_key(HERE, _union(HERE), 1, 0) == relative_key(THERE, _union(THERE), 1, 0)
    swapped = [HERE[1], HERE[0], HERE[2], HERE[3]]           # the J and the A change hands
    moved = [HERE[0], HERE[1], HERE[2] | _mask("QS"), HERE[3]]   # one card more
    for hands, leader, flags in ((swapped, 1, 0), (moved, 1, 0), (HERE, 2, 0), (HERE, 1, 1)):
        assert relative_key(hands, _union(hands), leader, flags) != relative_key(
            THERE, _union(THERE), 1, 0)
    # Every kind of key lies above every Position.key, so both share one table.
    assert relative_key([0, 0, 0, 0], 0, 0, 0) >= 1 << 43


def test_the_closed_indicator_s_place_is_part_of_the_class():
    """While the trump is closed the indicator (in no hand) is told apart by its place among
    the trumps left: spades here, the maker (seat 3) holding the other spades."""
    hands = [_mask("JH"), _mask("AH"), _mask("7H"), _mask("9S")]
    left = _union(hands) | _mask("JS")                  # the indicator: the jack, above the 9
    other = [_mask("JH"), _mask("AH"), _mask("7H"), _mask("JS")]
    low = _union(other) | _mask("9S")                   # the indicator: the 9, below the jack
    trump = CARD_INDEX["JS"] >> 3
    assert relative_key(hands, left, 0, 0, CARD_INDEX["JS"], trump) != relative_key(
        other, low, 0, 0, CARD_INDEX["9S"], trump)
    assert relative_key(hands, left, 0, 0, CARD_INDEX["JS"], trump) != relative_key(
        hands, left, 0, 0)                              # closed or open


def test_a_bound_is_widened_by_each_card_s_points_against_its_partner_s():
    """J/9: +10, A/10: +1, 8/7: 0, K/K: 0 — here's side 0 takes between 0 and 11 points more
    than there's, whatever the play; and the other way round, between 11 and 0 fewer."""
    assert transfer(_union(HERE), _union(THERE), 40, 50) == (40, 61)
    assert transfer(_union(THERE), _union(HERE), 40, 50) == (29, 50)
    assert transfer(_union(HERE), _union(HERE), 40, 50) == (40, 50)


def _alike(position: Position, rng: random.Random) -> Position:
    """A position alike to `position` (a trick start): in each suit the cards left replaced by
    as many others drawn at random, strongest to strongest, each held where its partner was
    (the closed indicator too)."""
    mapping = {}
    for suit in range(4):
        left = [card for card in range(suit * 8, suit * 8 + 8) if position.unplayed >> card & 1]
        drawn = sorted(rng.sample(range(suit * 8, suit * 8 + 8), len(left)))
        mapping.update(zip(left, drawn))

    def moved(mask: int) -> int:
        return sum(1 << mapping[card] for card in range(32) if mask >> card & 1)

    other = copy.copy(position)
    other.hands = [moved(hand) for hand in position.hands]
    other.unplayed = moved(position.unplayed)
    other.indicator = mapping[position.indicator] if position.indicator >= 0 else -1
    other.history, other.exact = [], {}
    return other


def _exact(position: Position) -> int:
    """Side 0's value of the position as it stands, searched without the alike bounds."""
    Search304.alike_bounds = False
    try:
        return Search304(position, {}).value()
    finally:
        Search304.alike_bounds = True


def _side_0(position: Position) -> int:
    """Side 0's cards, the closed indicator counted the maker's."""
    ours = position.hands[0] | position.hands[2]
    if position.indicator >= 0 and not position.maker & 1:
        ours |= 1 << position.indicator
    return ours


def _key(position: Position) -> int:
    return relative_key(position.hands, position.unplayed, position.turn,
                        position.exhausted | position.must_lead_trump << 1, position.indicator,
                        position.trump)


@pytest.mark.parametrize("make", [ending_304, ending_304_closed], ids=["any", "closed"])
def test_a_value_lies_within_an_alike_position_s_value_widened(make):
    """The module's claim itself: the same tree card for card, so a value lies within the
    alike position's, widened by the points of each card against its partner's; and both
    positions share one class. Trick starts of seeded endings, each against alike positions
    drawn at random (the trump open and closed)."""
    rng = random.Random(7)
    checked = inside = 0
    for seed, deal in endings(make, range(97000, 97120), 3):
        if deal.trick:
            continue
        position = Position(deal)
        value = _exact(position)
        for _ in range(4):
            other = _alike(position, rng)
            assert _key(other) == _key(position), seed
            low, high = transfer(position.unplayed, other.unplayed, *(2 * [_exact(other)]),
                                 position.trump, _side_0(position))
            assert low <= value <= high, seed
            checked += 1
            inside += low < high
    assert checked > 60 and inside > checked // 2, (checked, inside)


def test_the_strongest_trumps_one_side_holds_count_exactly():
    """Spades trump. Here J, 9, A of spades held by seats 0, 2, 1; there 9, A, 10. The jack
    and the nine here (the nine and the ace there) are side 0's whatever the play: +10 and +9
    exactly; the ace against the ten, side 1's, may go either way: 0 to +1. Side 1 holding
    the best trump, its run changes nothing of side 0's."""
    spades = CARD_INDEX["JS"] >> 3
    here = _mask("JS", "9S", "AS")
    there = _mask("9S", "AS", "TS")
    assert transfer(here, there, 40, 50, spades, _mask("JS", "9S")) == (59, 70)
    assert transfer(here, there, 40, 50, spades, _mask("AS")) == (40, 51)
    assert transfer(here, there, 40, 50) == (40, 70)          # no trump said: all either way


def _without_alike(deal, question):
    Search304.alike_bounds = False
    try:
        return question(solver.Solver(deal))
    finally:
        Search304.alike_bounds = True


@pytest.mark.parametrize("make", [ending_304, ending_304_closed], ids=["any", "closed"])
@pytest.mark.parametrize("cards_left, seed_range", [
    (5, seeds(range(93000, 93060), 24)),
    (6, seeds(range(94000, 94016), 6))])
def test_the_solver_gives_the_same_values_with_bounds_from_alike_positions(make, cards_left,
                                                                         seed_range):
    found = endings(make, seed_range, cards_left)
    assert found
    for seed, deal in found:
        assert solver.Solver(deal).value() == _without_alike(deal, solver.Solver.value), seed
        if seed % 3 == 0:
            assert (solver.Solver(deal).move_values()
                    == _without_alike(deal, solver.Solver.move_values)), seed
