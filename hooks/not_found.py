"""mkdocs hook: one 404 page per language, `404.html` (English) and `fr/404.html` (French).

Material renders its `404.html` template once per language build, both times to the site's
root, so the last language built used to win, with an English heading. Here the template
(overrides/404.html) is rendered with the project's catalogs in the language being built (the
theme's Jinja2 environment gets gettext, as the widgets have), and after each language's build
its page is put in that language's folder. tools/serve.py and the service worker answer an
unknown address with the page of the address's language.
"""

import re
from pathlib import Path
from urllib.parse import urlsplit

from engine.messages import translation

_pages = {}   # language -> the 404 page built for it
# The language menu's links (Material's header, from mkdocs-static-i18n's alternates).
LANGUAGE_LINK = re.compile(r'(<a href=")[^"]*(" hreflang="([a-z]+)")')


def _language(config) -> str:
    plugin = config.plugins.get("i18n")
    return getattr(plugin, "current_language", None) or "en"


def _home(config, lang: str) -> str:
    """A language's home page: a 404 page is served at any address, so its links are absolute,
    from the site's path."""
    root = urlsplit(config.get("site_url") or "/").path or "/"
    return root if lang == "en" else f"{root}{lang}/"


def on_env(env, config, files):
    if "jinja2.ext.InternationalizationExtension" not in env.extensions:
        env.add_extension("jinja2.ext.i18n")
    lang = _language(config)
    env.install_gettext_translations(translation(lang), newstyle=True)
    env.globals["language_home"] = _home(config, lang)
    return env


def on_post_template(output, template_name, config):
    """The 404 page's language menu: each language's home. The page has no twin in the other
    language, and the alternates Material is given are those of the last page built (in a
    French build, « Qui remporte ce pli ? »)."""
    if template_name != "404.html":
        return output
    return LANGUAGE_LINK.sub(lambda link: f"{link.group(1)}{_home(config, link.group(3))}{link.group(2)}",
                             output)


def on_post_build(config, **kwargs):
    site = Path(config["site_dir"])
    lang = _language(config)
    page = site / "404.html"
    if page.exists():
        _pages[lang] = page.read_text(encoding="utf-8")
    for built, html in _pages.items():
        target = site / ("404.html" if built == "en" else f"{built}/404.html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")
