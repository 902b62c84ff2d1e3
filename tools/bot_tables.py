"""Compute the 304 bots' first-auction table (engine/bots/data/bids304.json) by simulation.

    python tools/bot_tables.py [--deals 20000] [--seed 304]

The first auction is on four cards (304-A2): too early for the bots' sampled search to say
much, and too slow for it in a browser. So the strong bot bids from a table made here, ahead
of time, and kept in the repository with this script.

How: for each seeded random deal, the first bidder's four cards are valued
(`calls304.strength`: the best trump suit and its support); that seat becomes the maker with
its best suit as trump (the weakest card of it as indicator), the second packet is dealt, and
the deal is played out with the same greedy rules the strong bot uses in its rollouts, every
seat seeing every card (engine.bots.play304). The maker side's points are recorded per
strength band (steps of 10). A bid b is worth making in a band when its expected tokens are
positive: P(points >= b) times the tokens won exceeds P(fail) times the tokens paid (304-J1:
160-190 win 1 / pay 2, 200-240 win 2 / pay 3). The table lists, per band, the highest such
bid up to 240: [[lowest strength of the band, bid], ...], rising; a band where no bid pays
gets none. The bot bids up to the limit of its band.
"""

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots import calls304, play304  # noqa: E402
from engine.game304 import random_deal, solver  # noqa: E402
from engine.game304.tables import CARDS, SEATS, side, token_band  # noqa: E402

OUT = ROOT / "engine" / "bots" / "data" / "bids304.json"
BIDS = range(160, 250, 10)
BAND = 10


def maker_points(seed: int) -> tuple:
    """(strength of the first bidder's four cards, its side's points when it plays the deal)."""
    deal = random_deal(seed)
    seat = deal.turn
    first = [card for card in deal.dealt[seat][:4]]
    value, suit = calls304.strength(first)
    letter = SEATS[seat]
    deal.apply(f"{letter} bid 160")
    while deal.phase == "auction":
        deal.apply(f"{deal.to_act} pass")
    trumps = [c for c in first if c >> 3 == suit]
    indicator = max(trumps, key=lambda c: c & 7)
    deal.apply(f"{letter} indicator {CARDS[indicator]}")
    while deal.phase == "second-auction":
        deal.apply(f"{deal.to_act} pass")
    position = solver.Position(deal)
    total = position.points_left()
    side0 = play304._rollout(position)
    points = side0 if side(seat) == 0 else total - side0
    return value, points


def table(deals: int, seed: int) -> list:
    rng = random.Random(seed)
    bands = {}
    for _ in range(deals):
        value, points = maker_points(rng.getrandbits(32))
        bands.setdefault(value // BAND * BAND, []).append(points)
    rows = []
    for low in sorted(bands):
        results = bands[low]
        if len(results) < 30:
            continue                            # too few hands in the band to say
        best = 0
        for bid in BIDS:
            made, paid = token_band(bid)
            share = sum(1 for points in results if points >= bid) / len(results)
            if share * made - (1 - share) * paid > 0:
                best = bid
        rows.append([low, best, len(results)])
    # A stronger hand never bids less: keep the limits rising.
    out, limit = [], 0
    for low, bid, count in rows:
        limit = max(limit, bid)
        out.append([low, limit])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=304)
    args = parser.parse_args()
    rows = table(args.deals, args.seed)
    data = {"about": "304 first-auction bid limits by hand strength (tools/bot_tables.py, "
                     f"{args.deals} deals, seed {args.seed})", "first": rows}
    OUT.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {rows}")


if __name__ == "__main__":
    main()
