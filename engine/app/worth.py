"""What a hand was worth (#28): from the cards a seat held when it bid — its first four in 304
(304-D2), its seven in 501 (501-D3) — deals of the cards it had not seen drawn at random, each
played by open hands with the seat taking the contract: for each trump (304) or contract (501),
in how many of the deals drawn each bid is made, failed, or left undecided by the search's
bound.

304: each drawn deal is played as an open-hands cell of the analysis (analysis.deals): the seat
the maker at 160, the cheapest of its first-four cards of the trump set aside as the indicator
(the bots' and the hint's choice), every other call a pass. Bids 160 to 240: from 250 on a
contract changes the play (304-O3).

501: the seat the declarer at 66 (analysis.deals), the talon taken (501-E1), each contract
announced in turn, a trump suit or no-trump (501-E2), and the two cards given that the strong
bot gives (engine.bots.calls501.give, 501-E3): not the best gives of the open-hands table,
which search some ninety pairs a contract, too long for sixteen deals. The bids: 66, then 70
to 140 by tens (501-A3; what a declarer makes, card points and marriages, 501-A4).

Whether a bid is made is one null-window test (the solvers' `reaches`; in 304 the maker's
option to open included); a side that makes a bid makes every lower one, so the highest bid
made is found by halving the bids, the tests of one deal and contract sharing one table (three
or four tests; measured 40 % cheaper than the exact value in 304, 3.4 times in 501, and the
shared table 25 % cheaper than one per test). A 501 bid may be any number from 66: the reader's
own is added to the bids halved. The tests of one deal and contract may visit WORTH_LIMIT
positions in all: a bid they leave unsettled is counted as undecided and said, never
guessed. The bound is in positions, not time, so a figure is the same on every machine;
`time_ms` only says how many deals one call draws before it returns (the page asks again,
showing the progress), and the deals done are kept.

A figure depends only on those cards, the seat, the dealer, the seats at the table and the
rules' options: the deals are drawn with a seed made of those, and nothing else of the deal is
read (tests/engine/test_worth.py gives twin deals, the unseen cards swapped).
"""

import hashlib
import math
import random
import time

from engine.app.analysis.deals import contract_deal, declarer_deal, maker_deal
from engine.bots import calls501
from engine.cards import DECKS
from engine.game304 import solver as solver_304
from engine.game304.tables import CARD_INDEX
from engine.game501 import solver as solver_501
from engine.search.alphabeta import NodeLimit

BIDS = tuple(range(160, 250, 10))      # 304-A3: the first auction's bids below 250
BIDS_501 = (66,) + tuple(range(70, 150, 10))
LEVELS = {"304": BIDS, "501": BIDS_501}
CONTRACTS_501 = ("S", "H", "D", "C", "NT")
WORTH_DEALS = 16                       # deals drawn for a hand
WORTH_LIMIT = 100_000                  # positions for one deal and contract (measured on the
                                       # strong bots' 304 hands: one in six is cut, mostly at
                                       # one bid)
_KEPT = 4                              # hands whose drawn deals are kept (the hint's, reviews')
_DONE: dict = {}                       # hand key -> [each drawn deal's {choice: (low, high)}]


def _seed(key: tuple) -> int:
    return int.from_bytes(hashlib.sha256(repr(key).encode()).digest()[:8], "big")


def _bounds(test, levels: tuple, limit: int | None) -> tuple:
    """(the index into `levels` of the highest bid known made, -1 if none; of the lowest known
    to fail, len(levels) if none): halving, each step one null-window test `test(bid, limit,
    table)` -> (made, positions visited), until the tests have visited `limit` positions."""
    low, high = -1, len(levels)
    table, left = {}, limit                # what one test proves, the next one reads
    while high - low > 1 and (left is None or left > 0):
        middle = (low + high) // 2
        try:
            made, visited = test(levels[middle], left, table)
        except NodeLimit:
            break
        if left is not None:
            left -= visited
        if made:
            low = middle
        else:
            high = middle
    return low, high


def indicators(first: list) -> dict:
    """{suit: its cheapest card among `first`}, each suit the seat could make trump (304-I1)."""
    suits = sorted({card[1] for card in first}, key="SHDC".index)
    return {suit: max((card for card in first if card[1] == suit), key=CARD_INDEX.get)
            for suit in suits}


def choices(game: str, first: list) -> dict:
    """{trump or contract: what sets it up}: the 304 trumps with their indicators, the 501
    contracts (each suit and no-trump)."""
    return indicators(first) if game == "304" else {trump: trump for trump in CONTRACTS_501}


def _at_first_lead(game: str, data: dict, seat: str, choice: str):
    """The drawn deal at its first lead with `seat` taking the contract `choice`, or None."""
    if game == "304":
        return maker_deal(data, seat, choice)
    declaring = declarer_deal(data, seat)
    if declaring is None:
        return None
    deal = contract_deal(declaring, choice)
    while deal.phase == "giving":
        legal = deal.legal_actions()
        deal.apply(calls501.give(deal.observation(deal.to_act_seat), legal))
    return deal


def _test(game: str, deal, seat: str):
    """Whether `seat`'s side takes a bid's points in all (304-G2, the maker's option to open
    included), or the 501 declarer's real points reach it (501-A4)."""
    def test(bid: int, limit, table: dict) -> tuple:
        if game == "304":
            search = solver_304.Solver(deal, limit, table.setdefault("tables", ({}, {})))
            return search.reaches(bid, seat, total=True), search.nodes
        search = solver_501.Solver(deal, seat, limit, table)
        return search.reaches(bid, total=True), search.nodes
    return test


def _drawn(hand: tuple, template: dict, first: list, seat: str):
    """The deals drawn for `hand` (its key), as scenario data made from `template` (the game,
    dealer, options and the seats dealt): `first` the cards of `seat`, the rest shuffled (in
    501 the talon too)."""
    game = template["game"]
    rng = random.Random(_seed(hand))
    unseen = [card for card in DECKS[game].cards if card not in first]
    seats = sorted(template["hands"])
    for number in range(WORTH_DEALS):
        rng.shuffle(unseen)
        rest = iter(unseen)
        hands = {}
        for other in seats:
            if game == "304":
                count = 4 if other == seat else 8
            else:
                count = 0 if other == seat else 7
            hands[other] = " ".join((first if other == seat else [])
                                    + [next(rest) for _ in range(count)])
        data = {**template, "id": f"worth-{number}", "title": "", "hands": hands}
        if game == "501":
            data["hands"]["talon"] = " ".join(rest)
        yield data


def table_of(template: dict) -> dict:
    """Of a scenario, only what the drawn deals keep: the game, dealer, options and seats."""
    return {"game": template["game"], "dealer": template["dealer"],
            "options": dict(template.get("options") or {}),
            "hands": {other: "" for other in template["hands"] if other != "talon"}}


def hand_key(table: dict, first: list, seat: str) -> tuple:
    """What the deals drawn for a hand depend on, and all they depend on (their seed)."""
    return (table["game"], tuple(sorted(first)), seat, table["dealer"],
            tuple(sorted(table["options"].items())), tuple(sorted(table["hands"])))


def worth(template: dict, first: list, seat: str, time_ms: int | None = None,
          limit: int | None = WORTH_LIMIT, bid: int | None = None) -> dict:
    """What the cards `first` (two-letter cards) were worth to `seat` taking the contract, in the
    game and at the table of `template` ({"game", "dealer", "options" (for 501 with its
    "players"), "hands": the seats dealt}): {"game", "deals": WORTH_DEALS, "drawn": how many
    are done, "limit", "bids", "trumps": [{"suit", "indicator" (304), "makes": [in how many
    deals each bid is made], "fails": [...]}]}; the rest of "drawn" was left undecided.
    Draws deals until all are done or `time_ms` has passed (one at least); those done are kept
    and the next call goes on from them. A 501 `bid` outside the table's bids (any number from
    66, 501-A3) is added to them: the reader's own."""
    game = template["game"]
    template = table_of(template)
    hand = hand_key(template, first, seat)
    levels = tuple(sorted(set(LEVELS[game]) | ({bid} if bid and game == "501" else set())))
    key = (hand, limit, levels)
    found_choices = choices(game, first)
    done = _DONE.pop(key, [])
    _DONE[key] = done                      # the most recent last
    while len(_DONE) > _KEPT:
        del _DONE[next(iter(_DONE))]
    started, before = time.perf_counter(), len(done)
    for number, data in enumerate(_drawn(hand, template, sorted(first), seat)):
        if number < len(done):
            continue
        if time_ms is not None and len(done) > before \
                and (time.perf_counter() - started) * 1000 >= time_ms:
            break
        found = {}
        for choice, setting in found_choices.items():
            deal = _at_first_lead(game, data, seat, setting)
            found[choice] = (None if deal is None
                             else _bounds(_test(game, deal, seat), levels, limit))
        done.append(found)
    trumps = []
    for choice, setting in found_choices.items():
        spans = [found[choice] or (-1, len(levels)) for found in done]   # None: not played
        makes = [sum(1 for low, _ in spans if low >= at) for at in range(len(levels))]
        fails = [sum(1 for _, high in spans if high <= at) for at in range(len(levels))]
        trumps.append({"suit": choice, "indicator": setting if game == "304" else None,
                       "makes": makes, "fails": fails})
    return {"game": game, "deals": WORTH_DEALS, "drawn": len(done), "limit": limit,
            "bids": list(levels), "trumps": trumps}


def made_at(trump: dict, bid: int, found: dict) -> tuple:
    """(in how many deals drawn `bid`, one of the figures' bids, was made with `trump`, in how
    many it failed)."""
    at = found["bids"].index(bid)
    return trump["makes"][at], trump["fails"][at]


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
    """The trump or contract that made `bid` in the most deals drawn (the first in S H D C NT on
    a tie), or None when none made it in any."""
    best = max(found["trumps"], key=lambda trump: made_at(trump, bid, found)[0], default=None)
    return best if best and made_at(best, bid, found)[0] else None
