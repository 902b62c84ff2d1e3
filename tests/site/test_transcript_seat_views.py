"""The served transcripts' seat views show only what each seat may know (DESIGN.md "Seat
views"; issue #18): in every frame of every worked example, in both languages, a seat's title
and narration name no card that the seat's own table has not shown it so far, and announce a
trick's points only when the seat saw every card of that trick. The view from above may show
everything.
"""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = ROOT / "build" / "site" / "assets" / "transcripts"
FILES = sorted(TRANSCRIPTS.glob("*.json"))
ABOVE = "*"

RANKS = {"en": {"J": "J", "Q": "Q", "K": "K", "A": "A"}, "fr": {"V": "J", "D": "Q", "R": "K", "A": "A"}}
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
TRICK_WON = {"en": re.compile(r"^[A-D] wins the trick: (\d+) points"),
             "fr": re.compile(r"^[A-D] remporte le pli\s?: (\d+) points")}


def _cards_named(text: str, lang: str) -> set:
    found = set()
    for rank, suit in re.findall(r"(10|[789JQKAVDR])([♠♥♦♣])", text):
        rank = "T" if rank == "10" else RANKS[lang].get(rank, rank)
        found.add(rank + SUITS[suit])
    return found


def _cards_shown(table: dict) -> set:
    """Every card face up on a table model: hands, the trick, the previous trick, the indicator,
    the talon."""
    shown = set()
    for entry in table["seats"]:
        shown.update(card for card in entry["hand"] if card)
    for trick in (table["center"]["cards"], table.get("previous_trick") or []):
        shown.update(entry["card"] for entry in trick if entry["card"])
    if table.get("indicator") and table["indicator"]["card"]:
        shown.add(table["indicator"]["card"])
    shown.update(card for card in table.get("talon") or [] if card)
    facts = table.get("facts") or {}
    shown.update(card for card in (facts.get("given") or {}).values() if card)
    if facts.get("indicator"):                 # a revealed indicator, now in the maker's hand
        shown.add(facts["indicator"])
    return shown


def test_every_worked_example_is_served_in_both_languages():
    if not FILES:
        pytest.fail("no transcripts: run `make site` first")
    names = {path.name.split("-", 1)[1] for path in FILES}
    assert {path.name for path in FILES} == {f"{lang}-{name}" for lang in ("en", "fr") for name in names}


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_seat_views_name_only_cards_the_seat_has_seen(path):
    transcript = json.loads(path.read_text(encoding="utf-8"))
    lang = path.name[:2]
    checked = 0
    for seat in transcript["seats"]:
        known = set()
        for frame in transcript["frames"]:
            table = frame["tables"][seat]
            known |= _cards_shown(table)
            said = [frame["titles"][seat]] + frame["narration"][seat]
            for sentence in said:
                unknown = _cards_named(sentence, lang) - known
                assert not unknown, (path.name, frame["n"], seat, sentence)
                checked += 1
                won = TRICK_WON[lang].match(sentence)
                if won:
                    trick = table["center"]["cards"] if table["center"]["kind"] == "last-trick" else []
                    assert trick and all(entry["card"] for entry in trick), (
                        path.name, frame["n"], seat, sentence)
    assert checked > 30
