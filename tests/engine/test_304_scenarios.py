"""Every 304 scenario file replays and meets its expectations (tutorials/304 and the regression
cases in tests/engine/scenarios/304), through the same runner as `python -m engine check`."""

import io
from pathlib import Path

import pytest

from engine import scenarios
from engine.__main__ import check, show

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = [ROOT / "tutorials" / "304", ROOT / "tests" / "engine" / "scenarios" / "304"]
FILES = sorted(path for folder in FOLDERS for path in folder.rglob("*.toml"))


def test_304_scenario_files_exist():
    names = {path.stem for path in FILES}
    assert {"hidden-nine", "maker-constraints", "delegation", "second-circuit", "pcc",
            "exposure-250", "exhausted-trumps", "spoilt-trumps", "no-debt-finish", "caps-call"} <= names


@pytest.mark.parametrize("path", FILES)
def test_304_scenario_replays(path):
    report = scenarios.check_file(path)
    assert report.ok, "\n".join(failure.describe() for failure in report.failures)


def test_304_check_command_reports_and_fails():
    """`python -m engine check`: one line per file, a summary, exit status 1 on a failure."""
    out = io.StringIO()
    assert check([str(folder) for folder in FOLDERS], out) == 0
    assert f"{len(FILES)} passed, 0 failed" in out.getvalue()
    broken = scenarios.replay({"game": "304", "dealer": "D", "hands": {
        "A": "8D QH AD AH QC JH AS KC", "B": "AC 7C 9S KD 8S QD JD JC",
        "C": "TS 9D 8C KH 9C 7S 7D 7H", "D": "JS TH 9H 8H QS KS TD TC"},
        "steps": [{"do": "A pass", "expect": {"to_act": "C"}}]}, "broken")
    assert not broken.ok and broken.failures[0].expected == "C" and broken.failures[0].actual == "B"


def test_304_show_prints_a_transcript_in_french():
    out = io.StringIO()
    assert show(str(ROOT / "tutorials" / "304" / "hidden-nine.toml"), "B", "fr", out) == 0
    text = out.getvalue()
    assert "Un neuf caché" in text and "B joue 9♠ face cachée." in text


def test_304_show_from_a_seat_is_that_seats_view():
    """`show --seat` prints what the seat may know: no hidden card, no author's note (they
    speak from above), no reason for another seat's refusal, no raw action strings."""
    path = str(ROOT / "tutorials" / "304" / "hidden-nine.toml")
    texts = {}
    for seat in (None, "A", "B"):
        out = io.StringIO()
        assert show(path, seat, "en", out) == 0
        texts[seat] = out.getvalue()
    above, a_view, b_view = texts[None], texts["A"], texts["B"]
    assert "B plays 9♠ face down." in above and "B plays 9♠ face down." in b_view
    before_reveal = a_view.split("B's face-down card is turned up")[0]
    assert "B plays a card face down." in before_reveal and "9♠" not in before_reveal
    assert "D sets J♠ aside" in above and "J♠" not in a_view.split("the indicator J♠ is shown")[0]
    assert "play 9S" in above and "play 9S" not in a_view       # raw actions only from above
    note = "speaks first. After three passes D bids 200"      # the first author's note
    assert note in above and note not in a_view
    out = io.StringIO()
    show(path, "D", "en", out)
    reason = "You hold a card in hearts: you must follow suit."
    assert reason in above and reason in out.getvalue() and reason not in a_view
    assert "D tries an action that the rules refuse." in a_view
