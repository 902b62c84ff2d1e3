"""The translated texts every hook template gets, in the page's language: one helper for all.

Not a hook (mkdocs.yml does not list it): the hooks import it by name, since mkdocs puts the
hook's folder on sys.path while it loads each hook (`Hooks._load_hook` in
mkdocs/config/config_options.py), so no hook patches sys.path to reach another.

Templates get their texts in one of two ways, both from the project's gettext catalogs:

- rendered with gettext (`{{ _("…") }}` in overrides/widgets/ and overrides/diagrams/): the
  Jinja2 environment of `environment(lang, folder)`;
- listed as a dict of `N_()` messages, because the browser needs them too as JSON (the viewer,
  the lessons, the puzzles): `translated(messages, lang)`, with `%(name)s` placeholders written
  `{name}`, as the templates' `fill` filter and the browser's scripts fill them.
"""

import re
from pathlib import Path

import jinja2

from engine.messages import translation

PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def page_language(page) -> str:
    """The language a page is built in (the i18n plugin's locale; English by default)."""
    return getattr(page.file, "locale", None) or "en"


def language_prefix(lang: str) -> str:
    """Where a language's pages live, from the site's root: "" for English, "fr/" for French."""
    return "" if lang == "en" else f"{lang}/"


def translated(messages: dict, lang: str) -> dict:
    """{key: the message in `lang`, placeholders as `{name}`} for {key: English message}."""
    catalog = translation(lang)
    return {key: PLACEHOLDER.sub(r"{\1}", catalog.gettext(message))
            for key, message in messages.items()}


def environment(lang: str, templates: Path) -> jinja2.Environment:
    """A Jinja2 environment for the templates in `templates`, translated into `lang`."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(templates),
                             extensions=["jinja2.ext.i18n"], autoescape=True,
                             undefined=jinja2.StrictUndefined)
    env.install_gettext_translations(translation(lang), newstyle=True)
    return env
