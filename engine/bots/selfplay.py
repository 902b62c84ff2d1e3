"""Bots playing whole deals and matches on their own: for the tests, the benchmarks and the
table script. Each seat is given a player: a level name ("beginner", "strong") or any function
(game, observation, legal, seed) -> action string (the benchmarks' rule-based bot).
Imports `time` for the benchmarks' decision timer only; the bots never read the clock.

At a 304 table, before each lead every seat not to act is asked for its out-of-turn
declarations (`bots.declare`: Caps the moment it proves it, 304-K3 and K4; spoilt trumps,
304-S2), as a table of people would: anyone may speak up between two tricks.
"""

import time

from engine import bots, games
from engine.game304.match import Match
from engine.game501.game import Game


def _decide(player, game, observation, legal, seed, budget_ms):
    if callable(player):
        return player(game, observation, legal, seed)
    return bots.choose(game, observation, legal, seed, player, budget_ms)


def _out_of_turn(deal, players: dict, seed, budget_ms):
    for seat in "ABCD":
        if seat == deal.to_act or seat not in players:
            continue
        # (a player given as a function declares as the beginner does: Caps is an obligation
        # of the rules, 304-K3, not a matter of skill)
        level = "beginner" if callable(players[seat]) else players[seat]
        action = bots.declare("304", deal.observation(seat), seed, level, budget_ms)
        if action:
            return action
    return None


def play_deal(game: str, deal, players: dict, seed=0, budget_ms=bots.DEFAULT_BUDGET_MS,
              after=None, timer=None, clock=time.perf_counter):
    """Play `deal` to its end. `players`: {seat letter: player}; `after(deal, action)` is
    called after each action (the tests check invariants there); `timer(seconds, observation)`
    receives the time of each decision asked with `choose`, read on `clock` (the benchmarks). Returns the deal."""
    while not deal.is_over:
        leading = game == "304" and deal.phase == "play" and not deal.trick
        action = _out_of_turn(deal, players, seed, budget_ms) if leading else None
        if action is None:
            seat = deal.to_act
            observation = deal.observation(seat)
            started = clock()
            action = _decide(players[seat], game, observation, observation["legal"], seed,
                             budget_ms)
            if timer is not None:
                timer(clock() - started, observation)
        deal.apply(action)
        if after is not None:
            after(deal, action)
    return deal


def play_match(game: str, seed, players: dict, budget_ms=bots.DEFAULT_BUDGET_MS, after=None,
               table_size: int = 3, max_deals: int = 2000, tokens=None):
    """A whole 304 match (to 22 tokens) or 501 game (to zero); returns (match or game, deals
    played). `table_size`: 3 or 4 players at a 501 table. `tokens`: the [A–C, B–D] tokens a
    304 match starts from (default eleven each; a match started near its end is short)."""
    if game == "304":
        match = Match(seed) if tokens is None else Match(seed, tokens=tuple(tokens))
        count = 0
        while True:
            play_deal("304", match.deal, players, (seed, count), budget_ms, after)
            count += 1
            if match.is_over or count >= max_deals:
                return match, count
            match.next_deal()
    table = Game(seed, players=table_size)
    count = 0
    while not table.is_over and count < max_deals:
        play_deal("501", table.deal, players, (seed, count), budget_ms, after)
        count += 1
        table._after_action()
    return table, count


def check_after(game: str):
    """An `after` that checks the game's invariants after every action."""
    def check(deal, action):
        games.check_invariants(game, deal)
    return check
