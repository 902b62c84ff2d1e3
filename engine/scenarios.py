"""Scenario files (DESIGN.md "Scenario files"): read them, replay every step through the game's
engine, check every expectation, and report. Game-agnostic: games come from `engine.games`.

A step's `do` holds one or more actions separated by ';'. With `expect.error`, the step's last
action must be refused with that reason code (or any, for "*") and leave the state exactly as it
was; the other expectations of that step are then checked on the unchanged state.

A lesson (tutorials/lessons, see tutorials/lessons.py) may also ask a question at a step: its
`choices` are tables with a `do`, the right one marked `right = true`. What the deal plays there
(`step_actions`) is the step's `do`, then its `then` if given, else the right choice's action
for questions about an action (`judge` "legal" or "best"); the other choices are the lesson's
to judge.

A lesson of the course (tutorials/learn, engine/tasks.py) sets a task at a step instead: a
`task` table. The step plays its `do`, then the task's `then` (the plays that finish the trick
a question is about), then its `play` — the action the lesson goes on with — which for a task
whose answer is the reader's own action (engine.tasks.ACTION_KINDS) defaults to the first of
its `answer`.

Files and scenarios are written by people, so everything here expects mistakes: a path that
leads nowhere, a file that is not UTF-8 or not TOML, a key missing or of the wrong type. Each
becomes a `ScenarioError` (a reason code, its parameters and the step it is about), checked once
on the way in — `load` for the file, `validate` for the keys every game shares, the game's own
`deal_from_scenario` for the rest — so that replaying never meets a value of the wrong type.
"""

import errno
import io
import os
import pickle
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, NotationError, ScenarioError
from engine import games
from engine.messages import explain
from engine.scenario_values import MAX_DEPTH, shown, subtable, text, too_deep

_SHORT = 200  # an action or value quoted in a report is cut to this many characters


def _short(value) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= _SHORT else text[:_SHORT - 1] + "…"


@dataclass
class Failure:
    path: str
    step: int            # 0: the set-up (building the deal)
    action: str
    expected: object
    actual: object
    problem: ScenarioError | None = None   # a file or scenario that cannot be read or built

    def describe(self, lang: str = "en") -> str:
        if self.problem is not None:
            return problem_line(self.path, self.problem, lang)
        where = f"{self.path}: step {self.step}" if self.step else f"{self.path}: set-up"
        return (f"{where}: {_short(self.action)}\n    expected: {_short(repr(self.expected))}"
                f"\n    actual:   {_short(repr(self.actual))}")


def problem_line(path, problem: EngineError, lang: str = "en") -> str:
    """One line for a scenario that cannot be used: the file, the step, what is wrong."""
    step = getattr(problem, "step", None)
    code = "where-file" if step is None else "where-set-up" if step == 0 else "where-step"
    where = explain(code, {"path": str(path), "step": step}, lang)
    return f"{where} {explain(problem.code, problem.params, lang)}"


@dataclass
class Report:
    path: str
    steps: int = 0
    failures: list = field(default_factory=list)
    deal: object = None

    @property
    def ok(self) -> bool:
        return not self.failures


def _path_problem(path: Path, error: OSError) -> ScenarioError:
    """What an OSError met on `path` means, as a reason (the OS's own words only as a last resort)."""
    if error.errno == errno.ELOOP:
        return ScenarioError("path-loop")
    if path.is_symlink() and error.errno == errno.ENOENT:
        return ScenarioError("path-dangling", target=os.readlink(path))
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return ScenarioError("path-missing")
    if error.errno == errno.EISDIR:
        return ScenarioError("path-is-folder")
    if error.errno in (errno.EACCES, errno.EPERM):
        return ScenarioError("path-permission")
    return ScenarioError("path-unreadable", error=error.strerror or type(error).__name__)


_TOML_WHERE = re.compile(r"\s*\(at line (\d+), column (\d+)\)$|\s*\(at end of document\)$")


def parse(raw: bytes) -> dict:
    """A scenario table from a file's bytes: UTF-8 (a leading BOM allowed) holding TOML."""
    try:
        source = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ScenarioError("scenario-not-utf8", line=raw[:error.start].count(b"\n") + 1) from None
    try:
        return tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        where = _TOML_WHERE.search(message)
        detail = message[:where.start()] if where else message
        if where and where.group(1):
            line, column = int(where.group(1)), int(where.group(2))
        else:
            line, column = source.count("\n") + 1, len(source.rsplit("\n", 1)[-1]) + 1
        raise ScenarioError("scenario-bad-toml", line=line, column=column, detail=detail) from None
    except RecursionError:
        raise ScenarioError("scenario-too-deep", limit=MAX_DEPTH) from None


def load(path) -> dict:
    """The parsed scenario file at `path`; a `ScenarioError` if it cannot be read as one."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise _path_problem(path, error) from None
    return parse(raw)


def validate(data) -> None:
    """Check the keys every scenario shares (the game's builder checks the rest): `game`, `id`,
    `title`, and each step's `do`, `note` and `expect`. A `ScenarioError` names the step."""
    if not isinstance(data, dict):
        raise ScenarioError("key-not-table", step=0, key="scenario", value=shown(data))
    if too_deep(data):
        raise ScenarioError("scenario-too-deep", limit=MAX_DEPTH)
    try:
        game = text(data, "game")
        text(data, "id")
        text(data, "title")
    except NotationError as problem:
        raise ScenarioError(problem.code, step=0, **problem.params) from None
    if game is None:
        raise ScenarioError("scenario-no-game", step=0)
    if game not in games.GAMES:
        raise ScenarioError("scenario-unknown-game", step=0, game=game)
    for key in ("variant", "players"):
        if key in data:
            raise ScenarioError("key-in-options", step=0, key=key)
    steps = data.get("steps", [])
    if not isinstance(steps, list):
        raise ScenarioError("steps-not-list", step=0, value=shown(steps))
    for number, step in enumerate(steps, start=1):
        if not isinstance(step, dict):
            raise ScenarioError("step-not-table", step=number, value=shown(step))
        try:
            if text(step, "do") is None and not _question(step, number):
                raise NotationError("step-no-do")
            text(step, "note")
            text(subtable(step, "expect"), "error", "expect.error")
        except NotationError as problem:
            raise ScenarioError(problem.code, step=number, **problem.params) from None


def _question(step: dict, number: int) -> bool:
    """Whether the step asks a lesson's question or sets a course task (checked for shape)."""
    if "task" in step:
        task = subtable(step, "task")
        text(task, "then")
        text(task, "play")
        return True
    choices = step.get("choices")
    if choices is None:
        return False
    if not isinstance(choices, list) or not all(isinstance(choice, dict) for choice in choices):
        raise ScenarioError("step-not-table", step=number, value=shown(choices))
    for choice in choices:
        text(choice, "do")
    text(step, "then")
    return True


def build(data):
    """The deal a scenario starts from, once `validate` and the game's builder accept it."""
    validate(data)
    try:
        return games.deal_from_scenario(data)
    except ScenarioError:
        raise
    except EngineError as problem:
        raise ScenarioError(problem.code, step=0, **problem.params) from None
    except ImportError as problem:                   # one game's package missing or broken
        raise ScenarioError("game-unavailable", step=0, game=data["game"], error=str(problem)) from None


ACTION_JUDGES = ("legal", "best")      # lesson questions whose choices are actions
TASK_ACTION_KINDS = ("play", "indicator", "call", "caps")   # as engine.tasks.ACTION_KINDS


def step_actions(step: dict) -> list:
    """The actions a step plays, in order (see the module's docstring)."""
    actions = split_actions(step.get("do", ""))
    if isinstance(step.get("task"), dict):
        task = step["task"]
        actions += split_actions(task.get("then", ""))
        if "play" in task:
            return actions + split_actions(task["play"])
        answer = task.get("answer")
        first = answer[0] if isinstance(answer, list) and answer else answer
        if task.get("kind") in TASK_ACTION_KINDS and isinstance(first, str) and first != "no":
            actions.append(first)          # ("no": not yet time to call Caps, no action)
        return actions
    if "then" in step:
        return actions + split_actions(step["then"])
    if step.get("choices") and step.get("judge") in ACTION_JUDGES:
        right = [choice for choice in step["choices"] if choice.get("right")]
        if right:
            actions += split_actions(right[0].get("do", ""))
    return actions


def played_actions(data: dict) -> list:
    """Every action a scenario's steps apply and the engine accepts, in order (a step that
    expects an `error` plays all but its refused last action) — to replay the deal elsewhere
    (the Caps audits, engine.game304.caps.audit)."""
    played = []
    for step in data.get("steps", []):
        actions = step_actions(step)
        played += actions[:-1] if "error" in step.get("expect", {}) else actions
    return played


def split_actions(text: str) -> list:
    return [action.strip() for action in (text or "").split(";") if action.strip()]


def _snapshot(views: list) -> bytes:
    """The seats' observations (plain data: dicts, lists, strings, numbers), frozen as bytes
    that are equal exactly when the data is: a pickle without its memo, so that the bytes
    follow the data alone, never which parts happen to be one object. A copy taken before an
    action, compared after it; five times faster than their repr, and fingerprints are taken
    at every step of the property tests."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=5)
    pickler.fast = True
    pickler.dump(views)
    return buffer.getvalue()


def fingerprint(deal, internal: bool = False) -> tuple:
    """Everything the engine shows about a deal of either game — whose turn, the legal actions,
    every seat's observation, whether it is over — to prove that a refused action changed
    nothing (the scenarios' `error` steps, the tests' refusals). With `internal`, the deal's
    whole state as well: every attribute, as its repr (its cache of legal moves aside)."""
    seats = "ABCD" if getattr(deal, "players", 4) == 4 else "ABC"[:deal.players]
    views = []
    for seat in seats:
        try:
            views.append(deal.observation(seat))
        except (KeyError, ValueError, IndexError):
            views.append(None)
    shown = (deal.to_act, sorted(deal.legal_actions()), _snapshot(views), deal.is_over)
    if not internal:
        return shown
    return shown + ({key: repr(value) for key, value in vars(deal).items() if key != "_legal"},)


def _same(key: str, expected, actual) -> bool:
    """`legal` compares as a set; a table (like `hands`) checks only the entries it gives."""
    if key == "legal" and isinstance(expected, list) and isinstance(actual, list):
        return sorted(expected) == sorted(actual)
    if isinstance(expected, dict) and isinstance(actual, dict):
        return all(name in actual and _same(name, value, actual[name])
                   for name, value in expected.items())
    return expected == actual


def replay(data: dict, path: str = "<scenario>", stop_at: int | None = None) -> Report:
    """Replay a parsed scenario; `stop_at` stops after that many steps (for transcripts)."""
    report = Report(path)
    try:
        deal = build(data)
    except ScenarioError as problem:
        report.failures.append(Failure(path, problem.step or 0, "build the deal", "a deal",
                                       problem.code, problem))
        return report
    report.deal = deal
    for number, step in enumerate(data.get("steps", []), start=1):
        if stop_at is not None and number > stop_at:
            break
        report.steps = number
        expect = dict(step.get("expect", {}))
        actions = step_actions(step)
        error = expect.pop("error", None)
        to_apply = actions[:-1] if error is not None else actions
        for action in to_apply:
            try:
                deal.apply(action)
            except EngineError as refused:
                report.failures.append(Failure(path, number, action, "accepted",
                                               f"refused: {refused.code} {refused.params}"))
                return report
        if error is not None:
            if not actions:
                report.failures.append(Failure(path, number, "(no action)", f"error {error}", "nothing to refuse"))
                return report
            before = fingerprint(deal)
            try:
                deal.apply(actions[-1])
            except EngineError as refused:
                if error not in ("*", refused.code):
                    report.failures.append(Failure(path, number, actions[-1], f"error {error}",
                                                   f"error {refused.code}"))
                if fingerprint(deal) != before:
                    report.failures.append(Failure(path, number, actions[-1], "state unchanged",
                                                   "the refused action changed the state"))
                    return report
            else:
                report.failures.append(Failure(path, number, actions[-1], f"error {error}", "accepted"))
                return report
        for key, wanted in expect.items():
            try:
                actual = deal.expect_value(key)
            except KeyError:
                report.failures.append(Failure(path, number, f"expect {key}", wanted,
                                               "this game does not support the key"))
                continue
            if not _same(key, wanted, actual):
                report.failures.append(Failure(path, number, f"expect {key} after {step.get('do', '')!r}",
                                               wanted, actual))
    return report


def check_file(path) -> Report:
    try:
        data = load(path)
    except ScenarioError as problem:
        report = Report(str(path))
        report.failures.append(Failure(str(path), 0, "read the file", "a scenario file",
                                       problem.code, problem))
        return report
    return replay(data, str(path))


def find_scenarios(paths) -> list:
    """Every scenario file the given files and folders name (folders recursively, their .toml
    files sorted), as `(path, problem)`: `problem` a `ScenarioError` for a path that leads to no
    scenario (missing, a dangling link, a loop of links, a folder without any), else None."""
    found = []
    for path in map(Path, paths):
        try:
            path.stat()
        except OSError as error:
            found.append((path, _path_problem(path, error)))
            continue
        if not path.is_dir():
            found.append((path, None))
            continue
        files = sorted(file for file in path.rglob("*.toml") if not file.is_dir())
        found.extend((file, None) for file in files)
        if not files:
            found.append((path, ScenarioError("path-no-scenarios")))
    return found


def scenario_paths(paths) -> list:
    """Every .toml file under the given files and folders (folders recursively), sorted."""
    return [path for path, problem in find_scenarios(paths) if problem is None]
