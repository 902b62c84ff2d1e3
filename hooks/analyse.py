"""mkdocs hook: the Analyse page, `<!-- analyse -->` in docs/analyse.md and docs/analyse.fr.md.

Renders overrides/analyse/analyse.html in the page's language: the deal's settings as a static
form (game, dealer, seats), the line of notation, and for docs/assets/analyse/ the texts of the
worked-example viewer (hooks/examples.py: the table, the cards, the engine's loading status),
the page's own, every one through the catalogs, the card labels of both packs and each game's
pack and hands (engine.app.analysis.notation), so the picker offers exactly the game's cards.
"""

import json
import re
from pathlib import Path

from mkdocs.utils import get_relative_url

import examples  # hooks/examples.py: the viewer's texts and card labels (it puts the root on sys.path)
import play  # hooks/play.py: the names of 304's rules, as the Play page offers them
from engine.app.analysis.notation import dealers, hand_names
from engine.cards import DECKS
from engine.game501.tables import HAND_SIZE as HAND_501, TALON_SIZE
from engine.reasons import N_
from template_texts import environment, language_prefix, page_language, translated

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "overrides" / "analyse"
MARKER = re.compile(r"<!--\s*analyse\s*-->")

# The page's own sentences ({name} placeholders once filled for the browser).
ANALYSE_TEXTS = {
    "talon": N_("Talon"),
    "hands_title": N_("The hands"),
    "hand_label": N_("%(hand)s: %(n)s of %(size)s"),
    "filling": N_("Tap a card of the pack to put it in %(hand)s; tap a card of a hand to take "
                  "it back."),
    "all_placed": N_("Every card is placed: the deal is ready to analyse."),
    "pack_title": N_("The pack: %(n)s cards left"),
    "placed_in": N_("%(card)s, in %(hand)s"),
    "take_back": N_("%(card)s: take it back from %(hand)s"),
    "clear": N_("Clear the hands"),
    "random_rest": N_("Deal the rest at random"),
    "to_place": N_("Cards still to be placed: %(n)s. Every hand must be full."),
    "line_read": N_("Deal read: the hands are filled in."),
    "progress": N_("%(done)s of %(total)s cells — working out %(seat)s with %(trump)s…"),
    "progress_done": N_("The table is complete: %(total)s cells."),
    "cancelled": N_("Stopped after %(done)s of %(total)s cells. Analyse again to finish the "
                    "table."),
    "cancel": N_("Cancel"),
    "table_title": N_("The open-hands table"),
    "col_maker": N_("Maker"),
    "col_declarer": N_("Declarer"),
    "caption_304": N_("The card points the maker's side takes, every card known and both sides "
                      "at their best: the trump kept closed / opened before the lead, the "
                      "better of the two in bold, and the best indicator of the maker's first "
                      "four cards."),
    "caption_501": N_("The declarer's points (card points and the marriages that count) after "
                      "the talon, every card known and everyone at their best, with the best "
                      "gives."),
    "cell_304": N_("%(seat)s with %(trump)s: %(closed)s with the trump closed (indicator "
                   "%(indicator)s), %(opened)s opened before the lead."),
    "caption_304_open": N_("The card points the maker's side takes, every card known and both "
                           "sides at their best, and the best indicator of the maker's first "
                           "four cards. Under these rules the trump is open from the start: no "
                           "trump is closed, and each figure is the play with the trump open."),
    "cell_304_must_open": N_("%(seat)s with %(trump)s: the trump cannot stay closed (the maker "
                             "holds the eight trumps and leads, and no trump may be led to the "
                             "first trick closed); %(opened)s opened before the lead."),
    "must_open": N_("must open"),
    "cell_304_closed_only": N_("%(seat)s with %(trump)s: %(closed)s (indicator %(indicator)s)."),
    "cell_none_304": N_("%(seat)s cannot make %(trump)s trump: none of its first four cards is "
                        "of that suit."),
    "cell_none_501": N_("%(seat)s cannot declare at this table."),
    "cell_501": N_("%(seat)s with %(trump)s: %(points)s, giving %(gives)s."),
    "give": N_("%(card)s to %(seat)s"),
    "cell_pending": N_("not worked out yet"),
    "cell_working": N_("being worked out"),
    "cell_failed": N_("%(seat)s with %(trump)s: not worked out (%(message)s)"),
    "leader": N_("Dealer %(dealer)s; %(leader)s leads."),
    "link": N_("Link to this analysis"),
    "link_note": N_("The link holds the deal: it opens this table on any machine."),
    "copy": N_("Copy the link"),
    "copied": N_("Link copied."),
    "bad_link": N_("This link does not hold a deal that can be read:"),
    "open_line": N_("Tap a cell to open its best line on the Play page: step through it card by "
                    "card, or play on against the bots from any card."),
    "open_line_label": N_("%(sentence)s Open its best line on the Play page."),
    "line_working": N_("Working out the best line of %(seat)s with %(trump)s…"),
    "line_failed": N_("The best line could not be worked out: %(message)s"),
}


def texts(lang: str) -> dict:
    return {**examples.texts(lang), **translated(ANALYSE_TEXTS, lang)}


# The page's choices of game: 304, 501 with three at the table, 501 with four (the dealer sits
# out, 501-C1) — each the game and the table's size the engine is asked about.
TABLES = {"304": ("304", 4), "501": ("501", 3), "501-4": ("501", 4)}


def games() -> dict:
    """Each choice's game and table size, pack, seats that may deal, and for each dealer the
    hands in the order the line writes them (with four at 501, the dealer's is not one of
    them), with their sizes."""
    sizes = {"304": [8, 8, 8, 8], "501": [HAND_501] * 3 + [TALON_SIZE]}
    found = {}
    for key, (game, players) in TABLES.items():
        seats = dealers(players)
        found[key] = {"game": game, "players": players, "cards": list(DECKS[game].cards),
                      "dealers": seats, "sizes": sizes[game],
                      "hands": {dealer: list(hand_names(game, dealer, players)) for dealer in seats},
                      # (the values of the menu of 304's rules: a link's variant is one of them)
                      "variants": [value for value in play.RULES_304 if value] if game == "304" else []}
    return found


def render(lang: str, page_url: str) -> str:
    return environment(lang, TEMPLATES).get_template("analyse.html").render(
        lang=lang, rules_304=play.rules_304(lang), texts_json=json.dumps(texts(lang), ensure_ascii=False),
        labels_json=json.dumps(examples.labels(None, lang), ensure_ascii=False),
        games_json=json.dumps(games()),
        script_url=get_relative_url("assets/analyse/analyse.js", page_url),
        css_url=get_relative_url("assets/analyse/analyse.css", page_url),
        # (a cell's best line opens there: hooks/play.py's page, in the same language)
        play_url=get_relative_url(f"{language_prefix(lang)}play/", page_url),
    )


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    return MARKER.sub(lambda m: render(page_language(page), page.url), html)
