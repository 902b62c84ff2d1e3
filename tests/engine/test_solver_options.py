"""The 304 solver's `option_value` (used by the analysis's open-hands table): the maker's root
option before the lead fixed instead of chosen — kept closed, or opened (304-O1) — against
`value`, which chooses, and against solves of the deal after the lead card or after `open`."""

from engine import scenarios
from engine.game304 import solver

# tutorials/304/hidden-nine.toml's cards, A the maker at 160 with the A♦ set aside: opening
# before the lead is worth 10 more to A's side than keeping the trump closed.
HIDDEN_NINE = {"game": "304", "id": "options", "title": "Options", "dealer": "D", "options": {},
               "hands": {"A": "8D QH AD AH QC JH AS KC", "B": "AC 7C 9S KD 8S QD JD JC",
                         "C": "TS 9D 8C KH 9C 7S 7D 7H", "D": "JS TH 9H 8H QS KS TD TC"}}
CALLS = "A bid 160; B pass; C pass; D pass; A indicator AD; A pass; B pass; C pass; D pass"


def test_option_value_fixes_the_makers_choice():
    deal = scenarios.build(HIDDEN_NINE)
    for action in CALLS.split("; "):
        deal.apply(action)
    search = solver.Solver(deal)
    closed, opened = search.option_value(False, "A"), search.option_value(True, "A")
    assert (closed, opened) == (45, 55)
    assert max(closed, opened) == solver.value(deal, "A")
    assert search.option_value(False, "B") == 304 - closed
    opened_deal = deal.copy()
    opened_deal.apply("A open")
    assert opened == solver.value(opened_deal, "A")
    leads = []
    for action in (a for a in deal.legal_actions() if " play " in a):   # A leads, closed
        after = deal.copy()
        after.apply(action)
        leads.append(solver.value(after, "A"))
    assert closed == max(leads)
