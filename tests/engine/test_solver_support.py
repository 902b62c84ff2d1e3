"""Helpers shared by the solver tests (this file holds no test): seeded short endings of both
games, reached by random legal play through the engine, to compare the solvers with the plain
minimax (the reference) on.

Plain Python only: the same tests run on CPython (pytest) and inside Pyodide (tests/js shim).
"""

import random

from engine.game304 import random_deal as random_deal_304
from engine.game304 import solver as solver_304
from engine.game304.random_play import choose
from engine.game501 import random_deal as random_deal_501
from engine.game501 import solver as solver_501

# Rule sets the 304 endings are drawn from: the default (closed trump, strict Caps), the trump
# open from the start, the C-30 forced start of exhausted trumps, the C-19 forced trump lead.
OPTIONS_304 = (None, {"open_from_start": True}, {"exhausted_trumps_forced_start": True},
               {"open_forces_trump_lead": True})


def exactly(deal, points: int, seat: str) -> bool:
    """Whether `seat`'s side takes exactly `points` from a 304 `deal` on: two null-window tests
    of a fresh solver (at least `points`, not one more; the second reuses what the first
    proved), the answer `solver.value` gives, in less time, and sharing nothing with a search
    under test."""
    proof = solver_304.Solver(deal)
    return proof.reaches(points, seat) and not proof.reaches(points + 1, seat)


def exactly_501(deal, points: int, seat: str) -> bool:
    """`exactly` for a 501 `deal`: whether `seat` takes exactly `points` from here on."""
    proof = solver_501.Solver(deal, seat)
    return proof.reaches(points) and not proof.reaches(points + 1)


def reaches_after(deals, target: int, seat: str, tables: tuple, total: bool = False) -> bool:
    """Whether `seat`'s side takes at least `target` after any of `deals`, the positions one
    card after one position (each lead, say): null-window tests of fresh solvers sharing
    `tables` (({}, {}) made for one proof, and shared by its tests only: positions of one deal,
    Solver's tables), nothing with a search under test."""
    return any(solver_304.Solver(deal, tables=tables).reaches(target, seat, total)
               for deal in deals)


def ending_304(seed: int, cards_left: int):
    """A 304 deal in play, without a Caps call, with at most `cards_left` cards per hand and a
    seeded number of cards already in the trick (None if the random deal never got there)."""
    rng = random.Random(seed)
    deal = random_deal_304(seed, options=OPTIONS_304[seed % len(OPTIONS_304)])
    in_trick = rng.randrange(4)
    while not deal.is_over:
        if deal.phase == "play" and deal.caps_seat < 0 and 8 - deal.trick_no <= cards_left:
            if len(deal.trick) == in_trick % deal.active_players():
                return deal
        if deal.phase == "play":
            cards = [move for move in deal.legal_moves() if move < 32]
            if cards and rng.random() < 0.97:
                deal.apply_move(rng.choice(cards))
                continue
        deal.apply_move(choose(deal, rng, declare=0.05))
    return None


def ending_304_closed(seed: int, cards_left: int):
    """A 304 ending with the trump still closed (None if the deal opened it on the way): a 160
    contract (no exposure), and random play that avoids opening it — never `open`, and a
    non-trump whenever the player has one."""
    rng = random.Random(seed)
    deal = random_deal_304(seed)
    in_trick = rng.randrange(4)
    while not deal.is_over:
        if deal.phase == "play":
            if not deal.closed:
                return None
            if 8 - deal.trick_no <= cards_left and len(deal.trick) == in_trick % deal.active_players():
                return deal
            cards = [move for move in deal.legal_moves() if move < 32]
            quiet = [card for card in cards if card >> 3 != deal.trump and card != deal.indicator]
            deal.apply_move(rng.choice(quiet or cards))
            continue
        # The auctions: a 160 contract (no exposure, 304-O3), a random indicator.
        moves = deal.legal_moves()
        texts = [deal.format(move) for move in moves]
        wanted = [move for move, text in zip(moves, texts)
                  if text.endswith(" bid 160") or text.endswith(" pass")]
        bids = [move for move, text in zip(moves, texts) if text.endswith(" bid 160")]
        if deal.phase == "indicator":
            deal.apply_move(rng.choice(moves))
        else:
            deal.apply_move(bids[0] if bids and not deal.high_bid else wanted[-1] if wanted
                            else moves[0])
    return None


def ending_501(seed: int, cards_left: int):
    """A 501 deal in play (three players, or four with the dealer out) with at most
    `cards_left` cards per hand; marriages are often declared on the way."""
    rng = random.Random(seed)
    players = 3 + seed % 2
    deal = random_deal_501(seed, dealer=seed % players, players=players)
    in_trick = rng.randrange(3)
    while not deal.is_over:
        moves = deal.legal_moves()
        if deal.phase == "play":
            if 8 - len(deal.tricks) <= cards_left and len(deal.trick) == in_trick:
                return deal
            declared = [move for move in moves if move[2]]
            deal.apply_move(rng.choice(declared) if declared and rng.random() < 0.6
                            else rng.choice(moves))
        elif deal.phase == "auction":
            bids = [move for move in moves if move[0] == "bid"]
            deal.apply_move(bids[0] if deal.bid is None and bids else ("pass",))
        elif deal.phase == "declaring":
            trump = rng.choice("SHDC") if rng.random() < 0.8 else "NT"
            deal.apply_move(("contract", trump, deal.bid))
        else:
            deal.apply_move(rng.choice(moves))
    return None


def endings(make, seeds, cards_left: int) -> list:
    found = []
    for seed in seeds:
        deal = make(seed, cards_left)
        if deal is not None:
            found.append((seed, deal))
    return found


# --- strong-bot positions (issue #28: tools/solver_positions.py) ------------------------------
# Positions of deals bid and played by the strong bots, at the opening lead and the start of
# trick 2 (far harder for the solvers than random deals), and the answers the solvers gave on
# them when the set was made: every later solver must give exactly these.
POSITIONS_FILE = "solver_positions.json"
VALUES_FILE = "solver_values.json"


def _data(name: str):
    import json
    from pathlib import Path
    return json.loads((Path(__file__).parent / "data" / name).read_text(encoding="utf-8"))


def strong_positions(game: str | None = None) -> list:
    """The stored positions ({id, game, scenario, actions, played}), of one game or both."""
    return [p for p in _data(POSITIONS_FILE) if game is None or p["game"] == game]


def strong_values() -> dict:
    """{position id: {value, best, cost}}: `Solver(deal).value()` and `.regret(played)`."""
    return _data(VALUES_FILE)


def position_deal(position: dict):
    """The deal of a stored position: its scenario, then its actions."""
    from engine import games
    deal = games.deal_from_scenario(position["scenario"])
    for action in position["actions"]:
        deal.apply(action)
    return deal
