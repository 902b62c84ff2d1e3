"""The talon, concession, contract and exchange of 501 (RULES.md B5; C-42)."""

import pytest

from engine.errors import IllegalAction
from engine.scenarios import fingerprint

from tests.engine.test_501_support import SEED_AUCTION, apply_all, make_deal


def test_501_E1_talon_exposed_and_taken():
    """501-E1: once the auction is won, the talon is turned face up for all and joins the
    declarer's hand: ten cards."""
    deal = make_deal()
    assert deal.observation("B")["talon"] is None
    apply_all(deal, SEED_AUCTION)
    assert len(deal.hands[0]) == 10 and deal.talon == []
    for seat in "ABC":
        assert deal.observation(seat)["talon"] == ["AC", "QC", "9S"]
    assert {"AC", "QC", "9S"} <= set(deal.hands[0])


def test_501_Q1_concession():
    """501-Q1, C-42: right after the exposure the declarer may concede: the bid is added (twice if
    blind), each opponent subtracts 25, there is no play."""
    deal = apply_all(make_deal(), "A look; A bid 85; B pass; C pass")
    assert deal.legal_actions()[0] == "A concede"
    apply_all(deal, "A concede")
    assert deal.result == "conceded" and deal.is_over
    assert deal.scores == [586, 476, 476]
    assert apply_all(make_deal(), "A bid 85; B pass; C pass; A concede").scores == [671, 476, 476]


def test_501_Q1_no_concession_after_the_contract():
    """C-42: concession is possible only before the contract is announced."""
    deal = apply_all(make_deal(), SEED_AUCTION + "; A contract C 100")
    assert "A concede" not in deal.legal_actions()
    before = fingerprint(deal, internal=True)
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A concede")
    assert refused.value.code == "concede-too-late" and fingerprint(deal, internal=True) == before


def test_501_E2_trump_or_no_trump_and_contract_not_below_bid():
    """501-E2: the declarer announces a trump suit or no-trump and a contract not lower than the
    final bid; DESIGN: concede plus every contract from the bid to 220."""
    deal = apply_all(make_deal(), SEED_AUCTION)
    legal = deal.legal_actions()
    assert len(legal) == 1 + 5 * (220 - 80 + 1)
    assert {"A contract S 80", "A contract NT 80", "A contract C 220"} <= set(legal)
    assert "A contract H 79" not in legal
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A contract H 79")
    assert refused.value.code == "contract-below-bid"
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B contract H 90")
    assert refused.value.code == "declarer-acts"
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A play AH")
    assert refused.value.code == "announce-first"
    apply_all(deal, "A contract ♣ 100")
    assert deal.expect_value("trump") == "C" and deal.expect_value("contract") == 100
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A contract S 120")
    assert refused.value.code == "contract-already-announced"
    nt = apply_all(make_deal(), SEED_AUCTION + "; A contract NT 100")
    assert nt.expect_value("trump") == "NT" and nt.trump_suit is None


def test_501_E3_one_card_to_each_opponent():
    """501-E3: the declarer passes one card face down to each opponent, in either order; all
    hold eight, and the card is seen only by the declarer and its receiver."""
    deal = apply_all(make_deal(), SEED_AUCTION + "; A contract C 100")
    legal = deal.legal_actions()
    assert len(legal) == 20 and "A give B 9S" in legal and "A give C 9S" in legal
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A give A 9S")
    assert refused.value.code == "give-to-opponent"
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A give B TS")
    assert refused.value.code == "card-not-held-501"
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B play AS")
    assert refused.value.code == "give-first"
    apply_all(deal, "A give C 9S")
    assert all(action.startswith("A give B ") for action in deal.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A give C JH")
    assert refused.value.code == "already-given"
    apply_all(deal, "A give B JH")
    assert [len(deal.hands[seat]) for seat in range(3)] == [8, 8, 8]
    assert deal.observation("A")["given"] == {"C": "9S", "B": "JH"}
    assert deal.observation("B")["given"] == {"C": None, "B": "JH"}
    assert deal.observation("C")["given"] == {"C": "9S", "B": None}
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A give B AH")
    assert refused.value.code == "cards-already-given"


def test_501_E4_trump_fixed_for_the_deal():
    """501-E4: the trump stays fixed for the whole deal; a marriage never changes it."""
    deal = apply_all(make_deal(), SEED_AUCTION + "; A contract C 100; A give C 9S; A give B JH")
    apply_all(deal, "A play KH marriage; B play JH; C play TH")
    assert deal.expect_value("trump") == "C"
    assert deal.marriages == [(0, "H", 20)]
