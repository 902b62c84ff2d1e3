"""Who wins a trick of 304 and who must follow suit (304-C4, 304-C5, 304-C6, 304-L3, 304-L4)."""

import pytest

from engine.app.questions import who_wins_trick
from engine.errors import IllegalAction
from engine.game304.tricks import cards_that_follow, check_follows_suit, trick_points, trick_winner
from engine.messages import explain


def test_304_C4_highest_trump_wins():
    """304-C4: the hidden nine (RULES.md D1): B's 9♠ is the only trump and wins."""
    assert trick_winner(["AH", "9S", "KH", "TH"], "S") == 1


def test_304_C4_highest_of_led_suit_without_trump():
    assert trick_winner(["KH", "AH", "JD", "TH"], "S") == 1
    assert trick_winner(["KH", "AH", "JD", "JH"], None) == 3


def test_304_C4_higher_trump_beats_lower_trump():
    assert trick_winner(["AH", "7S", "9S", "JH"], "S") == 2


def test_304_C5_off_suit_never_wins():
    """304-C5: a card of neither trump nor the led suit never wins, however high."""
    assert trick_winner(["7H", "JC", "9D", "8H"], "S") == 3


def test_304_C6_trick_points_count_every_card():
    """304-C6: 11 + 20 + 3 + 10 = 44 in the hidden nine."""
    assert trick_points(["AH", "9S", "KH", "TH"]) == 44


def test_304_L3_must_follow_suit():
    """304-L3: holding the led suit, a player must play it."""
    assert cards_that_follow(["QH", "8C", "JS"], "H") == ["QH"]
    with pytest.raises(IllegalAction) as caught:
        check_follows_suit(["QH", "8C", "JS"], "8C", "H")
    assert caught.value.code == "must-follow-suit"
    assert caught.value.params["suit"] == "H"


def test_304_L4_void_player_may_play_anything():
    """304-L4: no obligation to trump or to overtrump."""
    assert cards_that_follow(["8C", "JS"], "H") == ["8C", "JS"]
    check_follows_suit(["8C", "JS"], "8C", "H")


def test_must_follow_message_in_both_languages():
    assert explain("must-follow-suit", {"suit": "H"}, "en") == "You hold a card in hearts: you must follow suit."
    assert explain("must-follow-suit", {"suit": "H"}, "fr") == "Vous avez du cœur\u00a0: vous devez fournir à la couleur demandée."


def test_browser_facade_answers_and_explains():
    answer = who_wins_trick({"cards": ["AH", "9S", "KH", "10H"], "trump": "S", "lang": "en"})
    assert answer == {"ok": True, "winner": "B", "card": "9S", "points": 44,
                      "message": "B wins the trick with 9♠, taking 44 points."}
    refused = who_wins_trick({"cards": ["AH", "9S", "KH", "7C"], "trump": "S", "hand": "QH 8D", "lang": "fr"})
    assert refused["ok"] is False and refused["code"] == "must-follow-suit" and refused["illegal_seat"] == "D"


@pytest.mark.parametrize("request_,code", [
    ({"cards": ["AH", "9S", "KH", "ZZ"], "trump": "S"}, "bad-card"),
    ({"cards": ["AH", "9S", "KH", "AH"], "trump": "S"}, "duplicate-card"),
    ({"cards": ["AH", "9S", "KH"], "trump": "S"}, "trick-size"),
    ({"cards": ["AH", "9S", "KH", "TH"], "trump": "X"}, "bad-suit"),
    ({"cards": ["AH", "9S", "KH", "TH"], "trump": "S", "hand": "9S"}, "duplicate-card"),
])
def test_browser_facade_refuses_bad_input_with_a_reason(request_, code):
    answer = who_wins_trick({**request_, "lang": "en"})
    assert answer["ok"] is False and answer["code"] == code and answer["message"]
