"""304, the Sri Lankan profile (RULES.md Part A): rule tables, rules as pure functions, the deal.

Entry points used by `engine.games` (the same for every game):

- `deal_from_scenario(scenario)` builds a `Deal` from a parsed scenario dict (`dealer`,
  `options`, `tokens`, `hands` or `seed`);
- `random_deal(seed, dealer=None, options=None, tokens=None)` cuts and deals from a seed;
- `check_invariants(deal)` raises `InvariantError` if the deal breaks an invariant (A18).
"""

import random

from engine.errors import NotationError
from engine.game304.deal import Deal
from engine.game304.dealing import cut_and_deal, hands_from_text
from engine.game304.invariants import InvariantError, check_invariants
from engine.game304.match import Match
from engine.game304.rules import RuleSet, rules_from_options
from engine.game304.tables import SEATS, TOTAL_TOKENS

__all__ = ["Deal", "InvariantError", "Match", "RuleSet", "check_invariants", "deal_from_scenario",
           "random_deal"]


def _tokens(value):
    if value is None:
        return (11, 11)
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(t, int) and t >= 0 for t in value) or sum(value) != TOTAL_TOKENS):
        raise NotationError("bad-tokens", text=str(value))
    return tuple(value)


def _dealer(letter) -> int:
    if not isinstance(letter, str) or letter not in SEATS or len(letter) != 1:
        raise NotationError("bad-seat", text=str(letter))
    return SEATS.index(letter)


def deal_from_scenario(scenario: dict) -> Deal:
    rules = rules_from_options(scenario.get("options"))
    dealer = _dealer(scenario.get("dealer", "D"))
    tokens = _tokens(scenario.get("tokens"))
    if "hands" in scenario:
        dealt = hands_from_text(scenario["hands"])
    elif "seed" in scenario:
        dealt = cut_and_deal(random.Random(scenario["seed"]), dealer)
    else:
        raise NotationError("no-hands")
    return Deal(dealt, dealer, rules, tokens)


def random_deal(seed, dealer=None, options=None, tokens=None) -> Deal:
    rng = random.Random(seed)
    if dealer is None:
        dealer = rng.randrange(4)
    elif isinstance(dealer, str):
        dealer = _dealer(dealer)
    rules = options if isinstance(options, RuleSet) else rules_from_options(options)
    return Deal(cut_and_deal(rng, dealer), dealer, rules, _tokens(tokens))
