"""Drills from the reader's own deals (engine.app.drills, #27): the reader's costliest cards by what
they knew become drills, the review's own list; a drill holds the seat's view only (twin deals
that differ in cards the seat cannot see give the same drill); its answer is the coach's best
card, a card within the margin of the best is right too, the card played is wrong; each answer
comes with one sentence in words and its rule; a damaged drill gets a translated reason."""

import json
import re

import pytest

from engine import scenarios
from engine.app import browser, drills, match
from engine.app.hint import hint
from engine.app.state import replay
from engine.errors import EngineError
from engine.game304.tables import CARDS
from tests.engine.test_practice import BUDGET, finished_deal, whole_review

SEEDS = (12, 14)    # finished_deal(seed): the reader's seat plays a mistake by what it knew


def ask(name: str, **request) -> dict:
    return json.loads(browser.call(name, json.dumps(request)))


def made(seed: int) -> list:
    return drills.make(finished_deal(seed), 0, BUDGET)


def test_a_deal_with_a_costly_card_makes_the_reviews_mistakes_into_drills():
    """The drills of a deal are the review's "three costliest cards": the reader's cards past
    the margin by what they knew, costliest first; the review's rows carry the same drills."""
    for seed in SEEDS:
        state = finished_deal(seed)
        found = made(seed)
        items = whole_review(state)
        mistakes = sorted((item for item in items if item["seat"] == state["seat"]
                           and item["knew"]["verdict"] == "worse"),
                          key=lambda item: (-item["knew"]["cost"], item["index"]))[:3]
        assert found and [entry["index"] for entry in found] == [i["index"] for i in mistakes]
        for entry, item in zip(found, mistakes):
            drill = entry["drill"]
            assert drills.check(drill) is drill
            assert drill["played"] == item["action"] and drill["best"] == item["knew"]["best"]
            assert drill["judged"][drill["played"]] == {key: item["knew"][key] for key in
                                                        ("cost", "margin", "verdict")}
            assert drill["trick"] == item["trick"] and drill["seat"] == state["seat"]
            assert item["drill"] == drill
        # A bot's card, and a card of the reader that was no mistake, carry no drill.
        assert all(("drill" in item) == (item in mistakes or (
            item["seat"] == state["seat"] and item["knew"]["verdict"] == "worse")) for item in items)
    assert ask("practice_drills", state=finished_deal(14), deal=0, budget_ms=BUDGET,
               lang="fr")["drills"] == made(14)


def test_a_drills_right_answers_are_the_best_card_and_the_cards_within_the_margin():
    """Fair: the answer is the coach's best card by what the seat knew (the hint's card at that
    moment), and any card within the margin of it; the card played is wrong. Each answer has one
    sentence, in the reader's language, and the rule that shaped the choices."""
    ties = 0
    for seed in SEEDS:
        state = finished_deal(seed)
        entry = state["deals"][0]
        for found in made(seed):
            drill = found["drill"]
            moment = {**state, "deals": [{**entry, "actions": entry["actions"][:found["index"]]}]}
            assert hint(moment, "en", BUDGET)["action"] == drill["coach"] == drill["best"]
            for lang in ("en", "fr"):
                for play in drill["plays"]:
                    said = drills.answer(drill, play, lang)
                    verdict = drill["judged"][play]["verdict"]
                    assert said["right"] == (verdict in ("best", "tie")), (play, drill["judged"])
                    assert said["line"] and "%(" not in said["line"]
                    assert said["rule"] == drill["rule"]
                    ties += verdict == "tie"
                assert drills.answer(drill, drill["best"], lang)["right"]
                wrong = drills.answer(drill, drill["played"], lang)
                assert not wrong["right"]
                assert ("joué" if lang == "fr" else "played") in wrong["line"]
                shown = drills.solution(drill, lang)
                assert drill["best"] in shown["accepted"] and drill["played"] not in shown["accepted"]
            assert drill["rule"] in ("304-L3", "304-L4", "304-L5", "304-H6", None)
    assert ties, "no card within the margin of the best in these drills"
    drill = made(14)[0]["drill"]
    said = drills.answer(drill, drill["played"], "fr")
    assert re.search(r"en moyenne \d+(,\d)?\u00a0points? par rapport", said["line"]), said


def _hands(deal) -> dict:
    return {seat: " ".join(CARDS[card] for card in deal.dealt[n]) for n, seat in enumerate("ABCD")}


def _twins(state: dict, index: int) -> tuple:
    """Two deals of 304 that differ only in two cards the reader's seat cannot see at action
    `index`: two cards of two other seats, in the same packet, neither played yet, change
    places (the first such pair the rules let the deal's actions replay with), each deal with
    the actions up to that one, the reader's card played there."""
    entry = state["deals"][0]
    hands = _hands(scenarios.build(entry["scenario"]))
    actions = entry["actions"][:index + 1]
    played = {action.split()[2] for action in actions if action.split()[1] in ("play", "indicator")}
    scenario = {key: value for key, value in entry["scenario"].items() if key != "seed"}
    one = {**scenario, "hands": hands}
    others = [seat for seat in "ABCD" if seat != state["seat"]]
    for first, second in ((a, b) for a in others for b in others if a < b):
        for i, x in enumerate(hands[first].split()):
            for j, y in enumerate(hands[second].split()):
                if (i < 4) != (j < 4) or not {x, y}.isdisjoint(played):
                    continue
                two = {**scenario, "hands": {**hands, first: hands[first].replace(x, y),
                                             second: hands[second].replace(y, x)}}
                try:
                    replay({"scenario": two, "actions": actions})
                except EngineError:
                    continue
                return [{**state, "deals": [{"scenario": s, "actions": actions}]}
                        for s in (one, two)], (x, y)
    raise AssertionError("no twin deal")


def test_twin_deals_that_differ_in_cards_the_seat_cannot_see_give_the_same_drill():
    """A drill is stored from the seat's view only: two deals that differ only in cards the
    reader's seat could not see at that moment give the same drill, byte for byte, and no card
    of another seat's hand appears in it."""
    state = finished_deal(14)
    index = made(14)[0]["index"]
    (one, two), pair = _twins(state, index)
    assert one["deals"][0]["scenario"]["hands"] != two["deals"][0]["scenario"]["hands"]
    first, second = drills.make(one, 0, BUDGET), drills.make(two, 0, BUDGET)
    assert first and json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)
    assert first[0]["drill"] == made(14)[0]["drill"]
    deal, _ = replay(one["deals"][0])
    hidden = {CARDS[card] for seat in (1, 2, 3) for card in range(32) if deal.hands[seat] >> card & 1}
    assert set(pair) <= hidden
    observation = first[0]["drill"]["observation"]
    if observation.get("trump_open"):                # the indicator, shown to all (304-H12, O1)
        hidden.discard(observation["indicator"])
    text = json.dumps(first[0]["drill"])
    assert not [card for card in hidden if re.search(rf"\b{card}\b", text)]


def test_a_damaged_drill_gets_a_clear_translated_message_never_a_crash():
    drill = made(14)[0]["drill"]
    assert drills.check(json.loads(json.dumps(drill))) == drill
    # As the page keeps it: JavaScript reads 45.0 as 45 and writes it back so.
    as_kept = json.loads(json.dumps(drill), parse_float=lambda text: (
        int(float(text)) if float(text).is_integer() else float(text)))
    assert drills.check(as_kept) == drill
    forged_observation = {**drill, "observation": {**drill["observation"], "hand": 7,
                                                   "trick": "x"}}
    forged_observation["id"] = drills._checksum(forged_observation)
    broken = [
        None, [], "drill", {}, {**drill, "v": 2}, {**drill, "game": "bridge"},
        {**drill, "id": "0" * 16}, {**drill, "played": "A play 7H"},
        {**drill, "judged": {**drill["judged"], drill["played"]: {"cost": 0.0, "margin": 0.0,
                                                                   "verdict": "best"}}},
        {**drill, "worlds": [[1] for _ in drill["worlds"]]}, {**drill, "worlds": "x"},
        {**drill, "values": {"A play 7H": 3}}, {**drill, "plays": drill["plays"][:1]},
        {key: value for key, value in drill.items() if key != "observation"},
        forged_observation,
    ]
    for bad in broken:
        for name in ("drill_show", "drill_answer", "drill_solution"):
            answer = ask(name, drill=bad, action=drill["best"], lang="fr")
            assert answer["ok"] is False and answer["message"], (name, bad)
            assert answer["code"] in ("drill-damaged", "request-wrong-type", "request-missing"), \
                (name, answer)
            if answer["code"] == "drill-damaged":
                assert answer["message"].startswith("Cet exercice ne peut pas être lu")
    answer = ask("drill_answer", drill=drill, action="A play 7H", lang="fr")
    assert answer["code"] == "drill-not-a-choice" and "%(" not in answer["message"]
    with pytest.raises(EngineError):
        drills.make(finished_deal(14), 3, BUDGET)


def test_a_drill_is_shown_from_its_seat():
    drill = made(12)[0]["drill"]
    shown = ask("drill_show", drill=drill, lang="fr")
    assert shown["ok"] and shown["seat"] == "A" and shown["trick"] == drill["trick"]
    assert [p["action"] for p in shown["plays"]] == drill["plays"]
    seats = {seat["seat"]: seat["hand"] for seat in shown["table"]["seats"]}
    assert all(card is not None for card in seats["A"])
    assert all(all(card is None for card in hand) for seat, hand in seats.items() if seat != "A")
    assert shown["played"] == drill["played"] and shown["played_label"]


def test_a_501_drill_may_be_answered_with_a_marriage_lead():
    """501: a lead that declares a marriage is a choice of its own (501-W1), named with the
    marriage in the drill's sentences."""
    from tests.engine.test_practice import play_deal
    answer, _ = play_deal(match.start("501", "A", "beginner", {"players": 3}, 6))
    found = drills.make(answer["state"], 0, BUDGET)
    drill = next(entry["drill"] for entry in found if entry["drill"]["rule"] == "501-W1")
    marriage = next(play for play in drill["plays"] if play.endswith(" marriage"))
    assert drills.answer(drill, drill["played"], "en")["right"] is False
    said = [drills.answer(drill, marriage, lang) for lang in ("en", "fr")]
    assert said[0]["right"] == (drill["judged"][marriage]["verdict"] in ("best", "tie"))
    if said[0]["right"]:
        assert "marriage" in said[0]["line"] and "mariage" in said[1]["line"]
    shown = drills.show(drill, "fr")
    assert [p["card"] for p in shown["plays"] if p["action"] == marriage] == [None]
