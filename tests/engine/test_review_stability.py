"""#24: the review's "by what you knew" verdicts do not depend on the deals the coach happened to
draw. On strong-bot deals (tests/engine/data/caps_deals.jsonl: strong bots at all four seats),
each card is judged with the coach's own seed and with another one. The two figures of a card
agree within their margins; a card called a mistake with one is never the best card with the
other; and a clear mistake (a cost beyond twice its margin) stays a mistake. (A card near its
margin may fall on either side of it: measured on 20 deals, 17 of 430 cards, each within both
margins.) So the seats' three costliest cards, the review's list and the drills, change only
by cards the figures cannot tell apart: measured on those 20 deals, the lists of 11 of 80 seats
differ, every time so (against 32 with the 95 % interval of before). The checks themselves are
shown to catch a coach too hasty to be trusted (a handful of deals and no margin).

No pytest fixtures: this file also runs inside Pyodide (tests/js/)."""

import json
import zlib
from pathlib import Path

from engine import scenarios
from engine.app import coach
from tests.engine.patched import Patched

DEALS_FILE = Path(__file__).parent / "data" / "caps_deals.jsonl"
DEALS = 3                # the first deals of the file without Caps or a redeal, not chosen
OTHER = "another draw"


def strong_deals(count: int) -> list:
    """The first `count` deals of the file played in points (no Caps call, no redeal)."""
    found = []
    with DEALS_FILE.open(encoding="utf-8") as lines:
        for line in lines:
            deal = json.loads(line)
            if deal["rich"] or any(a.split()[1] in ("caps", "redeal") for a in deal["actions"]):
                continue
            found.append({"scenario": {"game": "304", "dealer": deal["dealer"],
                                       "hands": deal["hands"]}, "actions": deal["actions"]})
            if len(found) == count:
                break
    return found


def verdicts(entry: dict, budget_ms: int) -> dict:
    """{action number: the card played there judged by what its player knew}, every card with a
    choice, as the review judges it (engine.app.review: coach.explanation, then judged)."""
    deal = scenarios.build(entry["scenario"])
    judged = {}
    for number, action in enumerate(entry["actions"]):
        if " play " in action:
            legal = deal.legal_actions()
            plays = [a for a in legal if " play " in a]
            if len(plays) > 1:
                found = coach.explanation("304", deal.observation(action.split()[0]), legal,
                                          budget_ms)
                judged[number] = coach.judged(found, action, plays)
        deal.apply(action)
    return judged


def with_seed(salt: str, entry: dict, budget_ms: int) -> dict:
    """The verdicts with the coach drawing other deals: its seed salted."""
    real = coach.coach_seed

    def salted(observation):
        return zlib.crc32(salt.encode() + real(observation).to_bytes(4, "big"))

    with Patched() as patch:
        patch.setattr(coach, "coach_seed", salted)
        patch.setattr(coach, "_EXPLAINED", {})         # nothing weighed with the real seed
        return verdicts(entry, budget_ms)


_DRAWS = {}      # {(budget, deals, the coach's margin settings): the two draws of each deal}


def both_draws(budget_ms: int, deals: int) -> list:
    """[(entry, verdicts with the coach's seed, verdicts with another)] for the first `deals`
    strong-bot deals; made once for the tests that read them (no pytest fixtures, see above)."""
    key = (budget_ms, deals, coach.MIN_MARGIN, coach._t999(1))
    if key not in _DRAWS:
        _DRAWS[key] = [(entry, with_seed("", entry, budget_ms), with_seed(OTHER, entry, budget_ms))
                       for entry in strong_deals(deals)]
    return _DRAWS[key]


def disagreements(budget_ms: int, deals: int = DEALS) -> list:
    """Every card whose two figures (the coach's seed, another one) differ beyond their margins,
    that is a mistake with one and the best card with the other, or a clear mistake with one
    and not a mistake with the other."""
    found = []
    for entry, one, two in both_draws(budget_ms, deals):
        for number in one:
            pair = (one[number], two[number])
            apart = abs(pair[0]["cost"] - pair[1]["cost"]) > sum(j["margin"] or 0 for j in pair)
            crossed = {j["verdict"] for j in pair} == {"worse", "best"}
            if apart or crossed or any(clear(a) and b["verdict"] != "worse" for a, b in (pair, pair[::-1])):
                found.append((entry["actions"][number], *pair))
    return found


def clear(judged: dict) -> bool:
    """A clear mistake: a cost beyond twice its margin."""
    return judged["verdict"] == "worse" and judged["cost"] > 2 * judged["margin"]


def costliest(entry: dict, verdicts: dict, seat: str) -> list:
    """The review's "three costliest cards" of `seat` (docs/assets/play/review.js, mistakes();
    engine.app.drills, make): its mistakes by what it knew, costliest first, at most three."""
    worse = [n for n, j in verdicts.items()
             if entry["actions"][n].split()[0] == seat and j["verdict"] == "worse"]
    return sorted(worse, key=lambda n: (-verdicts[n]["cost"], n))[:3]


def within(a: dict, b: dict) -> bool:
    """Two figures of one draw that its margins cannot tell apart."""
    return abs(a["cost"] - b["cost"]) <= a["margin"] + b["margin"]


def list_disagreements(budget_ms: int, deals: int = DEALS) -> list:
    """Every seat's three costliest cards that differ between the two draws other than by cards
    the figures cannot tell apart: a card listed with one draw only is, with the other, a
    mistake within the margins of the last card listed there, or, with the draw that lists it,
    no clear mistake; two cards listed in both but in another order are within each other's
    margins in both draws."""
    found = []
    for entry, one, two in both_draws(budget_ms, deals):
        for seat in "ABCD":
            lists = (costliest(entry, one, seat), costliest(entry, two, seat))
            for (mine, mine_v), (other, other_v) in (((lists[0], one), (lists[1], two)),
                                                     ((lists[1], two), (lists[0], one))):
                for number in set(mine) - set(other):
                    judged = other_v[number]
                    explained = (not clear(mine_v[number]) if judged["verdict"] != "worse" else
                                 len(other) == 3 and within(judged, other_v[other[-1]]))
                    if not explained:
                        found.append((seat, entry["actions"][number], mine_v[number], judged))
            shared = [n for n in lists[0] if n in lists[1]]
            for a in shared:
                for b in shared:
                    if (lists[0].index(a) < lists[0].index(b)) != (lists[1].index(a) < lists[1].index(b)) \
                            and not (within(one[a], one[b]) and within(two[a], two[b])):
                        found.append((seat, entry["actions"][a], entry["actions"][b]))
    return found


def test_a_mistake_by_what_was_known_does_not_depend_on_the_deals_drawn():
    assert disagreements(coach.COACH_BUDGET_MS) == []


def test_the_three_costliest_cards_differ_only_by_cards_within_their_margins():
    """The review's list and the drills made of it: another draw changes them only where the
    figures themselves say the cards cannot be told apart."""
    assert list_disagreements(coach.COACH_BUDGET_MS) == []


def test_the_checks_catch_a_coach_that_draws_too_few_deals_and_gives_no_margin():
    """The guards guarded: with a handful of deals drawn (6, a budget of 20 ms) and no margin,
    the two seeds disagree on the first deal already, card by card and list by list."""
    with Patched() as patch:
        patch.setattr(coach, "MIN_MARGIN", 0.0)
        patch.setattr(coach, "_t999", lambda df: 0.0)
        assert disagreements(20, deals=1)
        assert list_disagreements(20, deals=1)
