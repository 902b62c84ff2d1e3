"""The open-hand solver of 304: every card known, best play by both sides, to the end of the deal.

What it answers (positions of the play, before any Caps call):

- `value(deal, seat)`: the card points `seat`'s side (A–C or B–D) captures from now to the end
  of the deal — the cards of the trick in progress included — when both sides play their best;
- `move_values(deal)`: that value, for the side to move, after each of its legal moves;
- `reaches(deal, target, seat)`: whether the side can capture at least `target` more points
  (the puzzles' question; `total=True` counts the points it has already won).

Every rule of play is the deal's own, `engine.game304.play_rules` called on the solver's masks —
closed trump, the maker's constraints (304-H1, H2, H3, H4, H5, H6, H7), face-down play,
inspection and reveal (H10, H11, H12, H13, H14), the exposure of 304-O3, exhausted trumps (X1,
X2, X3), Partner Close Caps with three players (P2, P3, P4).
The maker's option to open before the lead (304-O1, C-19) is a choice of the maker's side made
before the lead card, whoever leads. A trick goes to its highest trump exactly as if the trump
were open: while closed, any trump played to a non-trump lead is face down and reveals it
(H12, H14); a trump lead is won by its highest trump (H13). Spoilt trumps and Caps calls are
declarations, not card play: the solver values the card play they would interrupt. A position
with a Caps call in force is refused (its result is no longer a split of the points).

How (engine.search), module by module:

- `position`: a compact state (`Position`) — four hand masks, the closed indicator, a few
  flags — changed and restored in place. Before a trick start is searched, its bounds.
  Equivalent cards (touching cards of equal points: the 8 and 7 of a suit) are searched once.
  The last two tricks are solved exactly on masks and remembered per position.
- `bounds`: the quick bounds at a trick start — the claim (the side on lead draws the
  opponents' trumps, then wins every trick left: it takes every point, the exact value), else
  the top trumps (a trump is beaten only by a higher one) to their side, with at least the
  cheapest cards each opponent must give to the tricks they take.
- `search`: `Search304`, the engine.search loop specialised to it — fail-soft alpha-beta on a
  target, MTD(f) for exact values, a transposition table of bounds (and the best lead) at
  trick starts; a trick is searched seat by seat, each card played on the masks directly.
- `alike`: positions alike but for the cards' points (the same holders of the cards left, in
  the same order of strength, suit by suit): the same game tree, so a bound proved at one is
  a bound at the other, widened by the points that differ. The table keeps, per class, the
  last one searched; at each trick start its bounds are carried over (issue #28: on the
  strong bots' deals, four positions searched in five fewer).
- `endings`: where the trump is open and four seats play, the last four tricks searched on
  masks, each trick written out as nested loops (the same search, counted the same way, without
  a call per card; the last two tricks' exact value on ints).
- `order`: moves ordered by cheap trick-winning heuristics chosen by the positions searched on
  seeded deals — leads no opponent can ruff first (masters, then toward partner's masters,
  then the cheapest), followers take the trick with their richest card or give the cheapest
  (partner winning: the richest).
- this module: `Solver`, the root. Of the maker's root options (open / keep closed) the first
  is solved, the other only tested against it; both share one table (a key holds everything a
  value depends on).
- `reference`: `reference_value`, the plain minimax over the engine's own deal (legal_moves /
  apply_move on copies), the definition the solver is tested against.
"""

from engine.game304.solver.position import Position
from engine.game304.solver.reference import reference_move_values, reference_value
from engine.game304.solver.search import Search304
from engine.game304.tables import CARD_INDEX, CARDS, SEATS, seat_number, side
from engine.game304.tables import POINTS, cards_in  # noqa: F401  (tests read them off the solver)
from engine.search import Search

__all__ = ["Solver", "Position", "value", "move_values", "reaches", "card_gain",
           "reference_value", "reference_move_values"]


def _open_option(deal) -> bool:
    """Whether the maker may still open before the lead (304-O1, C-19)."""
    return deal.may_open(deal.maker)


class Solver:
    """The solver of one position; searches share one transposition table."""

    def __init__(self, deal, limit: int | None = None, tables: tuple | None = None):
        self.deal = deal
        self.position = Position(deal)
        self.open_option = _open_option(deal)
        # The position as it stands (the trump closed, if it is) has a card to play, but for the
        # maker on lead to trick 1 with nothing but trumps in hand: 304-H6 bars them all, and
        # opening (O1) is the maker's only way on (C-29 a, Binding decision 4).
        self.closed_option = bool(self.position.legal_cards())
        self.remaining = self.position.points_left()
        self.forces_trump_lead = deal.rules.open_forces_trump_lead
        # One table for both root options: a key holds everything a value depends on (the
        # trump closed or not included), so what one option's search proves holds in the other.
        # `tables` may be shared by the solvers of successive positions of one deal (a review):
        # the maker, trump, contract and rules a key leaves out are those of the whole deal; or
        # by those of deals that differ only in the maker's indicator (Position.key).
        self.tables = ({}, {}) if tables is None else tables
        self.limit = limit
        self.nodes = 0

    def _search(self, opened: bool) -> Search:
        """A Search over the position, opened by the maker before the lead or not."""
        table, exact = self.tables
        position = Position(self.deal, exact)
        if opened:
            position.open_trump(self.forces_trump_lead)
        return Search304(position, table, self.limit)

    def _side0_value(self, opened: bool) -> int:
        search = self._search(opened)
        value = search.value()
        self.nodes += search.nodes
        return value

    def _choices(self) -> list:
        """The root options of the maker's side before the lead: keep closed, open."""
        if not self.open_option:
            return [False]
        return [True, False] if self.closed_option else [True]

    def side0_value(self) -> int:
        """The best of the maker's side's root options: the first solved exactly, each other
        only tested (one null-window search) against it, and solved when it does better."""
        choices = self._choices()
        best = self._side0_value(choices[0])
        maximizing = side(self.deal.maker) == 0
        for opened in choices[1:]:
            search = self._search(opened)
            low, high = search.state.bounds()
            if maximizing:
                better = best < high and search.reaches(best + 1)
                bounds = (best + 1, high)
            else:
                better = best > low and not search.reaches(best)
                bounds = (low, best - 1)
            if better:
                best = search.value_within(bounds)
            self.nodes += search.nodes
        return best

    def value(self, seat=None) -> int:
        """Points `seat`'s side (default: the side to move) captures from now on."""
        return self._for_side(seat, self.side0_value())

    def _for_side(self, seat, side0: int) -> int:
        """Side 0's points from now on, `side0`, as `seat`'s side's (default: the side to move)."""
        seat = self.deal.turn if seat is None else seat_number(seat)
        return side0 if side(seat) == 0 else self.remaining - side0

    def option_value(self, opened: bool, seat=None) -> int:
        """Like `value`, with the maker's root option fixed instead of chosen: the trump kept
        closed before the lead (`opened=False`: the maker's constraints in force) or opened
        by the maker (304-O1; only where the maker may still open). For the analysis's open-hands
        table, which shows both; one search, on the solver's shared table."""
        if opened and not self.open_option:
            raise ValueError("the maker may not open here")
        if not opened and not self.closed_option:
            raise ValueError("the maker may not keep the trump closed here (304-H6, C-29 a)")
        return self._for_side(seat, self._side0_value(opened))

    def reaches(self, target: int, seat=None, total: bool = False) -> bool:
        """Whether `seat`'s side captures at least `target` points (from now on, or in all
        with `total`) under best play."""
        seat = self.deal.turn if seat is None else seat_number(seat)
        if total:
            target -= self.deal.points[side(seat)]
        if side(seat) == 1:                                    # side 0 captures at most ...
            target = self.remaining - target + 1
            return not self._side0_reaches(target)
        return self._side0_reaches(target)

    def _side0_reaches(self, target: int) -> bool:
        wanted = side(self.deal.maker) == 0     # any option that reaches / all of them
        for opened in self._choices():
            search = self._search(opened)
            result = search.reaches(target)
            self.nodes += search.nodes
            if result == wanted:
                return result
        return not wanted

    def move_values(self) -> dict:
        """{action string: value for the side to move after that move}, every legal card play
        of the seat to move, and `open` when the maker may open now."""
        deal = self.deal
        mover = deal.turn
        values = {}
        search = self._search(False)            # a card played now leaves the trump as it is
        position = search.state
        for card in position.card_mask_moves():
            gain = position.play(card)
            value0 = gain + search.value()
            position.undo()
            values[f"{SEATS[mover]} play {CARDS[card]}"] = (
                value0 if side(mover) == 0 else self.remaining - value0)
        self.nodes += search.nodes
        if self.open_option and mover == deal.maker:
            value0 = self._side0_value(True)
            values[f"{SEATS[mover]} open"] = value0 if side(mover) == 0 else self.remaining - value0
        return values

    def regret(self, action: str) -> tuple:
        """(a best card play, the points the card play `action` costs the side to move against
        it), both exact, from one solve and a few tests (Search.regret) rather than a solve per
        card; for a review of the cards played, so the maker's option to open is left out."""
        best, cost, _, _ = self.weigh(action)
        return best, cost

    def weigh(self, action: str, root: int | None = None, after: int | None = None) -> tuple:
        """`regret` on a line of play: (a best card play, the cost of `action`, this position's
        value, the value after `action`), the values side 0's (the points A–C capture from that
        position on, the trump as it stands). `root` and `after`, those two values when already
        known (a review walks the deal's own line: one card's position is the one after the card
        before), each save a search (Search.regret)."""
        search = self._search(False)
        position = search.state
        chosen = CARD_INDEX[action.split()[2]]
        best, root, value0 = search.regret(position.moves(None), chosen, root, after)
        self.nodes += search.nodes
        gain = position.play(chosen)
        position.undo()
        return f"{SEATS[self.deal.turn]} play {CARDS[best]}", abs(root - value0), root, value0 - gain


def value(deal, seat=None) -> int:
    return Solver(deal).value(seat)


def card_gain(deal, action: str) -> int:
    """The points side 0 takes by the card play `action` (its trick's, when the card ends the
    trick and side 0 wins it): a position's value (side 0's) is this plus the value after it."""
    return Position(deal).play(CARD_INDEX[action.split()[2]])


def move_values(deal) -> dict:
    return Solver(deal).move_values()


def reaches(deal, target: int, seat=None, total: bool = False) -> bool:
    return Solver(deal).reaches(target, seat, total)
