"""The review of the calls: for the reader's bid and indicator (304) or the contract (501), what
the hand made by open hands with each trump, and whether the contract was makeable.
"""

import hashlib
import json

from engine import scenarios
from engine.app.state import bad, check_state, replay
from engine.app.words import amount, say
from engine.app.worth import indicators
from engine.errors import NotationError
from engine.game304 import solver as solver_304
from engine.game501 import solver as solver_501
from engine.messages import suit_name
from engine.scenario_values import is_whole
from engine.search.alphabeta import NodeLimit


CALLS_SOLVE_LIMIT = 120_000   # positions per search (whether the contract is made, then the
                              # exact points), and for all the trumps of a deal together:
CALLS_TOTAL = 4               # this many times as many (the trump played is weighed first)
_CALLS = {"deal": None, "calls": None}
MIN_BID_304 = 160             # 304-A3: the lowest bid, the reader's side's target as maker


def _calls_spent(limit) -> dict | None:
    """The positions the calls of one deal may visit in all (none: no limit)."""
    return None if limit is None else {"left": CALLS_TOTAL * limit}


def _indicator_choices(deal) -> dict:
    """{suit: the action choosing it}: each suit the maker may make trump (304-I1, B6) with its
    weakest card set aside (worth.indicators: the bots' and the hint's choice)."""
    offered = [action for action in deal.legal_actions() if action.split()[1] == "indicator"]
    cards = indicators([action.split()[2] for action in offered])
    return {suit: next(a for a in offered if a.split()[2] == card) for suit, card in cards.items()}


def _open_points(game: str, deal, seat: str, target: int, limit, spent=None) -> dict:
    """What `seat`'s side (304) or player (501) takes from the first lead on, every card known,
    both sides at their best (the 304 maker choosing to open before the lead or not), and
    whether that reaches `target`: {"points", "makes"}. First whether the target is reached
    (one null-window search, the cheaper question), then the exact points on the same table
    (what the first search proved is not searched again), each within `limit` positions and
    what is left of the deal's `spent` {"left": positions}; what a search leaves cut is None.
    (The review's own tables are not shared: they rarely hold the root's values with the option
    to open, and searching beside them was slower.)"""
    table = ({}, {}) if game == "304" else {}

    def search(question):
        bound = limit if spent is None else min(limit, spent["left"])
        if bound is not None and bound <= 0:
            return None
        solver = (solver_304.Solver(deal, bound, table) if game == "304"
                  else solver_501.Solver(deal, seat, bound, table))
        try:
            return question(solver)
        except NodeLimit:
            solver.nodes += bound
            return None
        finally:
            if spent is not None:
                spent["left"] -= solver.nodes

    if game == "304":
        makes = search(lambda solver: solver.reaches(target, seat))
        points = None if makes is None else search(lambda solver: solver.value(seat))
    else:
        makes = search(lambda solver: solver.reaches(target))
        points = None if makes is None else search(lambda solver: solver.value())
    return {"points": points, "makes": makes}


def _with_call(entry: dict, at: int, call: str, keep) -> object | None:
    """The deal replayed with action `at` replaced by `call`, then the later actions before the
    first card that `keep` accepts and the rules still allow: the deal at its first lead, or
    None if the play cannot start so."""
    deal = scenarios.build(entry["scenario"])
    for number, action in enumerate(entry["actions"]):
        if " play " in action or deal.phase == "play":
            break
        if number == at:
            action = call
        elif number > at and (not keep(action) or action not in deal.legal_actions()):
            continue
        deal.apply(action)
    while deal.phase != "play" and not deal.is_over:        # the calls left: passes
        pass_ = next((a for a in deal.legal_actions() if a.split()[1] == "pass"), None)
        if pass_ is None:
            return None
        deal.apply(pass_)
    return deal if deal.phase == "play" else None


def _calls_304(entry: dict, reader: str, limit) -> dict | None:
    final, _ = replay(entry)
    if final.is_pcc or any(a.split()[1] == "redeal" for a in entry["actions"]):
        return None              # a PCC contract is won by tricks, not points (P1); a redeal
    mine = final.maker >= 0 and final.maker % 2 == "ABCD".index(reader) % 2   # (A3) no deal
    auction = lambda action: action.split()[1] in ("pass", "bid", "partner")   # noqa: E731
    if mine:
        maker, entry_used = final.maker, entry
        at = max(n for n, a in enumerate(entry["actions"]) if a.split()[1] == "indicator")
        played = entry["actions"][at]
    else:
        # The reader as maker in the first auction at the lowest bid, every other seat passing:
        # what their side would have taken with each trump from their four cards.
        maker, actions, deal = "ABCD".index(reader), [], scenarios.build(entry["scenario"])
        while deal.phase == "auction" and len(actions) < 40:
            legal = deal.legal_actions()
            bids = [a for a in legal if a.split()[1] == "bid"]
            pass_ = next((a for a in legal if a.split()[1] == "pass"), None)
            action = bids[0] if deal.to_act == reader and bids else pass_
            if action is None:
                return None
            deal.apply(action)
            actions.append(action)
        if deal.phase != "indicator" or deal.maker != maker:
            return None
        at, played = len(actions), None
        actions.append(next(a for a in deal.legal_actions() if " indicator " in a))
        entry_used = {"scenario": entry["scenario"], "actions": actions}
    before = scenarios.build(entry_used["scenario"])
    for action in entry_used["actions"][:at]:
        before.apply(action)
    choices = _indicator_choices(before)
    target = final.contract if mine else MIN_BID_304
    if played is not None:
        choices[played.split()[2][1]] = played
    rows, spent = [], _calls_spent(limit)
    for suit in sorted(choices, key=lambda suit: (choices[suit] != played, "SHDC".index(suit))):
        deal = _with_call(entry_used, at, choices[suit], auction)
        found = ({"points": None, "makes": None} if deal is None
                 else _open_points("304", deal, "ABCD"[maker], target, limit, spent))
        rows.append({"suit": suit, "card": choices[suit].split()[2], **found,
                     "played": choices[suit] == played})
    rows.sort(key=lambda row: "SHDC".index(row["suit"]))
    if final.maker < 0:          # thrown in (304-A10): no contract was played
        return {"game": "304", "mine": False, "maker": None, "side": None, "contract": None,
                "trump": None, "made": None, "rows": rows}
    return {"game": "304", "mine": mine, "maker": "ABCD"[final.maker],
            "side": "AC" if final.maker % 2 == 0 else "BD", "contract": final.contract,
            "trump": "SHDC"[final.trump], "made": final.points[final.maker % 2], "rows": rows}


def _calls_501(entry: dict, reader: str, limit) -> dict | None:
    final, _ = replay(entry)
    at = next((n for n, a in enumerate(entry["actions"]) if a.split()[1:2] == ["contract"]),
              None)
    if at is None:
        return None              # thrown in, or conceded (501-Q1): no play
    played = entry["actions"][at]
    seat, _, _, value = played.split()
    before = scenarios.build(entry["scenario"])
    for action in entry["actions"][:at]:
        before.apply(action)
    choices = {suit: f"{seat} contract {suit} {value}" for suit in ("S", "H", "D", "C", "NT")}
    choices = {suit: call for suit, call in choices.items() if call in before.legal_actions()}
    rows, spent = [], _calls_spent(limit)
    for suit, call in sorted(choices.items(), key=lambda item: item[1] != played):
        # the cards given (501-E3) as they were: chosen for the trump played, kept for each
        deal = _with_call(entry, at, call, lambda action: action.split()[1] == "give")
        found = ({"points": None, "makes": None} if deal is None
                 else _open_points("501", deal, seat, int(value), limit, spent))
        rows.append({"suit": suit, **found, "played": call == played})
    rows.sort(key=lambda row: ("S", "H", "D", "C", "NT").index(row["suit"]))
    return {"game": "501", "mine": seat == reader, "maker": seat, "contract": int(value),
            "trump": played.split()[2], "made": final.real_points()[final.declarer],
            "rows": rows}


def calls_in_words(found: dict | None, lang: str) -> dict | None:
    """The calls' figures with their sentences: `intro`, and each row's `text`."""
    if found is None:
        return None
    params = {"contract": found["contract"], "maker": found["maker"],
              "made": None if found["made"] is None else amount(found["made"], lang)}
    if found["game"] == "304":
        code = ("practice-calls-304-mine" if found["mine"] else "practice-calls-304-theirs"
                if found["maker"] else "practice-calls-304-none")
        intro = say(lang, code, **params, **({"suit": found["trump"]} if found["trump"] else {}))
        target = found["contract"] if found["mine"] else MIN_BID_304
    else:
        trump = (say(lang, "practice-calls-no-trump") if found["trump"] == "NT"
                 else say(lang, "practice-calls-trump", suit=found["trump"]))
        intro = say(lang, "practice-calls-501", trump=trump, **params)
        target = found["contract"]
    rows = []
    for row in found["rows"]:
        if found["game"] == "304":
            choice = say(lang, "practice-calls-choice-304", suit=row["suit"], card=row["card"])
        elif row["suit"] == "NT":
            choice = say(lang, "practice-calls-no-trump")
        else:
            choice = suit_name(row["suit"], lang)
        if row["points"] is not None:
            code = "practice-calls-made" if row["makes"] else "practice-calls-short"
        else:
            code = {True: "practice-calls-makes", False: "practice-calls-fails",
                    None: "practice-calls-unknown"}[row["makes"]]
        taken = None if row["points"] is None else amount(row["points"], lang)
        rows.append({**row, "text": say(lang, code, choice=choice, amount=taken,
                                        contract=target)})
    return {**found, "intro": intro, "rows": rows}


def calls(state: dict, deal_index: int, limit=CALLS_SOLVE_LIMIT) -> dict | None:
    """The calls of a finished deal weighed by open hands (#24): for the 304 contract of the
    reader's side, what the maker's side takes with each trump the maker could have chosen
    (its weakest card as the indicator, the maker's constraints of the deal in force, the
    option to open before the lead its own), against the contract (304-G2); when the other
    side made the trump, what the reader's side would have taken with each trump from the
    reader's four cards as maker. For 501, what the declarer takes with each trump and at
    no-trump, the cards given kept, against the contract (501-A4). Computed once per deal
    (the last one is kept); None when there was no contract in points."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    key = hashlib.sha256(json.dumps([entry, state["seat"], limit], sort_keys=True)
                         .encode()).hexdigest()
    if _CALLS["deal"] != key:
        deal, _ = replay(entry)
        if not deal.is_over:
            raise NotationError("practice-deal-not-over")
        weigh = _calls_304 if state["game"] == "304" else _calls_501
        _CALLS["deal"], _CALLS["calls"] = key, weigh(entry, state["seat"], limit)
    return _CALLS["calls"]
