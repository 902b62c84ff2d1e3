"""Strong-bot positions for the open-hand solvers (issue #28): build the fixed set, and record the
solvers' answers on it.

    python tools/solver_positions.py build      # the positions (scenarios and actions)
    python tools/solver_positions.py record     # the solvers' answers on them (the fixture)

Random deals are easy for the solvers; deals the strong bots bid and play are not (the bid
suits are long, the play is close). The set: 304 deals drawn (seeded) from
tests/engine/data/caps_deals.jsonl (strong bots at all four seats, tools/caps_positions.py),
and 501 deals played here by three strong bots; of each, the position at the opening lead
(304: the maker may still open before it) and at the start of trick 2. Each position is stored
as a scenario (DESIGN.md) and the actions that reach it, plus the card played there, so that
the record holds what a review asks (`regret`: a best card and the played card's cost) beside
the value. Written to tests/engine/data/solver_positions.json; the answers recorded by the
solvers of the day to tests/engine/data/solver_values.json — the values every later solver
must give (tests/engine/test_solver_positions.py, bench/bench_solver.py).
"""

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import games  # noqa: E402
from engine.bots import selfplay  # noqa: E402
from tests.engine.test_solver_support import position_deal  # noqa: E402

DATA = ROOT / "tests" / "engine" / "data"
CAPS_DEALS = DATA / "caps_deals.jsonl"
POSITIONS = DATA / "solver_positions.json"
VALUES = DATA / "solver_values.json"
DEALS_304 = 36
DEALS_501 = 12
BUDGET_501 = 50            # the 501 bots' budget (ms of sampled deals per decision)


def _cut_points(game: str, scenario: dict, actions: list) -> list:
    """The numbers of the actions before which the opening lead and trick 2 start (304: the
    first moment of the play, the maker's option to open included)."""
    deal = games.deal_from_scenario(scenario)
    cuts = []
    for number, action in enumerate(actions):
        if game == "304":
            if deal.phase == "play" and not cuts and not deal.trick and not deal.tricks:
                cuts.append(number)
            if (deal.phase == "play" and len(cuts) == 1 and deal.trick_no == 1
                    and not deal.trick):
                cuts.append(number)
        else:
            if deal.phase == "play" and not deal.trick and len(deal.tricks) == len(cuts) < 2:
                cuts.append(number)
        if len(cuts) == 2:
            break
        deal.apply(action)
    return cuts


def _positions(game: str, name: str, scenario: dict, actions: list) -> list:
    out = []
    for trick, cut in enumerate(_cut_points(game, scenario, actions), start=1):
        deal = games.deal_from_scenario(scenario)
        for action in actions[:cut]:
            deal.apply(action)
        if game == "304" and deal.caps_seat >= 0:
            continue                                # a Caps call in force: no split of points
        played = next(a for a in actions[cut:] if a.split()[1] == "play")
        out.append({"id": f"{name}-t{trick}", "game": game, "scenario": scenario,
                    "actions": actions[:cut], "played": played})
    return out


def build_304() -> list:
    records = [json.loads(line) for line in CAPS_DEALS.read_text(encoding="utf-8").splitlines()
               if line.strip()]
    chosen = random.Random("solver-positions/304").sample(records, DEALS_304)
    out = []
    for record in chosen:
        scenario = {"game": "304", "dealer": record["dealer"], "hands": record["hands"]}
        name = f"304-{record['number']}{'r' if record['rich'] else ''}"
        out += _positions("304", name, scenario, record["actions"])
    return out


def build_501() -> list:
    out = []
    seed = 0
    while len({p["id"].rsplit("-", 1)[0] for p in out}) < DEALS_501:
        seed += 1
        deal = games.random_deal("501", seed, dealer=seed % 3)
        scenario = {"game": "501", "dealer": "ABC"[seed % 3],
                    "hands": {**{"ABC"[s]: " ".join(deal.hands[s]) for s in range(3)},
                              "talon": " ".join(deal.talon)}}
        actions = []
        selfplay.play_deal("501", deal, {s: "strong" for s in "ABC"}, seed, BUDGET_501,
                           after=lambda _, action: actions.append(action))
        if len(deal.tricks) < 2:
            continue                                   # thrown in, conceded
        out += _positions("501", f"501-{seed}", scenario, actions)
    return out


def answers(position: dict) -> dict:
    """What the solvers answer at a stored position: the value for the side (304) or the player
    (501) to move, and the review's regret of the card played there (a best card, its cost)."""
    from engine.game304 import solver as solver304
    from engine.game501 import solver as solver501
    module = solver304 if position["game"] == "304" else solver501
    deal = position_deal(position)
    best, cost = module.Solver(deal).regret(position["played"])
    return {"value": module.Solver(deal).value(), "best": best, "cost": cost}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("build", "record"))
    args = parser.parse_args(argv)
    if args.what == "build":
        positions = build_304() + build_501()
        POSITIONS.write_text(json.dumps(positions, indent=0) + "\n", encoding="utf-8")
        print(f"{len(positions)} positions -> {POSITIONS.relative_to(ROOT)}")
        return 0
    positions = json.loads(POSITIONS.read_text(encoding="utf-8"))
    values = {}
    for position in positions:
        values[position["id"]] = answers(position)
        print(position["id"], values[position["id"]], flush=True)
    VALUES.write_text(json.dumps(values, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
