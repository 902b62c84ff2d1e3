# Every task of the project. The two that matter: `make serve` and `make test`.
# Set-up steps leave stamps, so re-running is fast when nothing changed.

VENV      := .venv
PY        := $(VENV)/bin/python
STAMPS    := .stamps
VERSION   := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
WHEEL     := dist/engine-$(VERSION)-py3-none-any.whl
SITE      := build/site
PO        := $(wildcard locales/*/LC_MESSAGES/messages.po)
MO        := $(patsubst locales/%.po,engine/locale/%.mo,$(PO))
ENGINE_PY := $(shell find engine -name '*.py')
SITE_SRC  := $(shell find docs hooks overrides tutorials -type f 2>/dev/null) mkdocs.yml
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup serve site test test-fast test-long mutants bench catalogs check-catalogs clean system-deps

setup: $(STAMPS)/venv $(STAMPS)/npm $(MO) $(WHEEL) $(STAMPS)/pyodide

$(STAMPS)/venv: pyproject.toml constraints.txt
	@mkdir -p $(STAMPS)
	@test -x $(PY) || { python=$$(tools/find-python.sh) && $$python -m venv $(VENV); }
	$(PY) -m pip install -q --disable-pip-version-check -c constraints.txt -e ".[dev]"
	@touch $@

$(STAMPS)/npm: package.json package-lock.json
	@mkdir -p $(STAMPS)
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Compiled catalogs live inside the engine package so that the wheel carries them.
$(MO) &: $(PO) $(STAMPS)/venv
	$(PY) tools/catalogs.py compile

$(WHEEL): $(STAMPS)/venv $(ENGINE_PY) $(MO) pyproject.toml
	rm -rf build/lib dist
	$(PY) -m build --wheel --no-isolation --outdir dist . >/dev/null

# What the browser's Pyodide loads: the wheel and the standard library (trimmed to what the
# engine imports) compiled to bytecode by Pyodide itself, into build/pyodide/.
$(STAMPS)/pyodide: $(WHEEL) $(STAMPS)/npm tools/pyodide-compile.mjs tools/pyodide_compile.py
	rm -rf build/pyodide
	node tools/pyodide-compile.mjs $(WHEEL) build/pyodide
	@touch $@

$(STAMPS)/site: $(STAMPS)/venv $(STAMPS)/npm $(MO) $(WHEEL) $(STAMPS)/pyodide $(SITE_SRC) tools/brotli.mjs
	$(PY) -m mkdocs build --strict --quiet --site-dir $(SITE)
	@touch $@

site: $(STAMPS)/site

serve: site
	@$(PY) tools/serve.py --port 8000 --dir $(SITE)

system-deps:
	@tools/system-deps.sh

catalogs: $(STAMPS)/venv
	$(PY) tools/catalogs.py update
	$(PY) tools/catalogs.py compile

check-catalogs: $(STAMPS)/venv
	$(PY) tools/catalogs.py check

# tools/run-tests.sh: pytest on two workers (pytest-xdist; a worker that runs out of tests takes
# some of the other's; each serves the site on its own port), the engine suite inside Pyodide
# (Node) beside it. REQUIRE_SITE: a site test that finds no built site fails instead of skipping.
test: system-deps site check-catalogs
	PY=$(PY) tools/run-tests.sh

# The engine's tests without the slow property files (random deals by the thousand), on two
# workers (pytest-xdist): under a minute.
test-fast: $(STAMPS)/venv $(MO)
	$(PY) -m pytest tests/engine --ignore-glob='*_properties.py' -n 2

# The property files and the strong bots' whole match at their full sizes (tests/engine/sizes.py;
# `make test` runs them shortened): run it before touching the solver or the Caps judge. Minutes.
test-long: $(STAMPS)/venv $(MO)
	LONG_PROPERTIES=1 $(PY) -m pytest tests/engine/*_properties.py tests/engine/test_bots.py -n 2 --durations=10

# Deliberate bugs put into a copy of the engine, one at a time: the tests each one names (the
# fast tests, or a shortened property test) must catch it (tools/mutants.py). Minutes, so not
# part of `make test`.
mutants: $(STAMPS)/venv $(MO)
	$(PY) tools/mutants.py

bench: site system-deps
	$(PY) bench/run.py --wheel build/pyodide/$(notdir $(WHEEL))

clean:
	rm -rf $(STAMPS) $(VENV) node_modules build dist engine/locale *.egg-info
