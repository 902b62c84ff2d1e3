"""The two auctions of 304 as pure functions over the deal's auction state (RULES.md A3, A4, A6,
C-1, C-12 to C-16, Binding decision 2).

`first_auction_moves` / `second_auction_moves` list the calls open to the seat that speaks;
`first_auction_reason` / `second_auction_reason` say why a call is refused; neither changes
anything. `on_first_call` / `on_second_call` apply a legal call to the deal's auction state:
they are steps of `Deal._do`, called only from there.
"""

import functools

from engine.game304.actions import BID_PCC, PARTNER, PASS, REDEAL, bid_move, bid_of, is_bid
from engine.game304.tables import (ALL_PASSED, BID_MAX, BID_STEP, FIRST_BID_MIN, INDICATOR,
                                   LATER_CALL_FLOOR, LOW_HAND_LIMIT, PARTNER_OVERCALL_FLOOR, PCC,
                                   REDEAL as REDEAL_RESULT, SEATS, SECOND_AUCTION_FLOOR,
                                   mask_points, partner)


@functools.cache
def _bids_from(low: int, high_bid: int, with_pcc: bool) -> tuple:
    """The bids from `low` up that beat `high_bid`. Remembered: a bot's sampled worlds replay
    the same auction thousands of times (engine.bots.deal_sampler304), each call checked
    against the calls open."""
    start = max(low, high_bid + BID_STEP)
    moves = [bid_move(bid) for bid in range(start, BID_MAX + 1, BID_STEP)]
    if with_pcc and high_bid < PCC:
        moves.append(BID_PCC)
    return tuple(moves)


def first_call_floor(deal, bidder: int) -> int:
    """The lowest bid `bidder` may make now in the first auction (304-A3, A6, A7)."""
    floor = FIRST_BID_MIN
    if deal.spoken >> bidder & 1:                       # 304-A6: a later call
        floor = LATER_CALL_FLOOR
    if deal.high_seat == partner(bidder):               # 304-A7: overcalling partner
        floor = max(floor, PARTNER_OVERCALL_FLOOR)
    return floor


def may_demand_redeal(deal, seat: int) -> bool:
    """304-R1, R2, R3: the first bidder, before their first call, with less than 15 points."""
    return (deal.rules.low_hand_redeal and seat == deal.first_bidder and deal.calls_made == 0
            and not deal.answering and mask_points(deal.hands[seat]) < LOW_HAND_LIMIT)


def _may_bid_first(deal, bidder: int) -> bool:
    if bidder == deal.high_seat:                        # C-14: the standing bidder only passes
        return False
    if deal.rules.pass_is_final and deal.passed >> bidder & 1:   # C-1 (SG variant)
        return False
    return True


def first_auction_moves(deal) -> list:
    """Calls open to the seat to act in the first auction (304-A2)."""
    bidder = deal.turn
    moves = [PASS]
    if _may_bid_first(deal, bidder):
        moves += _bids_from(first_call_floor(deal, bidder), deal.high_bid,
                            deal.rules.pcc_in_first_auction)
    if not deal.answering:
        if bidder != deal.high_seat:                    # 304-A8; never to the standing bidder
            moves.append(PARTNER)
        if may_demand_redeal(deal, bidder):             # 304-R4: offered, never forced
            moves.append(REDEAL)
    return moves


def first_auction_reason(deal, move: int) -> tuple:
    """(code, params) saying why `move` is not a legal first-auction call now."""
    bidder = deal.turn
    if move == REDEAL:
        if bidder != deal.first_bidder or deal.answering:
            return "redeal-not-first-bidder", {}
        if deal.calls_made:
            return "redeal-too-late", {}
        if not deal.rules.low_hand_redeal:
            return "redeal-not-allowed", {}
        return "redeal-hand-too-strong", {"points": mask_points(deal.hands[bidder])}
    if move == PARTNER:
        if deal.answering:
            return "partner-must-answer", {}
        return "standing-bidder-must-pass", {}
    if is_bid(move):
        if bidder == deal.high_seat:
            return "standing-bidder-must-pass", {}
        if deal.rules.pass_is_final and deal.passed >> bidder & 1:
            return "pass-is-final-304", {}
        if move == BID_PCC:
            return "pcc-second-auction-only", {}
        bid = bid_of(move)
        if bid <= deal.high_bid:
            return "bid-not-higher-304", {"bid": bid, "high": deal.high_bid}
        if deal.spoken >> bidder & 1 and bid < LATER_CALL_FLOOR:
            return "bid-later-call-floor", {"bid": bid, "floor": LATER_CALL_FLOOR}
        if deal.high_seat == partner(bidder) and bid < PARTNER_OVERCALL_FLOOR:
            return "bid-partner-floor", {"bid": bid, "floor": PARTNER_OVERCALL_FLOOR}
    return "not-allowed-now", {}


def partner_blocks(deal, seat: int) -> bool:
    """304-B3 / C-15: the seat's partner holds the standing bid, so the seat may only pass."""
    if deal.high_seat != partner(seat):
        return False
    if deal.rules.partner_block_scope == "standing":
        return True
    return bool(deal.circuit_bidders >> partner(seat) & 1)


def second_auction_moves(deal) -> list:
    """Calls open in the one circuit on eight cards (304-B1, B2, B3, B4, C-14, C-34). Over a standing
    300 only PCC is left (304-B7): `_bids_from` starts above the standing bid."""
    seat = deal.turn
    if partner_blocks(deal, seat):
        return [PASS]
    return [PASS, *_bids_from(SECOND_AUCTION_FLOOR, deal.high_bid, True)]


def second_auction_reason(deal, move: int) -> tuple:
    seat = deal.turn
    if move == PARTNER:
        return "no-delegation-second", {}
    if move == REDEAL:
        return "redeal-too-late", {}
    if is_bid(move):
        if partner_blocks(deal, seat):
            return "pass-over-partner", {}
        bid = PCC if move == BID_PCC else bid_of(move)
        if bid <= deal.high_bid:
            if deal.high_bid == PCC:
                return "bid-over-pcc", {}
            return "bid-not-higher-304", {"bid": bid, "high": deal.high_bid}
        if bid < SECOND_AUCTION_FLOOR:
            return "second-bid-floor", {"bid": bid, "floor": SECOND_AUCTION_FLOOR}
    return "not-allowed-now", {}


# --- The calls applied (steps of Deal._do) ----------------------------------------------

def on_first_call(deal, seat: int, move: int) -> None:
    """Apply a call of the first auction (304-A4, A8, A9, A10, R1, R4, R5, C-12)."""
    if move == REDEAL:                                    # 304-R1, R4, R5
        deal.calls.append((1, seat, move, seat))
        deal._event("event-redeal", seat=SEATS[seat])
        deal._on_end(REDEAL_RESULT)
        return
    if move == PARTNER:                                   # 304-A8: partner speaks now
        deal.calls.append((1, seat, move, seat))
        deal.spoken |= 1 << seat
        deal.answering = True
        deal.turn = partner(seat)
        return
    deal.calls.append((1, seat, move, deal.slot))
    deal.spoken |= 1 << seat
    if move == PASS:
        deal.passes += 1
        deal.passed |= 1 << seat
    else:
        deal.high_bid, deal.high_seat, deal.passes = bid_of(move), seat, 0
    if deal.answering and deal.rules.delegation_skips_partner:
        deal.skip |= 1 << seat                            # C-12 reading (ii)
    deal.answering = False
    deal.calls_made += 1
    if deal.high_seat >= 0 and deal.passes >= 3:          # 304-A9
        deal.maker, deal.contract = deal.high_seat, deal.high_bid
        deal.is_pcc = deal.contract == PCC
        deal.phase, deal.turn = INDICATOR, deal.maker      # 304-I1
        return
    if deal.high_seat < 0 and deal.calls_made >= 4:       # 304-A10
        deal._event("event-all-passed")
        deal._on_end(ALL_PASSED)
        return
    nxt = (deal.slot + 1) % 4
    while deal.skip >> nxt & 1:
        deal.skip &= ~(1 << nxt)
        nxt = (nxt + 1) % 4
    deal.slot = deal.turn = nxt


def on_second_call(deal, seat: int, move: int) -> None:
    """Apply a call of the second auction's one circuit (304-B1, B5, B6, Binding decision 2)."""
    deal.calls.append((2, seat, move, seat))
    if move != PASS:
        deal.high_bid = PCC if move == BID_PCC else bid_of(move)
        deal.high_seat = seat
        deal.circuit_bidders |= 1 << seat
    deal.circuit_pos += 1
    if deal.circuit_pos < 4:
        deal.turn = deal.circuit[deal.circuit_pos]
        return
    if not deal.circuit_bidders:                          # 304-B5
        deal._on_start_play()
        return
    # 304-B6, Binding decision 2: the old indicator goes back to its owner's hand, then
    # the final maker chooses the indicator from eight cards.
    deal.hands[deal.maker] |= 1 << deal.indicator
    deal._event("event-indicator-returned", seat=SEATS[deal.maker])
    deal.indicator, deal.trump, deal.closed = -1, -1, False
    deal.maker, deal.contract = deal.high_seat, deal.high_bid
    deal.is_pcc = deal.contract == PCC
    deal.phase, deal.turn = INDICATOR, deal.maker
