"""Bounds carried over between alike positions in the 501 solver (engine.game501.solver.alike):
the class key (the hero's marriages part of it) and the widening of a bound by the cards'
points; the module's claim itself, on trick starts of seeded endings each against alike
positions drawn at random (the exact value of one lies within the other's, widened); then the
solver with the carried bounds against the solver without them (`Search501.alike_bounds`
False, itself tested against the plain minimax in test_solver_501.py and
test_solver_properties.py), on seeded endings long enough for alike positions to recur within
one search, the hero each player in turn, the trick in progress or not.

CPython only (long loops; the Pyodide runner skips `*_properties` files)."""

import copy
import random

import pytest

from engine.game501 import solver
from engine.game501.solver.alike import narrowed, relative_key
from engine.game501.solver.position import CARD_INDEX, Position
from engine.game501.solver.search import Search501
from engine.search.alphabeta import INFINITY

from tests.engine.sizes import seeds
from tests.engine.test_solver_support import ending_501, endings


def _mask(*cards: str) -> int:
    return sum(1 << CARD_INDEX[card] for card in cards)


def _key(hands: list, leader: int = 0, hero: int = 0, hero_won: bool = True,
         pending: int = 0) -> int:
    return relative_key(hands, leader, hero, hero_won, pending)


def _widened(here: list, there: list, low: int, high: int) -> tuple:
    """Bounds (low, high) proved with the hands `there`, carried to the hands `here`."""
    table = {0: (there[0] | there[1] | there[2], low, high)}
    return narrowed(table, 0, here[0] | here[1] | here[2], -INFINITY, INFINITY)


# Hearts A, T, J held by players 0, 1, 2 here; T, K, 9 there; player 2 holds the 9 of spades
# in both.
HERE = [_mask("AH"), _mask("TH"), _mask("JH", "9S")]
THERE = [_mask("TH"), _mask("KH"), _mask("9H", "9S")]


def test_alike_positions_share_a_class_and_others_do_not():
    assert _key(HERE) == _key(THERE)
    swapped = [HERE[1], HERE[0], HERE[2]]                       # the A and the T change hands
    more = [HERE[0], HERE[1], HERE[2] | _mask("QS")]            # one card more
    assert _key(swapped) != _key(THERE) and _key(more) != _key(THERE)
    assert _key(HERE, leader=1) != _key(THERE)
    assert _key(HERE, hero_won=False, pending=20) != _key(THERE, hero_won=False)
    assert _key(HERE, hero_won=False) != _key(THERE)
    # Every kind of key lies above every Position.key, so both share one table.
    assert _key([0, 0, 0]) >= 1 << 82


def test_the_hero_s_marriages_are_part_of_the_class():
    """The hero (player 0) holding the king and queen of hearts may declare them (501-W1):
    not alike to holding the ace and ten at the same places; nor to a king and queen at other
    places among the hearts left."""
    married = [_mask("KH", "QH"), _mask("JH"), _mask("9S")]
    plain = [_mask("AH", "TH"), _mask("JH"), _mask("9S")]
    assert _key(married) != _key(plain)
    assert _key(married, hero=1) == _key(plain, hero=1)         # not the hero's: alike
    high = [_mask("TH", "KH", "QH"), _mask("JH"), _mask("9S")]  # the king second of four
    low = [_mask("KH", "QH", "JH"), _mask("9H"), _mask("9S")]   # the king first of four
    assert _key(high) != _key(low)
    assert _key(married) == _key([_mask("KH", "QH"), _mask("9H"), _mask("9S")])


def test_a_bound_is_widened_by_each_card_s_points_against_its_partner_s():
    """A/T: +1, T/K: +6, J/9: +2 — the hero's points here lie between 0 and 9 more than
    there, whatever the play; and the other way round, between 9 and 0 fewer."""
    assert _widened(HERE, THERE, 40, 50) == (40, 59)
    assert _widened(THERE, HERE, 40, 50) == (31, 50)
    assert _widened(HERE, HERE, 40, 50) == (40, 50)


def _alike(position: Position, rng: random.Random) -> Position:
    """A position like `position` (a trick start): in each suit the cards left replaced by as
    many others drawn at random, strongest to strongest, each held where its partner was."""
    left_all = position.hands[0] | position.hands[1] | position.hands[2]
    mapping = {}
    for suit in range(4):
        left = [card for card in range(suit * 6, suit * 6 + 6) if left_all >> card & 1]
        drawn = sorted(rng.sample(range(suit * 6, suit * 6 + 6), len(left)))
        mapping.update(zip(left, drawn))
    other = copy.copy(position)
    other.hands = [sum(1 << mapping[card] for card in range(24) if hand >> card & 1)
                   for hand in position.hands]
    other.history = []
    return other


def _exact(position: Position) -> int:
    """The hero's value of the position, searched without the alike bounds."""
    Search501.alike_bounds = False
    try:
        return Search501(position, {}).value()
    finally:
        Search501.alike_bounds = True


def _class(position: Position) -> int:
    return relative_key(position.hands, position.turn, position.hero, position.hero_won,
                        position.pending)


def test_a_value_lies_within_an_alike_position_s_value_widened():
    """The module's claim itself: the same tree card for card, the same marriages, so a value
    lies within the alike position's, widened by the points of each card against its
    partner's. Trick starts of seeded endings, each against positions drawn at random; those
    of the same class are checked (a drawing that gives or takes a marriage of the hero's is
    another class)."""
    rng = random.Random(5)
    checked = inside = married = 0
    for seed, deal in endings(ending_501, range(96000, 96300), 4):
        if deal.trick:
            continue
        position = Position(deal, deal.order[seed % 3])
        value = _exact(position)
        for _ in range(6):
            other = _alike(position, rng)
            if _class(other) != _class(position):
                continue
            low, high = _widened(position.hands, other.hands, *(2 * [_exact(other)]))
            assert low <= value <= high, seed
            checked += 1
            inside += low < high
            married += position.pending > 0 or any(
                position._marriage_card(position.hands[position.hero], card)
                for card in range(24) if position.hands[position.hero] >> card & 1)
    assert checked > 300 and inside > checked // 2 and married > 15, (checked, inside, married)


def _without_alike(question):
    Search501.alike_bounds = False
    try:
        return question()
    finally:
        Search501.alike_bounds = True


@pytest.mark.parametrize("cards_left, seed_range", [
    (5, seeds(range(95000, 95060), 30)),
    (6, seeds(range(95100, 95130), 10)),
    (8, seeds(range(95200, 95240), 16))])
def test_the_solver_gives_the_same_values_with_bounds_from_alike_positions(cards_left,
                                                                         seed_range):
    found = endings(ending_501, seed_range, cards_left)
    assert found
    for seed, deal in found:
        hero = deal.order[seed % 3]
        assert (solver.Solver(deal, hero).value()
                == _without_alike(lambda: solver.Solver(deal, hero).value())), seed
        if seed % 3 == 0:
            assert (solver.Solver(deal).move_values()
                    == _without_alike(lambda: solver.Solver(deal).move_values())), seed
