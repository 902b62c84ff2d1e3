"""The 501 open-hands table: for each seat as declarer and each contract (a trump suit or
no-trump), the real points (501-G1: card points and the marriages that count) the declarer takes
after the talon with the best gives, every card known and everyone at their best (the two
defenders together against the declarer, as the solver plays them).

The deal of a cell is built by `deals` (the declarer wins the auction at 66 with the talon;
the player on the dealer's left leads). The gives (501-E3) are every pair of the declarer's ten
cards, one to each opponent: the first pair tried (the two cheapest cards) is solved, each
other only tested against the best so far (one null-window search: does it do better?) and
solved when it does — the same figure as solving all of them, in a fraction of the time; the
searches of one cell share their transposition table.
"""

from engine.app.analysis.deals import contract_deal, declarer_deal, given_deal
from engine.game501 import solver
from engine.game501.seating import letter
from engine.game501.tables import CARD_POINTS, TRUMP_CHOICES


def _pairs(giving) -> list:
    """Every (give to the first opponent, give to the second), cheapest cards first."""
    seat = giving.to_act_seat
    hand = sorted(giving.hands[seat], key=lambda card: CARD_POINTS[card])
    first, second = (letter(seat) for seat in giving.opponents)
    return [((first, a), (second, b)) for a in hand for b in hand if a != b]


def best_gives(giving, declarer: str) -> dict:
    """{"points", "gives"}: the declarer's points after the best gives, and those gives."""
    best, best_gives_ = None, None
    # One table for every gives: a key holds the hands, whose turn and the marriages pending,
    # and the declarer and trump are those of every deal here, so what one search proves holds
    # in the others (the positions meet again once the given cards are played).
    table = {}
    for gives in _pairs(giving):
        deal = given_deal(giving, gives)
        if best is None or solver.Solver(deal, declarer, table=table).reaches(best + 1):
            best, best_gives_ = solver.Solver(deal, declarer, table=table).value(), gives
    return {"points": best, "gives": best_gives_}


def cell(declaring, declarer: str, trump: str) -> dict:
    giving = contract_deal(declaring, trump)
    return {"declarer": declarer, "trump": trump, **best_gives(giving, declarer)}


def table(data: dict, declarers: str, trumps=TRUMP_CHOICES, progress=None) -> dict:
    """{(declarer, trump): cell or None} (None: that seat cannot declare); `progress(declarer,
    trump, cell)` as each cell is done."""
    found = {}
    for declarer in declarers:
        declaring = declarer_deal(data, declarer)
        for trump in trumps:
            found[declarer, trump] = None if declaring is None else cell(declaring, declarer,
                                                                          trump)
            if progress is not None:
                progress(declarer, trump, found[declarer, trump])
    return found
