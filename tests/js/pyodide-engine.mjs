// Load the self-hosted Pyodide (the pinned npm package) in Node, offline, and install the
// engine wheel from its path. Shared by the Node tests and by the Pyodide benchmarks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export function builtWheel() {
  const dist = join(ROOT, "dist");
  const wheels = readdirSync(dist).filter((name) => /^engine-.*-py3-none-any\.whl$/.test(name));
  if (wheels.length !== 1) throw new Error(`expected one engine wheel in ${dist}, found ${wheels}`);
  return join(dist, wheels[0]);
}

export async function loadEngine(wheelPath = builtWheel()) {
  const pyodide = await loadPyodide({ stdout: (line) => console.log(line), stderr: (line) => console.error(line) });
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
