"""Every 501 scenario file (tutorials/501, tests/engine/scenarios/501) replays, step by step,
through the same runner as `python -m engine check` (engine.scenarios)."""

from pathlib import Path

import pytest

from engine import scenarios

ROOT = Path(__file__).resolve().parents[2]
FILES = scenarios.scenario_paths([ROOT / "tutorials" / "501",
                                  ROOT / "tests" / "engine" / "scenarios" / "501"])


def replay(path):
    """Replay one scenario file, every expectation met; return the final deal."""
    report = scenarios.check_file(path)
    assert report.ok, "\n".join(failure.describe() for failure in report.failures)
    return report.deal


def test_501_scenario_files_exist():
    names = {path.stem for path in FILES}
    assert {"blind-contract", "blind-lost-by-looking", "concession", "marriage-never-counts",
            "must-trump-even-when-losing", "no-trump-marriages", "four-players",
            "game-end-one-winner", "game-end-several-below-zero", "game-end-tie"} <= names


@pytest.mark.parametrize("path", FILES)
def test_501_scenario_replays(path):
    replay(path)


def test_501_seed_blind_contract_reproduces_every_number():
    """S501 §06, RULES.md D2: blind at 80, raised to 100, 68 + 20 = 88, scores 701, 469, 481."""
    path = [path for path in FILES if path.stem == "blind-contract"][0]
    deal = replay(path)
    assert deal.blind and deal.bid == 80 and deal.contract == 100
    assert deal.captured == [68, 32, 20] and sum(deal.captured) == 120
    assert deal.counted_marriages() == [(0, "H", 20)] and deal.real_points()[0] == 88
    assert deal.result == "failed" and deal.scores == [701, 469, 481]
    assert 501 - 2 * deal.contract == 301   # had A made it blind (D2)
