"""Which cards a seat of a deal may play, face up or face down, with the trump closed or open;
why a card is refused; what the end of a trick reveals (RULES.md A8 to A11).

The adapter of `engine.game304.play_rules` to `Deal`: the rules themselves (304-L3, L4, L5, L6,
L7, H1, H2, H3, H4, H5, H6, H7, H8, H10, H11, H12, H13, H14, X1, X2, X3, C-31) are written
there once, on masks. Here `playable` gives the cards a seat may play now and which of them go
face down; `play_reason` says, in the rules' terms, why a card is refused; `inspect_trick`
resolves a complete trick. The deal applies the result (`Deal._do`).
"""

from engine.game304 import play_rules as rules
from engine.game304.tables import CARDS, POINTS, SUIT_MASK, SUITS_LETTERS, suit_of


def maker_must_lead_trump(deal) -> bool:
    """304-X1 (and the C-19 and C-30 options; never in PCC, X3): the maker leads only trumps
    while any remain in hand (`play_rules.maker_must_lead_trump`)."""
    if not (deal.exhausted or deal.must_lead_trump or deal.rules.exhausted_trumps_forced_start):
        return False            # none of the core's three reasons: the other hands not needed
    return rules.maker_must_lead_trump(
        deal.hands[deal.maker], deal.others_hands(deal.maker), deal.trump,
        exhausted=deal.exhausted, must_lead_trump=deal.must_lead_trump,
        forced_start=deal.rules.exhausted_trumps_forced_start, pcc=deal.is_pcc)


def playable(deal, seat: int) -> tuple:
    """(cards, face_down): masks of the cards `seat` may play now and of those that go face
    down (`play_rules.lead_mask`, `follow_mask`, `face_down_mask`: 304-L3, L4, L5, L6, L7, H1,
    H2, H3, H4, H5, H6, H7, H8, X1, X2). Precondition: it is `seat`'s turn in the play."""
    hand = deal.hands[seat]
    closed_maker = deal.closed and seat == deal.maker
    if not deal.trick:
        forced = seat == deal.maker and maker_must_lead_trump(deal)
        return rules.lead_mask(hand, deal.trump, closed_maker, deal.indicator, deal.trick_no,
                               forced), 0
    led = deal.trick[0][1] >> 3
    cards = rules.follow_mask(hand, led, deal.trump, closed_maker, deal.indicator)
    if not deal.closed:
        return cards, 0
    return cards, rules.face_down_mask(cards, hand, led, deal.trump, True, deal.indicator)


def play_reason(deal, seat: int, card: int) -> tuple:
    """(code, params) saying why `seat` may not play `card` now."""
    hand = deal.hands[seat]
    is_indicator = deal.closed and seat == deal.maker and card == deal.indicator
    if not (hand >> card & 1) and not is_indicator:
        return "card-not-in-hand", {"card": CARDS[card]}
    if deal.caps_order_next(seat) is not None and deal.caps_order_next(seat) != card:
        return "caps-order-card", {"card": CARDS[deal.caps_order_next(seat)]}
    trumps = SUIT_MASK[deal.trump]
    if not deal.trick:
        if is_indicator:
            return "indicator-lead-before-last", {"card": CARDS[card]}
        if deal.closed and seat == deal.maker and deal.trick_no == 0 and suit_of(card) == deal.trump:
            return "trump-lead-first-trick", {"card": CARDS[card]}
        if seat == deal.maker and maker_must_lead_trump(deal):
            code = ("open-trump-lead-required" if deal.must_lead_trump and not deal.exhausted
                    else "exhausted-trumps")
            return code, {"suit": SUITS_LETTERS[deal.trump]}
        return "not-allowed-now", {}
    led = deal.trick[0][1] >> 3
    if hand & SUIT_MASK[led] and suit_of(card) != led:
        return "must-follow-suit", {"suit": SUITS_LETTERS[led], "card": CARDS[card]}
    if is_indicator:
        return "indicator-only-to-cut", {"card": CARDS[card]}
    if deal.closed and seat == deal.maker and suit_of(card) == deal.trump and led != deal.trump:
        return "maker-no-trump-cut", {"card": CARDS[card]}
    return "not-allowed-now", {}


def inspect_trick(deal) -> tuple:
    """304-H10, H11, H12, H13, H14: resolve the complete trick in `deal.trick`.

    Returns (winner seat, points, reveal): `reveal` is True when the closed trump comes open at
    this trick — a face-down trump was found (H12), or the indicator itself was played (H14).
    The rule is `play_rules.resolve_trick`; 304-C6: every card counts for the winner.
    """
    entries = [(card, face_down) for _, card, face_down in deal.trick]
    index, reveal = rules.resolve_trick(entries, deal.trump, deal.closed, deal.indicator)
    return deal.trick[index][0], sum(POINTS[card] for card, _ in entries), reveal


resolve_trick = rules.resolve_trick
