"""mkdocs hook: the practice table, `<!-- play -->` in docs/play.md and docs/play.fr.md.

Renders overrides/play/play.html in the page's language: the match's settings as a static form
(game, seat, rule set, bots' level, speed, coach), and for docs/assets/play/ the same labels and
texts the worked-example viewer uses (hooks/examples.py, so both tables read alike) plus the
table's own, every one through the catalogs.
"""

import json
import re
from pathlib import Path

from mkdocs.utils import get_relative_url

import drills  # hooks/drills.py: the review's word on the drills made of its mistakes
import examples  # hooks/examples.py: the viewer's texts and card labels (it puts the root on sys.path)
from engine.game304.rules import VARIANTS
from engine.reasons import N_
from template_texts import environment, language_prefix, page_language, translated

ROOT = Path(__file__).resolve().parent.parent

TEMPLATES = ROOT / "overrides" / "play"
MARKER = re.compile(r"<!--\s*play\s*-->")

# The table's own sentences ({name} placeholders once filled for the browser).
PLAY_TEXTS = {
    "start": N_("Start the match"),
    "starting": N_("Dealing…"),
    "abandon": N_("Abandon the match"),
    "abandon_confirm": N_("Abandon this match? It cannot be resumed."),
    "resume_note": N_("Your match is kept in this browser: you can close the page and come back."),
    "your_turn": N_("Your turn: choose an action for %(seat)s. Playable cards are outlined."),
    "your_call": N_("Your turn: choose a call for %(seat)s."),   # no card to play: calls only
    "waiting": N_("%(seat)s is thinking…"),
    "you_are": N_("You play %(seat)s."),
    "partner_is": N_("Your partner, a bot, plays %(seat)s."),
    "deal_number": N_("Deal %(n)s"),
    "match_304": N_("Match to 22 tokens"),
    "game_501": N_("Game to zero"),
    "tokens_line": N_("Tokens — A–C: %(ac)s, B–D: %(bd)s"),
    "scores_line": N_("Scores — %(scores)s"),
    "log": N_("What happened"),
    "hint": N_("Hint"),
    "hints": N_("Hints"),
    "caps_switch": N_("Caps warning"),
    "undo_switch": N_("Undo"),
    "hint_wait": N_("The strong bot is weighing your choices…"),
    "undo": N_("Undo my last action"),
    "undo_short": N_("Undo"),
    "caps_warning": N_("Your side can prove Caps from what you know: you may call it now, and "
                       "the rules require it (304-K3)."),
    "refused": N_("Refused:"),
    "rule_link": N_("Read the rule"),
    "deal_over": N_("The deal is over."),
    "match_over_304": N_("The match is over: side %(side)s holds all the tokens."),
    "match_over_501": N_("The game is over: %(seats)s won."),
    "you_won": N_("Well played — your side won."),
    "you_lost": N_("Your side lost this one."),
    "next_deal": N_("Next deal"),
    "new_match": N_("New match"),
    "review": N_("Review this deal"),
    "review_title": N_("Review of deal %(n)s"),
    "review_progress": N_("Weighing card %(n)s of %(total)s…"),
    "review_done": N_("Review ready: %(total)s cards reviewed."),
    "review_intro": N_("Each card is compared with the best card at that moment, in two ways. "
                       "By what its player knew: the coach's evaluation, the same as a hint at "
                       "that moment, averaged over deals drawn from those its player could not rule "
                       "out, with the margin of that estimate; a card within the margin of the "
                       "best is a tie, not a mistake. By open hands: every card known, exact."),
    "mistakes": N_("Your three costliest cards"),
    "no_mistakes": N_("None of your cards was a mistake by what you knew: each was the best, or "
                      "within the margin of the best."),
    "knew_best": N_("best"),
    "knew_tie": N_("a tie with %(best)s"),
    "knew_worse": N_("%(points)s (± %(margin)s); better: %(best)s"),
    "open_best": N_("best"),
    "open_worse": N_("%(points)s; better: %(best)s"),
    "unlucky_intro": N_("Right by what you knew, but the cards lay otherwise (by open hands):"),
    "unlucky_line": N_("%(card)s, trick %(trick)s: %(best)s would have made %(points)s "
                       "more with every card known."),
    "whose": N_("Cards of"),
    "whose_mine": N_("your seat"),
    "whose_all": N_("every seat"),
    "col_trick": N_("Trick"),
    "col_card": N_("Card"),
    "col_open": N_("By open hands"),
    "col_knew": N_("By what was known"),
    "col_play": N_("Play on"),
    "play_from": N_("Play on from here"),
    "play_from_label": N_("Play on from %(card)s, trick %(trick)s"),
    # A number of points, singular or plural by the language's rule (Intl.PluralRules "one").
    "points_one": N_("%(points)s point"),
    "points_other": N_("%(points)s points"),
    "cost_none": N_("—"),
    "cost_unknown": N_("not computed"),
    "cost_after_caps": N_("after Caps"),
    "caps_call": N_("Call Caps…"),
    "caps_held": N_("The bots wait for you."),
    "caps_play_on": N_("Play on without calling"),
    "caps_order_title": N_("Caps: tap your cards in the order you will play them. The bots wait."),
    "caps_order_empty": N_("No card chosen yet."),
    "caps_order_so_far": N_("Your order: %(cards)s"),
    "caps_order_add": N_("Play %(card)s next"),
    "caps_order_call": N_("Call Caps with this order"),
    "caps_order_back": N_("Take back the last card"),
    "caps_order_cancel": N_("Do not call"),
    "cost_pending": N_("weighing…"),
    "review_filling": N_("The hardest positions, early in the deal, are still being solved by "
                         "open hands; their figures appear as they come."),
    "review_complete": N_("Every card is now also compared with the best card by open hands, "
                          "every card known."),
    "mistake_line": N_("%(card)s, trick %(trick)s: %(best)s was better by what you knew, by "
                       "%(points)s on average over %(deals)s deals (± %(margin)s)."),
    "calls_title": N_("Your calls: the bid and the trump"),
    "calls_pending": N_("Working out, by open hands, what the contract would give with each "
                        "trump…"),
    "calls_none": N_("No contract in points in this deal: there is nothing to compare."),
    "calls_played": N_("The trump played:"),
    "worth_title": N_("What your four cards were worth"),
    "worth_title_501": N_("What your seven cards were worth"),
    "worth_pending": N_("Drawing deals from your four cards…"),
    "worth_pending_501": N_("Drawing deals from your seven cards…"),
    "worth_none": N_("Not worked out for this deal."),
    "worth_bid": N_("Points bid"),
    "worth_cards": N_("Your first four cards: %(cards)s."),
    "worth_cards_501": N_("Your seven cards: %(cards)s."),
    "col_seat": N_("Seat"),
    "branch_note": N_("Your own line from the review: the match is kept as it was."),
    "back_to_match": N_("Back to the match"),
    "back_to_review": N_("Back to the review"),
    "link": N_("Link to this deal"),
    "link_note": N_("The link holds the deal and every action: it opens this review on any "
                    "machine."),
    "copy": N_("Copy the link"),
    "copied": N_("Link copied."),
    "bad_link": N_("This link cannot be opened."),
    "deal_from_above": N_("The deal as dealt"),
    "actions": N_("Every action"),
    "keys_help": N_("Keys: Tab moves between your cards and choices, Enter plays; H asks for a "
                    "hint, U undoes."),
    "engine_needed": N_("The table needs the rules engine, which runs in your browser."),
    # The table (#26): short calls, the result of a deal (cards drawn as cards: hooks/cards.py).
    # The calls' short buttons and the steppers: hooks/examples.py (the choices panel is shared).
    "choose_indicator": N_("Your turn: tap one of your first four cards to set it aside, face "
                           "down, as the indicator."),
    "undone": N_("Taken back:"),
    "coach": N_("Coach"),
    "result_title": N_("Result of the deal"),
    "result_made": N_("the contract is made"),
    "result_failed": N_("the contract fails"),
    "result_spoilt": N_("spoilt trumps"),
    "result_redeal": N_("a redeal"),
    "result_all_passed": N_("every seat passed"),
    "result_wrong_caps": N_("Wrong Caps"),
    "result_conceded": N_("the declarer concedes"),
    "result_contract": N_("Contract: %(contract)s, by %(maker)s"),
    "result_points_304": N_("Card points — A–C: %(ac)s, B–D: %(bd)s"),
    "result_points_501": N_("Card points — %(points)s"),
    "result_tokens": N_("Tokens — A–C: %(ac0)s → %(ac1)s, B–D: %(bd0)s → %(bd1)s"),
    "deals_played": N_("Deals played: %(n)s."),
    # The address asked for one game (play/?game=501) while a match of the other is kept.
    "kept_other_game": N_("Your %(game)s match is kept: starting a new match ends it."),
    "back_to_kept": N_("Back to my %(game)s match"),
}


# The rules a 304 match (and an analysis, hooks/analyse.py) is played under: the default, then
# each variant of engine.game304.rules.VARIANTS, by its value in the form.
RULES_304 = {"": N_("The Sri Lankan profile (default)"),
             "sg-open-trump": N_("The general guide: trump open from the start"),
             "sg-no-second-auction": N_("The general guide: no second auction"),
             "sg-pass-final": N_("The general guide: passing is final"),
             "sg": N_("The general guide’s simpler game (all three)")}
assert set(RULES_304) == {"", *VARIANTS}


def rules_304(lang: str) -> dict:
    """{value: the rules' name in `lang`} for the form's menu of 304's rules."""
    return translated(RULES_304, lang)


def texts(lang: str) -> dict:
    return {**examples.texts(lang), **translated(PLAY_TEXTS, lang),
            **translated(drills.REVIEW_TEXTS, lang)}


def render(lang: str, page_url: str) -> str:
    prefix = language_prefix(lang)
    return environment(lang, TEMPLATES).get_template("play.html").render(
        lang=lang, rules_304=rules_304(lang),
        texts_json=json.dumps(texts(lang), ensure_ascii=False),
        labels_json=json.dumps(examples.labels(None, lang), ensure_ascii=False),
        script_url=get_relative_url("assets/play/play.js", page_url),
        rule_anchors_url=get_relative_url(f"{prefix}assets/rule-anchors.json", page_url),
        site_root_url=get_relative_url(".", page_url).rstrip("/") + "/",
        drills_url=get_relative_url(f"{prefix}puzzles/drills/", page_url),
        analyse_url=get_relative_url(f"{prefix}analyse/", page_url),
    )


def on_page_content(html, page, config, files):
    if not MARKER.search(html):
        return html
    lang = page_language(page)
    return MARKER.sub(lambda m: render(lang, page.url), html)
