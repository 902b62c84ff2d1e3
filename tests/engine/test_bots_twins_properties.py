"""Twin observations (issue #17): two deals that differ only in cards a seat cannot see give
that seat's bot the same action for the same seed — the bot is a function of its observation
and nothing else. CPython only (long loops; the twins come from the engine's information
tests, tests/engine/test_304_information_properties.py and test_501_properties.py)."""

import os
import random

from engine import bots
from engine.errors import EngineError
from engine.game501 import Deal as Deal501
from engine.game501.actions import format_action
from engine.game304.tables import SEATS

from tests.engine.test_304_information_properties import _history, _twin
from tests.engine.test_501_properties import other_world
from engine.game501.random_play import random_move

CASES = int(os.environ.get("BOT_TWINS", "60"))
BUDGET = 60


def _same_decisions(game: str, original, twin, seat: str, seed) -> bool:
    """Both deals show `seat` the same observation; its bot then decides the same."""
    view, twin_view = original.observation(seat), twin.observation(seat)
    assert view == twin_view
    if view["legal"]:
        for level in ("beginner", "strong"):
            assert (bots.explain(game, view, view["legal"], seed, level, BUDGET)
                    == bots.explain(game, twin_view, twin_view["legal"], seed, level, BUDGET))
        return True
    if game == "304":
        assert bots.declare("304", view, seed) == bots.declare("304", twin_view, seed)
        return True
    return False


def test_304_twin_observations_give_the_same_action():
    compared = 0
    for seed in range(CASES):
        rng = random.Random(seed)
        full = _history(seed)
        viewer = rng.randrange(4)
        prefix = full.history[:rng.randrange(1, len(full.history))]
        made = _twin(full, viewer, prefix, rng)
        if made is None:
            continue
        twin, twin_prefix = made
        from engine.game304.deal import Deal
        from tests.engine.test_304_information_properties import RULES
        original = Deal(full.dealt, full.dealer, RULES, full.tokens_before)
        try:
            for (seat, move, order), (_, twin_move, twin_order) in zip(prefix, twin_prefix):
                twin.check(seat, twin_move, twin_order)
                original._do(seat, move, order)
                twin._do(seat, twin_move, twin_order)
        except EngineError:
            continue                      # another seat's action refused in the twin
        if original.is_over:
            continue
        compared += _same_decisions("304", original, twin, SEATS[viewer], seed)
    assert compared >= CASES // 3


def test_501_twin_observations_give_the_same_action():
    rng = random.Random(7)
    compared = 0
    for seed in range(CASES):
        players = 4 if seed % 4 == 0 else 3
        deal = Deal501.from_seed(seed, dealer=seed % players, players=players)
        history_rng = random.Random(seed)
        stop = rng.randrange(1, 40)
        while not deal.is_over and len(deal.history) < stop:
            deal.apply_move(random_move(deal, history_rng))
        if deal.is_over:
            continue
        seat = deal.to_act_seat
        twin = other_world(deal, seat, rng)
        if twin is None:
            continue
        try:
            for actor, move in deal.history:
                twin.apply(format_action(actor, move))
        except EngineError:
            continue
        compared += _same_decisions("501", deal, twin, "ABCD"[seat], seed)
    assert compared >= CASES // 3
