"""Random legal play for benchmarks and property tests (the fast path of `Deal`).

Every move is drawn from `legal_moves()`. So that random deals look like deals — reaching the
play, exercising both auctions — the draw is weighted: a declaration that ends or reshapes the
deal (Caps, spoilt trumps, opening, a redeal) is chosen with a small probability `declare`, and
in the auctions a pass with probability `pass_rate`; otherwise every other legal move is equally
likely.

For property tests that also try what a seat may do out of turn and what it may not do at all:
`declaration` draws a declaration (open, Caps, spoilt trumps) some seat may make now, in turn
or out of turn (304-O1, K3, S2; `actions.OUT_OF_TURN`); `caps_order` a stated Caps order
(304-K3, K10, K11) that is valid, and `bad_caps_order` one that must be refused.
"""

from engine.game304 import caps
from engine.game304.actions import CAPS, OPEN, OUT_OF_TURN, PASS, REDEAL, SPOILT
from engine.game304.tables import cards_in

DECLARATIONS = (CAPS, SPOILT, OPEN, REDEAL)
BAD_ORDERS = ("missing", "extra-other-seat", "extra-played", "twice", "empty", "indicator-played")


def choose(deal, rng, declare: float = 0.02, pass_rate: float = 0.5) -> int:
    moves = deal.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if moves[0] < 32:                                  # the play: cards come first
        ordinary = [move for move in moves if move < 32]
        if len(ordinary) < len(moves) and (not ordinary or rng.random() < declare):
            return rng.choice(moves[len(ordinary):])
        return rng.choice(ordinary)
    ordinary = [move for move in moves if move not in DECLARATIONS]
    if len(ordinary) < len(moves) and (not ordinary or rng.random() < declare):
        return rng.choice([move for move in moves if move in DECLARATIONS])
    if PASS in ordinary and rng.random() < pass_rate:
        return PASS
    return rng.choice(ordinary)


def play_out(deal, rng, **weights):
    """Play random legal moves until the deal is over; return the deal."""
    while not deal.is_over:
        deal.apply_move(choose(deal, rng, **weights))
    return deal


def declaration(deal, rng):
    """(seat, move) of a declaration open to some seat now — the seat to act or another seat
    out of turn — or None when no seat may declare anything."""
    if deal.is_over:
        return None
    offered = [(seat, move) for seat in range(4)
               for move in deal._declarations(seat, seat == deal.turn) if move in OUT_OF_TURN]
    return rng.choice(offered) if offered else None


def caps_order(deal, seat: int, rng, shuffle: bool = True) -> tuple:
    """A valid stated order: the seat's remaining cards (a closed indicator still set aside
    included, one already cut into the trick excluded: 304-K11), shuffled, or else strongest
    first (`caps.default_order`)."""
    if not shuffle:
        return caps.default_order(deal, seat)
    order = cards_in(deal.remaining_cards(seat))
    rng.shuffle(order)
    return tuple(order)


def _played_cards(deal) -> list:
    return ([card for _, entries, _, _ in deal.tricks for _, card, _ in entries]
            + [card for _, card, _ in deal.trick])


def bad_caps_order(deal, seat: int, rng, kind: str | None = None) -> tuple:
    """(kind, order): a stated order that is not the seat's remaining cards, so a call with it
    must be refused. Kinds (BAD_ORDERS): a card missing, another seat's card or a played card
    added, a card named twice, no card at all, the indicator after it was played. A kind that
    does not apply here (no card to leave out or to add) falls back to "empty"."""
    kind = kind or rng.choice(BAD_ORDERS)
    order = list(caps_order(deal, seat, rng))
    others = [card for other in range(4) if other != seat for card in cards_in(deal.hands[other])]
    played = _played_cards(deal)
    if kind == "missing" and order:
        order.pop(rng.randrange(len(order)))
    elif kind == "extra-other-seat" and others:
        order.insert(rng.randrange(len(order) + 1), rng.choice(others))
    elif kind == "extra-played" and played:
        order.insert(rng.randrange(len(order) + 1), rng.choice(played))
    elif kind == "twice" and order:
        order.insert(rng.randrange(len(order) + 1), rng.choice(order))
    elif (kind == "indicator-played" and seat == deal.maker and deal.indicator >= 0
          and deal.indicator in played):
        order.insert(rng.randrange(len(order) + 1), deal.indicator)
    else:
        kind, order = "empty", []
    return kind, tuple(order)
