"""The auction of 501 as pure functions (RULES.md B3 and B4).

A call is a pass or a bid; a bid made by a player who has not looked at their cards is blind.
The state itself (who passed, the standing bid, who has looked) lives in `deal.Deal`; these
functions only read it.
"""

from engine.errors import IllegalAction
from engine.game501.tables import MAX_BID, MIN_BID


def lowest_bid(standing: int | None) -> int:
    """501-A3: at least 66, and higher than the standing bid (any step of 1 or more)."""
    return MIN_BID if standing is None else max(MIN_BID, standing + 1)


def bid_values(standing: int | None) -> range:
    """Every bid allowed over `standing`: 501-A3, capped at 220 by C-41."""
    return range(lowest_bid(standing), MAX_BID + 1)


def check_bid(value: int, standing: int | None) -> None:
    """Raise the precise reason a bid of `value` over `standing` breaks 501-A3 or C-41."""
    if value < MIN_BID:
        raise IllegalAction("bid-below-minimum", value=value, minimum=MIN_BID)
    if standing is not None and value <= standing:
        raise IllegalAction("bid-not-higher", value=value, standing=standing)
    if value > MAX_BID:
        raise IllegalAction("bid-above-maximum", value=value, maximum=MAX_BID)


def auction_winner(order: tuple, passed: set, bidder: int | None):
    """How the auction stands after a call: the declarer's seat, "all-passed", or None (goes on).

    501-A6: it ends as soon as there is a standing bid and both other players have passed,
    before or after that bid. 501-A7: if all three pass, nobody plays the deal.
    """
    if bidder is not None and all(seat in passed for seat in order if seat != bidder):
        return bidder
    if len(passed) == len(order):
        return "all-passed"
    return None


def next_caller(order: tuple, passed: set, after: int) -> int:
    """The next seat clockwise after `after` that may still call (501-A1; 501-A5: passes are final)."""
    start = order.index(after)
    for step in range(1, len(order) + 1):
        seat = order[(start + step) % len(order)]
        if seat not in passed:
            return seat
    raise AssertionError("no seat left to call: the auction should have ended")
