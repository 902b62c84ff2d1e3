"""The 501 bot: one decision from one seat's observation and its legal actions."""

from engine.bots import calls501, play501
from engine.bots.common import pimc
from engine.bots.deal_sampler501 import Sampler


def decide(observation: dict, legal: list, rng, level: str, samples: int,
           steady: bool = False) -> tuple:
    """(action, {action: average value} or None, samples used, [{action: value} of each
    sampled deal] or None). `steady`: every sample drawn, none of pimc's early stop."""
    if len(legal) == 1:
        return legal[0], None, 0, None
    phase = observation["phase"]
    if phase == "auction":
        return calls501.auction(observation, legal, level), None, 0, None
    if phase == "declaring":
        return calls501.declaring(observation, legal, level), None, 0, None
    if phase == "giving":
        return calls501.give(observation, legal), None, 0, None
    if level == "beginner":
        return play501.beginner(observation, legal), None, 0, None
    sampler = Sampler(observation)
    tiebreak = [play501.beginner(observation, legal)] + list(legal)
    exact = play501.exact_here(observation)
    if exact and len(observation["hand"]) == play501.EXACT_CARDS:
        samples = max(1, samples // 4)        # the largest exact searches count four times
    best, averages = pimc(lambda: sampler.draw(rng),
                          lambda world: play501.world_values(world, legal, exact), legal, samples,
                          tiebreak, stop_early=not steady)
    if best is None:
        return play501.beginner(observation, legal), None, 0, None
    return best, averages.means(), averages.count, averages.worlds
