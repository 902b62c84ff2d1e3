"""304 under a variant's rules on the Analyse page (issue #28): the page names the variant
(engine.game304.rules.VARIANTS, the Play page's choices) in every request, and each answer is
the analysis of the deal under those rules — the command's figures (open_table.cell on the
scenario with the variant), the best line and the review's link carrying it, a practice deal
of a variant opened with it. A variant asked of 501, or one that does not exist, is refused
in words."""

import json

import pytest

from engine import scenarios
from engine.app.analysis import open_table
from engine.app.analysis.deals import hands_only
from engine.app.analysis.notation import dealt_line, scenario
from engine.app.browser import call
from engine.app.links import decode_link
from engine.game304.rules import VARIANTS, rules_from_options
from engine.messages import explain

HIDDEN_NINE = hands_only(scenarios.load("tutorials/304/hidden-nine.toml"))
LINE = " / ".join(HIDDEN_NINE["hands"][seat] for seat in "ABCD")


def ask(name: str, **request) -> dict:
    return json.loads(call(name, json.dumps({"game": "304", "deal": LINE, "dealer": "D", **request})))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_deal_under_a_variant_is_analysed_under_its_rules(variant):
    answer = ask("analyse_deal", variant=variant)
    assert answer["ok"] is True, answer
    assert answer["variant"] == variant
    assert answer["open_from_start"] is rules_from_options({"variant": variant}).open_from_start
    data = scenario("304", LINE, "D", variant=variant)
    assert scenarios.build(data).rules == rules_from_options({"variant": variant})
    cell = ask("analyse_cell", variant=variant, maker="A", trump="H")["cell"]
    assert cell == json.loads(json.dumps(open_table.cell(data, "A", "H")))
    # Opened from the start, the trump cannot be opened before the lead: no opened figure.
    assert (cell["opened"] is None) is VARIANTS[variant].get("open_from_start", False)


def test_without_a_variant_the_default_rules_and_the_trump_may_be_opened():
    answer = ask("analyse_deal")
    assert (answer["variant"], answer["open_from_start"]) == (None, False)
    default = ask("analyse_cell", maker="A", trump="H")
    assert default["cell"]["opened"] is not None
    assert ask("analyse_cell", variant="", maker="A", trump="H") == default


def test_the_best_line_and_the_review_carry_the_variant():
    state = decode_link(ask("analyse_line", variant="sg-open-trump", maker="A", trump="H")["link"])
    assert state["options"] == {"variant": "sg-open-trump"}
    assert state["deals"][0]["scenario"]["options"] == {"variant": "sg-open-trump"}
    # A deal written under it: the auction of the file, played under the variant, in the review.
    actions = "; ".join(scenarios.played_actions(scenarios.load("tutorials/lessons/304-first-deal-open.toml")))
    lesson = hands_only(scenarios.load("tutorials/lessons/304-first-deal-open.toml"))
    answer = json.loads(call("analyse_played", json.dumps({
        "game": "304", "deal": " / ".join(lesson["hands"][seat] for seat in "ABCD"), "dealer": "D",
        "variant": "sg-open-trump", "actions": actions, "seat": "A"})))
    assert answer["ok"] is True, answer
    assert decode_link(answer["link"])["options"] == {"variant": "sg-open-trump"}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_practice_deal_of_a_variant_opens_with_its_variant(variant):
    seeded = {"game": "304", "id": "p", "dealer": "B", "seed": "7-1", "options": {"variant": variant}}
    line = dealt_line(seeded)
    assert line["variant"] == variant
    again = scenarios.build(scenario("304", line["deal"], "B", variant=line["variant"]))
    dealt = scenarios.build(seeded)
    assert (again.dealt, again.rules) == (dealt.dealt, dealt.rules)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("request_", [{"variant": "house"}, {"variant": "SG"},
                                      {"game": "501", "deal": "", "dealer": "C", "variant": "sg"}])
def test_a_variant_the_page_does_not_offer_is_refused_in_words(request_, lang):
    for name, extra in (("analyse_deal", {}), ("analyse_cell", {"maker": "A", "trump": "S"}),
                        ("analyse_line", {"maker": "A", "trump": "S"})):
        answer = ask(name, lang=lang, **request_, **extra)
        assert answer["ok"] is False
        assert answer["message"] == explain("unknown-option", {"option": f"variant = {request_['variant']}"}, lang)
