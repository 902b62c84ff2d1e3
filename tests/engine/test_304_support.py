"""Helpers shared by the 304 tests (this file holds no test): deals to start from, replaying
actions, and a seeded search for positions that show a rule.

Plain Python only: the same tests run on CPython (pytest) and inside Pyodide (tests/js shim).
"""

import random

from engine.game304 import deal_from_scenario, random_deal
from engine.game304.actions import format_move
from engine.game304.random_play import choose
from engine.game304.tables import CARDS, SEATS

# The hidden nine (tutorials/304/hidden-nine.toml): D deals, A speaks and leads first.
NINE_HANDS = {
    "A": "8D QH AD AH QC JH AS KC",
    "B": "AC 7C 9S KD 8S QD JD JC",
    "C": "TS 9D 8C KH 9C 7S 7D 7H",
    "D": "JS TH 9H 8H QS KS TD TC",
}
NINE_AUCTION = "A pass; B pass; C pass; D bid 200; A pass; B pass; C pass; D indicator JS"
NINE_CIRCUIT = "D pass; A pass; B pass; C pass"
NINE_TRICKS = [
    "A play AH; B play 9S; C play KH; D play TH",
    "B play 7C; C play 9C; D play TC; A play KC",
    "C play 9D; D play TD; A play 8D; B play QD",
    "C play 7D; D play QS; A play AD; B play KD",
    "D play 8H; A play QH; B play 8S; C play 7H",
    "B play JC; C play 8C; D play 9H; A play QC",
    "B play JD; C play TS; D play JS; A play JH",
    "D play KS; A play AS; B play AC; C play 7S",
]


def make_deal(hands=None, dealer="D", options=None, tokens=None):
    scenario = {"game": "304", "id": "test", "dealer": dealer, "hands": dict(hands or NINE_HANDS)}
    if options:
        scenario["options"] = dict(options)
    if tokens is not None:
        scenario["tokens"] = list(tokens)
    return deal_from_scenario(scenario)


def hands_from(first: dict) -> dict:
    """Complete hands: the seats given keep their cards (as dealt); the rest of the pack goes,
    in pack order, to the other seats."""
    used = {card for text in first.values() for card in text.split()}
    rest = [card for card in CARDS if card not in used]
    hands = {}
    for seat in SEATS:
        if seat in first:
            hands[seat] = first[seat]
        else:
            hands[seat], rest = " ".join(rest[:8]), rest[8:]
    return hands


def apply_all(deal, actions: str):
    """Apply actions separated by ';', as a scenario step does; return the deal."""
    for action in actions.split(";"):
        if action.strip():
            deal.apply(action.strip())
    return deal


def nine_deal(tricks: int = 0, options=None, tokens=None):
    deal = apply_all(make_deal(options=options, tokens=tokens), NINE_AUCTION + ";" + NINE_CIRCUIT)
    for trick in NINE_TRICKS[:tricks]:
        apply_all(deal, trick)
    return deal


def refused(deal, action: str) -> str:
    """Apply an action that must be refused; check the state did not change; return the code."""
    from engine.errors import EngineError
    from engine.scenarios import fingerprint
    before = fingerprint(deal, internal=True)      # (the state as well as what is shown)
    try:
        deal.apply(action)
    except EngineError as error:
        assert fingerprint(deal, internal=True) == before, (
            f"{action!r} was refused but changed the state")
        return error.code
    raise AssertionError(f"{action!r} was accepted")


def find_position(test, options=None, seeds=range(4000), declare=0.0):
    """The first position of seeded random deals where `test(deal)` holds (a copy), or None.

    Deterministic: the same seeds give the same deals and moves on every Python."""
    for seed in seeds:
        rng = random.Random(seed)
        deal = random_deal(seed, options=options)
        while not deal.is_over:
            if test(deal):
                return deal
            deal.apply_move(choose(deal, rng, declare=declare))
        if test(deal):
            return deal
    return None


def legal_set(deal) -> set:
    return set(deal.legal_actions())


def move_text(deal, move) -> str:
    return format_move(deal.turn, move)
