"""Play and marriages of 501 (RULES.md B6, B7; C-45, C-48)."""

import pytest

from engine.errors import IllegalAction
from engine.game501.marriages import counted_marriages, marriage_value
from engine.game501.tricks import playable_cards, trick_winner
from engine.messages import explain
from engine.scenarios import fingerprint

from tests.engine.test_501_support import (SEED_AUCTION, SEED_EXCHANGE, SEED_TRICKS, TRUMP_HANDS,
                                           TRUMP_SETUP, apply_all, make_deal, play_seed_deal)


def seed_in_play():
    return apply_all(make_deal(), SEED_AUCTION + ";" + SEED_EXCHANGE)


def trump_in_play():
    return apply_all(make_deal(TRUMP_HANDS), TRUMP_SETUP)


def test_501_L1_dealers_left_leads_first():
    """501-L1: the dealer's left leads to trick 1, even when someone else is declarer."""
    deal = apply_all(make_deal(dealer="C"), "A pass; B bid 70; C pass; B contract S 70; "
                                            "B give A 9S; B give C QD")
    assert deal.declarer == 1 and deal.to_act == "A"


def test_501_L2_must_follow_suit():
    """501-L2: a player holding the suit led must play it."""
    deal = seed_in_play()
    apply_all(deal, "A play KH marriage")
    assert deal.legal_actions() == ["B play JH"]
    before = fingerprint(deal, internal=True)
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B play AS")
    assert refused.value.code == "must-follow-501" and fingerprint(deal, internal=True) == before
    assert explain(refused.value.code, refused.value.params, "fr").startswith("Vous devez fournir")


def test_501_L3_must_trump_even_when_losing():
    """501-L3: unable to follow but holding a trump, a player must trump, even with a trump that
    loses to a higher one already in the trick."""
    deal = trump_in_play()
    apply_all(deal, "A play AH")
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B play KD")
    assert refused.value.code == "must-trump"
    apply_all(deal, "B play AS")
    assert deal.legal_actions() == ["C play 9S"]
    with pytest.raises(IllegalAction) as refused:
        deal.apply("C play AC")
    assert refused.value.code == "must-trump"
    assert explain("must-trump", refused.value.params) == (
        "You hold a trump: when you cannot follow suit you must trump (spades), even with a "
        "trump that loses, so A♣ cannot be played.")


def test_501_L4_no_need_to_head_or_overtrump():
    """501-L4: neither heading the trick nor overtrumping is required."""
    deal = trump_in_play()
    apply_all(deal, "A play AH")
    assert sorted(deal.legal_actions()) == ["B play AS", "B play KS", "B play TS"]
    assert playable_cards(["KS", "TH", "9H"], "H", "S") == ["TH", "9H"]   # 9H may go under AH
    assert playable_cards(["9S", "KD"], "H", "S") == ["9S"]


def test_501_L5_any_card_without_suit_or_trump():
    """501-L5: with no card of the suit led and no trump (or at no-trump), any card."""
    assert playable_cards(["KD", "9C"], "H", "S") == ["KD", "9C"]
    assert playable_cards(["KD", "9S"], "H", None) == ["KD", "9S"]
    deal = play_seed_deal(tricks=5)
    apply_all(deal, "B play AS; C play QS")
    assert sorted(deal.legal_actions()) == ["A play AH", "A play QH", "A play TD"]


def test_501_L6_trick_winner_and_next_lead():
    """501-L6: the highest trump wins, else the highest card of the suit led; the winner leads."""
    assert trick_winner(["AH", "9S", "TH"], "S") == 1
    assert trick_winner(["AH", "9S", "TS"], "S") == 2
    assert trick_winner(["KH", "AD", "AH"], "S") == 2
    assert trick_winner(["KH", "AD", "QH"], None) == 0
    deal = seed_in_play()
    apply_all(deal, SEED_TRICKS[0])
    assert deal.expect_value("trick") == {"winner": "C", "points": 16} and deal.to_act == "C"


def test_501_L7_eight_tricks_no_stock():
    """501-L7: eight tricks and nothing drawn: the deal ends after the eighth."""
    deal = play_seed_deal(tricks=7)
    assert not deal.is_over and all(len(deal.hands[seat]) == 1 for seat in range(3))
    apply_all(deal, SEED_TRICKS[7])
    assert deal.is_over and len(deal.tricks) == 8


def test_501_W1_marriage_only_on_own_lead_holding_both():
    """501-W1: declared only on one's own lead, holding K and Q of the suit, leading one of them;
    DESIGN: offered with the king and with the queen."""
    deal = seed_in_play()
    legal = deal.legal_actions()
    assert "A play KH marriage" in legal and "A play QH marriage" in legal
    assert "A play KD marriage" not in legal     # Q♦ is not in A's hand
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A play KD marriage")
    assert refused.value.code == "marriage-needs-both"
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A play AH marriage")
    assert refused.value.code == "marriage-needs-king-or-queen"
    deal = trump_in_play()  # B holds K♦ Q♦ but is not leading
    apply_all(deal, "A play AH")
    with pytest.raises(IllegalAction) as refused:
        deal.apply("B play KS marriage")
    assert refused.value.code == "marriage-not-on-lead"


def test_501_W2_forty_in_trumps_twenty_otherwise_all_twenty_at_no_trump():
    """501-W2: 40 in the trump suit, 20 in another; at no-trump every marriage is 20."""
    assert marriage_value("S", "S") == 40
    assert marriage_value("H", "S") == 20
    assert marriage_value("S", None) == 20
    deal = apply_all(make_deal(), "A look; A bid 66; B pass; C pass; A contract H 66; "
                                  "A give B 9S; A give C JH; A play QH marriage")
    assert deal.marriages == [(0, "H", 40)]


def test_501_W3_counts_only_if_its_declarer_wins_a_trick():
    """501-W3 read as C-45: declaring on trick 1 is allowed; the marriage counts iff its declarer
    wins at least one trick in the deal, before or after declaring."""
    deal = seed_in_play()
    apply_all(deal, SEED_TRICKS[0])             # A declares, C wins the trick
    assert deal.marriages == [(0, "H", 20)]
    assert deal.real_points() == [0, 0, 16]
    assert deal.observation("B")["marriages"] == [{"seat": "A", "suit": "H", "value": 20, "counts": False}]
    apply_all(deal, SEED_TRICKS[1])             # A wins trick 2: the 20 counts from now on
    assert deal.real_points() == [45, 0, 16]
    assert counted_marriages([(1, "D", 20)], [3, 0, 5]) == []


def test_501_W4_not_once_a_card_is_played():
    """501-W4 and C-48: a marriage cannot be declared once one of its cards has been played;
    leading the king without declaring loses the marriage."""
    deal = seed_in_play()
    apply_all(deal, "A play KH; B play JH; C play TH; C play KC; A play AC; B play TC")
    assert deal.to_act == "A"
    assert not any("marriage" in action for action in deal.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A play QH marriage")
    assert refused.value.code == "marriage-needs-both"


def test_501_W5_any_player_may_declare():
    """501-W5: defenders declare marriages too, and theirs count in their own deduction; each
    marriage needs its own lead."""
    deal = apply_all(make_deal(), "A pass; B pass; C look; C bid 66; C contract S 66; "
                                  "C give A 9S; C give B 9D")
    assert deal.to_act == "A"                    # A, a defender, leads
    assert "A play KH marriage" in deal.legal_actions()
    apply_all(deal, "A play KH marriage")
    assert deal.marriages == [(0, "H", 20)]
    assert deal.expect_value("marriages") == ["A H 20"]
