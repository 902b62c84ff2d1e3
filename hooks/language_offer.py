"""mkdocs hook: on every English page, the offer of the French site to a French-speaking browser.

Renders overrides/language-offer/offer.html in French (it speaks to a French reader, from the
catalogs like every other text) before `</body>` of each English page, with a link to the page's
French twin; docs/assets/language-offer.js shows it, or not. French pages get nothing.
"""

from pathlib import Path

from mkdocs.utils import get_relative_url

from template_texts import environment, page_language

TEMPLATES = Path(__file__).resolve().parent.parent / "overrides" / "language-offer"


def render(page_url: str) -> str:
    script = get_relative_url("assets/language-offer.js", page_url)
    return environment("fr", TEMPLATES).get_template("offer.html").render(
        french_url=get_relative_url(f"fr/{page_url}", page_url),
        # import() takes a path, not a bare name: "./assets/…" from the site's root.
        script_url=script if script.startswith(".") else f"./{script}",
    )


def on_post_page(output, page, config):
    if page_language(page) != "en":
        return output
    head, sep, tail = output.rpartition("</body>")
    return head + render(page.url) + sep + tail if sep else output
