"""501, the Russian three-player marriage game (RULES.md Part B).

Entry points:
- `deal_from_scenario(scenario)`: the deal a parsed scenario file starts from (for the runner);
- `random_deal(seed, dealer, players, scores)`: a random deal (benchmarks, property tests);
- `Deal`: one deal as a state machine; `Game`: deals strung together until someone reaches 0;
- `check_invariants(deal)`: raises `InvariantError` if the deal breaks an invariant (B10).

Modules, one fact each: `tables` (the rules' numbers), `seating`, `dealing`, `actions`
(notation), `auction`, `tricks`, `marriages`, `scoring` (rules as pure functions), `deal` (the
state machine, the one place that mutates), `observation`, `expectations`, `scenario`, `game`.

Readings the engine chose where RULES.md is silent (Binding decision 8; to be copied into the
rules pages' "Clarifications"):
- C-44 talon convention: in rounds 1 to 3 the card after the dealer's left goes to the talon.
- C-43 looking: `look` is offered to the seat to act during the auction until it has looked and
  does not use up its turn; a passed seat is no longer asked. Once the auction ends every hand
  is in use, so every seat counts as having looked; the declarer is blind iff it never looked.
- A seat's observation always lists its own cards, with `hand_face_down` true until it looks.
- The card given to an opponent (501-E3) is seen by the declarer and that opponent only.
- Leading a K or Q of a held marriage without declaring is allowed (C-48) and loses it (W4).
- A marriage's `counts` in observations means "counts so far" (its declarer has won a trick).
- Contracts, like bids, go up to 220 at no-trump too (C-41); above 200 they cannot be made.
- Expectations: `trump` is "NT" at no-trump and None before the announcement; `contract` is
  None until announced (a conceded deal has none: the last bid is scored); with four players
  `points`, `scores` and `changes` have four entries, the dealer's points 0.
"""

from engine.game501.deal import Deal
from engine.game501.game import Game
from engine.game501.invariants import InvariantError, check_invariants
from engine.game501.scenario import deal_from_scenario, random_deal

__all__ = ["Deal", "Game", "InvariantError", "check_invariants", "deal_from_scenario", "random_deal"]
