"""The Caps judge's rules of play for the hands it is still dealing (caps.search.follow_rule)
are the rules' core (engine.game304.play_rules) on whole hands: on random hands, a card is
playable by the core exactly when follow_rule allows it and the hand lacks every suit it
names (304-L3 to L5, H1 to H6, X1).

CPython only (a property file: the Pyodide runner leaves it out)."""

import random

from engine.game304.caps.search import follow_rule
from engine.game304.caps.unseen_cards import CARDS_OF_SUITS
from engine.game304.play_rules import LAST_TRICK, maker_must_lead_trump, may_play
from engine.game304.tables import SUIT_MASK, cards_in


def _core(card, hand, led, trump, closed, is_maker, indicator, trick_no, exhausted) -> bool:
    forced = is_maker and led < 0 and maker_must_lead_trump(
        hand, 0, trump, exhausted=exhausted, must_lead_trump=False, forced_start=False)
    return may_play(card, hand, led, trump, closed, is_maker, indicator, trick_no, forced)


def _judge(card, hand, led, trump, closed, is_maker, indicator, trick_no, exhausted) -> bool:
    rule = follow_rule(card >> 3, card == indicator, is_maker, closed, exhausted, led, trump,
                       trick_no)
    return rule is not None and not hand & CARDS_OF_SUITS[rule]


def test_follow_rule_is_the_core_on_random_hands():
    rng = random.Random(304)
    compared = legal = 0
    for _ in range(20000):
        trump = rng.randrange(4)
        trick_no = rng.randrange(8)
        is_maker = rng.random() < 0.5
        closed = rng.random() < 0.5
        exhausted = is_maker and rng.random() < 0.3
        closed_maker = closed and is_maker
        indicator = trump * 8 + rng.randrange(8) if closed_maker else -1
        deck = [card for card in range(32) if card != indicator]
        size = 8 - trick_no - (1 if closed_maker else 0)      # the indicator is not in hand
        hand = sum(1 << card for card in rng.sample(deck, size))
        led = rng.choice([-1, -1, 0, 1, 2, 3])
        if led >= 0 and rng.random() < 0.5:
            led = trump
        cards = cards_in(hand) + ([indicator] if closed_maker else [])
        for card in cards:
            expected = _core(card, hand, led, trump, closed, is_maker, indicator, trick_no,
                             exhausted)
            found = _judge(card, hand, led, trump, closed, is_maker, indicator, trick_no,
                           exhausted)
            assert found == expected, (card, hand, led, trump, closed, is_maker, indicator,
                                       trick_no, exhausted)
            compared += 1
            legal += expected
    assert compared > 50000 and 0.2 < legal / compared < 0.9


def test_the_closed_maker_cases_are_reached():
    """The cases the rules single out each occur (so the comparison above covers them)."""
    trump, indicator = 0, 3
    plain = 1 << (8 + 2) | 1 << (16 + 4)                      # two non-trumps, no trump
    # 304-H1, H5: the indicator cuts a plain lead when void in it
    assert _judge(indicator, plain, 3, trump, True, True, indicator, 2, False)
    # 304-H3: not on a trump lead; 304-H2: not led before trick 8
    assert not _judge(indicator, plain, trump, trump, True, True, indicator, 2, False)
    assert not _judge(indicator, plain, -1, trump, True, True, indicator, 2, False)
    assert _judge(indicator, 0, -1, trump, True, True, indicator, LAST_TRICK, False)
    # 304-H4: no trump from hand on a plain lead while closed; 304-H6: no trump lead to trick 1
    hand = plain | 1 << 5
    assert not _judge(5, hand, 3, trump, True, True, indicator, 2, False)
    assert not _judge(5, hand, -1, trump, True, True, indicator, 0, False)
    assert _judge(5, hand, -1, trump, True, True, indicator, 1, False)
    # 304-X1: the exhausted maker leads a trump while it holds one
    assert not _judge(8 + 2, hand, -1, trump, False, True, -1, 3, True)
    assert _judge(8 + 2, plain, -1, trump, False, True, -1, 3, True)
    # 304-L3: the suit led is followed
    assert not _judge(8 + 2, plain | SUIT_MASK[2] & 1 << 17, 2, trump, False, False, -1, 3, False)
