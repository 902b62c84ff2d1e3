"""The invariants of a 304 deal's Caps call and of its end: the tokens and the result
(RULES.md A18, 304-D4, J1 to J5, K1 to K10, S1, S3, R1 to R3, G1 to G3, C-22 to C-26), part of
`engine.game304.invariants.check_invariants` (see there), with the helpers both parts use to
name cards and to fail.
"""

from engine.errors import InvariantError
from engine.game304.actions import CAPS, REDEAL
from engine.game304.tables import (ALL_PASSED, CAPS_BONUS, CAPS_LOST_TRICK_TOKENS, CARDS, FAILED,
                                   LOW_HAND_LIMIT, MADE, OVER, PACKET, POINTS,
                                   REDEAL as REDEAL_RESULT, SEATS, SPOILT as SPOILT_RESULT,
                                   SUIT_MASK, TOTAL_TOKENS, TRICKS, WRONG_CAPS, WRONG_CAPS_TOKENS,
                                   cards_in, mask_of, side, token_band)

RESULTS = (MADE, FAILED, SPOILT_RESULT, REDEAL_RESULT, ALL_PASSED, WRONG_CAPS)
WRONG_CAPS_DETAILS = ("not-provable", "order-broken", "lost-trick", "not-called", "hidden")


def names(cards) -> str:
    return " ".join(CARDS[card] for card in cards) or "-"


def mask_names(mask: int) -> str:
    return names(cards_in(mask))


def fail(rule: str, what: str) -> None:
    raise InvariantError(f"304 invariant broken ({rule}): {what}")


# --- Caps -------------------------------------------------------------------------------------

def check_caps(deal) -> None:
    """304-K2, K8, K10, C-24, C-25: the call and its stated order."""
    caller = deal.caps_seat
    if caller < 0:
        return
    if deal.is_pcc or deal.rules.caps_enforcement == "off" or caller == deal.idle:
        fail("304-K8, C-25 no Caps call here", f"{SEATS[caller]} called")
    if not deal.rules.defenders_may_call_caps and side(caller) != side(deal.maker):
        fail("C-24 defenders may not call", f"{SEATS[caller]} called")
    order = list(deal.caps_order)
    if len(set(order)) != len(order):
        fail("304-K3 the stated order", f"{names(order)} names a card twice")
    rest = mask_of(order[deal.caps_pos:])
    if rest != deal.remaining_cards(caller):
        fail("304-K10 the stated order is the caller's cards",
              f"{SEATS[caller]} still has {mask_names(deal.remaining_cards(caller))}, the order "
              f"says {names(order[deal.caps_pos:])}")
    if deal.judging:
        return
    calls = [index for index, (seat, move, _) in enumerate(deal.history) if move == CAPS]
    if len(calls) != 1 or deal.history[calls[0]][0] != caller:
        fail("304-K3 one Caps call", f"{len(calls)} calls in the history")
    before = sum(1 for _, move, _ in deal.history[:calls[0]] if move < 32)
    for number, (_, _, winner, _) in enumerate(deal.tricks[:before // deal.active_players()], 1):
        if side(winner) != side(caller):
            fail("304-K2 Caps only by a side that won every trick",
                  f"{SEATS[caller]} called after losing trick {number}")
    since = [move for seat, move, _ in deal.history[calls[0] + 1:] if seat == caller and move < 32]
    if since != order[:deal.caps_pos]:
        fail("304-K10 the caller plays the stated order",
              f"{SEATS[caller]} played {names(since)}, the order says {names(order[:deal.caps_pos])}")
    if deal.caps_early != (before <= 6 * deal.active_players()):
        fail("304-K5 the early-Caps bonus", f"called after {before} cards, early={deal.caps_early}")


# --- Tokens and the result ----------------------------------------------------------------------

def check_tokens(deal) -> None:
    """304-D4, J1, J2, J3, J4, J5, K5, K6, K7, S1, S3, R2, A10, G2, G3."""
    tokens, before = tuple(deal.tokens), tuple(deal.tokens_before)
    if sum(tokens) != TOTAL_TOKENS or min(tokens) < 0 or sum(before) != TOTAL_TOKENS:
        fail("304-D4, J2 tokens sum to 22", f"tokens {tokens}, before the deal {before}")
    if deal.phase != OVER:
        if deal.result is not None:
            fail("a deal in progress has no result", f"result {deal.result!r}")
        if tokens != before:
            fail("304-J1 tokens move only when the deal ends", f"{before} became {tokens}")
        return
    result = deal.result
    if result not in RESULTS:
        fail("a finished deal has a result", f"result {result!r}")
    payer, amount = _payment(deal)
    expected = list(before)
    if payer >= 0:
        paid = min(amount, before[payer])                          # 304-J4
        expected[payer] -= paid
        expected[1 - payer] += paid
    if tuple(expected) != tokens:
        fail("304-J1 to J5, K5 to K7 tokens", f"{result} ({deal.result_detail}) "
              f"moved {before} to {tokens}, expected {tuple(expected)}")


def _payment(deal) -> tuple:
    """(paying side, tokens) a finished deal's result calls for, after checking it is
    consistent with the tricks, points and contract; (-1, 0) when no token moves."""
    result, detail = deal.result, deal.result_detail
    maker_side = side(deal.maker) if deal.maker >= 0 else -1
    if result == REDEAL_RESULT:                                    # 304-R1, R2, R3
        seat = deal.first_bidder
        if (not deal.rules.low_hand_redeal or deal.maker >= 0 or deal.calls_made
                or sum(POINTS[card] for card in deal.dealt[seat][:PACKET]) >= LOW_HAND_LIMIT
                or not deal.history or deal.history[-1][:2] != (seat, REDEAL)):
            fail("304-R1 to R3 the low-hand redeal", "redeal without its conditions")
        return -1, 0
    if result == ALL_PASSED:                                       # 304-A10
        if deal.maker >= 0 or deal.high_seat >= 0 or deal.calls_made != 4:
            fail("304-A10 four passes", f"all-passed after {deal.calls_made} calls")
        return -1, 0
    if deal.maker < 0:
        fail("a contract result needs a maker", f"result {result}")
    if result == SPOILT_RESULT:                                    # 304-S1, S3, C-33
        if deal.defenders_dealt_trump():
            fail("304-S1 spoilt trumps: the defenders were dealt no trump",
                  f"they were dealt {mask_names(_defenders(deal) & SUIT_MASK[deal.trump])}")
        return -1, 0
    won, lost = token_band(deal.contract)                          # 304-J1, P7
    if result == WRONG_CAPS:                                       # 304-K6, K7, C-26
        if detail not in WRONG_CAPS_DETAILS or deal.is_pcc:
            fail("304-K6, K8 Wrong Caps", f"detail {detail!r}" + (" in PCC" if deal.is_pcc else ""))
        if detail in ("not-provable", "order-broken", "lost-trick"):
            if deal.caps_seat < 0:
                fail("304-K6, K7 Wrong Caps after a call", f"{detail} without a call")
            offender = side(deal.caps_seat)
            if detail != "not-provable" and deal.caps_verdict is True:
                fail("C-22 a call proved at once is kept", f"{detail} after a call judged valid "
                      f"({SEATS[deal.caps_seat]} caps {names(deal.caps_order)})")
            if detail == "lost-trick":
                if not deal.tricks or side(deal.tricks[-1][2]) == offender:
                    fail("304-K7 a trick lost after calling", "the caller's side won the last trick")
                return offender, CAPS_LOST_TRICK_TOKENS
            return offender, WRONG_CAPS_TOKENS
        if deal.rules.caps_enforcement != "strict" or deal.caps_seat >= 0:
            fail("304-K6, C-25 Caps never called", f"{detail} with a call or outside strict mode")
        offenders = [s for s in (0, 1) if deal.caps_due[s] is not None]
        if not offenders:
            fail("304-K6 Caps never called", "no side was due to call")
        if (detail == "hidden") != bool(deal.side_tricks[1 - offenders[0]]):
            fail("304-K6 a trick thrown to hide Caps", f"{detail} with tricks {deal.side_tricks}")
        return offenders[0], WRONG_CAPS_TOKENS
    # made or failed
    if deal.trick_no != TRICKS:
        fail("304-G1 a contract is scored after eight tricks", f"{result} after {deal.trick_no}")
    if detail == "caps":                                           # 304-K1, K5, J3, C-24
        caller_side = side(deal.caps_seat) if deal.caps_seat >= 0 else -1
        if caller_side < 0 or deal.side_tricks[caller_side] != TRICKS:
            fail("304-K1 Caps is all eight tricks", f"tricks {deal.side_tricks} after a call")
        if (result == MADE) != (caller_side == maker_side):
            fail("304-K5, C-24 a correct Caps", f"{result} for caller side {caller_side}")
        bonus = CAPS_BONUS if deal.caps_early else 0
        return (1 - maker_side, won + bonus) if result == MADE else (maker_side, lost + bonus)
    if detail is not None or deal.caps_seat >= 0:
        fail("304-G2 a contract result", f"detail {detail!r}, Caps by seat {deal.caps_seat}")
    if any(due is not None for due in deal.caps_due):
        fail("304-K6 Caps due and never called", f"scored {result} instead of Wrong Caps")
    if deal.is_pcc:                                                # 304-G3
        made = deal.tricks_won[deal.maker] == TRICKS
    else:                                                          # 304-G2
        made = deal.points[maker_side] >= deal.contract
    if made != (result == MADE):
        fail("304-G2, G3 the contract result", f"{result} with points {deal.points}, contract "
              f"{deal.contract}, maker tricks {deal.tricks_won[deal.maker]}")
    return (1 - maker_side, won) if made else (maker_side, lost)


def _defenders(deal) -> int:
    return deal.dealt_mask[(deal.maker + 1) % 4] | deal.dealt_mask[(deal.maker + 3) % 4]
