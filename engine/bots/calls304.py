"""The calls of the 304 bots: the first auction on four cards, asking partner, the indicator,
the second circuit, Partner Close Caps, spoilt trumps (RULES.md A3 to A9, B1 to B6, I1, P1,
S1, S2). Caps is decided in bot304 (it needs the exact judge).

A hand is valued as a trump suit and its support (`strength`): for the best suit, its card
points, ten per card, twenty more with its jack; plus the aces and tens of the other suits.
The beginner bids by the points in its hand. The strong bot bids what `strength` is worth in
the table computed by simulation (engine/bots/data/bids304.json, see tools/bot_tables.py):
the contract a hand of that strength makes more often than not, with its partner's and the
opponents' cards dealt at random and the deal played out by the solver.
"""

import json
from pathlib import Path

from engine.game304.tables import CARD_INDEX, CARDS, POINTS

SUITS = "SHDC"
DATA = Path(__file__).resolve().parent / "data" / "bids304.json"


def _cards(texts: list) -> list:
    return [CARD_INDEX[text] for text in texts]


def suit_strength(cards: list, suit: int) -> int:
    own = [c for c in cards if c >> 3 == suit]
    value = sum(POINTS[c] for c in own) + 10 * len(own) + (20 if suit * 8 in own else 0)
    others = sum(POINTS[c] for c in cards if c >> 3 != suit and POINTS[c] >= 10)
    return value + others // 2


def strength(cards: list) -> tuple:
    """(value, best suit) of a hand as a trump suit and its support."""
    return max((suit_strength(cards, suit), suit) for suit in range(4))


def _table() -> dict:
    try:
        with open(DATA, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return {}


_TABLE = None


def table() -> dict:
    global _TABLE
    if _TABLE is None:
        _TABLE = _table()
    return _TABLE


def first_bid_limit(cards: list, level: str) -> int:
    """The highest bid the bot is willing to make on its first four cards (0: none)."""
    if level == "beginner":
        points = sum(POINTS[c] for c in cards)
        return 0 if points < 50 else 160 if points < 70 else 170
    value, _ = strength(cards)
    rows = table().get("first", [])           # [[lowest strength, bid], ...], rising
    limit = 0
    for low, bid in rows:
        if value >= low:
            limit = bid
    if not rows:
        limit = 0 if value < 80 else min(200, 160 + 10 * ((value - 80) // 10))
    return limit


def first_auction(observation: dict, legal: list, level: str) -> str:
    seat = observation["seat"]
    cards = _cards(observation["hand"])
    verbs = {a.split()[1]: a for a in legal}
    if "redeal" in verbs:
        return verbs["redeal"]               # 304-R2: under 15 points, a hand not worth playing
    limit = first_bid_limit(cards, level)
    high = observation["high_bid"]
    partner = "ABCD"["ABCD".index(seat) ^ 2]
    bids = sorted(int(a.split()[2]) for a in legal
                  if a.split()[1] == "bid" and a.split()[2] != "pcc")
    if high and high["seat"] == partner:
        limit = min(limit, 0 if limit < high["bid"] + 30 else limit)   # leave partner's bid be
    affordable = [b for b in bids if b <= limit]
    if affordable:
        return f"{seat} bid {affordable[0]}"
    if (level == "strong" and "partner" in verbs and not observation["auction"]
            and strength(cards)[0] < 60):
        # The first speaker with nothing asks partner, who then speaks first at 160 (304-A8).
        return verbs["partner"]
    return verbs.get("pass", legal[0])


def indicator(observation: dict, legal: list) -> str:
    """304-I1: the trump is the hand's best suit; the card set aside its weakest card."""
    options = _cards([a.split()[2] for a in legal])
    _, suit = strength(_cards(observation["hand"]))
    own = [c for c in options if c >> 3 == suit] or options
    card = max(own, key=lambda c: (c & 7, -POINTS[c]))
    return next(a for a in legal if a.split()[2] == CARDS[card])


def _sure_tricks(cards: list) -> bool:
    """A hand that takes all eight tricks alone against any lie of the cards: every card the
    best left of its suit once the higher ones in the hand are played, trumps first, and at
    least as many trumps on top as the others can hold (304-P1)."""
    value, suit = strength(cards)
    trumps = sorted(c for c in cards if c >> 3 == suit)
    if len(trumps) < 5 or trumps != list(range(suit * 8, suit * 8 + len(trumps))):
        return False
    for other in range(4):
        if other == suit:
            continue
        own = sorted(c for c in cards if c >> 3 == other)
        if own and own != list(range(other * 8, other * 8 + len(own))):
            return False
    return True


def second_auction(observation: dict, legal: list, level: str) -> str:
    """304-B1 to B3: raise to 250 (or PCC) only with a hand that makes it alone."""
    seat = observation["seat"]
    verbs = {}
    for a in legal:
        parts = a.split()
        verbs.setdefault(parts[1] if parts[1] != "bid" else "bid " + parts[2], a)
    cards = _cards(observation["hand"])
    if level == "strong" and "bid pcc" in verbs and _sure_tricks(cards):
        return verbs["bid pcc"]
    value, suit = strength(cards)
    trumps = [c for c in cards if c >> 3 == suit]
    floor = min((int(a.split()[2]) for a in legal if a.split()[1] == "bid"
                 and a.split()[2] != "pcc"), default=None)
    wants = (level == "strong" and floor is not None and floor <= 250 and len(trumps) >= 5
             and suit * 8 in trumps and suit * 8 + 1 in trumps and value >= 170)
    if wants:
        return f"{seat} bid {floor}"
    return verbs.get("pass", legal[0])
