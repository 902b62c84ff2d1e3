"""What one seat may know at this moment (DESIGN.md "Observation"; RULES.md 304-V1, V2, H9,
H11, H12, C-32), as JSON-ready data.

Computed from the deal, never by the deal printing itself. Nothing here depends on a card the
seat cannot see: its own cards, public plays, face-down cards as face-down (to the maker only
once the trick is resolved), the indicator only for the maker until it is revealed.
"""

from engine.game304.actions import format_move, is_bid, bid_of, PARTNER, PASS, REDEAL, BID_PCC
from engine.game304.tables import CARDS, OVER, PCC, PLAY, SEATS, SUITS_LETTERS, cards_in, side
from engine.game304.rules import options_of

FACE_DOWN = None     # a face-down card whose face this seat has not seen


def _call(who: int, move: int, stage: str, for_seat: int) -> dict:
    """One call, in the shape both games share: `call` is pass, partner, redeal, bid or pcc;
    `value` the amount of a bid; `blind` is always False in 304."""
    name = {PASS: "pass", PARTNER: "partner", REDEAL: "redeal", BID_PCC: "pcc"}.get(move, "bid")
    return {"seat": SEATS[who], "call": name, "value": bid_of(move) if name == "bid" else None,
            "blind": False, "stage": stage, "for": SEATS[for_seat]}


def _card_seen(deal, seat: int, owner: int, card: int, shown: bool) -> object:
    if shown or owner == seat or (seat == deal.maker and deal.hidden_known[seat] >> card & 1):
        return CARDS[card]
    return FACE_DOWN


def observe(deal, seat: int) -> dict:
    maker = deal.maker
    trump_known = deal.trump >= 0 and (not deal.closed or seat == maker)
    obs = {
        "game": "304",
        "seat": SEATS[seat],
        "dealer": SEATS[deal.dealer],
        "phase": deal.phase,
        "to_act": deal.to_act,
        "options": options_of(deal.rules),
        "tokens": list(deal.tokens),
        "hand": [CARDS[card] for card in cards_in(deal.hands[seat])],
        # Cards not yet played, a closed indicator still set aside included: the same count
        # whether the maker cut with the indicator or with a hand card (304-H9).
        "hand_sizes": {SEATS[p]: deal.remaining_cards(p).bit_count() for p in range(4)},
        "auction": [_call(who, move, stage, for_seat) for stage, who, move, for_seat in deal.calls],
        "maker": SEATS[maker] if maker >= 0 else None,
        "contract": None if not deal.contract or maker < 0 else
                    ("pcc" if deal.contract == PCC else deal.contract),
        "high_bid": None if deal.high_seat < 0 else
                    {"seat": SEATS[deal.high_seat],
                     "bid": "pcc" if deal.high_bid == PCC else deal.high_bid},
        "indicator": None,
        "trump": SUITS_LETTERS[deal.trump] if trump_known else ("closed" if deal.trump >= 0 else None),
        "trump_open": deal.trump >= 0 and not deal.closed,
        "idle": SEATS[deal.idle] if deal.idle >= 0 else None,
        "leader": SEATS[deal.leader] if deal.leader >= 0 else None,
        "trick_number": deal.trick_no + 1 if deal.phase == PLAY else None,
        "trick": [{"seat": SEATS[p], "card": _card_seen(deal, seat, p, card, not face_down)
                   if (not face_down or p == seat) else FACE_DOWN,
                   "face_down": face_down} for p, card, face_down in deal.trick],
        "tricks": [],
        "tricks_won": list(deal.side_tricks),
        "caps": None,
        "result": deal.result,
    }
    if deal.indicator >= 0 and deal.closed:
        # Once the maker cuts with it, only the maker knows the indicator has left its slot:
        # to the others it still lies set aside until the inspection (304-H9).
        if seat == maker:
            held = deal.indicator_held()
            obs["indicator"] = CARDS[deal.indicator] if held else None
            obs["indicator_set_aside"] = held
        else:
            obs["indicator"] = FACE_DOWN
            obs["indicator_set_aside"] = True
    elif deal.indicator >= 0:
        obs["indicator"] = CARDS[deal.indicator]
        obs["indicator_set_aside"] = False
    else:
        obs["indicator_set_aside"] = False
    for leader, entries, winner, points in deal.tricks:
        obs["tricks"].append({
            "leader": SEATS[leader],
            "cards": [{"seat": SEATS[p], "card": _card_seen(deal, seat, p, card, shown),
                       "face_down": not shown} for p, card, shown in entries],
            "winner": SEATS[winner],
        })
    if deal.caps_seat >= 0:
        obs["caps"] = {"seat": SEATS[deal.caps_seat],
                       "order": [CARDS[card] for card in deal.caps_order],
                       "played": deal.caps_pos}
    if deal.phase == OVER:
        # At the end the tricks are counted openly: the totals become known to all.
        obs["points"] = list(deal.points)
        obs["result_detail"] = deal.result_detail
        obs["tokens_before"] = list(deal.tokens_before)
    obs["legal"] = ([format_move(seat, move) for move in deal.legal_moves()]
                    if deal.turn == seat else [])
    return obs
