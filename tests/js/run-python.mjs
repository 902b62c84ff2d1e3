// Run one Python file inside Pyodide (Node) with the engine wheel installed:
//   node tests/js/run-python.mjs <wheel> <file.py> [args...]
// Used by `make bench` for the Pyodide side of each benchmark.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { FULL_STDLIB, copyIntoPyodide, loadEngine } from "./pyodide-engine.mjs";

const [wheel, file, ...args] = process.argv.slice(2);
if (!wheel || !file) {
  console.error("usage: node tests/js/run-python.mjs <wheel> <file.py> [args...]");
  process.exit(2);
}
const pyodide = await loadEngine(wheel);
// The benchmark scripts import a few modules the engine does not (statistics, platform): they
// come from the whole library, searched after the trimmed one the engine is loaded from.
pyodide.FS.writeFile("/lib/full_stdlib.zip", readFileSync(FULL_STDLIB));
pyodide.runPython(`import sys; sys.path.append("/lib/full_stdlib.zip")`);
// The script runs as it would from the repository: its folder and tests/ are copied to /repo,
// it is __main__ with a __file__, and /repo is on the path (the engine itself is the wheel's).
for (const folder of [dirname(file), "tests"]) copyIntoPyodide(pyodide, folder);
const path = "/repo/" + file;
pyodide.globals.set("__argv", pyodide.toPy([path, ...args]));
try {
  pyodide.runPython(`import sys, os; sys.argv = list(__argv); os.chdir("/repo")`);
  const globals = pyodide.toPy({ __name__: "__main__", __file__: path });
  pyodide.runPython(readFileSync(file, "utf8"), { filename: path, globals });
} catch (error) {
  if (!String(error).includes("SystemExit: 0")) {
    console.error(String(error));
    process.exit(1);
  }
}
