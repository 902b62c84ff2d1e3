"""What a seat of a 304 deal may do now, and why a move is refused: the deal's legal moves
and declarations (304-O1, K2, K3, K8, S1, S2), the reason codes of a refusal. These read the
deal and never change it; `Deal` uses them as its methods (`legal_moves`, `check`).
"""

from engine.errors import IllegalAction
from engine.game304 import auction
from engine.game304.actions import (CAPS, INDICATOR_BASE, OPEN, PARTNER, PASS, REDEAL, SPOILT,
                                    is_bid)
from engine.game304.play import play_reason, playable
from engine.game304.tables import (AUCTION1, AUCTION2, CARDS, INDICATOR, PLAY, SUIT_MASK, cards_in,
                                   mask_of, side)


def moves_for(deal, seat: int, own_turn: bool) -> list:
    """The moves open to `seat` now: on its own turn every legal move; out of turn, during
    the play, the declarations it may make (304-O1, K3, S1)."""
    phase = deal.phase
    if phase == PLAY:
        moves = []
        if own_turn:
            moves = cards_in(playable_cards(deal, seat))
        return moves + declarations(deal, seat, own_turn)
    if not own_turn:
        return []
    if phase == AUCTION1:
        return auction.first_auction_moves(deal)
    if phase == INDICATOR:
        return [INDICATOR_BASE + card for card in cards_in(deal.hands[deal.maker])]
    if phase == AUCTION2:
        return auction.second_auction_moves(deal)
    return []


def playable_cards(deal, seat: int) -> int:
    """The mask of the cards `seat` may play on its turn in the play: `playable`'s, and only
    the next card of the order its Caps call stated (304-K3, K10)."""
    cards, _ = playable(deal, seat)
    forced = deal.caps_order_next(seat)
    if forced is not None:
        cards &= 1 << forced
    return cards


def declarations(deal, seat: int, own_turn: bool) -> list:
    """OPEN, CAPS and SPOILT open to `seat` now (legal for the seat to act; the others may
    make them out of turn)."""
    out = []
    if deal.may_open(seat):
        out.append(OPEN)
    if deal.caps_offered(seat):
        out.append(CAPS)
    if deal.spoilt_provable(seat):
        out.append(SPOILT)
    return out


def may_open(deal, seat: int) -> bool:
    """304-O1 (C-19): the maker may open before the opening lead."""
    return (deal.phase == PLAY and seat == deal.maker and deal.closed and deal.trick_no == 0
            and not deal.trick
            and not (deal.rules.open_requires_lead and deal.leader != deal.maker))


def caps_offered(deal, seat: int) -> bool:
    """304-K2, 304-K8, C-24, C-25: while playing, for a side that has won every trick;
    304-K3: to a seat with cards left to state an order of (a seat that has played its
    last card, out of turn in trick 8, has none)."""
    # 304-K8, P6: no Caps in PCC; 304-K9, C-24: the defenders too unless the rules say not
    return (deal.phase == PLAY and deal.rules.caps_enforcement != "off" and not deal.is_pcc
            and deal.caps_seat < 0 and seat != deal.idle
            and deal.side_tricks[1 - side(seat)] == 0
            and (deal.rules.defenders_may_call_caps or side(seat) == side(deal.maker))
            and deal.remaining_cards(seat) != 0)


def spoilt_provable(deal, seat: int) -> bool:
    """Binding decision 3 (304-S1, S2, C-33): the seat's own information proves that the
    defenders were dealt no trump — it knows where all eight trumps were dealt."""
    if deal.phase != PLAY or seat == deal.idle:
        return False
    if deal.closed and seat != deal.maker:
        return False
    maker_side = side(deal.maker)
    known = deal.public_side[maker_side]
    if side(seat) == maker_side:
        known |= deal.dealt_mask[seat]
    return (known & SUIT_MASK[deal.trump]).bit_count() == 8


def defenders_dealt_trump(deal) -> bool:
    """304-S1: whether either defender was dealt a trump (for the C-33 option of a void
    declared without asking)."""
    defenders = deal.dealt_mask[(deal.maker + 1) % 4] | deal.dealt_mask[(deal.maker + 3) % 4]
    return bool(defenders & SUIT_MASK[deal.trump])


def check_caps_order(deal, seat: int, order) -> None:
    """304-K3, K10: a Caps call states an order of every card the caller has left (raises
    IllegalAction otherwise)."""
    remaining = deal.remaining_cards(seat)
    if not order or len(order) != remaining.bit_count() or mask_of(order) != remaining:
        raise IllegalAction("caps-order-incomplete", count=remaining.bit_count(),
                            cards=[CARDS[card] for card in cards_in(remaining)])


def refusal(deal, seat: int, move: int) -> tuple:
    """(reason code, parameters): why `move` by `seat` is refused now (it is not among the
    moves open to it)."""
    phase = deal.phase
    if move == PASS or move == PARTNER or move == REDEAL or is_bid(move):
        if phase == AUCTION1:
            return auction.first_auction_reason(deal, move)
        if phase == AUCTION2:
            return auction.second_auction_reason(deal, move)
        if move == REDEAL:
            return "redeal-too-late", {}
        return "auction-over-304", {}
    if INDICATOR_BASE <= move < INDICATOR_BASE + 32:
        card = move - INDICATOR_BASE
        if phase != INDICATOR:
            return "not-choosing-indicator", {}
        if not deal.second_dealt:     # (the same answer for every card: the maker has
            return "indicator-not-first-packet", {"card": CARDS[card]}  # not seen packet 2)
        return "card-not-in-hand", {"card": CARDS[card]}
    if move < 32:
        if phase != PLAY:
            return "not-in-play", {}
        return play_reason(deal, seat, move)
    if move == OPEN:
        if phase != PLAY:
            return "not-in-play", {}
        if seat != deal.maker:
            return "not-maker", {}
        if not deal.closed:
            return "open-already", {}
        if deal.trick_no or deal.trick:
            return "open-after-lead", {}
        return "open-requires-lead", {}
    if move == SPOILT:
        if phase != PLAY:
            return "spoilt-not-in-play", {}
        return "spoilt-not-proven", {}
    if move == CAPS:
        if phase != PLAY:
            return "caps-not-in-play", {}
        if deal.rules.caps_enforcement == "off":
            return "caps-off", {}
        if deal.is_pcc:
            return "caps-in-pcc", {}
        if deal.caps_seat >= 0:
            return "caps-already-called", {}
        if deal.side_tricks[1 - side(seat)]:
            return "caps-trick-lost", {}
        if not deal.remaining_cards(seat):
            return "caps-no-cards", {}
        return "caps-defenders", {}
    return "not-allowed-now", {}
