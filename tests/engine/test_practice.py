"""The practice table's engine side (engine.app, and its entry points in engine.app.browser):
a match kept as plain data, undo, the Caps warning (304-K3), the review's figures, deal links
(bad and tampered ones refused with a translated reason), and seat-view honesty: nothing the
page is shown depends on a card the reader's seat cannot see."""

import base64
import functools
import json
import zlib

from pathlib import Path

import pytest

from engine.app import browser, calls, coach, links, match, review, turns
from engine.app.words import amount
from engine.app.hint import hint, why_call, why_card
from engine.app.state import replay
from engine.errors import EngineError
from engine.game304 import solver as solver_304
from engine.game304.tables import CARDS, seat_number, side
from tests.engine.test_solver_support import exactly, exactly_501, reaches_after

BUDGET = 20          # ms: the bots at a small budget, the tests stay quick

EARLY_CAPS = {       # tutorials/304/early-caps.toml: A can prove Caps after trick 1
    "game": "304", "id": "early-caps", "dealer": "D", "options": {}, "tokens": [11, 11],
    "hands": {"A": "JH 9H TH JD AH 9S AS JC", "B": "9D AD TD TS QS KH 8H 7C",
              "C": "JS KS QH 9C AC TC KC 8C", "D": "KD QD 8D 7D 8S 7S 7H QC"},
}
EARLY_CAPS_ACTIONS = ["A bid 200", "B pass", "C pass", "D pass", "A indicator TH", "A pass",
                      "B pass", "C pass", "D pass", "A play JD", "B play TD", "C play JS",
                      "D play 7D"]


def state_of(scenario: dict, actions: list, seat: str = "A", game: str = "304") -> dict:
    options = scenario.get("options", {})
    return {"v": 1, "game": game, "seat": seat, "level": "strong", "options": options,
            "seed": 7, "branch": False, "deals": [{"scenario": scenario, "actions": list(actions)}]}


def ask(name: str, **request) -> dict:
    return json.loads(browser.call(name, json.dumps(request)))


def play_deal(state: dict, lang: str = "en") -> tuple:
    """Play the deal in progress to its end: the bots by engine.bots, the reader's seat by the
    first legal action. Returns the final answer and every frame."""
    answer = turns.show(state, lang)
    frames = []
    while not answer["view"]["over"]:
        view = answer["view"]
        if view["yours"]:
            answer = turns.act(answer["state"], view["legal"][0]["action"], lang)
        else:
            answer = turns.bot_turn(answer["state"], lang, BUDGET)
        assert "refused" not in answer
        frames += answer["frames"]
    return answer, frames


# ------------------------------------------------------------------ the match --------------
def test_a_new_match_deals_and_shows_only_the_seat():
    answer = ask("practice_start", game="304", seat="B", level="beginner", options={}, seed=11,
                 lang="fr")
    assert answer["ok"], answer
    view = answer["view"]
    assert view["seat"] == "B" and view["tallies"] == [11, 11] and view["deal_number"] == 1
    seats = {seat["seat"]: seat["hand"] for seat in view["table"]["seats"]}
    assert all(card is not None for card in seats["B"])
    assert all(all(card is None for card in hand) for seat, hand in seats.items() if seat != "B")
    assert view["legal"] == [] or view["yours"]


@pytest.mark.parametrize("game,options,seat", [("304", {}, "A"), ("501", {"players": 3}, "C"),
                                                ("501", {"players": 4}, "D")])
def test_a_whole_deal_against_the_bots_then_the_next(game, options, seat):
    state = match.start(game, seat, "beginner", options, 5)
    answer, frames = play_deal(state)
    assert frames and all(frame["title"] for frame in frames)
    view = answer["view"]
    assert view["over"] and view["result"]
    if not view["match_over"]:
        nxt = match.next_deal(answer["state"])
        assert len(nxt["deals"]) == 2 and nxt["deals"][1]["actions"] == []
        if game == "304":
            assert nxt["deals"][1]["scenario"]["tokens"] == view["tallies"]
        else:
            assert nxt["deals"][1]["scenario"]["scores"] == view["tallies"]


def test_a_refused_card_is_explained_in_the_page_language_with_its_rule():
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9])
    answer = ask("practice_act", state=state, action="A play JH", lang="fr")
    assert answer["ok"] and answer["refused"]["code"] == "trump-lead-first-trick"
    assert answer["refused"]["rule"] == "304-H6"
    assert "atout" in answer["refused"]["message"]
    assert answer["state"] == state                      # nothing was played


def test_not_your_turn_and_bad_states_are_refused_never_raised():
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:1])     # B to speak
    assert ask("practice_act", state=state, action="A pass")["code"] == "practice-not-your-turn"
    broken = [
        {**state, "v": 2}, {**state, "game": "bridge"}, {**state, "seat": "E"},
        {**state, "level": "expert"}, {**state, "seed": -1}, {**state, "seed": 1.5},
        {**state, "deals": []}, {**state, "deals": "x"}, {**state, "options": {"variant": "nope"}},
        {**state, "deals": [{"scenario": EARLY_CAPS, "actions": ["A bid 200", 4]}]},
        {**state, "deals": [{"scenario": EARLY_CAPS, "actions": ["A bid 200", "A bid 210"]}]},
        {**state, "deals": [{"scenario": {"game": "304"}, "actions": []}]},
        [], "state", None,
    ]
    for bad in broken:
        for name in ("practice_show", "practice_undo", "practice_hint", "practice_bot"):
            answer = ask(name, state=bad, lang="fr", budget_ms=BUDGET)
            assert answer["ok"] is False and answer["message"], (name, bad)
            assert answer["code"] != "internal-error", (name, bad, answer)


# ------------------------------------------------------------------ undo -------------------
def test_undo_takes_back_the_readers_last_action_and_the_bots_replies():
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9], seat="A")
    after = turns.act(state, "A play JD", "en")["state"]
    after = turns.bot_turn(after, "en", BUDGET)["state"]
    assert len(after["deals"][0]["actions"]) == 11
    undone = turns.undo(after, "en")
    assert undone["state"]["deals"][0]["actions"] == EARLY_CAPS_ACTIONS[:9]
    assert undone["view"]["yours"]
    # Then the reader's previous action (the pass of the second auction), and so on to none.
    again = turns.undo(undone["state"], "en")["state"]
    assert again["deals"][0]["actions"] == EARLY_CAPS_ACTIONS[:5]
    first = turns.undo(turns.undo(again, "en")["state"], "en")["state"]
    assert first["deals"][0]["actions"] == []
    with pytest.raises(EngineError) as refused:
        turns.undo(first, "en")
    assert refused.value.code == "practice-nothing-to-undo"


# ------------------------------------------------------------------ the Caps warning -------
def test_the_caps_warning_comes_once_the_seat_can_prove_caps():
    before = turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9]), "en")["view"]
    assert before["yours"] and any(a["action"].startswith("A caps") for a in before["legal"])
    assert before["caps_warning"] is False        # the J♠ could still be out (304-K3 not due)
    after = turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS), "en")["view"]
    assert after["caps_warning"] is True
    assert turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS), "en", coach=False)[
        "view"]["caps_warning"] is False
    # B, a defender, is not warned about A's Caps.
    assert turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS, seat="B"), "en")[
        "view"]["caps_warning"] is False


# ------------------------------------------------------------------ hint -------------------
def test_the_hint_is_a_legal_action_with_its_average_in_words():
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9])
    answer = ask("practice_hint", state=state, lang="fr", budget_ms=BUDGET)
    assert answer["ok"], answer
    legal = turns.show(state, "en")["view"]["legal"]
    assert answer["action"].split()[:2] in [a["action"].split()[:2] for a in legal]
    assert answer["line"] and "%(" not in answer["line"] and "Traceback" not in answer["line"]


# ------------------------------------------------------------------ review -----------------
# A finished deal and its whole review are pure functions of their input (the review's figures
# depend on the deal and its actions only: test_the_review_gives_the_same_figures...), and several
# tests ask for the same ones: each is computed once per process (one inside Pyodide, tests/js)
# and every test gets its own copy.
@functools.lru_cache(maxsize=None)
def _finished_deal(seed: int) -> str:
    answer, _ = play_deal(match.start("304", "A", "beginner", {}, seed))
    return json.dumps(answer["state"])


def finished_deal(seed: int = 3) -> dict:
    return json.loads(_finished_deal(seed))


def test_the_review_weighs_every_card_against_the_best_by_open_hands():
    state = finished_deal()
    entry = state["deals"][0]
    items, first = [], 0
    while first is not None:
        part = review.review(state, 0, first, "en", BUDGET, 1)   # one card per request
        assert part["items"], part
        items += part["items"]
        first = part["next"]
    plays = [n for n, a in enumerate(entry["actions"]) if " play " in a]
    assert [item["index"] for item in items] == plays
    # The open-hand figure, recomputed: fresh solvers on the real deal after each card.
    deal, _ = replay({"scenario": entry["scenario"], "actions": []})
    by_index = {item["index"]: item for item in items}
    for number, action in enumerate(entry["actions"]):
        if number in by_index:
            item = by_index[number]
            check_open_cost(deal, action, item["open"])
            assert item["open"]["cost"] >= 0 and item["knew"]["cost"] >= 0
        deal.apply(action)


def check_open_cost(deal, action: str, found: dict) -> None:
    """`found` (the review's best card and cost by open hands) against the deal after each card
    its player could play: the card played solved, the best card named worth exactly `cost`
    more, and no card more — the side's points in all (those of a trick a card ends included),
    each confirmed by null-window tests (`reaches`) of fresh solvers."""
    seat = action.split()[0]
    after = {}
    for play in (a for a in deal.legal_actions() if " play " in a):
        after[play] = deal.copy()
        after[play].apply(play)
    chosen = next(play for play in after if play.split()[:3] == action.split()[:3])
    if len(after) == 1:
        assert found["cost"] == 0
        return
    played = after[chosen]
    tables = ({}, {})            # the proof's own (positions of one deal), nothing of the review's
    best = (solver_304.Solver(played, tables=tables).value(seat)
            + played.points[side(seat_number(seat))] + found["cost"])
    assert reaches_after([after[found["best"]]], best, seat, tables, total=True)
    assert not reaches_after(after.values(), best + 1, seat, tables, total=True)


def whole_review(state: dict, per_request: int = 60_000) -> list:
    return json.loads(_whole_review(json.dumps(state, sort_keys=True), per_request))


@functools.lru_cache(maxsize=None)
def _whole_review(state_json: str, per_request: int) -> str:
    state = json.loads(state_json)
    items, first = [], 0
    while first is not None:
        part = review.review(state, 0, first, "en", BUDGET, per_request)
        items += part["items"]
        first = part["next"]
    return json.dumps(items)


def figures(items: list) -> list:
    """Every figure of a review (the words left out)."""
    return [(i["index"], i["open"]["best"], i["open"]["cost"], i["knew"]["best"], i["knew"]["cost"],
             i["knew"]["margin"], i["knew"]["verdict"], i["knew"]["samples"], i["knew"]["coach"])
            for i in items]


def test_the_review_gives_the_same_figures_in_the_match_and_from_its_link():
    """#24: every figure depends on the deal and its actions only: not on the match's seed (a
    link carries none), nor on how the page splits the review into requests."""
    state = finished_deal()
    in_match = figures(whole_review(state))
    from_link = links.decode_link(links.encode_link(state, 0))
    assert from_link["seed"] != state["seed"]
    assert figures(whole_review(from_link, per_request=1)) == in_match
    assert figures(whole_review({**state, "seed": state["seed"] + 1})) == in_match


REVIEW_FIXTURE = Path(__file__).parent / "data" / "review_figures.json"


def test_the_review_figures_are_the_same_on_every_machine():
    """The same deal's review, figure for figure, as recorded by CPython (this test also runs
    inside Pyodide, tests/js). After a deliberate change to the bots or the solver, record it
    again: PYTHONPATH=. python tests/engine/test_practice.py --record-review."""
    recorded = json.loads(REVIEW_FIXTURE.read_text(encoding="utf-8"))
    assert len(recorded) == 2 and all(len(deal["figures"]) >= 20 for deal in recorded)
    for deal in recorded:
        assert [list(f) for f in figures(whole_review(deal["state"]))] == deal["figures"]


def test_no_row_names_the_card_played_as_best_with_a_cost():
    """A card named as the best costs nothing, and a card costing nothing is named its own
    best; a card is a mistake by what its player knew only past the margin of the estimate."""
    for state in (finished_deal(), finished_deal(5)):
        items = whole_review(state)
        for item in items:
            for part in ("open", "knew"):
                best, cost = item[part]["best"], item[part]["cost"]
                if best is None or cost is None:
                    continue
                assert (best.split()[:3] == item["action"].split()[:3]) == (cost == 0), item
            knew = item["knew"]
            if knew["verdict"] == "worse":
                assert knew["margin"] is not None and knew["cost"] > knew["margin"], item
            elif knew["verdict"] == "tie":
                assert knew["margin"] is None or 0 < knew["cost"] <= knew["margin"], item
        assert any(item["knew"]["verdict"] == "tie" for item in items)


def test_the_hint_and_the_review_agree():
    """#24: the hint at a moment and the review of the card played there are one evaluation:
    the review's coach card is the hint's, the card the hint names is never a mistake, and a
    card the review calls a mistake is weighed against the hint's card."""
    state = finished_deal()
    entry = state["deals"][0]
    items = {item["index"]: item for item in whole_review(state)}
    checked = 0
    for number, item in items.items():
        if item["seat"] != state["seat"] or item["knew"]["coach"] is None:
            continue
        moment = {**state, "deals": [{**entry, "actions": entry["actions"][:number]}]}
        told = hint(moment, "en", BUDGET)
        assert told["action"] == item["knew"]["coach"], number
        if told["action"].split()[:3] == item["action"].split()[:3]:
            assert item["knew"]["verdict"] == "best" and item["knew"]["cost"] == 0, number
        if item["knew"]["verdict"] == "worse" and " play " in told["action"]:
            assert item["knew"]["best"] == told["action"], number
        checked += 1
    assert checked >= 4


def test_a_deal_not_over_is_not_reviewed():
    with pytest.raises(EngineError) as refused:
        review.deal_summary(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS), 0, "en")
    assert refused.value.code == "practice-deal-not-over"


def test_playing_on_from_a_card_leaves_the_match_as_it_was():
    state = finished_deal()
    answer = turns.play_from(state, 0, 20, "en")
    assert answer["state"]["branch"] and answer["state"]["deals"][0]["actions"] == \
        state["deals"][0]["actions"][:20]
    with pytest.raises(EngineError):
        turns.play_from(state, 0, 10_000, "en")


# ------------------------------------------------------------------ links ------------------
def test_a_link_reopens_the_deal_anywhere():
    state = finished_deal()
    link = links.encode_link(state, 0)
    opened = ask("practice_open_link", link=link, lang="en")
    assert opened["ok"], opened
    assert opened["state"]["deals"][0] == state["deals"][0]
    assert opened["state"]["seat"] == "A"


def test_the_summary_gives_the_deal_for_the_analyse_page():
    # The match's deal, dealt from its seed, written as the Analyse page's link takes it: the
    # engine reads that line back to the very hands dealt.
    state = finished_deal()
    scenario = state["deals"][0]["scenario"]
    line = ask("practice_summary", state=state, deal=0, lang="en")["analyse"]
    assert (line["game"], line["dealer"]) == ("304", scenario["dealer"])
    checked = ask("analyse_deal", **line, lang="en")
    assert checked["ok"] and checked["line"] == line["deal"]
    hands = [[card for card in hand.split()] for hand in line["deal"].split(" / ")]
    dealt, _ = replay({"scenario": scenario, "actions": []})
    assert [[CARDS[card] for card in cards] for cards in dealt.dealt] == hands


def _pack(body: dict) -> str:
    payload = json.dumps(body, separators=(",", ":")).encode()
    text = base64.urlsafe_b64encode(zlib.compress(payload)).decode().rstrip("=")
    return f"deal={text}.{links._checksum(payload)}"


def test_bad_links_get_a_clear_translated_message():
    state = finished_deal()
    good = links.encode_link(state, 0)
    text, check = good[len("deal="):].rsplit(".", 1)
    body = {"v": 1, "game": "304", "seat": "A", "options": {},
            "scenario": state["deals"][0]["scenario"], "actions": state["deals"][0]["actions"]}
    cases = {
        "step-3": "practice-link-malformed",
        "deal=": "practice-link-malformed",
        "deal=%%%.abc": "practice-link-malformed",
        "deal=" + text[:-7] + "." + check: "practice-link-malformed",            # cut short
        "deal=" + text + "." + "0" * 10: "practice-link-tampered",
        "deal=" + ("A" if text[5] != "A" else "B").join([text[:5], text[6:]]) + "." + check: None,
        "deal=" + "A" * 9000 + ".x": "practice-link-too-long",
        _pack({**body, "actions": body["actions"][:-3]}): "practice-link-unfinished",
        _pack({**body, "actions": ["A play JS"] + body["actions"]}): "practice-link-invalid",
        _pack({**body, "seat": "Z"}): "practice-link-invalid",
        _pack({**body, "scenario": {**body["scenario"], "tokens": [30, -8]}}): "practice-link-invalid",
        _pack({**body, "options": {"variant": "sg"}}): "practice-link-invalid",
        _pack([1, 2]): "practice-link-malformed",
    }
    for link, code in cases.items():
        answer = ask("practice_open_link", link=link, lang="fr")
        assert answer["ok"] is False, link
        assert answer["code"].startswith("practice-link-"), (link, answer)
        if code:
            assert answer["code"] == code, (link, answer)
        assert answer["message"] and "Traceback" not in answer["message"]
    assert ask("practice_open_link", link=12, lang="fr")["code"] == "request-wrong-type"


# ------------------------------------------------------------------ seat-view honesty ------
def _twin(scenario: dict, seat_a: str, seat_b: str, card_a: str, card_b: str) -> dict:
    hands = dict(scenario["hands"])
    hands[seat_a] = hands[seat_a].replace(card_a, card_b)
    hands[seat_b] = hands[seat_b].replace(card_b, card_a)
    return {**scenario, "hands": hands}


def test_nothing_shown_to_the_reader_depends_on_cards_it_cannot_see():
    # B's Q♠ and D's 8♠ change places: both in the second packet, unseen by A, never played
    # in the actions below (the auctions and trick 1).
    twin = _twin(EARLY_CAPS, "B", "D", "QS", "8S")
    for count in (0, 4, 9, 11, 13):
        one = turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:count]), "en")
        two = turns.show(state_of(twin, EARLY_CAPS_ACTIONS[:count]), "en")
        assert one["view"] == two["view"], count
        assert one["frames"] == two["frames"], count
        if one["view"]["yours"]:
            hint_one = hint(one["state"], "en", BUDGET)
            hint_two = hint(two["state"], "en", BUDGET)
            assert hint_one == hint_two, count
    # The review's "by what you knew" figure of A's card at trick 2: its twin, the same.
    for scenario in (EARLY_CAPS, twin):
        deal, _ = replay({"scenario": scenario, "actions": EARLY_CAPS_ACTIONS})
        action = next(a for a in deal.legal_actions() if " play " in a)
        item = review._review_item(state_of(scenario, EARLY_CAPS_ACTIONS), deal, 13, action,
                                   BUDGET, {})
        if scenario is EARLY_CAPS:
            knew = item["knew"]
        else:
            assert item["knew"] == knew
    # And a twin of the maker's view is told apart by the maker only: C's J♠, which C played
    # face down, for D's 8♠ changes what A saw at its inspection (304-H11).
    other = _twin(EARLY_CAPS, "C", "D", "JS", "8S")
    actions = EARLY_CAPS_ACTIONS[:11] + ["C play 8S", "D play 7D"]
    b_one = turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS, seat="B"), "en")["view"]
    b_two = turns.show(state_of(other, actions, seat="B"), "en")["view"]
    assert b_one == b_two
    a_one = turns.show(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS, seat="A"), "en")
    a_two = turns.show(state_of(other, actions, seat="A"), "en")
    assert a_one["frames"] != a_two["frames"]


def test_a_card_past_the_solve_limit_gets_no_open_hand_figure():
    state = finished_deal()
    part = review.review(state, 0, 0, "en", BUDGET, 60_000, solve_limit=1)
    searched = [item for item in part["items"] if item["open"]["cost"] != 0 or item["knew"]["cost"] != 0
                or item["open"]["best"] is None]
    assert part["next"] is None and searched
    assert all(item["open"]["cost"] is None for item in searched if item["open"]["best"] is None)
    assert any(item["open"]["best"] is None and item["knew"]["best"] for item in part["items"])


def test_after_a_caps_call_the_cards_are_not_weighed_in_points():
    """304-K7, K10: once Caps is called only a lost trick counts; the review says so of each
    card played after the call instead of failing on a position the solver does not value."""
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS + ["A caps JH 9H AH TH 9S AS JC"])
    answer, _ = play_deal(state)
    state = answer["state"]
    entry = state["deals"][0]
    items = review.review(state, 0, 0, "en", BUDGET, 60_000)["items"]
    called = entry["actions"].index(next(a for a in entry["actions"] if a.split()[1] == "caps"))
    assert [item["after_caps"] for item in items] == [item["index"] > called for item in items]
    assert any(item["after_caps"] for item in items)
    for item in items:
        if item["after_caps"]:
            assert item["open"]["cost"] is None and item["knew"]["cost"] is None
        else:
            assert item["open"]["cost"] is not None


def test_a_card_cut_by_the_first_pass_is_weighed_again_without_a_limit():
    """The page's two passes: a card the limit cut is marked `cut`; asked again without a limit
    (the second pass, one card), it gets the figure a review without any limit gives it."""
    state = finished_deal()
    cut = review.review(state, 0, 0, "en", BUDGET, 60_000, solve_limit=50)["items"]
    whole = review.review(state, 0, 0, "en", BUDGET, 60_000)["items"]
    assert any(item["open"]["cut"] for item in cut)
    for at, item in enumerate(cut):
        assert item["open"]["cut"] == (item["open"]["cost"] is None and not item["after_caps"])
        if item["open"]["cut"]:
            again = review.review(state, 0, at, "en", BUDGET, 0)["items"]
            assert len(again) == 1 and again[0]["open"] == whole[at]["open"]
            assert not again[0]["open"]["cut"]


def test_a_card_within_the_margin_of_the_best_is_a_tie_not_a_mistake():
    """#24: a card whose cost by what its player knew is within the margin of the estimate (the
    99.9 % interval of the paired differences over the deals drawn, and never under
    coach.MIN_MARGIN) is a tie with the best card, not a mistake; the same mean cost with a
    narrow margin is a mistake, and a cost under the least margin is never one."""
    plays = ["A play JS", "A play 9S"]
    def found(diffs):
        worlds = [{"A play JS": 50.0 + d, "A play 9S": 50.0} for d in diffs]
        values = {a: sum(w[a] for w in worlds) / len(worlds) for a in plays}
        return {"action": "A play JS", "values": values, "worlds": worlds}
    wide = coach.judged(found([12, -9, 8, -7, 6, -4]), "A play 9S", plays)
    assert wide["best"] == "A play JS" and 0 < wide["cost"] <= wide["margin"]
    assert wide["verdict"] == "tie"
    narrow = coach.judged(found([12.1, 11.9, 12.0, 12.0, 12.2, 11.8]), "A play 9S", plays)
    assert narrow["cost"] == 12.0 and narrow["margin"] < 12.0 and narrow["verdict"] == "worse"
    small = coach.judged(found([1.1, 0.9, 1.0, 1.0, 1.2, 0.8]), "A play 9S", plays)
    assert small["cost"] == 1.0 and small["verdict"] == "tie"
    assert small["margin"] == coach.MIN_MARGIN == 2.0
    # A real deal: the reader's cards within the margin of the coach's best are ties (two on
    # the deal the other review tests read, whose review is made once for them all).
    state = finished_deal()
    items = [item for item in whole_review(state) if item["seat"] == state["seat"]]
    ties = [item for item in items if item["knew"]["verdict"] == "tie"]
    assert any(0 < item["knew"]["cost"] <= item["knew"]["margin"] for item in ties), items
    for item in items:
        knew = item["knew"]
        if knew["verdict"] == "worse":
            assert knew["cost"] > knew["margin"], item
        elif knew["cost"]:
            assert knew["verdict"] == "tie" and knew["cost"] <= knew["margin"], item


@pytest.mark.parametrize("lang,value,words", [
    ("en", 1, "1 point"), ("en", 0.1, "0.1 points"), ("en", 1.5, "1.5 points"),
    ("en", 2, "2 points"), ("en", 0, "0 points"),
    ("fr", 0.1, "0,1\u00a0point"), ("fr", 1, "1\u00a0point"), ("fr", 1.5, "1,5\u00a0point"),
    ("fr", 1.96, "2\u00a0points"), ("fr", 2, "2\u00a0points"), ("fr", 12.5, "12,5\u00a0points")])
def test_points_take_the_singular_or_plural_of_the_language(lang, value, words):
    """#24: French writes the singular below 2 (« 0,1 point »), English only for exactly 1; the
    figure is rounded as written before the rule is applied (French: a no-break space before
    the unit)."""
    assert amount(value, lang) == words


def test_the_hint_writes_its_points_with_the_plural_of_the_language():
    """The hint's figures as sentences: no French « 0,x points » or « 1,x points »; a gain under
    the least margin (coach.MIN_MARGIN) is said as a tie within it."""
    import re

    def found(gain):
        worlds = [{"A play JS": 50.0 + gain + d, "A play 9S": 50.0}
                  for d in (0.0, -0.1, 0.1, 0.0, 0.0, -0.1, 0.1)]
        return {"action": "A play JS", "values": {"A play JS": 50.0 + gain, "A play 9S": 50.0},
                "worlds": worlds}

    fr = why_card(found(12.5), "fr")
    assert "12,5\u00a0points de mieux" in fr and "12.5 points better" in why_card(found(12.5), "en")
    tie = why_card(found(0.5), "fr")
    assert "2\u00a0points" in tie and not re.search(r"\b[01](,\d)?\s?points", tie), tie
    assert "better" not in why_card(found(0.5), "en")


def test_every_call_hint_says_why():
    """#24 §4: a hint for a call gives its reason, as for a card: the 304 second auction, 501's
    blind or look, bid, concession, contract and gives; never only "the strong bot would
    choose", except for a 501 seat that has not looked at its cards, which is told nothing drawn
    from them."""
    from engine.messages import explain
    fallback = {lang: explain("practice-hint", {"action": "@"}, lang).split("@")[0]
                for lang in ("en", "fr")}
    seen = set()
    for game, options, seeds in (("304", {}, range(3)), ("501", {"players": 3}, range(12))):
        for seed in seeds:
            answer = turns.show(match.start(game, "A", "strong", options, seed), "en")
            while not answer["view"]["over"]:
                view = answer["view"]
                if not view["yours"]:
                    answer = turns.bot_turn(answer["state"], "en", BUDGET)
                    continue
                deal, _ = replay(answer["state"]["deals"][-1])
                legal = [item["action"] for item in view["legal"]]
                action = legal[0]
                if deal.phase in ("second-auction", "auction", "declaring", "giving"):
                    observation = deal.observation("A")
                    hints = {lang: hint(answer["state"], lang, BUDGET) for lang in ("en", "fr")}
                    for lang, said in hints.items():
                        assert "%(" not in said["line"], said
                        if not observation.get("hand_face_down"):
                            assert not said["line"].startswith(fallback[lang]), (game, deal.phase, said)
                    verb = hints["en"]["action"].split()[1]
                    seen.add((game, deal.phase, verb))
                    action = hints["en"]["action"]
                    bids = [a for a in legal if a.split()[1] == "bid"]
                    if game == "501" and deal.phase == "auction" and bids:
                        action = bids[0]          # the reader bids on, to declare and give
                answer = turns.act(answer["state"], action, "en")
                assert "refused" not in answer, answer
    phases = {(game, phase) for game, phase, _ in seen}
    assert {("304", "second-auction"), ("501", "auction"), ("501", "declaring"),
            ("501", "giving")} <= phases, seen


def test_a_call_hint_for_a_seat_that_has_not_looked_is_the_same_whatever_its_cards():
    """Twin deals: a 501 seat that has not looked at its cards (hand_face_down) is told the same
    hint sentence, in both languages, whatever those cards are."""
    state = match.start("501", "A", "strong", {"players": 3}, 4)
    deal, _ = replay(state["deals"][0])
    seat = deal.to_act
    observation = deal.observation(seat)
    assert observation["hand_face_down"] and f"{seat} look" in deal.legal_actions()
    twin = {**observation, "hand": sorted(observation["hand"], reverse=True)[:1] + ["AS", "AH", "AD", "AC"]}
    for action in [a for a in deal.legal_actions() if a.split()[1] in ("look", "bid", "pass")][:4]:
        for lang in ("en", "fr"):
            assert (why_call("501", observation, action, lang)
                    == why_call("501", twin, action, lang)), action


# ------------------------------------------------------------------ the calls --------------
def _at_first_lead(entry: dict, replaced: dict):
    """The deal at its first lead, actions replaced as `replaced` says ({number: action}) and
    the out-of-turn declarations left out (the solver weighs the maker's option to open)."""
    from engine import scenarios
    deal = scenarios.build(entry["scenario"])
    for number, action in enumerate(entry["actions"]):
        if " play " in action:
            break
        action = replaced.get(number, action)
        if action.split()[1] in ("pass", "bid", "partner", "indicator", "look", "contract",
                                 "give"):
            deal.apply(action)
    return deal


def test_the_calls_of_the_readers_contract_by_open_hands_with_each_trump():
    """#24: the maker's side's points by open hands with each trump the maker could choose
    (304-I1: one of its first four cards; another trump with its lowest card set aside), the
    trump played with the card played, each against the contract (304-G2)."""
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9])
    state = play_deal(state)[0]["state"]
    entry = state["deals"][0]
    found = calls.calls(state, 0, limit=None)
    assert found["mine"] and found["maker"] == "A" and found["contract"] == 200
    assert found["trump"] == "H" and found["side"] == "AC"
    at = entry["actions"].index("A indicator TH")
    before = _at_first_lead({**entry, "actions": entry["actions"][:at]}, {})
    offered = [a.split()[2] for a in before.legal_actions()]
    assert [row["suit"] for row in found["rows"]] == [s for s in "SHDC"
                                                      if any(c[1] == s for c in offered)]
    assert len(found["rows"]) >= 2
    from engine.game304.tables import CARD_INDEX
    for row in found["rows"]:
        suit_cards = [c for c in offered if c[1] == row["suit"]]
        if row["suit"] == "H":
            assert row["played"] and row["card"] == "TH"
        else:
            assert not row["played"] and row["card"] == max(suit_cards, key=CARD_INDEX.get)
        deal = _at_first_lead(entry, {at: f"A indicator {row['card']}"})
        assert deal.trump == "SHDC".index(row["suit"]) and deal.maker == 0
        assert exactly(deal, row["points"], "A")
        assert row["makes"] == (row["points"] >= 200)
    words = calls.calls_in_words(found, "fr")
    assert "atout cœur" in words["intro"] and all(row["text"] for row in words["rows"])


def test_when_the_other_side_bid_the_calls_say_what_the_readers_side_could_make():
    """#24: the reader did not make the trump: their side's points by open hands had the reader
    taken the first auction at 160 with each trump of their four cards."""
    state = finished_deal(5)
    found = calls.calls(state, 0, limit=None)
    deal, _ = replay(state["deals"][0])
    assert found is not None and not found["mine"] and found["rows"]
    assert found["maker"] is None or deal.maker % 2 == 1
    for row in found["rows"]:
        assert row["points"] is not None and row["makes"] == (row["points"] >= 160)
    assert "160" in calls.calls_in_words(found, "en")["intro"]


def test_the_calls_of_a_501_contract_with_each_trump_and_no_trump():
    """#24, 501-E2: the declarer's real points by open hands with each trump and at no-trump,
    the cards given kept, against the contract (501-A4); the trump played is the real deal's."""
    state = play_deal(match.start("501", "A", "beginner", {}, 3))[0]["state"]
    entry = state["deals"][0]
    found = calls.calls(state, 0, limit=None)
    at = next(n for n, a in enumerate(entry["actions"]) if " contract " in a)
    seat, _, trump, value = entry["actions"][at].split()
    assert found["maker"] == seat and found["contract"] == int(value) and found["trump"] == trump
    assert [row["suit"] for row in found["rows"]] == ["S", "H", "D", "C", "NT"]
    for row in found["rows"]:
        assert row["played"] == (row["suit"] == trump)
        deal = _at_first_lead(entry, {at: f"{seat} contract {row['suit']} {value}"})
        assert deal.trump == row["suit"]
        assert exactly_501(deal, row["points"], seat)
        assert row["makes"] == (row["points"] >= int(value))


def test_the_calls_are_weighed_once_per_deal_and_bounded():
    """A second request for the same deal's calls searches nothing; a search past its limit, or
    past what is left of the deal's positions in all, leaves its figure out."""
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:9])
    state = play_deal(state)[0]["state"]
    first = calls.calls(state, 0)
    original = solver_304.Solver
    def refuse(*args, **kwargs):
        raise AssertionError("searched again")
    solver_304.Solver = refuse
    try:
        assert calls.calls(state, 0) == first
    finally:
        solver_304.Solver = original
    tight = calls.calls(state, 0, limit=1)
    # Past one position a search stops and its figure is left out; a figure the solver proves
    # at the root (here hearts: a claim of every trick, engine.game304.solver.bounds) is the
    # exact one, found without a search.
    cut = [at for at, row in enumerate(tight["rows"]) if row["points"] is None]
    assert cut and all(tight["rows"][at]["makes"] is None for at in cut)
    assert all(row == first["rows"][at] for at, row in enumerate(tight["rows"]) if at not in cut)
    words = calls.calls_in_words(tight, "en")
    assert all(("not computed" in row["text"]) == (at in cut) for at, row in enumerate(words["rows"]))
    # The deal's positions in all: none left, nothing searched, even within each search's limit.
    total = calls.CALLS_TOTAL
    calls.CALLS_TOTAL = 0
    try:
        spent = calls.calls(state, 0, limit=10 ** 9)
    finally:
        calls.CALLS_TOTAL = total
    assert all(row["makes"] is None for row in spent["rows"])


def test_the_hint_for_a_caps_call_states_its_order():
    """A can prove Caps (304-K3): the hint says so, with the order of play the call states."""
    for lang, words in (("en", "call Caps now, in this order"), ("fr", "annoncerait Caps")):
        answer = hint(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS), lang, BUDGET)
        assert answer["action"].split()[:2] == ["A", "caps"]
        assert words in answer["line"]
        assert len(answer["action"].split()) == 2 + 7


def test_the_reader_calls_caps_out_of_turn():
    """304-K3, K4: while D is to play trick 1, A (whose side has lost no trick) is offered Caps
    out of turn, bare as in a legal set; the call with its order is taken, and it is judged
    (a wrong order is Wrong Caps); any other action out of turn is refused."""
    state = state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS[:-1])
    view = turns.view(state, "en")
    assert not view["yours"] and view["to_act"] == "D"
    assert [entry["action"].split()[:2] for entry in view["declare"]] == [["A", "caps"]]
    called = turns.act(state, "A caps JH 9H AH TH 9S AS JC", "en")
    assert called["state"]["deals"][0]["actions"][-1] == "A caps JH 9H AH TH 9S AS JC"
    assert not called["view"]["declare"]                      # one call a deal (304-K2)
    wrong = turns.act(state, "A caps JH 9H AH TH AS 9S JC", "en")
    assert wrong["view"]["over"] and wrong["view"]["result"] == "wrong-caps"
    with pytest.raises(EngineError) as refused:
        turns.act(state, "A play JH", "en")
    assert refused.value.code == "practice-not-your-turn"
    # B's side lost trick 1: nothing is offered to B out of turn after it (304-K2).
    assert turns.view(state_of(EARLY_CAPS, EARLY_CAPS_ACTIONS, seat="B"), "en")["declare"] == []


ALL_TRUMPS = {       # A, the maker, was dealt all eight hearts: the defenders were dealt none
    "game": "304", "id": "all-trumps", "dealer": "A", "options": {}, "tokens": [11, 11],
    "hands": {"A": "JH 9H AH TH KH QH 8H 7H", "B": "9D AD TD TS QS JD 8S 7C",
              "C": "JS KS 9C AC TC KC 8C QD", "D": "KD 8D 7D 9S AS 7S QC JC"},
}
ALL_TRUMPS_ACTIONS = ["B pass", "C pass", "D pass", "A bid 200", "B pass", "C pass", "D pass",
                      "A indicator TH", "A pass", "B pass", "C pass", "D pass"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reader_opens_or_declares_spoilt_trumps_out_of_turn(lang):
    """While B is to lead, A (the maker, holding every trump) is offered the opening of the
    trump (304-O1) and spoilt trumps (304-S2, binding decision 3) out of turn, and each is
    taken. Once B has led, opening is refused with the rule's reason, not as "not your turn";
    so is spoilt trumps for C, whose own cards do not prove it (304-S4)."""
    state = state_of(ALL_TRUMPS, ALL_TRUMPS_ACTIONS)
    view = turns.view(state, lang)
    assert view["to_act"] == "B"
    offered = [entry["action"].split()[1] for entry in view["declare"]]
    assert "open" in offered and "spoilt" in offered
    opened = turns.act(state, "A open", lang)
    assert opened["state"]["deals"][0]["actions"][-1] == "A open" and "refused" not in opened
    assert opened["view"]["table"]["facts"]["trump_open"] and opened["view"]["to_act"] == "B"
    spoilt = turns.act(state, "A spoilt", lang)
    assert spoilt["view"]["over"] and spoilt["view"]["result"] == "spoilt"
    led = state_of(ALL_TRUMPS, ALL_TRUMPS_ACTIONS + ["B play TS"])
    assert "open" not in [entry["action"].split()[1] for entry in turns.view(led, lang)["declare"]]
    late = turns.act(led, "A open", lang)
    assert late["refused"]["rule"] == "304-O1" and late["state"] == led
    blind = turns.act(state_of(ALL_TRUMPS, ALL_TRUMPS_ACTIONS + ["B play TS"], seat="C"),
                      "C spoilt", lang)
    assert blind["refused"]["rule"] == "304-S4"


if __name__ == "__main__" and "--record-review" in __import__("sys").argv:
    states = [finished_deal(3), play_deal(match.start("501", "A", "beginner", {}, 3))[0]["state"]]
    REVIEW_FIXTURE.parent.mkdir(exist_ok=True)
    REVIEW_FIXTURE.write_text(json.dumps(
        [{"state": state, "figures": [list(f) for f in figures(whole_review(state))]}
         for state in states], separators=(",", ":")) + "\n", encoding="utf-8")
