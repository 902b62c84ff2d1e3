"""English and French pages are twins: `page.md` and `page.fr.md`.

Each French page records in its front matter `en_hash:`, a short hash of the English page it
was last brought in line with.

    python tools/twins.py check            # name every page without a twin, and every French
                                           # page whose English twin changed since
    python tools/twins.py stamp PAGE.fr.md # record that PAGE.fr.md now follows its English twin
"""

import hashlib
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
HASH_LINE = re.compile(r"^en_hash:\s*(\S+)\s*$", re.MULTILINE)


def english_hash(english: Path) -> str:
    return hashlib.sha256(english.read_bytes()).hexdigest()[:12]


def twin_of(french: Path) -> Path:
    return french.with_name(french.name.removesuffix(".fr.md") + ".md")


def problems() -> list:
    found = []
    for english in sorted(DOCS.rglob("*.md")):
        if english.name.endswith(".fr.md"):
            continue
        french = english.with_name(english.stem + ".fr.md")
        rel = french.relative_to(DOCS.parent)
        if not french.exists():
            found.append(f"{english.relative_to(DOCS.parent)} has no French twin ({rel})")
            continue
        match = HASH_LINE.search(french.read_text(encoding="utf-8").split("\n---", 1)[0])
        if not match:
            found.append(f"{rel} records no en_hash: bring it in line, then `python tools/twins.py stamp {rel}`")
        elif match.group(1) != english_hash(english):
            found.append(f"{rel} is behind its English twin (changed since): update it, then stamp it")
    for french in sorted(DOCS.rglob("*.fr.md")):
        if not twin_of(french).exists():
            found.append(f"{french.relative_to(DOCS.parent)} has no English twin")
    return found


def stamp(french: Path) -> None:
    text = french.read_text(encoding="utf-8")
    line = f"en_hash: {english_hash(twin_of(french))}"
    if not text.startswith("---\n"):
        text = f"---\n{line}\n---\n\n" + text
    else:
        head, sep, body = text[4:].partition("\n---")
        head = HASH_LINE.sub(line, head) if HASH_LINE.search(head) else head + "\n" + line
        text = "---\n" + head + sep + body
    french.write_text(text, encoding="utf-8")


def main(argv: list) -> int:
    if len(argv) >= 2 and argv[1] == "check":
        found = problems()
        for problem in found:
            print(problem, file=sys.stderr)
        return 1 if found else 0
    if len(argv) >= 3 and argv[1] == "stamp":
        for name in argv[2:]:
            stamp(Path(name))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
