"""Scenario files (DESIGN.md "Scenario files"): read them, replay every step through the game's
engine, check every expectation, and report. Game-agnostic: games come from `engine.games`.

A step's `do` holds one or more actions separated by ';'. With `expect.error`, the step's last
action must be refused with that reason code (or any, for "*") and leave the state exactly as it
was; the other expectations of that step are then checked on the unchanged state.
"""

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError
from engine import games


@dataclass
class Failure:
    path: str
    step: int            # 0: the set-up (building the deal)
    action: str
    expected: object
    actual: object

    def describe(self) -> str:
        where = f"{self.path}: step {self.step}" if self.step else f"{self.path}: set-up"
        return f"{where}: {self.action}\n    expected: {self.expected!r}\n    actual:   {self.actual!r}"


@dataclass
class Report:
    path: str
    steps: int = 0
    failures: list = field(default_factory=list)
    deal: object = None

    @property
    def ok(self) -> bool:
        return not self.failures


def load(path) -> dict:
    return tomllib.loads(Path(path).read_text(encoding="utf-8"))


def split_actions(text: str) -> list:
    return [action.strip() for action in (text or "").split(";") if action.strip()]


def _fingerprint(deal) -> tuple:
    """Everything the engine shows about a deal: to prove a refused action changed nothing."""
    seats = "ABCD" if getattr(deal, "players", 4) == 4 else "ABC"[:deal.players]
    views = []
    for seat in seats:
        try:
            views.append(deal.observation(seat))
        except (KeyError, ValueError, IndexError):
            views.append(None)
    return deal.to_act, sorted(deal.legal_actions()), repr(views), deal.is_over


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
        deal = games.deal_from_scenario(data)
    except (EngineError, KeyError, ImportError) as problem:
        report.failures.append(Failure(path, 0, "build the deal", "a deal", repr(problem)))
        return report
    report.deal = deal
    for number, step in enumerate(data.get("steps", []), start=1):
        if stop_at is not None and number > stop_at:
            break
        report.steps = number
        expect = dict(step.get("expect", {}))
        actions = split_actions(step.get("do", ""))
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
            before = _fingerprint(deal)
            try:
                deal.apply(actions[-1])
            except EngineError as refused:
                if error not in ("*", refused.code):
                    report.failures.append(Failure(path, number, actions[-1], f"error {error}",
                                                   f"error {refused.code}"))
                if _fingerprint(deal) != before:
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
    except (OSError, tomllib.TOMLDecodeError) as problem:
        report = Report(str(path))
        report.failures.append(Failure(str(path), 0, "read the file", "valid TOML", str(problem)))
        return report
    return replay(data, str(path))


def scenario_paths(paths) -> list:
    """Every .toml file under the given files and folders (folders recursively), sorted."""
    found = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(path.rglob("*.toml")))
        else:
            found.append(path)
    return found
