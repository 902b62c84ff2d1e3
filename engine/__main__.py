"""The command line: `python -m engine check PATH…` and `python -m engine show PATH`."""

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine",
                                     description="The rules engine for 304 and 501.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    check = commands.add_parser("check", help="replay scenario files and check every expectation "
                                              "(not implemented yet: the 304 engine issue adds it)")
    check.add_argument("paths", nargs="+", metavar="PATH")
    show = commands.add_parser("show", help="print a deal as a readable transcript "
                                            "(not implemented yet: the 304 engine issue adds it)")
    show.add_argument("path", metavar="PATH")
    show.add_argument("--seat")
    show.add_argument("--lang", default="en", choices=["en", "fr"])
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    print(f"'{args.command}' is not implemented yet: scenarios arrive with the 304 engine.",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
