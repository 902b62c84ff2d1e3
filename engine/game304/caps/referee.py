"""The Caps referee of a deal (RULES.md A14, C-22 to C-28, Binding decision 5): when the deal
asks the judge (caps.proofs), with what limits, and what it rules. The deal calls it from its
`_do` helpers and applies its rulings; what the referee remembers lives on the deal (so copies
carry it): `caps_due[side]`, the trick index in which Caps became provable (304-K4), and
`caps_doomed[side]`, a side that loses a trick in every line.

A ruling is a Wrong Caps to settle: (payer, tokens, detail) for `Deal._on_end`.

- A call just made (`call_ruling`): judged at once (C-25 strict and lenient); not provable,
  Wrong Caps (304-K6); past the limit, judged by its outcome (304-K7, `caps_verdict` None).
- After each event of the play (`after_event`): a stated order that cannot go on
  (`order_ruling`: Wrong Caps, "order-broken", 304-K10), or else the obligation (`track`).
- The obligation (strict mode, C-25, `track`): "Caps first became provable during trick t"
  (304-K4, C-23) is decided from a few checkpoints instead of after every card: a seat's
  information only grows, and every play of the three others is one the proof already
  covers, so once provable a call stays provable until the seat itself plays a card. The
  referee therefore asks at the start of each trick (after the auctions, after the maker
  opens, after each completed trick: every seat of a side that has won every trick) and, in
  the middle of a trick, only the seat about to play (`checkpoint_seats`). A call that became
  provable anywhere in trick t is found in trick t, at its end or just before the seat's own
  card, whichever comes first. A side that could prove Caps in trick t and has not called by
  the lead card of trick t + 1 commits Wrong Caps (`deadline_ruling`; 304-K4, K6, C-23), as
  does one that reaches the end of the deal (`final_ruling`).

A side whose trumps the opponents' outnumber (`doomed`) loses a trick in every line: the
referee remembers it and stops asking its seats. Cost limits (caps.limits): each question of
the obligation (`can_prove`) is asked with TRACK_LIMIT search positions, and one that needs
more is asked again with ESCALATED_LIMIT; real positions finish well inside the first (the
proof by sure winners answers the simple ones at once, and the search stops wherever V's
cards are sure winners, caps.sure). A question still undecided is recorded on the deal
(`caps_undecided`: (trick, cards in the trick, seat) each) — counted by `make bench` and the
audits (caps.audit), never taken silently for "not provable"; the obligation it stands for
is then not enforced. A call made is judged with NODE_LIMIT. A deal with `caps_unlimited`
set asks every question without a limit (the puzzle build re-derives its Caps facts so).
"""

from engine.game304 import scoring
from engine.game304.caps.limits import ESCALATED_LIMIT, NODE_LIMIT, TRACK_LIMIT
from engine.game304.caps.proofs import decided_order, judge
from engine.game304.caps.search import Undecided
from engine.game304.caps.refutations import trumps_outnumbered
from engine.game304.play import playable
from engine.game304.tables import side


def checkpoint_seats(deal) -> tuple:
    """The seats whose Caps obligation is checked after the event just applied: every seat at
    a trick start, only the seat to play in the middle of a trick."""
    if deal.trick:
        return (deal.turn,)
    return (0, 1, 2, 3)


def doomed(deal, side_index: int) -> bool:
    """Whether the side loses a trick in every line of play from here, whatever anyone holds
    or plays: the opponents' trumps outnumber its stronger ones (caps.refutations
    .trumps_outnumbered, an argument on the real cards that holds for every line; outside
    PCC, where every card is played). Then no seat of the side can prove Caps now or later."""
    return trumps_outnumbered(deal, side_index)    # (seat side_index is of the side)


def call_ruling(deal, seat: int, order: tuple):
    """304-K6, C-25: the verdict on the call `seat` has just made (the deal as after the call).
    Sets `caps_verdict` (True: proven at the call; None: judged by its outcome, 304-K7) and
    returns a ruling when the call is not provable."""
    if deal.rules.caps_enforcement == "off" or deal.judging:
        return None
    verdict = judge(deal, seat, order, None if deal.caps_unlimited else NODE_LIMIT)
    if verdict is False:
        return scoring.wrong_caps_payment(side(seat)) + ("not-provable",)
    deal.caps_verdict = verdict
    return None


def order_ruling(deal):
    """304-K10: the caller's next card in its stated order is not playable now."""
    forced = deal.caps_order_next(deal.turn)
    if forced is not None and not playable(deal, deal.turn)[0] >> forced & 1:
        return scoring.wrong_caps_payment(side(deal.caps_seat)) + ("order-broken",)
    return None


def after_event(deal):
    """After each event of the play: `order_ruling` once Caps is called, else `track`."""
    if deal.caps_seat >= 0:
        return order_ruling(deal)
    track(deal)
    return None


def deadline_ruling(deal):
    """304-K4, K6, C-23, at the lead card of a trick: a side that could prove Caps in an
    earlier trick and has not called."""
    if deal.caps_seat >= 0:
        return None
    for side_index in (0, 1):
        due = deal.caps_due[side_index]
        if due is not None and due < deal.trick_no:
            return _not_called(deal, side_index)
    return None


def final_ruling(deal):
    """304-K6 at the end of the deal: a side whose Caps became provable and was never
    called (no call made)."""
    for side_index in (0, 1):
        if deal.caps_due[side_index] is not None:
            return _not_called(deal, side_index)
    return None


def _not_called(deal, side_index: int) -> tuple:
    """304-K6: the ruling on a Caps that was provable and never called — "hidden" when the
    side has since lost a trick (thrown to hide it), else "not-called"."""
    detail = "hidden" if deal.side_tricks[1 - side_index] else "not-called"
    return scoring.wrong_caps_payment(side_index) + (detail,)


def _due_trick(deal) -> int:
    """304-K4: the trick in which a Caps found provable now became provable — the trick in
    progress, or the one just completed; before the opening lead, trick 1 (-1 under the
    C-23 option `caps_preplay_deadline = "lead"`: due before the lead)."""
    if deal.trick:
        return deal.trick_no
    if deal.trick_no:
        return deal.trick_no - 1
    return 0 if deal.rules.caps_preplay_deadline == "trick" else -1


def track(deal) -> None:
    """C-25 strict, 304-K3: after an event of the play, record for each side whether one of
    its seats to ask (`checkpoint_seats`) can now prove Caps (`caps_due`)."""
    if deal.rules.caps_enforcement != "strict" or deal.caps_seat >= 0 or deal.is_pcc:
        return                                                  # 304-K8, P6: not in PCC
    if deal.judging:
        return
    for side_index in (0, 1):
        if (deal.caps_due[side_index] is not None or deal.side_tricks[1 - side_index]
                or deal.caps_doomed[side_index]):
            continue
        if not deal.rules.defenders_may_call_caps and side_index != side(deal.maker):
            continue                                            # 304-K9, C-24
        seats = [seat for seat in checkpoint_seats(deal) if side(seat) == side_index]
        if not seats:
            continue
        if doomed(deal, side_index):            # it can never prove Caps again
            deal.caps_doomed[side_index] = True
            continue
        for seat in seats:
            answer = can_prove(deal, seat, side_checked=True)
            if answer is None:
                deal.caps_undecided.append((deal.trick_no, len(deal.trick), seat))
            elif answer:
                deal.caps_due[side_index] = _due_trick(deal)
                break


def can_prove(deal, seat: int, side_checked: bool = False):
    """The referee's answer to "can `seat` prove Caps now?" (304-K3, C-22): True, False, or
    None when the question is still undecided at ESCALATED_LIMIT positions. `side_checked`:
    `doomed` was just found false for the seat's side."""
    if not side_checked and doomed(deal, side(seat)):
        return False
    for limit in ((None,) if deal.caps_unlimited else (TRACK_LIMIT, ESCALATED_LIMIT)):
        try:
            return decided_order(deal, seat, limit, side_checked=True) is not None
        except Undecided:
            continue
    return None
