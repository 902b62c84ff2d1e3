"""mkdocs hook: the search box answers in the reader's language only.

mkdocs-static-i18n builds one search index for both languages (English pages at the root,
French pages under `fr/`), and Material's search would mix them. This hook rewrites the search
worker address in each page's `__config` so that the page loads
`assets/javascripts/workers/search-language.js`, a small wrapper that keeps only the entries of
the page's language before handing the index to Material's own worker (see that file).

Nothing else changes: one index file, the same worker, no request to another host.
"""

import re

WORKER = re.compile(r'("search":\s*")([^"]*?assets/javascripts/workers/)(search\.[0-9a-f]+\.min\.js)(")')


def _languages(config) -> tuple:
    """(default locale, [other locales]) from the i18n plugin's configuration."""
    plugin = config.plugins.get("i18n")
    if plugin is None:
        return "en", []
    languages = plugin.config.languages
    default = next(lang.locale for lang in languages if lang.default)
    return default, [lang.locale for lang in languages if lang.locale != default]


def worker_query(locale: str, default: str, others: list) -> str:
    """The filter for pages in `locale`: keep its own prefix, or drop every other language's."""
    if locale != default:
        return f"keep={locale}/"
    return "drop=" + ",".join(f"{other}/" for other in others)


def on_post_page(output, page, config):
    default, others = _languages(config)
    if not others:
        return output
    locale = getattr(page.file, "locale", None) or default
    query = worker_query(locale, default, others)

    def rewrite(match):
        prefix, folder, upstream, quote = match.groups()
        return f"{prefix}{folder}search-language.js?upstream={upstream}&{query}{quote}"

    rewritten, count = WORKER.subn(rewrite, output, count=1)
    if count == 0 and 'id="__config"' in output:
        raise SystemExit(f"{page.file.src_path}: no search worker found in __config "
                         "(Material changed its template?): see hooks/search_language.py")
    return rewritten
