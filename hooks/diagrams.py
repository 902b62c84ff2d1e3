"""mkdocs hook for the rules pages: diagrams rendered from data, and citable rule anchors.

Diagrams. `<!-- diagram: NAME -->` in a page is replaced by the Jinja2 template
`overrides/diagrams/NAME.html`, rendered in the page's language with the project's gettext
catalogs (`hooks/template_texts.py`), with everything a widget gets (`hooks/widgets.py`). The data
comes from the engine where the engine has it (card points, trick winner, token table) and from
the small tables below otherwise. Every diagram carries its own text equivalent: a real table,
or a caption that says everything the picture shows.

Rule anchors. A list item or paragraph of a page that starts with a 304 rule id in brackets,

    - [304-H12] If at least one face-down card is a trump, ...

gets `id="304-H12"` and the bracketed id becomes a small link to itself, so that examples,
puzzles and engine messages can link to `.../#304-H12` and readers can cite the rule. The ids are
added in the Markdown tree, so mkdocs sees them when it validates links between pages.
hooks/rule_links.py collects them, with the 501 pages' own, into the rule-to-page map.
"""

import re
import xml.etree.ElementTree as etree
from pathlib import Path

from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor
from mkdocs.exceptions import PluginError

import cards as card_drawing  # hooks/cards.py: the cards, drawn as on the tables (card_svg)
import widgets  # hooks/widgets.py (hooks import each other by name: see hooks/template_texts.py)
from engine.cards import DECK_304, SUITS, suit_of
from engine.game304.tables import (BID_MAX, BID_STEP, CAPS_BONUS, CAPS_BONUS_BEFORE_TRICK,
                                   CAPS_LOST_TRICK_TOKENS, EXPOSURE_CONTRACT, FIRST_BID_MIN,
                                   HAND_SIZE, LATER_CALL_FLOOR, PACKET, PCC,
                                   SECOND_AUCTION_FLOOR, TOKEN_TABLE, TOKENS_PER_SIDE, TRICKS,
                                   WRONG_CAPS_TOKENS)
from engine.game304.tricks import trick_points, trick_winner
from engine.messages import card_label, suit_name
from template_texts import environment, page_language

TEMPLATES = Path(__file__).resolve().parent.parent / "overrides" / "diagrams"
MARKER = re.compile(r"<!--\s*diagram:\s*([a-z0-9-]+)\s*-->")
RULE_ID = re.compile(r"^\s*\[(304-[A-Z]+[0-9]+)\]\s*")

# --- Data the engine does not hold --------------------------------------------------------
# Seats in playing order (anticlockwise) and where each sits on the drawing of the table.
SEATING = [("A", "south"), ("B", "east"), ("C", "north"), ("D", "west")]
# "A hidden nine" (RULES.md D1): D is maker with J♠ face down; B, void in hearts, answers face
# down with the nine of trumps.
HIDDEN_NINE = {
    "maker": "D",
    "indicator": "JS",
    "plays": [("A", "AH", False), ("B", "9S", True), ("C", "KH", False), ("D", "TH", False)],
}


# --- Rule anchors ---------------------------------------------------------------------------
class _RuleAnchors(Treeprocessor):
    """Give `id="304-X9"` to the list item or paragraph that opens with `[304-X9]`."""

    def run(self, root):
        for element in root.iter():
            if element.tag not in ("li", "p"):
                continue
            target, holder = element, element
            if element.tag == "li" and not (element.text or "").strip() and len(element):
                holder = element[0]  # a loose list item: its first paragraph holds the text
                if holder.tag != "p":
                    continue
            match = RULE_ID.match(holder.text or "")
            if not match or target.get("id"):
                continue
            rule = match.group(1)
            target.set("id", rule)
            target.set("class", (target.get("class", "") + " rule").strip())
            link = etree.Element("a", {"class": "rule-id", "href": f"#{rule}"})
            link.text = rule
            link.tail = " " + (holder.text or "")[match.end():]
            holder.text = ""
            holder.insert(0, link)


class RuleAnchorsExtension(Extension):
    def extendMarkdown(self, md):
        # After inline parsing (20) and attr_list (8), before toc and mkdocs' anchor list (5).
        md.treeprocessors.register(_RuleAnchors(md), "rule_anchors_304", 6)


def on_config(config):
    if not any(isinstance(ext, RuleAnchorsExtension) for ext in config.markdown_extensions):
        config.markdown_extensions.append(RuleAnchorsExtension())
    return config


# --- Diagrams -------------------------------------------------------------------------------
def _card(card: str, lang: str) -> dict:
    return {"code": card, "label": card_label(card, lang), "suit": suit_of(card),
            "suit_name": suit_name(suit_of(card), lang), "points": DECK_304.card_points(card)}


def _hidden_nine(lang: str) -> dict:
    data = HIDDEN_NINE
    cards = [card for _, card, _ in data["plays"]]
    winner = trick_winner(cards, suit_of(data["indicator"]))
    return {
        "maker": data["maker"],
        "indicator": _card(data["indicator"], lang),
        "plays": [{"seat": seat, "card": _card(card, lang), "face_down": face_down,
                   "lead": index == 0, "wins": index == winner}
                  for index, (seat, card, face_down) in enumerate(data["plays"])],
        "winner": data["plays"][winner][0],
        "points": trick_points(cards),
    }


def _context(lang: str) -> dict:
    ranks = [{"label": card_label(rank + "S", lang)[:-1], "points": DECK_304.points[rank]}
             for rank in DECK_304.ranks]
    return {
        **widgets.context(lang),
        "ranks": ranks,
        "suit_points": sum(rank["points"] for rank in ranks),
        "pack_points": DECK_304.total_points(),
        "suit_list": [{"letter": suit, "label": card_label("J" + suit, lang)[-1],
                       "name": suit_name(suit, lang)} for suit in SUITS],
        "seating": SEATING,
        "hidden_nine": _hidden_nine(lang),
        "token_rows": [{"low": low, "high": high, "made": made, "failed": failed,
                        "pcc": low == PCC} for low, high, made, failed in TOKEN_TABLE],
        "tokens_per_side": TOKENS_PER_SIDE,
        "caps_bonus": CAPS_BONUS,
        "wrong_caps": WRONG_CAPS_TOKENS,
        "caps_lost_trick": CAPS_LOST_TRICK_TOKENS,
        "floors": {"first": FIRST_BID_MIN, "step": BID_STEP, "max": BID_MAX,
                   "later": LATER_CALL_FLOOR, "second": SECOND_AUCTION_FLOOR,
                   "exposure": EXPOSURE_CONTRACT, "packet": PACKET, "hand": HAND_SIZE,
                   "tricks": TRICKS, "caps_before": CAPS_BONUS_BEFORE_TRICK},
    }


def on_page_content(html, page, config, files):
    lang = page_language(page)

    def render(match):
        name = match.group(1)
        if not (TEMPLATES / f"{name}.html").exists():
            raise PluginError(f"{page.file.src_path}: no diagram named {name!r}")
        env = environment(lang, TEMPLATES)
        env.globals["card_svg"] = card_drawing.svg
        return env.get_template(f"{name}.html").render({**_context(lang), "cards_url": card_drawing.url(lang, page.url)})

    return MARKER.sub(render, html)
