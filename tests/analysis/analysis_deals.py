"""Deals for the analysis tests, built here by hand — the actions written out — rather than by
engine.app.analysis.deals, so that the tests check the analysis against an independent build."""

import random

from engine import scenarios

ORDER_304 = "ABCD"


def random_304(seed: int, dealer: str = "D") -> dict:
    cards = [rank + suit for suit in "SHDC" for rank in "J9ATKQ87"]
    random.Random(seed).shuffle(cards)
    hands = {seat: " ".join(cards[8 * i:8 * i + 8]) for i, seat in enumerate(ORDER_304)}
    return {"game": "304", "id": f"random-{seed}", "title": "A random deal", "dealer": dealer,
            "options": {}, "hands": hands}


def random_501(seed: int) -> dict:
    cards = [rank + suit for suit in "SHDC" for rank in "ATKQJ9"]
    random.Random(seed).shuffle(cards)
    hands = {seat: " ".join(cards[7 * i:7 * i + 7]) for i, seat in enumerate("ABC")}
    return {"game": "501", "id": f"random-{seed}", "title": "A random deal", "dealer": "C",
            "options": {}, "hands": {**hands, "talon": " ".join(cards[21:])}}


def toml_of(data: dict) -> str:
    """A scenario (hands only) as a TOML file's text."""
    lines = [f'game = "{data["game"]}"', f'id = "{data["id"]}"', f'title = "{data["title"]}"',
             f'dealer = "{data["dealer"]}"', "options = {}", "", "[hands]"]
    lines += [f'{seat} = "{cards}"' for seat, cards in data["hands"].items()]
    return "\n".join(lines) + "\n"


def maker_actions_304(dealer: str, maker: str, indicator: str) -> list:
    """The calls that make `maker` the maker at 160 with `indicator`: the seats before it pass,
    it bids 160, three passes; the indicator; the second circuit all passes from the maker."""
    first = ORDER_304[(ORDER_304.index(dealer) + 1) % 4]
    seats = [ORDER_304[(ORDER_304.index(first) + k) % 4] for k in range(8)]
    at = seats.index(maker)
    calls = [f"{seat} pass" for seat in seats[:at]] + [f"{maker} bid 160"]
    calls += [f"{seat} pass" for seat in seats[at + 1:at + 4]]
    calls.append(f"{maker} indicator {indicator}")
    start = ORDER_304.index(maker)
    calls += [f"{ORDER_304[(start + k) % 4]} pass" for k in range(4)]
    return calls


def built(data: dict, actions: list):
    deal = scenarios.build({key: value for key, value in data.items() if key != "steps"})
    for action in actions:
        deal.apply(action)
    return deal
