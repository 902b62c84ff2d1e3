"""The games the engine knows, by name, and the one interface each of them implements.

Each game package (`engine.game304`, `engine.game501`) exposes:

- `deal_from_scenario(scenario: dict) -> Deal` — a deal from a parsed scenario (DESIGN.md
  "Scenario files": `game`, `id`, `dealer`, `options`, `tokens`/`scores`, `hands`, optional
  `seed`);
- `random_deal(seed, ...) -> Deal` — a random cut-and-deal from a seed (benchmarks, property
  tests);
- `check_invariants(deal) -> None` — the game's invariants as code (RULES.md A18 for 304, B10
  for 501: every card in exactly one place, points and tokens or scores summing right, a
  finished deal's result consistent, no dead end); raises `engine.errors.InvariantError` (an
  AssertionError naming the invariant and the cards involved). Tests call it after every
  action.

A `Deal` has `to_act` (a seat letter, or None once over), `legal_actions()` (canonical action
strings), `apply(action)` (raises an `engine.errors.EngineError` with a reason code and leaves
the state unchanged when refused), `is_over`, `observation(seat)` (JSON-ready) and
`expect_value(key)` (the value of a scenario expectation key; KeyError if unsupported). The
fast path under it is `legal_moves()` / `apply_move(move)`.

Games are imported on first use, so one game's package can be missing or broken without
stopping the others.
"""

import importlib

from engine.errors import ScenarioError

GAMES = {
    "304": "engine.game304",
    "501": "engine.game501",
}


def game_module(name: str):
    """The package of game `name` ("304" or "501"); KeyError for an unknown game."""
    return importlib.import_module(GAMES[str(name)])


def deal_from_scenario(scenario: dict):
    """The game's deal from a parsed scenario. A scenario that names no game, or one the
    engine does not know, is refused like every other bad scenario: a ScenarioError with a
    reason code (the set-up, step 0), never a KeyError."""
    if not isinstance(scenario, dict) or scenario.get("game") is None:
        raise ScenarioError("scenario-no-game", step=0)
    name = scenario["game"]
    if not isinstance(name, (str, int)) or str(name) not in GAMES:
        raise ScenarioError("scenario-unknown-game", step=0, game=str(name))
    return game_module(name).deal_from_scenario(scenario)


def random_deal(game: str, seed, **options):
    return game_module(game).random_deal(seed, **options)


def check_invariants(game: str, deal) -> None:
    game_module(game).check_invariants(deal)
