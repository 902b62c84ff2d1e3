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
    assert "Un neuf caché" in text and "Vous jouez 9♠ face cachée." in text
