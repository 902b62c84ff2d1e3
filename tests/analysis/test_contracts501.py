"""The 501 open-hands table (engine.app.analysis.contracts501) against the solver on every pair of
gives, each deal built here by hand (the auction, the contract and the gives written out) and
searched afresh: the table's gives reach its figure exactly, and no pair of gives does better.

"No pair does better" is asked of each pair by the solver's own null-window test (`reaches`:
can the declarer take `points + 1`?) on a fresh solver, not by solving each pair: the same
check as the maximum of every pair's value, in a fraction of the time. The table's shortcut —
one transposition table shared by the searches of a cell — is what is under test, and is used
nowhere here."""

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
    """{(card to the first opponent, card to the second): that deal, built by hand}."""
    calls = auction(declarer) + [f"{declarer} contract {trump} 66"]
    hand = built(data, calls).hands[ORDER.index(declarer)]
    first, second = (seat for seat in ORDER if seat != declarer)
    return {(a, b): built(data, calls + [f"{declarer} give {first} {a}",
                                         f"{declarer} give {second} {b}"])
            for a in hand for b in hand if a != b}


@pytest.mark.parametrize("data, declarer, trump", [
    (random_501(5), "B", "H"),
    (scenarios.load("tutorials/501/blind-contract.toml"), "A", "NT"),
])
def test_best_gives_against_every_gives(data, declarer, trump):
    assert data["dealer"] == "C"
    found = contracts501.table(data, declarer, (trump,))[declarer, trump]
    deals = every_gives(data, declarer, trump)
    assert len(deals) == 90             # ten cards after the talon: 10 x 9 pairs
    (_, a), (_, b) = found["gives"]
    assert solver.value(deals[a, b], declarer) == found["points"]
    better = [gives for gives, deal in deals.items()
              if solver.reaches(deal, found["points"] + 1, declarer)]
    assert better == []
