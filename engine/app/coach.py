"""The coach's evaluation of one moment: the strong bot's values of each action over deals
drawn from the seat's own view (engine.bots.explain, steady), and a card judged against the
best with the margin of the estimate. The hint, the review and the drills all read it, so they
agree for the same moment; the last few moments weighed are kept.
"""

import copy
import json
import zlib

from engine.app.state import lazy_bots
from engine.errors import EngineError


def offered(action, legal: list) -> bool:
    """Whether `action` is one of `legal`; a Caps call with its stated order is the bare
    `X caps` of the legal set (DESIGN.md: a Caps call appears once, bare)."""
    if not isinstance(action, str) or not action.split():
        return False
    return action in legal or (action.split()[1:2] == ["caps"]
                               and " ".join(action.split()[:2]) in legal)


COACH_BUDGET_MS = 400      # the hint's and the review's deals (engine.bots.samples_for: 64 at
                           # most): one number for every reader, whatever the page's speed
# Student's t for a 99.9 % interval, by degrees of freedom (below 11; then, for each band, the
# widest, at its fewest). A deal's review weighs some thirty cards against several others each:
# at 95 %, other deals drawn (another seed) turned 36 of 430 cards of 20 strong-bot deals from
# mistakes to ties or best cards, and back; at 99.9 %, with MIN_MARGIN, 17, each within the
# margins of both figures (#24; drawing more deals where a verdict was near its margin did not
# lower that count, and tripled the time).
_T999 = (None, 636.6, 31.6, 12.92, 8.61, 6.87, 5.96, 5.41, 5.04, 4.78, 4.59)


def coach_seed(observation: dict) -> int:
    """The coach's seed for one moment: drawn from the seat's observation alone, so the hint
    and the review of that moment sample the same deals, in the match, from a link, on any
    machine, and a card the seat cannot see changes nothing (DESIGN.md "Seat views")."""
    text = json.dumps(observation, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return zlib.crc32(b"coach\n" + text.encode())


_EXPLAINED = {}              # the last few moments weighed: {key: found}
EXPLAINED_KEPT = 32         # a deal's cards of the reader's seat, and a few more


def explanation(game: str, observation: dict, legal: list, budget_ms: int) -> dict:
    """The strong bot's choice at one moment, with the average points of each action it weighed
    and their value in each deal it drew (the coach: the same for the hint, the review and the
    drills). A pure function of its arguments: the last few are kept, so that the review of a
    deal whose drills were just made (engine.drills) does not weigh the reader's cards again."""
    key = json.dumps([game, observation, legal, budget_ms], sort_keys=True)
    if key in _EXPLAINED:
        _EXPLAINED[key] = _EXPLAINED.pop(key)          # now the most recently used
        return copy.deepcopy(_EXPLAINED[key])
    found = _weigh(game, observation, legal, budget_ms)
    _EXPLAINED[key] = found
    while len(_EXPLAINED) > EXPLAINED_KEPT:
        del _EXPLAINED[next(iter(_EXPLAINED))]
    return copy.deepcopy(found)


# The least margin, in points: the deals are drawn by the bots' sampler, whose weights are a
# model of what the others' play shows, not the exact odds, so a smaller difference is no
# evidence of a mistake (and the spread of the values, often a few large swings among many
# equal deals, is itself badly estimated from a few dozen deals).
MIN_MARGIN = 2.0


def honest(margin):
    """The margin a verdict uses: the interval's half-width, and never under MIN_MARGIN."""
    return None if margin is None else max(margin, MIN_MARGIN)


def _weigh(game: str, observation: dict, legal: list, budget_ms: int) -> dict:
    found = lazy_bots().explain(game, observation, legal, coach_seed(observation), level="strong",
                                budget_ms=budget_ms, steady=True)
    action = found.get("action")
    values = found.get("values") or {}
    if not offered(action, legal):
        raise EngineError("internal-error", error="explain")
    values = {a: float(v) for a, v in values.items() if a in legal and isinstance(v, (int, float))}
    worlds = [{a: w[a] for a in values if a in w} for w in found.get("worlds") or []]
    return {"action": action, "values": values, "samples": found.get("samples"), "worlds": worlds}


def _t999(df: int) -> float:
    if df < len(_T999):
        return _T999[df]
    return 4.59 if df < 20 else 3.85 if df < 30 else 3.65 if df < 60 else 3.46 if df < 120 else 3.37


def difference(worlds: list, first: str, second: str) -> tuple:
    """(mean of `first` − `second` over the deals drawn, the half-width of its 99.9 % interval):
    paired, since both were weighed in the same deals. The margin is None under two deals."""
    diffs = [w[first] - w[second] for w in worlds if first in w and second in w]
    if not diffs:
        return 0.0, None
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return mean, None
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, _t999(len(diffs) - 1) * (var / len(diffs)) ** 0.5


def best_in(worlds: list, action: str) -> int:
    """In how many of the deals drawn `action` did at least as well as every other action."""
    return sum(1 for w in worlds if action in w and w[action] >= max(w.values()) - 1e-9)


def same(a: str, b: str) -> bool:
    return a.split()[:3] == b.split()[:3]


def judged(found: dict, action: str, among=None) -> dict:
    """The card `action` weighed by what its player knew, against the best of the actions
    `among` (default: every one weighed): {best, cost, margin, verdict, samples}. The best is the
    coach's own choice when it is among them (the hint's card), else the best average; a card
    costing nothing is its own best. `verdict`: "best", "tie" (the cost is within the margin:
    the deals drawn cannot tell the two apart) or "worse" (a mistake by what was known)."""
    values = {a: v for a, v in found["values"].items() if among is None or a in among}
    if not values:
        return {"best": None, "cost": None, "margin": None, "verdict": None, "samples": 0}
    key = next((a for a in values if a == action), None) or next(
        (a for a in values if same(a, action)), None)
    best = found["action"] if found["action"] in values else None
    if best is None:
        top = max(values.values())
        best = key if key is not None and values[key] == top else min(
            a for a in values if values[a] == top)
    worlds = found["worlds"]
    if key is None:
        return {"best": best, "cost": None, "margin": None, "verdict": None,
                "samples": len(worlds)}
    cost, margin = difference(worlds, best, key) if worlds else (values[best] - values[key], None)
    cost = round(max(cost, 0.0), 1)
    margin = None if margin is None else round(honest(margin), 1)
    if cost == 0:
        best, verdict = action, "best"
    elif margin is None or cost <= margin:
        verdict = "tie"
    else:
        verdict = "worse"
    return {"best": best, "cost": cost, "margin": margin, "verdict": verdict,
            "samples": len(worlds)}
