"""The exact Caps judge (engine.game304.caps) against a brute-force reference, on
seeded random endings of 304 with at most three cards per hand (CPython only: long loops).

The reference follows C-22 word for word, with nothing shared with the judge: every deal of
the cards the caller has not seen that agrees with what it has seen (its hand, every card
played, the suits each player has shown it lacks) is built, and every line of play of the
three others is replayed through the engine itself (`Deal` copies, the call made with the
stated order, 304-K10). A call is valid iff no world and no line make the calling side lose a
trick or break the order. The endings are drawn with the trump open from the start (C-5
variant), so that nothing played is hidden from the caller.

Size (tests/engine/sizes.py): 600 seeded endings and the hard cases of HARD_SEEDS by default,
3000 with LONG_PROPERTIES=1.
"""

import random
from itertools import combinations, islice, permutations

from engine.game304 import caps, random_deal
from engine.game304.actions import CAPS
from engine.game304.random_play import choose
from engine.game304.tables import SUIT_MASK, cards_in, side
from tests.engine.caps_reference import _every_line_wins   # every line of play, by brute force
from tests.engine.sizes import seeds

OPTIONS = {"open_from_start": True, "caps_enforcement": "lenient"}
# Endings kept in every run: those that caught a deliberate bug of tools/mutants.py
# (caps-sure-winners-count: 1200) or a sure-winner proof that forgets a trump may cut (1699, 2734).
HARD_SEEDS = (1200, 1699, 2734)
SEEDS = seeds(range(3000), 600, HARD_SEEDS)
MAX_WORLDS = 300         # positions with more worlds are left out (the reference is slow)


def _worlds(deal, seat: int):
    """Each deal of the others' cards that agrees with `seat`'s view: a card seen going into
    a hand (the indicator, shown by the maker) stays there; the others go anywhere, except
    into a hand that has shown it lacks their suit."""
    others = [p for p in range(4) if p != seat and p != deal.idle]
    void = {p: 0 for p in others}
    for _, entries, _, _ in deal.tricks:
        led = entries[0][1] >> 3
        for p, card, _ in entries[1:]:
            if card >> 3 != led and p in void:
                void[p] |= SUIT_MASK[led]
    if deal.trick:
        led = deal.trick[0][1] >> 3
        for p, card, _ in deal.trick[1:]:
            if card >> 3 != led and p in void:
                void[p] |= SUIT_MASK[led]
    pool = 0
    for p in others:
        pool |= deal.hands[p] & ~deal.public

    def deal_out(index: int, left: int, hands: dict):
        if index == len(others):
            yield dict(hands)
            return
        p = others[index]
        shown = deal.hands[p] & deal.public
        unseen = deal.hands[p].bit_count() - shown.bit_count()
        for combo in combinations(cards_in(left & ~void[p]), unseen):
            mask = sum(1 << card for card in combo)
            hands[p] = mask | shown
            yield from deal_out(index + 1, left & ~mask, hands)
        hands.pop(p, None)
    yield from deal_out(0, pool, {})


def reference_valid(deal, seat: int, order: tuple, worlds=None) -> bool:
    """C-22 by brute force: the call `order` by `seat` now is valid."""
    for hands in (_worlds(deal, seat) if worlds is None else worlds):
        world = deal.copy(for_search=True)
        for p, mask in hands.items():
            world.hands[p] = mask
        world._do(seat, CAPS, order)
        if not _every_line_wins(world):
            return False
    return True


def _endings(seeds, cards_left: int = 3):
    for seed in seeds:
        rng = random.Random(seed)
        deal = random_deal(seed, options=OPTIONS)
        stop_in_trick = rng.randrange(4)
        while not deal.is_over:
            if (deal.phase == "play" and 8 - deal.trick_no <= cards_left and deal.caps_seat < 0
                    and len(deal.trick) == stop_in_trick % deal.active_players()):
                yield seed, deal
                break
            moves = [move for move in deal.legal_moves() if move != CAPS]
            deal.apply_move(rng.choice(moves) if deal.phase == "play" else choose(deal, rng, declare=0.0))


def test_judge_and_provable_agree_with_brute_force():
    """Every order of every seat whose side has won every trick, in a few hundred endings."""
    compared = valid = 0
    for seed, deal in _endings(SEEDS):
        for seat in range(4):
            if seat == deal.idle or deal.side_tricks[1 - side(seat)] or deal.is_pcc:
                continue
            cards = cards_in(deal.remaining_cards(seat))
            worlds = list(islice(_worlds(deal, seat), MAX_WORLDS + 1))
            if len(worlds) > MAX_WORLDS:
                continue                                  # too long for the reference
            any_valid = False
            for order in permutations(cards):
                expected = reference_valid(deal, seat, order, worlds)
                called = deal.copy(for_search=True)
                called._on_caps(seat, order)           # as the deal judges a call (Deal._on_caps)
                verdict = caps.judge(called, seat, order)
                assert verdict is not None, seed
                assert verdict == expected, (seed, seat, order)
                any_valid = any_valid or expected
                compared += 1
                valid += expected
            assert caps.provable(deal, seat) == any_valid, (seed, seat)
    assert compared > len(SEEDS) // 6 and valid > len(SEEDS) // 150, (compared, valid)
