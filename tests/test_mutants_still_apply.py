"""`make mutants` (tools/mutants.py) is not part of `make test`: nothing else notices when the
code a mutant edits moves or is written twice, and the mutation check then stops at its first
mutant. Each mutant's old text must occur exactly once in its file, and the tests it names must
exist."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import mutants  # noqa: E402


@pytest.mark.parametrize("mutant", mutants.MUTANTS, ids=lambda mutant: mutant.name)
def test_each_mutant_still_applies_once_and_names_real_tests(mutant):
    text = (ROOT / mutant.file).read_text(encoding="utf-8")
    assert text.count(mutant.old) == 1, f"{mutant.name}: update its old text in tools/mutants.py"
    for argument in mutant.tests:
        if not argument.startswith("-"):
            path, _, name = argument.partition("::")
            assert (ROOT / path).exists(), argument
            if name:
                assert f"def {name.split('[')[0]}(" in (ROOT / path).read_text(encoding="utf-8"), argument
