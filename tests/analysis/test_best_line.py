"""A cell's best line (engine.app.analysis.line, issue #28): the deal of that maker and trump
played to the end with every card best by open hands, so that the maker's side ends with the
cell's best figure; Caps called where the rules require it; the Play page's link to it, read
back as the same deal from the maker's seat; a cell without figures refused in words. 501: the
best gives, then the declarer's points of the cell."""

import pytest

from engine.app.analysis import line, page
from engine.app.analysis.deals import hands_only
from engine.app.analysis.notation import line_of, scenario
from engine.app.links import decode_link
from engine.app.state import replay
from engine.errors import NotationError
from engine.game304.tables import side
from engine.scenarios import load

# A's first four cards are spades: one cell (tests/browser/test_analyse_page.py's quick deal).
QUICK = ("7S 8S AS JS 9H QC JD AD / TH JC KS QD TS KD 8C AC / 7D QH KC QS 9D AH TC KH / "
         "7C 8H 7H TD 8D 9C JH 9S")
# A holds the eight spades and leads: it must open (304-H6, C-29 a) and its side takes every
# trick, so the line calls Caps before the first lead (304-K3).
EIGHT = " / ".join(f"J{s} 9{s} A{s} T{s} K{s} Q{s} 8{s} 7{s}" for s in "SHDC")
HIDDEN_NINE = line_of(load("tutorials/304/hidden-nine.toml"))


def played(data: dict, maker: str, suit: str) -> tuple:
    """(the cell, the line's actions, the finished deal)."""
    found = line.best_line(data, maker, suit)
    deal, _ = replay({"scenario": data, "actions": found["actions"]})
    return found["cell"], found["actions"], deal


# The maker keeps the trump closed (QUICK; the worked example's C with hearts, 64 against 63
# opened), opens before the lead because it pays (the example's A with diamonds, 55 against 45),
# or must open (EIGHT).
@pytest.mark.parametrize("text, maker, suit", [(QUICK, "A", "S"), (HIDDEN_NINE, "C", "H"),
                                               (HIDDEN_NINE, "A", "D"), (EIGHT, "A", "S")])
def test_the_best_line_ends_with_the_cells_best_figure(text, maker, suit):
    data = scenario("304", text, "D")
    cell, actions, deal = played(data, maker, suit)
    assert cell is not None
    assert deal.is_over
    assert deal.points[side("ABCD".index(maker))] == cell["best"]
    opened = f"{maker} open" in actions
    assert opened == (cell["closed"] is None or cell["opened"] > cell["closed"])
    if not opened:
        assert f"{maker} indicator {cell['indicator']}" in actions


def test_a_side_that_can_prove_caps_calls_it_in_the_line():
    data = scenario("304", EIGHT, "D")
    _, actions, deal = played(data, "A", "S")
    calls = [action for action in actions if action.split()[1] == "caps"]
    assert calls and calls[0].startswith("A caps ")
    # Called before the first lead: not late (no Wrong Caps), the bonus of an early call.
    assert actions.index(calls[0]) < next(i for i, a in enumerate(actions) if " play " in a)
    assert deal.caps_verdict is not False and deal.caps_early


def test_the_play_pages_link_holds_the_line_from_the_makers_seat():
    data = scenario("304", QUICK, "D")
    state = decode_link(page.line("304", QUICK, "D", None, None, "A", "S")["link"])
    assert state["seat"] == "A"
    assert state["deals"][0]["actions"] == line.best_line(data, "A", "S")["actions"]


@pytest.mark.parametrize("game, text, maker, trump, code", [
    ("304", QUICK, "A", "H", "analyse-line-no-cell"),        # no heart among A's first four
    ("304", QUICK, "E", "S", "unknown-seat"),
    ("304", QUICK, "A", "NT", "bad-suit"),
])
def test_a_cell_without_a_line_is_refused_in_words(game, text, maker, trump, code):
    with pytest.raises(NotationError) as refused:
        page.line(game, text, "D", None, None, maker, trump)
    assert refused.value.code == code


@pytest.mark.parametrize("declarer, trump", [("A", "S"), ("B", "NT")])
def test_a_501_line_makes_the_best_gives_and_ends_with_the_cells_points(declarer, trump):
    data = load("tutorials/501/blind-contract.toml")
    found = line.best_line_501(data, declarer, trump)
    deal, _ = replay({"scenario": hands_only(data), "actions": found["actions"]})
    assert deal.is_over
    assert deal.real_points()["ABC".index(declarer)] == found["cell"]["points"]
    gives = [f"{declarer} give {seat} {card}" for seat, card in found["cell"]["gives"]]
    assert [action for action in found["actions"] if " give " in action] == gives
    state = decode_link(page.line("501", line_of(data), data["dealer"], None, None, declarer, trump)["link"])
    assert (state["game"], state["seat"], state["deals"][0]["actions"]) == (
        "501", declarer, found["actions"])


def test_a_501_line_with_four_at_the_table_keeps_the_dealer_out():
    """501-C1: the dealer sits out of the line as of the deal; the link says four at the table."""
    data = load("tutorials/501/four-players.toml")
    found = line.best_line_501(data, "A", "S")
    deal, _ = replay({"scenario": hands_only(data), "actions": found["actions"]})
    assert deal.is_over and deal.players == 4
    assert deal.real_points()["ABCD".index("A")] == found["cell"]["points"]
    assert not any(action.startswith("D ") for action in found["actions"])      # D deals
    state = decode_link(page.line("501", line_of(data), "D", 4, None, "A", "S")["link"])
    assert (state["options"], state["seat"], state["deals"][0]["actions"]) == (
        {"players": 4}, "A", found["actions"])
