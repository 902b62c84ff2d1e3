"""Helpers shared by the 501 tests (this file holds no test): deals to start from. (Scenario
files replay through the engine's runner, `engine.scenarios`; random play is
`engine.game501.random_play`; a refused action is shown to change nothing by
`engine.scenarios.fingerprint`.)

Plain Python only: the same tests run on CPython (pytest) and inside Pyodide (tests/js shim).
"""

from engine.game501 import deal_from_scenario

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
