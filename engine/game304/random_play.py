"""Random legal play for benchmarks and property tests (the fast path of `Deal`).

Every move is drawn from `legal_moves()`. So that random deals look like deals — reaching the
play, exercising both auctions — the draw is weighted: a declaration that ends or reshapes the
deal (Caps, spoilt trumps, opening, a redeal) is chosen with a small probability `declare`, and
in the auctions a pass with probability `pass_rate`; otherwise every other legal move is equally
likely.
"""

from engine.game304.actions import CAPS, OPEN, PASS, REDEAL, SPOILT

DECLARATIONS = (CAPS, SPOILT, OPEN, REDEAL)


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
