"""The home pages as built (docs/index.md, docs/index.fr.md; issue #27, "the home page leads"):
each game's two ways in, the drawing of a table made here, the French offer on English pages
only, and the French page's greeting to a belote player, its figures checked against the engine's
tables (the browser side is tests/browser/test_home_page.py)."""

import re
from html import unescape
from pathlib import Path

import pytest

from engine.cards import DECK_304, DECK_501
from engine.game501.tables import MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"

pytestmark = pytest.mark.skipif(not (SITE / "index.html").exists(), reason="run `make site` first")

HOMES = {"en": SITE / "index.html", "fr": SITE / "fr" / "index.html"}
# Belote's card points (the French reader's reference, not a rule of this site): trumps, and the
# other suits.
BELOTE_TRUMP = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
BELOTE_PLAIN = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
FRENCH_RANK = {"J": "valet", "9": "neuf", "A": "as", "T": "dix", "K": "roi", "Q": "dame", "8": "huit", "7": "sept"}


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).replace("\u00a0", " ").replace("\u202f", " ")


def main_of(lang: str) -> str:
    html = HOMES[lang].read_text(encoding="utf-8")
    return html[html.index("<article"):html.index("</article>")]


@pytest.mark.parametrize("lang", HOMES)
def test_each_game_has_its_course_and_a_deal_at_the_play_page(lang):
    main = main_of(lang)
    hero = main[main.index('class="home-hero"'):main.index("</section>\n</div>")]
    hrefs = re.findall(r'<a class="md-button[^"]*" href="([^"]+)"', hero)
    assert hrefs == ["learn/304/", "play/?game=304", "learn/501/", "play/?game=501"]
    # The drawing is made here, inline: no image from anywhere.
    assert re.search(r'<svg class="home-table" viewBox="[^"]+" role="img" aria-label="[^"]{40,}">', hero)
    assert "<img" not in hero


def test_the_drawing_writes_the_ranks_in_the_pages_language():
    drawing = {lang: re.search(r'<svg class="home-table".*?</svg>', main_of(lang), re.S).group() for lang in HOMES}
    ranks = {lang: set(re.findall(r'class="home-table__rank">([^<]+)<', svg)) for lang, svg in drawing.items()}
    assert {"J", "K", "Q"} <= ranks["en"] and not {"V", "R", "D"} & ranks["en"]
    assert {"V", "R", "D"} <= ranks["fr"] and not {"J", "K", "Q"} & ranks["fr"]


def test_the_french_offer_is_on_every_english_page_and_on_no_french_page():
    pages = sorted(SITE.rglob("index.html"))
    english = [p for p in pages if not p.relative_to(SITE).as_posix().startswith(("fr/", "assets/"))]
    french = [p for p in pages if p.relative_to(SITE).as_posix().startswith("fr/")]
    assert len(english) > 30 and len(french) > 30
    for page in english:
        html = page.read_text(encoding="utf-8")
        offer = re.search(r'<div class="language-offer md-typeset"[^>]*>.*?</div>', html, re.S)
        assert offer, page
        assert ' lang="fr"' in offer.group() and " hidden>" in offer.group()
        twin = re.search(r'href="([^"]+)" hreflang="fr"', offer.group()).group(1)
        here = page.parent.relative_to(SITE).as_posix()
        # The French twin of this very page, relative to it.
        assert (page.parent / twin / "index.html").resolve() == (SITE / "fr" / here / "index.html").resolve(), page
        assert "Ce site existe aussi en français." in text_of(offer.group())
        # Its script, asked for by a French browser only, by a path from this page.
        script = re.search(r'import\("([^"]+)"\)', html[offer.end():]).group(1)
        assert script.startswith(("./", "../")), page
        assert (page.parent / script).resolve() == (SITE / "assets" / "language-offer.js").resolve(), page
    for page in french:
        assert "language-offer" not in page.read_text(encoding="utf-8"), page


def belote_section() -> str:
    main = main_of("fr")
    start = main.index('id="belote"')
    return text_of(main[start:main.index("<h2", start)])


def test_the_french_page_greets_a_belote_player_with_what_they_know():
    text = belote_section()
    # 304: belote's trump order, in every suit; its points, rank by rank, against belote's.
    assert "V-9-A-10-R-D-8-7" in text
    unchanged = re.search(r";([^;:]*) ne bougent pas", text).group(1)
    for rank, belote in BELOTE_TRUMP.items():
        points = DECK_304.card_points(rank + "S")
        if points != belote:
            assert re.search(rf"\b{FRENCH_RANK[rank]} (vaut )?{points} au lieu de {belote}\b", text), rank
        else:
            assert re.search(rf"\b{FRENCH_RANK[rank]}\b", unchanged), rank
            assert f"({points})" in unchanged if points else "(rien)" in unchanged
    assert sum(DECK_304.card_points(card) for card in DECK_304.cards) == 304 and "304 points" in text
    # 501: the marriage against belote-rebelote, and the cards against belote's plain suits.
    assert "belote-rebelote vaut 20" in text
    assert f"{MARRIAGE_IN_TRUMP} à l’atout et {MARRIAGE_PLAIN} dans une autre couleur" in text
    plain = ", ".join(f"{FRENCH_RANK[card[0]]} {DECK_501.card_points(card)}"
                      for card in ["AS", "TS", "KS", "QS", "JS", "9S"])
    assert plain == "as 11, dix 10, roi 4, dame 3, valet 2, neuf 0"
    assert all(DECK_501.card_points(r + "S") == BELOTE_PLAIN[r] for r in "ATKQJ9")
    assert plain in text
