"""`make bench`: every benchmark in bench/, on CPython and inside Pyodide (Node), in one run;
then the browser benchmarks (bench/browser_*.py), in Chromium against the built site.

Each bench/bench_*.py prints lines `LABEL: VALUE UNIT` (for example
`304 random deals: 2400 deals/s`). This script runs each on CPython and in Pyodide with the
same arguments, then prints both figures and their ratio, so a goal is read as a ratio measured
on the same machine at the same time, never as an absolute time.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^(?P<label>[^:]+):\s*(?P<value>[-+]?[0-9.]+)\s*(?P<unit>\S+)")


def figures(command: list) -> dict:
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"benchmark failed: {' '.join(command)}")
    found = {}
    for line in result.stdout.splitlines():
        match = LINE.match(line.strip())
        if match:
            found[match["label"]] = (float(match["value"]), match["unit"])
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--wheel", required=True)
    parser.add_argument("--seconds", default="3")
    args = parser.parse_args()
    scripts = sorted((ROOT / "bench").glob("bench_*.py"))
    if not scripts:
        print("no benchmarks yet")
    for script in scripts:
        rel = str(script.relative_to(ROOT))
        cpython = figures([sys.executable, rel, "--seconds", args.seconds])
        pyodide = figures(["node", "tests/js/run-python.mjs", args.wheel, rel, "--seconds", args.seconds])
        for label, (value, unit) in cpython.items():
            other = pyodide.get(label)
            if other is None:
                print(f"{label}: CPython {value:.1f} {unit}")
                continue
            if unit == "x":      # a ratio measured inside each run: nothing more to divide
                print(f"{label}: CPython {value:.1f} x, Pyodide {other[0]:.1f} x")
                continue
            higher_is_better = unit.endswith("/s")
            slowdown = value / other[0] if higher_is_better else other[0] / value
            print(f"{label}: CPython {value:.1f} {unit}, Pyodide {other[0]:.1f} {unit}, "
                  f"Pyodide is {slowdown:.2f}x slower")


def browser_benchmarks() -> None:
    """bench/browser_*.py drive Chromium against the built site and print their own ratios."""
    for script in sorted((ROOT / "bench").glob("browser_*.py")):
        result = subprocess.run([sys.executable, str(script.relative_to(ROOT))], cwd=ROOT,
                                capture_output=True, text=True)
        sys.stdout.write(result.stdout)
        if result.returncode != 0:
            sys.stderr.write(result.stderr)
            raise SystemExit(f"benchmark failed: {script.name}")


if __name__ == "__main__":
    main()
    browser_benchmarks()
