"""The engine imports the standard library at the top of its modules only, and names no codec
the browser lacks.

The browser's standard library keeps only the modules imported once every engine module is
(tools/pyodide_compile.py): an import inside a function would be missed, and the reader would
meet a ModuleNotFoundError in the middle of a deal. A codec named in the source is looked up only
when first used, so the compile step keeps the ones listed in its CODECS.

A test of the source text: tests/js/pyodide_runner.py leaves the `*_in_code` files out."""

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
BUILT_IN_CODECS = {"utf-8", "utf8", "ascii", "latin-1"}


def _compile_tool():
    spec = importlib.util.spec_from_file_location("pyodide_compile", ROOT / "tools" / "pyodide_compile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _trees():
    for path in sorted(ENGINE.rglob("*.py")):
        yield path.relative_to(ROOT), ast.parse(path.read_text(encoding="utf-8"))


def _outside_engine(node) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level == 0 and node.module.split(".")[0] != "engine"
    return any(alias.name.split(".")[0] != "engine" for alias in node.names)


def test_the_engine_imports_the_standard_library_only_at_module_level():
    """Its own modules it may import late (to break a cycle): every one of them is imported."""
    nested = []
    for path, tree in _trees():
        top = set(map(id, tree.body))
        # An import under `if TYPE_CHECKING:` or `try:` at the top still runs at import time.
        for node in tree.body:
            if isinstance(node, (ast.If, ast.Try)):
                top |= {id(child) for child in ast.walk(node)}
        nested += [f"{path}:{node.lineno}" for node in ast.walk(tree)
                   if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top
                   and _outside_engine(node)]
    assert nested == []


def test_every_codec_the_engine_names_reaches_the_browser():
    named = set()
    for _, tree in _trees():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            is_codec_call = isinstance(node.func, ast.Attribute) and node.func.attr in ("encode", "decode")
            arguments = list(node.args[:1]) if is_codec_call else []
            arguments += [keyword.value for keyword in node.keywords if keyword.arg == "encoding"]
            named |= {argument.value.lower() for argument in arguments
                      if isinstance(argument, ast.Constant) and isinstance(argument.value, str)}
    assert "utf-8-sig" in named   # the scenario reader's, so the scan sees what it must
    assert sorted(named - BUILT_IN_CODECS - set(_compile_tool().CODECS)) == []
