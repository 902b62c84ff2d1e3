"""A practice match's state: the plain dict the page keeps and sends back with every request,
checked at each (a page's storage can hold anything), and a deal of it rebuilt by replaying.

    {"v": 1, "game": "304" | "501", "seat": "A", "level": "strong" | "beginner",
     "options": {...}, "seed": 1234, "branch": False,
     "deals": [{"scenario": {...}, "actions": ["A bid 160", ...]}, ...]}

Each deal is a scenario (engine.scenarios: `game`, `dealer`, `options`, `tokens`/`scores`, and a
`seed` that cuts and deals it) plus the actions taken so far, so any moment is rebuilt by
replaying them; the last deal is the one in progress. A fault is an `EngineError` with a reason
code (`practice-bad-state`, `practice-bad-actions`), never anything else.
"""

from engine import scenarios
from engine.errors import EngineError, NotationError
from engine.game304.rules import VARIANTS, rules_from_options
from engine.game501.tables import TABLE_SIZES
from engine.scenario_values import is_whole, quoted, shown

VERSION = 1
LEVELS = ("beginner", "strong")
GAMES = ("304", "501")
MAX_DEALS = 200             # a 304 match to 22 tokens, or a 501 game, takes far fewer deals
MAX_ACTIONS = 400           # actions of one deal (a deal with its auctions takes under 80)
MAX_SEED = 2 ** 53          # a seed the page's JavaScript numbers hold exactly
VARIANT_NAMES = tuple(VARIANTS)       # the 304 rule sets offered besides the default profile


def lazy_bots():
    """engine.bots, imported on first use: the rest of the table (and the facade's other
    functions) work without it, and the worker starts without loading it."""
    from engine import bots
    return bots


def bad(field: str, value) -> NotationError:
    return NotationError("practice-bad-state", field=field, value=shown(value))


def check_options(game: str, options) -> dict:
    """The rule set chosen: for 304 the default profile or a named variant (docs/304/variants.md),
    for 501 the number at the table (three, or four with the dealer sitting out, 501-C1)."""
    if not isinstance(options, dict):
        raise bad("options", options)
    if game == "304":
        if set(options) - {"variant"} or options.get("variant", "sg") not in VARIANT_NAMES:
            raise bad("options", options)
        rules_from_options(options)
        return dict(options)
    if set(options) - {"players"} or options.get("players", 3) not in TABLE_SIZES:
        raise bad("options", options)
    return {"players": options.get("players", 3)}


def check_state(state) -> dict:
    """`state` if it is a match this module made (any field of the wrong kind is refused)."""
    if not isinstance(state, dict) or state.get("v") != VERSION:
        raise bad("v", state.get("v") if isinstance(state, dict) else state)
    game = state.get("game")
    if game not in GAMES:
        raise bad("game", game)
    options = check_options(game, state.get("options"))
    seats = seats_of(game, options)
    if state.get("seat") not in seats:
        raise bad("seat", state.get("seat"))
    if state.get("level") not in LEVELS:
        raise bad("level", state.get("level"))
    seed = state.get("seed")
    if not is_whole(seed) or not 0 <= seed < MAX_SEED:
        raise bad("seed", seed)
    deals = state.get("deals")
    if not isinstance(deals, list) or not 1 <= len(deals) <= MAX_DEALS:
        raise bad("deals", deals)
    for entry in deals:
        _check_deal_entry(entry)
    return state


def _check_deal_entry(entry) -> None:
    if not isinstance(entry, dict) or not isinstance(entry.get("scenario"), dict):
        raise bad("deals", entry)
    actions = entry.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise bad("actions", actions)
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)


def seats_of(game: str, options: dict) -> str:
    return "ABCD" if game == "304" else "ABCD"[:options.get("players", 3)]


def replay(entry: dict):
    """(deal, events of each action): the deal rebuilt from its scenario and actions. An action
    the rules refuse means the entry was not made here: `practice-bad-actions`."""
    deal = scenarios.build(entry["scenario"])
    heard = []
    for number, action in enumerate(entry["actions"]):
        before = len(deal.events)
        try:
            deal.apply(action)
        except EngineError as error:
            raise NotationError("practice-bad-actions", step=number + 1, action=quoted(action),
                                why=error.code) from None
        heard.append(deal.events[before:])
    return deal, heard
