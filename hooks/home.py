"""mkdocs hook: the home page's drawing of a table, `<!-- home-table -->` in docs/index*.md.

An inline SVG made here at build time, with the cards of docs/assets/cards.js (the same suit
shapes, corners and backs), so that the first screen shows the game without a script and
without an image from elsewhere. The table is seen from above, as in the worked examples: your
hand at the bottom, and in the middle the trick of the hidden nine (docs/examples/
304-hidden-nine.md): A leads the A♥, B, void in hearts, answers face down, C plays the K♥ and
D the 10♥; beside D, the maker, the indicator lies crosswise, face down. The ranks are written
in the page's language (V, R, D in French), and the drawing's name comes from the catalogs.
"""

import math
import re
from html import escape

from engine.messages import card_label
from engine.reasons import N_
from template_texts import page_language, translated

from cards import INK, PAPER, SHAPES   # hooks/cards.py: the same cards as on every table

MARKER = re.compile(r"<!--\s*home-table\s*-->")
TEXTS = {
    "label": N_("A card table seen from above: your hand at the bottom; in the middle, a trick "
                "of hearts in which one card was played face down; on the left, the trump "
                "indicator set aside face down."),
}

# What lies on the table, in a 400×230 box: your hand (seven cards, one played), and the trick
# as (card, centre x, centre y, degrees). B's card face down, D's indicator as (x, y, degrees).
# After the first trick D, the maker, holds six cards and the indicator; the others seven.
HAND = ["JS", "9S", "AS", "TD", "KC", "QC", "7H"]
TRICK = [("KH", 200, 76, 6), ("TH", 167, 103, -9), ("AH", 201, 130, -3)]   # C, D, A
FACE_DOWN = (234, 101, 12)                                                  # B, void in hearts
INDICATOR = (92, 146, 90)                                                   # D's, crosswise
BACK = '<use href="#home-back"/>'


def _shape(suit: str, x: float, y: float, size: float) -> str:
    return (f'<path d="{SHAPES[suit]}" fill="{INK[suit]}" '
            f'transform="translate({x} {y}) scale({size / 20:g})"/>')


def _corner(rank: str, suit: str, transform: str = "") -> str:
    attributes = f' transform="{transform}"' if transform else ""
    return (f'<g{attributes}><text x="3" y="16" fill="{INK[suit]}" class="home-table__rank">'
            f'{escape(rank)}</text>{_shape(suit, 3.5, 19, 11)}</g>')


def _face(card: str, lang: str) -> str:
    suit = card[1]
    rank = card_label(card, lang)[:-1]      # "V♠" → "V", "10♥" → "10"
    return (f'<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="{PAPER[suit]}" '
            f'stroke="#7a7a7a" stroke-width="1.2"/>' + _corner(rank, suit)
            + _corner(rank, suit, "rotate(180 30 42)") + _shape(suit, 17, 29, 26))


def _placed(inner: str, x: float, y: float, degrees: float, scale: float) -> str:
    # The card's centre at (x, y), turned by `degrees`, drawn at `scale` of 60×84.
    return (f'<g transform="translate({x:.1f} {y:.1f}) rotate({degrees:g}) scale({scale:g}) '
            f'translate(-30 -42)">{inner}</g>')


def _framed(kind: str) -> str:
    # A back in a frame: dashed for a card played face down, dotted for the set-aside indicator
    # (as the Play page draws them, docs/assets/play/play.css).
    return f'<rect x="-3" y="-3" width="66" height="90" rx="7" class="home-table__{kind}"/>{BACK}'


def _fan(cx: float, cy: float, count: int, step: float, degrees: float, scale: float) -> list:
    """A player's hidden hand: backs side by side along a line turned by `degrees`."""
    turn = math.radians(degrees)
    offsets = [i - (count - 1) / 2 for i in range(count)]
    return [_placed(BACK, cx + offset * step * math.cos(turn), cy + offset * step * math.sin(turn),
                    degrees + offset * 2, scale) for offset in offsets]


def drawing(lang: str) -> str:
    label = translated(TEXTS, lang)["label"]
    parts = [
        f'<svg class="home-table" viewBox="0 0 400 230" role="img" aria-label="{escape(label)}">',
        '<defs><g id="home-back"><rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" '
        'fill="#fff" stroke="#7a7a7a" stroke-width="1.2"/><rect x="5" y="5" width="50" height="74" '
        'rx="3" fill="#2f5d8a" stroke="#cfe0f0" stroke-width="1.5"/><path d="M30 18L44 42 30 66 16 42z" '
        'fill="none" stroke="#9cc3e6" stroke-width="2"/></g></defs>',
        # The table: a green cloth in a wooden rim, and a faint line around the play.
        '<rect x="6" y="6" width="388" height="200" rx="100" class="home-table__rim"/>',
        '<rect x="13" y="13" width="374" height="186" rx="93" class="home-table__cloth"/>',
        '<rect x="28" y="26" width="344" height="160" rx="80" class="home-table__line"/>',
    ]
    parts += _fan(200, 38, 7, 10, 0, 0.36)          # C, your partner, across the table
    parts += _fan(48, 104, 6, 11, 90, 0.36)         # D, on your left
    parts += _fan(352, 104, 7, 10, 90, 0.36)        # B, on your right
    parts.append(_placed(_framed("dotted"), *INDICATOR, 0.42))
    for card, cx, cy, turn in TRICK:
        parts.append(_placed(_face(card, lang), cx, cy, turn, 0.56))
    parts.append(_placed(_framed("dashed"), *FACE_DOWN, 0.56))
    # Your hand, fanned around a point below the table.
    count, spread, radius = len(HAND), 10.5, 104
    for i, card in enumerate(HAND):
        angle = (i - (count - 1) / 2) * spread
        cx = 200 + radius * math.sin(math.radians(angle))
        cy = 282 - radius * math.cos(math.radians(angle))
        parts.append(_placed(_face(card, lang), cx, cy, angle, 0.7))
    parts.append("</svg>")
    return "".join(parts)


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    svg = drawing(page_language(page))
    return MARKER.sub(lambda match: svg, html)
