"""The 304 bot: one decision from one seat's observation and its legal actions.

Order of business at a decision in the play: Caps as soon as the exact judge proves it from the
bot's own view (304-K3; `caps.valid_order` answers from what the seat knows, so the
sampled world it is asked on stands for every world the seat cannot rule out, and the bot never
calls what it cannot prove: no Wrong Caps, 304-K6); spoilt trumps when provable and good for
its side (304-S1, S2); then the card (or `open`, 304-O1) by play304.
"""

from engine.bots import calls304, play304
from engine.bots.common import pimc
from engine.bots.deal_sampler304 import Sampler
from engine.game304 import caps
from engine.game304.tables import CARDS, SEATS, side

JUDGE_ATTEMPTS = 200     # a world to ask the judge on is worth looking for harder


def _verb(action: str) -> str:
    return action.split()[1]


def caps_call(observation: dict, legal: list, sampler, rng):
    """`S caps <order>` when the judge proves Caps from the seat's view, else None."""
    if not any(_verb(a) == "caps" for a in legal):
        return None
    world = sampler.draw(rng, JUDGE_ATTEMPTS, weighted=False)
    if world is None:
        return None
    seat = SEATS.index(observation["seat"])
    order = caps.valid_order(world, seat)
    if order is None:
        return None
    return f"{observation['seat']} caps " + " ".join(CARDS[card] for card in order)


def decide(observation: dict, legal: list, rng, level: str, samples: int,
           steady: bool = False) -> tuple:
    """(action, {action: average value} or None, samples used, [{action: value} of each
    sampled deal] or None). `steady`: every sample drawn, none of pimc's early stop."""
    phase = observation["phase"]
    if len(legal) == 1:
        return legal[0], None, 0, None
    if phase == "auction":
        return calls304.first_auction(observation, legal, level), None, 0, None
    if phase == "indicator":
        return calls304.indicator(observation, legal), None, 0, None
    if phase == "second-auction":
        return calls304.second_auction(observation, legal, level), None, 0, None
    sampler = Sampler(observation)
    call = caps_call(observation, legal, sampler, rng)
    if call:
        return call, None, 1, None
    plays = [a for a in legal if _verb(a) in ("play", "open")]
    if any(_verb(a) == "spoilt" for a in legal) and _wants_spoilt(observation):
        return next(a for a in legal if _verb(a) == "spoilt"), None, 0, None
    if not plays:
        return legal[0], None, 0, None
    if level == "beginner" or observation.get("caps") or len(plays) == 1:
        cards = [a for a in plays if _verb(a) == "play"]
        return play304.beginner(observation, cards or plays, rng), None, 0, None
    kept = play304.distinct(plays, observation)
    tiebreak = [play304.beginner(observation, [a for a in kept if _verb(a) == "play"] or kept,
                                 _NoSlip())] + kept
    exact = play304.exact_here(observation)
    if exact and len(observation["hand"]) == play304.EXACT_CARDS:
        samples = max(1, samples // 2)        # the largest exact searches count double
    best, averages = pimc(lambda: sampler.draw(rng),
                          lambda world: play304.world_values(world, kept, exact), kept, samples,
                          tiebreak, stop_early=not steady)
    if best is None:                          # no world found: the rules of thumb
        return play304.beginner(observation, plays, _NoSlip()), None, 0, None
    means = averages.means()
    values = {a: means[play304.twin_of(a, kept)] for a in plays
              if play304.twin_of(a, kept) in means}
    worlds = [{a: world[play304.twin_of(a, kept)] for a in plays
               if play304.twin_of(a, kept) in world} for world in averages.worlds]
    return best, values, averages.count, worlds


def _wants_spoilt(observation: dict) -> bool:
    """Spoilt trumps void the deal (304-S3): the defenders, who hold no trump at all, always
    want that; the maker's side, holding every trump, plays its contract instead."""
    seat = SEATS.index(observation["seat"])
    maker = SEATS.index(observation["maker"])
    return side(seat) != side(maker)


class _NoSlip:
    """An rng that never makes the beginner's slip (for the strong bot's tie-break)."""

    @staticmethod
    def random() -> float:
        return 1.0


def out_of_turn(observation: dict, rng, level: str):
    """The declaration a seat not to act makes now (304-K3 Caps, 304-S2 spoilt), or None.

    Only at a trick's start (before its lead): that is when the deal checks every seat's Caps
    obligation, whose deadline is the next lead (304-K4, engine.game304.caps); in the middle
    of a trick it checks only the seat about to play, which decides through `decide`."""
    if observation["phase"] != "play" or observation.get("caps") or observation["trick"]:
        return None
    seat = SEATS.index(observation["seat"])
    won_by_others = observation["tricks_won"][1 - side(seat)]
    maker = observation["maker"]
    spoilt_possible = observation["trump"] != "closed" or observation["seat"] == maker
    if won_by_others and not spoilt_possible:
        return None
    sampler = Sampler(observation)
    world = sampler.draw(rng, JUDGE_ATTEMPTS, weighted=False)
    if world is None or world.idle == seat:
        return None
    if world.spoilt_provable(seat) and _wants_spoilt(observation):
        return f"{observation['seat']} spoilt"
    if world.caps_offered(seat):
        order = caps.valid_order(world, seat)
        if order is not None:
            return f"{observation['seat']} caps " + " ".join(CARDS[card] for card in order)
    return None
