"""Game-agnostic search machinery for open-hand (all cards known) trick-taking positions.

Nothing here imports a game: each game supplies a compact search state (engine.game304.solver,
engine.game501.solver) that answers the small fixed set of questions of `alphabeta.SearchState`.

- `alphabeta`: fail-soft alpha-beta on a target (null window), MTD(f) for the exact value, a
  transposition table of bounds at trick starts, and the "best move first" ordering hook;
- `equivalence`: touching cards of one hand that are interchangeable (same power, same points);
- `alike`: positions alike but for the cards' points (the same holders of the cards left in the
  same order of strength): the places table and the widening of a bound carried between them;
- `minimax`: the plain minimax used as the reference the solvers are tested against.
"""

from engine.search.alphabeta import Search, mtdf
from engine.search.equivalence import distinct_cards
from engine.search.minimax import plain_minimax

__all__ = ["Search", "mtdf", "distinct_cards", "plain_minimax"]
