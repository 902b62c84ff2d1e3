"""Cards and notation of both decks (304-C1 to 304-C3, 501-C2, 501-C3, DESIGN.md "Notation")."""

import pytest

from engine.cards import DECK_304, DECK_501, format_card, parse_card, parse_cards, parse_suit
from engine.errors import NotationError
from engine.messages import card_label, explain


def test_304_C1_thirty_two_cards():
    """304-C1: 7 to A in each of the four suits."""
    assert len(DECK_304.cards) == 32
    assert len(set(DECK_304.cards)) == 32


def test_304_C2_same_order_in_every_suit():
    """304-C2: J > 9 > A > 10 > K > Q > 8 > 7."""
    order = ["J", "9", "A", "T", "K", "Q", "8", "7"]
    for suit in "SHDC":
        strengths = [DECK_304.strength(rank + suit) for rank in order]
        assert strengths == sorted(strengths, reverse=True)


def test_304_C3_points_total_304():
    """304-C3: J 30, 9 20, A 11, 10 10, K 3, Q 2, 8 0, 7 0; 76 a suit."""
    assert [DECK_304.card_points(rank + "S") for rank in "J9ATKQ87"] == [30, 20, 11, 10, 3, 2, 0, 0]
    assert DECK_304.total_points() == 304


def test_501_C2_C3_pack_and_points():
    """501-C2, 501-C3: 24 cards A 10 K Q J 9, worth 11 10 4 3 2 0, 120 in all."""
    assert len(DECK_501.cards) == 24
    assert [DECK_501.card_points(rank + "H") for rank in "ATKQJ9"] == [11, 10, 4, 3, 2, 0]
    assert DECK_501.strength("AH") > DECK_501.strength("TH") > DECK_501.strength("9H")
    assert DECK_501.total_points() == 120


@pytest.mark.parametrize("text,card", [
    ("JS", "JS"), ("js", "JS"), ("10H", "TH"), ("TH", "TH"), ("9♠", "9S"), ("10♦", "TD"),
    (" ac ", "AC"),
])
def test_parse_card_accepts_every_input_form(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "X", "1H", "JX", "11S", "JSS", "♠9", "10"])
def test_parse_card_refuses_bad_codes(text):
    with pytest.raises(NotationError) as caught:
        parse_card(text)
    assert caught.value.code == "bad-card"
    assert caught.value.params == {"text": text}


def test_a_card_outside_the_pack_has_its_own_reason():
    with pytest.raises(NotationError) as caught:
        parse_card("7S", DECK_501)
    assert caught.value.code == "card-not-in-deck"
    assert "not in the pack used for 501" in explain(caught.value.code, caught.value.params)


def test_parse_cards_refuses_duplicates():
    assert parse_cards("AH, KC 10D") == ["AH", "KC", "TD"]
    with pytest.raises(NotationError) as caught:
        parse_cards("AH KC ah")
    assert caught.value.code == "duplicate-card"


def test_parse_suit():
    assert parse_suit("♥") == "H" and parse_suit("d") == "D"
    with pytest.raises(NotationError):
        parse_suit("X")


def test_format_and_localised_labels():
    assert format_card("TH") == "10♥"
    assert card_label("JS", "en") == "J♠"
    assert card_label("JS", "fr") == "V♠"
    assert card_label("QD", "fr") == "D♦"
    assert card_label("KC", "fr") == "R♣"


def test_bad_card_message_in_both_languages():
    assert explain("bad-card", {"text": "ZZ"}, "en").startswith("“ZZ” is not a card")
    assert explain("bad-card", {"text": "ZZ"}, "fr").startswith("«\u00a0ZZ\u00a0» n’est pas une carte")


def test_unknown_reason_code_still_gives_a_sentence():
    assert "no-such-code" in explain("no-such-code", {}, "fr")


def test_parse_card_reads_the_rank_letters_of_a_language():
    """The site writes V, D, R in French (V♠, D♥, R♣): a French reader may type them too."""
    from engine.messages import rank_letters

    french = rank_letters("fr")
    assert french == {"V": "J", "D": "Q", "R": "K"}
    assert rank_letters("en") == {}
    assert parse_cards("D♥ v♠ R♣ 10♦ A♥ 9D", DECK_304, french) == ["QH", "JS", "KC", "TD", "AH", "9D"]
    # The notation's own letters still work, and the suit letter D stays diamonds.
    assert parse_cards("QH JS KC KD", DECK_304, french) == ["QH", "JS", "KC", "KD"]
    with pytest.raises(NotationError):
        parse_card("D♥", DECK_304)      # not without the French letters
