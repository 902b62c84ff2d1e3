"""mkdocs hook: replace `<!-- widget: NAME -->` in a page with the widget's HTML.

(In a page's text, and in the theme's templates: the footer holds `<!-- widget: offline -->`.)

Each widget is a Jinja2 template in `overrides/widgets/NAME.html`, rendered in the page's
language with the project's gettext catalogs (the same ones the engine uses), so every label is
translated and extracted like any other message.
"""

import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

import pyodide_assets  # hooks/pyodide_assets.py, imported by name: see hooks/template_texts.py
from engine.cards import DECK_304, SUITS
from engine.messages import card_label, suit_name
from template_texts import environment, page_language

TEMPLATES = Path(__file__).resolve().parent.parent / "overrides" / "widgets"
MARKER = re.compile(r"<!--\s*widget:\s*([a-z0-9-]+)\s*-->")


def context(lang: str) -> dict:
    """What every widget (and every diagram of hooks/diagrams.py) may use, in `lang`."""
    return {
        "lang": lang,
        "engine_mb": pyodide_assets.engine_download_mb(),   # the first download, from the files
        "cards_304": [(card, card_label(card, lang)) for card in DECK_304.cards],
        "suits": [(suit, suit_name(suit, lang)) for suit in SUITS],
        # Cards written as the page writes them (the engine reads the page's rank letters too).
        "placeholder": f"{card_label('QH', lang)} {card_label('8C', lang)}",
    }


def _render_markers(text: str, page) -> str:
    lang = page_language(page)

    def render(match):
        name = match.group(1)
        if not (TEMPLATES / f"{name}.html").exists():
            raise PluginError(f"{page.file.src_path}: no widget named {name!r}")
        # A widget's own script is linked by its template, from the page's place in the site.
        page_context = context(lang) | {"assets_url": get_relative_url("assets/", page.url)}
        return environment(lang, TEMPLATES).get_template(f"{name}.html").render(page_context)

    return MARKER.sub(render, text)


def on_page_content(html, page, config, files):
    return _render_markers(html, page)


def on_post_page(output, page, config):
    # The theme's own templates (overrides/partials/) carry widget markers too: the footer's.
    return _render_markers(output, page)
