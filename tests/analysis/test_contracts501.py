"""The 501 open-hands table (engine.app.analysis.contracts501) against the solver's value on every
pair of gives, each deal built here by hand (the auction, the contract and the gives written
out): the table's figure is the best of them, and its gives reach it."""

import pytest

from analysis_deals import built, random_501
from engine import scenarios
from engine.app.analysis import contracts501
from engine.game501 import solver

ORDER = "ABC"      # the dealer is C in every file here: A speaks and leads first


def auction(declarer: str) -> list:
    at = ORDER.index(declarer)
    return ([f"{seat} pass" for seat in ORDER[:at]] + [f"{declarer} look", f"{declarer} bid 66"]
            + [f"{seat} pass" for seat in ORDER[at + 1:]])


def every_gives(data: dict, declarer: str, trump: str) -> dict:
    """{(card to the first opponent, card to the second): the declarer's points}."""
    calls = auction(declarer) + [f"{declarer} contract {trump} 66"]
    hand = built(data, calls).hands[ORDER.index(declarer)]
    first, second = (seat for seat in ORDER if seat != declarer)
    found = {}
    for a in hand:
        for b in hand:
            if a != b:
                deal = built(data, calls + [f"{declarer} give {first} {a}",
                                            f"{declarer} give {second} {b}"])
                found[a, b] = solver.value(deal, declarer)
    return found


@pytest.mark.parametrize("data, declarer, trump", [
    (random_501(5), "B", "H"),
    (scenarios.load("tutorials/501/blind-contract.toml"), "A", "NT"),
])
def test_best_gives_against_every_gives(data, declarer, trump):
    assert data["dealer"] == "C"
    found = contracts501.table(data, declarer, (trump,))[declarer, trump]
    values = every_gives(data, declarer, trump)
    assert found["points"] == max(values.values())
    (_, a), (_, b) = found["gives"]
    assert values[a, b] == found["points"]
