"""What the Analyse page asks of the analysis, as JSON-ready answers (engine.app.browser calls
these through its entry points).

- `deal`: a deal written on one line (engine.app.analysis.notation) checked, with its table
  seen from above (engine.table, the model every table of the site draws) and the cells of its
  table, in the order the page asks for them, one cell a request: so the page shows real
  progress and can stop between two cells.
- `cell`: one cell's figures, the very ones the command prints (open_table.cell for 304,
  contracts501.cell for 501).
- `line`: a cell's best line (engine.app.analysis.line), as the Play page's link to it.
- `entered`: the deal's auction and play as the reader writes them, replayed, as the Play
  page's link to its review (engine.app.analysis.entered).
"""

from engine import scenarios
from engine.app.analysis import contracts501, line as best_line, open_table
from engine.app.analysis.entered import entered  # noqa: F401 (the page's request)
from engine.app.analysis.deals import contract_seats, declarer_deal
from engine.app.analysis.notation import line_of, players_of, scenario, variant_of
from engine.game501.tables import TRUMP_CHOICES
from engine.seat_view import observations
from engine.errors import NotationError
from engine.table import seats_at_table, table_model


def trumps(game: str) -> tuple:
    """The table's columns: the four suits in 304, the four and no-trump in 501."""
    return tuple(open_table.SUITS) if game == "304" else TRUMP_CHOICES


def deal(game: str, line: str, dealer: str, players: int | None = None,
         variant: str | None = None, lang: str = "en") -> dict:
    data = scenario(game, line, dealer, lang, players, variant)
    built = scenarios.build(data)
    makers, leader = contract_seats(data)
    return {"game": game, "dealer": dealer, "players": players_of(data), "line": line_of(data),
            "variant": variant_of(data), "leader": leader, "makers": list(makers),
            "trumps": list(trumps(game)), "table": _from_above(data, built),
            # (the trump open from the start: no closed play, the figure is the open play's)
            "open_from_start": game == "304" and built.rules.open_from_start}


def _from_above(data: dict, built) -> dict:
    """The table from above with every card dealt in view, each hand in the order the line
    writes it (in 304 the first four are the four dealt first, 304-D2, which the deal itself
    holds alone before the first auction), and 501's talon face up."""
    model = table_model(observations(built, seats_at_table(built)))
    hands = data["hands"]
    for seat in model["seats"]:
        seat["hand"] = hands[seat["seat"]].split() if seat["seat"] in hands else []
        # No one is to act, nor yet to look at their cards, in a table of every contract.
        seat["to_act"] = seat["not_looked"] = False
    if "talon" in hands:
        model["talon"] = hands["talon"].split()
    return model


def _cell_scenario(game: str, line: str, dealer: str, players: int | None, variant: str | None,
                   maker: str, trump: str) -> dict:
    """The deal's scenario, once the cell's maker (declarer) and trump are checked."""
    data = scenario(game, line, dealer, players=players, variant=variant)
    makers, _ = contract_seats(data)
    if maker not in makers:
        raise NotationError("unknown-seat", seat=maker, seats=" ".join(makers))
    if trump not in trumps(game):
        raise NotationError("bad-suit", text=trump)
    return data


def cell(game: str, line: str, dealer: str, players: int | None, variant: str | None, maker: str,
         trump: str) -> dict | None:
    """The figures of the cell (maker or declarer, trump), or None when the rules give that
    seat no such contract (a 304 suit absent from the maker's first four)."""
    data = _cell_scenario(game, line, dealer, players, variant, maker, trump)
    if game == "304":
        return open_table.cell(data, maker, trump)
    declaring = declarer_deal(data, maker)
    if declaring is None:
        return None
    found = contracts501.cell(declaring, maker, trump)
    return {**found, "gives": [list(give) for give in found["gives"]]}


def line(game: str, line: str, dealer: str, players: int | None, variant: str | None, maker: str,
         trump: str) -> dict:
    """{"link"}: the Play page's link (its fragment) to the cell's best line, a finished deal
    seen from the maker's (declarer's) seat; a cell without figures is refused in words."""
    data = _cell_scenario(game, line, dealer, players, variant, maker, trump)
    link = best_line.line_link(data, maker, trump)
    if link is None:        # a 304 suit absent from the maker's first four (a 501 seat at the
        raise NotationError("analyse-line-no-cell", seat=maker)    # table always declares)
    return {"link": link}
