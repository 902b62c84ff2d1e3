"""Shuffling and dealing 501 (501-D1 to 501-D3, with the talon convention of C-44).

Randomness comes only from a seed (DESIGN.md, "State machine"): the same seed always gives the
same deal, on CPython and in Pyodide.
"""

import random

from engine.game501.tables import DECK, HAND_SIZE, TALON_ROUNDS


def shuffled_pack(rng: random.Random) -> list:
    """The 24 cards in a random order, cut by the player on the dealer's right (501-D2).

    The cut moves a random packet from the top to the bottom; after a fair shuffle it changes
    nothing of the odds, but it is the gesture the rules describe.
    """
    pack = list(DECK.cards)
    rng.shuffle(pack)
    cut = rng.randrange(1, len(pack))
    return pack[cut:] + pack[:cut]


def deal_pack(pack: list, order: tuple) -> tuple:
    """Deal `pack` from the top to the active seats `order`; return (hands, talon).

    501-D3: one card at a time, clockwise from the dealer's left, until each active player has
    seven. C-44 (an engine convention, not a rule of the game): in each of the first three
    rounds, the card after the one given to the dealer's left goes face down to the talon.
    `hands` maps each seat of `order` to its seven cards, in the order they were dealt.
    """
    cards = iter(pack)
    hands = {seat: [] for seat in order}
    talon = []
    for round_number in range(HAND_SIZE):
        for position, seat in enumerate(order):
            hands[seat].append(next(cards))
            if position == 0 and round_number < TALON_ROUNDS:
                talon.append(next(cards))
    return hands, talon


def random_hands(seed, order: tuple) -> tuple:
    """A whole random deal for the active seats `order`, from `seed`: (hands, talon)."""
    return deal_pack(shuffled_pack(random.Random(seed)), order)
