"""Every rule of RULES.md Part A (304) and Part B (501) is cited, by its full id, in the engine's
code or docstrings at the place that implements it.

A newcomer who changes a rule greps its id to find every place that carries it out; a range such
as "304-H10 to H14" hides H11 to H13 from that grep, so only the literal id counts here. The ids
are read from tests/site/rule_ids_*.txt (CI has no copy of RULES.md); when RULES.md can be found
(the RULES_MD variable, or shared/rules/RULES.md beside the checkout) the lists are checked
against it too.
"""

import functools
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
LISTS = {"304": ROOT / "tests" / "site" / "rule_ids_304.txt",
         "501": ROOT / "tests" / "site" / "rule_ids_501.txt"}

# Ids whose implementing place lies in a module being rewritten on another branch (the 304 play
# and Caps refactor of issue #16): they are cited there once that branch is merged. TEMPORARY —
# the merge empties this dict, and test_pending_ids_are_not_cited_yet says when to.
PENDING_UNTIL_PLAY_REFACTOR_MERGED = {}


def rule_ids(game: str) -> list:
    lines = LISTS[game].read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


ALL_IDS = rule_ids("304") + rule_ids("501")


@functools.cache
def engine_text() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(ENGINE.rglob("*.py")))


# A citation: "304-H1", or a list that names its game once, "304-H1, H4, C-31" (each id written
# out); a range such as "304-H10 to H14" cites its two ends only.
ID = r"(?:[A-Z]+-?\d+)"
CITATION = re.compile(rf"(?<![\w-])(304|501)-({ID}(?:(?:, | and |, and ){ID}(?![\w-]))*)(?!\d)")


def cited_ids(text: str) -> set:
    ids = set()
    for game, names in CITATION.findall(text):
        ids.update(f"{game}-{name}" for name in re.findall(ID, names))
    return ids


def cited(rule_id: str, text: str) -> bool:
    """`rule_id` written out in full: 304-H1 is not found inside 304-H12, nor in "304-H10 to H14"."""
    return rule_id in cited_ids(text)


def find_rules_md():
    candidates = [os.environ.get("RULES_MD"), ROOT.parent / "shared" / "rules" / "RULES.md"]
    return next((Path(c) for c in candidates if c and Path(c).is_file()), None)


def test_the_lists_hold_every_id_of_parts_a_and_b():
    rules_md = find_rules_md()
    if rules_md is None:
        pytest.skip("RULES.md not found (set RULES_MD): the lists are checked against it elsewhere")
    text = rules_md.read_text(encoding="utf-8")
    parts = text[text.index("## PART A"):text.index("## PART C")]
    defined = list(dict.fromkeys(re.findall(r"^\* \*\*((?:304|501)-[A-Z]+\d+)\*\*", parts, re.MULTILINE)))
    assert len(defined) > 100
    assert ALL_IDS == defined


def test_cited_helper_wants_the_full_id():
    assert cited("304-H1", "the closed maker (304-H1, C-31)")
    assert not cited("304-H1", "304-H12(e)")
    assert not cited("304-H12", "304-H10 to H14")
    assert not cited("304-H1", "X304-H1")
    assert cited("304-H12", "304-H12(e)")
    assert cited("304-X2", "304-X1, X2") and cited("304-C-31", "304-H1, C-31")
    assert cited("501-A4", "501-A2 and A4") and not cited("304-X2", "501-X1, X2")


@pytest.mark.parametrize("rule_id", [i for i in ALL_IDS if i not in PENDING_UNTIL_PLAY_REFACTOR_MERGED])
def test_every_rule_id_is_cited_in_the_engine(rule_id):
    assert cited(rule_id, engine_text()), (
        f"{rule_id} is not cited in engine/**.py: write it out in full at the code that implements it")


def test_pending_ids_are_rule_ids():
    assert set(PENDING_UNTIL_PLAY_REFACTOR_MERGED) <= set(ALL_IDS)


@pytest.mark.parametrize("rule_id", sorted(PENDING_UNTIL_PLAY_REFACTOR_MERGED))
def test_pending_ids_are_not_cited_yet(rule_id):
    """Once a pending id is cited, it leaves PENDING_UNTIL_PLAY_REFACTOR_MERGED (so the set empties)."""
    assert not cited(rule_id, engine_text()), (
        f"{rule_id} is cited now: remove it from PENDING_UNTIL_PLAY_REFACTOR_MERGED")
