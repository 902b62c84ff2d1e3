"""mkdocs hook: worked examples, from scenario files to pages.

(Rule links in the examples, `data-rule="304-H12" href="#"`, are pointed at their paragraphs by
hooks/rule_links.py.)

`<!-- tutorial: 304/hidden-nine -->` in a page becomes the example `tutorials/304/hidden-nine.toml`:
every frame drawn as static HTML (readable without JavaScript and printable, from above), and a
JSON transcript (`assets/transcripts/<lang>-<game>-<id>.json`) from which the viewer
(docs/assets/viewer/) steps instantly and shows any seat's view. Both come from
`tutorials.transcript`, in the page's language.
"""

import json
import re
import sys
from pathlib import Path
from urllib.parse import urlencode

import jinja2
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.app.analysis.notation import dealt_line  # noqa: E402
from engine.cards import DECKS, SUITS  # noqa: E402
from engine.messages import card_label, card_name, suit_name  # noqa: E402
from engine.reasons import N_  # noqa: E402
from engine.scenarios import load  # noqa: E402
from tutorials import transcript  # noqa: E402

# Other hooks' modules, imported by name (see hooks/template_texts.py).
import cards  # noqa: E402  (a card drawn at build time: the templates' card_svg, the cards' folder)
import pyodide_assets  # noqa: E402  (the engine's download size)
from template_texts import language_prefix, page_language, translated  # noqa: E402

TEMPLATES = ROOT / "overrides" / "tutorials"
MARKER = re.compile(r"<!--\s*tutorial:\s*([a-z0-9/-]+)\s*-->")


# Every sentence of the viewer, for the static page and for the browser: {name} placeholders.
VIEWER_TEXTS = {
    "analyse_link": N_("Analyse this deal by open hands"),   # (the Analyse page, and the review's)
    "face_down_card": N_("face-down card"),
    "played_face_down": N_("played face down"),
    "dealer": N_("dealer"),
    "maker": N_("maker"),
    "declarer": N_("declarer"),
    "sits_out": N_("sits out"),
    "not_looked": N_("has not looked"),
    "to_play": N_("to play"),
    "to_bid": N_("to bid"),   # the seat to speak in an auction (bid or pass)
    "hand_of": N_("Hand of %(seat)s"),
    "cards_count": N_("%(n)s cards"),
    "no_cards": N_("no cards"),
    "indicator_of": N_("Indicator of %(seat)s:"),
    "talon": N_("Talon:"),
    "talon_shown": N_("Talon, shown to all and taken by the declarer:"),
    "trick_in_play": N_("Trick in play"),
    "trick_won_by": N_("Trick won by %(seat)s"),
    "previous_trick": N_("Previous trick"),
    "contract": N_("Contract"),
    "trump": N_("Trump"),
    "closed": N_("closed"),
    "tokens": N_("Tokens A–C : B–D"),
    "tokens_before": N_("Tokens before this deal, A–C : B–D"),
    "points_304": N_("Card points A–C : B–D"),
    "bid": N_("Bid"),
    "blind": N_("blind"),
    "no_trump": N_("no-trump"),
    "scores": N_("Scores"),
    "scores_before": N_("Scores before this deal"),
    "points_501": N_("Card points"),
    "step": N_("Step %(n)s"),
    "step_of": N_("Step %(n)s of %(total)s"),
    "refused": N_("Refused:"),
    "first": N_("First step"),
    "previous": N_("Previous step"),
    "next": N_("Next step"),
    "last": N_("Last step"),
    "view": N_("View"),
    "from_above": N_("From above (all cards)"),
    "from_seat": N_("What %(seat)s can see"),
    "show_previous": N_("Show the previous trick"),
    "hide_previous": N_("Hide the previous trick"),
    "no_previous": N_("No trick has been completed before this one."),
    "controls": N_("Steps of the example"),
    "keys_title": N_("Keys, when the viewer has the focus:"),
    "keys_step": N_("one step back or forward"),
    "keys_ends": N_("the first or the last step"),
    "keys_pages": N_("the next or the previous page (asks first while you play your own line)"),
    "playable": N_("%(card)s, playable"),
    "set_aside": N_("set aside, face down"),
    "led_by": N_("Led by %(seat)s"),
    "play_anticlockwise": N_("Play goes anticlockwise"),
    "play_clockwise": N_("Play goes clockwise"),
    "previous_won_by": N_("Previous trick, won by %(seat)s"),
    # A refused action in the reader's own line: the same words as in the examples.
    "refused_play": N_("%(seat)s tries to play %(card)s: the rules refuse it."),
    "refused_other": N_("%(seat)s tries an action that the rules refuse."),
    "auction": N_("Calls so far"),
    # One call of the list (the observations' shared shape: call, value, blind).
    "call_line": N_("%(seat)s: %(call)s"),
    "call_pass": N_("pass"),
    "call_partner": N_("asks partner"),
    "call_redeal": N_("asks for a redeal"),
    "call_look": N_("looks at their cards"),
    "call_bid": N_("bid %(value)s"),
    "branch": N_("Play something else here"),
    "branch_back": N_("Back to the example"),
    "branch_undo": N_("Undo"),
    "branch_leave": N_("Leave your own line? The actions you played in it will be lost."),
    "branch_intro": N_("Your own line: choose an action for %(seat)s. Legal cards are highlighted."),
    "branch_over": N_("The deal is over."),
    "branch_other_seat": N_("It is %(seat)s's turn. Choosing for %(seat)s shows %(seat)s's "
                            "cards, which this view hides."),
    "branch_show_above": N_("Choose from above"),
    "bots_finish": N_("Let the bots finish"),
    "bots_stop": N_("Stop the bots"),
    "bots_playing": N_("The bots play the deal out; %(seat)s is to act."),
    "bots_your_seat": N_("The bots play the other seats: your turn, as %(seat)s."),
    "engine_size": N_("The first time, about %(mb)s MB to download."),
    "engine_download": N_("Downloading the rules engine: %(loaded)s of %(total)s MB"),
    "engine_start": N_("Starting the rules engine…"),
    # The choices panel of a branch and of the Play page (docs/assets/choices.js): calls as
    # short buttons, amounts by a stepper, a 501 give as a seat.
    "choice_pass": N_("Pass"),
    "choice_partner": N_("Ask partner"),
    "choice_redeal": N_("Ask for a redeal"),
    "choice_open": N_("Open the trump"),
    "choice_spoilt": N_("Spoilt trumps"),
    "choice_look": N_("Look at my cards"),
    "choice_concede": N_("Concede"),
    "choice_pcc": N_("Partner Close Caps"),
    "bid_amount": N_("Bid %(n)s"),
    "contract_amount": N_("Contract of %(n)s"),
    "step_down": N_("%(n)s less"),
    "step_up": N_("%(n)s more"),
    "give_to": N_("Give it to %(seat)s"),
    "choose_give": N_("Choose a card to give, then the seat to give it to."),
    "engine_ready": N_("The engine is ready."),
    "engine_failed": N_("The rules engine could not be loaded. Check your connection, then try again."),
    "engine_timeout": N_("The rules engine is taking too long to load. Check your connection, then try again."),
    "engine_retry": N_("Try again"),
    "rule_link": N_("Read the rule"),
    "rules": N_("Rules:"),
    "pcc": N_("Partner Close Caps"),
    "direction_304": N_("Seats A, B, C, D in playing order, anticlockwise; partners A–C and B–D. "
                        "Dealer: %(seat)s."),
    "direction_501": N_("Seats in playing order, clockwise. Dealer: %(seat)s."),
}


def texts(lang: str) -> dict:
    found = translated(VIEWER_TEXTS, lang)
    found["engine_size"] = found["engine_size"].replace("{mb}", pyodide_assets.engine_download_mb())
    return found


def labels(game: str, lang: str) -> dict:
    """Card and suit labels for the page's scripts: one game's deck, or both (`game` None)."""
    cards = DECKS[game].cards if game else sorted(set(DECKS["304"].cards) | set(DECKS["501"].cards))
    return {"short": {c: card_label(c, lang) for c in cards},
            "names": {c: card_name(c, lang) for c in cards},
            "suits": {s: suit_name(s, lang) for s in SUITS}}


def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined)
    env.filters["fill"] = lambda text, **values: re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]), text)
    env.globals["card_svg"] = cards.svg
    return env


def render(name: str, lang: str, page_url: str, site_dir: str) -> str:
    data = load(ROOT / "tutorials" / f"{name}.toml")
    t = transcript.build(data, lang)
    target = f"assets/transcripts/{lang}-{t['game']}-{t['id']}.json"
    path = Path(site_dir) / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(t, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    prefix = language_prefix(lang)
    page_labels = labels(t["game"], lang)
    page_texts = texts(lang)
    return environment().get_template("viewer.html").render(
        t=t, lang=lang, labels=page_labels, texts=page_texts,
        labels_json=json.dumps(page_labels, ensure_ascii=False),
        cards_url=cards.url(lang, page_url),
        texts_json=json.dumps(page_texts, ensure_ascii=False),
        transcript_url=get_relative_url(target, page_url),
        rule_anchors_url=get_relative_url(f"{prefix}assets/rule-anchors.json", page_url),
        # The anchors file maps rule ids to addresses from the site's root (French ones
        # already start with "fr/"), so links are made from the site root, not the language's.
        site_root_url=get_relative_url(".", page_url).rstrip("/") + "/",
        analyse_url=analyse_url(data, prefix, page_url),
        script_url=get_relative_url("assets/viewer/start.js", page_url),
    )


def analyse_url(data: dict, prefix: str, page_url: str) -> str | None:
    """A scenario's deal as dealt on the Analyse page (its open-hands table, under the
    scenario's 304 variant if any), or None for rules that page does not offer."""
    deal = dealt_line({key: value for key, value in data.items() if key != "steps"})
    return None if deal is None else f"{get_relative_url(f'{prefix}analyse/', page_url)}#{urlencode(deal)}"


def on_page_content(html, page, config, files):
    lang = page_language(page)
    return MARKER.sub(lambda m: render(m.group(1), lang, page.url, config["site_dir"]), html)
