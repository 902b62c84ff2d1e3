"""The exact Caps judge as the engine uses it (engine.game304.caps): verdicts on
known positions, the quick refutations, and when the deal asks (304-K3 to K7, C-22 to C-25).

Plain Python only: the same tests run on CPython (pytest) and inside Pyodide (tests/js shim).
The brute-force comparison is in test_caps_judge_properties.py (CPython only)."""

from engine.game304 import caps
from engine.game304.tables import CARDS

from tests.engine.test_304_support import apply_all, make_deal

CAPS_HANDS = {"A": "JS 9S JH JD AS TS KS QS", "B": "9H AH TH KH QH 8H 7H JC",
              "C": "9C AC TC KC QC 8C 7C 8S", "D": "9D AD TD KD QD 8D 7D 7S"}
CAPS_SETUP = "A bid 160; B pass; C pass; D pass; A indicator JS; A pass; B pass; C pass; D pass"
NINE_CUT = {"A": "9S 9C 9H KS 7C AS KC 8H", "B": "7D QC KD TD AC QD TC TS",
            "C": "JH JS JC QH 8S 9D 7H 8C", "D": "8D TH AD QS KH AH JD 7S"}


def test_sure_winners_prove_caps_before_the_lead():
    """304-K3: six top spades (one the hidden indicator) and the two red jacks."""
    deal = apply_all(make_deal(CAPS_HANDS), CAPS_SETUP)
    order = caps.valid_order(deal, 0)
    assert order is not None and caps.provable(deal, 0, caps.TRACK_LIMIT)
    assert [CARDS[card] for card in order][:6] == ["JS", "9S", "AS", "TS", "KS", "QS"]
    assert not caps.provable(deal, 1, caps.TRACK_LIMIT)
    assert not caps.provable(deal, 2, caps.TRACK_LIMIT)


def test_a_face_down_cut_with_the_indicator_is_a_world():
    """C-22: B, not knowing the trump, must allow for A's face-down card being the indicator
    (304-H1): A cut the A♦ with it, so B–D cannot prove Caps (regression)."""
    deal = apply_all(make_deal(NINE_CUT), "A bid 160; B pass; C pass; D pass; "
                     "A indicator KS; A pass; B pass; C pass; D pass; "
                     "A play 8H; B play QC; C play 7H; D play KH; D play AD; A play KS")
    assert deal.trick and not deal.is_over
    assert not caps.provable(deal, 1, caps.TRACK_LIMIT)
    assert not caps.provable(deal, 3, caps.TRACK_LIMIT)


def test_strict_tracking_rules_at_the_next_lead():
    """304-K6: the side could prove Caps before the lead and played on; at the lead of trick 2
    the grace period is over (detail "not-called")."""
    deal = apply_all(make_deal(CAPS_HANDS), CAPS_SETUP)
    assert deal.caps_due == [0, None]
    apply_all(deal, "A play JH; B play 9H; C play 9C; D play 9D; A play JD")
    assert deal.result == "wrong-caps" and deal.result_detail == "not-called"


def test_off_mode_tracks_nothing():
    """C-25 `off`: no call offered, no obligation, no judging."""
    deal = apply_all(make_deal(CAPS_HANDS, options={"caps_enforcement": "off"}), CAPS_SETUP)
    assert deal.caps_due == [None, None]
    apply_all(deal, "A play JH; B play 9H; C play 9C; D play 9D; A play JD")
    assert not deal.is_over


def test_checkpoints():
    """The deal asks every seat at a trick start, only the seat to play inside a trick."""
    deal = apply_all(make_deal(CAPS_HANDS), CAPS_SETUP)
    assert caps.checkpoint_seats(deal) == (0, 1, 2, 3)
    deal.apply("A play JH")
    assert caps.checkpoint_seats(deal) == (1,)


CUT_HANDS = {"A": "AH TH KH QH 7C 8C KC QC", "B": "JD 9D AD TD KD QD JS 9S",
             "C": "JH 9H 8H 7H JC 9C 8D 7D", "D": "AC TC AS TS KS QS 8S 7S"}
CUT_SETUP = ("A pass; B bid 160; C pass; D pass; A pass; "
             "B indicator JD; B pass; C pass; D pass; A pass; A play AH; B play JD")


def test_an_indicator_cut_into_the_trick_is_no_card_of_the_order():
    """304-K11, 304-H1: once the maker has cut with the closed indicator, it is a played card:
    neither the default order nor the judge's order holds it, and a call without it is
    judged valid (regression: the judge added it back to the maker's cards)."""
    deal = apply_all(make_deal(CUT_HANDS), CUT_SETUP)
    assert deal.closed and deal.indicator_in_trick
    jd = CARDS.index("JD")
    assert jd not in caps.default_order(deal, 1)
    order = caps.valid_order(deal, 1, 10 ** 6)
    assert order is not None and jd not in order
    assert sorted(order) == sorted(caps.default_order(deal, 1))
    called = deal.copy(for_search=True)
    called._on_caps(1, order)
    assert caps.judge(called, 1, order) is True
