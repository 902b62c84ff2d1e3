"""How much the slow engine tests run (issue #23): the default run, or the long one.

The default run (`make test`, `make test-fast`) is sized by what finds bugs: each slow property
test keeps a fixed set of seeds covering its known hard cases (the ones that caught a
deliberate bug of tools/mutants.py first, closed-trump or Caps-rich positions, ...) and runs
a smaller seeded sample beside them. `LONG_PROPERTIES=1` (`make test-long`) gives every test
its full size, the one it had before; a test's own variable (CAPS_REFERENCE_DEALS,
ENGINE_INVARIANT_DEALS, BOT_MATCHES, ...) still sets its size in either run.

Plain Python only: tests/engine/test_bots.py, which reads it, also runs inside Pyodide.
"""

import os

LONG = os.environ.get("LONG_PROPERTIES", "") not in ("", "0")


def size(default: int, long: int, variable: str | None = None) -> int:
    """`variable`'s value when it is set, else `long` in the long run and `default` otherwise."""
    if variable and os.environ.get(variable):
        return int(os.environ[variable])
    return long if LONG else default


def seeds(full: range, default: int, fixed=()) -> list:
    """The seeds of one run: all of `full` in the long run; otherwise its first `default`
    seeds and the `fixed` ones (the hard cases, kept in every run)."""
    if LONG:
        return sorted(set(full) | set(fixed))
    return sorted(set(full[:default]) | set(fixed))
