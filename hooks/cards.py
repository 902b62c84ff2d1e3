"""mkdocs hook: the cards, drawn once, in one place, as SVG made here (no third-party images).

Every table of the site (the worked examples and their branches, the puzzles, the lessons, the
Play page) and the rules pages' diagrams show a card as an image of one small SVG file this
hook writes for each language, `assets/cards/<lang>/<card>.svg` (`9S.svg`, `back.svg`):

    <img class="card-svg" src="../../assets/cards/en/9S.svg" alt="" draggable="false" loading="lazy">

(overrides/tutorials/table.html and the diagrams at build time through `svg`, the templates'
`card_svg`; docs/assets/cards.js in the browser: the same image). A face has its rank, its
suit's shape and its suit's letter in two corners (suits told apart by shape and letter, not
only by colour: red for hearts and diamonds, a tint for the paper of diamonds and clubs) and the
suit's shape in the middle; a back is a framed pattern. The ranks and letters are the language's
(R, D, V and P, Co, Ca, T in French). One element a card, a file a card, fetched when its table
is in view (a worked example's fifty static frames, hidden while the viewer shows one, fetch
none) and kept (hooks/offline.py's shell).
"""

import re
from pathlib import Path

from markupsafe import Markup, escape
from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

from engine.cards import DECKS
from engine.messages import card_label
from engine.reasons import N_
from template_texts import translated

# The suits' letters on a card, in the order spades, hearts, diamonds, clubs.
TEXTS = {"suit_letters": N_("S H D C")}

# The four suit shapes, drawn in a 20×20 box.
SHAPES = {
    "S": "M10 1C6 6 1 8.5 1 12.5a4 4 0 0 0 7 2.6L7 19h6l-1-3.9a4 4 0 0 0 7-2.6C19 8.5 14 6 10 1z",
    "H": "M10 18C5 13.5 1 10.5 1 6.2A4.6 4.6 0 0 1 10 4.3a4.6 4.6 0 0 1 9 1.9C19 10.5 15 13.5 10 18z",
    "D": "M10 1L17.5 10 10 19 2.5 10z",
    "C": "M10 1.5a3.9 3.9 0 0 0-3.4 5.8A3.9 3.9 0 1 0 8.3 14L7 19h6l-1.3-5a3.9 3.9 0 1 0 1.7-6.7A3.9 3.9 0 0 0 10 1.5z",
}
# The paper of a face: white, with a tint for diamonds and clubs (a second cue beside the
# shape for four-colour readers).
PAPER = {"S": "#fff", "H": "#fff", "D": "#fff6ee", "C": "#f1f8f1"}
INK = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c0162a", "D": "#c0162a"}
EDGE = 'x="0.75" y="0.75" width="58.5" height="82.5" rx="5" stroke="#7a7a7a" stroke-width="1.2"'
CARDS = sorted(set(DECKS["304"].cards) | set(DECKS["501"].cards))


def _face(card: str, rank: str, letter: str) -> str:
    suit = card[1]
    # One corner, as on a real card: the rank, the suit's shape under it, its letter under the
    # shape, in a column narrow enough to show whole where the cards of a hand overlap (a third
    # of the card's width, half its height). The other corner is the same, turned round the
    # card's centre.
    corner = (f'<text x="3.2" y="15.5" font-size="15" letter-spacing="-1">{rank}</text>'
              f'<use href="#suit-{suit}" transform="translate(3 18.5) scale(0.55)"/>'
              f'<text x="3" y="39" font-size="10">{letter}</text>')
    colour = INK[suit]
    return (f'<rect {EDGE} fill="{PAPER[suit]}"/>'
            f'<g fill="{colour}" font-family="system-ui, sans-serif" font-weight="700">'
            f'{corner}<g transform="rotate(180 30 42)">{corner}</g>'
            f'<use href="#suit-{suit}" transform="translate(18 30) scale(1.2)"/></g>')


BACK = (f'<rect {EDGE} fill="#fff"/>'
        '<rect x="5" y="5" width="50" height="74" rx="3" fill="#2f5d8a" stroke="#cfe0f0" stroke-width="1.5"/>'
        '<path d="M30 18L44 42 30 66 16 42z" fill="none" stroke="#9cc3e6" stroke-width="2"/>'
        '<path d="M30 30L37 42 30 54 23 42z" fill="#9cc3e6"/>')
FACES = CARDS + ["back"]


def files(lang: str) -> dict:
    """{"9S.svg": its SVG, …, "back.svg": …}: every card's face and the back, in `lang`."""
    letters = dict(zip("SHDC", translated(TEXTS, lang)["suit_letters"].split()))
    drawn = {}
    for card in FACES:
        if card == "back":
            shape, drawing = "", BACK
        else:
            shape = f'<defs><path id="suit-{card[1]}" d="{SHAPES[card[1]]}"/></defs>'
            drawing = _face(card, re.sub("[♠♥♦♣]", "", card_label(card, lang)), letters[card[1]])
        drawn[f"{card}.svg"] = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84" width="60" '
                                f'height="84">{shape}{drawing}</svg>\n')
    return drawn


def url(lang: str, page_url: str) -> str:
    """The address of `lang`'s folder of cards from the page at `page_url` (a page's `url`)."""
    return get_relative_url(f"assets/cards/{lang}", page_url)


def svg(card, folder_url: str) -> Markup:
    """One card as a page draws it at build time (`card`: "9S", or None for a back): the
    templates' `card_svg`, as cards.js's cardSvg draws it in the browser."""
    return Markup(f'<img class="card-svg" src="{escape(folder_url)}/{card or "back"}.svg" alt="" '
                  'draggable="false" loading="lazy">')


# Before hooks/offline.py lists the site's files for the service worker (and hooks/compress.py
# compresses them).
@event_priority(50)
def on_post_build(config, **kwargs):
    for lang in ("en", "fr"):
        folder = Path(config["site_dir"]) / "assets" / "cards" / lang
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in files(lang).items():
            (folder / name).write_text(text, encoding="utf-8")
