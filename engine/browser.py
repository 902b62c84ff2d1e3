"""The browser facade: small functions the site's Web Worker calls, taking and returning JSON.

Each function answers in the reader's language and never raises for bad input: an error comes
back as `{"ok": False, "code": ..., "message": ...}` with the translated sentence, so the page can
show it as it is.
"""

import json

from engine import games
from engine.cards import parse_card, parse_cards, parse_suit, DECK_304
from engine.errors import EngineError, NotationError
from engine.game304.tricks import check_follows_suit, trick_points, trick_winner
from engine.messages import explain, rank_letters
from engine.reason_rules import RULE_OF_REASON
from engine.seat_view import all_views
from engine.table import seats_at_table

SEATS_304 = "ABCD"


def _failure(error: EngineError, lang: str, **extra) -> dict:
    return {"ok": False, "code": error.code, "params": error.params,
            "message": explain(error.code, error.params, lang),
            "rule": RULE_OF_REASON.get(error.code), **extra}


def who_wins_trick(request: dict) -> dict:
    """Who wins a trick of 304 led by A and played anticlockwise A, B, C, D (304-C4).

    `request`: `cards` (four card codes, in playing order), `trump` (a suit, or "" when no suit
    is trump), optionally `hand` (the other cards the last player still held, to check that
    their card followed suit, 304-L3) and `lang`.
    """
    lang = request.get("lang", "en")
    try:
        letters = rank_letters(lang)   # the reader may write cards as the page does: D♥
        cards = [parse_card(text, DECK_304, letters) for text in request["cards"]]
        if len(cards) != len(SEATS_304):
            raise NotationError("trick-size", expected=len(SEATS_304), count=len(cards))
        parse_cards(" ".join(cards))  # refuses a card played twice
        trump = parse_suit(request["trump"]) if request.get("trump") else None
        hand = parse_cards(request.get("hand", ""), DECK_304, letters)
        last_seat, last_card = SEATS_304[-1], cards[-1]
        parse_cards(" ".join(cards + hand))  # the hand cannot hold a card already played
        if hand:
            try:
                check_follows_suit(hand + [last_card], last_card, cards[0][1])
            except EngineError as error:
                return _failure(error, lang, illegal_seat=last_seat)
    except EngineError as error:
        return _failure(error, lang)
    winner = trick_winner(cards, trump)
    params = {"seat": SEATS_304[winner], "card": cards[winner], "points": trick_points(cards)}
    return {"ok": True, "winner": SEATS_304[winner], "card": cards[winner],
            "points": params["points"], "message": explain("trick-won", params, lang)}


# Branching off a worked example: the deals the reader is playing, by session number.
_branches = {}


def _branch_state(session: int, lang: str, action=None, face_down=False, events=()) -> dict:
    """The branch's views at this moment, from above and from each seat (engine.seat_view):
    each seat's part holds only what that seat may know, its legal actions included."""
    deal = _branches[session]
    seats = seats_at_table(deal)
    shown = all_views(deal, seats, list(events), lang, action, face_down)
    to_act = deal.to_act
    legal = shown[to_act]["legal"] if to_act in shown else []
    return {"ok": True, "session": session, "to_act": to_act, "over": deal.is_over,
            "legal": legal,
            "tables": {view: part["table"] for view, part in shown.items()},
            "titles": ({view: part["title"] for view, part in shown.items()}
                       if action else None),
            "narration": {view: part["narration"] for view, part in shown.items()}}


def branch_start(request: dict) -> dict:
    """Rebuild a worked example's deal after its first actions, for the reader to play on.

    `request`: `scenario` (a scenario without its steps), `actions` (the actions applied so far,
    in order), `lang`. Answers the tables, whose turn it is and the legal actions, labelled.
    """
    lang = request.get("lang", "en")
    try:
        deal = games.deal_from_scenario(request["scenario"])
        for action in request.get("actions", []):
            deal.apply(action)
    except EngineError as error:
        return _failure(error, lang)
    session = len(_branches) + 1
    _branches[session] = deal
    return _branch_state(session, lang)


def branch_apply(request: dict) -> dict:
    """Apply the reader's action in a branch: the new state, or why the rules refuse it."""
    lang = request.get("lang", "en")
    deal = _branches[request["session"]]
    before = len(getattr(deal, "events", []))
    action = request["action"]
    try:
        deal.apply(action)
    except EngineError as error:
        return _failure(error, lang, session=request["session"])
    events = getattr(deal, "events", [])[before:]
    face_down = any(event[0] == "event-face-down" for event in events)
    return _branch_state(request["session"], lang, action, face_down, events)


def call(name: str, request_json: str) -> str:
    """Entry point for the worker: run the facade function `name` on a JSON request."""
    functions = {"who_wins_trick": who_wins_trick, "branch_start": branch_start,
                 "branch_apply": branch_apply}
    return json.dumps(functions[name](json.loads(request_json)), ensure_ascii=False)
