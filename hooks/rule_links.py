"""mkdocs hook: links to rules, written `<a data-rule="304-H12" href="#">` by the worked
examples and the puzzles, are pointed at the paragraph that states the rule.

The rules pages give each rule's paragraph its id as anchor (hooks/diagrams.py for 304, the 501
pages by hand). Every page's content is read before any page is written, so the anchors of the
language being built are collected in on_page_content and the links filled in on_post_page. A
link to a rule no page states fails the build.
"""

import re

from mkdocs.utils import get_relative_url

RULE_ANCHOR = re.compile(r'\bid="((?:304|501)-[A-Z]+[0-9]+)"')
RULE_LINK = re.compile(r'data-rule="([^"]+)" href="#"')
_rule_pages = {}   # rule id -> URL of the page stating it, in the language being built


def on_pre_build(config):
    _rule_pages.clear()


def on_page_content(html, page, config, files):
    for rule in RULE_ANCHOR.findall(html):
        _rule_pages.setdefault(rule, page.url)
    return html


def on_post_page(output, page, config):
    def link(match):
        rule = match.group(1)
        if rule not in _rule_pages:
            raise SystemExit(f"{page.file.src_path}: no page states the rule {rule}")
        return f'data-rule="{rule}" href="{get_relative_url(_rule_pages[rule], page.url)}#{rule}"'

    return RULE_LINK.sub(link, output)
