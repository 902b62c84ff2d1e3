"""Every scenario file (worked examples, puzzles, regression cases) keeps its game's
invariants after every action it applies (engine.game304.invariants, RULES.md A18;
engine.game501.invariants, B10); an action a step expects to be refused is refused without
breaking them. Hand-written positions complement the random deals of the invariant property
tests (an invariant that fails here on a legal state would itself be wrong). Plain Python: runs
in Pyodide too."""

import tomllib
from pathlib import Path

import pytest

from engine import games
from engine.errors import EngineError
from engine.scenarios import step_actions

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = [ROOT / "tutorials", ROOT / "tests" / "engine" / "scenarios"]
LESSONS = ROOT / "tutorials" / "lessons"      # choices at each step, replayed by their own test
FILES = sorted(path for folder in FOLDERS for path in folder.rglob("*.toml")
               if LESSONS not in path.parents
               and tomllib.loads(path.read_text(encoding="utf-8")).get("game") in games.GAMES)


def test_there_are_scenarios_of_both_games():
    assert len(FILES) > 40


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(ROOT)))
def test_scenario_keeps_the_invariants_after_every_action(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    check = games.game_module(data["game"]).check_invariants
    deal = games.deal_from_scenario(data)
    check(deal)
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = step_actions(step)        # a course task's `then` and answer too
        refused_last = "error" in step.get("expect", {})
        for index, action in enumerate(actions):
            if refused_last and index == len(actions) - 1:
                with pytest.raises(EngineError):
                    deal.apply(action)
            else:
                deal.apply(action)
            check(deal)
