"""#24: the review's "by what you knew" verdicts do not depend on the deals the coach happened to
draw. On strong-bot deals (tests/engine/data/caps_deals.jsonl: strong bots at all four seats),
each card is judged with the coach's own seed and with another one. The two figures of a card
agree within their margins; a card called a mistake with one is never the best card with the
other; and a clear mistake (a cost beyond twice its margin) stays a mistake. (A card near its
margin may fall on either side of it: measured on 20 deals, 17 of 430 cards, each within both
margins; the seats' three costliest cards changed in 17 of 80, against 32 with the 95 %
interval of before.) The check itself is shown to catch a coach too hasty to be trusted (a
handful of deals and no margin).

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


def disagreements(budget_ms: int, deals: int = DEALS) -> list:
    """Every card whose two figures (the coach's seed, another one) differ beyond their margins,
    that is a mistake with one and the best card with the other, or a clear mistake with one
    and not a mistake with the other."""
    found = []
    for entry in strong_deals(deals):
        one = with_seed("", entry, budget_ms)
        two = with_seed(OTHER, entry, budget_ms)
        for number in one:
            pair = (one[number], two[number])
            apart = abs(pair[0]["cost"] - pair[1]["cost"]) > sum(j["margin"] or 0 for j in pair)
            crossed = {j["verdict"] for j in pair} == {"worse", "best"}
            unclear = any(a["verdict"] == "worse" and a["cost"] > 2 * a["margin"]
                          and b["verdict"] != "worse" for a, b in (pair, pair[::-1]))
            if apart or crossed or unclear:
                found.append((entry["actions"][number], *pair))
    return found


def test_a_mistake_by_what_was_known_does_not_depend_on_the_deals_drawn():
    assert disagreements(coach.COACH_BUDGET_MS) == []


def test_the_check_catches_a_coach_that_draws_too_few_deals_and_gives_no_margin():
    """The guard guarded: with a handful of deals drawn (6, a budget of 20 ms) and no margin,
    the two seeds disagree on the first deal already."""
    with Patched() as patch:
        patch.setattr(coach, "MIN_MARGIN", 0.0)
        patch.setattr(coach, "_t999", lambda df: 0.0)
        assert disagreements(20, deals=1)
