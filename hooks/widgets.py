"""mkdocs hook: replace `<!-- widget: NAME -->` in a page with the widget's HTML.

(In a page's text, and in the theme's templates: the footer holds `<!-- widget: offline -->`.)

Each widget is a Jinja2 template in `overrides/widgets/NAME.html`, rendered in the page's
language with the project's gettext catalogs (the same ones the engine uses), so every label is
translated and extracted like any other message.
"""

import re
from pathlib import Path

import jinja2
import pyodide_assets  # hooks/pyodide_assets.py (mkdocs puts this folder on sys.path)

from engine.cards import DECK_304, SUITS
from engine.messages import card_label, suit_name, translation

TEMPLATES = Path(__file__).resolve().parent.parent / "overrides" / "widgets"
MARKER = re.compile(r"<!--\s*widget:\s*([a-z0-9-]+)\s*-->")


def environment(lang: str, templates: Path = TEMPLATES) -> jinja2.Environment:
    """A Jinja2 environment for the templates in `templates`, translated into `lang`."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(templates),
                             extensions=["jinja2.ext.i18n"], autoescape=True,
                             undefined=jinja2.StrictUndefined)
    env.install_gettext_translations(translation(lang), newstyle=True)
    return env


def _context(lang: str) -> dict:
    return {
        "lang": lang,
        "engine_mb": pyodide_assets.engine_download_mb(),   # the first download, from the files
        "cards_304": [(card, card_label(card, lang)) for card in DECK_304.cards],
        "suits": [(suit, suit_name(suit, lang)) for suit in SUITS],
        # Cards written as the page writes them (the engine reads the page's rank letters too).
        "placeholder": f"{card_label('QH', lang)} {card_label('8C', lang)}",
    }


def on_page_content(html, page, config, files):
    lang = getattr(page.file, "locale", None) or "en"

    def render(match):
        name = match.group(1)
        if not (TEMPLATES / f"{name}.html").exists():
            raise SystemExit(f"{page.file.src_path}: no widget named {name!r}")
        return environment(lang).get_template(f"{name}.html").render(_context(lang))

    return MARKER.sub(render, html)


def on_post_page(output, page, config):
    # The theme's own templates (overrides/partials/) carry widget markers too: the footer's.
    lang = getattr(page.file, "locale", None) or "en"
    return MARKER.sub(lambda m: environment(lang).get_template(f"{m.group(1)}.html").render(_context(lang)),
                      output)
