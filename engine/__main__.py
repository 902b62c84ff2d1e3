"""The command line: `python -m engine check PATH…`, `show PATH` and `analyse FILE`.

- `check` replays every scenario file (folders recursively) and checks every step and
  expectation: one line per file, then `N passed, M failed`; exit status 1 on any failure, with
  the file, step, action, and expected versus actual for each.
- `show` prints a deal as a readable transcript, from one seat's view (`--seat A`) or from
  above, in English or French (`--lang fr`).
- `analyse` prints the open-hands table of a deal and, for a played deal, each card's cost
  (engine.app.analysis.command).

A path or file that cannot be used (missing, a dangling link or a loop of links, a folder without
scenarios, not UTF-8, not TOML, a key missing or of the wrong type) is never a traceback: `check`
reports it as a failed file in one line naming the file and the step (`--lang fr` for French)
and goes on with the others; `show` prints that line on stderr and exits with status 1.
"""

import argparse
import sys

from engine import scenarios
from engine.app.analysis.command import analyse
from engine.errors import ScenarioError
from engine.show import transcript_lines


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
    analysis = commands.add_parser("analyse", help="the open-hands table of a deal and the "
                                   "cost of each card played")
    analysis.add_argument("path", metavar="FILE")
    analysis.add_argument("--lang", default="en", choices=["en", "fr"])
    analysis.add_argument("--seat", type=str.upper, help="only this seat as maker or declarer")
    analysis.add_argument("--trump", type=str.upper, help="only this trump (S H D C, or NT)")
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


def _seats_of(deal) -> str:
    return "ABCD"[:getattr(deal, "players", 4)]


def show(path, seat=None, lang: str = "en", out=None, err=None) -> int:
    """Print the transcript (engine.show); a file that cannot be used gets one line on `err`,
    and status 1."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    try:
        data = scenarios.load(path)
        deal = scenarios.build(data)
        if seat is not None and seat not in _seats_of(deal):
            raise ScenarioError("unknown-seat", seat=seat, seats=" ".join(_seats_of(deal)))
        lines, status = transcript_lines(data, seat, lang)
    except ScenarioError as problem:
        print(scenarios.problem_line(path, problem, lang), file=err)
        return 1
    for line in lines:
        print(line, file=out)
    return status


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths, lang=args.lang)
    if args.command == "show":
        return show(args.path, args.seat.upper() if args.seat else None, args.lang)
    if args.command == "analyse":
        return analyse(args.path, args.lang, args.seat, args.trump)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
