#!/usr/bin/env python3
"""`make mutants`: do the engine's tests catch a wrong engine? Deliberate bugs, one at a time.

Each mutant below is one small edit (a file, an exact text and what it becomes). For each, the
project's files are copied to a temporary folder, the edit is made there (never in the working
tree), and the engine's fast tests (`make test-fast`'s set, stopping at the first failure) run
in the copy. Every mutant must make a test fail: the script prints each mutant with the test
that caught it, and exits non-zero if one survives, if the unmutated copy does not pass first,
or if a mutant's old text is not found exactly once (the code moved: update the snippet).

    .venv/bin/python tools/mutants.py              # all of them (a few minutes)
    .venv/bin/python tools/mutants.py token-band   # only those named

Not part of `make test`: each mutant is a run of the fast tests.
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ["tests/engine", "--ignore-glob=*_properties.py"]      # as `make test-fast`
UNTRACKED = ["engine/locale"]      # built by `make` (compiled catalogs), needed by the tests


@dataclass(frozen=True)
class Mutant:
    name: str
    file: str           # relative to the project's root
    old: str            # must occur exactly once in the file
    new: str
    description: str


MUTANTS = (
    Mutant("solver-value",
           "engine/game304/solver/__init__.py",
           "        return value if side(seat) == 0 else self.remaining - value\n",
           "        return value + 3 if side(seat) == 0 else self.remaining - value - 3\n",
           "the 304 solver's value is 3 points off for each side"),
    Mutant("trick-winner",
           "engine/game304/play_rules.py",
           "    if card >> 3 == best >> 3:\n        return card < best\n",
           "    if card >> 3 == best >> 3:\n        return card > best\n",
           "304-C4: within a suit the weaker card takes the trick (play_rules.beats)"),
    Mutant("maker-no-trump-cut",
           "engine/game304/play_rules.py",
           "        return (hand & ~SUIT_MASK[trump]) | 1 << indicator      # 304-H1, H4, H5\n",
           "        return hand | 1 << indicator                            # 304-H1, H4, H5\n",
           "304-H4: a closed maker void in the suit led may cut with a hand trump"),
    Mutant("token-band",
           "engine/game304/tables.py",
           "    (160, 190, 1, 2),\n    (200, 240, 2, 3),\n",
           "    (160, 200, 1, 2),\n    (210, 240, 2, 3),\n",
           "304-J1: a 200 contract is scored in the 160 to 190 band"),
    Mutant("indicator-to-non-maker",
           "engine/game304/observation.py",
           '            obs["indicator"] = FACE_DOWN\n',
           '            obs["indicator"] = CARDS[deal.indicator]\n',
           "304-I3, A13: the closed indicator is shown in every seat's observation"),
    Mutant("face-down-seen",
           "engine/game304/observation.py",
           "    if shown or owner == seat or (seat == deal.maker and deal.hidden_known[seat] >> card & 1):\n",
           "    if shown or owner == seat or deal.hidden_known[deal.maker] >> card & 1:\n",
           "304-H9, A13: a face-down card the maker inspected is shown to every seat"),
)


def copy_project(target: Path) -> None:
    """The tracked files of the working tree (as they are now), and the built catalogs."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    for name in UNTRACKED:
        if not (ROOT / name).is_dir():
            sys.exit(f"mutants: {name} is missing: run `make setup` first")
        shutil.copytree(ROOT / name, target / name)


def apply(mutant: Mutant, tree: Path) -> None:
    path = tree / mutant.file
    if not path.is_file():
        raise SystemExit(f"mutants: {mutant.name}: no file {mutant.file}: update MUTANTS")
    text = path.read_text(encoding="utf-8")
    count = text.count(mutant.old)
    if count != 1:
        raise SystemExit(f"mutants: {mutant.name}: the old text occurs {count} times in "
                         f"{mutant.file} (expected once): the code moved, update MUTANTS\n"
                         f"{mutant.old}")
    path.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")


def run_tests(tree: Path) -> tuple:
    """(passed, first failing test or None) of the fast engine tests in `tree`."""
    result = subprocess.run([sys.executable, "-m", "pytest", *TESTS, "-x", "-q", "-rfE",
                             "-p", "no:cacheprovider"],
                            cwd=tree, capture_output=True, text=True)
    failed = re.search(r"^(?:FAILED|ERROR) (\S+)", result.stdout, re.MULTILINE)
    if result.returncode == 0:
        return True, None
    return False, failed.group(1) if failed else f"pytest exit {result.returncode}: {result.stdout[-500:]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="run only these mutants")
    args = parser.parse_args()
    unknown = set(args.names) - {m.name for m in MUTANTS}
    if unknown:
        parser.error(f"no mutant named {', '.join(sorted(unknown))}")
    chosen = [m for m in MUTANTS if not args.names or m.name in args.names]

    with tempfile.TemporaryDirectory(prefix="mutants-") as tmp:
        pristine = Path(tmp) / "pristine"
        copy_project(pristine)
        for mutant in chosen:                 # every snippet found before anything runs
            probe = Path(tmp) / "probe"
            shutil.copytree(pristine / "engine", probe / "engine")
            apply(mutant, probe)
            shutil.rmtree(probe)
        imported = subprocess.run([sys.executable, "-c", "import engine; print(engine.__file__)"],
                                  cwd=pristine, capture_output=True, text=True).stdout.strip()
        if not Path(imported).resolve().is_relative_to(pristine.resolve()):
            print(f"mutants: the copy imports the engine from {imported}, not from the copy")
            return 1
        print("unmutated: the fast engine tests …", flush=True)
        passed, failure = run_tests(pristine)
        if not passed:
            print(f"  they fail without any mutant ({failure}): fix that first")
            return 1
        print("  pass", flush=True)
        survivors = []
        for mutant in chosen:
            tree = Path(tmp) / mutant.name
            shutil.copytree(pristine, tree)
            apply(mutant, tree)
            print(f"{mutant.name}: {mutant.description} ({mutant.file})", flush=True)
            passed, failure = run_tests(tree)
            if passed:
                survivors.append(mutant.name)
                print("  SURVIVED: no test failed")
            else:
                print(f"  caught by {failure}")
            shutil.rmtree(tree)
    if survivors:
        print(f"{len(survivors)} of {len(chosen)} mutants survived: {', '.join(survivors)}")
        return 1
    print(f"all {len(chosen)} mutants caught")
    return 0


if __name__ == "__main__":
    sys.exit(main())
