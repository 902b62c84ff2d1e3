"""Every puzzle's answer is the engine's: checked here on CPython and, through the Node runner,
inside Pyodide. The checks themselves are checked: a wrong author's answer and a position with
no best card are refused."""

import copy
from pathlib import Path

import pytest

from engine.scenarios import load
from tutorials import puzzles

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))


def test_there_are_puzzles_of_both_games():
    games = {load(path)["game"] for path in FILES}
    assert games == {"304", "501"}


@pytest.mark.parametrize("path", FILES)
def test_each_puzzle_answer_is_the_engines(path):
    solved = puzzles.check_file(path)
    assert solved["answer"]


def _puzzle(name):
    return load(ROOT / "tutorials" / "puzzles" / name)


def test_a_wrong_author_answer_is_refused():
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    data["puzzle"]["answer"] = ["D"]
    with pytest.raises(puzzles.PuzzleError, match="differs from the engine"):
        puzzles.check(data)


def test_which_card_needs_a_value_gap():
    """In the hidden nine, once B has answered face down, C's two hearts are worth the same."""
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    last = data["steps"][-1]
    last["do"] = last["do"].replace("; C play KH", "")
    data["puzzle"].update(kind="which-card", seat="C", answer=["C play KH"])
    with pytest.raises(puzzles.PuzzleError, match="no value gap"):
        puzzles.check(data)


def test_which_card_accepts_every_equally_good_card_and_refutes_the_others():
    solved = puzzles.solve(_puzzle("304/hidden-nine-last-tricks.toml"))
    assert solved["answer"] == ["B play AC", "B play JC"]
    assert set(solved["refutations"]) == {"B play JD"}
    line = solved["refutations"]["B play JD"]["line"]
    assert line[0]["plays"][0] == ("B play JD", False) and line[-1]["winner"]
    assert solved["gap"] > 0


def test_trick_winner_with_a_face_down_card():
    solved = puzzles.solve(_puzzle("304/hidden-nine-who-wins.toml"))
    assert solved["answer"] == ["B"] and solved["then"] == ["D play TH"]


def test_an_unknown_kind_or_level_is_refused():
    data = copy.deepcopy(_puzzle("304/hidden-nine-tokens.toml"))
    data["puzzle"]["kind"] = "guess"
    with pytest.raises(puzzles.PuzzleError, match="unknown kind"):
        puzzles.solve(data)
    data["puzzle"]["kind"] = "tokens"
    data["puzzle"]["level"] = 7
    with pytest.raises(puzzles.PuzzleError, match="level"):
        puzzles.solve(data)


def test_a_completing_play_made_face_down_is_a_back_for_the_other_seats():
    """304-H9: the question's "then" line never shows a face-down card to a seat that could not
    see it; the seat that played it sees its own card."""
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    data["steps"][-1]["do"] = "A play AH"
    data["puzzle"]["then"] = "B play 9S; C play KH; D play TH"
    assert puzzles.page_data(data, "en")["then"] == [
        "B plays a card face down.", "C plays K♥.", "D plays 10♥."]
    data["puzzle"]["seat"] = "B"
    assert puzzles.page_data(data, "en")["then"][0] == "B plays 9♠ face down."
