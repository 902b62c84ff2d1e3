"""The open-hand solver of 501: every card known, best play, to the end of the deal.

501 is played by three players each alone, so the solver fixes a *hero* — by default the player
to move; for puzzles, usually the declarer — and treats the other two as one side playing
together against the hero (the declarer against the defenders).

- `value(deal, seat)`: the real points (501-G1) the hero gains from now to the end of the
  deal under best play: card points of the tricks it wins (the trick in progress included) plus
  the marriages that start to count. Marriages are exact under the engine's rules (501-W1 to
  W5, C-45): one declared by the hero counts once the hero has won a trick, before or after the
  declaration, so a marriage declared earlier by a hero still without a trick is gained with
  its first trick. The others' marriages never change the hero's points.
- `move_values(deal)`: that value for the player to move after each of its legal moves
  (marriage leads included);
- `reaches(deal, target, seat)`: whether the hero gains at least `target` (with `total=True`,
  whether its real points at the end reach `target`).

How, module by module (the same machinery as 304, engine.search):

- `position`: a compact state (`Position`) — hands as 24-bit masks, the trick, the hero's
  marriages waiting for its first trick — with the quick bounds at a trick start and the move
  order (trick-winning heuristics);
- `search`: `Search501`, fail-soft alpha-beta on a target, a transposition table at trick
  starts, bisecting MTD(f); a trick searched seat by seat, each card played on the masks
  directly (issue #28, on the bench's strong-bot positions: the same positions in 60 % of the
  time);
- `alike`: positions alike but for the cards' points (the same holders of the cards left in
  the same order of strength, the same marriages to declare): a bound proved at one is a
  bound at the other, widened by the points that differ; at each trick start the bounds of
  the last alike position searched are carried over (on the same positions, 1.17 million
  positions searched, then 0.22);
- `reference`: the plain minimax over the engine's own deal, the definition it is tested
  against.

At a trick start, quick bounds: the hero's trumps above
every trump of the other two are its points, with the cheapest cards the other two must give
to those tricks; theirs above every trump of the hero's are not, nor the hero's cheapest cards
given to the tricks they take (the positions searched on the bench's strong-bot positions:
1.72 million, then 1.42 with the top trumps alone, 1.17 with the cheapest cards and no killer
move; on 40 random deals 2.96, then 1.98 million).

A hero's marriage lead is always at least as good as the same card led undeclared (the play is
the same, the marriage can only add), and the others' declarations do not change the hero's
points: the search tries only the declared form for the hero and only the plain form for the
others; `move_values` reports both.
"""

from engine.game501.actions import format_action
from engine.game501.solver.position import (CARD_INDEX, CARDS, MARRIED, POINTS, Position,
                                            cards_in, hero_seat)
from engine.game501.solver.reference import (copy_deal, reference_move_values,
                                             reference_value)
from engine.game501.solver.search import Search501

__all__ = ["Solver", "Position", "value", "move_values", "reaches", "reference_value",
           "reference_move_values", "copy_deal", "cards_in", "CARDS", "CARD_INDEX", "MARRIED",
           "POINTS"]


def _move_text(deal, move: int) -> str:
    card = CARDS[move & 31]
    return format_action(deal.to_act_seat, ("play", card, move >= MARRIED))


class Solver:
    """The solver of one position for one hero; searches share one transposition table."""

    def __init__(self, deal, seat=None, limit: int | None = None, table: dict | None = None):
        self.deal = deal
        self.hero = hero_seat(deal, seat)
        # `table` may be shared by the solvers of successive positions of one deal for one
        # hero (a review): a key is written from the hero's place in the order of play.
        self.table = {} if table is None else table
        self.limit = limit
        self.nodes = 0

    def _search(self) -> Search501:
        return Search501(Position(self.deal, self.hero), self.table, self.limit)

    def value(self) -> int:
        search = self._search()
        value = search.value()
        self.nodes += search.nodes
        return value

    def reaches(self, target: int, total: bool = False) -> bool:
        if total:
            target -= self.deal.real_points()[self.hero]
        search = self._search()
        result = search.reaches(target)
        self.nodes += search.nodes
        return result

    def move_values(self) -> dict:
        """{action: value for the player to move (the hero) after that move}."""
        mover = self.deal.to_act_seat
        if mover != self.hero:
            raise ValueError("move_values are for the player to move")
        search = self._search()
        position = search.state
        values = {}
        for move in position.legal_moves():
            gain = position.play(move)
            values[_move_text(self.deal, move)] = gain + search.value()
            position.undo()
        self.nodes += search.nodes
        return values

    def regret(self, action: str) -> tuple:
        """(a best move, the points `action` costs the player to move against it), both exact,
        from one solve and a few tests (Search.regret) rather than a solve per move."""
        if self.deal.to_act_seat != self.hero:
            raise ValueError("regret is for the player to move")
        search = self._search()
        position = search.state
        moves = {_move_text(self.deal, move): move for move in position.legal_moves()}
        chosen = moves.get(action)
        if chosen is None:           # the action as written without its marriage, or with it
            chosen = next(move for text, move in moves.items()
                          if text.split()[:3] == action.split()[:3])
        best, root, value = search.regret(position.moves(None), chosen)
        self.nodes += search.nodes
        return _move_text(self.deal, best), root - value


def value(deal, seat=None) -> int:
    return Solver(deal, seat).value()


def move_values(deal) -> dict:
    return Solver(deal).move_values()


def reaches(deal, target: int, seat=None, total: bool = False) -> bool:
    return Solver(deal, seat).reaches(target, total)
