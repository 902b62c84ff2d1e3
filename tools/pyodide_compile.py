"""Run inside Pyodide by tools/pyodide-compile.mjs: the engine's Python files as bytecode.

Pyodide ships its standard library as source, so every start compiles the ~200 modules Python
and Pyodide import before the engine can answer (two thirds of the start, measured), and the
engine's own modules the same way after it. Compiled here, by the very interpreter the reader's
browser runs (same version, same bytecode magic), they load straight away.

- The standard library keeps only what a start and the engine import: the modules in
  `sys.modules` after Pyodide has started and every engine module has been imported (the engine
  imports nothing inside functions; tests/engine/test_imports_in_code.py holds it to that), plus
  the codecs the engine names (CODECS below: Python looks them up only when first used). The
  engine's whole suite runs inside Pyodide on this trimmed library (tests/js/engine.test.mjs),
  which is what proves that nothing the engine reaches at run time was left out.
  Docstrings and asserts are left out of it (optimisation level 2: nothing reads them).
  Entries are stored, not deflated: the server compresses the whole file, which packs better.
- The wheel keeps its data files and gets a `.pyc` in place of each `.py` (optimisation 0: the
  engine's docstrings and asserts stay), with its RECORD rewritten to match; stored too.

Bytecode is written "unchecked-hash": Python never compares it with a source, so it holds
wherever the files land and whatever their timestamps.
"""

import base64
import hashlib
import importlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import io
import pkgutil
import sys
import zipfile

STDLIB_IN_PYODIDE = "/lib/python314.zip/"

# Codecs the engine asks for by name, found with `grep -rn 'code("' engine`: utf-8, ascii and
# latin-1 are built in; any other is a module of `encodings`, imported on first use.
CODECS = ["utf-8-sig"]   # engine/scenarios.py reads files that may begin with a byte-order mark


def _bytecode(source: bytes, name: str, optimize: int) -> bytes:
    code = compile(source, name, "exec", dont_inherit=True, optimize=optimize)
    return bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)


def _stored(entries: dict) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))   # reproducible
            archive.writestr(info, entries[name])
    return out.getvalue()


def used_stdlib_files() -> set:
    """The standard library's files (paths inside its zip) of every module imported so far."""
    import codecs
    import engine
    for codec in CODECS:
        codecs.lookup(codec)
    for module in pkgutil.walk_packages(engine.__path__, "engine."):
        importlib.import_module(module.name)
    files = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None) or ""
        if path.startswith(STDLIB_IN_PYODIDE):
            files.add(path[len(STDLIB_IN_PYODIDE):])
    return files


def stdlib_zip(source_zip: str, keep: set) -> bytes:
    with zipfile.ZipFile(source_zip) as source:
        missing = keep - set(source.namelist())
        if missing:
            raise SystemExit(f"not in {source_zip}: {sorted(missing)}")
        return _stored({name[:-3] + ".pyc": _bytecode(source.read(name), name, 2)
                        for name in keep if name.endswith(".py")})


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compiled_wheel(source_wheel: str) -> bytes:
    entries = {}
    with zipfile.ZipFile(source_wheel) as source:
        for name in source.namelist():
            data = source.read(name)
            if name.endswith(".py"):
                entries[name[:-3] + ".pyc"] = _bytecode(data, name, 0)
            elif not name.endswith(".dist-info/RECORD"):
                entries[name] = data
    record = next(n for n in source.namelist() if n.endswith(".dist-info/RECORD"))
    lines = [_record_line(name, entries[name]) for name in sorted(entries)] + [f"{record},,"]
    entries[record] = ("\n".join(lines) + "\n").encode()
    return _stored(entries)


def main(source_zip: str, source_wheel: str, out_zip: str, out_wheel: str) -> None:
    keep = used_stdlib_files()
    with open(out_zip, "wb") as file:
        file.write(stdlib_zip(source_zip, keep))
    with open(out_wheel, "wb") as file:
        file.write(compiled_wheel(source_wheel))
    print(f"{len(keep)} standard library modules kept, compiled; the wheel compiled")
