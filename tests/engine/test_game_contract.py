"""The engine's contract (DESIGN.md "The engine's contract"), checked through the game-agnostic
interface of `engine.games` only, on both games: on random deals, at every step,

- every action the seat to act is offered is accepted, and every other action of that seat is
  refused (the legal set is exactly what `apply` accepts);
- a refused action raises an EngineError with a reason code and leaves the state unchanged
  (every seat's observation, the legal set, whose turn it is);
- every observation is JSON-ready (it survives a round trip through JSON unchanged);
- the game's invariants hold (`games.check_invariants`).
"""

import json
import random

import pytest

from engine import games
from engine.errors import EngineError
from engine.scenarios import fingerprint
from engine.seat_view import labelled_actions

OPTIONS = {"304": {"options": {"caps_enforcement": "lenient"}}, "501": {}}
SEATS = {"304": "ABCD", "501": "ABC"}


def _candidates(game: str, seat: str, rng: random.Random) -> list:
    """Actions a seat might try, legal or not (canonical strings)."""
    if game == "304":
        cards = [rank + suit for rank in "J9ATKQ87" for suit in "SHDC"]
        verbs = (["pass", "partner", "redeal", "open", "spoilt", "bid pcc"]
                 + [f"bid {value}" for value in rng.sample(range(160, 310, 10), 3)]
                 + [f"play {card}" for card in rng.sample(cards, 5)]
                 + [f"indicator {card}" for card in rng.sample(cards, 2)])
    else:
        cards = [rank + suit for rank in "AT KQJ9".replace(" ", "") for suit in "SHDC"]
        verbs = (["look", "pass", "concede", f"bid {rng.randrange(60, 230)}",
                  f"contract {rng.choice('SHDC')} {rng.randrange(60, 230)}",
                  f"contract NT {rng.randrange(60, 230)}"]
                 + [f"play {card}" for card in rng.sample(cards, 4)]
                 + [f"give {rng.choice('ABC')} {card}" for card in rng.sample(cards, 2)])
    return [f"{seat} {verb}" for verb in verbs]


def _rebuild(game: str, seed: int, history: list):
    deal = games.random_deal(game, seed, **OPTIONS[game])
    for action in history:
        deal.apply(action)
    return deal


@pytest.mark.parametrize("game", ["304", "501"])
def test_the_engine_contract_holds_on_random_deals(game):
    steps = accepted = refused = 0
    for seed in range(40):
        rng = random.Random(seed)
        deal = games.random_deal(game, seed, **OPTIONS[game])
        seats = SEATS[game] if game == "304" else "".join(deal.observation("A")["order"])
        history = []
        while not deal.is_over and len(history) < 80:
            games.check_invariants(game, deal)
            for seat in seats:
                view = deal.observation(seat)
                assert json.loads(json.dumps(view)) == view
            seat = deal.to_act
            offered = labelled_actions(deal.observation(seat), "en")
            legal = {entry["action"] for entry in offered}
            bare = set(deal.legal_actions())
            # Every offered action is accepted (on a copy of the deal rebuilt from its history).
            for action in rng.sample(sorted(legal), min(3, len(legal))):
                copy = _rebuild(game, seed, history)
                copy.apply(action)
                accepted += 1
            # Any other action of the seat to act is refused, and changes nothing.
            before = fingerprint(deal)
            for action in _candidates(game, seat, rng):
                if action in bare or action in legal:
                    continue
                with pytest.raises(EngineError) as refusal:
                    deal.apply(action)
                assert refusal.value.code and isinstance(refusal.value.params, dict)
                assert fingerprint(deal) == before, action
                refused += 1
            action = rng.choice(sorted(legal))
            deal.apply(action)
            history.append(action)
            steps += 1
        games.check_invariants(game, deal)
    assert steps > 1000 and accepted > 1600 and refused > 6500
