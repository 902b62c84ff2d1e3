"""The browser facade: the functions the site's Web Worker calls by name (`call`), taking and
returning JSON.

Each function answers in the reader's language and never raises, whatever it is sent: an error
comes back as `{"ok": False, "code": ..., "message": ...}` with the translated sentence
(engine.app.requests). Requests are checked at the door — `call` for the JSON itself (its size,
its nesting, an object, a known function), `entry_point` for the request's `lang` and each
function's fields — so the engine below only ever sees values of the right types. Nothing is
kept between calls: the practice requests carry the match (`state`), the branches their
scenario and actions, the drills themselves.
"""

import json
import re

from engine.app import calls, coach, drills, links, match, review, turns, worth, worth_words
from engine.app.analysis import page as analysis
from engine.app.analysis.notation import dealt_line
from engine.app.branches import branch_apply, branch_bot, branch_start
from engine.app.hint import hint
from engine.app.questions import course_check, who_wins_trick
from engine.app.requests import budget, coach_on, entry_point, failure, field
from engine.errors import EngineError, NotationError
from engine.messages import LANGUAGES
from engine.scenario_values import MAX_DEPTH, quoted

MAX_REQUEST = 200_000   # characters of JSON: a worked example's scenario and actions need ~5 000


# The practice table (engine.app): every call carries the match the page keeps, `state`, and
# answers the new state with the reader's seat view; `coach` false hides the Caps warning.
@entry_point
def practice_start(request: dict, lang: str) -> dict:
    """A new match: `game`, `seat`, `level`, `options` (304: `variant`; 501: `players`), `seed`."""
    state = match.start(field(request, "game", str), field(request, "seat", str),
                        field(request, "level", str), field(request, "options", dict),
                        field(request, "seed", int))
    return {"ok": True, **turns.answer(state, lang, coach=coach_on(request))}


@entry_point
def practice_show(request: dict, lang: str) -> dict:
    """The match kept by the page (after a reload), as the reader's seat sees it."""
    return {"ok": True, **turns.show(field(request, "state", dict), lang, coach_on(request))}


@entry_point
def practice_act(request: dict, lang: str) -> dict:
    """The reader's `action`; a refusal comes back with `refused` (the reason and its rule)."""
    state, action = field(request, "state", dict), field(request, "action", str)
    return {"ok": True, **turns.act(state, action, lang, coach_on(request))}


@entry_point
def practice_bot(request: dict, lang: str) -> dict:
    """The next bot's action (within `budget_ms`)."""
    return {"ok": True, **turns.bot_turn(field(request, "state", dict), lang, budget(request),
                                         coach_on(request))}


@entry_point
def practice_next(request: dict, lang: str) -> dict:
    state = match.next_deal(field(request, "state", dict))
    return {"ok": True, **turns.answer(state, lang, coach=coach_on(request))}


@entry_point
def practice_undo(request: dict, lang: str) -> dict:
    return {"ok": True, **turns.undo(field(request, "state", dict), lang, coach_on(request))}


@entry_point
def practice_hint(request: dict, lang: str) -> dict:
    """The coach's hint: `budget_ms` is for tests only (the page leaves it out: every reader gets
    the same evaluation, coach.COACH_BUDGET_MS, the review's)."""
    return {"ok": True, **hint(field(request, "state", dict), lang,
                               budget(request, default=coach.COACH_BUDGET_MS))}


@entry_point
def practice_review(request: dict, lang: str) -> dict:
    """Part of a finished deal's review: `deal` (its index), from card `first`, for about
    `time_ms` of work; each card weighed by the coach (`budget_ms` for tests only: the page
    leaves it out, so that every figure is coach.COACH_BUDGET_MS's); `solve_limit` caps the
    open-hand search per card, in positions (a card past it gets no open-hand figure and `cut`):
    absent, the first pass's review.REVIEW_SOLVE_LIMIT; 0, no limit (the page's second pass)."""
    limit = field(request, "solve_limit", int, required=False)
    if limit is None:
        limit = review.REVIEW_SOLVE_LIMIT
    state, index = field(request, "state", dict), field(request, "deal", int)
    return {"ok": True, **review.review(state, index, field(request, "first", int), lang,
                                        budget(request, default=coach.COACH_BUDGET_MS),
                                        budget(request, "time_ms", 1000),
                                        max(1, limit) if limit > 0 else None)}


@entry_point
def practice_summary(request: dict, lang: str) -> dict:
    """A finished deal from above, with its actions in words, its link, and the deal as the
    Analyse page's link takes it (`analyse`; None for rules that page does not offer)."""
    state = field(request, "state", dict)
    index = field(request, "deal", int)
    return {"ok": True, **review.deal_summary(state, index, lang),
            "link": links.encode_link(state, index),
            "analyse": dealt_line(state["deals"][index]["scenario"])}


@entry_point
def practice_calls(request: dict, lang: str) -> dict:
    """The calls of finished deal `deal` by open hands with each trump (calls.calls), in
    words; `solve_limit` (tests only) caps each search, in positions; 0, no limit."""
    limit = field(request, "solve_limit", int, required=False)
    limit = calls.CALLS_SOLVE_LIMIT if limit is None else max(1, limit) if limit > 0 else None
    found = calls.calls(field(request, "state", dict), field(request, "deal", int), limit)
    return {"ok": True, "calls": calls.calls_in_words(found, lang)}


@entry_point
def practice_worth(request: dict, lang: str) -> dict:
    """What the reader's cards were worth taking the contract (engine.app.worth), drawing deals
    for about `time_ms` (the page asks again until `complete`, showing the progress): of
    finished deal `deal` for its review, or, without `deal`, of the deal in progress for the
    hint's `action`. `worth` is None where the hint's action is no call on the hand's worth.
    `solve_limit` (tests only) is the bound of positions for each deal and trump."""
    state, index = field(request, "state", dict), field(request, "deal", int, required=False)
    limit = field(request, "solve_limit", int, required=False)
    if index is None:
        hand = worth_words.in_play(state, field(request, "action", str, required=False))
    else:
        hand = worth_words.in_review(state, index)
    if hand is None:
        return {"ok": True, "worth": None}
    found = worth_words.figures(hand, budget(request, "time_ms", 800),
                                worth.WORTH_LIMIT if limit is None else max(1, limit))
    return {"ok": True, "worth": worth_words.in_words(found, hand, lang)}


@entry_point
def practice_play_from(request: dict, lang: str) -> dict:
    """A line of its own from deal `deal`, after its first `actions` actions."""
    state, index = field(request, "state", dict), field(request, "deal", int)
    return {"ok": True, **turns.play_from(state, index, field(request, "actions", int), lang,
                                          coach_on(request))}


@entry_point
def practice_open_link(request: dict, lang: str) -> dict:
    """The deal a link's fragment (`link`, without '#') names, checked through."""
    state = links.decode_link(field(request, "link", str))
    return {"ok": True, "state": state}


# Drills from the reader's own deals (engine.app.drills): made after a deal of the match, kept by
# the page (localStorage) and sent back with every request, checked at each.
@entry_point
def practice_drills(request: dict, lang: str) -> dict:
    """The drills of deal `deal` of the match: the reader's costliest mistakes by what they knew
    (`budget_ms` for tests only, as for the review)."""
    made = drills.make(field(request, "state", dict), field(request, "deal", int),
                       budget(request, default=coach.COACH_BUDGET_MS))
    return {"ok": True, "drills": made}


@entry_point
def drill_show(request: dict, lang: str) -> dict:
    """A drill's position from its seat, the cards that may be played, the card played."""
    return {"ok": True, **drills.show(field(request, "drill", dict), lang)}


@entry_point
def drill_answer(request: dict, lang: str) -> dict:
    """The reader's card (`action`) for a drill: right or wrong, in one sentence, with its rule."""
    return {"ok": True, **drills.answer(field(request, "drill", dict),
                                        field(request, "action", str), lang)}


@entry_point
def drill_solution(request: dict, lang: str) -> dict:
    """A drill's answer: the best card and every card accepted, in one sentence."""
    return {"ok": True, **drills.solution(field(request, "drill", dict), lang)}


# The Analyse page (engine.app.analysis): a deal on one line (`game`, `deal`, `dealer`), checked,
# then its table one cell a request, so that the page shows progress and can stop.
def _deal_fields(request: dict) -> tuple:
    """The deal a request names: its game, line and dealer, how many sit at a 501 table
    (`players`, three unless four are given) and 304's `variant` (none: the default rules)."""
    return (field(request, "game", str), field(request, "deal", str), field(request, "dealer", str),
            field(request, "players", int, required=False), field(request, "variant", str, required=False))


@entry_point
def analyse_deal(request: dict, lang: str) -> dict:
    """The deal checked: its line as the engine writes it, its table from above, the seats and
    trumps of its table; a mistake in the line is the answer's translated `message`."""
    return {"ok": True, **analysis.deal(*_deal_fields(request), lang=lang)}


@entry_point
def analyse_cell(request: dict, lang: str) -> dict:
    """One cell of the deal's table: `maker` (the 501 declarer) and `trump` (S H D C, NT)."""
    return {"ok": True, "cell": analysis.cell(*_deal_fields(request), field(request, "maker", str),
                                              field(request, "trump", str))}


@entry_point
def analyse_line(request: dict, lang: str) -> dict:
    """A cell's best line (`maker`, `trump`) as the Play page's link to it (`link`)."""
    return {"ok": True, **analysis.line(*_deal_fields(request), field(request, "maker", str),
                                        field(request, "trump", str))}


@entry_point
def analyse_played(request: dict, lang: str) -> dict:
    """The deal's auction and play (`actions`, as the reader writes them), replayed: the Play
    page's link to its review from `seat` (`link`), and the actions as the engine writes them."""
    return {"ok": True, **analysis.entered(*_deal_fields(request), field(request, "actions", str),
                                           field(request, "seat", str), lang)}


FUNCTIONS = {"who_wins_trick": who_wins_trick, "branch_start": branch_start,
             "branch_apply": branch_apply, "branch_bot": branch_bot,
             "practice_start": practice_start, "practice_show": practice_show,
             "practice_act": practice_act, "practice_bot": practice_bot,
             "practice_next": practice_next, "practice_undo": practice_undo,
             "practice_hint": practice_hint, "practice_review": practice_review,
             "practice_summary": practice_summary, "practice_play_from": practice_play_from,
             "practice_open_link": practice_open_link, "practice_calls": practice_calls,
             "practice_worth": practice_worth,
             "practice_drills": practice_drills, "drill_show": drill_show,
             "drill_answer": drill_answer, "drill_solution": drill_solution,
             "course_check": course_check, "analyse_deal": analyse_deal,
             "analyse_cell": analyse_cell, "analyse_line": analyse_line,
             "analyse_played": analyse_played}


_JSON_SPECIAL = re.compile(r'[\\"\[\]{}]')


def _json_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON `text` nests arrays and objects deeper than `limit`, found before parsing it:
    under Pyodide, `json.loads` on deep nesting overflows the WebAssembly stack and kills the
    interpreter instead of raising RecursionError. Linear: it visits only quotes, backslashes
    and brackets."""
    if text.count("[") + text.count("{") <= limit:
        return False                                # most requests: too few brackets to matter
    depth, in_string, skip = 0, False, -1
    for found in _JSON_SPECIAL.finditer(text):
        at, char = found.start(), found.group()
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
        return failure(error, "en")
    if not isinstance(name, str) or name not in FUNCTIONS:
        lang = request.get("lang") if isinstance(request, dict) else None
        error = NotationError("unknown-function", name=quoted(name), functions=", ".join(FUNCTIONS))
        return failure(error, lang if lang in LANGUAGES else "en")
    return FUNCTIONS[name](request)


def call(name: str, request_json: str) -> str:
    """Entry point for the worker: run the facade function `name` on a JSON request; the answer
    is always a JSON object, `ok` true or false."""
    answer = _answer(name, request_json)
    try:
        return json.dumps(answer, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as error:    # an answer that is not JSON-ready: an engine bug
        return json.dumps(failure(EngineError("internal-error", error=type(error).__name__), "en"),
                          ensure_ascii=False)
