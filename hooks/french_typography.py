"""mkdocs hook: French punctuation keeps its space on the same line.

French sets a space before « : ; ! ? » and inside « guillemets »; a plain space there lets a
line break leave a colon alone at the start of a line, on phones especially. In French pages the
text (not the markup, not code) gets no-break spaces there. The catalogs' French strings get
the same treatment from tools/catalogs.py.
"""

import re

SKIP = re.compile(r"(<(code|pre|script|style)\b.*?</\2>)", re.DOTALL)
TEXT = re.compile(r">([^<]+)<")
BEFORE = re.compile(r" ([:;!?»])")
AFTER = re.compile(r"« ")
NBSP = "\u00a0"


def french_spacing(text: str) -> str:
    return AFTER.sub("«" + NBSP, BEFORE.sub(NBSP + r"\1", text))


def _fix_text(html: str) -> str:
    return TEXT.sub(lambda m: ">" + french_spacing(m.group(1)) + "<", html)


def on_page_content(html, page, config, files):
    if (getattr(page.file, "locale", None) or "en") != "fr":
        return html
    parts = SKIP.split(html)
    # SKIP has two groups: split() yields text, whole skipped block, tag name, text, ...
    out = []
    for index, part in enumerate(parts):
        if index % 3 == 0:
            out.append(_fix_text(">" + part + "<")[1:-1])
        elif index % 3 == 1:
            out.append(part)
    return "".join(out)
