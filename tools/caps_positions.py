"""Strong-bot deals for the Caps obligation audit (issue #24): generate them, and store each
with the reference answers at its trick starts (engine.game304.caps.audit).

    python tools/caps_positions.py [--deals 2000] [--budget 10] [--out tests/engine/data/caps_deals.jsonl]

Half the deals are plain random deals; the other half are Caps-rich: dealt so that one side
holds the top four to six cards of a suit, most of them in its first packets (where the maker
chooses the indicator, 304-I1), so that the bots bid on that suit and Caps positions are
common. Four strong bots play each deal (`engine.bots.selfplay.play_deal`, out-of-turn Caps
calls included); only deals that reach the play are kept. Each stored deal (one JSON line)
gives its number, whether Caps-rich, its dealer,
hands as dealt, actions, and for every question of the audit (trick, seat) the reference
answer at AUDIT_LIMIT positions (true, false, or null: undecided) and the referee's answer
when generated. tests/engine/test_caps_obligation.py replays them cheaply against the stored
reference (and re-derives the reference on a sample); bench/bench_caps.py prints the figures.

The bots' budget is small (their `budget_ms`, in sampled deals, engine.bots.common): the
deals are for the referee to judge, not for the bots' strength, and thousands must be played.
"""

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots import selfplay  # noqa: E402
from engine.game304 import Deal  # noqa: E402
from engine.game304.caps import audit  # noqa: E402
from engine.game304.dealing import cut_and_deal  # noqa: E402
from engine.game304.tables import CARDS, SEATS  # noqa: E402

OUT = ROOT / "tests" / "engine" / "data" / "caps_deals.jsonl"


def caps_rich(rng: random.Random, dealt: list) -> list:
    """`dealt` changed so that one side holds the top `k` cards of a suit (k from 4 to 6),
    each put in a first packet (the first four cards) of one of its two seats while room is
    left, by exchanges with the cards there."""
    suit = rng.randrange(4)
    holder = rng.randrange(2)
    top = [suit * 8 + rank for rank in range(rng.choice((4, 5, 5, 6)))]
    seats = [holder, holder + 2]
    places = [(seat, index) for index in range(8) for seat in seats]
    # first packets first, the side's seats in turn, then the second packets
    places.sort(key=lambda place: (place[1] >= 4, rng.random()))
    where = {card: (seat, index) for seat in range(4) for index, card in enumerate(dealt[seat])}
    hands = [cards[:] for cards in dealt]
    taken = set()
    for card in top:
        seat, index = where[card]
        if seat in seats:
            taken.add((seat, index))
    for card in top:
        seat, index = where[card]
        if seat in seats:
            continue
        place = next(p for p in places if p not in taken and hands[p[0]][p[1]] not in top)
        taken.add(place)
        other = hands[place[0]][place[1]]
        hands[place[0]][place[1]], hands[seat][index] = card, other
        where[card], where[other] = place, (seat, index)
    return hands


def one_deal(number: int, rich: bool, budget: int):
    """(scenario-like record, deal) for deal `number`, or None when it reaches no play."""
    rng = random.Random(f"caps-audit/{number}/{rich}")
    dealer = rng.randrange(4)
    dealt = cut_and_deal(rng, dealer)
    if rich:
        dealt = caps_rich(rng, dealt)
    hands = {SEATS[seat]: " ".join(CARDS[card] for card in cards)
             for seat, cards in enumerate(dealt)}
    actions = []
    deal = Deal(dealt, dealer)
    selfplay.play_deal("304", deal, {seat: "strong" for seat in SEATS}, number, budget,
                       after=lambda _, action: actions.append(action))
    if not deal.tricks and not deal.trick:
        return None
    return {"number": number, "rich": rich, "dealer": SEATS[dealer], "hands": hands,
            "actions": actions, "result": deal.result}


def scenario(record: dict) -> dict:
    """A stored deal as a scenario (DESIGN.md), without its steps."""
    return {"game": "304", "id": f"caps-audit-{record['number']}", "title": "Caps audit",
            "dealer": record["dealer"], "hands": record["hands"]}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--budget", type=int, default=10)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--first", type=int, default=1, help="the first deal number (to split "
                        "a run over processes, each with its own --out, concatenated after)")
    args = parser.parse_args(argv)
    from engine.games import deal_from_scenario
    # One deal a line, written as it is made (a long run can be stopped and resumed), plain
    # and Caps-rich deals in turn so that any prefix holds both halves.
    args.out.parent.mkdir(parents=True, exist_ok=True)
    records = []
    if args.out.exists():
        records = [json.loads(line) for line in args.out.read_text(encoding="utf-8").splitlines()
                   if line.strip()]
    done = {(record["number"], record["rich"]) for record in records}
    started = time.perf_counter()
    number = max((record["number"] for record in records), default=args.first - 1)
    with args.out.open("a", encoding="utf-8") as out:
        while len(records) < args.deals:
            number += 1
            for rich in (False, True):
                # Half of each kind: a plain deal that ends before the play is not kept, so
                # the plain half may need more numbers than the Caps-rich one.
                if (number, rich) in done or sum(r["rich"] == rich for r in records) >= args.deals // 2:
                    continue
                record = one_deal(number, rich, args.budget)
                if record is None:
                    continue
                rows = audit.compare(deal_from_scenario(scenario(record)), record["actions"])
                record["questions"] = [list(row) for row in rows]
                records.append(record)
                out.write(json.dumps(record, separators=(",", ":")) + "\n")
                out.flush()
            if number % 50 == 0:
                print(f"{len(records)} deals, {time.perf_counter() - started:.0f} s", flush=True)
    questions = [q for record in records for q in record["questions"]]
    print(f"{len(records)} deals ({sum(r['rich'] for r in records)} Caps-rich), "
          f"{len(questions)} questions, {sum(q[2] != q[3] for q in questions)} differences, "
          f"{sum(q[3] is None for q in questions)} undecided by the reference, "
          f"{sum(q[2] is None for q in questions)} by the referee")
    return 0


if __name__ == "__main__":
    sys.exit(main())
