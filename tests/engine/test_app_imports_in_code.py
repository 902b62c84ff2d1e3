"""The application layer (engine/app: the match, the turn loop, the coach, the review, links,
drills, the analysis, the browser facade) sits above the rules: no module outside it imports from
it, so the games, the solvers, the bots and the shared parts never depend on pages, requests or
caches. The command line (engine/__main__.py) is the one entry point above it, as the browser
facade is inside it.

A test of the source text: tests/js/pyodide_runner.py leaves the `*_in_code` files out."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
APP = ENGINE / "app"


def imported_modules(tree) -> list:
    """Every module a module's source imports, at any depth (a late import counts too), as
    dotted names: `from engine import app` is `engine.app`."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.ImportFrom):          # relative: resolved against the package
            found.append("." * node.level + (node.module or ""))
    return found


def app_imports(source: str) -> list:
    return [name for name in imported_modules(ast.parse(source))
            if name == "engine.app" or name.startswith("engine.app.") or name.startswith(".")]


def test_no_module_below_the_application_layer_imports_from_it():
    outside = [path for path in sorted(ENGINE.rglob("*.py"))
               if APP not in path.parents and path != ENGINE / "__main__.py"]
    assert len(outside) > 60 and ENGINE / "cards.py" in outside
    assert any(path.parent.name == "bots" for path in outside)
    offending = {str(path.relative_to(ENGINE)): names for path in outside
                 if (names := app_imports(path.read_text(encoding="utf-8")))}
    assert offending == {}


def test_the_check_sees_every_form_of_import():
    """Each way a module could reach the application layer is caught (the guard itself)."""
    for source in ("import engine.app.review", "from engine.app import coach",
                   "from engine.app.coach import judged", "from engine import app",
                   "def late():\n    from engine.app import browser\n", "from . import app"):
        assert app_imports(source), source
    assert app_imports("from engine import bots, cards\nimport engine.game304") == []
