"""Information test (DESIGN.md "Observation"): two deals that differ only in cards a seat
cannot see give that seat identical observations and identical offered actions at every step.

For each random deal and seat X, a twin deal swaps two cards of the same suit between two
other players' hands, both unseen by X during the replayed prefix (never played, chosen as
indicator, or shown in a Caps call). The same actions are replayed in both; X's view must not
differ. Same-suit swaps keep every earlier action legal in the twin. Caps is judged leniently
here: under strict enforcement the referee's ruling on another seat's hidden Caps opportunity
is public news that legitimately depends on that seat's cards.
"""

import random

from engine.game304.deal import Deal
from engine.game304.random_play import choose
from engine.game304.tables import SEATS
from engine.game304 import random_deal
from engine.game304.rules import rules_from_options

RULES = rules_from_options({"caps_enforcement": "lenient"})


def _history(seed):
    rng = random.Random(seed)
    deal = random_deal(seed, options=RULES)
    while not deal.is_over:
        deal.apply_move(choose(deal, rng, declare=0.03))
    return deal


def _twin(deal, viewer, prefix, rng):
    touched = set()
    for seat, move, order in prefix:
        if move < 32:
            touched.add(move)
        elif move < 64:
            touched.add(move - 32)
        if order:
            touched.update(order)
            touched.update(card for card in deal.dealt[seat])       # the exposed hand
    others = [seat for seat in range(4) if seat != viewer]
    pairs = []
    for i, first in enumerate(others):
        for second in others[i + 1:]:
            for a in deal.dealt[first]:
                for b in deal.dealt[second]:
                    if a >> 3 == b >> 3 and a not in touched and b not in touched and a != b:
                        pairs.append((first, a, second, b))
    if not pairs:
        return None
    first, a, second, b = rng.choice(pairs)
    dealt = [list(cards) for cards in deal.dealt]
    dealt[first][dealt[first].index(a)] = b
    dealt[second][dealt[second].index(b)] = a
    return Deal(dealt, deal.dealer, RULES, deal.tokens_before)


def test_304_unseen_cards_never_change_a_seats_view():
    compared = 0
    for seed in range(1500):
        rng = random.Random(seed * 7 + 1)
        full = _history(seed)
        viewer = rng.randrange(4)
        cut = rng.randrange(1, len(full.history) + 1)
        prefix = full.history[:cut]
        twin = _twin(full, viewer, prefix, rng)
        if twin is None:
            continue
        original = Deal(full.dealt, full.dealer, RULES, full.tokens_before)
        assert original.observation(viewer) == twin.observation(viewer)
        for seat, move, order in prefix:
            for deal in (original, twin):
                deal.check(seat, move, order)
                deal._do(seat, move, order)
            view = original.observation(viewer)
            assert view == twin.observation(viewer), (seed, SEATS[viewer], len(original.history))
            if original.turn == viewer:
                assert original.legal_actions() == twin.legal_actions()
            compared += 1
    assert compared > 10000
