"""Shuffling, cutting and dealing (304-D1, 304-D2, 304-D3), and hands given by a scenario."""

import random

from engine.cards import DECK_304, parse_cards
from engine.errors import NotationError
from engine.game304.tables import CARD_INDEX, CARDS, HAND_SIZE, PACKET, SEATS
from engine.scenario_values import shown


def cut_and_deal(rng: random.Random, dealer: int) -> list:
    """Shuffle, let the dealer's left neighbour cut (or decline: a cut at 0), then deal two
    packets of four, each starting with the dealer's right-hand neighbour (next anticlockwise)
    and ending with the dealer. Returns each seat's eight cards in the order dealt."""
    deck = list(range(32))
    rng.shuffle(deck)
    cut = rng.randrange(32)
    deck = deck[cut:] + deck[:cut]
    dealt = [[] for _ in range(4)]
    position = 0
    for _ in range(2):                                   # first packet, then the second
        for step in range(1, 5):
            seat = (dealer + step) % 4
            dealt[seat].extend(deck[position:position + PACKET])
            position += PACKET
    return dealt


def hands_from_text(hands: dict) -> list:
    """A scenario's `[hands]`: eight cards per seat as dealt, the whole pack exactly once."""
    for name in hands:
        if name not in SEATS:
            raise NotationError("hands-unknown-seat", seat=name)
    dealt = []
    seen = set()
    for letter in SEATS:
        if letter not in hands:
            raise NotationError("hand-size", seat=letter, count=0)
        if not isinstance(hands[letter], str):
            raise NotationError("hand-not-text", seat=letter, value=shown(hands[letter]))
        cards = parse_cards(hands[letter], DECK_304)
        if len(cards) != HAND_SIZE:
            raise NotationError("hand-size", seat=letter, count=len(cards))
        for card in cards:
            if card in seen:
                raise NotationError("duplicate-card", card=card)
            seen.add(card)
        dealt.append([CARD_INDEX[card] for card in cards])
    missing = [card for card in CARDS if card not in seen]
    if missing:
        raise NotationError("missing-cards", cards=missing)
    return dealt
