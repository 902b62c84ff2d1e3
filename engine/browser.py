"""The browser facade: small functions the site's Web Worker calls, taking and returning JSON.

Each function answers in the reader's language and never raises, whatever it is sent: an error
comes back as `{"ok": False, "code": ..., "message": ...}` with the translated sentence, so the
page can show it as it is. Requests are checked at the door — `call` for the JSON itself (its
size, its nesting, an object, a known function), `_entry_point` for the request's `lang` and each
function's fields — so the engine below only ever sees values of the right types.
"""

import functools
import itertools
import json
import re
import zlib

from engine import drills, practice, scenarios
from engine.cards import parse_card, parse_cards, parse_suit, DECK_304
from engine.errors import EngineError, NotationError
from engine.game304.tricks import check_follows_suit, trick_points, trick_winner
from engine.messages import LANGUAGES, explain, rank_letters
from engine.reason_rules import RULE_OF_REASON
from engine.scenario_values import MAX_DEPTH, is_whole, quoted, shown
from engine.seat_view import all_views
from engine.table import seats_at_table

SEATS_304 = "ABCD"
MAX_REQUEST = 200_000   # characters of JSON: a worked example's scenario and actions need ~5 000
MAX_ACTIONS = 500       # actions replayed by branch_start: a deal (even with redeals) takes fewer
MAX_BRANCHES = 16       # play-on sessions kept; the one used least recently is dropped first


def _failure(error: EngineError, lang: str, **extra) -> dict:
    return {"ok": False, "code": error.code, "params": error.params,
            "message": explain(error.code, error.params, lang),
            "rule": RULE_OF_REASON.get(error.code), **extra}


def _field(request: dict, name: str, kind: type, required: bool = True):
    """`request[name]` if it has type `kind` (a bool is not an int); None if absent and optional."""
    value = request.get(name)
    if value is None:
        if required:
            raise NotationError("request-missing", field=name)
        return None
    if not isinstance(value, kind) or (kind is int and not is_whole(value)):
        raise NotationError("request-wrong-type", field=name, value=shown(value))
    return value


def _texts(request: dict, name: str, required: bool = True) -> list | None:
    """`request[name]` as a list of strings."""
    values = _field(request, name, list, required)
    if values is not None and not all(isinstance(value, str) for value in values):
        raise NotationError("request-wrong-type", field=name, value=shown(values))
    return values


def _entry_point(function):
    """Wrap a facade function: a request that is not an object or has a bad `lang`, a refusal,
    or any failure of the engine comes back as an answer, never as an exception."""

    @functools.wraps(function)
    def answer(request) -> dict:
        lang = "en"
        try:
            if not isinstance(request, dict):
                raise NotationError("request-not-object", value=shown(request))
            lang = "en" if request.get("lang") is None else request["lang"]
            if lang not in LANGUAGES:
                lang, wrong = "en", lang
                raise NotationError("bad-lang", lang=quoted(wrong))
            return function(request, lang)
        except EngineError as error:
            return _failure(error, lang)
        except Exception as error:      # an engine bug: still an answer the page can show
            return _failure(EngineError("internal-error", error=type(error).__name__), lang)

    return answer


@_entry_point
def who_wins_trick(request: dict, lang: str) -> dict:
    """Who wins a trick of 304 led by A and played anticlockwise A, B, C, D (304-C4).

    `request`: `cards` (four card codes, in playing order), `trump` (a suit, or "" when no suit
    is trump), optionally `hand` (the other cards the last player still held, to check that
    their card followed suit, 304-L3) and `lang`.
    """
    texts = _texts(request, "cards")
    trump_text = _field(request, "trump", str, required=False)
    hand_text = request.get("hand")
    if isinstance(hand_text, list) and all(isinstance(card, str) for card in hand_text):
        hand_text = " ".join(hand_text)
    elif hand_text is not None and not isinstance(hand_text, str):
        raise NotationError("request-wrong-type", field="hand", value=shown(hand_text))
    letters = rank_letters(lang)   # the reader may write cards as the page does: D♥
    cards = [parse_card(text, DECK_304, letters) for text in texts]
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
            return _failure(error, lang, illegal_seat=last_seat)
    winner = trick_winner(cards, trump)
    params = {"seat": SEATS_304[winner], "card": cards[winner], "points": trick_points(cards)}
    return {"ok": True, "winner": SEATS_304[winner], "card": cards[winner],
            "points": params["points"], "message": explain("trick-won", params, lang)}


# Branching off a worked example: the deals the reader is playing, by session number, the one
# used least recently first (at most MAX_BRANCHES: each is a whole deal with its history).
_branches = {}
_session_numbers = itertools.count(1)


def _keep(deal) -> int:
    session = next(_session_numbers)
    _branches[session] = deal
    while len(_branches) > MAX_BRANCHES:
        del _branches[next(iter(_branches))]
    return session


def _session(request: dict) -> int:
    session = _field(request, "session", int)
    if session not in _branches:
        raise NotationError("branch-session-unknown", limit=MAX_BRANCHES)
    _branches[session] = _branches.pop(session)     # now the most recently used
    return session


def _branch_state(session: int, lang: str, action=None, face_down=False, events=()) -> dict:
    """The branch's views at this moment, from above and from each seat (engine.seat_view):
    each seat's part holds only what that seat may know, its legal actions included."""
    deal = _branches[session]
    seats = seats_at_table(deal)
    parts = all_views(deal, seats, list(events), lang, action, face_down)
    to_act = deal.to_act
    legal = parts[to_act]["legal"] if to_act in parts else []
    return {"ok": True, "session": session, "to_act": to_act, "over": deal.is_over,
            "legal": legal,
            "tables": {view: part["table"] for view, part in parts.items()},
            "titles": ({view: part["title"] for view, part in parts.items()}
                       if action else None),
            "narration": {view: part["narration"] for view, part in parts.items()}}


@_entry_point
def branch_start(request: dict, lang: str) -> dict:
    """Rebuild a worked example's deal after its first actions, for the reader to play on.

    `request`: `scenario` (a scenario without its steps), `actions` (the actions applied so far,
    in order), `lang`. Answers the tables, whose turn it is and the legal actions, labelled.
    """
    scenario = _field(request, "scenario", dict)
    actions = _texts(request, "actions", required=False) or []
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)
    deal = scenarios.build(scenario)
    for action in actions:
        deal.apply(action)
    return _branch_state(_keep(deal), lang)


@_entry_point
def branch_apply(request: dict, lang: str) -> dict:
    """Apply the reader's action in a branch: the new state, or why the rules refuse it.

    `request`: `session` (from `branch_start`), `action`, `lang`. A session dropped to keep
    memory bounded (or never started) answers `branch-session-unknown`."""
    session = _session(request)
    action = _field(request, "action", str)
    deal = _branches[session]
    before = len(getattr(deal, "events", []))
    try:
        deal.apply(action)
    except EngineError as error:
        return _failure(error, lang, session=session)
    events = getattr(deal, "events", [])[before:]
    face_down = any(event[0] == "event-face-down" for event in events)
    return _branch_state(session, lang, action, face_down, events)


@_entry_point
def branch_bot(request: dict, lang: str) -> dict:
    """The bot of the seat to act plays its action in a branch ("Let the bots finish").

    `request`: `session`, `lang`, and optionally `budget_ms`. The bot is given that seat's
    observation and legal actions only, never the deal (engine.bots); its seed comes from the
    deal's actions so far, so the same branch plays out the same way. Answers the new state as
    `branch_apply` does, with the action played (`action`), or `practice-not-bot-turn` once
    the deal is over."""
    session = _session(request)
    deal = _branches[session]
    seat = deal.to_act
    if deal.is_over or seat is None:
        raise NotationError("practice-not-bot-turn")
    observation = deal.observation(seat)
    before = len(getattr(deal, "events", []))
    seed = zlib.crc32(f"branch:{before}:{seat}".encode())
    from engine import bots          # imported on first use, as engine.practice does
    action = bots.choose(observation["game"], observation, deal.legal_actions(), seed,
                         budget_ms=_budget(request, default=300))
    deal.apply(action)
    events = getattr(deal, "events", [])[before:]
    face_down = any(event[0] == "event-face-down" for event in events)
    return {**_branch_state(session, lang, action, face_down, events), "action": action}


# The course (tutorials/learn/): a task's answer, judged by the engine in the reader's browser.
TASK_FIELDS = {"kind": str, "seat": str, "goal": str, "trump": str, "of": str, "who": str,
               "then": list, "choices": list}


@_entry_point
def course_check(request: dict, lang: str) -> dict:
    """The engine's verdict on the reader's answer to a task of the course (engine.tasks).

    `request`: `scenario` (the lesson's deal, without its steps), `actions` (the actions played
    before the task), `task` (kind, seat and the kind's own fields), `answer` (a string: an
    action, cards, a card, a seat, a number, a Caps call or "no") and `lang`. Answers `right`,
    the answer's `key` (as the page's lock for what comes next expects it) and, for an action or
    a card the rules refuse, the engine's reasons (`refusals`, each with its rule).
    """
    from engine import tasks          # imported on first use, as engine.practice does
    scenario = _field(request, "scenario", dict)
    actions = _texts(request, "actions", required=False) or []
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)
    task = _field(request, "task", dict)
    for name, kind in TASK_FIELDS.items():
        _texts(task, name, required=False) if kind is list else _field(task, name, kind,
                                                                    required=name in ("kind", "seat"))
    answer = _field(request, "answer", str)
    deal = scenarios.build(scenario)
    for action in actions:
        deal.apply(action)
    try:
        verdict = tasks.judge(deal, task, answer, lang)
    except tasks.TaskError as problem:
        raise NotationError("request-wrong-type", field="task", value=shown(str(problem))) from None
    return {"ok": True, **verdict}


_JSON_SPECIAL = re.compile(r'[\\"\[\]{}]')


def _json_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON `text` nests arrays and objects deeper than `limit`, found before parsing it:
    under Pyodide, `json.loads` on deep nesting overflows the WebAssembly stack and kills the
    interpreter instead of raising RecursionError. Linear: it visits only quotes, backslashes
    and brackets."""
    if text.count("[") + text.count("{") <= limit:
        return False                                # most requests: too few brackets to matter
    depth, in_string, skip = 0, False, -1
    for match in _JSON_SPECIAL.finditer(text):
        at, char = match.start(), match.group()
        if at == skip:
            continue
        if in_string:
            if char == "\\":
                skip = at + 1                       # the escaped character
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


# The practice table (engine.practice): every call carries the match the page keeps, `state`,
# and answers the new state with the reader's seat view; `coach` false hides the Caps warning.
BUDGET_MS = (5, 3000)       # a bot's thinking budget the page may ask for (its speed setting)


def _budget(request: dict, name: str = "budget_ms", default: int = 400) -> int:
    value = _field(request, name, int, required=False)
    return default if value is None else max(BUDGET_MS[0], min(BUDGET_MS[1], value))


def _coach(request: dict) -> bool:
    value = _field(request, "coach", bool, required=False)
    return True if value is None else value


@_entry_point
def practice_start(request: dict, lang: str) -> dict:
    """A new match: `game`, `seat`, `level`, `options` (304: `variant`; 501: `players`), `seed`."""
    state = practice.start(_field(request, "game", str), _field(request, "seat", str),
                           _field(request, "level", str), _field(request, "options", dict),
                           _field(request, "seed", int))
    return {"ok": True, **practice.answer(state, lang, coach=_coach(request))}


@_entry_point
def practice_show(request: dict, lang: str) -> dict:
    """The match kept by the page (after a reload), as the reader's seat sees it."""
    return {"ok": True, **practice.show(_field(request, "state", dict), lang, _coach(request))}


@_entry_point
def practice_act(request: dict, lang: str) -> dict:
    """The reader's `action`; a refusal comes back with `refused` (the reason and its rule)."""
    state, action = _field(request, "state", dict), _field(request, "action", str)
    return {"ok": True, **practice.act(state, action, lang, _coach(request))}


@_entry_point
def practice_bot(request: dict, lang: str) -> dict:
    """The next bot's action (within `budget_ms`)."""
    return {"ok": True, **practice.bot_turn(_field(request, "state", dict), lang, _budget(request),
                                            _coach(request))}


@_entry_point
def practice_next(request: dict, lang: str) -> dict:
    state = practice.next_deal(_field(request, "state", dict))
    return {"ok": True, **practice.answer(state, lang, coach=_coach(request))}


@_entry_point
def practice_undo(request: dict, lang: str) -> dict:
    return {"ok": True, **practice.undo(_field(request, "state", dict), lang, _coach(request))}


@_entry_point
def practice_hint(request: dict, lang: str) -> dict:
    """The coach's hint: `budget_ms` is for tests only (the page leaves it out: every reader gets
    the same evaluation, practice.COACH_BUDGET_MS, the review's)."""
    return {"ok": True, **practice.hint(_field(request, "state", dict), lang,
                                        _budget(request, default=practice.COACH_BUDGET_MS))}


@_entry_point
def practice_review(request: dict, lang: str) -> dict:
    """Part of a finished deal's review: `deal` (its index), from card `first`, for about
    `time_ms` of work; each card weighed by the coach (`budget_ms` for tests only: the page
    leaves it out, so that every figure is practice.COACH_BUDGET_MS's); `solve_limit` caps the open-hand
    search per card, in positions (a card past it gets no open-hand figure and `cut`): absent,
    the first pass's practice.REVIEW_SOLVE_LIMIT; 0, no limit (the page's second pass)."""
    limit = _field(request, "solve_limit", int, required=False)
    if limit is None:
        limit = practice.REVIEW_SOLVE_LIMIT
    state, index = _field(request, "state", dict), _field(request, "deal", int)
    return {"ok": True, **practice.review(state, index, _field(request, "first", int), lang,
                                          _budget(request, default=practice.COACH_BUDGET_MS),
                                          _budget(request, "time_ms", 1000),
                                          max(1, limit) if limit > 0 else None)}


@_entry_point
def practice_summary(request: dict, lang: str) -> dict:
    """A finished deal from above, with its actions in words and its link."""
    state = _field(request, "state", dict)
    index = _field(request, "deal", int)
    return {"ok": True, **practice.deal_summary(state, index, lang),
            "link": practice.encode_link(state, index)}


@_entry_point
def practice_calls(request: dict, lang: str) -> dict:
    """The calls of finished deal `deal` by open hands with each trump (practice.calls), in
    words; `solve_limit` (tests only) caps each search, in positions; 0, no limit."""
    limit = _field(request, "solve_limit", int, required=False)
    limit = practice.CALLS_SOLVE_LIMIT if limit is None else max(1, limit) if limit > 0 else None
    found = practice.calls(_field(request, "state", dict), _field(request, "deal", int), limit)
    return {"ok": True, "calls": practice.calls_in_words(found, lang)}


@_entry_point
def practice_play_from(request: dict, lang: str) -> dict:
    """A line of its own from deal `deal`, after its first `actions` actions."""
    state, index = _field(request, "state", dict), _field(request, "deal", int)
    return {"ok": True, **practice.play_from(state, index, _field(request, "actions", int), lang,
                                             _coach(request))}


@_entry_point
def practice_open_link(request: dict, lang: str) -> dict:
    """The deal a link's fragment (`link`, without '#') names, checked through."""
    state = practice.decode_link(_field(request, "link", str))
    return {"ok": True, "state": state}


# Drills from the reader's own deals (engine.drills): made after a deal of the match, kept by
# the page (localStorage) and sent back with every request, checked at each.
@_entry_point
def practice_drills(request: dict, lang: str) -> dict:
    """The drills of deal `deal` of the match: the reader's costliest mistakes by what they knew
    (`budget_ms` for tests only, as for the review)."""
    made = drills.make(_field(request, "state", dict), _field(request, "deal", int),
                       _budget(request, default=practice.COACH_BUDGET_MS))
    return {"ok": True, "drills": made}


@_entry_point
def drill_show(request: dict, lang: str) -> dict:
    """A drill's position from its seat, the cards that may be played, the card played."""
    return {"ok": True, **drills.show(_field(request, "drill", dict), lang)}


@_entry_point
def drill_answer(request: dict, lang: str) -> dict:
    """The reader's card (`action`) for a drill: right or wrong, in one sentence, with its rule."""
    return {"ok": True, **drills.answer(_field(request, "drill", dict),
                                        _field(request, "action", str), lang)}


@_entry_point
def drill_solution(request: dict, lang: str) -> dict:
    """A drill's answer: the best card and every card accepted, in one sentence."""
    return {"ok": True, **drills.solution(_field(request, "drill", dict), lang)}


FUNCTIONS = {"who_wins_trick": who_wins_trick, "branch_start": branch_start,
             "branch_apply": branch_apply, "branch_bot": branch_bot, "practice_start": practice_start,
             "practice_show": practice_show, "practice_act": practice_act,
             "practice_bot": practice_bot, "practice_next": practice_next,
             "practice_undo": practice_undo, "practice_hint": practice_hint,
             "practice_review": practice_review, "practice_summary": practice_summary,
             "practice_play_from": practice_play_from, "practice_open_link": practice_open_link,
             "practice_calls": practice_calls, "practice_drills": practice_drills,
             "drill_show": drill_show, "drill_answer": drill_answer,
             "drill_solution": drill_solution, "course_check": course_check}


def _answer(name, request_json) -> dict:
    """The answer to a call, or why the request cannot be answered (in English until the
    request's own `lang` is known)."""
    try:
        if not isinstance(request_json, str):
            raise NotationError("request-not-json")
        if len(request_json) > MAX_REQUEST:
            raise NotationError("request-too-large", size=len(request_json), limit=MAX_REQUEST)
        if _json_too_deep(request_json):
            raise NotationError("request-too-deep", limit=MAX_DEPTH)
        try:
            request = json.loads(request_json)
        except RecursionError:
            raise NotationError("request-too-deep", limit=MAX_DEPTH) from None
        except ValueError:
            raise NotationError("request-not-json") from None
    except NotationError as error:
        return _failure(error, "en")
    if not isinstance(name, str) or name not in FUNCTIONS:
        lang = request.get("lang") if isinstance(request, dict) else None
        error = NotationError("unknown-function", name=quoted(name), functions=", ".join(FUNCTIONS))
        return _failure(error, lang if lang in LANGUAGES else "en")
    return FUNCTIONS[name](request)


def call(name: str, request_json: str) -> str:
    """Entry point for the worker: run the facade function `name` on a JSON request; the answer
    is always a JSON object, `ok` true or false."""
    answer = _answer(name, request_json)
    try:
        return json.dumps(answer, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as error:    # an answer that is not JSON-ready: an engine bug
        return json.dumps(_failure(EngineError("internal-error", error=type(error).__name__), "en"),
                          ensure_ascii=False)
