"""The 304 solver's `option_value` (used by the analysis's open-hands table): the maker's root
option before the lead fixed instead of chosen — kept closed, or opened (304-O1) — against
the deal before the lead (the better of the two), after each lead card and after `open`, each
figure confirmed by the solver's null-window tests (`reaches`), and against `value`."""

from engine import scenarios
from engine.game304 import solver
from tests.engine.test_solver_support import exactly, reaches_after

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
    assert exactly(deal, max(closed, opened), "A")
    assert search.option_value(False, "B") == 304 - closed
    opened_deal = deal.copy()
    opened_deal.apply("A open")
    assert exactly(opened_deal, opened, "A")
    leads = []
    for action in (a for a in deal.legal_actions() if " play " in a):   # A leads, closed
        after = deal.copy()
        after.apply(action)
        leads.append(after)
    # the closed figure is A's best lead: one lead reaches it, none does better
    tables = ({}, {})
    assert reaches_after(leads, closed, "A", tables)
    assert not reaches_after(leads, closed + 1, "A", tables)


# Each hand one whole suit: A, the maker on lead, holds the eight spades (C-29 a).
EIGHT_TRUMPS = {"game": "304", "id": "eight", "title": "Eight trumps", "dealer": "D", "options": {},
                "hands": {"A": "JS 9S AS TS KS QS 8S 7S", "B": "JH 9H AH TH KH QH 8H 7H",
                          "C": "JD 9D AD TD KD QD 8D 7D", "D": "JC 9C AC TC KC QC 8C 7C"}}


def test_a_maker_on_lead_with_only_trumps_has_no_closed_option():
    """304-H6, C-29 (a), Binding decision 4: no card may be led closed, so the maker opens."""
    deal = scenarios.build(EIGHT_TRUMPS)
    for action in CALLS.replace("AD", "JS").split("; "):
        deal.apply(action)
    assert not [a for a in deal.legal_actions() if " play " in a]
    search = solver.Solver(deal)
    assert search.open_option and not search.closed_option
    try:
        search.option_value(False, "A")
    except ValueError as error:
        assert "closed" in str(error)
    else:
        raise AssertionError("a closed figure where the trump cannot stay closed")
    assert search.option_value(True, "A") == solver.value(deal, "A") == 304
    assert search.option_value(True, "B") == 0
    # Not on lead, the same hand keeps the trump closed: C holds the eight diamonds.
    deal = scenarios.build(EIGHT_TRUMPS)
    for action in "A pass; B pass; C bid 160; D pass; A pass; B pass; C indicator JD".split("; "):
        deal.apply(action)
    while deal.phase != "play":
        deal.apply(next(a for a in deal.legal_actions() if a.endswith(" pass")))
    search = solver.Solver(deal)
    assert search.closed_option
    assert search.option_value(False, "C") == solver.value(deal, "C")
