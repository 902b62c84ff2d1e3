// Run one Python file inside Pyodide (Node) with the engine wheel installed:
//   node tests/js/run-python.mjs <wheel> <file.py> [args...]
// Used by `make bench` for the Pyodide side of each benchmark.
import { readFileSync } from "node:fs";
import { loadEngine } from "./pyodide-engine.mjs";

const [wheel, file, ...args] = process.argv.slice(2);
if (!wheel || !file) {
  console.error("usage: node tests/js/run-python.mjs <wheel> <file.py> [args...]");
  process.exit(2);
}
const pyodide = await loadEngine(wheel);
pyodide.globals.set("__argv", pyodide.toPy([file, ...args]));
try {
  pyodide.runPython(`import sys; sys.argv = list(__argv)`);
  pyodide.runPython(readFileSync(file, "utf8"), { filename: file });
} catch (error) {
  if (!String(error).includes("SystemExit: 0")) {
    console.error(String(error));
    process.exit(1);
  }
}
