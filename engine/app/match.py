"""The match: its first deal, who has won it, and the next deal.

304 deals follow one another until one side holds all 22 tokens (304-M1, the dealer moving as
engine.game304.match says); 501 deals until a player reaches 0 (501-M1 to 501-M4). Each deal is
cut and dealt from the match's seed and its number (engine.app.state: the state's form).
"""

import random

from engine.app.state import (GAMES, MAX_DEALS, MAX_SEED, VERSION, bad, check_options,
                              check_state, replay, seats_of)
from engine.errors import NotationError
from engine.game304.match import next_dealer
from engine.game304.scoring import match_winner
from engine.game304.tables import TOKENS_PER_SIDE
from engine.game501.scoring import game_winners
from engine.game501.seating import left_of
from engine.game501.tables import START_SCORE
from engine.scenario_values import is_whole


def _scenario(state: dict, number: int, dealer: str, tallies: list) -> dict:
    """The scenario of the match's deal `number`: cut and dealt from the match's seed."""
    scenario = {"game": state["game"], "id": f"practice-{number}", "dealer": dealer,
                "seed": f"{state['seed']}-{number}"}
    if state["game"] == "304":
        scenario.update(options=dict(state["options"]), tokens=list(tallies))
    else:
        scenario.update(options=dict(state["options"]), scores=list(tallies))
    return scenario


def start(game: str, seat: str, level: str, options: dict, seed: int) -> dict:
    """A new match: the first dealer drawn from the seed (304-D1, 501-D1)."""
    if game not in GAMES:
        raise bad("game", game)
    options = check_options(game, options)
    seats = seats_of(game, options)
    state = {"v": VERSION, "game": game, "seat": seat, "level": level, "options": options,
             "seed": seed, "branch": False, "deals": []}
    if game == "304":
        tallies = [TOKENS_PER_SIDE, TOKENS_PER_SIDE]
    else:
        tallies = [START_SCORE] * len(seats)
    if not is_whole(seed) or not 0 <= seed < MAX_SEED:
        raise bad("seed", seed)
    dealer = seats[random.Random(seed).randrange(len(seats))]
    state["deals"].append({"scenario": _scenario(state, 1, dealer, tallies), "actions": []})
    return check_state(state)


def tallies(game: str, deal) -> list:
    return list(deal.tokens) if game == "304" else list(deal.scores)


def match_over(state: dict, deal) -> dict | None:
    """Who won the match once the deal in progress is over and ends it, else None:
    {"tokens": [...]} or {"scores": [...]}, with the winners' seats."""
    if not deal.is_over:
        return None
    if state["game"] == "304":
        side = match_winner(deal.tokens)
        if side is None:
            return None
        return {"winners": ["AC", "BD"][side], "tokens": list(deal.tokens)}
    winners = game_winners(deal.scores)
    if not winners:
        return None
    seats = seats_of("501", state["options"])
    return {"winners": "".join(seats[w] for w in winners), "scores": list(deal.scores)}


def next_deal(state: dict) -> dict:
    """The match with its next deal started (the deal in progress must be over, the match not)."""
    check_state(state)
    if state["branch"]:
        raise NotationError("practice-branch-over")
    deal, _ = replay(state["deals"][-1])
    if not deal.is_over or match_over(state, deal):
        raise NotationError("practice-no-next-deal")
    seats = seats_of(state["game"], state["options"])
    if state["game"] == "304":
        dealer = "ABCD"[next_dealer(deal)]
    else:
        dealer = seats[left_of(seats.index(deal.observation(state["seat"])["dealer"]), len(seats))]
    number = len(state["deals"]) + 1
    if number > MAX_DEALS:
        raise NotationError("practice-too-many-deals", limit=MAX_DEALS)
    scenario = _scenario(state, number, dealer, tallies(state["game"], deal))
    entry = {"scenario": scenario, "actions": []}
    return {**state, "deals": state["deals"] + [entry]}
