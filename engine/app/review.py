"""The review of a finished deal: each card weighed against the best by open hands (the solver
on the real deal) and by what its player knew (engine.app.coach), a few cards per request; and
the deal seen from above. The open-hand solvers' tables of the last deal reviewed are kept here
from one request to the next (they hold exact values, so only the time depends on them).
"""

import hashlib
import json
import time

from engine import scenarios
from engine.app.coach import COACH_BUDGET_MS, explanation, judged
from engine.app.drills import drill_of
from engine.app.state import bad, check_state, replay
from engine.errors import EngineError, NotationError
from engine.game304 import solver as solver_304
from engine.game501 import solver as solver_501
from engine.narration import describe
from engine.scenario_values import is_whole, quoted
from engine.search.alphabeta import NodeLimit
from engine.seat_view import all_views
from engine.table import seats_at_table


def _card_moments(entry: dict) -> list:
    """The numbers of the deal's actions that are card plays, in order."""
    return [n for n, action in enumerate(entry["actions"]) if action.split()[1:2] == ["play"]]


def cost_by_open_hands(game: str, deal, action: str, tables: dict, limit=None,
                       number: int | None = None) -> tuple:
    """(a best card, the points `action` gave away against it) for the side to move (304) or the
    player (501), every card known: the open-hand solver on the real deal, asked what this one
    card cost (Solver.regret: one solve and a few tests, not one solve per card). `tables`
    carries the transposition tables from one card of the deal to the next (304: one for the
    deal; 501: one per player). (None, None) when a search would visit more than `limit`
    positions (None: no limit).

    304, with `number` (the action's place in the deal): `tables["values"]` keeps the exact
    value of each position of the deal's line the searches have found (by the number of the
    action played from it), so a card whose position, or the next one, was weighed already is
    weighed with fewer searches (Solver.weigh) — the cards after it in order, and the card
    before it when weighed after it (the page's second pass goes backwards for this)."""
    try:
        if game == "304":
            solver = solver_304.Solver(deal, limit, tables.setdefault("304", ({}, {})))
            if number is None:
                return solver.regret(action)
            values = tables.setdefault("values", {})
            best, cost, values[number], values[number + 1] = solver.weigh(
                action, values.get(number), values.get(number + 1))
            return best, cost
        table = tables.setdefault(deal.to_act_seat, {})
        best, cost = solver_501.Solver(deal, limit=limit, table=table).regret(action)
    except NodeLimit:
        return None, None
    return best, cost


def link_forced_card(deal, number: int, action: str, tables: dict) -> None:
    """A 304 card that was its player's only one is not searched, but the line's values pass
    through it (`cost_by_open_hands`): the value before it is the value after it plus the
    points it takes for side 0 (its trick's, when it ends the trick and side 0 wins it)."""
    values = tables.get("values")
    if not values or (number not in values and number + 1 not in values):
        return
    gain = solver_304.card_gain(deal, action)
    if number in values:
        values[number + 1] = values[number] - gain
    else:
        values[number] = values[number + 1] + gain


REVIEW_SOLVE_LIMIT = 150_000   # the page's first pass: positions per card (about a second in
                               # Pyodide); the few cards cut there are weighed after, unlimited

_REVIEW_TABLES = {"deal": None, "tables": {}}


def forget_review_tables() -> None:
    """Drop the kept tables (the benchmarks time each review from nothing)."""
    _REVIEW_TABLES["deal"], _REVIEW_TABLES["tables"] = None, {}


def _review_tables(entry: dict) -> dict:
    """The open-hand solvers' tables for the review of one deal, kept from one of the page's
    requests to the next (the review comes a few cards per request, and a card's search reuses
    what the cards before it proved). Only the last deal reviewed is kept. What a table holds
    is exact, so a figure never depends on it, only the time it takes."""
    key = hashlib.sha256(json.dumps(entry, sort_keys=True).encode()).hexdigest()
    if _REVIEW_TABLES["deal"] != key:
        _REVIEW_TABLES["deal"], _REVIEW_TABLES["tables"] = key, {}
    return _REVIEW_TABLES["tables"]


def review(state: dict, deal_index: int, first: int, lang: str,
           budget_ms: int = COACH_BUDGET_MS, time_ms: int = 1000, solve_limit=None) -> dict:
    """The review of one finished deal, a few cards at a time: from card `first` on, as many as
    `time_ms` allows (at least one), each with its cost against the best card by open hands and
    by what its player knew. `next` is where to go on (None when done), `total` the card count.
    Every figure depends on the deal and its actions only (not on the match's seed, nor on how
    the review is split into requests): the same in the match and from the deal's link."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    moments = _card_moments(entry)
    if not is_whole(first) or not 0 <= first <= len(moments):
        raise bad("first", first)
    deal = scenarios.build(entry["scenario"])
    done = 0
    items = []
    tables = _review_tables(entry)
    started = time.monotonic()
    for number, action in enumerate(entry["actions"]):
        if len(items) and (time.monotonic() - started) * 1000 >= time_ms:
            break
        if number in moments and moments.index(number) >= first:
            items.append(_review_item(state, deal, number, action, budget_ms, tables,
                                           solve_limit))
            done = moments.index(number) + 1
        try:
            deal.apply(action)
        except EngineError as error:
            raise NotationError("practice-bad-actions", step=number + 1, action=quoted(action),
                                why=error.code) from None
    else:
        done = len(moments)
    for item in items:
        item["label"] = describe(item["action"], False, lang)
        for part in ("open", "knew"):
            if item[part]["best"]:
                item[part]["best_label"] = describe(item[part]["best"], False, lang)
        if item["knew"].get("coach"):
            item["knew"]["coach_label"] = describe(item["knew"]["coach"], False, lang)
    return {"items": items, "next": done if done < len(moments) else None,
            "total": len(moments)}


def _review_item(state: dict, deal, number: int, action: str, budget_ms: int, tables: dict,
                 solve_limit=None) -> dict:
    """One card weighed: against the best card by open hands (the solver on the real deal) and
    by what its player knew (the coach: the strong bot's values over deals drawn from its view,
    the very evaluation a hint at that moment gives, with the margin of the estimate). Each
    figure names its own best card, the card played when it cost nothing. A card that was the
    only one its player could play costs nothing, and is not searched. A mistake of the reader's
    by what they knew carries its drill (engine.app.drills), the one made after the deal."""
    seat = action.split()[0]
    game = state["game"]
    legal = deal.legal_actions()
    plays = [a for a in legal if " play " in a]
    after_caps = game == "304" and deal.caps_seat >= 0
    cut = False
    drill = None
    knew = {"best": None, "cost": None, "margin": None, "verdict": None, "samples": 0,
            "coach": None}
    if after_caps:
        # After a Caps call points no longer count, only whether the calling side loses a
        # trick (304-K7, K10): the cards are not weighed in points.
        open_best = open_cost = None
    elif len(plays) > 1:
        open_best, open_cost = cost_by_open_hands(game, deal, action, tables, solve_limit,
                                                  number)
        cut = open_cost is None
        if open_cost == 0:
            open_best = action
        observation = deal.observation(seat)
        found = explanation(game, observation, legal, budget_ms)
        knew = {**judged(found, action, plays), "coach": found["action"]}
        if seat == state["seat"] and knew["verdict"] == "worse":
            drill = drill_of(game, observation, action, found)
    else:
        open_best = plays[0] if plays else None
        open_cost = 0
        if game == "304" and plays:
            link_forced_card(deal, number, action, tables)
        knew = {**knew, "best": open_best, "cost": 0, "verdict": "best", "coach": open_best}
    return {"index": number, "seat": seat, "action": action, "trick": len(deal.tricks) + 1,
            "open": {"best": open_best, "cost": open_cost, "cut": cut},
            "knew": knew, "after_caps": after_caps, **({"drill": drill} if drill else {})}


def deal_summary(state: dict, deal_index: int, lang: str) -> dict:
    """A finished deal seen from above (it is over: every card may be shown), for the review."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    deal, _ = replay(entry)
    if not deal.is_over:
        raise NotationError("practice-deal-not-over")
    start = scenarios.build(entry["scenario"])
    parts = all_views(start, seats_at_table(start), [], lang)
    return {"start": parts["*"]["table"], "actions": entry["actions"],
            "result": deal.observation(state["seat"]).get("result"),
            "labels": [describe(a, False, lang) for a in entry["actions"]]}
