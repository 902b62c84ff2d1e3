// The engine's own test suite, run inside real Pyodide under Node, offline, against the built
// wheel (not the source tree): every test function becomes a Node test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { copyIntoPyodide, loadEngine } from "./pyodide-engine.mjs";

const pyodide = await loadEngine();
for (const path of ["tests/engine", "tutorials"]) copyIntoPyodide(pyodide, path);
copyIntoPyodide(pyodide, "tests/js/pytest_shim.py");
copyIntoPyodide(pyodide, "tests/js/pyodide_runner.py");
pyodide.runPython(`
import os, shutil, sys
shutil.copy("/repo/tests/js/pytest_shim.py", "/repo/pytest.py")
os.chdir("/repo")
sys.path.insert(0, "/repo")
# The engine must come from the wheel, not from a copy of the sources.
import engine
assert engine.__file__.startswith(tuple(sys.path[1:])) and not engine.__file__.startswith("/repo/engine"), engine.__file__
`);
const results = JSON.parse(pyodide.runPython(`
sys.path.insert(0, "/repo/tests/js")
import pyodide_runner
pyodide_runner.run("/repo")
`));

if (process.env.PYODIDE_SLOWEST) {
  const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, Number(process.env.PYODIDE_SLOWEST));
  for (const result of slowest) console.log(`${result.seconds.toFixed(2)} s  ${result.name}`);
}

test("the engine suite found tests to run in Pyodide", () => {
  assert.ok(results.length > 0, "no test functions found under tests/engine");
});

for (const result of results) {
  test(`pyodide: ${result.name}`, () => {
    assert.ok(result.ok, result.error);
  });
}

test("the engine speaks French inside Pyodide (catalogs are in the wheel)", () => {
  const answer = JSON.parse(pyodide.runPython(`
import json
from engine.app.questions import who_wins_trick
json.dumps(who_wins_trick({"cards": ["AH", "9S", "KH", "7C"], "trump": "S", "hand": "QH", "lang": "fr"}), ensure_ascii=False)
`));
  assert.equal(answer.code, "must-follow-suit");
  // French sets a no-break space before the colon (tools/catalogs.py, french_spacing).
  assert.equal(answer.message, "Vous avez du cœur\u00a0: vous devez fournir à la couleur demandée.");
});
