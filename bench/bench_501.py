"""How many complete random deals of 501 the engine plays per second (`make bench`).

Each deal is dealt from a seed and played to its end by random legal moves through the engine's
fast path (`legal_moves` / `apply_move`, moves as small tuples): the auction, the talon, the
contract or a concession, the exchange and eight tricks, scored. Prints one line:

    501 random deals: N deals/s

Standalone on CPython, and inside Pyodide through tests/js/run-python.mjs.
"""

import argparse
import random
import sys
import time
from pathlib import Path

if __name__ == "__main__" and "engine" not in sys.modules:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from engine.game501.deal import Deal
from engine.game501.random_play import random_move


# The bench's weights (engine.game501.random_play): most seats pass, some look or bid, the
# declarer sometimes concedes, contracts stay near the bid, marriages are left to chance.
WEIGHTS = {"pass_rate": 0.45, "look": 0.1, "concede": 0.15, "no_trump": 0.15, "marriage": 0}


def play_random_deal(seed, rng) -> Deal:
    deal = Deal.from_seed(seed, dealer=seed % 3)
    while deal.phase != "over":
        deal.apply_move(random_move(deal, rng, **WEIGHTS))
    return deal


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    rng = random.Random(501)
    deals, seed = 0, 0
    start = time.perf_counter()
    while True:
        play_random_deal(seed, rng)
        deals, seed = deals + 1, seed + 1
        elapsed = time.perf_counter() - start
        if elapsed >= args.seconds:
            break
    print(f"501 random deals: {deals / elapsed:.0f} deals/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
