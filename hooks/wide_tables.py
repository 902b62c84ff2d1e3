"""mkdocs hook: wide tables show that they scroll sideways (issue #13).

On a phone, a table wider than the page (the 501 scoring table has seven columns) scrolls inside
its own box; nothing said so, and two columns stayed out of sight. Every table of a page's text
is wrapped in `<div class="wide-table" role="region" tabindex="0" aria-label="…">`:

- the box is the one that scrolls (docs/assets/site.css), with a shadow on the side where more
  columns wait — drawn by the background alone, so it shows only when there is something to
  scroll to;
- it is a labelled region that takes the keyboard focus, so that the arrow keys scroll it and a
  screen reader says what it holds (the heading above the table, in the page's language). Two
  tables under one heading are told apart by their first column's heading: landmarks need
  names of their own (axe's landmark-unique, issue #29).

Tables with a class of their own (the rules pages' diagrams) already scroll in their figure.
"""

import html
import re

from engine.messages import translation
from engine.reasons import N_

TABLE = re.compile(r"<table>.*?</table>", re.S)
HEADING = re.compile(r"<h[1-6][^>]*>(.*?)</h[1-6]>", re.S)
LABEL = N_("Table: %(title)s (it scrolls sideways)")
LABEL_AGAIN = N_("Table: %(title)s, %(first)s (it scrolls sideways)")
FIRST_HEADER = re.compile(r"<th[^>]*>(.*?)</th>", re.S)


def _text(fragment: str) -> str:
    """A heading's words, without its tags and its ¶ permalink."""
    fragment = re.sub(r'<a class="headerlink".*?</a>', "", fragment, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def wrap_tables(content: str, lang: str, page_title: str) -> str:
    catalog = translation(lang)
    headings = [(match.start(), _text(match.group(1))) for match in HEADING.finditer(content)]
    titles = set()

    def wrap(match):
        above = [text for start, text in headings if start < match.start() and text]
        title = above[-1] if above else page_title
        first = FIRST_HEADER.search(match.group(0))
        if title in titles and first and _text(first.group(1)):
            label = catalog.gettext(LABEL_AGAIN) % {"title": title, "first": _text(first.group(1))}
        else:
            label = catalog.gettext(LABEL) % {"title": title}
        titles.add(title)
        name = html.escape(label, quote=True)
        return f'<div class="wide-table" role="region" tabindex="0" aria-label="{name}">{match.group(0)}</div>'

    return TABLE.sub(wrap, content)


def on_page_content(content, page, config, files):
    lang = getattr(page.file, "locale", None) or "en"
    return wrap_tables(content, lang, page.title or "")
