"""The open-hand solvers' speed (engine.game304.solver, engine.game501.solver).

    python bench/bench_solver.py [--seconds 3] [--deals 5]

Rows, each measured in this one run:
- `solver vs minimax, 6-card positions: N x` — total plain-minimax time over total solver time
  on the same seeded 304 positions with six cards per hand (positions whose minimax tree passes
  MINIMAX_NODES are skipped and counted: the figure is then a lower bound);
- `304 full deal solve median: N ms` and `... worst: N ms` over fixed seeded 8-card deals (the
  value at the opening lead);
- `501 full deal solve median: N ms`.
Works standalone: from a checkout it finds the engine next to it, inside Pyodide the wheel.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

try:
    import engine  # noqa: F401
except ImportError:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game304 import solver as solver304
from engine.game501 import solver as solver501

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
try:
    from tests.engine.test_solver_support import ending_304, ending_501
except ImportError:                                     # inside Pyodide: the helpers are copied
    from test_solver_support import ending_304, ending_501

MINIMAX_NODES = 60000


class _Stop(Exception):
    pass


def minimax_vs_solver(seconds: float) -> tuple:
    solver_time = minimax_time = 0.0
    done = skipped = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or not done:
        seed += 1
        deal = ending_304(seed, 6)
        if deal is None or deal.trick_no != 2:
            continue
        t0 = time.perf_counter()
        value = solver304.value(deal)
        t1 = time.perf_counter()
        try:
            reference = _limited_reference(deal)
        except _Stop:
            skipped += 1
            continue
        t2 = time.perf_counter()
        assert value == reference, seed
        solver_time += t1 - t0
        minimax_time += t2 - t1
        done += 1
    return minimax_time / solver_time, done, skipped


def _limited_reference(deal):
    class Counter(list):
        def __getitem__(self, index):
            return list.__getitem__(self, index)

        def __setitem__(self, index, value):
            if value > MINIMAX_NODES:
                raise _Stop
            list.__setitem__(self, index, value)
    return solver304.reference_value(deal, counter=Counter([0]))


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
    ratio, done, skipped = minimax_vs_solver(args.seconds)
    print(f"solver vs minimax, 6-card positions: {ratio:.1f} x")
    print(f"  ({done} positions compared, {skipped} skipped past {MINIMAX_NODES} minimax nodes)")
    times = full_deals(ending_304, solver304.value, args.deals)
    print(f"304 full deal solve median: {statistics.median(times) * 1000:.0f} ms")
    print(f"304 full deal solve worst: {max(times) * 1000:.0f} ms")
    times = full_deals(ending_501, solver501.value, args.deals)
    print(f"501 full deal solve median: {statistics.median(times) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
