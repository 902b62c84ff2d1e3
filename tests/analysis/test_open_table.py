"""The 304 open-hands table (engine.app.analysis.open_table) against the solver's value on deals
built here by hand with that maker, trump and indicator (tests/analysis/analysis_deals.py):

- closed: the leader's best card, each card played and the rest solved (the trump left closed);
- opened: the maker's `open` applied before the lead, then solved;
- best: the deal before the lead, the maker's side choosing;
- the indicator shown is the best of the maker's first four cards of the suit.

Each figure the table gives is confirmed exactly by the solver's null-window tests on fresh
solvers (`reaches`: at least that many points, and not one more), which cost far less than
solving each deal and share nothing with the table's own searches (the tests of one proof
share their solvers' tables).
"""

import pytest

from analysis_deals import built, maker_actions_304, random_304
from engine import scenarios
from engine.app.analysis import open_table
from engine.game304 import solver
from tests.engine.test_solver_support import exactly, reaches_after

TOTAL = 304


def maker_deal(data: dict, maker: str, indicator: str):
    return built(data, maker_actions_304(data["dealer"], maker, indicator))


def leads(deal) -> tuple:
    """(the leader, whether it sits on the maker's side, the deal after each of its leads)."""
    leader = deal.to_act
    same = "ABCD".index(leader) % 2 == "ABCD".index(deal_maker(deal)) % 2
    after = []
    for action in (a for a in deal.legal_actions() if " play " in a):
        played = deal.copy()
        played.apply(action)
        after.append(played)
    return leader, same, after


def deal_maker(deal) -> str:
    return "ABCD"[deal.maker]


def closed_at_most(data: dict, maker: str, indicator: str, closed: int) -> bool:
    """Whether the maker's side takes at most `closed` with that indicator, the trump kept
    closed: the leader's best lead, each lead tested."""
    leader, same, after = leads(maker_deal(data, maker, indicator))
    tables = ({}, {})
    if same:
        return not reaches_after(after, closed + 1, leader, tables)
    return reaches_after(after, TOTAL - closed, leader, tables)


def closed_is(data: dict, maker: str, indicator: str, closed: int) -> bool:
    """closed: the leader's best card, each card played and the rest solved."""
    leader, same, after = leads(maker_deal(data, maker, indicator))
    target = closed if same else TOTAL - closed      # the leader's side's points
    tables = ({}, {})
    return (reaches_after(after, target, leader, tables)
            and not reaches_after(after, target + 1, leader, tables))


def opened_is(data: dict, maker: str, indicator: str, opened: int) -> bool:
    """opened: the maker's `open` applied before the lead, then solved."""
    deal = maker_deal(data, maker, indicator)
    deal.apply(f"{maker} open")
    return exactly(deal, opened, maker)


def best_is(data: dict, maker: str, indicator: str, best: int) -> bool:
    """best: the deal before the lead, the maker's side choosing whether to open."""
    return exactly(maker_deal(data, maker, indicator), best, maker)


def first_four(data: dict, maker: str) -> list:
    """The maker's first four cards, read off the file: a hand is written as dealt."""
    return data["hands"][maker].split()[:4]


def check_cell(data: dict, maker: str, suit: str) -> None:
    cell = open_table.cell(data, maker, suit)
    candidates = [card for card in first_four(data, maker) if card[1] == suit]
    if not candidates:
        assert cell is None
        return
    assert set(cell["indicators"]) == set(candidates)
    for card in candidates:
        assert closed_is(data, maker, card, cell["indicators"][card]), card
        assert opened_is(data, maker, card, cell["opened"]), card
    assert cell["closed"] == max(cell["indicators"].values()) == cell["indicators"][cell["indicator"]]
    assert cell["best"] == max(cell["closed"], cell["opened"])
    assert best_is(data, maker, cell["indicator"], cell["best"])


# Seed 3's A with ♥ trumps (the suit of A's first card) is proven by
# tests/analysis/test_analyse_command.py::test_304_random_deal, through the command's row.
@pytest.mark.parametrize("seed, maker, suits", [(3, "A", "SDC"), (3, "B", "SHDC")])
def test_random_deals_against_the_solver(seed, maker, suits):
    data = random_304(seed)
    for suit in suits:
        check_cell(data, maker, suit)


# The hidden nine's A with ♦ trumps (the suit of A's first card) is proven by
# tests/analysis/test_analyse_command.py::test_304_worked_example_and_puzzle, through the row the
# command prints, with the same checks (closed_is, opened_is, best_is, every indicator's
# closed_at_most): one proof of that cell is enough (#23).
@pytest.mark.parametrize("path, maker, suits", [("tutorials/304/hidden-nine.toml", "A", "SHC"),
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


# Each hand one whole suit (tests/engine/test_solver_options.py): D deals, A leads.
EIGHT_TRUMPS = {"game": "304", "id": "eight", "title": "Eight trumps", "dealer": "D", "options": {},
                "hands": {"A": "JS 9S AS TS KS QS 8S 7S", "B": "JH 9H AH TH KH QH 8H 7H",
                          "C": "JD 9D AD TD KD QD 8D 7D", "D": "JC 9C AC TC KC QC 8C 7C"}}


def test_a_maker_on_lead_with_the_eight_trumps_must_open():
    """304-H6, C-29 (a): no closed figure, no indicator; the best is the opened figure."""
    cell = open_table.cell(EIGHT_TRUMPS, "A", "S")
    assert cell == {"maker": "A", "suit": "S", "closed": None, "opened": 304, "best": 304,
                    "indicator": None, "indicators": {}}
    assert opened_is(EIGHT_TRUMPS, "A", "JS", 304) and best_is(EIGHT_TRUMPS, "A", "9S", 304)
    # Not on lead, a maker with the eight trumps keeps them closed like any other.
    check_cell(EIGHT_TRUMPS, "B", "H")
    assert open_table.cell(EIGHT_TRUMPS, "B", "H")["closed"] is not None
