"""501 players, cards and the deal (RULES.md B1, B2; C-44, C-47, C-49)."""

import random

import pytest

from engine.errors import IllegalAction
from engine.game501 import Game, random_deal
from engine.game501.dealing import deal_pack, shuffled_pack
from engine.game501.seating import active_seats
from engine.game501.tables import (CARD_POINTS, DECK, MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN, MAX_BID,
                                   PACK_POINTS)
from engine.game501.tricks import trick_winner

from tests.engine.test_501_support import apply_all, make_deal


def test_501_C1_three_active_players():
    """501-C1: three play, each alone: every seat gets its own hand and its own score."""
    deal = make_deal()
    assert deal.order == (0, 1, 2)
    assert [len(deal.hands[seat]) for seat in range(3)] == [7, 7, 7]
    assert deal.sitting_out is None


def test_501_C1_four_players_dealer_sits_out():
    """501-C1, C-49: with four at the table the dealer deals to the other three and sits out."""
    deal = make_deal(dealer="D", scores=[501, 501, 501, 501])
    assert deal.players == 4 and deal.sitting_out == 3
    assert deal.order == (0, 1, 2)
    assert deal.hands[3] == []
    with pytest.raises(IllegalAction) as refused:
        deal.apply("D bid 70")
    assert refused.value.code == "sitting-out"
    # Dealer B: C, the first active seat clockwise from the dealer, speaks first (C-49).
    assert active_seats(1, 4) == (2, 3, 0)


def test_501_C2_pack_and_ranking():
    """501-C2: 24 cards, A 10 K Q J 9 in each suit, ranking in that order."""
    assert len(DECK.cards) == 24
    order = ["AS", "TS", "KS", "QS", "JS", "9S"]
    for higher, lower in zip(order, order[1:]):
        assert trick_winner([lower, higher, "AH"], None) == 1
        assert trick_winner([higher, lower, "AH"], None) == 0


def test_501_C3_card_points():
    """501-C3: A 11, 10 10, K 4, Q 3, J 2, 9 0: 30 a suit, 120 in all."""
    assert [CARD_POINTS[rank + "H"] for rank in "ATKQJ9"] == [11, 10, 4, 3, 2, 0]
    assert sum(CARD_POINTS.values()) == PACK_POINTS == 120


def test_501_C4_marriage_values():
    """501-C4: a marriage (K and Q of one suit) is 40 in trumps and 20 otherwise."""
    assert (MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN) == (40, 20)


def test_501_C5_theoretical_maximum():
    """501-C5: 120 + 40 + 3×20 = 220 with a trump; C-41 caps bids and contracts there; a
    no-trump contract above 200 is legal but cannot be made."""
    assert MAX_BID == PACK_POINTS + MARRIAGE_IN_TRUMP + 3 * MARRIAGE_PLAIN == 220
    deal = apply_all(make_deal(), "A look; A bid 200; B pass; C pass")
    assert "A contract NT 220" in deal.legal_actions()
    assert "A contract S 221" not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="220"):
        deal.apply("A contract S 221")


def test_501_C6_everyone_starts_at_501():
    """501-C6: every player starts at 501."""
    assert make_deal().scores == [501, 501, 501]
    assert Game(seed=1).scores == [501, 501, 501]
    assert Game(seed=1, players=4).scores == [501, 501, 501, 501]


def test_501_C7_clockwise():
    """501-C7: dealing, bidding and play go clockwise: A, B, C, each on the previous one's left."""
    deal = make_deal(dealer="A")
    assert deal.order == (1, 2, 0)
    assert deal.to_act == "B"
    deal.apply("B pass")
    assert deal.to_act == "C"


def test_501_D1_first_dealer_random_then_left():
    """501-D1, C-47: the first dealer is drawn at random (from the seed); then the deal passes to
    the left."""
    dealers = {Game(seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2}
    game = Game(seed=3, dealer=1)
    apply_all(game, "C pass; A pass; B pass")
    assert game.dealer == 2 and len(game.deals) == 1


def test_501_D2_shuffle_and_cut_from_the_seed():
    """501-D2: shuffled and cut; randomness only through the seed."""
    pack = shuffled_pack(random.Random(7))
    assert sorted(pack) == sorted(DECK.cards)
    assert pack == shuffled_pack(random.Random(7))
    assert random_deal(5).dealt == random_deal(5).dealt


def test_501_D3_seven_each_and_a_talon_of_three():
    """501-D3 with C-44: one at a time, clockwise from the dealer's left; in each of the first three
    rounds the card after the dealer's left goes to the talon."""
    pack = list(DECK.cards)
    hands, talon = deal_pack(pack, (1, 2, 0))
    assert talon == [pack[1], pack[5], pack[9]]
    assert hands[1][:4] == [pack[0], pack[4], pack[8], pack[12]]
    assert hands[2][:4] == [pack[2], pack[6], pack[10], pack[13]]
    assert hands[0][:4] == [pack[3], pack[7], pack[11], pack[14]]
    assert [len(hands[seat]) for seat in (0, 1, 2)] == [7, 7, 7]
    deal = random_deal(11, dealer=2, players=4)
    dealt = [card for cards in deal.dealt.values() for card in cards] + deal.talon
    assert sorted(dealt) == sorted(DECK.cards)
    assert len(deal.talon) == 3 and set(deal.dealt) == {3, 0, 1}
