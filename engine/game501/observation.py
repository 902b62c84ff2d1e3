"""What one seat of a 501 deal may know at this moment, as JSON-ready data (DESIGN.md,
"Observation").

Hidden from a seat: the other hands; the talon until it is exposed (501-E1); the card the
declarer gives to the other opponent (501-E3: passed face down). Public: every call, and who
has looked (the table sees a player pick up their cards), the exposed talon, the contract,
every card played and every marriage shown (501-W1: both cards are shown).

A seat's own cards are listed in `hand` even before it has looked: they are its own, and it may
look at any moment (501-BL2). While it has not looked, `hand_face_down` is true: a player who
wants to stay blind (501-BL1) must not turn them up, so a page shows them face down and offers
`look`. Nothing else in the observation, and nothing in the offered actions, depends on them
until then.
"""

from engine.game501.seating import letter
from engine.game501.tables import NO_TRUMP


def _seats(values: list) -> dict:
    return {letter(seat): value for seat, value in enumerate(values)}


def _call(seat: int, move: tuple, blind: bool) -> dict:
    """One call, in the shape both games share: `call` is look, pass or bid; `value` the
    amount of a bid; `blind` whether a bid was made without looking."""
    bid = move[0] == "bid"
    return {"seat": letter(seat), "call": move[0], "value": move[1] if bid else None,
            "blind": bid and blind}


def observe(deal, seat: int) -> dict:
    """The observation of `seat` (a seat number) in `deal`."""
    looked = [False] * deal.players
    calls = []
    for actor, move in deal.history:
        if move[0] == "look":
            looked[actor] = True
            calls.append(_call(actor, move, False))
        elif move[0] in ("pass", "bid"):
            calls.append(_call(actor, move, not looked[actor]))
    given = {}
    for target, card in deal.given.items():
        visible = seat in (deal.declarer, target)
        given[letter(target)] = card if visible else None
    return {
        "game": "501",
        "seat": letter(seat),
        "players": deal.players,
        "dealer": letter(deal.dealer),
        "sitting_out": None if deal.sitting_out is None else letter(deal.sitting_out),
        "order": [letter(active) for active in deal.order],
        "phase": deal.phase,
        "to_act": deal.to_act,
        "scores_before": _seats(deal.scores_before),
        "hand": list(deal.hands[seat]),
        "hand_face_down": not deal.looked[seat] and seat != deal.sitting_out,
        "hand_sizes": {letter(active): len(deal.hands[active]) for active in deal.order},
        "looked": {letter(active): deal.looked[active] for active in deal.order},
        "auction": calls,
        "bid": deal.bid,
        "bidder": None if deal.bidder is None else letter(deal.bidder),
        "declarer": None if deal.declarer is None else letter(deal.declarer),
        "blind": deal.blind if deal.declarer is not None else None,
        "talon": list(deal.dealt_talon) if deal.talon_exposed else None,
        "trump": deal.trump,
        "no_trump": deal.trump == NO_TRUMP,
        "contract": deal.contract,
        "given": given,
        "tricks": [{"leader": letter(leader),
                    "cards": [{"seat": letter(player), "card": card} for player, card in cards],
                    "winner": letter(winner), "points": points}
                   for leader, cards, winner, points in deal.tricks],
        "trick": [{"seat": letter(player), "card": card} for player, card in deal.trick],
        "marriages": [{"seat": letter(player), "suit": suit, "value": value,
                       "counts": deal.tricks_won[player] > 0}
                      for player, suit, value in deal.marriages],
        "points": _seats(deal.captured),
        "result": deal.result,
        "changes": None if deal.changes is None else _seats(deal.changes),
        # The seat's own legal actions when it is to act (engine.seat_view labels them).
        "legal": deal.legal_actions() if not deal.is_over and deal.to_act_seat == seat else [],
        "scores": _seats(deal.scores),
    }
