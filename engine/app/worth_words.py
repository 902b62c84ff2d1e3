"""What a 304 hand was worth, for the reader (#28): which hand and which bid the practice
review and the bidding hint ask about, and the figures of engine.app.worth in words — a summary
sentence, and the table of each bid with each trump.
"""

from engine import scenarios
from engine.app import worth
from engine.app.state import bad, check_state, replay
from engine.app.words import say
from engine.errors import NotationError
from engine.game304.tables import CARDS
from engine.messages import card_label, suit_name
from engine.scenario_values import is_whole


def _bid_of(action: str) -> int | None:
    """The amount of a bid of the first auction below 250 (304-A3, worth.BIDS), else None."""
    parts = action.split()
    if parts[1:2] == ["bid"] and parts[2].isdigit() and int(parts[2]) in worth.BIDS:
        return int(parts[2])
    return None


def in_play(state: dict, action: str | None) -> dict | None:
    """The hand, bid and trump the bidding hint speaks of (the deal in progress, the reader to
    act in the first auction or choosing the indicator; `action` the hint's): {"first", "seat",
    "dealer", "options", "bid", "suit"}, or None."""
    check_state(state)
    if state["game"] != "304":
        return None
    deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    if deal.is_over or deal.to_act != seat or deal.phase not in ("auction", "indicator"):
        return None
    verb, suit = (action or "").split()[1:2], None
    if verb not in (["bid"], ["pass"], ["partner"], ["indicator"]):
        return None                        # a redeal (304-R1) is not a call on the hand's worth
    if verb == ["bid"]:
        bid = _bid_of(action)
    elif deal.phase == "auction":          # a pass: the lowest bid the reader could have made
        bid = min(filter(None, map(_bid_of, deal.legal_actions())), default=None)
    else:                                  # the indicator, at the contract of the first auction
        bid, suit = deal.contract, action.split()[2][1]
    if bid not in worth.BIDS:
        return None
    return {**_hand(state["deals"][-1], seat), "bid": bid, "suit": suit}


def _hand(entry: dict, seat: str) -> dict:
    """A seat's first four cards as dealt (304-D2), with the seat, dealer and options."""
    scenario = entry["scenario"]
    deal = scenarios.build(scenario)
    return {"first": [CARDS[card] for card in deal.dealt["ABCD".index(seat)][:4]],
            "seat": seat, "dealer": scenario["dealer"],
            "options": dict(scenario.get("options") or {})}


def in_review(state: dict, index: int) -> dict | None:
    """The hand of a finished 304 deal the review speaks of: the reader's first four cards, the
    reader's highest bid in the first auction and, when the reader chose the indicator, its
    suit; None for 501."""
    check_state(state)
    if not is_whole(index) or not 0 <= index < len(state["deals"]):
        raise bad("deal", index)
    if state["game"] != "304":
        return None
    entry, seat = state["deals"][index], state["seat"]
    deal, _ = replay({**entry, "actions": []})
    bid, suit = None, None
    for action in entry["actions"]:
        mine = action.split()[0] == seat
        if mine and deal.phase == "auction" and _bid_of(action):
            bid = _bid_of(action)
        if mine and action.split()[1] == "indicator":
            suit = action.split()[2][1]
        deal.apply(action)
    if not deal.is_over:
        raise NotationError("practice-deal-not-over")
    return {**_hand(entry, seat), "bid": bid, "suit": suit}


def figures(hand: dict, time_ms: int | None, limit: int | None = worth.WORTH_LIMIT) -> dict:
    return worth.worth_304(hand["first"], hand["seat"], hand["dealer"], hand["options"],
                           time_ms, limit)


def summary(found: dict, hand: dict, lang: str) -> str:
    """How often the bid asked about was made with the trump asked about (or the best); the
    trump that made it more often, if another; the highest bid made in over half the deals."""
    bid, drawn = hand["bid"] or worth.BIDS[0], found["drawn"]
    at = worth.BIDS.index(bid)
    best = worth.best_at(found, bid)
    if best is None:
        return say(lang, "worth-none", bid=bid, drawn=drawn)
    chosen = next((t for t in found["trumps"] if t["suit"] == hand["suit"]), None)
    shown = chosen or best
    made = shown["makes"][at]
    line = say(lang, "worth-made", bid=bid, suit=shown["suit"], card=shown["indicator"],
               made=made, drawn=drawn, margin=_rounded(worth.margin(made, drawn)))
    if chosen is not None and best["makes"][at] > made:
        line += " " + say(lang, "worth-better", suit=best["suit"], card=best["indicator"],
                          made=best["makes"][at])
    # The bid the hand was worth, more often than not: the highest made in over half the deals,
    # with the trump that makes it most often.
    majority = [(trump["makes"][high], high, trump) for trump in found["trumps"]
                for high in range(len(worth.BIDS)) if 2 * trump["makes"][high] > drawn]
    if majority:
        made, high, trump = max(majority, key=lambda item: (item[1], item[0]))
        if worth.BIDS[high] != bid:
            line += " " + say(lang, "worth-highest", suit=trump["suit"], high=worth.BIDS[high],
                              made=made)
    return line


def _thousands(number: int, lang: str) -> str:
    """100,000 in English, 100 000 in French (a narrow no-break space)."""
    return f"{number:,}".replace(",", "\u202f" if lang == "fr" else ",")


def _rounded(value: float) -> int:
    return int(value + 0.5)


def in_words(found: dict, hand: dict, lang: str) -> dict:
    """The figures with their words: `summary`, `intro`, `columns`, `rows` (each bid: `bid`,
    `label`, `mine`, and a cell per trump: `text` — a count, or a range where deals were left
    undecided — and `best`), `undecided` (a sentence, or None), `progress`, `complete`."""
    drawn, complete = found["drawn"], found["drawn"] == found["deals"]
    columns = [f"{suit_name(t['suit'], lang)} ({card_label(t['indicator'], lang)})"
               for t in found["trumps"]]
    rows, ranges = [], 0
    for at, bid in enumerate(worth.BIDS):
        top = max((t["makes"][at] for t in found["trumps"]), default=0)
        cells = []
        for trump in found["trumps"]:
            made, failed = trump["makes"][at], trump["fails"][at]
            undecided = drawn - made - failed
            ranges += undecided > 0
            cells.append({"text": f"{made}–{made + undecided}" if undecided else str(made),
                          "best": bool(top) and made == top,
                          "mine": trump["suit"] == hand["suit"]})
        mine = bid == hand["bid"]
        rows.append({"bid": bid, "mine": mine, "cells": cells,
                     "label": say(lang, "worth-your-bid", bid=bid) if mine else str(bid)})
    return {"summary": summary(found, hand, lang) if complete else None,
            "intro": say(lang, "worth-intro", drawn=drawn,
                         margin=_rounded(worth.margin(drawn // 2, drawn))),
            "columns": columns, "rows": rows,
            "undecided": (say(lang, "worth-undecided-one" if ranges == 1 else "worth-undecided",
                              count=ranges, limit=_thousands(found["limit"], lang))
                          if ranges else None),
            "progress": say(lang, "worth-progress", drawn=drawn, deals=found["deals"]),
            "complete": complete, "drawn": drawn, "deals": found["deals"],
            "cards": " ".join(card_label(card, lang) for card in hand["first"])}
