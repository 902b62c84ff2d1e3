"""The table, the deal, the low-hand redeal and both auctions of 304 (RULES.md A2 to A6:
304-T*, 304-D*, 304-R*, 304-A*, 304-I*, 304-B*; C-12 to C-16, Binding decision 2)."""

import random

import pytest

from engine.errors import EngineError
from engine.game304 import Match, random_deal
from engine.game304.dealing import cut_and_deal
from engine.game304.match import next_dealer
from engine.game304.tables import SEATS, partner, side
from tests.engine.test_304_support import (NINE_AUCTION, apply_all, hands_from, legal_set,
                                           make_deal, nine_deal, refused)

# A's first four cards are worth 3 + 2 + 0 + 0 = 5 (RULES.md D3): A may demand a redeal.
LOW_HANDS = hands_from({"A": "KS QS 8H 7C AH KD 8S 7D"})
# A's first four are worth 10 + 3 + 2 + 0 = 15: not low enough.
FIFTEEN_HANDS = hands_from({"A": "TC KH QD 8S AH KD 7S 7D"})


def test_304_T1_partners_sit_opposite():
    """304-T1: two fixed partnerships, partners opposite: A–C against B–D."""
    assert [partner(seat) for seat in range(4)] == [2, 3, 0, 1]
    assert [side(seat) for seat in range(4)] == [0, 1, 0, 1]


def test_304_T2_everything_goes_anticlockwise():
    """304-T2: dealing, bidding and play go in seat order A, B, C, D (anticlockwise)."""
    deal = apply_all(make_deal(), "A pass; B pass")
    assert deal.to_act == "C"


@pytest.mark.parametrize("dealer,first", [("A", "B"), ("B", "C"), ("C", "D"), ("D", "A")])
def test_304_T3_any_player_may_deal_first(dealer, first):
    """304-T3 and 304-A1: any seat may deal; the dealer's right-hand neighbour speaks first."""
    assert make_deal(dealer=dealer).to_act == first


def test_304_T4_deal_passes_to_the_right():
    """304-T4: after a normal hand the next player anticlockwise deals."""
    deal = nine_deal(8)
    assert deal.result == "made" and next_dealer(deal) == 0      # D dealt, A deals next


def test_304_D1_shuffle_and_cut_are_seeded():
    """304-D1: the shuffle and the cut come from the seed only; the whole pack is dealt."""
    first = cut_and_deal(random.Random(7), 3)
    assert first == cut_and_deal(random.Random(7), 3)
    assert sorted(card for hand in first for card in hand) == list(range(32))


def test_304_D2_first_packet_of_four_starting_right_of_dealer():
    """304-D2: batches of 4, the dealer's right-hand neighbour first: each seat holds 4."""
    deal = random_deal(11, dealer="B")
    assert [len(deal.observation(seat)["hand"]) for seat in SEATS] == [4, 4, 4, 4]
    assert deal.to_act == "C"


def test_304_D3_second_packet_only_after_the_indicator():
    """304-D3: the second batch comes only after the first auction and the indicator."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 200; A pass; B pass; C pass")
    assert [len(deal.observation(seat)["hand"]) for seat in SEATS] == [4, 4, 4, 4]
    deal.apply("D indicator JS")
    assert [len(deal.observation(seat)["hand"]) for seat in SEATS] == [8, 8, 8, 7]


def test_304_D4_each_side_starts_with_11_tokens():
    """304-D4: 11 tokens a side, 22 in all."""
    assert make_deal().expect_value("tokens") == [11, 11]
    assert Match(1).deal.tokens == (11, 11)


def test_304_R1_only_first_bidder_may_demand_redeal():
    """304-R1: only the dealer's right-hand neighbour may demand a redeal."""
    deal = make_deal(LOW_HANDS)
    assert "A redeal" in legal_set(deal)
    deal.apply("A pass")
    assert refused(deal, "B redeal") == "redeal-not-first-bidder"


@pytest.mark.parametrize("hands,allowed", [(LOW_HANDS, True), (FIFTEEN_HANDS, False)])
def test_304_R2_less_than_15_points(hands, allowed):
    """304-R2: first four cards worth less than 15 (5: yes; exactly 15: no)."""
    deal = make_deal(hands)
    assert ("A redeal" in legal_set(deal)) == allowed
    if not allowed:
        assert refused(deal, "A redeal") == "redeal-hand-too-strong"


def test_304_R3_too_late_after_the_first_call():
    """304-R3: once the first bidder has passed, bid or asked partner, it is too late."""
    for calls in ("A pass; B bid 160; C pass; D pass", "A bid 160; B bid 170; C pass; D pass",
                  "A partner; C pass; B bid 160; C pass; D pass"):
        deal = apply_all(make_deal(LOW_HANDS), calls)
        assert deal.to_act == "A" and "A redeal" not in legal_set(deal)
        assert refused(deal, "A redeal") == "redeal-too-late"


def test_304_R4_redeal_is_optional():
    """304-R4: the low hand may simply bid or pass instead."""
    deal = apply_all(make_deal(LOW_HANDS), "A bid 160")
    assert deal.to_act == "B"


def test_304_R5_redeal_same_dealer_no_score():
    """304-R5 and 304-J5: thrown in, no score, the same dealer deals again."""
    deal = apply_all(make_deal(LOW_HANDS), "A redeal")
    assert deal.is_over and deal.result == "redeal"
    assert deal.expect_value("tokens") == [11, 11]
    assert next_dealer(deal) == 3


def test_304_A2_a_call_is_pass_bid_or_partner():
    """304-A2: exactly one call: pass, a bid, or ask partner."""
    deal = make_deal()
    legal = legal_set(deal)
    assert {"A pass", "A bid 160", "A bid 300", "A partner"} <= legal
    assert len(legal) == 1 + 15 + 1


@pytest.mark.parametrize("action,code", [
    ("A bid 165", "bid-not-multiple"),
    ("A bid 150", "bid-below-160"),
    ("A bid 310", "bid-above-300"),
])
def test_304_A3_bids_are_multiples_of_10_from_160(action, code):
    """304-A3: a multiple of 10, at least 160 (and 304-A4: at most 300)."""
    assert refused(make_deal(), action) == code


def test_304_A3_bid_must_be_higher():
    """304-A3: higher than the current highest bid."""
    deal = apply_all(make_deal(), "A bid 180")
    assert refused(deal, "B bid 180") == "bid-not-higher-304"
    assert "B bid 170" not in legal_set(deal) and "B bid 190" in legal_set(deal)


def test_304_A4_numeric_up_to_300_pcc_not_in_first_auction():
    """304-A4 and C-16: numeric bids go to 300; PCC only in the second circuit by default."""
    deal = make_deal()
    assert "A bid 300" in legal_set(deal) and "A bid pcc" not in legal_set(deal)
    assert refused(deal, "A bid pcc") == "pcc-second-auction-only"
    allowed = make_deal(options={"pcc_in_first_auction": True})
    assert "A bid pcc" in legal_set(allowed)


def test_304_A5_passing_does_not_withdraw():
    """304-A5: a player who passed may bid at a later turn (at least 200, A6)."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 160")
    assert "A bid 200" in legal_set(deal)
    deal.apply("A bid 200")
    assert deal.expect_value("to_act") == "B"


def test_304_A6_later_call_floor_200():
    """304-A6: a player who has had a turn must bid at least 200."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 160")
    assert refused(deal, "A bid 190") == "bid-later-call-floor"
    assert "A bid 190" not in legal_set(deal)


def test_304_A6_delegated_turn_counts_for_both():
    """304-A6, 304-A8: a delegated turn is a turn for the asker and for the partner."""
    deal = apply_all(make_deal(), "A partner; C pass; B pass; C pass; D bid 160")
    assert refused(deal, "A bid 190") == "bid-later-call-floor"   # A spoke by asking
    deal = apply_all(make_deal(), "A partner; C pass; B bid 160")
    assert refused(deal, "C bid 170") == "bid-later-call-floor"   # C spoke for A


def test_304_A7_partner_overcall_floor_200():
    """304-A7: overcalling your partner's standing bid needs at least 200."""
    deal = apply_all(make_deal(), "A bid 160; B pass")
    assert refused(deal, "C bid 170") == "bid-partner-floor"
    deal.apply("C bid 200")
    assert deal.expect_value("to_act") == "D"


def test_304_A8_ask_partner_partner_answers_in_the_slot():
    """304-A8 and C-12 (i), C-13: partner answers now (bid or pass, no asking back, no redeal);
    the bid is partner's own; the rotation then goes on after the asker."""
    deal = apply_all(make_deal(LOW_HANDS), "A partner")
    assert deal.to_act == "C"
    legal = legal_set(deal)
    assert "C partner" not in legal and "C redeal" not in legal and "C bid 160" in legal
    assert refused(deal, "C partner") == "partner-must-answer"
    deal.apply("C bid 160")
    assert deal.to_act == "B"
    apply_all(deal, "B pass; C pass; D pass")
    assert deal.expect_value("maker") == "C"


def test_304_A8_partner_offered_even_when_partner_holds_the_bid():
    """DESIGN: `partner` is offered at each own turn, even when partner holds the standing bid
    (the answer can then only be a pass); never to the standing bidder (C-14)."""
    deal = apply_all(make_deal(), "A bid 160; B pass")
    assert "C partner" in legal_set(deal)
    deal.apply("C partner")
    assert legal_set(deal) == {"A pass"}
    assert refused(deal, "A bid 200") == "standing-bidder-must-pass"


def test_304_A8_reading_ii_skips_partners_next_turn():
    """C-12 option `delegation_skips_partner`: the partner's next own turn is skipped once."""
    deal = apply_all(make_deal(options={"delegation_skips_partner": True}), "A partner; C bid 160; B pass")
    assert deal.to_act == "D"


def test_304_A9_bid_then_three_passes_ends():
    """304-A9: a bid followed by three passes; the last bidder wins."""
    deal = apply_all(make_deal(), "A bid 160; B pass; C pass; D pass")
    assert deal.expect_value("maker") == "A" and deal.expect_value("contract") == 160
    assert deal.expect_value("phase") == "indicator" and deal.to_act == "A"


def test_304_A9_only_the_standing_bidder_left_ends():
    """C-13 regression: everyone else has passed, the standing bidder's turn never loops."""
    deal = apply_all(make_deal(), "A partner; C bid 160; B pass")
    assert legal_set(deal) == {"C pass"}                 # C-14: the standing bidder only passes
    apply_all(deal, "C pass; D pass")
    assert deal.expect_value("maker") == "C"


def test_304_A10_four_passes():
    """304-A10 and 304-J5: four passes, nobody scores, the next dealer deals."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D pass")
    assert deal.is_over and deal.result == "all-passed"
    assert deal.expect_value("tokens") == [11, 11] and next_dealer(deal) == 0
    # A pass made for the asker counts as one of the four.
    deal = apply_all(make_deal(), "A partner; C pass; B pass; C pass; D pass")
    assert deal.result == "all-passed"


def test_304_A5_pass_is_final_variant():
    """C-1 (SG variant `sg-pass-final`): a pass withdraws the player from the auction."""
    deal = apply_all(make_deal(options={"variant": "sg-pass-final"}), "A pass; B pass; C pass; D bid 160")
    assert legal_set(deal) == {"A pass", "A partner"}
    assert refused(deal, "A bid 200") == "pass-is-final-304"


def test_304_I1_indicator_from_first_four():
    """304-I1: the maker sets aside one of the first 4 cards; its suit is trump."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 200; A pass; B pass; C pass")
    assert legal_set(deal) == {"D indicator JS", "D indicator TH", "D indicator 9H", "D indicator 8H"}
    deal.apply("D indicator TH")
    assert deal.observation("D")["indicator"] == "TH" and deal.observation("D")["trump"] == "H"
    assert deal.observation("A")["indicator"] is None and deal.observation("A")["trump"] == "closed"


def test_304_I2_before_seeing_the_second_packet():
    """304-I2: the choice is made before the second packet (a second-packet card is refused)."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 200; A pass; B pass; C pass")
    assert refused(deal, "D indicator QS") == "indicator-not-first-packet"
    # A card dealt to D's second packet and a card dealt elsewhere get the same answer: D has
    # not seen its second packet (the refusal may not tell D which cards are coming).
    for action in ("D indicator QS", "D indicator AH"):
        with pytest.raises(EngineError) as refusal:
            deal.apply(action)
        assert (refusal.value.code, set(refusal.value.params)) == ("indicator-not-first-packet",
                                                                  {"card"})
    assert refused(deal, "A indicator AH") == "not-your-turn"


def test_304_I3_seven_in_hand_plus_indicator():
    """304-I3: after the second packet the maker holds 7 cards plus the indicator."""
    deal = apply_all(make_deal(), NINE_AUCTION)
    observation = deal.observation("D")
    assert len(observation["hand"]) == 7 and observation["indicator"] == "JS"
    assert observation["hand_sizes"]["D"] == 8


def test_304_B1_one_circuit_from_the_maker():
    """304-B1: one circuit, starting with the first-auction winner, each speaks once."""
    deal = apply_all(make_deal(), NINE_AUCTION)
    assert deal.to_act == "D" and deal.expect_value("phase") == "second-auction"
    apply_all(deal, "D pass; A pass; B pass; C pass")
    assert deal.expect_value("phase") == "play" and deal.to_act == "A"


@pytest.mark.parametrize("action,code", [
    ("A bid 240", "second-bid-floor"),
    ("A bid 255", "bid-not-multiple"),
])
def test_304_B2_at_least_250_and_multiples_of_10(action, code):
    """304-B2 (C-34, C-35): at least 250 — not old bid + 250 — and a multiple of 10."""
    deal = apply_all(make_deal(), NINE_AUCTION + "; D pass")
    assert refused(deal, action) == code
    assert "A bid 250" in legal_set(deal) and "A bid pcc" in legal_set(deal)


def test_304_B3_pass_over_partner():
    """304-B3 and C-15 (broad): the maker's partner may only pass over the maker's bid."""
    deal = apply_all(make_deal(), NINE_AUCTION + "; D pass; A pass")
    assert legal_set(deal) == {"B pass"}
    assert refused(deal, "B bid 250") == "pass-over-partner"
    narrow = apply_all(make_deal(options={"partner_block_scope": "circuit"}), NINE_AUCTION + "; D pass; A pass")
    assert "B bid 250" in legal_set(narrow)


def test_304_B4_no_delegation_in_the_circuit():
    """304-B4 (C-17): no asking partner on eight cards."""
    deal = apply_all(make_deal(), NINE_AUCTION + "; D pass")
    assert "A partner" not in legal_set(deal)
    assert refused(deal, "A partner") == "no-delegation-second"


def test_304_B5_all_pass_contract_stands():
    """304-B5: everyone passes: the first contract and indicator stand."""
    deal = nine_deal()
    assert deal.expect_value("contract") == 200 and deal.observation("D")["indicator"] == "JS"


def test_304_B6_new_maker_replaces_the_indicator():
    """304-B6, Binding decision 2: the old indicator returns to its owner's hand, the new maker
    chooses a new indicator from eight cards."""
    deal = apply_all(make_deal(), NINE_AUCTION + "; D pass; A bid 250; B pass; C pass")
    assert deal.expect_value("maker") == "A" and deal.expect_value("contract") == 250
    assert len(deal.observation("D")["hand"]) == 8 and "JS" in deal.observation("D")["hand"]
    assert len(legal_set(deal)) == 8 and deal.to_act == "A"
    deal.apply("A indicator JH")
    assert deal.observation("A")["indicator"] == "JH" and deal.to_act == "A"
    assert deal.observation("B")["indicator"] is None


def test_304_B6_maker_may_raise_and_keep_the_indicator():
    """C-14: the maker may raise in the circuit, then choose again (the same card keeps it)."""
    deal = apply_all(make_deal(), NINE_AUCTION + "; D bid 250; A pass")
    assert legal_set(deal) == {"B pass"}                    # D's partner passes over D
    apply_all(deal, "B pass; C bid 260")
    assert deal.expect_value("maker") == "C"


def test_304_B7_over_300_only_pcc():
    """304-B7: when the first contract is 300, only PCC can overcall in the circuit."""
    deal = apply_all(make_deal(), "A bid 300; B pass; C pass; D pass; A indicator AH")
    assert legal_set(deal) == {"A pass", "A bid pcc"}
    deal.apply("A pass")
    assert legal_set(deal) == {"B pass", "B bid pcc"}
    apply_all(deal, "B bid pcc; C pass; D pass")
    assert deal.expect_value("contract") == "pcc" and deal.expect_value("maker") == "B"


def test_304_B_no_second_auction_variant():
    """C-4 (SG variant `sg-no-second-auction`): play starts after the second packet."""
    deal = apply_all(make_deal(options={"variant": "sg-no-second-auction"}), NINE_AUCTION)
    assert deal.expect_value("phase") == "play" and deal.to_act == "A"
