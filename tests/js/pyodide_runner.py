"""Run the engine's test files inside Pyodide and return the results as JSON.

Called by tests/js/engine.test.mjs with the repository copied to /repo. Discovers
tests/engine/test_*.py (except the hypothesis property files, which need CPython), expands
`pytest.mark.parametrize`, runs every `test_*` function and reports each outcome.
"""

import importlib
import itertools
import json
import sys
import time
import traceback
from pathlib import Path


def _cases(function):
    layers = getattr(function, "_shim_parametrize", [])
    if not layers:
        return [("", {})]
    combined = []
    for combination in itertools.product(*layers):
        kwargs = {}
        for part in combination:
            kwargs.update(part)
        combined.append(("[" + "-".join(repr(v)[:30] for v in kwargs.values()) + "]", kwargs))
    return combined


def run(root: str) -> str:
    sys.path.insert(0, root)
    results = []
    for path in sorted(Path(root, "tests", "engine").glob("test_*.py")):
        # Property files are CPython's (thousands of random deals); `*_in_code` files read the
        # repository's source text, which the engine installed from the wheel does not carry.
        if path.stem.endswith(("_properties", "_in_code")):
            continue
        module_name = f"tests.engine.{path.stem}"
        started = time.perf_counter()
        try:
            module = importlib.import_module(module_name)
        except Exception:
            results.append({"name": module_name, "ok": False, "error": traceback.format_exc(),
                            "seconds": 0})
            continue
        results.append({"name": f"import {module_name}", "ok": True,
                        "seconds": round(time.perf_counter() - started, 3)})
        for name in sorted(vars(module)):
            function = getattr(module, name)
            if not (name.startswith("test_") and callable(function)):
                continue
            for suffix, kwargs in _cases(function):
                outcome = {"name": f"{path.name}::{name}{suffix}", "ok": True}
                started = time.perf_counter()
                try:
                    function(**kwargs)
                except Exception:
                    outcome = {**outcome, "ok": False, "error": traceback.format_exc()}
                outcome["seconds"] = round(time.perf_counter() - started, 3)
                results.append(outcome)
    return json.dumps(results)
