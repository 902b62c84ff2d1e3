"""mkdocs hook: the language switch without Material's sitemap look-ups.

mkdocs-static-i18n writes, in every page's head, `<link rel="alternate" hreflang>` pointing at
the page's twin. Material's JavaScript takes each of those addresses for a language's root and
requests `<address>/sitemap.xml` from it: two 404s (and two console errors) on every page. The
header's language menu already links each page to its twin (docs/assets/language-switch.js
keeps the reader's place, the URL fragment, across the switch), so the head links go.
"""

import re

HEAD_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output, page, config):
    head, sep, body = output.partition("</head>")
    return HEAD_ALTERNATE.sub("", head) + sep + body
