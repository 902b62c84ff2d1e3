"""Equivalent cards: the bridge solvers' "touching cards" rule, adapted to games that count
card points.

Two cards of one suit in the same hand are interchangeable for the rest of the deal when every
card of that suit ranked between them has already been played (they "touch") *and* they are
worth the same card points: whichever is played now, the remaining one does exactly what the
other would have done, trick for trick and point for point. Only one of them needs searching.

Cards are integers `suit * ranks + rank`, rank 0 the strongest (the layout both games use).
"""


def distinct_cards(cards: list, unplayed: int, ranks: int, points) -> list:
    """`cards` (strongest first within each suit, suits in order) minus every card that is
    equivalent to the previous one kept. `unplayed` is the mask of cards not yet played
    (every hand, the indicator, ...); `points[card]` is a card's value."""
    kept = []
    previous = -1
    for card in cards:
        if previous >= 0 and previous // ranks == card // ranks and points[previous] == points[card]:
            between = ((1 << card) - 1) & ~((1 << (previous + 1)) - 1)
            if not unplayed & between:
                continue                        # touching and worth the same: equivalent
        kept.append(card)
        previous = card
    return kept
