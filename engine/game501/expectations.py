"""The values a 501 scenario can check after a step (DESIGN.md, "Expectation keys").

DESIGN's keys that apply to 501: `to_act`, `legal`, `trick`, `points` (card points captured per
seat, marriages excluded), `trump`, `maker`, `contract`, `result`, `scores`. 501 adds a few of its
own: `bid` (the standing bid), `blind` (is the declarer blind), `looked` (the seats
that have looked at their cards), `real_points` (501-G1, marriages
that count so far included), `marriages` (as declared: "B H 20"), `hands` (cards held, per
active seat), `talon`, `changes` (what the deal adds to each score), `winners` (the seats that win
the game once the deal is scored, [] while it goes on) and `game_over`. Lists run over every seat
at the table, A B C (D): a seat sitting out has 0 points.
"""

from engine.game501.seating import letter


def _seat(seat):
    return None if seat is None else letter(seat)


def _last_trick(deal):
    if not deal.tricks:
        return None
    _leader, _cards, winner, points = deal.tricks[-1]
    return {"winner": letter(winner), "points": points}


_VALUES = {
    "to_act": lambda deal: deal.to_act,
    "legal": lambda deal: deal.legal_actions(),
    "trick": _last_trick,
    "points": lambda deal: list(deal.captured),
    "trump": lambda deal: deal.trump,
    "maker": lambda deal: _seat(deal.declarer),
    "contract": lambda deal: deal.contract,
    "result": lambda deal: deal.result,
    "scores": lambda deal: deal.scores,
    "bid": lambda deal: deal.bid,
    "blind": lambda deal: deal.blind if deal.declarer is not None else None,
    "looked": lambda deal: [letter(seat) for seat in deal.order if deal.looked[seat]],
    "real_points": lambda deal: deal.real_points(),
    "marriages": lambda deal: [f"{letter(seat)} {suit} {value}"
                               for seat, suit, value in deal.marriages],
    "hands": lambda deal: {letter(seat): list(deal.hands[seat]) for seat in deal.order},
    "talon": lambda deal: list(deal.talon),
    "changes": lambda deal: None if deal.changes is None else list(deal.changes),
    "winners": lambda deal: [letter(seat) for seat in deal.winners()],
    "game_over": lambda deal: bool(deal.winners()),
}

KEYS = tuple(_VALUES)


def expect_value(deal, key: str):
    """The value of `key` for `deal` now; KeyError for a key 501 does not have."""
    return _VALUES[key](deal)
