"""The 304 open-hands table: for each maker and each trump suit, the card points the maker's side
takes from the first lead to the end, every card known and both sides at their best.

Each cell is played on the deal `deals.maker_deal` builds (the maker at 160 from the first
auction, the indicator one of its first four cards of the suit, the file's dealer and leader:
see that module for why), and holds three figures for the maker's side:

- `closed`: the trump kept closed, the maker's constraints in force (304-H1 to H7; the
  solver's `option_value`, the maker's root option fixed), for the best of the maker's
  first-four indicators of the suit — which the cell names (`indicator`), with every
  indicator's figure (`indicators`);
- `opened`: the maker opens before the lead (304-O1): the indicator goes into the hand and the
  whole deal is played open, so which card was set aside no longer matters; one solve;
- `best`: the better of the two, the maker's side choosing — what `solver.value` gives on the
  deal before the lead.

A maker who holds the eight trumps and leads cannot keep the trump closed (no card of theirs may
be led to trick 1, 304-H6: they must open, C-29 a): that cell has no closed figure and no
indicator (`None`), and its best is the opened figure.

A suit with no card among the maker's first four has no cell (`None`): the maker cannot make it
trump in the first auction (304-I1). Every figure is exact (no search limit): a table on a hard
deal takes time, so `table` reports each cell as it is done (`progress`) and can be limited to
some makers and suits.
"""

from engine.app.analysis.deals import SEATS_304, first_four, maker_deal
from engine.game304 import solver

SUITS = "SHDC"


def figures(deal, maker: str, with_opened: bool = True, tables: tuple | None = None) -> tuple:
    """(closed, opened) for the maker's side on a deal at its first lead, on one solver (its
    table shared by both searches, and with the other indicators' deals of the cell when
    `tables` is given: Position.key); opened is None when not asked or when the maker may not
    open (an open trump from the start, C-5); closed is None when the trump cannot stay closed
    (the maker on lead with nothing but trumps: 304-H6, C-29 a)."""
    search = solver.Solver(deal, tables=tables)
    closed = search.option_value(False, maker) if search.closed_option else None
    opened = None
    if with_opened and search.open_option:
        opened = search.option_value(True, maker)
    return closed, opened


def cell(data: dict, maker: str, suit: str, tables: tuple | None = None) -> dict | None:
    """The figures of one maker and trump (see the module's docstring), or None. `tables`: the
    solver's tables to fill (engine.app.analysis.line plays the cell's best line on them)."""
    candidates = [card for card in first_four(data, maker) if card[1] == suit]
    indicators, opened = {}, None
    # One solver's tables for every indicator's deal: once the trump is open they are the same
    # positions, whichever card was set aside (Position.key).
    tables = ({}, {}) if tables is None else tables
    for card in candidates:
        deal = maker_deal(data, maker, card)
        if deal is None:
            continue
        # Opened, the indicator goes into the hand: the same deal whichever card it was.
        closed, opening = figures(deal, maker, with_opened=not indicators, tables=tables)
        indicators[card] = closed
        opened = opening if len(indicators) == 1 else opened
    if not indicators:
        return None
    if None in indicators.values():
        # The maker holds the eight trumps and leads: whichever card is set aside, the seven
        # in hand are trumps, none may be led to trick 1 (304-H6) and the maker must open (C-29
        # a). The indicator goes into the hand: no card is named, no closed figure.
        return {"maker": maker, "suit": suit, "closed": None, "opened": opened, "best": opened,
                "indicator": None, "indicators": {}}
    indicator = max(indicators, key=lambda card: (indicators[card], -candidates.index(card)))
    closed = indicators[indicator]
    best = closed if opened is None else max(closed, opened)
    return {"maker": maker, "suit": suit, "closed": closed, "opened": opened, "best": best,
            "indicator": indicator, "indicators": indicators}


def table(data: dict, makers: str = SEATS_304, suits: str = SUITS, progress=None) -> dict:
    """{(maker, suit): cell or None} for the makers and suits asked; `progress(maker, suit,
    cell)` is called as each cell is done."""
    found = {}
    for maker in makers:
        for suit in suits:
            found[maker, suit] = cell(data, maker, suit)
            if progress is not None:
                progress(maker, suit, found[maker, suit])
    return found
