"""501 notation, errors as translated reasons, and refused actions leaving the state unchanged."""

import json
import re

import pytest

from engine.errors import EngineError, IllegalAction, NotationError
from engine.game501 import deal_from_scenario
from engine.game501.actions import format_action, parse_action
from engine.messages import explain, translation
from engine.reasons import REASONS
from engine.scenarios import fingerprint

from tests.engine.test_501_support import SEED_AUCTION, apply_all, make_deal

@pytest.mark.parametrize("text,seat,move", [
    ("A look", 0, ("look",)),
    ("b pass", 1, ("pass",)),
    ("A bid 80", 0, ("bid", 80)),
    ("C concede", 2, ("concede",)),
    ("A contract S 100", 0, ("contract", "S", 100)),
    ("A contract nt 100", 0, ("contract", "NT", 100)),
    ("A contract ♥ 120", 0, ("contract", "H", 120)),
    ("A give B 9H", 0, ("give", 1, "9H")),
    ("A give C 10♠", 0, ("give", 2, "TS")),
    ("B play KS", 1, ("play", "KS", False)),
    ("B PLAY q♠ marriage", 1, ("play", "QS", True)),
])
def test_501_actions_read_in_every_input_form(text, seat, move):
    assert parse_action(text, 3) == (seat, move)


@pytest.mark.parametrize("text,canonical", [
    ("A give C 10♠", "A give C TS"), ("A contract nt 100", "A contract NT 100"),
    ("B play q♠ marriage", "B play QS marriage"), ("c  bid  66", "C bid 66"),
])
def test_501_actions_written_canonically(text, canonical):
    assert format_action(*parse_action(text, 3)) == canonical


@pytest.mark.parametrize("text,code", [
    ("A", "bad-action-501"), ("A bid", "bad-action-501"), ("A bid eighty", "bad-action-501"),
    ("A jump", "bad-action-501"), ("E pass", "unknown-seat-501"), ("D pass", "unknown-seat-501"),
    ("A play 7S", "card-not-in-deck"), ("A play KS wedding", "bad-action-501"),
    ("A contract X 100", "bad-suit"),
])
def test_501_unreadable_actions_are_notation_errors(text, code):
    with pytest.raises(NotationError) as refused:
        parse_action(text, 3)
    assert refused.value.code == code


def test_501_refused_actions_change_nothing():
    """DESIGN: apply raises an error carrying a reason code and leaves the state unchanged."""
    deal = apply_all(make_deal(), "A bid 70")
    for action in ["C bid 80", "B bid 70", "B bid 65", "B contract S 90", "B play AS", "B jump",
                   "A give B 9S", "B concede"]:
        before = fingerprint(deal, internal=True)
        with pytest.raises(EngineError):
            deal.apply(action)
        assert fingerprint(deal, internal=True) == before, action


def test_501_a_refusal_reads_in_both_languages():
    deal = apply_all(make_deal(), SEED_AUCTION)
    with pytest.raises(IllegalAction) as refused:
        deal.apply("A contract S 70")
    english = explain(refused.value.code, refused.value.params, "en")
    french = explain(refused.value.code, refused.value.params, "fr")
    assert english == "The contract cannot be lower than the final bid of 80: 70 is too low."
    assert french == "Le contrat ne peut être inférieur à la dernière enchère, 80\u00a0: 70 est trop bas."


PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def sample_params(message: str) -> dict:
    """A value for each placeholder: cards and suits as the engine passes them (localised by
    `explain`), anything else a marker that must come back whole."""
    params = {}
    for name in PLACEHOLDER.findall(message):
        if name.endswith("cards"):
            params[name] = ["QH", "JS"]
        elif name.endswith("card"):
            params[name] = "KC"
        elif name.endswith("suit"):
            params[name] = "D"
        else:
            params[name] = f"<{name}>"
    return params


# What the sample values above read as in each language (engine.messages localises them).
CARDS_READ = {"en": ("Q♥ J♠", "K♣", "diamonds"), "fr": ("D♥ V♠", "R♣", "carreau")}


@pytest.mark.parametrize("code", sorted(REASONS))
def test_every_reason_of_both_games_reads_in_both_languages_with_its_parameters(code):
    """Every reason and event code of 304 and 501 (and of notation and scenario files): a French
    sentence of its own, with the same placeholders as the English, each filled in."""
    english_source = REASONS[code]
    french_source = translation("fr").gettext(english_source)
    assert french_source != english_source, f"{code}: no French sentence"
    assert sorted(PLACEHOLDER.findall(french_source)) == sorted(PLACEHOLDER.findall(english_source))
    params = sample_params(english_source)
    for lang in ("en", "fr"):
        sentence = explain(code, params, lang)
        assert "%(" not in sentence and sentence.strip(), (code, lang, sentence)
        cards, card, suit = CARDS_READ[lang]
        for name, value in params.items():
            expected = (cards if name.endswith("cards") else card if name.endswith("card")
                        else suit if name.endswith("suit") else value)
            assert expected in sentence, (code, lang, name, sentence)


def test_501_scenario_hands_are_checked():
    base = {"game": "501", "id": "x", "dealer": "C",
            "hands": {"A": "AH KH QH JH TD KD 9C", "B": "AS KS JS AD QD JD TC",
                      "C": "TS QS TH 9H 9D KC JC", "talon": "AC QC 9S"}}
    assert deal_from_scenario(base).to_act == "A"
    for change, code in [({"A": "AH KH QH JH TD KD"}, "hand-size-501"),
                         ({"talon": "AC QC"}, "talon-size-501"),
                         ({"A": "AH KH QH JH TD KD 9S"}, "duplicate-card"),
                         ({"D": "9S"}, "hands-seats-501")]:
        broken = dict(base, hands=dict(base["hands"], **change))
        with pytest.raises(NotationError) as refused:
            deal_from_scenario(broken)
        assert refused.value.code == code
    with pytest.raises(NotationError) as refused:
        deal_from_scenario(dict(base, options={"jokers": True}))
    assert refused.value.code == "unknown-option-501"
    with pytest.raises(NotationError) as refused:
        deal_from_scenario(dict(base, scores=[501, 501]))
    assert refused.value.code == "players-501"
    assert deal_from_scenario({"game": "501", "id": "r", "dealer": "B", "seed": 3}).to_act == "C"


def test_501_observation_is_json_ready_and_hides_other_hands():
    deal = apply_all(make_deal(), "A look; A bid 70")
    observation = deal.observation("B")
    assert json.loads(json.dumps(observation)) == observation
    text = json.dumps(observation)
    for card in deal.hands[0] + deal.hands[2] + ["AC", "QC", "9S"]:
        assert f'"{card}"' not in text
    assert deal.observation("A")["hand"] == ["AH", "KH", "QH", "JH", "TD", "KD", "9C"]


def test_501_expectation_keys():
    deal = apply_all(make_deal(), SEED_AUCTION)
    assert deal.expect_value("to_act") == "A"
    assert deal.expect_value("maker") == "A" and deal.expect_value("bid") == 80
    assert deal.expect_value("trump") is None and deal.expect_value("contract") is None
    assert deal.expect_value("trick") is None and deal.expect_value("result") is None
    assert deal.expect_value("points") == [0, 0, 0]
    assert deal.expect_value("scores") == [501, 501, 501]
    with pytest.raises(KeyError):
        deal.expect_value("tokens")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_501_a_made_contract_is_taken_off_with_a_minus_sign(lang):
    """A score that goes down is written with a minus sign (U+2212), not a hyphen."""
    text = explain("event-made-501", {"seat": "B", "contract": 82, "points": 106, "change": -82,
                                      "scores": "A 465, B 419, C 483"}, lang)
    assert "\u221282" in text and "-82" not in text
