"""Cards, spoilt trumps, what players see, Caps, the contract result, tokens and the match
(RULES.md A1, A12 to A17: 304-C*, 304-S*, 304-V*, 304-K*, 304-G*, 304-J*, 304-M1; C-21 to C-28)."""

import pytest

from engine.cards import DECK_304
from engine.game304 import Match
from engine.game304.match import next_dealer
from engine.game304.scoring import caps_payment, contract_made, contract_payment, match_winner, pay
from engine.game304.tables import CARDS, PCC, POINTS
from tests.engine.test_304_support import (apply_all, hands_from, legal_set, make_deal, nine_deal,
                                           refused)


def test_304_C1_C2_C3_the_pack():
    """304-C1, 304-C2, 304-C3: 32 cards, J 9 A 10 K Q 8 7, 76 a suit, 304 in all."""
    assert len(CARDS) == 32 and DECK_304.ranks == "J9ATKQ87"
    assert sum(POINTS) == 304 and sum(POINTS[:8]) == 76


def test_304_C4_C5_C6_tricks_in_a_deal():
    """304-C4 to C6: the hidden nine is won by the only trump; every card counts, the
    face-down one included (C6); the led suit wins a trick without trump (C5)."""
    deal = nine_deal(2)
    assert deal.tricks[0][2] == 1 and deal.tricks[0][3] == 44
    assert deal.tricks[1][2] == 2


# A leads and is maker; six spades with the hidden J♠, and the two top red jacks.
CAPS_HANDS = hands_from({"A": "JS 9S JH JD AS TS KS QS"})
CAPS_SETUP = "A bid 160; B pass; C pass; D pass; A indicator JS; A pass; B pass; C pass; D pass"
CAPS_ORDER = "A caps JS 9S AS TS KS QS JH JD"


def _caps_deal(**options):
    return apply_all(make_deal(CAPS_HANDS, options=options or None), CAPS_SETUP)


def _play_out(deal):
    while not deal.is_over:
        deal.apply_move([move for move in deal.legal_moves() if move < 32][0])
    return deal


def test_304_K1_K3_K5_correct_early_caps():
    """304-K1, 304-K3, 304-K5, 304-J3: A proves Caps before the lead (a closed maker's call
    opens the trump); A–C take all 8 tricks; 160 made (+1) plus the early bonus (+1)."""
    deal = _caps_deal()
    assert "A caps" in legal_set(deal)
    deal.apply(CAPS_ORDER)
    assert deal.caps_verdict is True and deal.expect_value("trump") == "S"
    _play_out(deal)
    assert deal.side_tricks == [8, 0] and deal.result == "made"
    assert deal.expect_value("tokens") == [13, 9]


def test_304_K4_grace_until_the_trick_ends():
    """304-K4 (C-23): provable before trick 1, the call is on time until the lead of trick 2."""
    deal = _caps_deal()
    apply_all(deal, "A play JH")
    while deal.trick:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    deal.apply("A caps JS 9S AS TS KS QS JD")
    _play_out(deal)
    assert deal.result == "made" and deal.expect_value("tokens") == [13, 9]


def test_304_K6_failing_to_call_is_wrong_caps():
    """304-K6: never calling although Caps was provable: Wrong Caps, the side pays 2."""
    deal = _caps_deal()
    apply_all(deal, "A play JH")
    while deal.trick:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    deal.apply("A play JD")                     # the lead of trick 2, without calling
    assert deal.result == "wrong-caps" and deal.expect_value("tokens") == [9, 13]
    assert deal.result_detail == "not-called"


def test_304_K6_strict_preplay_deadline_option():
    """C-23 option `caps_preplay_deadline = "lead"`: provable before play, due by the lead."""
    deal = _caps_deal(caps_preplay_deadline="lead")
    deal.apply("A play JH")
    assert deal.result == "wrong-caps"


def test_304_K6_lenient_judges_the_calls_made():
    """C-25 `lenient`: a call made is judged (here not provable: Wrong Caps, the caller's side
    pays 2); a Caps never called is not."""
    deal = nine_deal(1, options={"caps_enforcement": "lenient"})
    deal.apply("B caps 7C 8S JD KD QD AC JC")
    assert deal.result == "wrong-caps" and deal.result_detail == "not-provable"
    lenient = _caps_deal(caps_enforcement="lenient")
    apply_all(lenient, "A play JH")
    while lenient.trick:
        lenient.apply_move([m for m in lenient.legal_moves() if m < 32][0])
    lenient.apply("A play JD")                  # no obligation to call
    assert not lenient.is_over


def test_304_K6_calling_too_early_is_wrong_caps():
    """304-K6: a call the caller cannot prove is Wrong Caps: the calling side pays 2."""
    deal = nine_deal()
    deal.apply("A caps AH QH JH AS QC KC AD 8D")
    assert deal.result == "wrong-caps" and deal.result_detail == "not-provable"
    assert deal.expect_value("tokens") == [9, 13]


def test_304_K7_losing_a_trick_after_calling_costs_5():
    """304-K7 (C-22 option `caps_proof = "adaptive"`: a call not judged exactly is judged by its
    outcome): B calls, C takes the next trick."""
    deal = nine_deal(1, options={"caps_proof": "adaptive"})
    deal.apply("B caps 7C 8S JD KD QD AC JC")
    apply_all(deal, "B play 7C; C play 9C; D play TC; A play KC")
    assert deal.result == "wrong-caps" and deal.result_detail == "lost-trick"
    assert deal.expect_value("tokens") == [16, 6]


def test_304_K2_only_a_side_that_won_every_trick():
    """304-K2: B–D won trick 1, so A–C can no longer call."""
    deal = nine_deal(1)
    assert "B caps" in legal_set(deal)
    assert refused(deal, "A caps AS JH QH QC KC AD 8D") == "caps-trick-lost"


def test_304_K3_order_must_name_every_card():
    """304-K3: the call states the order of all the caller's cards."""
    deal = _caps_deal()
    assert refused(deal, "A caps JS 9S") == "caps-order-incomplete"


def test_304_K8_caps_is_not_offered_in_pcc():
    """304-K8: Caps rules do not apply to PCC (see also 304-P6)."""
    from tests.engine.test_304_play import _pcc_deal
    assert not any(action.endswith("caps") for action in legal_set(_pcc_deal()))


def test_304_K9_defenders_may_call_unless_the_option_forbids():
    """304-K9 (C-24): defenders may call by default; option `defenders_may_call_caps`."""
    deal = apply_all(_caps_deal(), "A play JH")
    assert "B caps" in legal_set(deal)
    strict = apply_all(_caps_deal(defenders_may_call_caps=False), "A play JH")
    assert "B caps" not in legal_set(strict)
    assert refused(strict, "B caps " + " ".join(strict.observation("B")["hand"])) == "caps-defenders"


def test_304_K10_play_follows_the_stated_order():
    """304-K10: after the call, the caller's hand is face up and plays in the stated order."""
    deal = _caps_deal()
    deal.apply(CAPS_ORDER)
    assert legal_set(deal) == {"A play JS"}
    assert refused(deal, "A play 9S") == "caps-order-card"
    assert "9S" in deal.observation("B")["caps"]["order"]


def test_304_caps_enforcement_off():
    """C-25 `caps_enforcement = "off"`: no Caps at all."""
    deal = _caps_deal(caps_enforcement="off")
    assert "A caps" not in legal_set(deal)
    _play_out(deal)
    assert deal.result == "made" and deal.expect_value("tokens") == [12, 10]


# D, the maker, was dealt all eight spades.
SPOILT_HANDS = hands_from({"D": "JS 9S AS TS KS QS 8S 7S"})
SPOILT_SETUP = "A pass; B pass; C pass; D bid 160; A pass; B pass; C pass; D indicator JS; D pass; A pass; B pass; C pass"


def test_304_S1_S3_spoilt_trumps_declared_by_the_maker():
    """304-S1, 304-S3 (Binding decision 3): D knows the defenders hold no spade and may
    declare — even out of turn; no score, the same dealer deals again."""
    deal = apply_all(make_deal(SPOILT_HANDS), SPOILT_SETUP)
    deal.apply("D spoilt")
    assert deal.result == "spoilt" and deal.expect_value("tokens") == [11, 11]
    assert next_dealer(deal) == 3


def test_304_S2_anyone_who_can_prove_it_before_the_last_card():
    """304-S2: offered to the seat to act when its own information proves it; not in the
    auction."""
    deal = apply_all(make_deal(SPOILT_HANDS), "A pass; B pass; C pass; D bid 160")
    assert refused(deal, "D spoilt") == "spoilt-not-in-play"
    deal = apply_all(make_deal(SPOILT_HANDS), SPOILT_SETUP + "; A play " + make_deal(SPOILT_HANDS).observation("A")["hand"][0])
    while deal.to_act != "D":
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert "D spoilt" in legal_set(deal)


def test_304_S4_a_declaration_that_cannot_be_proven_is_refused():
    """304-S4, C-21, Binding decision 3: A cannot know it: refused, no penalty."""
    deal = apply_all(make_deal(SPOILT_HANDS), SPOILT_SETUP)
    assert "A spoilt" not in legal_set(deal)
    assert refused(deal, "A spoilt") == "spoilt-not-proven"
    assert refused(nine_deal(), "D spoilt") == "spoilt-not-proven"


def test_304_S1_auto_void_option():
    """C-21 alternative `auto_void_spoilt`: the hand is void as soon as the trump is final."""
    deal = apply_all(make_deal(SPOILT_HANDS, options={"auto_void_spoilt": True}), SPOILT_SETUP)
    assert deal.result == "spoilt"


def test_304_V1_previous_trick_is_visible():
    """304-V1: during a trick, the previous completed trick can be looked at."""
    deal = apply_all(nine_deal(1), "B play 7C")
    last = deal.observation("C")["tricks"][-1]
    assert [entry["card"] for entry in last["cards"]] == ["AH", "9S", "KH", "TH"]


def test_304_V2_own_face_down_cards_and_the_makers_inspection():
    """304-V2: a player always knows their own face-down plays; the maker knows what it
    inspected."""
    deal = apply_all(nine_deal(), "A play AH; B play 9S")
    assert deal.observation("B")["trick"][1]["card"] == "9S"
    assert deal.observation("B")["indicator"] is None


def test_304_G1_totals_sum_to_304():
    """304-G1: the two sides' card points add up to 304."""
    deal = nine_deal(8)
    assert deal.expect_value("points") == [90, 214] and sum(deal.points) == 304


def test_304_G2_reaching_the_bid_exactly_is_enough():
    """304-G2: made iff the maker's side has at least the contract."""
    assert contract_made(200, 200, 3) and contract_made(200, 214, 0) and not contract_made(200, 199, 8)
    assert nine_deal(8).result == "made"


def test_304_G3_pcc_needs_all_eight_tricks():
    """304-G3: PCC is made only when the declarer personally wins all 8 tricks."""
    assert contract_made(PCC, 0, 8) and not contract_made(PCC, 304, 7)


@pytest.mark.parametrize("contract,made,expected", [
    (160, True, (1, 1)), (190, False, (0, 2)), (200, True, (1, 2)), (240, False, (0, 3)),
    (250, True, (1, 3)), (300, False, (0, 4)), (PCC, True, (1, 4)), (PCC, False, (0, 5)),
])
def test_304_J1_token_table(contract, made, expected):
    """304-J1: +1/−2, +2/−3, +3/−4, PCC +4/−5 (maker side 0 here: payer, amount)."""
    assert contract_payment(contract, made, 0) == expected


def test_304_J2_tokens_only_move_between_sides():
    """304-J2: the total stays 22."""
    assert sum(pay((11, 11), 0, 3)) == 22 and pay((11, 11), 0, 3) == (8, 14)


def test_304_J3_caps_bonus_and_penalties():
    """304-J3: correct early Caps +1 on the reward; a defenders' Caps = the failure + 1 (C-24)."""
    assert caps_payment(250, 0, 0, True) == (1, 4)
    assert caps_payment(250, 0, 0, False) == (1, 3)
    assert caps_payment(250, 1, 0, True) == (0, 5)


def test_304_J4_no_debt():
    """304-J4, C-28 (RULES D3): a side with 3 tokens failing PCC pays 3 and the match ends 22:0."""
    assert pay((3, 19), 0, 5) == (0, 22)
    assert match_winner((0, 22)) == 1


def test_304_J5_abandoned_hands_move_no_tokens():
    """304-J5: four passes, a low-hand redeal or spoilt trumps move no tokens."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D pass")
    assert deal.expect_value("tokens") == [11, 11]


def test_304_M1_match_to_22_tokens():
    """304-M1: the first side holding all 22 tokens wins at once; never a tie."""
    from engine.game304.random_play import play_out
    import random
    match = Match(5)
    rng = random.Random(5)
    while True:
        play_out(match.deal, rng)
        assert sum(match.deal.tokens) == 22
        if match.is_over:
            break
        match.next_deal()
    assert match.winner in (0, 1) and 22 in match.deal.tokens
    assert match_winner((11, 11)) is None
