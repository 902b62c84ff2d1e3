"""The open-hand solvers against the plain minimax over the engine, on thousands of seeded
random short endings (up to four cards per hand), both games (CPython only: long loops).

304 endings come from four rule sets (closed trump by default, open from the start, the C-30
forced start of exhausted trumps, the C-19 forced trump lead: test_solver_support.OPTIONS_304),
so both closed-trump play (304-H1 to H14, O3) and open play are covered; 501 endings have three
or four players and marriages. Every value must equal the minimax's, and so must every move's
value on a share of the positions.

Size (tests/engine/sizes.py): the 304 endings of three and four cards, where the minimax is
slow, run a sample of their seeds plus the hard cases below; LONG_PROPERTIES=1 runs them all.
"""

import pytest

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import ending_304, ending_304_closed, ending_501, endings

# (cards per hand, seeds): the plain minimax is slow at four cards, so fewer of those.
SIZES = [(1, range(10000, 10600)), (2, range(20000, 20900)), (3, range(30000, 30450)),
         (4, range(40000, 40060))]
# Hard cases, kept in every run: the seeds that caught a deliberate bug of tools/mutants.py
# (solver-equivalent-queen: the queen searched as the 8's equal), and 40035, the one four-card
# ending of these seeds with the trump still closed.
HARD_304 = {3: (30084, 30108, 30170), 4: (40001, 40035, 40043)}
SAMPLE = {3: 150, 4: 6}           # the default run's seeds of each size, besides the hard ones
SIZES_304 = [(cards, seeds(full, SAMPLE[cards], HARD_304[cards]) if cards in SAMPLE else full)
             for cards, full in SIZES]


@pytest.mark.parametrize("cards_left,seeds", SIZES_304)
def test_304_solver_equals_minimax(cards_left, seeds):
    found = endings(ending_304, seeds, cards_left)
    closed = sum(1 for _, deal in found if deal.closed)
    assert len(found) > len(seeds) // 2 and (cards_left == 1 or closed > 0)
    for seed, deal in found:
        assert solver304.value(deal) == solver304.reference_value(deal), seed
        if seed % 5 == 0:
            assert solver304.move_values(deal) == solver304.reference_move_values(deal), seed


@pytest.mark.parametrize("cards_left,seeds", SIZES)
def test_501_solver_equals_minimax(cards_left, seeds):
    found = endings(ending_501, seeds, cards_left)
    assert len(found) > len(seeds) // 2
    for seed, deal in found:
        assert solver501.value(deal) == solver501.reference_value(deal), seed
        if seed % 5 == 0:
            assert solver501.move_values(deal) == solver501.reference_move_values(deal), seed


@pytest.mark.parametrize("cards_left,seeds", [(1, range(53000, 53600)), (2, range(51000, 51600)),
                                             (3, range(52000, 52300))])
def test_501_bounds_hold_the_value(cards_left, seeds):
    """The quick bounds at a trick start, for each player as the hero: its top trumps (above
    every trump of the other two) are its points, and the cheapest cards the other two give to
    those tricks; theirs are not, nor the hero's cheapest cards in the tricks they take (501-L6;
    a player's top trumps fall on tricks of their own, two players' may share one). Every bound
    holds the
    minimax's value; the lower bound is often above nothing, and the upper bound often meets the
    value (where one point more than the truth would show)."""
    checked = lows = high_met = 0
    for seed, deal in endings(ending_501, seeds, cards_left):
        if deal.trick:
            continue
        for hero in deal.order:
            low, high = solver501.Position(deal, hero).bounds()
            value = solver501.reference_value(deal, hero)
            assert low <= value <= high, (seed, hero, low, value, high)
            checked += 1
            lows += low > 0
            high_met += high == value
    assert checked > len(seeds) // 4 and lows > checked // 20 and high_met > checked // 10, (
        checked, lows, high_met)


@pytest.mark.parametrize("cards_left,seeds", [
    (2, range(50000, 50600)),
    # (hard cases: solver-closed-indicator-on-trump-lead, then solver-equivalent-queen)
    (3, seeds(range(60000, 60400), 150, (60291, 60216))),
    (4, seeds(range(70000, 70060), 6, (70025, 70035)))])
def test_304_solver_equals_minimax_with_the_trump_closed(cards_left, seeds):
    """Endings in which the trump is still closed: the maker's indicator, face-down cuts and
    discards, inspection and reveal (304-H1 to H14) inside the search."""
    found = endings(ending_304_closed, seeds, cards_left)
    assert len(found) > len(seeds) // 8
    for seed, deal in found:
        assert deal.closed
        assert solver304.value(deal) == solver304.reference_value(deal), seed
        if seed % 4 == 0:
            assert solver304.move_values(deal) == solver304.reference_move_values(deal), seed


@pytest.mark.parametrize("cards_left,seeds", [
    (2, range(80000, 80400)),
    # (hard cases: solver-bounds-top-trumps, and a trick counted twice to the top trumps; at
    # four cards, the quicker of the endings in which a bound equals the value, where a bound
    # one point off fails: few four-card endings start a trick, and they are slow to solve)
    (3, seeds(range(81000, 81300), 150, (81238, 81296))),
    (4, seeds(range(82000, 82060), 0, (82022, 82035, 82039, 82045, 82058)))])
def test_304_bounds_hold_the_value(cards_left, seeds):
    """The quick bounds at a trick start (the top trumps, and the cheapest cards every
    opponent gives to the tricks they take) hold the exact value, trump closed or open."""
    checked = 0
    for seed, deal in endings(ending_304, seeds, cards_left) + endings(ending_304_closed, seeds,
                                                                       cards_left):
        if deal.trick or solver304._open_option(deal):
            continue
        low, high = solver304.Position(deal).bounds()
        assert low <= solver304.reference_value(deal, 0) <= high, seed
        checked += 1
    assert checked > len(seeds) // 10
