"""Bots for 304 and 501: a decision from what one seat may know, and nothing else.

    choose(game, observation, legal, seed, level="strong", budget_ms=200) -> action string
    explain(game, observation, legal, seed, level="strong", budget_ms=200) -> dict
    declare(game, observation, seed, level="strong", budget_ms=200) -> action string or None

- `game`: "304" or "501"; `observation`: `deal.observation(seat)` (JSON-ready); `legal`: that
  seat's legal action strings (its observation's `legal` when it is to act). A bot never
  receives the deal.
- `seed`: any int or str. The same seed and observation give the same action on any machine:
  the bot's randomness comes from the seed and the moment, and `budget_ms` is read as a number
  of sampled deals (about one per 3 ms of CPython CPU time, 4 to 64), never as a clock.
- `level`: "beginner" (legal, sensible rules of thumb with a beginner's slips; bids by points)
  or "strong" (determinized search: deals sampled from the observation, each searched with all
  cards open, the best average chosen; calls from hand valuations and, for 304's first auction,
  a table computed by simulation, tools/bot_tables.py).
- `explain` returns {"action": the chosen action, "values": {action: average points over the
  sampled deals, for the mover's side (304: card points the side takes from now on; 501: the
  seat's real points from now on)} or None when the choice was a call made without search,
  "samples": the number of deals searched, "worlds": the value of each action in each of those
  deals, in the order drawn (None with the values), "level": level}. A page's hint can show the
  values, and from "worlds" how sure they are; `steady=True` draws every sample the budget
  allows, without stopping once the best is clear, so that every action is weighed alike (engine.app.coach: margins, deals where it is best).
- `declare` is for a 304 seat that is not to act: the out-of-turn declaration it makes now
  (Caps as soon as the exact judge proves it from its view, 304-K3; spoilt trumps when
  provable, 304-S2), or None. A table should ask it of every seat before each lead (it answers
  None in the middle of a trick): a Caps that became provable must be called by the lead of
  the next trick (304-K4), and the seat to act calls through `choose`.

Anything the bot cannot read (an unknown game or level, a malformed observation) raises
`engine.errors.EngineError` with a reason code, never a bare exception.
"""

from engine.bots import bot304, bot501
from engine.bots.common import DEFAULT_BUDGET_MS, LEVELS, rng_for, samples_for
from engine.errors import EngineError

__all__ = ["LEVELS", "choose", "declare", "explain", "fallbacks"]

_GAMES = {"304": bot304, "501": bot501}


_FALLBACKS = [0]


def fallbacks() -> int:
    """How many times, in this process, a bot's choice was not among the legal actions and the
    first legal action was taken instead (the tests require none)."""
    return _FALLBACKS[0]


class BotError(EngineError):
    """A bot was asked something it cannot answer."""


def _check(game, observation, legal, level) -> None:
    if str(game) not in _GAMES:
        raise BotError("bot-unknown-game", game=str(game))
    if level not in LEVELS:
        raise BotError("bot-unknown-level", level=str(level))
    if not isinstance(observation, dict) or observation.get("game") != str(game):
        raise BotError("bot-bad-observation", game=str(game))
    if not legal:
        raise BotError("bot-no-legal-action", seat=str(observation.get("seat")))


def explain(game, observation: dict, legal: list, seed=0, level: str = "strong",
            budget_ms=DEFAULT_BUDGET_MS, steady: bool = False) -> dict:
    _check(game, observation, legal, level)
    legal = list(legal)
    rng = rng_for(str(game), seed, observation)
    try:
        action, values, samples, worlds = _GAMES[str(game)].decide(observation, legal, rng,
                                                                   level, samples_for(budget_ms),
                                                                   steady)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise BotError("bot-bad-observation", game=str(game)) from error
    if action not in legal and not action.split()[1] == "caps":
        # Never expected: a last guard, so that a reader's table never stalls. It is counted,
        # and the tests require the count to stay at zero (fallbacks()).
        _FALLBACKS[0] += 1
        action = legal[0]
    return {"action": action, "values": values, "samples": samples, "worlds": worlds,
            "level": level}


def choose(game, observation: dict, legal: list, seed=0, level: str = "strong",
           budget_ms=DEFAULT_BUDGET_MS) -> str:
    return explain(game, observation, legal, seed, level, budget_ms)["action"]


def declare(game, observation: dict, seed=0, level: str = "strong",
            budget_ms=DEFAULT_BUDGET_MS):
    """An out-of-turn declaration (304 only) the seat makes now, or None."""
    if str(game) != "304":
        return None
    _check(game, observation, ["-"], level)
    return bot304.out_of_turn(observation, rng_for("304", seed, observation), level)
