"""The command line: `python -m engine check PATH…` and `python -m engine show PATH`.

- `check` replays every scenario file (folders recursively) and checks every step and
  expectation: one line per file, then `N passed, M failed`; exit status 1 on any failure, with
  the file, step, action, and expected versus actual for each.
- `show` prints a deal as a readable transcript, from one seat's view (`--seat A`) or from
  above, in English or French (`--lang fr`).
"""

import argparse
import sys

from engine import scenarios
from engine.errors import EngineError
from engine.messages import explain
from engine.show import transcript_lines


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine",
                                     description="The rules engine for 304 and 501.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    check = commands.add_parser("check", help="replay scenario files and check every expectation")
    check.add_argument("paths", nargs="+", metavar="PATH")
    show = commands.add_parser("show", help="print a deal as a readable transcript")
    show.add_argument("path", metavar="PATH")
    show.add_argument("--seat")
    show.add_argument("--lang", default="en", choices=["en", "fr"])
    return parser


def check(paths, out=sys.stdout) -> int:
    passed = failed = 0
    files = scenarios.scenario_paths(paths)
    for path in files:
        report = scenarios.check_file(path)
        if report.ok:
            passed += 1
            print(f"ok    {path} ({report.steps} steps)", file=out)
        else:
            failed += 1
            print(f"FAIL  {path}", file=out)
            for failure in report.failures:
                print("  " + failure.describe(), file=out)
    print(f"{passed} passed, {failed} failed", file=out)
    return 1 if failed or not files else 0


def show(path, seat=None, lang: str = "en", out=sys.stdout) -> int:
    data = scenarios.load(path)
    try:
        lines, status = transcript_lines(data, seat, lang)
    except EngineError as problem:
        print(explain(problem.code, problem.params, lang), file=out)
        return 1
    for line in lines:
        print(line, file=out)
    return status


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths)
    if args.command == "show":
        return show(args.path, args.seat.upper() if args.seat else None, args.lang)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
