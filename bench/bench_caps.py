"""What strict Caps judging costs: complete 304 deals played with `caps_enforcement = "strict"`
against the very same deals with Caps off.

    python bench/bench_caps.py [--seconds 3]

A fixed set of seeded random deals is played once with Caps off (random legal moves, no
declarations), and the moves are recorded; then each deal is replayed, move for move, under
both settings and timed (a strict deal stops early when the referee rules Wrong Caps). Prints

    304 deal, Caps off: N ms
    304 deal, strict Caps: N ms
    strict caps / caps off: N x

(per deal, averaged over the set; as many rounds of the set as fit in --seconds, at least one).
Works standalone: from a checkout it finds the engine next to it, inside Pyodide the wheel.
"""

import argparse
import random
import sys
import time
from pathlib import Path

try:
    import engine  # noqa: F401
except ImportError:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game304 import random_deal
from engine.game304.random_play import choose

DEALS = 40
OFF = {"caps_enforcement": "off"}


def recorded_moves(seed: int) -> list:
    """The moves of one seeded random deal played with Caps off (no declarations)."""
    rng = random.Random(seed)
    deal = random_deal(seed, options=OFF)
    moves = []
    while not deal.is_over:
        move = choose(deal, rng, declare=0.0)
        moves.append(move)
        deal.apply_move(move)
    return moves


def replay(seed: int, moves: list, options) -> float:
    start = time.perf_counter()
    deal = random_deal(seed, options=options)
    for move in moves:
        if deal.is_over:
            break
        deal.apply_move(move)
    return time.perf_counter() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    games = [(seed, recorded_moves(seed)) for seed in range(1, DEALS + 1)]
    off = strict = 0.0
    rounds = 0
    start = time.perf_counter()
    while not rounds or time.perf_counter() - start < args.seconds:
        for seed, moves in games:
            off += replay(seed, moves, OFF)
            strict += replay(seed, moves, None)
        rounds += 1
    count = rounds * len(games)
    print(f"304 deal, Caps off: {off / count * 1000:.2f} ms")
    print(f"304 deal, strict Caps: {strict / count * 1000:.2f} ms")
    print(f"strict caps / caps off: {strict / off:.1f} x")
    print(f"  ({len(games)} seeded deals, {rounds} rounds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
