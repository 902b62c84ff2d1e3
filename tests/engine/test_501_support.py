"""Helpers shared by the 501 tests (this file holds no test): deals to start from, and a small
replay of scenario files that checks every step the way DESIGN.md describes.

Plain Python only: the same tests run on CPython (pytest) and inside Pyodide (tests/js shim).
"""

import tomllib
from pathlib import Path

from engine.errors import EngineError
from engine.game501 import deal_from_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_DIRS = (ROOT / "tutorials" / "501", ROOT / "tests" / "engine" / "scenarios" / "501")

# The deal of the seed's worked example (S501 §06, tutorials/501/blind-contract.toml), C deals.
SEED_HANDS = {
    "A": "AH KH QH JH TD KD 9C",
    "B": "AS KS JS AD QD JD TC",
    "C": "TS QS TH 9H 9D KC JC",
    "talon": "AC QC 9S",
}
SEED_AUCTION = "A bid 80; B pass; C pass"
SEED_EXCHANGE = "A contract C 100; A give C 9S; A give B JH"
SEED_TRICKS = [
    "A play KH marriage; B play JH; C play TH",
    "C play KC; A play AC; B play TC",
    "A play 9C; B play JS; C play JC",
    "C play 9S; A play QC; B play KS",
    "A play KD; B play AD; C play 9D",
    "B play AS; C play QS; A play QH",
    "B play QD; C play 9H; A play TD",
    "A play AH; B play JD; C play TS",
]

# A deal for trick rules: A holds all the hearts, B and C none; spades will be trump.
TRUMP_HANDS = {
    "A": "AH TH KH QH JH 9H AD",
    "B": "AS TS KS KD QD JD 9D",
    "C": "9S AC TC KC QC JC 9C",
    "talon": "QS JS TD",
}
TRUMP_SETUP = "A look; A bid 66; B pass; C pass; A contract S 66; A give B TD; A give C AD"


def make_deal(hands=None, dealer="C", scores=None, **extra):
    """A deal from hands written as in scenario files (default: the seed's example)."""
    scenario = {"game": "501", "id": "test", "dealer": dealer, "hands": dict(hands or SEED_HANDS)}
    if scores is not None:
        scenario["scores"] = list(scores)
    scenario.update(extra)
    return deal_from_scenario(scenario)


def apply_all(deal, actions: str):
    """Apply actions separated by ';', as a scenario step does; return the deal."""
    for action in actions.split(";"):
        if action.strip():
            deal.apply(action.strip())
    return deal


def play_seed_deal(scores=None, dealer="C", tricks=len(SEED_TRICKS)):
    deal = apply_all(make_deal(scores=scores, dealer=dealer), SEED_AUCTION + ";" + SEED_EXCHANGE)
    for trick in SEED_TRICKS[:tricks]:
        apply_all(deal, trick)
    return deal


def snapshot(deal) -> tuple:
    """Everything observable about a deal, to show that a refused action changed nothing."""
    seats = [chr(ord("A") + seat) for seat in range(deal.players)]
    return (deal.to_act, deal.legal_actions(), [deal.observation(seat) for seat in seats],
            deal.expect_value("scores"))


def scenario_files() -> list:
    return sorted(path for folder in SCENARIO_DIRS for path in folder.rglob("*.toml"))


def replay(path):
    """Replay one scenario file, checking each expectation; return the final deal.

    `error` in a step's expectations: its last action must be refused with that reason code
    (or any, for "*"), leaving the state exactly as it was.
    """
    data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    assert data["game"] == "501", path
    deal = deal_from_scenario(data)
    for number, step in enumerate(data.get("steps", []), start=1):
        expect = dict(step.get("expect", {}))
        actions = [action.strip() for action in step.get("do", "").split(";") if action.strip()]
        where = f"{Path(path).name} step {number}"
        error = expect.pop("error", None)
        if error is not None:
            apply_all(deal, ";".join(actions[:-1]))
            before = snapshot(deal)
            try:
                deal.apply(actions[-1])
            except EngineError as refused:
                assert error in ("*", refused.code), f"{where}: refused with {refused.code}, not {error}"
            else:
                raise AssertionError(f"{where}: {actions[-1]!r} was accepted, expected {error}")
            assert snapshot(deal) == before, f"{where}: a refused action changed the state"
        else:
            apply_all(deal, ";".join(actions))
        for key, wanted in expect.items():
            actual = deal.expect_value(key)
            if key == "legal":
                actual, wanted = sorted(actual), sorted(wanted)
            assert actual == wanted, f"{where}: {key} is {actual!r}, expected {wanted!r}"
    return deal


def random_move(deal, rng):
    """A random legal move, biased so that random deals are varied: seats often pass or look,
    bids climb slowly, the declarer sometimes concedes, contracts stay near the bid, and
    marriages are often declared."""
    moves = deal.legal_moves()
    if deal.phase == "auction":
        roll = rng.random()
        if roll < 0.15 and moves[0] == ("look",):
            return moves[0]
        if roll < 0.55:
            return ("pass",)
        bids = [move for move in moves if move[0] == "bid"]
        return bids[min(len(bids) - 1, int(rng.expovariate(0.15)))] if bids else ("pass",)
    if deal.phase == "declaring":
        if rng.random() < 0.15:
            return ("concede",)
        return ("contract", rng.choice(("S", "H", "D", "C", "NT")),
                min(220, deal.bid + int(rng.expovariate(0.2))))
    declared = [move for move in moves if move[0] == "play" and move[2]]
    if declared and rng.random() < 0.7:
        return rng.choice(declared)
    return rng.choice(moves)
