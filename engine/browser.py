"""The browser facade: small functions the site's Web Worker calls, taking and returning JSON.

Each function answers in the reader's language and never raises for bad input: an error comes
back as `{"ok": False, "code": ..., "message": ...}` with the translated sentence, so the page can
show it as it is.
"""

import json

from engine.cards import parse_card, parse_cards, parse_suit, DECK_304
from engine.errors import EngineError, NotationError
from engine.game304.tricks import check_follows_suit, trick_points, trick_winner
from engine.messages import explain

SEATS_304 = "ABCD"


def _failure(error: EngineError, lang: str, **extra) -> dict:
    return {"ok": False, "code": error.code, "params": error.params,
            "message": explain(error.code, error.params, lang), **extra}


def who_wins_trick(request: dict) -> dict:
    """Who wins a trick of 304 led by A and played anticlockwise A, B, C, D (304-C4).

    `request`: `cards` (four card codes, in playing order), `trump` (a suit, or "" when no suit
    is trump), optionally `hand` (the other cards the last player still held, to check that
    their card followed suit, 304-L3) and `lang`.
    """
    lang = request.get("lang", "en")
    try:
        cards = [parse_card(text, DECK_304) for text in request["cards"]]
        if len(cards) != len(SEATS_304):
            raise NotationError("trick-size", expected=len(SEATS_304), count=len(cards))
        parse_cards(" ".join(cards))  # refuses a card played twice
        trump = parse_suit(request["trump"]) if request.get("trump") else None
        hand = parse_cards(request.get("hand", ""), DECK_304)
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


def call(name: str, request_json: str) -> str:
    """Entry point for the worker: run the facade function `name` on a JSON request."""
    functions = {"who_wins_trick": who_wins_trick}
    return json.dumps(functions[name](json.loads(request_json)), ensure_ascii=False)
