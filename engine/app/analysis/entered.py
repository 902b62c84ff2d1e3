"""The auction and the play of a deal as the Analyse page takes them: typed or pasted after the
hands, replayed by the rules, and, once the deal is over, its review on the Play page (the
practice review: each card against the best by open hands and by what its player knew, and
the calls), through the same link a practice deal has (engine.app.links).

The actions are written as everywhere else (DESIGN.md: `A bid 160`, `D indicator JS`,
`B play 9S`), separated by ";", commas or new lines, with two shortcuts a player typing a deal
from memory wants: the seat may be left out (the seat to act), and a card alone is that seat
playing it (`JS` for `B play JS` when B is to play; in 501 `KH marriage` too), and a line
of cards alone is played card after card (`JS 9S AS TS`, a trick). Cards are read as in the hands' line
(`10H`, `9♠`, and in French `D♥`). The first action that cannot be read, or that the rules
refuse, is named with its number and the rules' own reason, in the reader's language.
"""

import re

from engine import scenarios
from engine.app.analysis.notation import scenario
from engine.app.links import encode_link
from engine.app.state import VERSION
from engine.cards import parse_card
from engine.errors import EngineError, NotationError
from engine.messages import explain, rank_letters
from engine.table import seats_at_table

MAX_TEXT = 4000           # characters: a whole 304 deal written in full needs about 600
SEPARATORS = re.compile(r"[;,\n]+")
# The verbs of both games (DESIGN.md, "Actions"): a word that is one of them is never a card.
VERBS = {"pass", "bid", "partner", "redeal", "indicator", "open", "play", "caps", "spoilt",
         "look", "concede", "contract", "give"}


def items(text: str, lang: str = "en") -> list:
    """The actions as written, one per item, blank ones left out; an item of cards alone (`JS
    9S AS TS`, a trick as players write it) is one action a card."""
    if len(text) > MAX_TEXT:
        raise NotationError("analyse-play-too-long", size=len(text), limit=MAX_TEXT)
    found = []
    for item in SEPARATORS.split(text):
        words = item.split()
        if len(words) > 1 and all(_card(word, lang) for word in words):
            found += words
        elif words:
            found.append(" ".join(words))
    return found


def _card(word: str, lang: str) -> str | None:
    """The card `word` writes, in the engine's notation; None if it is not one."""
    try:
        return parse_card(word, None, rank_letters(lang))
    except NotationError:
        return None


def action(item: str, to_act: str | None, lang: str) -> str | None:
    """The canonical action an item writes (its seat, else `to_act`), None if it cannot be one."""
    words = item.split()
    seat = to_act
    if len(words[0]) == 1 and words[0].upper() in "ABCD":
        seat, words = words[0].upper(), words[1:]
    if not words or seat is None:
        return None
    verb = words[0].lower()
    if verb in VERBS:
        # Its arguments: a card is written as the engine writes it; a seat, a number or a
        # suit is left as it is, for the rules to read or refuse.
        return " ".join([seat, verb] + [_card(word, lang) or word for word in words[1:]])
    card = _card(words[0], lang)
    if card and (len(words) == 1 or (len(words) == 2 and words[1].lower() == "marriage")):
        return " ".join([seat, "play", card] + [word.lower() for word in words[1:]])
    return None


def entered(game: str, line: str, dealer: str, players: int | None, variant: str | None,
            text: str, seat: str, lang: str = "en") -> dict:
    """{"link", "actions"}: the Play page's link (its fragment) to the review of the deal the
    hands' `line` and the actions `text` write, seen from `seat`; the canonical actions.
    Refused in words: an action that cannot be read or that the rules refuse, one after the
    deal's end, a deal not over, a seat not at the table."""
    data = scenario(game, line, dealer, lang, players, variant)
    deal = scenarios.build(data)
    if seat not in seats_at_table(deal):
        raise NotationError("unknown-seat", seat=seat, seats=" ".join(seats_at_table(deal)))
    written = items(text, lang)
    if not written:
        raise NotationError("analyse-play-empty")
    actions = []
    for number, item in enumerate(written, start=1):
        if deal.is_over:
            raise NotationError("analyse-play-after-end", step=number - 1, action=item)
        found = action(item, deal.to_act, lang)
        if found is None:
            raise NotationError("analyse-play-unreadable", step=number, action=item)
        try:
            deal.apply(found)
        except EngineError as refused:
            raise NotationError("analyse-play-refused", step=number, action=item,
                                reason=explain(refused.code, refused.params, lang)) from None
        actions.append(found)
    if not deal.is_over:
        raise NotationError("analyse-play-unfinished", count=len(actions))
    state = {"v": VERSION, "game": game, "seat": seat, "level": "strong",
             "options": data.get("options", {}), "seed": 0,
             "deals": [{"scenario": data, "actions": actions}]}
    return {"link": encode_link(state, 0), "actions": actions}
