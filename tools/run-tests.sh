#!/bin/sh
# `make test`'s run: the engine suite inside Pyodide (Node, one core) started beside pytest (two
# workers) rather than after it, then Lighthouse alone (tests/browser/test_lighthouse.py).
# pytest prints as usual, with its slowest tests; the Pyodide run writes to
# build/pyodide-tests.log and is summed up once both are done (all of it if it failed).
# Exits non-zero if any failed.
set -u
PY=${PY:-.venv/bin/python}
LOG=build/pyodide-tests.log
mkdir -p build

started=$(date +%s)
PYODIDE_SLOWEST=5 node --test tests/js/ >"$LOG" 2>&1 &
node_pid=$!

REQUIRE_SITE=1 "$PY" -m pytest -n 2 --dist worksteal --durations=15 -m "not lighthouse" "$@"
pytest_status=$?

wait "$node_pid"
node_status=$?

# Lighthouse's figures depend on the machine's load: its test runs alone, once the rest is done.
REQUIRE_SITE=1 "$PY" -m pytest -p no:xdist -m lighthouse --durations=2 tests/browser/test_lighthouse.py
lighthouse_status=$?
echo
if [ "$node_status" -ne 0 ]; then
    cat "$LOG"
    echo "The engine suite inside Pyodide FAILED (log above, also in $LOG)."
else
    echo "The engine suite inside Pyodide (node --test tests/js/, log in $LOG):"
    grep -E '^# [0-9.]+ s  ' "$LOG" | sed 's/^# /  slow: /'
    grep -E '^# (tests|pass|fail|skipped|duration_ms) ' "$LOG" | sed 's/^# /  /'
fi
echo "make test: $(($(date +%s) - started)) s after set-up."
[ "$pytest_status" -eq 0 ] && [ "$node_status" -eq 0 ] && [ "$lighthouse_status" -eq 0 ]
