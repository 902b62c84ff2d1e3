"""The small questions of the rules pages and the course, answered by the engine in the reader's
browser: who wins a trick (the trick widget), and the verdict on an answer to a lesson's task.
"""

from engine import scenarios
from engine.app.branches import MAX_ACTIONS
from engine.app.requests import entry_point, failure, field, texts
from engine.cards import DECK_304, parse_card, parse_cards, parse_suit
from engine.errors import EngineError, NotationError
from engine.game304.tricks import check_follows_suit, trick_points, trick_winner
from engine.messages import explain, rank_letters
from engine.scenario_values import shown

SEATS_304 = "ABCD"


@entry_point
def who_wins_trick(request: dict, lang: str) -> dict:
    """Who wins a trick of 304 led by A and played anticlockwise A, B, C, D (304-C4).

    `request`: `cards` (four card codes, in playing order), `trump` (a suit, or "" when no suit
    is trump), optionally `hand` (the other cards the last player still held, to check that
    their card followed suit, 304-L3) and `lang`.
    """
    written = texts(request, "cards")
    trump_text = field(request, "trump", str, required=False)
    hand_text = request.get("hand")
    if isinstance(hand_text, list) and all(isinstance(card, str) for card in hand_text):
        hand_text = " ".join(hand_text)
    elif hand_text is not None and not isinstance(hand_text, str):
        raise NotationError("request-wrong-type", field="hand", value=shown(hand_text))
    letters = rank_letters(lang)   # the reader may write cards as the page does: D♥
    cards = [parse_card(text, DECK_304, letters) for text in written]
    if len(cards) != len(SEATS_304):
        raise NotationError("trick-size", expected=len(SEATS_304), count=len(cards))
    parse_cards(" ".join(cards))  # refuses a card played twice
    trump = parse_suit(trump_text) if trump_text else None
    hand = parse_cards(hand_text or "", DECK_304, letters)
    last_seat, last_card = SEATS_304[-1], cards[-1]
    parse_cards(" ".join(cards + hand))  # the hand cannot hold a card already played
    if hand:
        try:
            check_follows_suit(hand + [last_card], last_card, cards[0][1])
        except EngineError as error:
            return failure(error, lang, illegal_seat=last_seat)
    winner = trick_winner(cards, trump)
    params = {"seat": SEATS_304[winner], "card": cards[winner], "points": trick_points(cards)}
    return {"ok": True, "winner": SEATS_304[winner], "card": cards[winner],
            "points": params["points"], "message": explain("trick-won", params, lang)}


TASK_FIELDS = {"kind": str, "seat": str, "goal": str, "trump": str, "of": str, "who": str,
               "then": list, "choices": list}


@entry_point
def course_check(request: dict, lang: str) -> dict:
    """The engine's verdict on the reader's answer to a task of the course (engine.tasks).

    `request`: `scenario` (the lesson's deal, without its steps), `actions` (the actions played
    before the task), `task` (kind, seat and the kind's own fields), `answer` (a string: an
    action, cards, a card, a seat, a number, a Caps call or "no") and `lang`. Answers `right`,
    the answer's `key` (as the page's lock for what comes next expects it) and, for an action or
    a card the rules refuse, the engine's reasons (`refusals`, each with its rule).
    """
    from engine import tasks          # imported on first use: the worker starts without it
    scenario = field(request, "scenario", dict)
    actions = texts(request, "actions", required=False) or []
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)
    task = field(request, "task", dict)
    for name, kind in TASK_FIELDS.items():
        texts(task, name, required=False) if kind is list else field(
            task, name, kind, required=name in ("kind", "seat"))
    answer = field(request, "answer", str)
    deal = scenarios.build(scenario)
    for action in actions:
        deal.apply(action)
    try:
        verdict = tasks.judge(deal, task, answer, lang)
    except tasks.TaskError as problem:
        raise NotationError("request-wrong-type", field="task", value=shown(str(problem))) from None
    return {"ok": True, **verdict}
