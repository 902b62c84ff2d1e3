"""304, the Sri Lankan profile (RULES.md Part A): rule tables, rules as pure functions, the deal.

Entry points used by `engine.games` (the same for every game):

- `deal_from_scenario(scenario)` builds a `Deal` from a parsed scenario dict (`dealer`,
  `options`, `tokens`, `hands` or `seed`), refusing a missing or mistyped key with a
  `NotationError`;
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
from engine.scenario_values import is_whole, quoted, seed, subtable

__all__ = ["Deal", "InvariantError", "Match", "RuleSet", "check_invariants", "deal_from_scenario",
           "random_deal"]


def _tokens(value):
    if value is None:
        return (11, 11)
    if (not isinstance(value, list) or len(value) != 2
            or not all(is_whole(t) and t >= 0 for t in value) or sum(value) != TOTAL_TOKENS):
        raise NotationError("bad-tokens", text=quoted(value))
    return tuple(value)


def _dealer(letter) -> int:
    if not isinstance(letter, str) or letter not in SEATS or len(letter) != 1:
        raise NotationError("bad-seat", text=quoted(letter))
    return SEATS.index(letter)


def deal_from_scenario(scenario: dict) -> Deal:
    rules = rules_from_options(subtable(scenario, "options"))
    if "dealer" not in scenario:
        raise NotationError("missing-dealer-304")
    dealer = _dealer(scenario["dealer"])
    tokens = _tokens(scenario.get("tokens"))
    if "hands" in scenario:
        dealt = hands_from_text(subtable(scenario, "hands"))
    elif "seed" in scenario:
        dealt = cut_and_deal(random.Random(seed(scenario["seed"])), dealer)
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
