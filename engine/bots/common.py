"""What both games' bots share: the seeded randomness, the sample budget, and the averaging of
determinized search (PIMC) with its early stop.

Determinism: a bot's randomness comes only from `seed` and what the seat observes, never from
the clock, so the same seed and observation give the same action on any machine. `budget_ms`
is read as a number of sampled deals (`samples_for`), not as a time: a faster machine answers
sooner, never differently.
"""

import random
from math import sqrt

LEVELS = ("beginner", "strong")
DEFAULT_BUDGET_MS = 200
MS_PER_SAMPLE = 3           # measured (CPU time, CPython): a sampled deal rebuilt and searched
MIN_SAMPLES, MAX_SAMPLES = 4, 64
BATCH = 4                   # samples drawn between two looks at the averages
MAX_MISSES = 4              # draws that found no world (each after many tries) before giving up


def rng_for(game: str, seed, observation: dict) -> random.Random:
    """A generator from the seed and the moment (the number of calls and cards seen so far),
    so that successive decisions of one seat do not all draw the same numbers."""
    moment = len(observation.get("auction") or []) + sum(
        len(trick["cards"]) for trick in observation.get("tricks") or []) + len(
        observation.get("trick") or [])
    return random.Random(f"bots/{game}/{seed}/{observation.get('seat')}/{moment}")


def samples_for(budget_ms) -> int:
    """The number of sampled deals a budget stands for (deterministic: see the module)."""
    try:
        budget = float(budget_ms)
    except (TypeError, ValueError):
        budget = DEFAULT_BUDGET_MS
    return max(MIN_SAMPLES, min(MAX_SAMPLES, int(budget // MS_PER_SAMPLE)))


class Averages:
    """Per-action sums of the values found in each sampled deal."""

    def __init__(self, actions: list):
        self.actions = list(actions)
        self.values = {action: [] for action in self.actions}
        self.worlds = []            # each sampled deal's {action: value}, in the order drawn

    def add(self, values: dict) -> None:
        for action in self.actions:
            if action in values:
                self.values[action].append(values[action])
        self.worlds.append({a: values[a] for a in self.actions if a in values})

    @property
    def count(self) -> int:
        return max((len(v) for v in self.values.values()), default=0)

    def means(self) -> dict:
        return {action: sum(v) / len(v) for action, v in self.values.items() if v}

    def best(self, tiebreak: list):
        """The action with the best mean; among equal means, the first in `tiebreak`."""
        means = self.means()
        if not means:
            return None
        rank = {action: i for i, action in enumerate(tiebreak)}
        return max(means, key=lambda a: (round(means[a], 6), -rank.get(a, len(rank))))

    def clear(self, margin: float = 2.5) -> bool:
        """The choice is clear: the best mean beats the second by more than `margin` standard
        errors of the paired differences (or every sample agrees)."""
        means = self.means()
        if len(means) < 2:
            return True
        ordered = sorted(means, key=means.get, reverse=True)
        first, second = self.values[ordered[0]], self.values[ordered[1]]
        diffs = [a - b for a, b in zip(first, second)]
        if len(diffs) < 2:
            return False
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        if var == 0:
            return mean > 0
        return mean > margin * sqrt(var / len(diffs))


def pimc(draw, evaluate, actions: list, samples: int, tiebreak: list, stop_early: bool = True):
    """Average `evaluate(world)` ({action: value}) over up to `samples` worlds from `draw()`
    (None when no world could be found; after MAX_MISSES of those it stops), stopping early,
    after each batch, once the choice is clear (unless `stop_early` is false: a coach weighing
    every action, not only the best, draws them all). Returns (best action or None, Averages)."""
    averages = Averages(actions)
    misses = 0
    while averages.count < samples and misses < MAX_MISSES:
        world = draw()
        if world is None:
            misses += 1
            continue
        averages.add(evaluate(world))
        if (stop_early and averages.count >= BATCH and averages.count % BATCH == 0
                and averages.clear()):
            break
    return averages.best(tiebreak), averages
