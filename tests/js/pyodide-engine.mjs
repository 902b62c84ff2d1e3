// Load the self-hosted Pyodide (the pinned npm package) in Node, offline, as the browser gets it:
// the standard library trimmed and compiled, and the compiled engine wheel, both from
// build/pyodide/ (tools/pyodide-compile.mjs). Shared by the Node tests and the Pyodide benchmarks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export const COMPILED = join(ROOT, "build", "pyodide");
// The npm package's whole standard library, as source.
export const FULL_STDLIB = join(ROOT, "node_modules", "pyodide", "python_stdlib.zip");

export function builtWheel() {
  const wheels = readdirSync(COMPILED).filter((name) => /^engine-.*-py3-none-any\.whl$/.test(name));
  if (wheels.length !== 1) throw new Error(`expected one engine wheel in ${COMPILED}, found ${wheels}`);
  return join(COMPILED, wheels[0]);
}

export async function loadEngine(wheelPath = builtWheel()) {
  const pyodide = await loadPyodide({ stdLibURL: join(COMPILED, "python_stdlib.zip"),
    stdout: (line) => console.log(line), stderr: (line) => console.error(line) });
  // loadPackage resolves even when loading failed: the import right after it is the real check.
  await pyodide.loadPackage(pathToFileURL(resolve(wheelPath)).href, { messageCallback: () => {} });
  pyodide.runPython("import engine, engine.messages");
  return pyodide;
}

// Copy files of the repository (a folder, recursively, or one file) into Pyodide's file system
// under /repo, keeping their relative paths.
export function copyIntoPyodide(pyodide, path) {
  const absolute = join(ROOT, path);
  if (statSync(absolute).isDirectory()) {
    for (const name of readdirSync(absolute)) {
      if (name === "__pycache__") continue;
      copyIntoPyodide(pyodide, join(path, name));
    }
    return;
  }
  const target = "/repo/" + relative(ROOT, absolute);
  pyodide.FS.mkdirTree(dirname(target));
  pyodide.FS.writeFile(target, readFileSync(absolute));
}
