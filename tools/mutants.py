#!/usr/bin/env python3
"""`make mutants`: do the engine's tests catch a wrong engine? Deliberate bugs, one at a time.

Each mutant below is one small edit (a file, an exact text and what it becomes) and the tests
that must catch it: by default the engine's fast tests (`make test-fast`'s set); a mutant put in
for a property test the default run shortens (tests/engine/sizes.py) names that test, and shows
that the shortened test still catches the bug the full one does. For each, the project's files
are copied to a temporary folder, the edit is made there (never in the working tree), and its
tests run in the copy, stopping at the first failure. Every mutant must make a test fail: the
script prints each mutant with the test that caught it, and exits non-zero if one survives, if
the unmutated copy does not pass its tests first, or if a mutant's old text is not found exactly
once (the code moved: update the snippet).

    .venv/bin/python tools/mutants.py              # all of them (a few minutes)
    .venv/bin/python tools/mutants.py token-band   # only those named
    LONG_PROPERTIES=1 .venv/bin/python tools/mutants.py solver-equivalent-queen   # full sizes

Not part of `make test`: each mutant is a run of its tests.
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
FAST = ("tests/engine", "--ignore-glob=*_properties.py")      # as `make test-fast`
UNTRACKED = ["engine/locale"]      # built by `make` (compiled catalogs), needed by the tests


@dataclass(frozen=True)
class Mutant:
    name: str
    file: str           # relative to the project's root
    old: str            # must occur exactly once in the file
    new: str
    description: str
    tests: tuple = FAST  # the pytest arguments of the tests that must catch it


# The property tests that the default run shortens, each with the mutant it must still catch.
SOLVER = "tests/engine/test_solver_properties.py::"
CAPS_JUDGE = ("tests/engine/test_caps_judge_properties.py::"
              "test_judge_and_provable_agree_with_brute_force")
DEALS = "tests/engine/test_304_deal_properties.py::"


MUTANTS = (
    Mutant("solver-value",
           "engine/game304/solver/__init__.py",
           "        return side0 if side(seat) == 0 else self.remaining - side0\n",
           "        return side0 + 3 if side(seat) == 0 else self.remaining - side0 - 3\n",
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
    Mutant("solver-equivalent-queen",
           "engine/game304/solver/position.py",
           "SEVENS = 0x80808080\n",
           "SEVENS = 0xC0C0C0C0\n",
           "the solver searches the 8 as the equal of the queen above it (2 points, not 0)",
           (SOLVER + "test_304_solver_equals_minimax",)),
    Mutant("solver-closed-indicator-on-trump-lead",
           "engine/game304/solver/search.py",
           "                mask = hand                                   # 304-H3, H5\n",
           "                mask = hand | 1 << state.indicator            # 304-H3, H5\n",
           "304-H3: in the solver, the closed maker void of hand trumps may play the indicator "
           "to a trump lead",
           (SOLVER + "test_304_solver_equals_minimax_with_the_trump_closed",)),
    Mutant("solver-bounds-top-trumps",
           "engine/game304/solver/bounds.py",
           "top0 = ours & ((theirs & -theirs) - 1) if theirs else ours",
           "top0 = ours & (((theirs & -theirs) << 2) - 1) if theirs else ours",
           "the solver's bounds count side 0's trump just below the other side's best as a top "
           "trump",
           (SOLVER + "test_304_bounds_hold_the_value",)),
    Mutant("solver-bounds-tricks-summed",
           "engine/game304/solver/bounds.py",
           "tricks = max((cards[0] & top0).bit_count(), (cards[2] & top0).bit_count())",
           "tricks = (cards[0] & top0).bit_count() + (cards[2] & top0).bit_count()",
           "the solver's bounds give a trick to each top trump of both partners (two may fall "
           "on one trick)",
           (SOLVER + "test_304_bounds_hold_the_value",)),
    Mutant("solver-claim-lead-kept",
           "engine/game304/solver/bounds.py",
           "        return y, x                                   # partner overtook or ruffed",
           "        return x, y                                   # partner overtook or ruffed",
           "the solver's claim to every trick leaves the lead with the seat whose partner "
           "overtook",
           ("tests/engine/test_solver_bounds_properties.py::test_304_takes_all_is_a_true_claim",)),
    Mutant("solver-claim-every-card-a-winner",
           "engine/game304/solver/bounds.py",
           "        winners |= suit_mask & ((held & -held) - 1) if held else suit_mask\n",
           "        winners |= suit_mask\n",
           "the solver's claim to every trick counts every card as a winner, though an opponent "
           "holds a higher one of its suit",
           ("tests/engine/test_solver_bounds_properties.py::test_304_takes_all_is_a_true_claim",)),
    Mutant("solver-alike-widened-the-wrong-way",
           "engine/game304/solver/alike.py",
           "            low += down_up[0]\n            high += down_up[1]\n",
           "            low += down_up[1]\n            high += down_up[0]\n",
           "the solver carries a bound over to an alike position widened the wrong way: by the "
           "points its cards have more there, not here",
           ("tests/engine/test_solver_alike_properties.py",)),
    Mutant("solver-alike-without-the-leader",
           "engine/game304/solver/alike.py",
           "    key = flags | leader << 2 | _MARK\n",
           "    key = flags | _MARK\n",
           "the solver takes positions that differ in who leads for alike, and carries bounds "
           "from one to the other",
           ("tests/engine/test_solver_alike_properties.py",)),
    Mutant("solver-strength-suit-led-low",
           "engine/game304/solver/endings.py",
           "(card >> 3 == led) * 8 + 7 - (card & 7)",
           "(card >> 3 == led) * 4 + 7 - (card & 7)",
           "304-C4: in the solver's endings on masks, a high card of another suit takes a trick "
           "from a low card of the suit led",
           ("tests/engine/test_play_rules_properties.py::test_the_endings_strength_table_is_beats",
            SOLVER + "test_304_solver_equals_minimax")),
    Mutant("solver-two-tricks-closed-maker-as-open",
           "engine/game304/solver/endings.py",
           "        m2 = maker_follows[led] if maker_place == 2 else a2 & suit_led or a2\n",
           "        m2 = a2 & suit_led or a2\n",
           "304-H1, H4: in the solver's last two tricks, the closed maker facing the lead plays as if "
           "the trump were open",
           (SOLVER + "test_304_solver_equals_minimax_with_the_trump_closed",)),
    Mutant("solver501-alike-without-marriages",
           "engine/game501/solver/alike.py",
           "            married = 8 | _COMPRESS[base | 1 << KING].bit_length()\n",
           "            married = 0\n",
           "the 501 solver takes a position where the hero may declare a marriage for alike to "
           "one where it may not, and carries bounds from one to the other",
           ("tests/engine/test_solver_501_alike_properties.py",)),
    Mutant("solver501-alike-widened-the-wrong-way",
           "engine/game501/solver/alike.py",
           "            moved_low += down_up[0]\n            moved_high += down_up[1]\n",
           "            moved_low += down_up[1]\n            moved_high += down_up[0]\n",
           "the 501 solver narrows a bound carried over from an alike position instead of "
           "widening it",
           ("tests/engine/test_solver_501_alike_properties.py",)),
    Mutant("alike-the-other-side-s-sure-cards-counted",
           "engine/search/alike.py",
           "    exact = 0 if theirs else sum(differences[:sure])\n",
           "    exact = sum(differences[:sure])\n",
           "the solvers count the points of the strongest trumps the other side is sure to take "
           "as the maximizing side's, when carrying a bound between alike positions",
           ("tests/engine/test_solver_alike_properties.py",)),
    Mutant("check-any-card-in-hand",
           "engine/game304/deal.py",
           "            if moves.playable_cards(self, seat) >> move & 1:\n",
           "            if self.hands[seat] >> move & 1:\n",
           "a card play is accepted whenever the card is in hand, whether or not the seat must "
           "follow suit or keep its trumps back",
           ("tests/engine/test_304_play.py",)),
    Mutant("solver501-bounds-own-trumps",
           "engine/game501/solver/position.py",
           "            top_own = own & ((theirs & -theirs) - 1) if theirs else own\n",
           "            top_own = own\n",
           "the 501 solver's bounds count every trump of the hero as a trick won, though the "
           "other two hold a higher one",
           (SOLVER + "test_501_bounds_hold_the_value",)),
    Mutant("solver501-bounds-their-trumps",
           "engine/game501/solver/position.py",
           "            top_theirs = theirs & ((own & -own) - 1) if own else theirs\n",
           "            top_theirs = theirs\n",
           "the 501 solver's bounds give every trump of the other two their trick, though the "
           "hero holds a higher one",
           (SOLVER + "test_501_bounds_hold_the_value",)),
    Mutant("solver501-bounds-cheapest-count",
           "engine/game501/solver/position.py",
           "                        low += cheapest(hands[player], won)\n",
           "                        low += cheapest(hands[player], won + 1)\n",
           "the 501 solver's bounds count one card too many of each other player's in the tricks "
           "the hero's top trumps win",
           (SOLVER + "test_501_bounds_hold_the_value",)),
    Mutant("solver501-bounds-tricks-summed",
           "engine/game501/solver/position.py",
           "                        taken = max(taken, (hands[player] & top_theirs).bit_count())\n",
           "                        taken += (hands[player] & top_theirs).bit_count()\n",
           "the 501 solver's bounds give the other two a trick for each of their top trumps, "
           "though two may fall on one trick",
           (SOLVER + "test_501_bounds_hold_the_value",)),
    Mutant("caps-judge-reads-real-trump",
           "engine/game304/caps/unseen_cards.py",
           "pool=pool & ~(1 << indicator), slots=view.slots(trump),",
           "pool=pool & ~(1 << indicator), slots=view.slots(deal.trump),",
           "C-22, 304-H11: the judge places a non-maker's unseen face-down cards by the real "
           "closed trump, not the one it supposes",
           ("tests/engine/test_caps_reference_properties.py::"
            "test_judge_agrees_with_the_exhaustive_reference",)),
    Mutant("caps-sure-winners-count",
           "engine/game304/caps/sure.py",
           "        left[suit] -= 1\n",
           "        left[suit] -= 2\n",
           "C-22: the judge's quick proof counts two of the others' cards drawn by each lead",
           (CAPS_JUDGE,)),
    Mutant("caps-sure-winners-one-trump-out",
           "engine/game304/caps/sure.py",
           "return suit == trump or left[trump] <= 0          # else someone may cut",
           "return suit == trump or left[trump] <= 1          # else someone may cut",
           "C-22, 304-C4: the judge's quick proof lets a plain card win with one trump still out",
           (CAPS_JUDGE,)),
    Mutant("caps-early-bonus-boundary",
           "engine/game304/deal.py",
           "self.caps_early = self.trick_no < 6 or (self.trick_no == 6 and not self.trick)",
           "self.caps_early = self.trick_no < 6",
           "304-K5: a Caps called at the lead of trick 7 loses its early bonus",
           ("tests/engine/test_304_invariant_properties.py::"
            "test_304_invariants_hold_after_every_action_of_random_deals",)),
    Mutant("501-must-trump-check",
           "engine/game501/tricks.py",
           "card[1] != trump and any(held[1] == trump for held in hand):",
           "card[1] != trump and all(held[1] == trump for held in hand):",
           "501-L3: an action string may discard instead of trumping (the legal set is right)",
           ("tests/engine/test_501_invariant_properties.py::"
            "test_501_invariants_hold_after_every_action_of_random_deals",)),
    Mutant("closed-maker-last-lead",
           "engine/game304/play_rules.py",
           "        if trick_number == LAST_TRICK and not hand:\n",
           "        if trick_number == LAST_TRICK - 1 and not hand:\n",
           "304-H1, C-31: the closed maker to lead trick 8 with only its indicator left has no "
           "legal card",
           (DEALS + "test_304_thousands_of_random_deals_keep_the_invariants",)),
    Mutant("check-aliases-the-legal-moves",
           "engine/game304/deal.py",
           "            allowed = self.legal_moves() if own_turn else self._declarations(seat, False)\n",
           "            allowed = self.legal_moves()\n"
           "            if not own_turn:\n"
           "                allowed += self._declarations(seat, False)\n",
           "a declaration out of turn, checked, adds to the cached legal moves (list aliasing)",
           (DEALS + "test_304_random_illegal_actions_are_refused_without_change",)),
    Mutant("trick-points-one-hidden-card",
           "engine/game304/deal.py",
           "        if not hidden:\n",
           "        if len(hidden) < 2:\n",
           "304-H11, H12(d): a trick with one face-down card left hidden tells every seat its "
           "points",
           ("tests/engine/test_304_information_properties.py::"
            "test_304_unseen_cards_never_change_a_seats_view",)),
    Mutant("strong-open-rollout",
           "engine/bots/play304.py",
           '        if verb == "open":\n',
           '        if action == "open":\n',
           "the strong 304 bot values `open` (304-O1) as a card play, and fails",
           ("tests/engine/test_bots.py::test_304_bot_matches_end_normally[strong]",)),
    Mutant("fill-later-voids",
           "engine/bots/deal_sampler304.py",
           "            suits = 0b1111 & ~(1 << SUITS.index(led)) & ~earlier\n",
           "            suits = 0b1111 & ~(1 << SUITS.index(led)) & self.void_free[who]\n",
           "the 304 sampler keeps from a face-down card the suits its seat showed void in later "
           "too, and never draws some worlds the rules allow",
           ("tests/engine/test_bots.py::test_the_304_fill_never_rules_out_the_real_deal",)),
    Mutant("fill-down-trumps",
           "engine/bots/deal_sampler304.py",
           "            if trump >= 0 and (who == self.maker\n",
           "            if trump >= 0 and (who != self.maker\n",
           "the 304 sampler gives the maker's face-down places trumps (304-H4) and no other "
           "seat's: its replay refuses most worlds, and some it may not rule out are never drawn",
           ("tests/engine/test_bots.py::test_the_304_fill_never_rules_out_the_real_deal",
            "tests/engine/test_bots.py::test_the_304_fill_proposes_worlds_the_replay_accepts")),
    # tests/analysis/test_open_table.py leaves two cells to the command's tests, which prove
    # the row the command prints (#23): a wrong figure there must still be caught.
    Mutant("open-table-hidden-nine-cell",
           "engine/app/analysis/open_table.py",
           "    closed = indicators[indicator]\n",
           "    closed = indicators[indicator] + (suit == \"D\" and maker == \"A\")\n",
           "the open-hands table's closed figure is a point high for A with diamonds trumps (the "
           "hidden nine's cell proven only through the command)",
           ("tests/analysis/test_analyse_command.py::test_304_worked_example_and_puzzle",)),
    Mutant("open-table-random-deal-cell",
           "engine/app/analysis/open_table.py",
           "    best = closed if opened is None else max(closed, opened)\n",
           "    best = (closed if opened is None else max(closed, opened)) - (suit == \"H\")\n",
           "the open-hands table's best figure is a point low with hearts trumps (seed 3's cell "
           "for A proven only through the command)",
           ("tests/analysis/test_analyse_command.py::test_304_random_deal",)),
    Mutant("review-forced-card-points",
           "engine/app/review.py",
           "        values[number + 1] = values[number] - gain\n",
           "        values[number + 1] = values[number]\n",
           "the review's values along the line pass a forced card without the points of its "
           "trick, so the next card is weighed from a wrong value",
           ("tests/engine/test_solver_regret_properties.py::"
            "test_304_a_line_weighed_in_any_order_keeps_each_positions_own_value",)),
    Mutant("solver-key-without-indicator",
           "engine/game304/solver/search.py",
           "               | state.must_lead_trump << 36 | (state.indicator + 1) << 37)",
           "               | state.must_lead_trump << 36)",
           "the solver's key leaves out which card is the closed indicator, so the table's cells "
           "share bounds between the deals of different indicators",
           ("tests/analysis/test_open_table.py",)),
    Mutant("worth-made-one-bid-short",
           "engine/app/worth.py",
           "if low >= at)",
           "if low > at)",
           "what a hand was worth counts a deal's highest bid made as failed",
           ("tests/engine/test_worth.py",)),
    Mutant("worth-501-one-contract",
           "engine/app/worth.py",
           "    deal = contract_deal(declaring, choice)\n",
           "    deal = contract_deal(declaring, \"NT\")\n",
           "what a 501 hand was worth plays every contract at no-trump",
           ("tests/engine/test_worth.py",)),
    Mutant("worth-seed-from-unseen-cards",
           "engine/app/worth_words.py",
           '            "options": dict(scenario.get("options") or {})}\n',
           '            "options": {**(scenario.get("options") or {}), "b": deal.dealt[1][0]}}\n',
           "what a hand was worth reads a card the seat has not seen (a twin deal differs)",
           ("tests/engine/test_worth.py",)),
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


def run_tests(tree: Path, tests: tuple) -> tuple:
    """(passed, first failing test or None) of the tests `tests` in `tree`."""
    result = subprocess.run([sys.executable, "-m", "pytest", *tests, "-x", "-q", "-rfE",
                             "-p", "no:cacheprovider"],
                            cwd=tree, capture_output=True, text=True)
    failed = re.search(r"^(?:FAILED|ERROR) (\S+)", result.stdout, re.MULTILINE)
    if result.returncode == 0:
        return True, None
    return False, failed.group(1) if failed else f"pytest exit {result.returncode}: {result.stdout[-500:]}"


def unmutated_runs(chosen: list) -> list:
    """(what, tests) of the runs that must pass before any mutant: the fast set if a chosen
    mutant uses it, and every test a chosen mutant names, together in one run."""
    named = []
    for mutant in chosen:
        if mutant.tests != FAST:
            named += [test for test in mutant.tests if test not in named]
    runs = [("the fast engine tests", FAST)] if any(m.tests == FAST for m in chosen) else []
    return runs + ([("the tests the mutants name", tuple(named))] if named else [])


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
        for what, tests in unmutated_runs(chosen):
            print(f"unmutated: {what} …", flush=True)
            passed, failure = run_tests(pristine, tests)
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
            passed, failure = run_tests(tree, mutant.tests)
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
