"""Bad input gets a clear answer, never a traceback (issue #18).

The command line (`check`, `show`) on broken scenario files and paths: one line naming the file,
the step (or the set-up) and what is wrong, in the requested language, a non-zero status, and
`check DIR` going on with the other files. The browser facade (`engine.app.browser.call`) on
any garbage: `{ok: false, code, message}` with a translated message, and branches that keep
nothing between requests.

No pytest fixtures: this file also runs inside Pyodide (tests/js), where it proves the same
answers come from the wheel in the browser's Python.
"""

import atexit
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from engine import scenarios
from engine.app import browser, questions
from engine.__main__ import main
from engine.cards import parse_number
from engine.errors import NotationError
from engine.game304.actions import parse_action as parse_304
from engine.game501.actions import parse_action as parse_501
from engine.messages import explain

ROOT = Path(__file__).resolve().parents[2]
_SCRATCH = Path(tempfile.mkdtemp(prefix="engine-bad-input-"))
atexit.register(shutil.rmtree, _SCRATCH, True)


def scratch() -> Path:
    """A new empty folder for one test's files."""
    return Path(tempfile.mkdtemp(dir=_SCRATCH))

BASE_304 = '''game = "304"
id = "bad-input"
title = "A deal"
dealer = "D"
tokens = [11, 11]
options = {}

[hands]
A = "8D QH AD AH QC JH AS KC"
B = "AC 7C 9S KD 8S QD JD JC"
C = "TS 9D 8C KH 9C 7S 7D 7H"
D = "JS TH 9H 8H QS KS TD TC"

[[steps]]
do = "A pass"
expect = { to_act = "B" }

[[steps]]
do = "B pass"
note = "B passes too."
'''

BASE_501 = '''game = "501"
id = "bad-input"
title = "A deal"
dealer = "C"
scores = [501, 501, 501]
options = {}

[hands]
A = "AH KH QH JH TD KD 9C"
B = "AS KS JS AD QD JD TC"
C = "TS QS TH 9H 9D KC JC"
talon = "AC QC 9S"

[[steps]]
do = "A bid 80"
expect = { to_act = "B" }

[[steps]]
do = "B pass"
'''
HANDS_304 = BASE_304[BASE_304.index("[hands]"):BASE_304.index("[[steps]]")]
STEPS_304 = BASE_304[BASE_304.index("[[steps]]"):]


def changed(base: str, old: str, new: str) -> str:
    assert old in base, old
    return base.replace(old, new, 1)


# (name, file contents, reason code, where: None for the file, 0 for the set-up, N for step N)
CASES = [
    ("malformed-toml", "game = \n", "scenario-bad-toml", None),
    ("unclosed-array", 'game = "304"\ntokens = [11, 11\n', "scenario-bad-toml", None),
    ("not-utf8", b'game = "304"\ntitle = "\xff\xfe"\n', "scenario-not-utf8", None),
    ("empty", "", "scenario-no-game", 0),
    ("game-missing", changed(BASE_304, 'game = "304"\n', ""), "scenario-no-game", 0),
    ("game-number", changed(BASE_304, 'game = "304"', "game = 304"), "key-not-text", 0),
    ("game-list", changed(BASE_304, 'game = "304"', 'game = ["304"]'), "key-not-text", 0),
    ("game-unknown", changed(BASE_304, 'game = "304"', 'game = "500"'), "scenario-unknown-game", 0),
    ("array-of-tables", "[[game]]\n", "key-not-text", 0),
    ("title-number", changed(BASE_304, 'title = "A deal"', "title = 5"), "key-not-text", 0),
    ("title-table", changed(BASE_304, 'title = "A deal"', "title = { en = 1 }"), "key-not-text", 0),
    ("id-number", changed(BASE_304, 'id = "bad-input"', "id = 7"), "key-not-text", 0),
    ("seed-list-304", changed(BASE_304, HANDS_304, "seed = [1]\n\n"), "bad-seed", 0),
    ("seed-bool-304", changed(BASE_304, HANDS_304, "seed = true\n\n"), "bad-seed", 0),
    ("seed-table-501", BASE_501[:BASE_501.index("[hands]")] + "seed = { a = 1 }\n", "bad-seed", 0),
    ("options-text-304", changed(BASE_304, "options = {}", 'options = "sg"'), "key-not-table", 0),
    ("options-list-501", changed(BASE_501, "options = {}", "options = [1]"), "key-not-table", 0),
    ("variant-number", changed(BASE_304, "options = {}", "options = { variant = 3 }"), "unknown-option", 0),
    ("variant-numbers", changed(BASE_304, "options = {}", "options = { variant = [3] }"),
     "unknown-option", 0),
    ("variant-unknown", changed(BASE_304, "options = {}", 'options = { variant = "xx" }'),
     "unknown-option", 0),
    ("variant-top-level", changed(BASE_304, "options = {}", 'variant = "sg"'), "key-in-options", 0),
    ("option-wrong-type", changed(BASE_304, "options = {}", "options = { pass_is_final = 1 }"),
     "unknown-option", 0),
    ("players-text", changed(BASE_501, "options = {}", 'options = { players = "x" }'), "players-501", 0),
    ("players-bool", changed(BASE_501, "scores = [501, 501, 501]\noptions = {}", "options = { players = true }"),
     "players-501", 0),
    ("players-top-level", changed(BASE_501, "options = {}", "players = 3"), "key-in-options", 0),
    ("scores-text", changed(BASE_501, "scores = [501, 501, 501]", 'scores = "501"'), "bad-scores-501", 0),
    ("scores-number", changed(BASE_501, "scores = [501, 501, 501]", "scores = 501"), "bad-scores-501", 0),
    ("scores-bools", changed(BASE_501, "scores = [501, 501, 501]", "scores = [true, 501, 501]"),
     "bad-scores-501", 0),
    ("scores-floats", changed(BASE_501, "scores = [501, 501, 501]", "scores = [5.5, 501, 501]"),
     "bad-scores-501", 0),
    ("scores-two", changed(BASE_501, "scores = [501, 501, 501]", "scores = [501, 501]"), "players-501", 0),
    ("tokens-bool", changed(BASE_304, "tokens = [11, 11]", "tokens = [true, 21]"), "bad-tokens", 0),
    ("tokens-text", changed(BASE_304, "tokens = [11, 11]", 'tokens = "11"'), "bad-tokens", 0),
    ("tokens-float", changed(BASE_304, "tokens = [11, 11]", "tokens = [11.0, 11]"), "bad-tokens", 0),
    ("tokens-sum", changed(BASE_304, "tokens = [11, 11]", "tokens = [11, 12]"), "bad-tokens", 0),
    ("hands-text", changed(BASE_304, HANDS_304, 'hands = "AS KS"\n\n'), "key-not-table", 0),
    ("hand-list-304", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', 'A = ["8D", "QH"]'),
     "hand-not-text", 0),
    ("hand-number-501", changed(BASE_501, 'A = "AH KH QH JH TD KD 9C"', "A = 5"), "hand-not-text", 0),
    ("hand-numbers-501", changed(BASE_501, 'A = "AH KH QH JH TD KD 9C"', "A = [5, 6]"),
     "hand-not-text", 0),
    ("talon-number", changed(BASE_501, 'talon = "AC QC 9S"', "talon = 3"), "talon-not-text-501", 0),
    ("hands-seat-e-304", changed(BASE_304, "[hands]\n", '[hands]\nE = "7S"\n'), "hands-unknown-seat", 0),
    ("hands-table-304", changed(BASE_304, "[hands]\n", "[hands]\nX = { a = 1 }\n"),
     "hands-unknown-seat", 0),
    ("hands-seat-e-501", changed(BASE_501, "[hands]\n", '[hands]\nE = "AS"\n'), "unknown-seat-501", 0),
    ("hand-missing-304", changed(BASE_304, 'D = "JS TH 9H 8H QS KS TD TC"\n', ""), "hand-size", 0),
    ("hand-short-304", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', 'A = "8D QH AD AH QC JH AS"'),
     "hand-size", 0),
    ("hand-short-501", changed(BASE_501, 'A = "AH KH QH JH TD KD 9C"', 'A = "AH KH QH JH TD KD"'),
     "hand-size-501", 0),
    ("talon-short", changed(BASE_501, 'talon = "AC QC 9S"', 'talon = "AC QC"'), "talon-size-501", 0),
    ("duplicate-in-hand", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', 'A = "8D QH AD AH QC JH AS AS"'),
     "duplicate-card", 0),
    ("duplicate-across", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', 'A = "8D QH AD AH QC JH AS JS"'),
     "duplicate-card", 0),
    ("seven-in-501", changed(BASE_501, 'A = "AH KH QH JH TD KD 9C"', 'A = "AH KH QH JH TD KD 7C"'),
     "card-not-in-deck", 0),
    ("six-in-304", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', 'A = "8D QH AD AH QC JH AS 6C"'),
     "bad-card", 0),
    ("dealer-missing-304", changed(BASE_304, 'dealer = "D"\n', ""), "missing-dealer-304", 0),
    ("dealer-missing-501", changed(BASE_501, 'dealer = "C"\n', ""), "missing-dealer-501", 0),
    ("dealer-number-304", changed(BASE_304, 'dealer = "D"', "dealer = 3"), "bad-seat", 0),
    ("dealer-e-304", changed(BASE_304, 'dealer = "D"', 'dealer = "E"'), "bad-seat", 0),
    ("dealer-list-501", changed(BASE_501, 'dealer = "C"', 'dealer = ["C"]'), "unknown-seat-501", 0),
    ("dealer-e-501", changed(BASE_501, 'dealer = "C"', 'dealer = "E"'), "unknown-seat-501", 0),
    ("steps-text", changed(BASE_304, STEPS_304, "").replace("[hands]", 'steps = "A pass"\n\n[hands]'),
     "steps-not-list", 0),
    ("steps-table", changed(BASE_304, STEPS_304, '[steps]\ndo = "A pass"\n'), "steps-not-list", 0),
    ("step-text", changed(BASE_304, STEPS_304, "").replace("[hands]", 'steps = ["A pass"]\n\n[hands]'),
     "step-not-table", 1),
    ("do-number", changed(BASE_304, 'do = "A pass"', "do = 5"), "key-not-text", 1),
    ("do-list", changed(BASE_304, 'do = "A pass"', 'do = ["A pass"]'), "key-not-text", 1),
    ("do-missing", changed(BASE_304, 'do = "A pass"\n', ""), "step-no-do", 1),
    ("expect-text", changed(BASE_304, 'expect = { to_act = "B" }', 'expect = "B"'), "key-not-table", 1),
    ("expect-list", changed(BASE_304, 'expect = { to_act = "B" }', 'expect = ["B"]'), "key-not-table", 1),
    ("expect-error-number", changed(BASE_304, 'expect = { to_act = "B" }', "expect = { error = 5 }"),
     "key-not-text", 1),
    ("note-number", changed(BASE_304, 'note = "B passes too."', "note = 5"), "key-not-text", 2),
    ("note-list", changed(BASE_304, 'note = "B passes too."', 'note = ["a"]'), "key-not-text", 2),
    ("note-501", changed(BASE_501, 'do = "B pass"', 'do = "B pass"\nnote = { en = "x" }'), "key-not-text", 2),
    ("deep-arrays", 'game = "304"\nx = ' + "[" * 5000 + "]" * 5000 + "\n", "scenario-too-deep", None),
    ("deep-tables", 'game = "304"\nx = ' + "{a=" * 5000 + "1" + "}" * 5000 + "\n", "scenario-too-deep", None),
    ("nested-beyond-limit", BASE_304 + "x = " + "[" * 40 + "]" * 40 + "\n", "scenario-too-deep", None),
    ("deep-hand", changed(BASE_304, 'A = "8D QH AD AH QC JH AS KC"', "A = " + "[" * 3000 + "]" * 3000),
     "scenario-too-deep", None),
]


def write(folder: Path, name: str, contents) -> Path:
    path = folder / f"{name}.toml"
    path.write_bytes(contents if isinstance(contents, bytes) else contents.encode("utf-8"))
    return path


def run(*argv) -> tuple:
    """`python -m engine ...` in this process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(arg) for arg in argv])
    assert "Traceback" not in out.getvalue() + err.getvalue()
    return status, out.getvalue(), err.getvalue()


def where(path, step, lang: str) -> str:
    code = "where-file" if step is None else "where-set-up" if step == 0 else "where-step"
    return explain(code, {"path": str(path), "step": step}, lang) + " "


def test_the_bases_are_good():
    folder = scratch()
    for name, base in (("base-304", BASE_304), ("base-501", BASE_501)):
        assert run("check", write(folder, name, base))[0] == 0


@pytest.mark.parametrize("name, contents, code, step", CASES, ids=[case[0] for case in CASES])
def test_a_broken_scenario_is_named_with_its_step(name, contents, code, step):
    folder = scratch()
    path = write(folder, name, contents)
    report = scenarios.check_file(path)
    assert not report.ok and len(report.failures) == 1
    problem = report.failures[0].problem
    assert problem is not None, report.failures[0].describe()
    assert (problem.code, problem.step) == (code, step)

    # check: the file, FAIL, one line naming file and step, the summary, status 1.
    status, out, err = run("check", path)
    lines = out.splitlines()
    assert status == 1 and err == ""
    assert lines == [f"FAIL  {path}", "  " + scenarios.problem_line(path, problem), "0 passed, 1 failed"]
    assert lines[1].startswith("  " + where(path, step, "en"))
    assert len(lines[1]) < 300

    # show, in French: one line on stderr, nothing printed as a transcript, status 1.
    status, out, err = run("show", path, "--lang", "fr")
    assert status == 1 and out == ""
    assert err.splitlines() == [scenarios.problem_line(path, problem, "fr")]
    assert err.startswith(where(path, step, "fr"))
    assert err.strip() != scenarios.problem_line(path, problem, "en")     # translated


def test_check_in_french_translates_the_line():
    folder = scratch()
    path = write(folder, "tokens", changed(BASE_304, "tokens = [11, 11]", "tokens = [true, 21]"))
    status, out, _ = run("check", "--lang", "fr", path)
    assert status == 1
    assert f"  {path}, mise en place\u00a0: «\u00a0[true, 21]\u00a0» ne sont pas des jetons" in out
    status, out, _ = run("check", path)
    assert f"  {path}, set-up: “[true, 21]” are not tokens: give two whole numbers" in out


def test_check_a_folder_goes_on_past_every_broken_file():
    folder = scratch()
    for name, contents, _, _ in CASES:
        write(folder, name, contents)
    write(folder, "good-304", BASE_304)
    (folder / "sub").mkdir()
    write(folder / "sub", "good-501", BASE_501)
    status, out, _ = run("check", folder)
    assert status == 1
    lines = out.splitlines()
    assert lines[-1] == f"2 passed, {len(CASES)} failed"
    assert sum(line.startswith("FAIL  ") for line in lines) == len(CASES)
    assert f"ok    {folder / 'good-304.toml'} (2 steps)" in lines
    assert f"ok    {folder / 'sub' / 'good-501.toml'} (2 steps)" in lines


def test_paths_that_lead_to_no_scenario():
    folder = scratch()
    good = write(folder, "good", BASE_304)
    empty = folder / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("no scenario here")
    missing = folder / "missing.toml"
    loop = folder / "loop.toml"
    loop.symlink_to(loop.name)
    dangling = folder / "dangling.toml"
    dangling.symlink_to("nowhere.toml")
    expected = {missing: "path-missing", empty: "path-no-scenarios", loop: "path-loop",
                dangling: "path-dangling"}
    status, out, _ = run("check", missing, empty, loop, dangling, good)
    lines = out.splitlines()
    assert status == 1 and lines[-1] == "1 passed, 4 failed"
    for path, code in expected.items():
        problem = dict(scenarios.find_scenarios([path]))[path]
        assert problem.code == code
        assert f"  {path}: {explain(code, problem.params, 'en')}" in lines
    assert "This link points to nowhere.toml, which does not exist." in out
    # A folder whose own links loop is read without following the loop.
    (folder / "again").symlink_to(folder)
    assert run("check", folder)[2] == ""

    for path, code in [*expected.items(), (folder, "path-is-folder")]:
        if code == "path-no-scenarios":
            code = "path-is-folder"
        status, out, err = run("show", path, "--lang", "fr")
        assert status == 1 and out == ""
        assert err.splitlines() == [f"{path}\u00a0: " + explain(code, {"target": "nowhere.toml"}, "fr")]


def test_show_refuses_a_seat_that_is_not_at_the_table():
    folder = scratch()
    status, out, err = run("show", write(folder, "deal", BASE_501), "--seat", "d", "--lang", "fr")
    assert status == 1 and out == ""
    assert err.strip().endswith("«\u00a0D\u00a0» n’est pas une place de cette table\u00a0: les places sont A B C.")
    assert run("show", write(folder, "deal-304", BASE_304), "--seat", "b")[0] == 0


# --- Action strings with odd digits -------------------------------------------------------
ODD_BIDS = ["²", "１６０", "١٦٠", "1" * 5000, "9" * 4301, "16O", "-160", "+160", "1e3", " "]


@pytest.mark.parametrize("text", ODD_BIDS, ids=range(len(ODD_BIDS)))
def test_odd_digits_are_not_numbers(text):
    assert parse_number(text) is None
    if text.strip():
        with pytest.raises(NotationError) as refused:
            parse_304(f"A bid {text}")
        assert refused.value.code == "bad-bid"
        for action in (f"A bid {text}", f"A contract S {text}"):
            with pytest.raises(NotationError) as refused:
                parse_501(action, 3)
            assert refused.value.code == "bad-action-501"


def test_numbers_still_read():
    assert parse_number("160") == 160 and parse_number("0160") == 160
    assert parse_number("0" * 5000 + "200") == 200
    assert parse_304("A bid 0000160")[1] == parse_304("A bid 160")[1]


@pytest.mark.parametrize("game, action, code", [
    ("304", "A bid ²", "bad-bid"), ("304", "A bid １６０", "bad-bid"),
    ("304", "A bid " + "1" * 5000, "bad-bid"), ("501", "A bid ²", "bad-action-501"),
    ("501", "A bid ８０", "bad-action-501"), ("501", "A bid " + "9" * 5000, "bad-action-501"),
    ("304", "E pass", "bad-seat"), ("501", "D bid 80", "unknown-seat-501"),
    ("304", "A play 6S", "bad-card"), ("501", "A play 7S", "card-not-in-deck"),
], ids=lambda value: value[:20])
def test_a_step_with_an_unreadable_action(game, action, code):
    folder = scratch()
    base = BASE_304 if game == "304" else BASE_501
    first = 'do = "A pass"' if game == "304" else 'do = "A bid 80"'
    # Refused where the scenario expects it: the file passes.
    expected = write(folder, "expected", changed(base, first + '\nexpect = { to_act = "B" }',
                                                    f'do = "{action}"\nexpect = {{ error = "{code}" }}')
                     .replace('do = "B pass"', 'do = "A pass"' if game == "304" else 'do = "A bid 80"'))
    assert run("check", expected)[0] == 0
    # Not expected: the step fails with the code, and show stops there; no traceback.
    broken = write(folder, "broken", changed(base, first, f'do = "{action}"'))
    status, out, _ = run("check", broken)
    assert status == 1 and f"{broken}: step 1: " in out and f"refused: {code}" in out
    assert all(len(line) < 400 for line in out.splitlines())
    status, out, err = run("show", broken)
    assert status == 1 and "✗ " in out and err == ""


def test_the_command_line_in_a_real_process():
    if sys.platform == "emscripten":
        return                                   # Pyodide starts no processes
    folder = scratch()
    write(folder, "good", BASE_304)
    write(folder, "tokens", changed(BASE_304, "tokens = [11, 11]", "tokens = [true, 21]"))
    write(folder, "not-utf8", b"game = \"304\"\n\xff\n")
    write(folder, "deep", 'game = "304"\nx = ' + "[" * 5000 + "]" * 5000 + "\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "engine", "check", str(folder), str(folder / "gone")],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "1 passed, 4 failed"
    shown = subprocess.run([sys.executable, "-m", "engine", "show", str(folder / "not-utf8.toml"),
                            "--lang", "fr"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert shown.returncode == 1 and shown.stdout == ""
    assert shown.stderr == f"{folder / 'not-utf8.toml'}\u00a0: Ce fichier n’est pas du texte UTF-8\u00a0: la " \
                           "ligne 2 contient un octet qui ne l’est pas. Enregistrez le fichier en UTF-8.\n"


# --- The browser facade -------------------------------------------------------------------
SCENARIO = {key: value for key, value in scenarios.parse(BASE_304.encode()).items() if key != "steps"}
SCENARIO_501 = {key: value for key, value in scenarios.parse(BASE_501.encode()).items() if key != "steps"}
TRICK = {"cards": ["AH", "9S", "KH", "7C"], "trump": "S"}

def nested(depth: int):
    return [nested(depth - 1)] if depth else 1


RAW = [  # not a request the facade can read: answered in English
    ("who_wins_trick", "not json", "request-not-json"),
    ("who_wins_trick", "", "request-not-json"),
    ("who_wins_trick", None, "request-not-json"),
    ("who_wins_trick", b"{}", "request-not-json"),
    ("who_wins_trick", "[1, 2]", "request-not-object"),
    ("who_wins_trick", '"text"', "request-not-object"),
    ("who_wins_trick", "null", "request-not-object"),
    ("who_wins_trick", "[" * 100_000 + "]" * 100_000, "request-too-deep"),
    ("who_wins_trick", json.dumps({"a": nested(20)}), "request-too-deep"),
    ("who_wins_trick", json.dumps({"cards": "x" * 300_000}), "request-too-large"),
    ("who_wins_trick", json.dumps({**TRICK, "lang": "de"}), "bad-lang"),
    ("who_wins_trick", json.dumps({**TRICK, "lang": 5}), "bad-lang"),
    ("who_wins_trick", json.dumps({**TRICK, "lang": ["fr"]}), "bad-lang"),
    ("who_wins_trick", json.dumps({**TRICK, "trump": "S"}).replace('"S"', "NaN"), "request-wrong-type"),
    ("branch_apply", '{"scenario": ' + "1" * 5000 + ', "action": "A pass"}', "request-not-json"),
]
REQUESTS = [  # read, then refused: answered in the request's language
    ("nope", {}, "unknown-function"),
    (None, {}, "unknown-function"),
    (5, {}, "unknown-function"),
    ("_branch_state", {}, "unknown-function"),
    ("who_wins_trick", {}, "request-missing"),
    ("who_wins_trick", {"cards": 5}, "request-wrong-type"),
    ("who_wins_trick", {"cards": [1, 2, 3, 4]}, "request-wrong-type"),
    ("who_wins_trick", {**TRICK, "trump": 5}, "request-wrong-type"),
    ("who_wins_trick", {**TRICK, "hand": 5}, "request-wrong-type"),
    ("who_wins_trick", {**TRICK, "cards": ["AH", "9S", "KH"]}, "trick-size"),
    ("who_wins_trick", {**TRICK, "cards": ["A" * 150_000, "9S", "KH", "7C"]}, "bad-card"),
    ("who_wins_trick", {**TRICK, "cards": ["AH", "9S", "KH", "AH"]}, "duplicate-card"),
    ("branch_start", {}, "request-missing"),
    ("branch_start", {"scenario": 5}, "request-wrong-type"),
    ("branch_start", {"scenario": {}}, "scenario-no-game"),
    ("branch_start", {"scenario": {"game": "999"}}, "scenario-unknown-game"),
    ("branch_start", {"scenario": SCENARIO, "actions": "A pass"}, "request-wrong-type"),
    ("branch_start", {"scenario": SCENARIO, "actions": [1]}, "request-wrong-type"),
    ("branch_start", {"scenario": SCENARIO, "actions": ["A pass"] * 1000}, "too-many-actions"),
    ("branch_start", {"scenario": SCENARIO, "actions": ["A bid ²"]}, "bad-bid"),
    ("branch_start", {"scenario": SCENARIO, "actions": ["A bid １６０"]}, "bad-bid"),
    ("branch_start", {"scenario": SCENARIO, "actions": ["A bid " + "1" * 5000]}, "bad-bid"),
    ("branch_start", {"scenario": SCENARIO, "actions": ["A bid 160", "A bid 170"]}, "not-your-turn"),
    ("branch_start", {"scenario": {**SCENARIO, "tokens": [True, 21]}}, "bad-tokens"),
    ("branch_start", {"scenario": {k: v for k, v in SCENARIO.items() if k != "dealer"}}, "missing-dealer-304"),
    ("branch_start", {"scenario": {**SCENARIO, "hands": {**SCENARIO["hands"], "E": "7S"}}}, "hands-unknown-seat"),
    ("branch_start", {"scenario": {**SCENARIO_501, "scores": [True, 501, 501]}}, "bad-scores-501"),
    ("branch_start", {"scenario": {**SCENARIO, "title": 5}}, "key-not-text"),
    ("branch_apply", {}, "request-missing"),
    ("branch_apply", {"scenario": SCENARIO}, "request-missing"),
    ("branch_apply", {"scenario": SCENARIO, "action": 5}, "request-wrong-type"),
    ("branch_apply", {"scenario": SCENARIO, "action": True}, "request-wrong-type"),
    ("branch_apply", {"scenario": "1", "action": "A pass"}, "request-wrong-type"),
    ("branch_apply", {"scenario": SCENARIO, "actions": ["A pass"] * 1000, "action": "B pass"},
     "too-many-actions"),
    ("branch_apply", {"scenario": SCENARIO, "actions": ["B pass"], "action": "A pass"}, "not-your-turn"),
    ("branch_bot", {}, "request-missing"),
    ("branch_bot", {"scenario": SCENARIO, "actions": 5}, "request-wrong-type"),
]


def answered(name, request_json) -> dict:
    answer = json.loads(browser.call(name, request_json))
    assert answer["ok"] is False and answer["code"] != "internal-error", answer
    assert len(answer["message"]) < 400
    return answer


@pytest.mark.parametrize("name, request_json, code", RAW, ids=range(len(RAW)))
def test_the_facade_answers_what_it_cannot_read(name, request_json, code):
    answer = answered(name, request_json)
    assert answer["code"] == code
    assert answer["message"] == explain(code, answer["params"], "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name, request_, code", REQUESTS, ids=range(len(REQUESTS)))
def test_the_facade_answers_a_bad_request_in_its_language(name, request_, code, lang):
    answer = answered(name, json.dumps({**request_, "lang": lang}))
    assert answer["code"] == code
    assert answer["message"] == explain(code, answer["params"], lang)
    if lang == "fr":
        assert answer["message"] != explain(code, answer["params"], "en")


@pytest.mark.parametrize("function", [browser.who_wins_trick, browser.branch_start, browser.branch_apply])
@pytest.mark.parametrize("request_", [None, 5, "text", [], {"lang": "fr"}, {"lang": None}])
def test_entry_points_called_directly_never_raise(function, request_):
    answer = function(request_)
    assert answer["ok"] is False and answer["code"] in {"request-not-object", "request-missing"}
    json.dumps(answer)


def test_the_site_requests_still_work():
    answer = json.loads(browser.call("who_wins_trick", json.dumps({**TRICK, "hand": "QH", "lang": "fr"})))
    assert answer["code"] == "must-follow-suit" and answer["illegal_seat"] == "D"
    answer = json.loads(browser.call("who_wins_trick", json.dumps({**TRICK, "hand": None, "trump": None})))
    assert answer["ok"] and answer["winner"] == "A"
    state = json.loads(browser.call("branch_start", json.dumps({"scenario": SCENARIO, "actions": ["A pass"],
                                                                "lang": "fr"})))
    assert state["ok"] and state["to_act"] == "B"
    branch = {"scenario": SCENARIO, "actions": ["A pass"]}
    refused = json.loads(browser.call("branch_apply", json.dumps({**branch, "action": "B bid ²"})))
    assert refused["code"] == "bad-bid"
    played = json.loads(browser.call("branch_apply", json.dumps({**branch, "action": "B pass"})))
    assert played["ok"] and played["to_act"] == "C"


def test_a_branch_keeps_nothing_between_requests():
    """Branches are stateless, like the practice requests: each request carries the scenario and
    the actions so far, so the same request gets the same answer, whatever came between, and an
    answer names no session to come back to."""
    branch = json.dumps({"scenario": SCENARIO, "actions": ["A pass"], "action": "B pass", "lang": "fr"})
    first = json.loads(browser.call("branch_apply", branch))
    for action in ("B pass", "B bid 160"):          # other lines of play in between
        browser.call("branch_apply", json.dumps({"scenario": SCENARIO, "actions": ["A pass"], "action": action}))
    assert json.loads(browser.call("branch_apply", branch)) == first
    assert first["ok"] and "session" not in first


def test_an_engine_failure_is_still_an_answer():
    """The last resort: an exception inside the engine becomes `internal-error`, not a raise."""
    def broken(*_):
        raise ZeroDivisionError("a bug")

    winner = questions.trick_winner
    questions.trick_winner = broken
    try:
        answer = json.loads(browser.call("who_wins_trick", json.dumps({**TRICK, "lang": "fr"})))
    finally:
        questions.trick_winner = winner
    assert answer["ok"] is False and answer["code"] == "internal-error"
    assert answer["message"] == "Le moteur a échoué sur cette requête (ZeroDivisionError). Merci de le signaler."


@pytest.mark.parametrize("scenario, code", [
    ({"game": "305", "id": "x", "title": "x", "dealer": "D"}, "scenario-unknown-game"),
    ({"game": ["304"], "id": "x", "title": "x"}, "scenario-unknown-game"),
    ({"id": "x", "title": "x", "dealer": "D"}, "scenario-no-game"),
], ids=["305", "list", "missing"])
def test_deal_from_scenario_refuses_an_unknown_game_with_a_reason(scenario, code):
    """Issue #24 §5: `engine.games.deal_from_scenario` called directly (as the tutorials and
    `show` do) refuses a game it does not know with the engine's own error, a reason code and
    a sentence in each language — not a KeyError."""
    from engine import games
    from engine.errors import ScenarioError
    from engine.messages import explain
    with pytest.raises(ScenarioError) as raised:
        games.deal_from_scenario(scenario)
    problem = raised.value
    assert problem.code == code and problem.step == 0
    english, french = (explain(problem.code, problem.params, lang) for lang in ("en", "fr"))
    assert english != french and "unknown-reason" not in english
    assert 'game = "304"' in english and 'game = "304"' in french and " jeu" in french
    if scenario.get("game") == "305":
        assert "“305” is not a game the engine knows" in english and "«\u00a0305\u00a0»" in french
