"""The values a 304 scenario can check after a step (DESIGN.md, "Expectation keys"): `to_act`,
`legal` (sorted), `trick` (the last completed trick: winner and points), `points` (card points
per side, A–C then B–D), `trump` (its suit letter once open, "closed" before), `maker`,
`contract` (a number, "pcc" for Partner Close Caps), `result`, `tokens`, `phase`, `hands`
(the cards each seat has not played, a closed indicator set aside included) and `detail` (why
the deal ended as it did, e.g. the kind of Wrong Caps).
"""

from engine.game304.tables import CARDS, PCC, SEATS, SUITS_LETTERS, cards_in


def _last_trick(deal):
    if not deal.tricks:
        return None
    _, _, winner, points = deal.tricks[-1]
    return {"winner": SEATS[winner], "points": points}


def _contract(deal):
    if not deal.contract:
        return None
    return "pcc" if deal.contract == PCC else deal.contract


_VALUES = {
    "to_act": lambda deal: deal.to_act,
    "legal": lambda deal: sorted(deal.legal_actions()),
    "trick": _last_trick,
    "points": lambda deal: list(deal.points),
    "trump": lambda deal: (SUITS_LETTERS[deal.trump] if deal.trump >= 0 and not deal.closed
                           else "closed"),
    "maker": lambda deal: SEATS[deal.maker] if deal.maker >= 0 else None,
    "contract": _contract,
    "result": lambda deal: deal.result,
    "tokens": lambda deal: list(deal.tokens),
    "phase": lambda deal: deal.phase,
    "hands": lambda deal: {SEATS[s]: " ".join(CARDS[c] for c in cards_in(deal.remaining_cards(s)))
                           for s in range(4)},
    "detail": lambda deal: deal.result_detail,
}

KEYS = tuple(_VALUES)


def expect_value(deal, key: str):
    """The value of `key` for `deal` now; KeyError for a key 304 does not have."""
    return _VALUES[key](deal)
