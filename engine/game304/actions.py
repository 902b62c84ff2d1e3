"""Actions of 304: the small integers of the fast path and the canonical strings of DESIGN.md.

A move is an int: a card 0–31 is `play`, 32 + card is `indicator`, 64 + bid // 10 is `bid`
(`bid pcc` is BID_PCC), and the verbs without argument have their own numbers. A Caps call
carries its stated order beside the move. Strings are always seat first:
`A bid 160`, `D indicator JS`, `B play 9S`, `B caps JS 9S AS`.
"""

from engine.cards import parse_card
from engine.cards import DECK_304
from engine.errors import IllegalAction, NotationError
from engine.game304.tables import BID_MAX, BID_STEP, CARD_INDEX, CARDS, FIRST_BID_MIN, PCC, SEATS

INDICATOR_BASE = 32
BID_BASE = 64
BID_PCC = BID_BASE + PCC // BID_STEP
PASS, PARTNER, REDEAL, OPEN, SPOILT, CAPS = 96, 97, 98, 99, 100, 101
VERBS = {PASS: "pass", PARTNER: "partner", REDEAL: "redeal", OPEN: "open", SPOILT: "spoilt",
         CAPS: "caps"}
_VERB_MOVES = {verb: move for move, verb in VERBS.items()}
# Declarations a seat may make out of turn (DESIGN: not listed in others' legal sets).
OUT_OF_TURN = (OPEN, SPOILT, CAPS)


def bid_move(bid: int) -> int:
    return BID_BASE + bid // BID_STEP


def bid_of(move: int) -> int:
    return (move - BID_BASE) * BID_STEP


def is_bid(move: int) -> bool:
    return BID_BASE <= move <= BID_PCC


def format_bid(bid: int) -> str:
    return "pcc" if bid == PCC else str(bid)


def format_move(seat: int, move: int, order=None) -> str:
    """The canonical action string of a move by `seat` (a bare `caps` without an order)."""
    letter = SEATS[seat]
    if move < INDICATOR_BASE:
        return f"{letter} play {CARDS[move]}"
    if move < BID_BASE:
        return f"{letter} indicator {CARDS[move - INDICATOR_BASE]}"
    if move <= BID_PCC:
        return f"{letter} bid {format_bid(bid_of(move))}"
    if move == CAPS and order:
        return f"{letter} caps " + " ".join(CARDS[card] for card in order)
    return f"{letter} {VERBS[move]}"


def _card(text: str) -> int:
    return CARD_INDEX[parse_card(text, DECK_304)]


def parse_action(text: str) -> tuple:
    """Read an action string: (seat, move, order) with `order` a list of cards for Caps.

    Accepts the input forms of DESIGN.md: lower case, `10H`, suit symbols.
    """
    parts = text.split()
    if len(parts) < 2:
        raise NotationError("bad-action", text=text)
    seat_text, verb, args = parts[0].upper(), parts[1].lower(), parts[2:]
    if seat_text not in SEATS or len(seat_text) != 1:
        raise NotationError("bad-seat", text=parts[0])
    seat = SEATS.index(seat_text)
    if verb in ("play", "indicator"):
        if len(args) != 1:
            raise NotationError("bad-action", text=text)
        card = _card(args[0])
        return seat, card if verb == "play" else INDICATOR_BASE + card, None
    if verb == "bid":
        if len(args) != 1:
            raise NotationError("bad-action", text=text)
        if args[0].lower() == "pcc":
            return seat, BID_PCC, None
        if not (args[0].isascii() and args[0].isdigit()):     # not "²": int() refuses it
            raise NotationError("bad-bid", text=args[0])
        bid = int(args[0])
        if bid % BID_STEP:
            raise IllegalAction("bid-not-multiple", bid=bid)
        if bid > BID_MAX:
            raise IllegalAction("bid-above-300", bid=bid)
        if bid < FIRST_BID_MIN:
            raise IllegalAction("bid-below-160", bid=bid, floor=FIRST_BID_MIN)
        return seat, bid_move(bid), None
    if verb == "caps":
        return seat, CAPS, [_card(arg) for arg in " ".join(args).replace(",", " ").split()]
    if verb in _VERB_MOVES and not args:
        return seat, _VERB_MOVES[verb], None
    raise NotationError("bad-action", text=text)
