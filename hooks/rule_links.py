"""mkdocs hook: the rule-to-page map, collected once per language and used twice.

The rules pages give each rule's paragraph its id as anchor (hooks/diagrams.py for 304, the 501
pages by hand). Every page's content is read before any page is written, so the anchors of the
language being built are collected in on_page_content (this hook runs after the ones that render
pages), and then

- links to rules, written `<a data-rule="304-H12" href="#">` by the worked examples and the
  puzzles, are pointed at the paragraph that states the rule (on_post_page);
- `assets/rule-anchors.json` (under `fr/` for French) maps every rule id to that paragraph, for
  the browser: the engine only knows ids, the site knows pages (on_post_build).

A link to a rule that no page states, or a rule stated on two pages, fails the build.
"""

import json
import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

from template_texts import language_prefix, page_language  # hooks/template_texts.py (imported by name: see there)

RULE_ANCHOR = re.compile(r'\bid="((?:304|501)-[A-Z]+[0-9]+)"')
RULE_LINK = re.compile(r'data-rule="([^"]+)" href="#"')
ANCHORS_FILE = "assets/rule-anchors.json"

# The language being built and, for it, rule id -> URL of the page that states the rule. The
# i18n plugin builds each language in turn, each build starting with on_pre_build.
_built = {"lang": "en", "pages": {}}


def on_pre_build(config):
    _built["pages"] = {}


def on_page_content(html, page, config, files):
    _built["lang"] = page_language(page)
    pages = _built["pages"]
    for rule in RULE_ANCHOR.findall(html):
        if pages.setdefault(rule, page.url) != page.url:
            raise PluginError(f"{page.file.src_path}: the rule {rule} is stated on "
                              f"{pages[rule]} too")
    return html


def on_post_page(output, page, config):
    pages = _built["pages"]

    def link(match):
        rule = match.group(1)
        if rule not in pages:
            raise PluginError(f"{page.file.src_path}: no page states the rule {rule}")
        return f'data-rule="{rule}" href="{get_relative_url(pages[rule], page.url)}#{rule}"'

    return RULE_LINK.sub(link, output)


def on_post_build(config):
    pages = _built["pages"]
    if not pages:
        return
    lang = _built["lang"]
    prefix = language_prefix(lang)
    path = Path(config.site_dir) / prefix / ANCHORS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    anchors = {rule: f"{url}#{rule}" for rule, url in sorted(pages.items())}
    path.write_text(json.dumps(anchors, indent=1) + "\n", encoding="utf-8")
