"""A played deal (a scenario file with its actions): each card's cost against the best, the
contract's result against open hands, and where the deal was won or lost.

- Each card's cost is the practice review's evaluation, reused (`open_cost`, the solver's
  `regret` on the real deal: the points the card gave away against the best card, for the
  side to move in 304, the player in 501); a card that was its player's only one costs
  nothing; after a 304 Caps call cards are not weighed in points (304-K7, K10).
- The course of the deal: `worth[k]` is what the contract's side (the 304 maker's side, the
  501 declarer) ends with when everyone plays their best from card k on — its points so far
  plus the solver's value from there. In 304 the two sides share the points, so a card of
  the maker's side lowers it by its cost and a defender's raises it by its cost: one solve
  (before the first card) and the costs give the whole course. In 501 each player is alone
  (a defender's cost is in its own points), so the course is solved at every card for the
  declarer, on one table.
- Where the deal was won or lost: the last card after which the course crossed the contract
  to the side it ended on (None when it never did: the cards as dealt decided it); a contract
  is made when its side's total reaches it (304-G2, 501-G2).
"""

import copy

from engine import scenarios
from engine.app.analysis.deals import hands_only
from engine.game304 import solver as solver_304
from engine.game501 import solver as solver_501
from engine.app.review import cost_by_open_hands as open_cost   # the review's evaluation
from engine.app.review import link_forced_card


def _card_items(game: str, data: dict):
    """(items, the deal at its first card or None, the final deal): every card play of the
    file with its cost against the best."""
    deal = scenarios.build(hands_only(data))
    tables, items, first = {}, [], None
    for number, action in enumerate(scenarios.played_actions(data)):
        if " play " in action:
            if first is None:
                first = deal.copy() if game == "304" else copy.deepcopy(deal)
            items.append(_item(game, deal, number, action, tables))
        deal.apply(action)
    return items, first, deal, tables


def _item(game: str, deal, number: int, action: str, tables: dict) -> dict:
    seat = action.split()[0]
    plays = [a for a in deal.legal_actions() if " play " in a]
    item = {"index": number, "seat": seat, "action": action, "trick": len(deal.tricks) + 1}
    if game == "304" and deal.caps_seat >= 0:
        return {**item, "best": None, "cost": None}
    if len(plays) <= 1:
        if game == "304" and plays:
            link_forced_card(deal, number, action, tables)
        return {**item, "best": action, "cost": 0}
    best, cost = open_cost(game, deal, action, tables, number=number)
    return {**item, "best": action if cost == 0 else best, "cost": cost}


def _turning_point(worth: list, contract: int) -> int | None:
    """The index of the card after which the course last crossed `contract` (None: never)."""
    made = [value >= contract for value in worth]
    for k in range(len(made) - 1, 0, -1):
        if made[k] != made[k - 1]:
            return k - 1
    return None


def _course_304(first, items: list, maker: int, tables: dict) -> tuple:
    """(worth at each card and after the last, the cost of keeping the trump closed or None);
    on the cards' tables (what their searches proved holds here: a key holds the position)."""
    search = solver_304.Solver(first, tables=tables.get("304"))
    kept_cost = None
    if search.open_option:                # the maker could still open: the first card kept it
        start = search.option_value(False, maker)
        kept_cost = max(0, search.option_value(True, maker) - start)
    else:
        start = search.value(maker)
    worth = [first.points[maker % 2] + start]
    for item in items:
        if item["cost"] is None:
            return None, kept_cost
        mine = "ABCD".index(item["seat"]) % 2 == maker % 2
        worth.append(worth[-1] - item["cost"] if mine else worth[-1] + item["cost"])
    return worth, kept_cost


def _course_501(data: dict, declarer: int, tables: dict) -> list:
    deal = scenarios.build(hands_only(data))
    table = tables.setdefault(("course", declarer), {})
    worth = []
    for action in scenarios.played_actions(data):
        if " play " in action:
            value = solver_501.Solver(deal, declarer, table=table).value()
            worth.append(deal.real_points()[declarer] + value)
        deal.apply(action)
    worth.append(deal.real_points()[declarer])
    return worth


def analyse(data: dict) -> dict | None:
    """The played part of a file: None when no card was played."""
    game = data["game"]
    items, first, final, tables = _card_items(game, data)
    if first is None:
        return None
    found = {"game": game, "items": items, "over": final.is_over, "worth": None,
             "turning": None, "kept_cost": None}
    if game == "304":
        if final.maker < 0 or final.is_pcc:
            return {**found, "maker": None}
        maker = final.maker
        worth, kept_cost = _course_304(first, items, maker, tables)
        found.update(maker="ABCD"[maker], contract=final.contract, trump="SHDC"[final.trump],
                     made=final.points[maker % 2], worth=worth, kept_cost=kept_cost)
    else:
        declarer = final.declarer
        worth = _course_501(data, declarer, tables)
        found.update(maker="ABCD"[declarer], contract=final.contract, trump=final.trump_suit
                     or "NT", made=final.real_points()[declarer], worth=worth)
    # Only a deal played out is made or failed in points (not a spoilt deal, 304-S1, nor
    # one stopped before its last card).
    found["result"] = final.result if final.is_over else None
    if found["result"] not in ("made", "failed"):
        found["made"] = None
    if worth is not None and found["made"] is not None:
        found["turning"] = _turning_point(worth, found["contract"])
    return found
