"""Cards drawn as cards, for the browser tests: hooks/cards.py draws each face and the back once,
a small SVG file a card and language (`assets/cards/<lang>/9S.svg`, `back.svg`);
docs/assets/cards.js and overrides/tutorials/table.html draw a card as an image of its file.

`face(card)` is that image, for `expect(...)`:

    expect(face(card)).to_have_attribute(*shows("9S"))     # the nine of spades, face up
    expect(face(card)).to_have_attribute(*shows(None))     # a back

`LOOK` (a function for `evaluate`) describes how a card is drawn: the card it shows ("9S",
"back") and its file, whether the image is drawn, its size on screen (the image: upright or
crosswise) and the element's (what a tap reaches), its outline and tint; `drawing(page, look)`
reads the file: the texts of its corners (rank and suit letter, twice) and its suit shapes.
"""

import re
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def face(card):
    return card.locator(":scope > img.card-svg")


def shows(card_code):
    """(attribute, value) for `to_have_attribute` on `face(card)`: a card ("9S"), or a back (None)."""
    return "src", re.compile(re.escape(f"/{card_code or 'back'}.svg") + "$")


LOOK = r"""(card) => {
  const image = card.querySelector(':scope > img.card-svg');
  const file = image ? image.src : null;
  const id = file ? file.split('/').pop().replace(/\.svg$/, '') : null;
  const box = card.getBoundingClientRect();
  const drawn = image ? image.getBoundingClientRect() : { width: 0, height: 0 };
  const style = getComputedStyle(card);
  return {
    id, file, tag: card.tagName.toLowerCase(), classes: [...card.classList],
    label: card.getAttribute('aria-label'), role: card.getAttribute('role'),
    drawn: Boolean(image && image.complete && image.naturalWidth > 0),
    width: drawn.width, height: drawn.height, boxWidth: box.width, boxHeight: box.height,
    outline: style.outlineStyle, tint: getComputedStyle(card, '::before').backgroundColor,
    text: card.textContent,
  };
}"""

_FILES = {}


def drawing(page, look) -> dict:
    """{"texts": [...], "shapes": [...]} of the file `look` shows."""
    if look["file"] not in _FILES:
        response = page.request.get(look["file"])
        assert response.ok, look["file"]
        _FILES[look["file"]] = ET.fromstring(response.text())
    root = _FILES[look["file"]]
    return {"texts": [text.text for text in root.iter(f"{SVG}text")],
            "shapes": [use.get("href") for use in root.iter(f"{SVG}use")]}
