"""What a hand was worth, for the reader (#28): which hand and which bid the practice review
and the bidding hint ask about, and the figures of engine.app.worth in words — a summary, and
the table of each bid with each trump (304) or contract (501).
"""

from engine import scenarios
from engine.app import worth
from engine.app.state import bad, check_state, replay
from engine.app.words import say
from engine.errors import NotationError
from engine.game304.tables import CARDS
from engine.game501.seating import letter, seat_index
from engine.messages import card_label
from engine.scenario_values import is_whole


def _bid_of(action: str) -> int | None:
    """The amount of a bid of the first auction below 250 (304-A3, worth.BIDS), else None."""
    parts = action.split()
    if parts[1:2] == ["bid"] and parts[2].isdigit() and int(parts[2]) in worth.BIDS:
        return int(parts[2])
    return None


def in_play(state: dict, action: str | None) -> dict | None:
    """The hand, bid and trump the bidding hint speaks of (the deal in progress, the reader to
    act; `action` the hint's): in 304 a call of the first auction or the indicator, in 501 a bid
    or a pass once the reader has looked at the cards (501-BL1: not a word of an unseen hand),
    or the contract. {"game", "template", "first", "seat", "bid", "suit"}, or None."""
    check_state(state)
    deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    if deal.is_over or deal.to_act != seat:
        return None
    parts = (action or "").split()
    verb, suit = parts[1:2], None
    if state["game"] == "304":
        if deal.phase not in ("auction", "indicator") \
                or verb not in (["bid"], ["pass"], ["partner"], ["indicator"]):
            return None                    # a redeal (304-R1) is no call on the hand's worth
        if verb == ["bid"]:
            bid = _bid_of(action)
        elif deal.phase == "auction":      # a pass: the lowest bid the reader could have made
            bid = min(filter(None, map(_bid_of, deal.legal_actions())), default=None)
        else:                              # the indicator, at the contract of the first auction
            bid, suit = deal.contract, parts[2][1]
        if bid not in worth.BIDS:
            return None
    else:
        if deal.phase == "auction" and not deal.observation(seat).get("hand_face_down") \
                and verb in (["bid"], ["pass"]):
            bids = [int(a.split()[2]) for a in deal.legal_actions() if " bid " in a]
            bid = int(parts[2]) if verb == ["bid"] else min(bids, default=None)
        elif deal.phase == "declaring" and verb == ["contract"]:
            bid, suit = int(parts[3]), parts[2]
        else:
            return None
        if bid is None:
            return None
    return {**_hand(state["deals"][-1], seat), "bid": bid, "suit": suit}


def _hand(entry: dict, seat: str) -> dict:
    """A seat's cards when it bid as dealt — its first four in 304 (304-D2), its seven in 501
    (501-D3) — with the table they were dealt at: {"game", "template", "first", "seat"}."""
    scenario = entry["scenario"]
    deal = scenarios.build(scenario)
    template = {"game": scenario["game"], "dealer": scenario["dealer"],
                "options": dict(scenario.get("options") or {})}
    if scenario["game"] == "304":
        first = [CARDS[card] for card in deal.dealt["ABCD".index(seat)][:4]]
        template["hands"] = {other: "" for other in "ABCD"}
    else:
        first = list(deal.dealt[seat_index(seat, deal.players)])
        template["options"]["players"] = deal.players
        template["hands"] = {letter(other): "" for other in deal.order}
    return {"game": scenario["game"], "template": template, "first": first, "seat": seat}


def in_review(state: dict, index: int) -> dict:
    """The hand of a finished deal the review speaks of: the reader's cards when bidding, the
    reader's highest bid (304: of the first auction below 250; 501: or the contract, if the
    reader declared) and, if the reader chose it, the trump or contract."""
    check_state(state)
    if not is_whole(index) or not 0 <= index < len(state["deals"]):
        raise bad("deal", index)
    entry, seat = state["deals"][index], state["seat"]
    deal, _ = replay({**entry, "actions": []})
    bid, suit = None, None
    for action in entry["actions"]:
        parts = action.split()
        mine = parts[0] == seat
        if mine and deal.phase == "auction" and state["game"] == "304" and _bid_of(action):
            bid = _bid_of(action)
        elif mine and parts[1] == "bid" and state["game"] == "501":
            bid = int(parts[2])
        elif mine and parts[1] == "contract":
            bid, suit = int(parts[3]), parts[2]
        if mine and parts[1] == "indicator":
            suit = parts[2][1]
        deal.apply(action)
    if not deal.is_over:
        raise NotationError("practice-deal-not-over")
    return {**_hand(entry, seat), "bid": bid, "suit": suit}


def figures(hand: dict, time_ms: int | None, limit: int | None = worth.WORTH_LIMIT) -> dict:
    return worth.worth(hand["template"], hand["first"], hand["seat"], time_ms, limit,
                       hand["bid"])


def _contract(game: str, trump: dict, lang: str, key: str = "trump") -> dict:
    """The words naming a trump: 304 the suit and its indicator; 501 the contract's trump, or
    no-trump."""
    if game == "304":
        return {"suit": trump["suit"], "card": trump["indicator"]}
    if trump["suit"] == "NT":
        return {key: say(lang, "practice-calls-no-trump")}
    return {key: say(lang, "practice-calls-trump", suit=trump["suit"])}


def summary(found: dict, hand: dict, lang: str) -> str:
    """How often the bid asked about was made with the trump asked about (or the best); the
    trump that made it more often, if another; the highest bid of the table made in over half
    the deals."""
    game, drawn = found["game"], found["drawn"]
    suffix = "" if game == "304" else "-501"
    bid = hand["bid"] or found["bids"][0]
    best = worth.best_at(found, bid)
    if best is None:
        return say(lang, "worth-none" + suffix, bid=bid, drawn=drawn)
    chosen = next((t for t in found["trumps"] if t["suit"] == hand["suit"]), None)
    shown = chosen or best
    made = worth.made_at(shown, bid, found)[0]
    line = say(lang, "worth-made" + suffix, bid=bid, made=made, drawn=drawn,
               margin=_rounded(worth.margin(made, drawn)), **_contract(game, shown, lang))
    better = worth.made_at(best, bid, found)[0]
    if chosen is not None and better > made:
        line += " " + say(lang, "worth-better" + suffix, made=better,
                          **_contract(game, best, lang))
    # The bid the hand was worth, more often than not: the highest of the table made in over
    # half the deals, with the trump that makes it most often.
    majority = [(trump["makes"][high], high, trump) for trump in found["trumps"]
                for high in range(len(found["bids"])) if 2 * trump["makes"][high] > drawn]
    if majority:
        made, high, trump = max(majority, key=lambda item: (item[1], item[0]))
        if found["bids"][high] != bid:
            words = _contract(game, trump, lang)
            words.pop("card", None)
            line += " " + say(lang, "worth-highest" + suffix, high=found["bids"][high],
                              made=made, **words)
    return line


def _thousands(number: int, lang: str) -> str:
    """100,000 in English, 100 000 in French (a narrow no-break space)."""
    return f"{number:,}".replace(",", "\u202f" if lang == "fr" else ",")


def _rounded(value: float) -> int:
    return int(value + 0.5)


def _column(game: str, trump: dict, lang: str) -> dict:
    """A column's heading, short enough for six columns on a phone (`text`: the 304 indicator,
    the 501 suit's symbol or NT), with its words (`title`)."""
    if game == "304":
        return {"text": card_label(trump["indicator"], lang),
                "title": say(lang, "practice-calls-choice-304", suit=trump["suit"],
                             card=trump["indicator"])}
    if trump["suit"] == "NT":
        return {"text": say(lang, "worth-no-trump-short"),
                "title": say(lang, "practice-calls-no-trump")}
    return {"text": card_label("A" + trump["suit"], lang)[-1],
            "title": say(lang, "practice-calls-trump", suit=trump["suit"])}


def in_words(found: dict, hand: dict, lang: str) -> dict:
    """The figures with their words: `summary`, `intro`, `columns`, `rows` (each bid: `bid`,
    `label`, `mine`, and a cell per trump: `text` — a count, or a range where deals were left
    undecided — and `best`), `undecided` (a sentence, or None), `progress`, `complete`. In 501
    the reader's own bid has a row too (any number from 66: worth.worth adds it)."""
    game, drawn = found["game"], found["drawn"]
    complete = drawn == found["deals"]
    suffix = "" if game == "304" else "-501"
    rows, ranges = [], 0
    for bid in found["bids"]:
        counts = [worth.made_at(trump, bid, found) for trump in found["trumps"]]
        top = max((made for made, _ in counts), default=0)
        cells = []
        for trump, (made, failed) in zip(found["trumps"], counts):
            undecided = drawn - made - failed
            ranges += undecided > 0
            cells.append({"text": f"{made}–{made + undecided}" if undecided else str(made),
                          "best": bool(top) and made == top,
                          "mine": trump["suit"] == hand["suit"]})
        mine = bid == hand["bid"]
        rows.append({"bid": bid, "mine": mine, "cells": cells,
                     "label": say(lang, "worth-your-bid", bid=bid) if mine else str(bid)})
    return {"summary": summary(found, hand, lang) if complete else None,
            "intro": say(lang, "worth-intro" + suffix, drawn=drawn,
                         margin=_rounded(worth.margin(drawn // 2, drawn))),
            "columns": [_column(game, trump, lang) for trump in found["trumps"]],
            "rows": rows,
            "undecided": (say(lang, "worth-undecided-one" if ranges == 1 else "worth-undecided",
                              count=ranges, limit=_thousands(found["limit"], lang))
                          if ranges else None),
            "progress": say(lang, "worth-progress" + suffix, drawn=drawn, deals=found["deals"]),
            "complete": complete, "drawn": drawn, "deals": found["deals"],
            "cards": " ".join(card_label(card, lang) for card in hand["first"])}
