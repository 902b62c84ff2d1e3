"""The open-hand solvers' speed (engine.game304.solver, engine.game501.solver).

    python bench/bench_solver.py [--deals 5]     (--seconds is accepted for bench/run.py; the
                                                  rows are fixed sets, not timed loops)

Rows, each measured in this one run:
- `solver vs minimax, 6-card positions: N x` — total plain-minimax time over total solver time
  on the same fixed 304 positions with six cards per hand (SIX_CARD_SEEDS: the positions of
  seeded random play at the start of trick 3 whose minimax tree is smallest, about 800,000
  positions each; six-card trees are mostly far larger) and how many were compared;
- `304 full deal solve median: N ms` and `... worst: N ms` over fixed seeded 8-card deals (the
  value at the opening lead);
- `501 full deal solve median: N ms`;
- `304 strong-bot positions total: N ms`, `... median`, `... worst` (and the same for 501): the
  value (`Solver(deal).value()`, a fresh solver each) at every stored position of deals bid and
  played by the strong bots, at the opening lead and the start of trick 2
  (tests/engine/data/solver_positions.json, tools/solver_positions.py), in CPU time; checked
  against the values recorded there;
- `304 strong-bot positions speed-up: N x` (and 501): how much faster than the solver of
  issue #28's start, measured in the same run against a yardstick that does not change: that
  solver's total on those positions was BASELINE_RATIO times the plain minimax's time on the
  SIX_CARD_SEEDS positions; the row is BASELINE_RATIO / (this run's total / this run's minimax
  time). `... worst-position speed-up` the same for the slowest position
  (BASELINE_WORST_RATIO: that solver's time on it over the minimax's);
- `304 strong-bot positions node ratio: N x` (and 501): the positions that solver searched
  on them (BASELINE_NODES, a count: the same on every machine) over the positions searched
  now — the steady measure, which the machine's load does not blur (the endings searched on
  masks since, engine.game304.solver.endings, count each card tried as the seat-by-seat
  search does: their gain is in the time a position takes, which the speed-up rows show);
- `304 strong-bot opening leads total / worst / speed-up / node ratio` and the same for the
  `trick-2 starts`: those rows for each moment apart (BASELINE_MOMENTS). (Each position is
  solved afresh, as the rows above: a review keeps its tables from one position to the next.)
Works standalone: from a checkout it finds the engine next to it, inside Pyodide the wheel.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

# From a checkout, its own engine (not one installed elsewhere); inside Pyodide, the wheel's.
if (Path(__file__).resolve().parents[1] / "engine").is_dir():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
try:
    from tests.engine.test_solver_support import (ending_304, ending_501, position_deal,
                                                  strong_positions, strong_values)
except ImportError:                                     # inside Pyodide: the helpers are copied
    from test_solver_support import (ending_304, ending_501, position_deal, strong_positions,
                                     strong_values)

# Seeds of test_solver_support.ending_304(seed, 6) whose plain-minimax tree is among the
# smallest (found by counting the trees of the first seeded positions once).
SIX_CARD_SEEDS = (2, 43)
# The solver of issue #28's start: its CPU time on the strong-bot positions over the plain
# minimax's on the SIX_CARD_SEEDS positions, measured in one run (CPython).
BASELINE_RATIO = {"304": 3.49, "501": 0.31}
# Its time on the slowest position over the minimax's, measured in one run (CPython): 304,
# 9163 ms over 14685 ms; 501, 785 ms over 14678 ms (that run's total gave 3.03 and 0.29 for
# BASELINE_RATIO: the yardstick itself moves by about 15% from one run to another).
BASELINE_WORST_RATIO = {"304": 0.624, "501": 0.0535}
# The positions that solver searched (`Solver.nodes`) for the values at every stored position.
BASELINE_NODES = {"304": 19_127_106, "501": 1_724_247}
# The same, 304, at each moment apart — the opening leads (ids ending t1) and the starts of
# trick 2 (t2): (its share of BASELINE_RATIO — that solver's CPU time on those positions over
# its total, 0.886 and 0.114 in one run — times BASELINE_RATIO, the positions it searched).
BASELINE_MOMENTS = {"t1": ("opening leads", 3.09, 17_075_195),
                    "t2": ("trick-2 starts", 0.40, 2_051_911)}


def minimax_vs_solver() -> tuple:
    """(minimax time / solver time, positions compared, minimax time) on the SIX_CARD_SEEDS
    positions, in CPU time."""
    solver_time = minimax_time = 0.0
    for seed in SIX_CARD_SEEDS:
        deal = ending_304(seed, 6)
        t0 = time.process_time()
        value = solver304.value(deal)
        t1 = time.process_time()
        reference = solver304.reference_value(deal)
        t2 = time.process_time()
        assert value == reference, seed
        solver_time += t1 - t0
        minimax_time += t2 - t1
    return minimax_time / solver_time, len(SIX_CARD_SEEDS), minimax_time


def strong_times(game: str) -> list:
    """[(id, the CPU time of the value, the positions searched)] at each stored strong-bot
    position of `game`, a fresh solver each, checked against the recorded value."""
    module = solver304 if game == "304" else solver501
    recorded = strong_values()
    results = []
    for position in strong_positions(game):
        deal = position_deal(position)
        t0 = time.process_time()
        solver = module.Solver(deal)
        value = solver.value()
        results.append((position["id"], time.process_time() - t0, solver.nodes))
        assert value == recorded[position["id"]]["value"], position["id"]
    return results


def full_deals(make, solve, count: int) -> list:
    times = []
    seed = 0
    while len(times) < count:
        seed += 1
        deal = make(seed, 8)
        if deal is None or deal.trick or (hasattr(deal, "trick_no") and deal.trick_no) or (
                hasattr(deal, "tricks") and not hasattr(deal, "trick_no") and deal.tricks):
            continue
        t0 = time.perf_counter()
        solve(deal)
        times.append(time.perf_counter() - t0)
    return times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args(argv)
    ratio, done, minimax_time = minimax_vs_solver()
    print(f"solver vs minimax, 6-card positions: {ratio:.1f} x")
    print(f"  ({done} positions, each solved by both)")
    times = full_deals(ending_304, solver304.value, args.deals)
    print(f"304 full deal solve median: {statistics.median(times) * 1000:.0f} ms")
    print(f"304 full deal solve worst: {max(times) * 1000:.0f} ms")
    times = full_deals(ending_501, solver501.value, args.deals)
    print(f"501 full deal solve median: {statistics.median(times) * 1000:.0f} ms")
    for game in ("304", "501"):
        results = strong_times(game)
        times = [seconds for _, seconds, _ in results]
        nodes = sum(count for _, _, count in results)
        total = sum(times)
        print(f"{game} strong-bot positions total: {total * 1000:.0f} ms")
        print(f"  ({len(times)} positions: opening lead and trick 2; "
              f"{total / minimax_time:.3f} x the minimax yardstick)")
        print(f"{game} strong-bot positions median: {statistics.median(times) * 1000:.0f} ms")
        print(f"{game} strong-bot positions worst: {max(times) * 1000:.0f} ms")
        if BASELINE_RATIO[game]:
            print(f"{game} strong-bot positions speed-up: "
                  f"{BASELINE_RATIO[game] / (total / minimax_time):.2f} x")
        if BASELINE_WORST_RATIO[game]:
            print(f"{game} strong-bot positions worst-position speed-up: "
                  f"{BASELINE_WORST_RATIO[game] / (max(times) / minimax_time):.2f} x")
        print(f"{game} strong-bot positions node ratio: {BASELINE_NODES[game] / nodes:.2f} x")
        print(f"  ({nodes} positions searched; {BASELINE_NODES[game]} by the solver of "
              f"issue #28's start)")
        if game == "304":
            for moment, (name, ratio, baseline_nodes) in BASELINE_MOMENTS.items():
                times = [seconds for key, seconds, _ in results if key.endswith(moment)]
                nodes = sum(count for key, _, count in results if key.endswith(moment))
                total = sum(times)
                print(f"304 strong-bot {name} total: {total * 1000:.0f} ms")
                print(f"304 strong-bot {name} worst: {max(times) * 1000:.0f} ms")
                print(f"304 strong-bot {name} speed-up: {ratio / (total / minimax_time):.2f} x")
                print(f"304 strong-bot {name} node ratio: {baseline_nodes / nodes:.2f} x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
