"""The gettext catalogs: one extraction, merging, checking and compiling.

    python tools/catalogs.py extract   # write locales/messages.pot from every source
    python tools/catalogs.py update    # extract, then merge the .pot into en and fr
    python tools/catalogs.py check     # fail on a stale .pot, an unmerged, fuzzy or
                                       # untranslated entry, a placeholder mismatch, or a
                                       # wording problem in a page or an entry (tools/wording.py:
                                       # a term the glossaries' term tables rule out, a sentence
                                       # in the other language)
    python tools/catalogs.py compile   # .po -> engine/locale/<lang>/LC_MESSAGES/messages.mo
    python tools/catalogs.py fill fr < translations.json
                                       # set msgstr for the msgids of a JSON object
                                       # {"English source": "traduction"}; "context|msgid" keys
                                       # address entries with a context

Sources: the engine's Python (gettext keywords and `N_`), the Jinja2 templates of the site, and
the translatable keys of the scenario files in tutorials/ (see TOML_KEYS). English is the source
language: `update` fills English entries with their source text; French is written by people.
"""

import datetime
import fcntl
import io
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wording  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
POT = LOCALES / "messages.pot"
LANGUAGES = ("en", "fr")
COMPILED = ROOT / "engine" / "locale"
# A fixed date keeps the .pot reproducible: it changes only when a message changes.
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)

PYTHON_AND_TEMPLATES = [
    ("engine", [("**.py", "python")], {}),
    ("tutorials", [("**.py", "python")], {}),
    ("hooks", [("**.py", "python")], {}),
    ("overrides", [("**.html", "jinja2")], {"**.html": {"extensions": "jinja2.ext.i18n"}}),
]
# Keys of scenario and puzzle files whose values are English source strings.
TOML_KEYS = {"title", "note", "question", "hints", "explanation", "summary", "text", "label",
             "intro", "prompt", "right", "wrong"}     # the last four: the course (tutorials/learn)


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / "messages.po"


def _toml_strings(data, path: str, found: list, where: str = ""):
    if isinstance(data, dict):
        for key, value in data.items():
            if key in TOML_KEYS and isinstance(value, str):
                found.append((value, f"{path}:{where}{key}"))
            elif key in TOML_KEYS and isinstance(value, list):
                found.extend((item, f"{path}:{where}{key}") for item in value if isinstance(item, str))
            else:
                _toml_strings(value, path, found, f"{where}{key}.")
    elif isinstance(data, list):
        for index, item in enumerate(data):
            _toml_strings(item, path, found, f"{where}{index}.")


def build_template() -> Catalog:
    catalog = Catalog(project="304-501", version="1", creation_date=FIXED_DATE,
                      msgid_bugs_address="", copyright_holder="the 304-501 site team", fuzzy=False)
    keywords = dict(DEFAULT_KEYWORDS, N_=None)
    for folder, methods, options in PYTHON_AND_TEMPLATES:
        if not (ROOT / folder).is_dir():
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / folder, methods, keywords=keywords, options_map=options, strip_comment_tags=True
        ):
            catalog.add(message, None, [(f"{folder}/{filename}", lineno)],
                        auto_comments=comments, context=context)
    for toml_file in sorted((ROOT / "tutorials").rglob("*.toml")):
        rel = toml_file.relative_to(ROOT).as_posix()
        found = []
        _toml_strings(tomllib.loads(toml_file.read_text(encoding="utf-8")), rel, found)
        for text, where in found:
            catalog.add(text, None, [(where, 0)])
    return catalog


def render(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False)
    return out.getvalue()


def extract() -> None:
    POT.write_bytes(render(build_template()))


def update() -> None:
    extract()
    for lang in LANGUAGES:
        # Read afresh for each language: Catalog.update shares message objects with it.
        template = read_po(POT.open("rb"))
        path = po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            catalog = read_po(path.open("rb"), locale=lang)
        else:
            catalog = Catalog(locale=lang, project="304-501", version="1",
                              creation_date=FIXED_DATE, fuzzy=False)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        catalog.revision_date = FIXED_DATE
        catalog.last_translator = "the 304-501 site team"
        catalog.language_team = lang
        catalog.fuzzy = False
        if lang == "en":
            for message in catalog:
                if message.id and not message.string:
                    message.string = message.id
        if lang == "fr":
            for message in catalog:
                if message.id and isinstance(message.string, str):
                    message.string = french_spacing(message.string)
        path.write_bytes(render(catalog))


def check() -> list:
    """Every problem with the catalogs, as sentences; an empty list means all is well."""
    problems = []
    if not POT.exists() or POT.read_bytes() != render(build_template()):
        problems.append("locales/messages.pot is stale: run `make catalogs` and commit it")
        return problems
    template_ids = {(m.id, m.context) for m in read_po(POT.open("rb")) if m.id}
    for lang in LANGUAGES:
        path = po_path(lang)
        if not path.exists():
            problems.append(f"{path.relative_to(ROOT)} is missing")
            continue
        catalog = read_po(path.open("rb"), locale=lang)
        ids = {(m.id, m.context) for m in catalog if m.id}
        for msgid, ctx in sorted(template_ids - ids, key=str):
            problems.append(f"{lang}: not merged: {msgid!r}")
        for msgid, ctx in sorted(ids - template_ids, key=str):
            problems.append(f"{lang}: not in the .pot any more: {msgid!r}")
        for message in catalog:
            if not message.id:
                continue
            if message.fuzzy:
                problems.append(f"{lang}: fuzzy: {message.id!r}")
            if not message.string:
                problems.append(f"{lang}: untranslated: {message.id!r}")
        result = subprocess.run(["msgfmt", "-c", "--statistics", "-o", "/dev/null", str(path)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"{lang}: msgfmt -c failed:\n{result.stderr}")
    if not problems:
        texts = list(wording.page_texts()) + list(wording.catalog_texts(LOCALES))
        problems.extend(f"wording: {problem}" for problem in wording.problems(texts))
    return problems


def compile_all() -> None:
    """Compile with Babel (pure Python: serving the site needs no system package).

    The strict checks, GNU msgfmt's included, are `check`'s job.
    """
    for lang in LANGUAGES:
        out = COMPILED / lang / "LC_MESSAGES" / "messages.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        with po_path(lang).open("rb") as source, out.open("wb") as target:
            write_mo(target, read_po(source, locale=lang))


def french_spacing(text: str) -> str:
    """No-break spaces before « : ; ! ? » and inside « guillemets » (hooks/french_typography.py
    does the same to the French pages)."""
    text = re.sub(r" ([:;!?»])", "\u00a0\\1", text)
    return text.replace("« ", "«\u00a0")


def fill(lang: str, translations: dict) -> list:
    """Set translations in one catalog; return the keys that matched no entry."""
    path = po_path(lang)
    catalog = read_po(path.open("rb"), locale=lang)
    unknown = []
    for key, text in translations.items():
        context, _, msgid = key.rpartition("|") if "|" in key else (None, "", key)
        message = catalog.get(msgid, context=context or None)
        if message is None:
            unknown.append(key)
        else:
            message.string = french_spacing(text) if lang == "fr" else text
            message.flags.discard("fuzzy")
    path.write_bytes(render(catalog))
    return unknown


def locked(action):
    """Run `action` holding a lock, so that two people updating catalogs do not clash."""
    with open(LOCALES / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return action()


def main(argv: list) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "extract":
        locked(extract)
    elif command == "update":
        locked(update)
    elif command == "fill" and len(argv) == 3:
        unknown = locked(lambda: fill(argv[2], json.load(sys.stdin)))
        for key in unknown:
            print(f"no entry for {key!r}: run update first?", file=sys.stderr)
        return 1 if unknown else 0
    elif command == "compile":
        compile_all()
    elif command == "check":
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
