"""The referee's Caps obligation against a search of AUDIT_LIMIT positions (issue #24).

At every trick start of a deal replayed action by action (after the auctions, after the maker
opens, after each completed trick, while no Caps is called), every seat whose side has won
every trick so far is asked "can you prove Caps now?" (304-K3, C-22) twice: by the referee as
it asks in play (`caps.referee.can_prove`: its limits, undecided as None) and by the reference,
the same judge searching up to AUDIT_LIMIT positions (undecided there: None too). The tests
(tests/engine/test_caps_obligation.py), `make bench` (bench/bench_caps.py) and the puzzle
build use it; a difference, or an undecided answer, is what they count.

Positions are compared where the referee itself would ask (C-25 strict, not in PCC, 304-K8,
K9): a question outside those is no obligation.
"""

from engine.game304.caps.limits import AUDIT_LIMIT
from engine.game304.caps.proofs import decided_order
from engine.game304.caps.referee import can_prove
from engine.game304.caps.search import Undecided
from engine.game304.tables import side


def reference(deal, seat: int, limit=AUDIT_LIMIT):
    """The reference answer: True, False, or None (still undecided at `limit` positions;
    `limit` None: no limit)."""
    try:
        return decided_order(deal, seat, limit) is not None
    except Undecided:
        return None


def asked(deal) -> list:
    """The seats the obligation concerns at this trick start of `deal` (strict Caps, no call
    made, not in PCC; each seat of a side that has won every trick, defenders only when they
    may call, 304-K9)."""
    if (deal.phase != "play" or deal.trick or deal.is_over or deal.caps_seat >= 0
            or deal.is_pcc or deal.rules.caps_enforcement != "strict"
            or deal.rules.caps_proof != "fixed"):
        return []
    return [seat for seat in range(4)
            if not deal.side_tricks[1 - side(seat)] and deal.remaining_cards(seat)
            and (deal.rules.defenders_may_call_caps or side(seat) == side(deal.maker))]


def trick_starts(deal, actions):
    """Apply `actions` (action strings) to `deal`, yielding the deal at each trick start
    where the obligation concerns a seat (the deal itself: read it before the next step)."""
    if asked(deal):
        yield deal
    for action in actions:
        if deal.is_over:
            return
        deal.apply(action)
        if asked(deal):
            yield deal


def answers(deal, referee=can_prove, against=reference) -> list:
    """[(trick, seat, the referee's answer, the reference's answer)] at this trick start."""
    return [(deal.trick_no, seat, referee(deal, seat), against(deal, seat))
            for seat in asked(deal)]


def compare(deal, actions, against=reference) -> list:
    """Every question at every trick start of the deal played with `actions`:
    [(trick, seat, referee, reference)] — the audit's raw material."""
    found = []
    for position in trick_starts(deal, actions):
        found += answers(position, against=against)
    return found
