"""Properties of 304 over thousands of random deals (CPython only: hypothesis and long loops).

RULES.md A18: cards are conserved; no face-down card while the trump is open, and the maker's
face-down cards are the indicator or non-trumps; points sum to 304 (PCC: 304 minus the idle
partner's cards); tokens sum to 22; a legal action exists until the deal ends (Binding
decision 4); every offered action is accepted; random illegal actions are refused without
changing the state.
"""

import json
import random

from hypothesis import given, settings, strategies as st

from engine.errors import EngineError
from engine.game304 import Match, random_deal
from engine.game304 import check_invariants as engine_invariants
from engine.game304.actions import format_move, parse_action
from engine.game304.random_play import choose, play_out
from engine.game304.tables import CARDS, POINTS, SEATS
from engine.scenarios import fingerprint

OPTION_SETS = [None, {"caps_enforcement": "lenient"}, {"variant": "sg"},
               {"pcc_in_first_auction": True, "partner_block_scope": "circuit"},
               {"delegation_skips_partner": True, "open_forces_trump_lead": True}]


def check_invariants(deal):
    """The invariants of RULES.md A18 in any state (engine.game304.invariants), and every
    seat's observation JSON-ready in every phase."""
    engine_invariants(deal)
    for seat in SEATS:
        json.dumps(deal.observation(seat))


def check_final(deal):
    engine_invariants(deal)
    assert sum(deal.tokens) == 22
    if deal.result in ("made", "failed") and deal.trick_no == 8:
        if deal.is_pcc:
            idle_points = sum(POINTS[card] for card in deal.dealt[deal.idle])
            assert sum(deal.points) == 304 - idle_points
        else:
            assert sum(deal.points) == 304
    if deal.result in ("redeal", "all-passed", "spoilt"):
        assert deal.tokens == deal.tokens_before


def test_304_thousands_of_random_deals_keep_the_invariants():
    """Cards conserved, points, tokens, no dead end: 3,000 deals under several rule sets."""
    results = {}
    for number in range(3000):
        options = OPTION_SETS[number % len(OPTION_SETS)]
        rng = random.Random(number)
        deal = random_deal(number, options=options)
        while not deal.is_over:
            assert deal.legal_moves(), "a non-terminal state with no legal action"
            if number % 7 == 0:
                check_invariants(deal)
            deal.apply_move(choose(deal, rng, declare=0.03))
        check_final(deal)
        results[deal.result] = results.get(deal.result, 0) + 1
    assert {"made", "failed", "wrong-caps", "all-passed"} <= set(results)


def test_304_matches_end_with_one_side_holding_22():
    for seed in range(20):
        match = Match(seed, dealer=seed % 4)
        rng = random.Random(seed)
        for _ in range(400):
            play_out(match.deal, rng)
            engine_invariants(match.deal)
            assert sum(match.deal.tokens) == 22
            if match.is_over:
                break
            finished = match.deal
            match.next_deal()
            assert match.deal.tokens_before == finished.tokens           # 304-J2: carried over
        assert match.is_over and sorted(match.deal.tokens) == [0, 22]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), options=st.sampled_from(OPTION_SETS))
def test_304_every_offered_action_is_accepted(seed, options):
    """Each legal action string, applied through `apply`, is accepted."""
    rng = random.Random(seed)
    deal = random_deal(seed, options=options)
    while not deal.is_over:
        move = choose(deal, rng, declare=0.05)
        text = format_move(deal.turn, move)
        if text.endswith(" caps"):
            remaining = deal.remaining_cards(deal.turn)
            text += " " + " ".join(CARDS[c] for c in range(32) if remaining >> c & 1)
        assert format_move(deal.turn, move) in deal.legal_actions()
        deal.apply(text)
        check_invariants(deal)
    check_final(deal)


def _random_action(rng) -> str:
    seat = rng.choice(SEATS)
    kind = rng.randrange(8)
    if kind == 0:
        return f"{seat} bid {rng.choice([150, 160, 165, 190, 200, 250, 300, 310, 'pcc'])}"
    if kind == 1:
        return f"{seat} {rng.choice(['pass', 'partner', 'redeal', 'open', 'spoilt'])}"
    if kind == 2:
        return f"{seat} indicator {rng.choice(CARDS)}"
    if kind == 3:
        return f"{seat} caps " + " ".join(rng.sample(CARDS, rng.randrange(1, 9)))
    return f"{seat} play {rng.choice(CARDS)}"


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_304_random_illegal_actions_are_refused_without_change(seed):
    rng = random.Random(seed)
    deal = random_deal(seed)
    while not deal.is_over:
        for _ in range(3):
            text = _random_action(rng)
            seat, move, order = parse_action(text) if not text.endswith(("150", "165", "310")) else (None, None, None)
            legal = set(deal.legal_actions())
            before = fingerprint(deal, internal=True)
            try:
                deal.check(seat, move, order) if seat is not None else parse_action(text)
            except EngineError:
                assert fingerprint(deal, internal=True) == before
                continue
            # Accepted by the check: it must be legal for that seat now.
            assert format_move(seat, move) in legal or move in deal._declarations(seat, False)
        deal.apply_move(choose(deal, rng, declare=0.02))
