"""The open-hand solvers against the plain minimax over the engine, on thousands of seeded
random short endings (up to four cards per hand), both games (CPython only: long loops).

304 endings come from four rule sets (closed trump by default, open from the start, the C-30
forced start of exhausted trumps, the C-19 forced trump lead: test_solver_support.OPTIONS_304),
so both closed-trump play (304-H1 to H14, O3) and open play are covered; 501 endings have three
or four players and marriages. Every value must equal the minimax's, and so must every move's
value on a share of the positions.
"""

import pytest

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501

from tests.engine.test_solver_support import ending_304, ending_304_closed, ending_501, endings

# (cards per hand, seeds): the plain minimax is slow at four cards, so fewer of those.
SIZES = [(1, range(10000, 10600)), (2, range(20000, 20900)), (3, range(30000, 30450)),
         (4, range(40000, 40060))]


@pytest.mark.parametrize("cards_left,seeds", SIZES)
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


@pytest.mark.parametrize("cards_left,seeds", [(2, range(50000, 50600)), (3, range(60000, 60400)),
                                              (4, range(70000, 70060))])
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


@pytest.mark.parametrize("cards_left,seeds", [(2, range(80000, 80400)), (3, range(81000, 81300)),
                                              (4, range(82000, 82060))])
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
