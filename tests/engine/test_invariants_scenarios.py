"""Every scenario file (worked examples, puzzles, regression cases) keeps its game's
invariants after every action it applies (engine.game304.invariants, RULES.md A18;
engine.game501.invariants, B10); an action a step expects to be refused is refused without
breaking them. Hand-written positions complement the random deals of test_304_invariants and
test_501_invariants (an invariant that fails here on a legal state would be wrong itself)."""

import tomllib
from pathlib import Path

import pytest

from engine import games
from engine.errors import EngineError

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = [ROOT / "tutorials", ROOT / "tests" / "engine" / "scenarios"]
FILES = sorted(path for folder in FOLDERS for path in folder.rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(ROOT)))
def test_scenario_keeps_the_invariants_after_every_action(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    if data.get("game") not in games.GAMES:
        pytest.skip("not a scenario")
    check = games.game_module(data["game"]).check_invariants
    deal = games.deal_from_scenario(data)
    check(deal)
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = [action.strip() for action in step.get("do", "").split(";") if action.strip()]
        refused_last = "error" in step.get("expect", {})
        for index, action in enumerate(actions):
            if refused_last and index == len(actions) - 1:
                with pytest.raises(EngineError):
                    deal.apply(action)
            else:
                deal.apply(action)
            check(deal)
