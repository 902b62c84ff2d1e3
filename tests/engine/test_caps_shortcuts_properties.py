"""The Caps judge's bitmask shortcuts (engine.game304.caps_judge) are sound, on seeded random
positions of random 304 deals (trick 1 included, the trump closed or open; CPython only):

- `_trumps_outnumbered` refutes only positions that the real-deal search (V seeing every card,
  the three others against it) also loses: the real deal is one of the worlds V must cover;
- `valid_order` gives the same answer with and without the shortcut.
"""

import random

from engine.game304 import caps_judge, random_deal
from engine.game304.random_play import choose
from engine.game304.tables import side

POSITIONS = 400


def _positions(count: int):
    """(deal, seat) at the moments strict Caps asks: each seat of a side that has won every
    trick, before each card of the play."""
    found = 0
    seed = 0
    while found < count:
        seed += 1
        rng = random.Random(seed)
        deal = random_deal(seed, options={"caps_enforcement": "off"})
        while not deal.is_over and found < count:
            if deal.phase == "play":
                for seat in range(4):
                    if seat != deal.idle and not deal.side_tricks[1 - side(seat)]:
                        found += 1
                        yield deal, seat
            deal.apply_move(choose(deal, rng, declare=0.0))


def test_trumps_outnumbered_only_refutes_lost_positions():
    refuted = 0
    for deal, seat in _positions(POSITIONS):
        if caps_judge._trumps_outnumbered(deal, seat):
            refuted += 1
            if deal.caps_seat < 0:
                assert caps_judge._lost_in_the_real_deal(deal, seat, 200000), (seat,)
    assert refuted


def test_valid_order_same_with_and_without_shortcuts():
    saved = caps_judge._trumps_outnumbered
    try:
        for deal, seat in _positions(POSITIONS // 2):
            fast = caps_judge.valid_order(deal, seat, 2000)
            caps_judge._trumps_outnumbered = lambda deal, seat: False
            slow = caps_judge.valid_order(deal, seat, 2000)
            caps_judge._trumps_outnumbered = saved
            assert (fast is None) == (slow is None), (seat,)
    finally:
        caps_judge._trumps_outnumbered = saved
