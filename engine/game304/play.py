"""Which cards a seat may play, face up or face down, with the trump closed or open; and what
the end of a trick reveals (RULES.md A8 to A11: 304-L1 to L7, H1 to H14, O3, X1 to X4).

Pure functions over the deal's state: `playable` gives the cards a seat may play now and which
of them go face down; `play_reason` says why a card is refused; `inspect_trick` resolves a
complete trick. The deal applies the result (`Deal._do`).
"""

from engine.game304.tables import CARDS, POINTS, SUIT_MASK, SUITS_LETTERS, TRICKS, cards_in, suit_of
from engine.game304.tricks import winning_position

LAST_TRICK = TRICKS - 1


def maker_must_lead_trump(deal) -> bool:
    """304-X1 (and C-30's option): the maker leads only trumps while any remain in hand."""
    if deal.is_pcc:                                             # 304-X3
        return False
    trumps = SUIT_MASK[deal.trump]
    hand_trumps = deal.hands[deal.maker] & trumps
    if not hand_trumps:
        return False
    if deal.exhausted:
        return True
    if deal.must_lead_trump:                                    # C-19 option after opening
        return True
    if deal.rules.exhausted_trumps_forced_start:                # C-30 option
        return not (deal.others_hands(deal.maker) & trumps)
    return False


def playable(deal, seat: int) -> tuple:
    """(cards, face_down): masks of the cards `seat` may play now and of those that go face
    down. Precondition: it is `seat`'s turn in the play."""
    hand = deal.hands[seat]
    closed_maker = deal.closed and seat == deal.maker
    trumps = SUIT_MASK[deal.trump]
    if not deal.trick:                                          # the lead is face up (304-L6)
        if closed_maker:
            if deal.trick_no == LAST_TRICK and not hand:        # 304-H1, 304-H2, C-31
                return 1 << deal.indicator, 0
            if deal.trick_no == 0:
                hand &= ~trumps                                 # 304-H6
        if seat == deal.maker and maker_must_lead_trump(deal):
            hand &= trumps                                      # 304-X1, 304-X2
        return hand, 0
    led = deal.trick[0][1] >> 3
    follow = hand & SUIT_MASK[led]
    if follow:                                                  # 304-L3 (indicator excluded, H3)
        return follow, 0
    if not deal.closed:                                         # 304-L4, 304-L7
        return hand, 0
    if seat != deal.maker:                                      # 304-L5, 304-H8
        return hand, hand
    indicator = 1 << deal.indicator
    if not hand:                                                # trick 8: the indicator (C-31)
        return indicator, indicator if led != deal.trump else 0
    if led != deal.trump:                                       # 304-H1, 304-H4, 304-H5
        cards = (hand & ~trumps) | indicator
        return cards, cards
    return hand, hand                                           # 304-H5: trump led, none in hand


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
    """304-H10 to H14: resolve the complete trick in `deal.trick`.

    Returns (winner seat, points, reveal): `reveal` is True when the closed trump comes open at
    this trick — a face-down trump was found (H12), or the indicator itself was played (H14).
    """
    entries = [(card, face_down) for _, card, face_down in deal.trick]
    index, reveal = resolve_trick(entries, deal.trump, deal.closed, deal.indicator)
    return deal.trick[index][0], sum(POINTS[card] for card, _ in entries), reveal


def resolve_trick(entries: list, trump: int, closed: bool, indicator: int) -> tuple:
    """(index of the winning card, reveal) for a complete trick of (card, face down) entries,
    lead first (304-C4, H10 to H14). (Face-down cards are looked at even when a Caps call by
    the maker opened the trump in the middle of this trick, 304-K11: a face-down trump played
    before it is turned up.)"""
    reveal = any((face_down and card >> 3 == trump) or (closed and card == indicator)
                 for card, face_down in entries)
    # While closed and unrevealed, face-down cards are non-trumps of another suit and face-up
    # trumps can only be a trump lead and its followers: the led suit wins (H10, H11, H13).
    effective = trump if (reveal or not closed) else -1
    return winning_position([card for card, _ in entries], effective), reveal
