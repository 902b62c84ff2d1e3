"""The Caps judge's quick refutations (engine.game304.caps.refutations) are sound, on seeded random
positions of random 304 deals (trick 1 included, the trump closed or open; CPython only):

- `trumps_outnumbered` refutes only positions that the real-deal search (V seeing every card,
  the three others against it) also loses: the real deal is one of the worlds V must cover;
- the fact behind `opponent_may_hold_top_trump`: a trump stronger than every trump the other
  side still holds wins the trick it is played in (played by anyone but a closed maker);
- `outgunned_lead`, `partner_leads_into` and `opponent_leads_through` claim only positions
  the open-hand search, without them, also loses;
- the worlds of `strong_opponents` are deals V cannot tell from the real one: dealt with
  those hands, the same actions are all legal and V observes exactly the same;
- `valid_order` gives the same answer with and without every quick refutation, wherever the
  search without them decides.

"Without" a refutation: the registries that say where each is asked
(`refutations.AT_TRICK_START`, `AFTER_CALLERS_CARD`, `proofs.BEFORE_PROOF`, `AFTER_PROOF`)
are replaced for the time of the question.
"""

import random
from contextlib import contextmanager

import pytest

from engine.game304 import caps, random_deal
from engine.game304.caps import proofs, refutations
from engine.game304.caps.refutations import (blind_top_trump_in_trick_1, line_taking_trick,
                                             opponent_leads_through, opponent_may_hold_top_trump,
                                             outgunned_lead, partner_leads_into,
                                             trumps_outnumbered)
from engine.game304.caps.search import breaks
from engine.game304.caps.world_search import called_position, search_lost
from engine.game304.caps.unseen_cards import strong_opponents, world
from engine.game304.actions import INDICATOR_BASE
from engine.game304.deal import Deal
from engine.game304.random_play import choose
from engine.game304.tables import SUIT_MASK, cards_in, mask_of, side

POSITIONS = 400


def _lost(world, seat: int) -> bool:
    """The open-hand search's answer (True when a search past its limit is left undecided:
    such a position is not a counterexample)."""
    try:
        return search_lost(world, seat, 300000)
    except caps.Undecided:
        return True


@contextmanager
def _registries(module, **replacements):
    """Replace registries of quick refutations (tuples of `module`) for the time of a block."""
    saved = {name: getattr(module, name) for name in replacements}
    for name, functions in replacements.items():
        setattr(module, name, functions)
    try:
        yield
    finally:
        for name, functions in saved.items():
            setattr(module, name, functions)


def _lost_without_shortcuts(world, seat: int) -> bool:
    """`_lost` with no quick refutation asked inside the open-hand search."""
    with _registries(refutations, AT_TRICK_START=(), AFTER_CALLERS_CARD=()):
        return _lost(world, seat)


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
    """In the real deal and in the strong-opponents worlds (the judge asks both)."""
    refuted = 0
    for deal, seat in _positions(POSITIONS):
        if deal.caps_seat >= 0 or deal.is_pcc:
            continue
        for hands in [list(deal.hands)] + strong_opponents(deal, seat):
            dealt = world(deal, hands)
            if trumps_outnumbered(dealt, seat):
                refuted += 1
                assert _lost_without_shortcuts(dealt, seat), (seat,)
    assert refuted > 100


def test_valid_order_same_with_and_without_the_trump_count():
    """`valid_order` without the trump count (`trumps_outnumbered`, on the real deal and on
    the strong-opponents world) gives the same answers."""
    before = tuple(check for check in proofs.BEFORE_PROOF if check is not proofs.side_outnumbered)
    after = tuple(check for check in proofs.AFTER_PROOF if check is not proofs.world_outnumbered)
    assert len(before) < len(proofs.BEFORE_PROOF) and len(after) < len(proofs.AFTER_PROOF)
    for deal, seat in _positions(POSITIONS // 2):
        fast = caps.valid_order(deal, seat, 2000)
        with _registries(proofs, BEFORE_PROOF=before, AFTER_PROOF=after):
            slow = caps.valid_order(deal, seat, 2000)
        assert (fast is None) == (slow is None), (seat,)


def test_a_trump_stronger_than_the_other_sides_wins_its_trick():
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        deal = random_deal(seed, options={"caps_enforcement": "off"})
        while not deal.is_over:
            move = choose(deal, rng, declare=0.0)
            seat = deal.turn
            card = move if move < 32 else move - 32 if move < 64 else -1
            claim = False
            if (deal.phase == "play" and 0 <= card < 32 and deal.trump >= 0
                    and card >> 3 == deal.trump and not (deal.closed and seat == deal.maker)):
                trumps = SUIT_MASK[deal.trump]
                theirs = 0
                for p in range(4):
                    if side(p) != side(seat):
                        theirs |= deal.remaining_cards(p) & trumps
                for p, played, _ in deal.trick:
                    if side(p) != side(seat):
                        theirs |= 1 << played & trumps
                claim = not theirs & ((1 << card) - 1)      # none of theirs is stronger
            tricks = len(deal.tricks)
            deal.apply_move(move)
            if claim:
                while len(deal.tricks) == tricks and not deal.is_over:
                    deal.apply_move(choose(deal, rng, declare=0.0))
                if len(deal.tricks) > tricks:
                    checked += 1
                    assert side(deal.tricks[tricks][2]) == side(seat), (seed, tricks)
    assert checked > 100


def test_outgunned_lead_only_claims_lost_positions():
    claimed = 0
    for deal, seat in _positions(POSITIONS * 2):
        if (deal.trick or deal.turn != seat or deal.closed and seat != deal.maker
                or deal.is_pcc):
            continue
        for hands in strong_opponents(deal, seat) + [list(deal.hands)]:
            opened = list(hands)
            if deal.closed:
                opened[seat] |= 1 << deal.indicator
            if outgunned_lead(opened, deal.trump, seat):
                claimed += 1
                assert _lost_without_shortcuts(world(deal, hands), seat), (seat,)
    assert claimed > 20


def test_partner_leads_into_only_claims_lost_positions():
    from engine.game304.solver import Position
    claimed = 0
    for deal, seat in _positions(POSITIONS * 4):
        if deal.trick or deal.turn != seat ^ 2 or deal.closed or deal.is_pcc:
            continue
        for hands in strong_opponents(deal, seat) + [list(deal.hands)]:
            dealt = world(deal, hands)
            leads = mask_of(Position(dealt).card_mask_moves())
            if partner_leads_into(hands, deal.trump, seat, leads):
                claimed += 1
                assert _lost_without_shortcuts(dealt, seat), (seat,)
    assert claimed > 20


def test_opponent_leads_through_only_claims_lost_positions():
    claimed = 0
    for deal, seat in _late_positions(0):
        if deal.tricks:
            continue
        if (deal.trick or side(deal.turn) == side(seat) or deal.closed and seat != deal.maker
                or deal.is_pcc):
            continue
        for hands in strong_opponents(deal, seat) + [list(deal.hands)]:
            dealt = world(deal, hands)
            position = called_position(dealt, seat)         # as search_lost sees it
            if opponent_leads_through(position.hands, deal.trump, seat,
                                      position.card_mask_moves()):
                claimed += 1
                assert _lost_without_shortcuts(dealt, seat), (seat,)
        if claimed > 150:
            break
    assert claimed > 150


def _twin(deal, hands: list) -> Deal:
    """The deal dealt so that, after the same actions, the hands are `hands` (a card now in a
    hand that was played face down is replaced, in that play, by the card that left)."""
    real = deal.hands[0] | deal.hands[1] | deal.hands[2] | deal.hands[3]
    world = hands[0] | hands[1] | hands[2] | hands[3]
    surfaced = cards_in(world & ~real)              # played face down in the real deal
    sunk = cards_in(real & ~world)                  # face down in the world
    assert len(surfaced) == len(sunk) <= 1
    swap = dict(zip(surfaced, sunk))
    swap.update(zip(sunk, surfaced))
    dealt = []
    for p in range(4):
        leaving = deal.hands[p] & ~hands[p]
        coming = cards_in(hands[p] & ~deal.hands[p])
        row = []
        for card in deal.dealt[p]:
            if leaving >> card & 1:
                row.append(coming.pop())
            elif card in surfaced:                  # played face down by this seat
                row.append(swap[card])
            else:
                row.append(card)
        dealt.append(row)
    twin = Deal(dealt, deal.dealer, deal.rules, deal.tokens_before)
    for seat, move, order in deal.history:
        if move < 32 and move in swap:
            move = swap[move]
        if (twin.phase == "indicator" and move not in twin.legal_moves()
                and move != INDICATOR_BASE + deal.indicator):
            # an indicator later taken back unseen (a new contract in the second auction):
            # in the twin another card of that first packet was set aside
            move = twin.legal_moves()[0]
        twin.check(seat, move, order)                   # raises if it is not legal there
        twin.apply_move(move, order)
    return twin


def test_strong_opponents_worlds_look_the_same_to_the_seat():
    compared = surfaced = 0
    for deal, seat in _positions(POSITIONS):
        for hands in strong_opponents(deal, seat):
            if hands == deal.hands:
                continue
            twin = _twin(deal, hands)
            assert twin.hands == hands
            assert twin.observation(seat) == deal.observation(seat), (seat,)
            compared += 1
            surfaced += (hands[0] | hands[1] | hands[2] | hands[3]) != (
                deal.hands[0] | deal.hands[1] | deal.hands[2] | deal.hands[3])
    assert compared > 100 and surfaced > 20


def _exact(deal, seat: int, limit: int):
    """valid_order's answer from the full search alone, or "undecided"."""
    try:
        return proofs.searched_order(caps.as_called(deal, seat), seat, limit)
    except caps.Undecided:
        return "undecided"


@pytest.mark.parametrize("count, first_trick", [(POSITIONS, 2), (POSITIONS * 60, 5)])
def test_valid_order_agrees_with_the_full_search(count, first_trick):
    decided = 0
    for deal, seat in _positions(count):
        if (deal.trick_no < first_trick or deal.side_tricks[1 - side(seat)]
                or not deal.hands[seat] or deal.is_pcc):
            continue
        fast = caps.valid_order(deal, seat, 3000)
        exact = _exact(deal, seat, 3000)            # (fast searches no more positions)
        if exact == "undecided":
            continue
        decided += 1
        assert (fast is None) == (exact is None), (seat,)
    assert decided > 30


def test_sure_winners_only_claims_valid_orders():
    """Every seat of late positions (whether or not its side has lost a trick: the proof does
    not look), the trick in progress included."""
    claimed = 0
    seed = 0
    while claimed < 150:
        seed += 1
        rng = random.Random(seed)
        deal = random_deal(seed, options={"caps_enforcement": "off"})
        while not deal.is_over:
            if deal.phase == "play" and deal.trick_no >= 4 and not deal.is_pcc:
                for seat in range(4):
                    called = caps.as_called(deal, seat)
                    if called.closed or not called.remaining_cards(seat):
                        continue
                    order = proofs.sure_order(called, seat)
                    if proofs.sure_winners(called, seat, order):
                        claimed += 1
                        assert _exact(deal, seat, 100000) not in (None, "undecided"), (seed,)
                        assert not breaks(called, seat, order, [100000]), (seed,)
            deal.apply_move(choose(deal, rng, declare=0.0))


def _late_positions(first_trick: int):
    """(deal, seat) for every seat with cards, before each card from trick `first_trick` on,
    whether or not its side has lost a trick (the quick answers do not look)."""
    seed = 0
    while True:
        seed += 1
        rng = random.Random(seed)
        deal = random_deal(seed, options={"caps_enforcement": "off"})
        while not deal.is_over:
            if deal.phase == "play" and deal.trick_no >= first_trick and not deal.is_pcc:
                for seat in range(4):
                    if deal.remaining_cards(seat):
                        yield deal, seat
            deal.apply_move(choose(deal, rng, declare=0.0))


def test_line_taking_trick_is_legal_and_takes_the_trick():
    """Each line `line_taking_trick` finds, after each card V may play, replayed in the deal
    dealt that way (real and strong-opponents worlds): every card legal, the opponents take
    the trick. V's cards it finds no line for are counted too (it must not claim them all)."""
    claimed = unclaimed = 0
    for deal, seat in _late_positions(0):
        if deal.turn != seat or deal.closed:
            continue
        for hands in strong_opponents(deal, seat) + [list(deal.hands)]:
            trick = tuple((p, card) for p, card, _ in deal.trick)
            for card in cards_in(deal.remaining_cards(seat)):
                if card not in deal.legal_moves():
                    continue
                line = line_taking_trick(hands, trick + ((seat, card),), deal.trump, seat)
                if line is None:
                    unclaimed += 1
                    continue
                claimed += 1
                twin = _twin(deal, hands) if hands != deal.hands else deal.copy()
                tricks = len(twin.tricks)
                for move in (card,) + line:
                    assert move in twin.legal_moves(), (seat, move)
                    twin.apply_move(move)
                assert len(twin.tricks) == tricks + 1
                assert side(twin.tricks[-1][2]) != side(seat), (seat,)
        if claimed > 400 and unclaimed > 100:
            break


def test_a_doomed_side_loses_a_trick_in_every_line():
    """`caps.doomed` (the opponents' trumps outnumber the side's stronger ones) means a trick
    lost whatever anyone plays: random lines from each claimed position all lose one (outside
    Partner Close Caps, where Caps is not asked and the idle partner's cards are never
    played)."""
    claimed = 0
    for deal, seat in _positions(POSITIONS * 3):
        if deal.caps_seat >= 0 or deal.is_pcc or not caps.doomed(deal, side(seat)):
            continue
        claimed += 1
        for line in range(3):
            rng = random.Random(line)
            play = deal.copy()
            lost = play.side_tricks[1 - side(seat)]
            while not play.is_over and not lost:
                play.apply_move(choose(play, rng, declare=0.0))
                lost = play.side_tricks[1 - side(seat)]
            assert lost, (seat, line)
    assert claimed > 50


def test_top_trump_refutes_only_positions_the_full_search_refutes():
    claimed = 0
    for deal, seat in _late_positions(4):
        if opponent_may_hold_top_trump(deal, seat):
            claimed += 1
            assert _exact(deal, seat, 100000) in (None, "undecided"), (seat,)
            if claimed >= 600:
                break


def test_blind_top_trump_in_trick_1_is_the_general_answer():
    compared = 0
    for seed in range(2000):
        rng = random.Random(seed)
        deal = random_deal(seed, options={"caps_enforcement": "off"})
        while not deal.is_over and not deal.tricks:
            if deal.phase == "play":
                for seat in range(4):
                    quick = blind_top_trump_in_trick_1(deal, seat)
                    if quick is not None:
                        compared += 1
                        assert quick == opponent_may_hold_top_trump(deal, seat)
            deal.apply_move(choose(deal, rng, declare=0.0))
    assert compared > 300
