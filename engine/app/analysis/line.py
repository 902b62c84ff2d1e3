"""The best line of a cell of the open-hands table (issue #28).

304: the deal `deals.maker_deal`
builds for that maker and trump, the maker's better root choice (the cell's best indicator
kept closed, or the trump opened before the lead, 304-O1), then every card by open hands, each
the first best card the solver finds (`Solver.weigh`: one solve and a few tests a position, its
tables kept from one position to the next, and the value found for one position is the next
one's, so only the first is solved), to the end of the deal.

Caps (304-K3, K4, K9): the referee requires a side to call Caps once a seat of it can prove it
from what it knows; the line calls it at the first action where one can (the exact judge, no
search limit: `proofs.valid_order`), with the order the judge found, so that the deal scores as
the rules score it. After the call the caller's side takes every trick whatever is played: the
caller follows the stated order (304-K10) and the others play their first legal card.

501: the deal `deals.declarer_deal` builds for that declarer, the contract announced and the
cell's best gives made (`contracts501.best_gives`), then every card by open hands as the table
values it — the declarer's points, the two defenders together against them: the declarer plays
the first best card the solver finds (`Solver.regret`), a defender the first card after which
the declarer can take no more than the position's value (one null-window test a card), its own
best card (the review's evaluation of a defender's card) first when that one does. Where it
does not, the defender's card keeps the declarer to the cell's figure at a cost to its own
points, which the review shows (on the worked example `501-blind-contract`, 9 of 96 defenders'
cards over nine cells): defending together and scoring alone can pull apart in 501.

The line is a finished deal, which the Play page opens from a link (`engine.app.links`): there
the reader steps through it from the maker's (declarer's) seat and plays on against the bots
from any card.
"""

import copy


from engine.app.analysis import contracts501, open_table
from engine.app.analysis.deals import (contract_deal, declarer_deal, given_deal, hands_only,
                                        maker_deal)
from engine.app.links import encode_link
from engine.app.state import VERSION
from engine.game304 import solver
from engine.game304.actions import CAPS, format_move
from engine.game304.caps import proofs
from engine.game501 import solver as solver501
from engine.game501.actions import format_action


def _caps_call(deal) -> str | None:
    """A Caps call due now (the seat to act first, then the others in turn), or None."""
    for step in range(4):
        seat = (deal.turn + step) % 4
        if deal.caps_offered(seat):          # 304-K2, K8, K9: on its turn or out of it
            order = proofs.valid_order(deal, seat, None)
            if order is not None:
                return format_move(seat, CAPS, order)
    return None


def best_line(data: dict, maker: str, suit: str) -> dict | None:
    """{"cell", "actions"}: the cell's figures and every action of the deal played its best
    way from the first auction to the end; None where the cell has none (the suit is not among
    the maker's first four)."""
    tables = ({}, {})    # the cell's searches, then the line's: positions of the cell's deals
    cell = open_table.cell(data, maker, suit, tables)
    if cell is None:
        return None
    indicator = cell["indicator"] or next(card for card in open_table.first_four(data, maker)
                                          if card[1] == suit)
    deal = maker_deal(data, maker, indicator)
    if cell["closed"] is None or (cell["opened"] is not None and cell["opened"] > cell["closed"]):
        deal.apply(f"{maker} open")                                     # 304-O1
    root = None       # the value of the position to play from (side 0's), once a search found it
    while not deal.is_over:
        call = _caps_call(deal)
        if call is not None:
            deal.apply(call)
            continue
        plays = [action for action in deal.legal_actions() if action.split()[1] == "play"]
        if len(plays) == 1 or deal.caps_seat >= 0:
            if root is not None and deal.caps_seat < 0:
                root -= solver.card_gain(deal, plays[0])
            deal.apply(plays[0])
            continue
        # (the value after the best card is the next position's: one search saved a card)
        best, _, root, _ = solver.Solver(deal, tables=tables).weigh(plays[0], root)
        root -= solver.card_gain(deal, best)
        deal.apply(best)
    actions = [format_move(seat, move, order) for seat, move, order in deal.history]
    return {"cell": cell, "actions": actions}


def best_line_501(data: dict, declarer: str, trump: str) -> dict | None:
    """{"cell", "actions"} for a 501 declarer and contract (a suit or NT), or None where the
    seat cannot declare."""
    declaring = declarer_deal(data, declarer)
    if declaring is None:
        return None
    giving = contract_deal(declaring, trump)
    cell = {"declarer": declarer, "trump": trump, **contracts501.best_gives(giving, declarer)}
    deal = given_deal(giving, cell["gives"])
    tables = {}                 # one table per hero (a key is written from the hero's place)
    while not deal.is_over:
        plays = deal.legal_actions()
        if len(plays) == 1:
            deal.apply(plays[0])
            continue
        mover = deal.to_act
        own_best = solver501.Solver(deal, mover, table=tables.setdefault(mover, {})).regret(
            plays[0])[0]
        deal.apply(own_best if mover == declarer
                   else _defence(deal, declarer, tables.setdefault(declarer, {}),
                                 [own_best] + [play for play in plays if play != own_best]))
    actions = [format_action(seat, move) for seat, move in deal.history]
    return {"cell": cell, "actions": actions}


def _defence(deal, declarer: str, table: dict, plays: list) -> str:
    """A defender's first card of `plays` (its own best first: the review's evaluation) after
    which the declarer takes no more than now, in all."""
    best = deal.real_points()["ABCD".index(declarer)] + solver501.Solver(
        deal, declarer, table=table).value()
    for action in plays:
        after = copy.deepcopy(deal)
        after.apply(action)
        if not solver501.Solver(after, declarer, table=table).reaches(best + 1, total=True):
            return action
    raise AssertionError("no card keeps the declarer to the position's value")   # (impossible)


def line_link(data: dict, maker: str, trump: str) -> str | None:
    """The Play page's fragment (without '#') for the best line, seen from the maker's
    (declarer's) seat; None where the cell has no figures."""
    game = data["game"]
    line = (best_line if game == "304" else best_line_501)(data, maker, trump)
    if line is None:
        return None
    scenario = hands_only(data)
    state = {"v": VERSION, "game": game, "seat": maker, "level": "strong",
             "options": scenario.get("options", {}), "seed": 0,
             "deals": [{"scenario": scenario, "actions": line["actions"]}]}
    return encode_link(state, 0)
