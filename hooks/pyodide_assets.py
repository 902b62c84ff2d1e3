"""mkdocs hook: put the self-hosted Pyodide and the engine wheel into the built site.

After each build, the Pyodide run-time files (from the pinned npm package) and, from
`build/pyodide/` (made by `make` with tools/pyodide-compile.mjs), the standard library trimmed to
what the engine needs and the engine wheel, both compiled to bytecode, are copied to
`<site>/pyodide/`, and the wheel is registered
in that folder's `pyodide-lock.json` with pyodide-build's `pyodide lockfile add-wheels`, so the
browser loads it by name, with its integrity checked against the recorded hash. Then
`engine-files.json` lists the files the engine worker downloads, each with its size and its size
over the wire, so that the page shows real progress ("1.2 of 5.7 MB"); `engine_download_bytes()`
gives the same total while pages are built, for the "the first time, about N MB" notes.

Over the wire means gzip at its best level: every static host sends at least that (hooks/
compress.py writes it beside each file, and brotli, smaller still, which `make serve` prefers).
The worker sees a file's bytes decoded, so it counts each file's share of its wire size.
"""

import functools
import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide"
COMPILED = ROOT / "build" / "pyodide"
RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json"]
# What docs/assets/engine-worker.js downloads, each through its byte counter.
COUNTED = ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]


def _compiled() -> list:
    """The compiled standard library and wheel, from build/pyodide/."""
    wheels = sorted(COMPILED.glob("engine-*-py3-none-any.whl"))
    if not wheels or not (COMPILED / "python_stdlib.zip").exists():
        raise PluginError("No compiled engine in build/pyodide/: run `make site` (it makes it first).")
    return [COMPILED / "python_stdlib.zip", wheels[-1]]


def over_the_wire(path: Path) -> int:
    """The bytes of `path` sent gzip-compressed (level 9)."""
    stat = path.stat()
    return _gzip_size(str(path), stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=32)
def _gzip_size(path: str, mtime_ns: int, size: int) -> int:   # once per file and version
    return len(gzip.compress(Path(path).read_bytes(), compresslevel=9, mtime=0))


def engine_download_bytes() -> int:
    """Bytes over the wire of a first start of the engine: the run-time files, the library and
    the wheel (the lock is trimmed to a few hundred bytes after the build, and left out)."""
    return (sum(over_the_wire(PYODIDE_PACKAGE / name) for name in RUNTIME_FILES
                if name != "pyodide-lock.json")
            + sum(over_the_wire(path) for path in _compiled()))


def engine_download_mb() -> str:
    """The same in whole megabytes, as the pages say it ("about 6 MB")."""
    return str(round(engine_download_bytes() / 1_000_000))


def on_post_build(config, **kwargs):
    if not PYODIDE_PACKAGE.is_dir():
        raise PluginError("node_modules/pyodide is missing: run `make site` (it runs npm ci).")
    target = Path(config["site_dir"]) / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copy2(PYODIDE_PACKAGE / name, target / name)
    for path in _compiled():
        shutil.copy2(path, target)
    wheel = target / _compiled()[-1].name
    pyodide_cli = Path(sys.executable).parent / "pyodide"
    subprocess.run(
        [str(pyodide_cli), "lockfile", "add-wheels", "--input", str(target / "pyodide-lock.json"),
         "--output", str(target / "pyodide-lock.json"), "--base-path", str(target), str(wheel)],
        check=True, capture_output=True,
    )
    # The site loads no other package than the engine: the lock lists it alone (the npm
    # package's lists some 300, 119 KB read at every start). The lockfile tool finds a wheel's
    # packages by their .py files; the compiled wheel has none, so its one package is named here.
    lock = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock["packages"] = {"engine": {**lock["packages"]["engine"], "imports": ["engine"]}}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, ensure_ascii=False), encoding="utf-8")
    files = {name: {"bytes": (target / name).stat().st_size, "wire": over_the_wire(target / name)}
             for name in COUNTED + [Path(wheel).name]}
    (target / "engine-files.json").write_text(
        json.dumps({"files": files, "total": sum(file["wire"] for file in files.values())}, indent=1),
        encoding="utf-8")
