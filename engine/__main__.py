"""The command line: `python -m engine check PATH…` and `python -m engine show PATH`.

- `check` replays every scenario file (folders recursively) and checks every step and
  expectation: one line per file, then `N passed, M failed`; exit status 1 on any failure, with
  the file, step, action, and expected versus actual for each.
- `show` prints a deal as a readable transcript, from one seat's view (`--seat A`) or from
  above, in English or French (`--lang fr`).

A path or file that cannot be used (missing, a dangling link or a loop of links, a folder without
scenarios, not UTF-8, not TOML, a key missing or of the wrong type) is never a traceback: `check`
reports it as a failed file in one line naming the file and the step (`--lang fr` for French)
and goes on with the others; `show` prints that line on stderr and exits with status 1.
"""

import argparse
import sys

from engine import scenarios
from engine.errors import EngineError, ScenarioError
from engine.messages import card_label, explain, translation


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine",
                                     description="The rules engine for 304 and 501.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    check = commands.add_parser("check", help="replay scenario files and check every expectation")
    check.add_argument("paths", nargs="+", metavar="PATH")
    check.add_argument("--lang", default="en", choices=["en", "fr"],
                       help="the language of the messages for files that cannot be used")
    show = commands.add_parser("show", help="print a deal as a readable transcript")
    show.add_argument("path", metavar="PATH")
    show.add_argument("--seat")
    show.add_argument("--lang", default="en", choices=["en", "fr"])
    return parser


def check(paths, out=None, lang: str = "en") -> int:
    out = sys.stdout if out is None else out   # looked up now: redirect_stdout reaches it
    passed = failed = 0
    entries = scenarios.find_scenarios(paths)
    for path, problem in entries:
        report = None if problem else scenarios.check_file(path)
        if report is not None and report.ok:
            passed += 1
            print(f"ok    {path} ({report.steps} steps)", file=out)
            continue
        failed += 1
        print(f"FAIL  {path}", file=out)
        if problem:
            print("  " + scenarios.problem_line(path, problem, lang), file=out)
        else:
            for failure in report.failures:
                print("  " + failure.describe(lang), file=out)
    print(f"{passed} passed, {failed} failed", file=out)
    return 1 if failed or not entries else 0


def _hand_text(cards, lang: str) -> str:
    return " ".join(card_label(card, lang) for card in cards)


def _print_events(deal, start: int, seat, lang: str, out) -> int:
    events = getattr(deal, "events", None)
    if not isinstance(events, list):
        return 0
    for event in events[start:]:
        if not (isinstance(event, tuple) and len(event) == 4):
            continue                      # a game whose events read differently
        code, params, audience, _ = event
        if audience == -1 or seat is None or audience == "ABCD".index(seat):
            print("      · " + explain(code, params, lang), file=out)
    return len(events)


def _seats_of(deal) -> str:
    return "ABCD"[:getattr(deal, "players", 4)]


def show(path, seat=None, lang: str = "en", out=None, err=None) -> int:
    """Print the transcript; a file that cannot be used gets one line on `err`, and status 1."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    translate = translation(lang).gettext  # scenario texts go through the catalogs
    try:
        data = scenarios.load(path)
        deal = scenarios.build(data)
        if seat is not None and seat not in _seats_of(deal):
            raise ScenarioError("unknown-seat", seat=seat, seats=" ".join(_seats_of(deal)))
    except ScenarioError as problem:
        print(scenarios.problem_line(path, problem, lang), file=err)
        return 1
    title = data.get("title")
    print(f"{data.get('game')} · {data.get('id', path)}" + (f" — {translate(title)}" if title else ""),
          file=out)
    seats = [seat] if seat else [s for s in "ABCD" if s in data.get("hands", {})] or ["A", "B", "C", "D"]
    for who in seats:
        try:
            hand = deal.observation(who)["hand"]
        except (KeyError, ValueError, IndexError):
            continue
        print(f"  {who}: {_hand_text(hand, lang)}", file=out)
    seen = _print_events(deal, 0, seat, lang, out)
    for number, step in enumerate(data.get("steps", []), start=1):
        print(f"{number:>3}. {step.get('do', '')}", file=out)
        error = step.get("expect", {}).get("error")
        actions = scenarios.split_actions(step.get("do", ""))
        for index, action in enumerate(actions):
            try:
                deal.apply(action)
            except EngineError as refused:
                marker = "refused" if error and index == len(actions) - 1 else "ERROR"
                print(f"      ✗ {marker}: {explain(refused.code, refused.params, lang)}", file=out)
                if marker == "ERROR":
                    return 1
            seen = _print_events(deal, seen, seat, lang, out)
        if step.get("note"):
            print("      " + translate(step["note"]), file=out)
    if seat:
        observation = deal.observation(seat)
        print(f"  {seat}: {_hand_text(observation['hand'], lang)}", file=out)
    for key in ("result", "tokens"):
        try:
            value = deal.expect_value(key)
        except KeyError:
            continue
        if value is not None:
            print(f"  {key}: {value}", file=out)
    return 0


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths, lang=args.lang)
    if args.command == "show":
        return show(args.path, args.seat.upper() if args.seat else None, args.lang)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
