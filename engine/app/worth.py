"""What a 304 hand was worth (#28): from a seat's first four cards, the only cards it holds in
the first auction (304-D2), deals of the unseen cards drawn at random, each played by open
hands with the seat as maker: for each trump, in how many of the deals drawn each bid of the
first auction is made, failed, or left undecided by the search's bound.

Each drawn deal is played as an open-hands cell of the analysis (analysis.deals.maker_deal):
the seat the maker at 160, the cheapest of its first-four cards of the trump set aside as the
indicator (the bots' and the hint's choice), every other call a pass. Whether the maker's side
makes a bid is one null-window test (`Solver.reaches`, the maker's option to open included);
a side that makes a bid makes every lower one, so the highest bid made is found by halving the
bids, the tests of one deal and trump sharing one table (three or four tests; measured, 40 %
cheaper than the exact value, and a shared table 25 % cheaper than a table per test). Bids
from 160 to 240: from 250 on a contract changes the play (304-O3).

The tests of one deal and trump may visit WORTH_LIMIT positions in all: a test cut there
leaves the bids it would have settled undecided in that deal, counted and said, never guessed.
The bound is a number of positions, not a time, so a figure is the same on every machine;
`time_ms` only says how many deals one call draws before it returns (the page asks again,
showing the progress), and the deals done are kept.

A figure depends only on the seat's first four cards, its seat, the dealer and the rules'
options: the deals are drawn with a seed made of those, and nothing else of the deal is read
(tests/engine/test_worth.py gives twin deals, the unseen cards swapped).
"""

import hashlib
import math
import random
import time

from engine.app.analysis.deals import maker_deal
from engine.game304 import solver
from engine.game304.tables import CARD_INDEX, CARDS
from engine.search.alphabeta import NodeLimit

BIDS = tuple(range(160, 250, 10))      # 304-A3: the first auction's bids below 250
WORTH_DEALS = 16                       # deals drawn for a hand
WORTH_LIMIT = 100_000                  # positions for one deal and trump (measured on strong
                                       # hands: one in six is cut there, mostly at one bid)
_KEPT = 4                              # hands whose drawn deals are kept (the hint's, reviews')
_DONE: dict = {}                       # hand key -> [each drawn deal's {suit: (low, high)}]


def _seed(key: tuple) -> int:
    return int.from_bytes(hashlib.sha256(repr(key).encode()).digest()[:8], "big")


def _bounds(deal, seat: str, limit: int | None) -> tuple:
    """(the index into BIDS of the highest bid known made, -1 if none; of the lowest known to
    fail, len(BIDS) if none): halving, each step one null-window test, until the tests have
    visited `limit` positions."""
    low, high = -1, len(BIDS)
    tables, left = ({}, {}), limit         # what one test proves, the next one reads
    while high - low > 1 and (left is None or left > 0):
        middle = (low + high) // 2
        search = solver.Solver(deal, left, tables)
        try:
            made = search.reaches(BIDS[middle], seat, total=True)
        except NodeLimit:
            break
        if left is not None:
            left -= search.nodes
        if made:
            low = middle
        else:
            high = middle
    return low, high


def _drawn(hand: tuple, first: list, seat: str, dealer: str, options: dict):
    """The deals drawn for `hand` (its key), as scenario data, `first` the first four cards of
    `seat`."""
    rng = random.Random(_seed(hand))
    unseen = [card for card in CARDS if card not in first]
    for number in range(WORTH_DEALS):
        rng.shuffle(unseen)
        rest = iter(unseen)
        hands = {other: " ".join((first if other == seat else [])
                                 + [next(rest) for _ in range(4 if other == seat else 8)])
                 for other in "ABCD"}
        yield {"game": "304", "id": f"worth-{number}", "title": "", "dealer": dealer,
               "options": options, "hands": hands}


def indicators(first: list) -> dict:
    """{suit: its cheapest card among `first`}, each suit the seat could make trump (304-I1)."""
    suits = sorted({card[1] for card in first}, key="SHDC".index)
    return {suit: max((card for card in first if card[1] == suit), key=CARD_INDEX.get)
            for suit in suits}


def worth_304(first: list, seat: str, dealer: str, options: dict | None = None,
              time_ms: int | None = None, limit: int | None = WORTH_LIMIT) -> dict:
    """What the first four cards `first` (two-letter cards) were worth to `seat` as maker:
    {"deals": WORTH_DEALS, "drawn": how many are done, "limit", "bids": BIDS, "trumps": [{"suit",
    "indicator", "makes": [in how many deals each bid is made], "fails": [...]}]}; the rest of
    "drawn" was left undecided. Draws deals until all are done or `time_ms` has passed (one at
    least); those done are kept and the next call goes on from them."""
    options = dict(options or {})
    hand = (tuple(sorted(first)), seat, dealer, tuple(sorted(options.items())))
    key = (hand, limit)
    choices = indicators(first)
    done = _DONE.pop(key, [])
    _DONE[key] = done                      # the most recent last
    while len(_DONE) > _KEPT:
        del _DONE[next(iter(_DONE))]
    started, before = time.perf_counter(), len(done)
    for number, data in enumerate(_drawn(hand, sorted(first), seat, dealer, options)):
        if number < len(done):
            continue
        if time_ms is not None and len(done) > before \
                and (time.perf_counter() - started) * 1000 >= time_ms:
            break
        found = {}
        for suit, card in choices.items():
            deal = maker_deal(data, seat, card)
            found[suit] = (-1, len(BIDS)) if deal is None else _bounds(deal, seat, limit)
        done.append(found)
    trumps = []
    for suit, card in choices.items():
        makes = [sum(1 for found in done if found[suit][0] >= at) for at in range(len(BIDS))]
        fails = [sum(1 for found in done if found[suit][1] <= at) for at in range(len(BIDS))]
        trumps.append({"suit": suit, "indicator": card, "makes": makes, "fails": fails})
    return {"deals": WORTH_DEALS, "drawn": len(done), "limit": limit, "bids": list(BIDS),
            "trumps": trumps}


def forget_worth() -> None:
    """Drop the deals done for every hand (the bench times a hand from its first deal)."""
    _DONE.clear()


def margin(count: int, drawn: int) -> float:
    """The half-width, in deals, of the 95 % Wilson interval of a proportion `count` / `drawn`."""
    if not drawn:
        return 0.0
    z = 1.96
    p = count / drawn
    spread = z * math.sqrt(p * (1 - p) / drawn + z * z / (4 * drawn * drawn))
    return drawn * spread / (1 + z * z / drawn)


def best_at(found: dict, bid: int) -> dict | None:
    """The trump that made `bid` in the most deals drawn (the first in S H D C on a tie), or
    None when none made it in any."""
    at = BIDS.index(bid)
    best = max(found["trumps"], key=lambda trump: trump["makes"][at], default=None)
    return best if best and best["makes"][at] else None
