"""Both games describe a call the same way in their observations (issue #13):
{"seat", "call": pass|partner|redeal|look|bid|pcc, "value": the bid or None, "blind": bool}."""

from pathlib import Path

from engine import games
from engine.scenarios import load

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"seat", "call", "value", "blind"}


def calls_after(path: str, actions: list, seat: str) -> list:
    deal = games.deal_from_scenario(load(ROOT / path))
    for action in actions:
        deal.apply(action)
    return deal.observation(seat)["auction"]


def shared(calls: list) -> list:
    assert all(KEYS <= set(call) for call in calls), calls
    return [{key: call[key] for key in KEYS} for call in calls]


def test_304_calls():
    calls = calls_after("tutorials/304/hidden-nine.toml", ["A pass", "B pass", "C pass", "D bid 200"], "B")
    assert shared(calls) == [
        {"seat": "A", "call": "pass", "value": None, "blind": False},
        {"seat": "B", "call": "pass", "value": None, "blind": False},
        {"seat": "C", "call": "pass", "value": None, "blind": False},
        {"seat": "D", "call": "bid", "value": 200, "blind": False}]


def test_304_partner_call():
    deal = games.deal_from_scenario(load(ROOT / "tutorials/304/hidden-nine.toml"))
    deal.apply("A partner")
    calls = shared(deal.observation("A")["auction"])
    assert calls[0] == {"seat": "A", "call": "partner", "value": None, "blind": False}


def test_501_calls_have_the_same_shape():
    deal = games.deal_from_scenario(load(ROOT / "tutorials/501/blind-contract.toml"))
    seat = deal.to_act
    deal.apply(f"{seat} bid 80")
    calls = shared(deal.observation(seat)["auction"])
    assert calls[-1] == {"seat": seat, "call": "bid", "value": 80, "blind": True}
