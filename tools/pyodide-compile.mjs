// The engine's Python as bytecode for the browser (tools/pyodide_compile.py says why and how):
//   node tools/pyodide-compile.mjs <engine wheel> <out folder>
// writes <out>/python_stdlib.zip (trimmed, compiled) and <out>/<the wheel's name> (compiled),
// compiled by the pinned Pyodide itself, so that the bytecode matches the browser's interpreter.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";

const [wheel, out] = process.argv.slice(2);
if (!wheel || !out) {
  console.error("usage: node tools/pyodide-compile.mjs <engine wheel> <out folder>");
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const stdlib = join(root, "node_modules", "pyodide", "python_stdlib.zip");

const pyodide = await loadPyodide();   // the package's own library, as source
await pyodide.loadPackage(pathToFileURL(resolve(wheel)).href, { messageCallback: () => {} });
pyodide.FS.mkdirTree("/compile");
pyodide.FS.writeFile("/compile/stdlib.zip", readFileSync(stdlib));
pyodide.FS.writeFile("/compile/engine.whl", readFileSync(wheel));
pyodide.FS.writeFile("/compile/pyodide_compile.py", readFileSync(join(root, "tools", "pyodide_compile.py")));
pyodide.runPython(`
import sys
sys.path.insert(0, "/compile")
import pyodide_compile
pyodide_compile.main("/compile/stdlib.zip", "/compile/engine.whl", "/compile/out.zip", "/compile/out.whl")
`);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "python_stdlib.zip"), pyodide.FS.readFile("/compile/out.zip"));
writeFileSync(join(out, basename(wheel)), pyodide.FS.readFile("/compile/out.whl"));
