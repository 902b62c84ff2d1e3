"""Branching off a worked example: the reader plays on from any step, and the bots may finish
the deal. Stateless, like the practice requests: every request carries the example's scenario
and the actions played so far, and the deal is rebuilt by replaying them (a deal takes under a
hundred actions), so nothing is kept between requests and any request can be answered anew.
"""

import zlib

from engine import scenarios
from engine.app.requests import budget, entry_point, failure, field, texts
from engine.errors import EngineError, NotationError
from engine.seat_view import all_views
from engine.table import seats_at_table

MAX_ACTIONS = 500       # actions replayed: a deal (even with redeals) takes fewer


def _deal(request: dict):
    """The branch's deal: its `scenario` (without its steps) after its `actions`, in order."""
    scenario = field(request, "scenario", dict)
    actions = texts(request, "actions", required=False) or []
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)
    deal = scenarios.build(scenario)
    for action in actions:
        deal.apply(action)
    return deal


def _branch_state(deal, lang: str, action=None, face_down=False, events=()) -> dict:
    """The branch's views at this moment, from above and from each seat (engine.seat_view):
    each seat's part holds only what that seat may know, its legal actions included."""
    seats = seats_at_table(deal)
    parts = all_views(deal, seats, list(events), lang, action, face_down)
    to_act = deal.to_act
    legal = parts[to_act]["legal"] if to_act in parts else []
    return {"ok": True, "to_act": to_act, "over": deal.is_over,
            "legal": legal,
            "tables": {view: part["table"] for view, part in parts.items()},
            "titles": ({view: part["title"] for view, part in parts.items()}
                       if action else None),
            "narration": {view: part["narration"] for view, part in parts.items()}}


def _after(deal, action: str, lang: str, before: int) -> dict:
    """The branch's state once `action` is applied, narrated from the events it made."""
    events = getattr(deal, "events", [])[before:]
    face_down = any(event[0] == "event-face-down" for event in events)
    return _branch_state(deal, lang, action, face_down, events)


@entry_point
def branch_start(request: dict, lang: str) -> dict:
    """A worked example's deal after its first actions, for the reader to play on.

    `request`: `scenario` (a scenario without its steps), `actions` (the actions applied so far,
    in order), `lang`. Answers the tables, whose turn it is and the legal actions, labelled.
    """
    return _branch_state(_deal(request), lang)


@entry_point
def branch_apply(request: dict, lang: str) -> dict:
    """The reader's `action` in a branch (`scenario`, `actions` as for `branch_start`): the new
    state, or why the rules refuse it."""
    deal = _deal(request)
    action = field(request, "action", str)
    before = len(getattr(deal, "events", []))
    try:
        deal.apply(action)
    except EngineError as error:
        return failure(error, lang)
    return _after(deal, action, lang, before)


@entry_point
def branch_bot(request: dict, lang: str) -> dict:
    """The bot of the seat to act plays its action in a branch ("Let the bots finish").

    `request`: `scenario`, `actions` (as for `branch_start`), `lang`, and optionally
    `budget_ms`. The bot is given that seat's observation and legal actions only, never the deal
    (engine.bots); its seed comes from the deal's actions so far, so the same branch plays out
    the same way. Answers the new state as `branch_apply` does, with the action played
    (`action`), or `practice-not-bot-turn` once the deal is over."""
    deal = _deal(request)
    seat = deal.to_act
    if deal.is_over or seat is None:
        raise NotationError("practice-not-bot-turn")
    observation = deal.observation(seat)
    before = len(getattr(deal, "events", []))
    seed = zlib.crc32(f"branch:{before}:{seat}".encode())
    from engine import bots          # imported on first use: the worker starts without it
    action = bots.choose(observation["game"], observation, deal.legal_actions(), seed,
                         budget_ms=budget(request, default=300))
    deal.apply(action)
    return {**_after(deal, action, lang, before), "action": action}
