"""Caps in 304 (RULES.md A14, 304-K1 to K11, C-22 to C-28, Binding decision 5): the referee
of a deal and the exact judge behind it, in layers (each imports only those below it):

- `referee`: when the deal asks, the limits it asks with, the due trick of 304-K4, the
  rulings (Wrong Caps) the deal applies;
- `audit`: the referee's answers compared with a search of AUDIT_LIMIT positions at every
  trick start of a deal (tests, bench, the puzzle build);
- `proofs`: the judge's answers — `judge(deal, seat, order)`, `valid_order` and
  `provable(deal, seat, limit)` — with the proof by sure winners and the registries of quick
  refutations asked around it;
- `orders`: the caller's stated orders (the default one, the search for a valid one);
- `world_search`: the open-hand search in one world dealt in full (a quick refutation);
- `refutations`: the quick refutations themselves, each a world V cannot rule out in which V
  loses a trick whatever it does;
- `sure`: the proof by sure winners, shared by the judge and the search;
- `search`: the adversary search for a world and a line that break an order (the others'
  rules of play in one function, `follow_rule`);
- `unseen_cards`: reasoning about the deals V cannot rule out (Hall's condition, the trump
  hypotheses, the strong-opponents worlds);
- `knowledge`: what the caller knows (C-22), and its position as called;
- `limits`: the documented cost limits.

Tested against a brute-force enumeration of worlds and lines
(tests/engine/test_caps_judge_properties.py) on open-trump endings of up to three cards, and
against an exhaustive reference whose worlds are those in which replaying the whole deal
through the engine shows V exactly what it saw (tests/engine/caps_reference.py,
test_caps_reference_properties.py) on late positions with the trump closed or open; the
quick refutations in tests/engine/test_caps_shortcuts_properties.py.
"""

from engine.game304.caps.knowledge import as_called
from engine.game304.caps.limits import AUDIT_LIMIT, ESCALATED_LIMIT, NODE_LIMIT, TRACK_LIMIT
from engine.game304.caps.orders import default_order
from engine.game304.caps.proofs import decided_order, judge, provable, valid_order
from engine.game304.caps.referee import can_prove, checkpoint_seats, doomed
from engine.game304.caps.search import Undecided

__all__ = ["AUDIT_LIMIT", "ESCALATED_LIMIT", "NODE_LIMIT", "TRACK_LIMIT", "Undecided",
           "as_called", "can_prove", "checkpoint_seats", "decided_order", "default_order",
           "doomed", "judge", "provable", "valid_order"]
