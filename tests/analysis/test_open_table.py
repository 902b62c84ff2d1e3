"""The 304 open-hands table (engine.app.analysis.open_table) against the solver's value on deals
built here by hand with that maker, trump and indicator (tests/analysis/analysis_deals.py):

- closed: the leader's best card, each card played and the rest solved (the trump left closed);
- opened: the maker's `open` applied before the lead, then solved;
- best: `solver.value` on the deal before the lead (the maker's side choosing);
- the indicator shown is the best of the maker's first four cards of the suit.
"""

import pytest

from analysis_deals import built, maker_actions_304, random_304
from engine import scenarios
from engine.app.analysis import open_table
from engine.game304 import solver

TOTAL = 304


_FOUND = {}       # (deal id, maker, indicator): figures, kept for the command's tests


def independent(data: dict, maker: str, indicator: str) -> dict:
    key = (data["id"], maker, indicator)
    if key not in _FOUND:
        _FOUND[key] = _independent(data, maker, indicator)
    return _FOUND[key]


def _independent(data: dict, maker: str, indicator: str) -> dict:
    deal = built(data, maker_actions_304(data["dealer"], maker, indicator))
    leader = deal.to_act
    same = "ABCD".index(leader) % 2 == "ABCD".index(maker) % 2
    leads = []
    for action in (a for a in deal.legal_actions() if " play " in a):
        after = deal.copy()
        after.apply(action)
        leads.append(solver.value(after, leader))
    closed = max(leads) if same else TOTAL - max(leads)
    opened_deal = deal.copy()
    opened_deal.apply(f"{maker} open")
    return {"closed": closed, "opened": solver.value(opened_deal, maker),
            "best": solver.value(deal, maker)}


def first_four(data: dict, maker: str) -> list:
    """The maker's first four cards, read off the file: a hand is written as dealt."""
    return data["hands"][maker].split()[:4]


def check_cell(data: dict, maker: str, suit: str) -> None:
    cell = open_table.cell(data, maker, suit)
    candidates = [card for card in first_four(data, maker) if card[1] == suit]
    if not candidates:
        assert cell is None
        return
    figures = {card: independent(data, maker, card) for card in candidates}
    assert cell["indicators"] == {card: found["closed"] for card, found in figures.items()}
    best_closed = max(found["closed"] for found in figures.values())
    assert cell["closed"] == best_closed == figures[cell["indicator"]]["closed"]
    assert all(found["opened"] == cell["opened"] for found in figures.values())
    assert cell["best"] == max(cell["closed"], cell["opened"])
    assert cell["best"] == figures[cell["indicator"]]["best"]


@pytest.mark.parametrize("seed, makers", [(3, "AB")])
def test_random_deals_against_the_solver(seed, makers):
    data = random_304(seed)
    for maker in makers:
        for suit in "SHDC":
            check_cell(data, maker, suit)


@pytest.mark.parametrize("path, maker, suits", [("tutorials/304/hidden-nine.toml", "A", "SHDC"),
                                                ("tutorials/304/full-deal.toml", "C", "SD")])
def test_worked_examples_against_the_solver(path, maker, suits):
    data = scenarios.load(path)
    for suit in suits:
        check_cell(data, maker, suit)


def test_a_suit_missing_from_the_first_four_has_no_cell():
    data = scenarios.load("tutorials/304/full-deal.toml")   # C's first four: J♥ 9♠ 8♣ 7♣
    assert open_table.cell(data, "C", "D") is None
    assert open_table.table(data, "C", "D") == {("C", "D"): None}


@pytest.mark.parametrize("seed, maker, suit", [(1, "B", "D"), (1, "D", "C"), (2, "A", "D")])
def test_the_best_first_four_indicator(seed, maker, suit):
    """Cells whose indicators do not all give the same figure: the table shows the best."""
    data = random_304(seed)
    assert len(set(open_table.cell(data, maker, suit)["indicators"].values())) > 1
    check_cell(data, maker, suit)
