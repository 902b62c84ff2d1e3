"""How many complete random deals of 304 the engine plays per second.

Each deal is cut and dealt from a seed, then played to its end — both auctions, the indicator,
all the play with the closed-trump rules and the Caps judge, scoring — with random legal moves
(engine.game304.random_play), through the same rules code as every other use of the engine.

    python bench/bench_304.py [--seconds 5]
    python bench/bench_304.py --pyodide dist/engine-0.1.0-py3-none-any.whl

prints `304 random deals: N deals/s`; with --pyodide it also runs itself inside Pyodide under
Node (tests/js/run-python.mjs) and prints that figure and the ratio. Works standalone: from a
checkout it finds the engine next to it, inside Pyodide it uses the installed wheel.
"""

import argparse
import platform
import random
import re
import subprocess
import sys
import time
from pathlib import Path

try:
    import engine  # noqa: F401
except ImportError:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game304 import random_deal
from engine.game304.random_play import play_out


def measure(seconds: float, seed: int = 304) -> tuple:
    """(deals, elapsed seconds, results by kind) over at least `seconds`."""
    rng = random.Random(seed)
    results = {}
    deals = 0
    for number in range(50):                           # warm-up
        play_out(random_deal(seed * 1000 + number), rng)
    start = time.perf_counter()
    while True:
        deal = play_out(random_deal(deals), rng)
        results[deal.result] = results.get(deal.result, 0) + 1
        deals += 1
        if deals % 50 == 0 and time.perf_counter() - start >= seconds:
            break
    return deals, time.perf_counter() - start, results


def runtime() -> str:
    if sys.platform == "emscripten":
        return f"Pyodide, Python {platform.python_version()}"
    return f"{platform.python_implementation()} {platform.python_version()}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--pyodide", metavar="WHEEL",
                        help="also run inside Pyodide (Node) with this engine wheel")
    args = parser.parse_args(argv)
    deals, elapsed, results = measure(args.seconds)
    rate = deals / elapsed
    print(f"304 random deals: {rate:.0f} deals/s ({runtime()}, {deals} deals in {elapsed:.1f} s)")
    print("  how they ended: " + ", ".join(f"{k} {v}" for k, v in sorted(results.items())))
    if args.pyodide:
        root = Path(__file__).resolve().parents[1]
        command = ["node", str(root / "tests/js/run-python.mjs"), args.pyodide, str(Path(__file__).resolve()),
                   "--seconds", str(args.seconds)]
        output = subprocess.run(command, capture_output=True, text=True, cwd=root)
        found = re.search(r"304 random deals: (\d+) deals/s.*", output.stdout)
        if not found:
            print(output.stdout + output.stderr, file=sys.stderr)
            return 1
        print(found.group(0))
        print(f"304 Pyodide / CPython: {rate / int(found.group(1)):.2f}× slower")
    return 0


if __name__ == "__main__":
    sys.exit(main())
