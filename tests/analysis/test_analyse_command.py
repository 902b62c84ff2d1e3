"""`python -m engine analyse FILE`, run as a reader runs it (a subprocess): on worked examples,
puzzles and random deals of both games, in both languages, the figures it prints checked
against the solver on deals built here by hand; and a battery of bad files, each one line on
stderr, a non-zero status, no traceback."""

import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from analysis_deals import built, random_304, random_501, toml_of
from engine import scenarios
from engine.game501 import solver as solver_501
from test_open_table import best_is, closed_at_most, closed_is, opened_is

ROOT = Path(__file__).resolve().parents[2]
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
FRENCH_RANKS = {"J": "V", "Q": "D", "K": "R", "T": "10"}


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "analyse", *map(str, args)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600,
                          stdin=subprocess.DEVNULL)


# The files these tests write, each in a folder of its own inside one removed when the run ends
# (tempfile's finalizer): a run leaves nothing behind in the system's temporary folder.
FILES = tempfile.TemporaryDirectory(prefix="engine-analyse-")


def new_folder() -> Path:
    return Path(tempfile.mkdtemp(dir=FILES.name))


def written(data: dict) -> Path:
    folder = new_folder()
    path = folder / f"{data['id']}.toml"
    path.write_text(toml_of(data), encoding="utf-8")
    return path


def card_text(card: str, lang: str) -> str:
    rank = card[0] if lang == "en" else FRENCH_RANKS.get(card[0], card[0])
    return ("10" if rank == "T" else rank) + SYMBOLS[card[1]]


def row(stdout: str, seat: str, suit: str) -> str:
    """The table's row for that seat and trump (the first: the table comes before the play)."""
    pattern = re.compile(rf"^{seat}\s+{SYMBOLS[suit]} " if suit != "NT" else rf"^{seat}\s+\D+\s")
    return next(line for line in stdout.splitlines() if pattern.match(line))


# A row proven by the solver in one language: the other language's row must print the same
# figures (and name the same cards), read back from its own words. Proving it again would only
# repeat the solver's work: each test below reads both languages.
PROVEN = {}


def check_304(path: Path, data: dict, maker: str, lang: str) -> None:
    """The row of `maker` with the trump of its first card (a suit of its first four)."""
    suit = data["hands"][maker].split()[0][-1]
    done = run(path, "--seat", maker, "--trump", suit, "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    line = row(done.stdout, maker, suit)
    indicators = [card for card in data["hands"][maker].split()[:4] if card[1] == suit]
    shown = next(card for card in indicators if card_text(card, lang) in line.split())
    alone = r"(?<![\w♠♥♦♣])\d+(?![♠♥♦♣\d])"          # a number, not a card's rank
    closed, opened, best = [int(n) for n in re.findall(alone, line)][:3]
    key = (repr(data), maker, suit)
    if key in PROVEN:              # the other language's row, already proven: the same figures
        assert PROVEN[key] == (shown, closed, opened, best), (lang, line, PROVEN[key])
        return
    assert closed_is(data, maker, shown, closed), line
    assert opened_is(data, maker, shown, opened), line
    assert best_is(data, maker, shown, best), line
    # the indicator shown is the best of the first four of that suit
    assert all(closed_at_most(data, maker, card, closed) for card in indicators), line
    PROVEN[key] = (shown, closed, opened, best)


def check_501(path: Path, data: dict, declarer: str, trump: str, lang: str) -> None:
    done = run(path, "--seat", declarer, "--trump", trump, "--lang", lang)
    assert done.returncode == 0, done.stderr
    line = row(done.stdout, declarer, trump)
    points = int(re.search(r"\s(\d+)\s", line).group(1))
    gives = re.findall(r"(\S+) (?:to|à) ([ABC])", line)
    calls = ([f"{seat} pass" for seat in "ABC"[:"ABC".index(declarer)]]
             + [f"{declarer} look", f"{declarer} bid 66"]
             + [f"{seat} pass" for seat in "ABC"["ABC".index(declarer) + 1:]]
             + [f"{declarer} contract {trump} 66"])
    hand = built(data, calls).hands["ABC".index(declarer)]
    by_text = {card_text(card, lang): card for card in hand}
    calls += [f"{declarer} give {seat} {by_text[card]}" for card, seat in gives]
    key = (repr(data), declarer, trump)
    if key in PROVEN:              # the other language's row, already proven: the same figures
        assert PROVEN[key] == (points, calls), (lang, line, PROVEN[key])
        return
    assert solver_501.value(built(data, calls), declarer) == points
    PROVEN[key] = (points, calls)


LANGS = ["en", "fr"]


def test_304_worked_example_and_puzzle():
    """The hidden nine's row (A, ♦ trumps) is that cell's only proof: test_open_table.py leaves
    it to this test."""
    for lang in LANGS:
        for path, maker in [("tutorials/304/hidden-nine.toml", "A"),
                            ("tutorials/puzzles/304/a-jack-onto-partners-ace.toml", "D")]:
            check_304(ROOT / path, scenarios.load(ROOT / path), maker, lang)


def test_304_random_deal():
    """Its row (A, ♥ trumps) is that cell's only proof: test_open_table.py leaves it to this test."""
    data = random_304(3)
    for lang in LANGS:
        check_304(written(data), data, "A", lang)


def test_501_worked_example_puzzle_and_random_deal():
    cases = [(ROOT / "tutorials/501/blind-contract.toml", "B", "D"),
             (ROOT / "tutorials/puzzles/501/cash-the-ace-first.toml", "A", "NT")]
    for lang in LANGS:
        for path, declarer, trump in cases:
            data = scenarios.load(path)
            if data["dealer"] == "C":
                check_501(path, data, declarer, trump, lang)
        data = random_501(7)
        check_501(written(data), data, "C", "S", lang)


def test_french_output_speaks_french():
    done = run(ROOT / "tutorials/304/hidden-nine.toml", "--seat", "A", "--trump", "S",
               "--lang", "fr")
    assert "Choisisseur" in done.stdout and "Atout" in done.stdout
    assert " :" not in done.stdout and "\u00a0:" in done.stdout


# --- bad files --------------------------------------------------------------------------
GOOD = toml_of(random_304(1))
HAND_A = random_304(1)["hands"]["A"]


def bad(text: str) -> Path:
    folder = new_folder()
    path = folder / "bad.toml"
    path.write_text(text, encoding="utf-8")
    return path


BATTERY = {
    "missing file": (lambda: new_folder() / "none.toml", "no file"),
    "not TOML": (lambda: bad("game = \n"), "TOML"),
    "unknown game": (lambda: bad(GOOD.replace('game = "304"', 'game = "28"')), "28"),
    "bad card code": (lambda: bad(GOOD.replace(GOOD.split('A = "')[1][:2], "XZ", 1)), "XZ"),
    "duplicate card": (lambda: bad(GOOD.replace(GOOD.split('B = "')[1][:2],
                                                GOOD.split('A = "')[1][:2], 1)), "twice"),
    "wrong hand size": (lambda: bad(GOOD.replace(HAND_A, " ".join(HAND_A.split()[:7]))),
                        "8 cards"),
    "illegal action": (lambda: bad(GOOD + '\n[[steps]]\ndo = "B bid 160"\n'), "step 1"),
    "unknown seat": (lambda: bad(GOOD), "E"),
    "unknown trump": (lambda: bad(GOOD), "NT"),      # no-trump is a 501 contract only
}
EXTRA = {"unknown seat": ["--seat", "E"], "unknown trump": ["--trump", "NT"]}


def one_line(path: Path, lang: str, extra: list) -> str:
    done = run(path, "--lang", lang, *extra)
    assert done.returncode != 0
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert str(path) in lines[0]
    return lines[0]


@pytest.mark.parametrize("name", list(BATTERY))
def test_a_bad_file_is_one_line(name):
    """One line naming the file and what is wrong, in English and in French."""
    make, named = BATTERY[name]
    path = make()
    extra = EXTRA.get(name, [])
    english = one_line(path, "en", extra)
    assert named in english
    french = one_line(path, "fr", extra)
    assert french != english
