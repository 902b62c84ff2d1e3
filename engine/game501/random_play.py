"""Random legal play of 501 for benchmarks and property tests (the fast path of `Deal`: moves
as small tuples, `legal_moves` / `apply_move`).

Every move is drawn from `legal_moves()`, weighted so that random deals look like deals: in the
auction a seat passes with probability `pass_rate`, else looks at its hand with probability
`look` (while it may), else bids, slowly climbing; the declarer concedes with probability
`concede`, else announces a contract near its bid, at no-trump with probability `no_trump`; in
the play a marriage is declared with probability `marriage` when one may be. The defaults are
the property tests' (varied deals, many marriages); bench/bench_501.py passes its own.
"""

SUITS = "SHDC"


def random_move(deal, rng, pass_rate: float = 0.4, look: float = 0.15, concede: float = 0.15,
                no_trump: float = 0.2, marriage: float = 0.7):
    """A random legal move of `deal` (see the module's docstring for the weights)."""
    moves = deal.legal_moves()
    if deal.phase == "auction":
        roll = rng.random()
        if roll < pass_rate:
            return ("pass",)
        if roll < pass_rate + look and moves[0] == ("look",):
            return moves[0]
        bids = [move for move in moves if move[0] == "bid"]
        return bids[min(len(bids) - 1, int(rng.expovariate(0.15)))] if bids else ("pass",)
    if deal.phase == "declaring":
        if rng.random() < concede:
            return ("concede",)
        return ("contract", rng.choice(SUITS) if rng.random() < 1 - no_trump else "NT",
                min(220, deal.bid + int(rng.expovariate(0.2))))
    if marriage:
        declared = [move for move in moves if move[0] == "play" and move[2]]
        if declared and rng.random() < marriage:
            return rng.choice(declared)
    return rng.choice(moves)
