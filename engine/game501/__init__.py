"""501, the Russian three-player marriage game (RULES.md Part B).

Entry points:
- `deal_from_scenario(scenario)`: the deal a parsed scenario file starts from (for the runner);
- `random_deal(seed, dealer, players, scores)`: a random deal (benchmarks, property tests);
- `Deal`: one deal as a state machine; `Game`: deals strung together until someone reaches 0.

Modules, one fact each: `tables` (the rules' numbers), `seating`, `dealing`, `actions`
(notation), `auction`, `tricks`, `marriages`, `scoring` (rules as pure functions), `deal` (the
state machine, the one place that mutates), `observation`, `expectations`, `scenario`, `game`.
"""

from engine.game501.deal import Deal
from engine.game501.game import Game
from engine.game501.scenario import deal_from_scenario, random_deal

__all__ = ["Deal", "Game", "deal_from_scenario", "random_deal"]
