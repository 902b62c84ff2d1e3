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

Then (CPython only: the answers are the same pure Python in Pyodide, and too long there) the
audit of issue #24 (engine.game304.caps.audit): at every trick start of the strong-bot deals
stored in tests/engine/data/caps_deals.jsonl (half Caps-rich, tools/caps_positions.py) and of
the 304 scenario files, the referee's answer against a fresh search of 10^6 positions:

    caps audit questions: N questions      (of which `caps audit provable`: N)
    caps audit differences: N questions    (the goal: 0)
    caps audit undecided: N questions      (the referee's, and the reference's: the goal 0)
    strict caps undecided: N questions     (in the timed deals above)
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
    parser.add_argument("--audit-deals", type=int, default=-1,
                        help="stored strong-bot deals to audit (-1: all, 0: no audit)")
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
    if sys.platform == "emscripten" or args.audit_deals == 0:
        return 0
    undecided = 0
    for seed, moves in games:
        deal = random_deal(seed)
        for move in moves:
            if deal.is_over:
                break
            deal.apply_move(move)
        undecided += len(deal.caps_undecided)
    audit(args.audit_deals)
    print(f"strict caps undecided: {undecided} questions")
    return 0


def audit(limit: int) -> None:
    """The referee against the 10^6-position reference (see the module's docstring)."""
    import json
    from engine import scenarios
    from engine.game304.caps import audit as caps_audit
    root = Path(__file__).resolve().parents[1]
    stored = root / "tests" / "engine" / "data" / "caps_deals.jsonl"
    cases = []
    if stored.exists():
        for line in stored.read_text(encoding="utf-8").splitlines()[:limit if limit > 0 else None]:
            record = json.loads(line)
            cases.append(({"game": "304", "id": "audit", "title": "audit",
                           "dealer": record["dealer"], "hands": record["hands"]},
                          record["actions"], record["rich"]))
    files = [str(folder) for folder in (root / "tutorials", root / "tests" / "engine" / "scenarios")
             if folder.exists()]
    for path in scenarios.scenario_paths(files):
        data = scenarios.load(path)
        if str(data.get("game")) == "304":
            cases.append((data, scenarios.played_actions(data), None))
    started = time.perf_counter()
    rows = []
    for data, actions, _ in cases:
        rows += caps_audit.compare(scenarios.build(data), actions)
    deals = sum(rich is not None for _, _, rich in cases)
    rich = sum(bool(rich) for _, _, rich in cases)
    print(f"caps audit questions: {len(rows)} questions")
    print(f"caps audit provable: {sum(bool(row[3]) for row in rows)} questions")
    print(f"caps audit differences: {sum(row[2] != row[3] for row in rows)} questions")
    print(f"caps audit undecided: {sum(row[2] is None or row[3] is None for row in rows)} questions")
    print(f"  ({deals} strong-bot deals, {rich} of them Caps-rich, and "
          f"{len(cases) - deals} scenario files; {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    sys.exit(main())
