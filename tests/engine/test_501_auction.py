"""The 501 auction and blind bids (RULES.md B3, B4; C-40, C-41, C-43)."""

import pytest

from engine.errors import IllegalAction
from engine.messages import explain
from engine.scenarios import fingerprint

from tests.engine.test_501_support import apply_all, make_deal


def test_501_A1_dealers_left_speaks_first():
    """501-A1: the player on the dealer's left speaks first, then clockwise."""
    assert make_deal(dealer="C").to_act == "A"
    assert make_deal(dealer="A").to_act == "B"
    assert make_deal(dealer="B").to_act == "C"
    with pytest.raises(IllegalAction) as refused:
        make_deal(dealer="C").apply("B bid 70")
    assert refused.value.code == "not-your-turn-501"


def test_501_A2_a_call_is_a_pass_or_a_bid():
    """501-A2: a pass or a bid (and, before looking, `look`, which is not a call)."""
    legal = make_deal().legal_actions()
    assert legal[:3] == ["A look", "A pass", "A bid 66"]
    assert {action.split()[1] for action in legal} == {"look", "pass", "bid"}


def test_501_A3_bids_from_66_up_by_any_step():
    """501-A3: a whole number, at least 66, higher than the previous bid, any step; C-41: up to 220."""
    deal = make_deal()
    bids = [action for action in deal.legal_actions() if " bid " in action]
    assert bids[0] == "A bid 66" and bids[-1] == "A bid 220" and len(bids) == 155
    for bad, code in [("A bid 65", "bid-below-minimum"), ("A bid 221", "bid-above-maximum")]:
        with pytest.raises(IllegalAction) as refused:
            deal.apply(bad)
        assert refused.value.code == code
    apply_all(deal, "A bid 70")
    assert "B bid 71" in deal.legal_actions() and "B bid 70" not in deal.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B bid 70")
    assert refused.value.code == "bid-not-higher"
    assert explain(refused.value.code, refused.value.params) == \
        "A bid must be higher than the standing bid of 70: 70 is not."


def test_501_A4_the_bid_is_what_the_declarer_must_score():
    """501-A4: the bid commits the declarer to at least that many points (the contract floor)."""
    deal = apply_all(make_deal(), "A look; A bid 90; B pass; C pass")
    contracts = [action for action in deal.legal_actions() if "contract" in action]
    assert min(int(action.split()[-1]) for action in contracts) == 90


def test_501_A5_a_pass_is_final():
    """501-A5, C-40: a player who has passed cannot bid again and is skipped."""
    deal = apply_all(make_deal(), "A bid 70; B pass; C bid 75")
    assert deal.to_act == "A"
    apply_all(deal, "A bid 80")
    assert deal.to_act == "C"  # B, who passed, is skipped
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B bid 90")
    assert refused.value.code == "pass-is-final"
    assert "pass is final" in explain("pass-is-final", refused.value.params)


def test_501_A6_ends_when_both_others_have_passed():
    """501-A6: the auction ends as soon as there is a standing bid and both others have passed,
    before or after it: after A and B pass, C's bid of 66 ends it at once."""
    deal = apply_all(make_deal(), "A pass; B pass; C bid 66")
    assert deal.expect_value("maker") == "C" and deal.phase == "declaring"
    deal = apply_all(make_deal(), "A bid 66; B bid 67; C pass")
    assert deal.phase == "auction" and deal.to_act == "A"
    apply_all(deal, "A pass")
    assert deal.expect_value("maker") == "B" and deal.bid == 67


def test_501_A7_all_pass():
    """501-A7: if all three pass, nobody scores (and the deal passes to the left: see 501-D1)."""
    deal = apply_all(make_deal(scores=[300, 200, 100]), "A pass; B pass; C pass")
    assert deal.is_over and deal.result == "all-passed"
    assert deal.scores == [300, 200, 100] and deal.to_act is None
    assert deal.legal_actions() == []


def test_501_BL1_blind_bid():
    """501-BL1: a bid by a seat that has not looked is blind; its cards stay face down
    (`hand_face_down` until it looks) and nothing offered to it depends on them."""
    deal = make_deal()
    assert deal.observation("A")["hand_face_down"] is True
    apply_all(deal, "A bid 80")
    assert deal.observation("A")["auction"] == [{"seat": "A", "call": "bid", "value": 80, "blind": True}]
    assert deal.observation("A")["hand_face_down"] is True
    apply_all(deal, "B look; B bid 81")
    assert deal.observation("C")["auction"][-1] == {"seat": "B", "call": "bid", "value": 81, "blind": False}
    assert deal.observation("B")["hand"] == ["AS", "KS", "JS", "AD", "QD", "JD", "TC"]
    assert deal.observation("B")["hand_face_down"] is False


def test_501_BL2_looking_loses_blind_status():
    """501-BL2, C-43: a blind bidder who looks before the auction ends loses the doubling;
    `look` is offered to the seat to act until it has looked, and does not use up the turn."""
    deal = apply_all(make_deal(), "A bid 70; B bid 75; C pass")
    assert deal.legal_actions()[0] == "A look"
    apply_all(deal, "A look")
    assert deal.to_act == "A" and "A look" not in deal.legal_actions()
    before = fingerprint(deal, internal=True)
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A look")
    assert refused.value.code == "already-looked" and fingerprint(deal, internal=True) == before
    apply_all(deal, "A bid 80; B pass")
    assert deal.declarer == 0 and deal.blind is False


def test_501_BL3_blind_declarer_doubles_everything():
    """501-BL3: a declarer who stayed blind doubles every result: a raised contract, made or
    failed, and a concession."""
    deal = apply_all(make_deal(), "A bid 80; B pass; C pass")
    assert deal.blind is True
    assert apply_all(make_deal(), "A bid 80; B pass; C pass; A concede").scores == [661, 476, 476]


def test_501_BL4_defenders_never_doubled():
    """501-BL4: the defenders' scores are never doubled, even against a blind declarer."""
    deal = apply_all(make_deal(), "A bid 80; B pass; C pass; A concede")
    assert deal.changes == [160, -25, -25]
    from tests.engine.test_501_support import play_seed_deal
    assert play_seed_deal().changes == [200, -32, -20]
