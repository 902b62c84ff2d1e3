"""Play with the closed trump, opening and exposure, exhausted trumps and Partner Close Caps
(RULES.md A7 to A11: 304-L*, 304-H*, 304-O*, 304-X*, 304-P*; C-29, C-31, C-37, C-38)."""

import pytest

from engine.game304.actions import INDICATOR_BASE
from engine.game304.tables import CARDS, SEATS, SUIT_MASK, cards_in
from tests.engine.test_304_support import (NINE_AUCTION, NINE_CIRCUIT, NINE_TRICKS, apply_all,
                                           find_position, hands_from, legal_set, make_deal,
                                           nine_deal, refused)


# For positions played on from: with Caps off no Caps obligation (304-K4) can end the deal in
# the middle of a trick, so a test's last assertion always has a trick to look at.
NO_CAPS = {"caps_enforcement": "off"}


def _maker_letter(deal):
    return SEATS[deal.maker]


def _closed_maker_to_follow(deal, led_is_trump: bool):
    if deal.phase != "play" or not deal.closed or deal.turn != deal.maker or not deal.trick:
        return False
    led = deal.trick[0][1] >> 3
    return (led == deal.trump) == led_is_trump and not deal.hands[deal.maker] & SUIT_MASK[led]


def test_304_L1_first_bidder_leads_whoever_is_maker():
    """304-L1: the dealer's right-hand neighbour (A) leads, although D is maker."""
    deal = nine_deal()
    assert deal.expect_value("maker") == "D" and deal.to_act == "A"


def test_304_L2_trick_winner_leads():
    """304-L2: B wins the hidden nine and leads the next trick."""
    assert nine_deal(1).to_act == "B"


def test_304_L3_must_follow_suit_indicator_not_in_hand():
    """304-L3: D holds hearts and must follow; the indicator does not count as a way out."""
    deal = apply_all(nine_deal(), "A play AH; B play 9S; C play KH")
    assert legal_set(deal) == {"D play TH", "D play 9H", "D play 8H", "D caps"}
    assert refused(deal, "D play JS") == "must-follow-suit"
    assert refused(deal, "D play QS") == "must-follow-suit"


def test_304_L4_no_obligation_to_trump():
    """304-L4: with the trump open, a void player may discard instead of trumping."""
    def void_with_trump(deal):
        if deal.phase != "play" or deal.closed or not deal.trick or deal.turn == deal.idle:
            return False
        hand = deal.hands[deal.turn]
        led = deal.trick[0][1] >> 3
        return (not hand & SUIT_MASK[led] and led != deal.trump and hand & SUIT_MASK[deal.trump]
                and hand & ~SUIT_MASK[deal.trump])
    deal = find_position(void_with_trump)
    discards = [CARDS[card] for card in cards_in(deal.hands[deal.turn] & ~SUIT_MASK[deal.trump])]
    for card in discards:
        assert f"{deal.to_act} play {card}" in legal_set(deal)


def test_304_L5_H8_void_player_plays_face_down_while_closed():
    """304-L5, 304-H8: B, void in hearts, plays face down; others see a face-down card."""
    deal = apply_all(nine_deal(), "A play AH; B play 9S")
    for seat in "ACD":
        assert deal.observation(seat)["trick"][1] == {"seat": "B", "card": None, "face_down": True}
    assert deal.observation("B")["trick"][1]["card"] == "9S"


def test_304_L6_lead_is_face_up():
    """304-L6: the lead is always face up."""
    deal = apply_all(nine_deal(), "A play AH")
    assert deal.observation("C")["trick"][0] == {"seat": "A", "card": "AH", "face_down": False}


def test_304_L7_open_trump_everything_face_up():
    """304-L7: once the trump is open every card is played face up (D cuts face up, trick 4)."""
    deal = apply_all(nine_deal(3), "C play 7D; D play QS")
    assert deal.observation("A")["trick"][1] == {"seat": "D", "card": "QS", "face_down": False}


def test_304_H1_indicator_cuts_a_non_trump_lead():
    """304-H1: a maker void in a non-trump suit led by another may cut with the indicator,
    face down; a face-down trump at inspection then opens the trump (H12)."""
    deal = find_position(lambda d: _closed_maker_to_follow(d, False), options=NO_CAPS)
    assert deal is not None
    indicator = CARDS[deal.indicator]
    action = f"{deal.to_act} play {indicator}"
    assert action in legal_set(deal)
    deal.apply(action)
    assert deal.trick[-1][2] is True                      # face down
    while deal.trick:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert deal.expect_value("trump") == CARDS[deal.indicator][1]


def test_304_H2_indicator_never_led_before_trick_8():
    """304-H2: the maker may not lead the indicator before the last trick."""
    deal = find_position(lambda d: d.phase == "play" and d.closed and d.turn == d.maker
                         and not d.trick and d.trick_no < 7)
    action = f"{deal.to_act} play {CARDS[deal.indicator]}"
    assert action not in legal_set(deal)
    assert refused(deal, action) == "indicator-lead-before-last"


def test_304_H3_trump_lead_does_not_oblige_the_indicator():
    """304-H3, 304-H5: trump led, no trump in hand: the maker counts as void and discards a
    non-trump face down; the indicator cannot be played before trick 8."""
    deal = find_position(lambda d: _closed_maker_to_follow(d, True) and d.trick_no < 7)
    indicator = f"{deal.to_act} play {CARDS[deal.indicator]}"
    assert indicator not in legal_set(deal)
    assert refused(deal, indicator) == "indicator-only-to-cut"
    hand = [f"{deal.to_act} play {CARDS[c]}" for c in cards_in(deal.hands[deal.maker])]
    assert set(hand) <= legal_set(deal)


def test_304_H4_maker_never_cuts_with_a_hand_trump_while_closed():
    """304-H4: a face-down card of the maker's, other than the indicator, is a non-trump."""
    deal = find_position(lambda d: _closed_maker_to_follow(d, False)
                         and d.hands[d.maker] & SUIT_MASK[d.trump])
    trump_card = CARDS[cards_in(deal.hands[deal.maker] & SUIT_MASK[deal.trump])[0]]
    assert refused(deal, f"{deal.to_act} play {trump_card}") == "maker-no-trump-cut"


def test_304_H5_only_trumps_left_the_indicator_cut_is_forced():
    """304-H5: void in a non-trump lead with only trumps in hand: the indicator is the only
    legal card."""
    deal = find_position(lambda d: _closed_maker_to_follow(d, False)
                         and not d.hands[d.maker] & ~SUIT_MASK[d.trump])
    cards = {action for action in legal_set(deal) if " play " in action}
    assert cards == {f"{deal.to_act} play {CARDS[deal.indicator]}"}


def test_304_H6_no_trump_lead_to_trick_1_while_closed():
    """304-H6 (C-37): a closed maker cannot lead a trump to the first trick."""
    deal = find_position(lambda d: d.phase == "play" and d.closed and d.turn == d.maker
                         and d.trick_no == 0 and not d.trick and d.hands[d.maker] & SUIT_MASK[d.trump]
                         and d.hands[d.maker] & ~SUIT_MASK[d.trump])
    trump_card = CARDS[cards_in(deal.hands[deal.maker] & SUIT_MASK[deal.trump])[0]]
    assert refused(deal, f"{deal.to_act} play {trump_card}") == "trump-lead-first-trick"


def test_304_C29_maker_with_only_trumps_is_never_stuck():
    """Binding decision 4 (C-29 a): a closed maker leading trick 1 with seven trumps in hand
    can open before the lead, or declare spoilt trumps."""
    hands = hands_from({"A": "JS 9S AS TS KS QS 8S 7S"})
    deal = apply_all(make_deal(hands), "A bid 160; B pass; C pass; D pass; A indicator JS; "
                                       "A pass; B pass; C pass; D pass")
    legal = legal_set(deal)
    assert not any(" play " in action for action in legal)
    assert {"A open", "A spoilt"} <= legal


def test_304_H7_H13_maker_may_lead_trump_from_trick_2_without_revealing():
    """304-H7, 304-H13: from trick 2 the closed maker may lead a trump, face up; trumps played
    face up do not open the trump."""
    deal = find_position(lambda d: d.phase == "play" and d.closed and d.turn == d.maker and not d.trick
                         and 0 < d.trick_no < 7 and d.hands[d.maker] & SUIT_MASK[d.trump] and not d.exhausted,
                         options=NO_CAPS)
    assert deal is not None
    card = cards_in(deal.hands[deal.maker] & SUIT_MASK[deal.trump])[0]
    deal.apply(f"{deal.to_act} play {CARDS[card]}")
    assert deal.observation(SEATS[(deal.maker + 1) % 4])["trick"][0]["card"] == CARDS[card]
    while deal.trick:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert not deal.is_over and deal.expect_value("trump") == "closed"


def test_304_H9_maker_inspects_only_at_trick_end():
    """304-H9 (C-32): the maker does not see a face-down card during the trick, only after."""
    deal = apply_all(nine_deal(), "A play AH; B play 9S")
    assert deal.observation("D")["trick"][1]["card"] is None
    deal.apply("C play KH")
    assert deal.observation("D")["trick"][1]["card"] is None


def test_304_H10_no_face_down_card_normal_trick():
    """304-H10: a trick without face-down cards is resolved normally (C4)."""
    deal = nine_deal(2)
    assert deal.expect_value("trick") == {"winner": "C", "points": 33}


def test_304_H11_face_down_non_trumps_stay_hidden():
    """304-H11: face-down non-trumps stay hidden from all but owner and maker; the led suit
    wins; the trump stays closed."""
    def hidden_trick(deal):
        if not deal.tricks or not deal.closed:
            return False
        _, entries, _, _ = deal.tricks[-1]
        return any(not shown and seat != deal.maker for seat, _, shown in entries)
    deal = find_position(hidden_trick)
    leader, entries, winner, _ = deal.tricks[-1]
    led = entries[0][1] >> 3
    assert winner in [seat for seat, card, shown in entries if shown and card >> 3 == led]
    assert deal.expect_value("trump") == "closed"
    for seat, card, shown in entries:
        if shown:
            continue
        for viewer in range(4):
            seen = deal.observation(viewer)["tricks"][-1]["cards"]
            entry = [e for e in seen if e["seat"] == SEATS[seat]][0]
            assert (entry["card"] == CARDS[card]) == (viewer in (seat, deal.maker))


def test_304_H12_hidden_nine_reveal():
    """304-H12 (a)–(f): B's 9♠ is turned up, J♠ shown and returned to D, B wins 44, open."""
    deal = nine_deal(1)
    assert deal.expect_value("trick") == {"winner": "B", "points": 44}
    assert deal.expect_value("trump") == "S"
    assert deal.observation("A")["tricks"][0]["cards"][1] == {"seat": "B", "card": "9S", "face_down": False}
    assert "JS" in deal.observation("D")["hand"] and len(deal.observation("D")["hand"]) == 7
    assert deal.observation("A")["indicator"] == "JS"


def test_304_H12_d_maker_own_discard_stays_hidden():
    """304-H12 (d): in a trick that opens the trump, the maker's own face-down non-trump
    discard stays hidden from everyone but the maker."""
    def case(deal):
        if deal.opened != "revealed" or not deal.tricks:
            return False
        _, entries, _, _ = deal.tricks[-1]
        return any(seat == deal.maker and not shown for seat, _, shown in entries) and len(deal.tricks) == deal.trick_no and any(
            shown and seat != deal.maker and card >> 3 == deal.trump and card != deal.indicator for seat, card, shown in entries[1:])
    deal = find_position(case)
    _, entries, _, _ = deal.tricks[-1]
    maker_card = [card for seat, card, shown in entries if seat == deal.maker and not shown][0]
    assert maker_card >> 3 != deal.trump
    for viewer in range(4):
        seen = [e for e in deal.observation(viewer)["tricks"][-1]["cards"] if e["seat"] == SEATS[deal.maker]][0]
        assert (seen["card"] == CARDS[maker_card]) == (viewer == deal.maker)


RANKS_HIGH_FIRST = "J9ATKQ87"   # 304-C2, in every suit


def _winner_by_the_rules(entries, trump: int) -> int:
    """304-C4, worked out here rather than by the engine: the highest trump, else the highest
    card of the suit led."""
    cards = [card for _, card, _ in entries]
    trumps = [card for card in cards if card >> 3 == trump]
    pool = trumps or [card for card in cards if card >> 3 == cards[0] >> 3]
    best = min(pool, key=lambda card: RANKS_HIGH_FIRST.index(CARDS[card][0]))
    return entries[cards.index(best)][0]


def test_304_H14_indicator_in_trick_8():
    """304-H14 (C-31): still closed at trick 8, the maker plays the indicator, which counts
    as a trump; the trump becomes known. Both sides have won a trick already, so no Caps can
    end the deal on the way (304-K2)."""
    deal = find_position(lambda d: d.phase == "play" and d.closed and d.trick_no == 7 and not d.trick
                         and all(d.side_tricks))
    assert deal is not None
    maker, indicator, trump = deal.maker, deal.indicator, deal.trump
    while deal.turn != maker:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert [m for m in deal.legal_moves() if m < 32] == [indicator]
    deal.apply_move(indicator)
    while not deal.is_over:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert deal.result in ("made", "failed")
    assert deal.expect_value("trump") == CARDS[indicator][1]
    _, entries, winner, _ = deal.tricks[-1]
    assert (maker, indicator, True) in entries          # played face up and shown to all
    assert winner == _winner_by_the_rules(entries, trump)


def test_304_O1_open_before_the_lead_even_out_of_turn():
    """304-O1: the maker may expose and retrieve the indicator before the opening lead, out of
    turn when not leading; everything is then played open."""
    deal = nine_deal()
    assert "A open" not in legal_set(deal)
    deal.apply("D open")
    assert deal.expect_value("trump") == "S" and "JS" in deal.observation("D")["hand"]
    deal = apply_all(nine_deal(), "A play AH")
    assert refused(deal, "D open") == "open-after-lead"
    assert refused(nine_deal(), "A open") == "not-maker"


def test_304_O1_option_open_requires_lead():
    """C-19 option `open_requires_lead`: only a maker who leads may open."""
    deal = nine_deal(options={"open_requires_lead": True})
    assert refused(deal, "D open") == "open-requires-lead"


def test_304_O2_open_game_lifts_the_first_trick_ban():
    """304-O2: after opening, the maker may lead a trump to trick 1."""
    deal = find_position(lambda d: d.phase == "play" and d.closed and d.turn == d.maker
                         and d.trick_no == 0 and not d.trick and d.hands[d.maker] & SUIT_MASK[d.trump])
    deal.apply(f"{deal.to_act} open")
    trumps = cards_in(deal.hands[deal.maker] & SUIT_MASK[deal.trump])
    assert all(f"{deal.to_act} play {CARDS[card]}" in legal_set(deal) for card in trumps)


def test_304_O3_250_exposes_after_trick_1():
    """304-O3: a contract of 250 or more still closed after trick 1 is exposed; open from
    trick 2."""
    deal = find_position(lambda d: d.opened == "exposed" and d.trick_no == 1 and not d.trick
                         and not d.is_pcc)
    assert deal.contract >= 250 and not deal.closed
    assert deal.indicator in cards_in(deal.hands[deal.maker])
    assert deal.expect_value("trump") == CARDS[deal.indicator][1]


def test_304_O4_face_down_trump_in_trick_1_of_250():
    """304-O4: in a 250 contract the hidden nine already opens the trump by inspection."""
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 250; A pass; B pass; C pass; "
                                  "D indicator JS; D pass; A pass; B pass; C pass")
    apply_all(deal, NINE_TRICKS[0])
    assert deal.opened == "revealed" and deal.expect_value("trump") == "S"


def test_304_X1_X4_exhausted_trumps():
    """304-X1, 304-X4: the maker led a trump when nobody else held one: the maker must lead
    every remaining hand trump first, and keeps the lead."""
    deal = find_position(lambda d: d.exhausted and d.turn == d.maker and not d.trick
                         and d.hands[d.maker] & SUIT_MASK[d.trump] and d.hands[d.maker] & ~SUIT_MASK[d.trump],
                         options=NO_CAPS)
    assert deal is not None
    plays = [m for m in deal.legal_moves() if m < 32]
    assert plays and all(card >> 3 == deal.trump for card in plays)
    other = cards_in(deal.hands[deal.maker] & ~SUIT_MASK[deal.trump])[0]
    assert refused(deal, f"{deal.to_act} play {CARDS[other]}") == "exhausted-trumps"
    maker = deal.maker
    deal.apply_move(plays[0])
    while deal.trick:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert deal.tricks[-1][2] == maker


# D is maker with the J♠ hidden and five more spades; A, B and C hold one spade each.
EXHAUSTED_HANDS = {
    "A": "7H QS AH 9C AC TC KC QC",
    "B": "8H 8S TH 9H 7C JD 9D AD",
    "C": "QH 7S KH TD KD QD 8D 7D",
    "D": "JS JH 8C JC 9S AS TS KS",
}
EXHAUSTED_PLAY = ("A pass; B pass; C pass; D bid 160; A pass; B pass; C pass; D indicator JS; "
                  "D pass; A pass; B pass; C pass; A play 7H; B play 8H; C play QH; D play JH; "
                  "D play 9S; A play QS; B play 8S; C play 7S")


def test_304_X2_applies_while_closed_too():
    """304-X2: with the trump still closed, D leads the A♠ when nobody else holds a spade: D
    must go on leading the hand trumps; the indicator still cannot be led before trick 8."""
    deal = apply_all(make_deal(EXHAUSTED_HANDS), EXHAUSTED_PLAY)
    assert deal.to_act == "D" and not deal.exhausted
    assert "D play JC" in legal_set(deal)
    apply_all(deal, "D play AS; A play AC; B play 7C; C play 7D")
    assert deal.exhausted and deal.expect_value("trump") == "closed" and deal.to_act == "D"
    assert {a for a in legal_set(deal) if " play " in a} == {"D play TS", "D play KS"}
    assert refused(deal, "D play JC") == "exhausted-trumps"
    assert refused(deal, "D play JS") == "indicator-lead-before-last"


def test_304_X3_no_exhausted_trumps_in_pcc():
    """304-X3: the rule does not apply in Partner Close Caps."""
    deal = find_position(lambda d: d.is_pcc and d.phase == "play" and not d.closed and d.trick_no > 0
                         and d.turn == d.maker and not d.trick
                         and not d.others_hands(d.maker) & SUIT_MASK[d.trump]
                         and d.hands[d.maker] & SUIT_MASK[d.trump] and d.hands[d.maker] & ~SUIT_MASK[d.trump],
                         seeds=range(20000))
    assert deal is not None
    trumps = SUIT_MASK[deal.trump]
    leads = set(deal.legal_moves())
    assert any(card in leads for card in cards_in(deal.hands[deal.maker] & ~trumps))
    deal.apply_move(cards_in(deal.hands[deal.maker] & trumps)[0])
    assert not deal.exhausted
    while deal.trick:                       # nobody else holds a trump: the maker's lead wins
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    assert deal.turn == deal.maker
    leads = set(deal.legal_moves())
    assert any(card in leads for card in cards_in(deal.hands[deal.maker] & ~trumps))


# Partner Close Caps, from the hidden-nine deal: A takes over in the circuit with PCC.
PCC_SETUP = "D pass; A bid pcc; B pass; C pass; A indicator AS"


def _pcc_deal():
    from tests.engine.test_304_support import NINE_AUCTION
    return apply_all(make_deal(), NINE_AUCTION + "; " + PCC_SETUP)


def test_304_P1_pcc_is_the_highest_contract():
    """304-P1: PCC ranks above 300; nothing overcalls it."""
    from tests.engine.test_304_support import NINE_AUCTION
    deal = apply_all(make_deal(), NINE_AUCTION + "; D pass; A bid pcc")
    assert legal_set(deal) == {"B pass"}
    assert refused(deal, "B bid 300") == "bid-over-pcc"


def test_304_P2_P3_P4_three_play_partner_idle():
    """304-P2, 304-P3, 304-P4: the declarer leads; the partner keeps the cards and sits out;
    tricks have three cards."""
    deal = _pcc_deal()
    assert deal.to_act == "A" and deal.observation("A")["idle"] == "C"
    assert refused(deal, "C play TS") == "idle-partner"
    apply_all(deal, "A play AH; B play JC; D play 9H")
    assert deal.trick == [] and len(deal.tricks[0][1]) == 3


def test_304_P5_trump_revealed_after_the_first_trick():
    """304-P5 (C-38): trick 1 closed, then the trump is open."""
    deal = _pcc_deal()
    deal.apply("A play AH")
    assert deal.expect_value("trump") == "closed"
    apply_all(deal, "B play JC; D play 9H")
    assert deal.expect_value("trump") == "S"


def test_304_P6_no_caps_in_pcc():
    """304-P6, 304-K8 (C-27): no Caps call in PCC."""
    deal = _pcc_deal()
    assert "A caps" not in legal_set(deal)
    assert refused(deal, "A caps AH") == "caps-in-pcc"


def test_304_P7_pcc_tokens():
    """304-P7, 304-G3: +4 if the declarer takes all 8 tricks personally, −5 otherwise."""
    deal = _pcc_deal()
    while not deal.is_over:
        deal.apply_move([m for m in deal.legal_moves() if m < 32][0])
    made = deal.tricks_won[0] == 8
    assert deal.result == ("made" if made else "failed")
    assert deal.expect_value("tokens") == ([15, 7] if made else [6, 16])
    assert sum(deal.points) == 304 - sum(
        __import__("engine.game304.tables", fromlist=["POINTS"]).POINTS[c] for c in deal.dealt[2])


def test_304_open_from_start_variant():
    """C-5 (SG variant `sg-open-trump`): the indicator is turned face up and taken into the
    maker's hand as soon as it is chosen, as the general guide says: every seat knows the trump
    through the second auction, and in play."""
    deal = apply_all(make_deal(options={"variant": "sg-open-trump"}), NINE_AUCTION)
    assert deal.phase == "second-auction"
    for seat in "ABCD":
        assert deal.observation(seat)["trump"] == "S", seat
    assert "JS" in deal.observation("D")["hand"]
    apply_all(deal, NINE_CIRCUIT)
    assert deal.expect_value("trump") == "S"
    closed = apply_all(make_deal(), NINE_AUCTION)       # the rules these pages teach: closed
    assert closed.observation("A")["trump"] == "closed"


def test_304_input_forms_of_actions():
    """DESIGN notation: `10H`, suit symbols and lower case are read; canonical forms printed."""
    deal = nine_deal()
    deal.apply("a play a♥")
    deal.apply("B play 9♠")
    deal.apply("C play KH")
    assert "D play TH" in legal_set(deal)
    deal.apply("D play 10H")
    assert deal.expect_value("trick") == {"winner": "B", "points": 44}
    assert refused(nine_deal(), "A dance") == "bad-action"
    assert refused(nine_deal(), "E pass") == "bad-seat"
    assert refused(nine_deal(), "A play 1H") == "bad-card"


def test_304_messages_in_english_and_french():
    """Refusals carry a code and parameters; their sentences come from the catalogs."""
    from engine.errors import EngineError
    from engine.messages import explain
    deal = apply_all(nine_deal(), "A play AH; B play 9S; C play KH")
    with pytest.raises(EngineError) as refused_play:
        deal.apply("D play QS")
    error = refused_play.value
    assert error.code == "must-follow-suit" and error.params["suit"] == "H"
    assert "hearts" in explain(error.code, error.params, "en")
    assert "cœur" in explain(error.code, error.params, "fr")
    deal = apply_all(make_deal(), "A pass; B pass; C pass; D bid 160")
    with pytest.raises(EngineError) as refused_bid:
        deal.apply("A bid 190")
    error = refused_bid.value
    assert "at least 200" in explain(error.code, error.params, "en")
    assert "au moins 200" in explain(error.code, error.params, "fr")
