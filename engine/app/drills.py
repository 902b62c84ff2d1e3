"""Drills made from the reader's own deals at the practice table (#27): pure functions over
JSON-ready data, called by the page through engine.app.browser.

After a deal, the reader's costliest cards — mistakes by what their seat knew, past the margin
of the estimate (the review's verdict "worse", engine.app.judged) — each become a drill:
the position from the reader's seat at that moment, to be answered with a card.

A drill is fair: its answer follows from what the seat knew then. It holds the seat's
observation (DESIGN.md "Seat views": what the seat may know, its legal actions included) and the
coach's evaluation of that moment — the strong bot's values over deals drawn from the
observation alone, seeded by `coach.coach_seed(observation)` (engine.app.coach): the very
evaluation of the hint and of the review — and nothing else: no hidden card, no open-hand
figure, no match seed. Two deals that differ only in cards the seat could not see give the same
drill.

    {"v": 1, "id": "<16 hex>", "game": "304", "seat": "A", "trick": 5,
     "observation": {...}, "plays": ["A play JS", ...], "played": "A play KS",
     "coach": "A play JS", "best": "A play JS", "rule": "304-L3" | None,
     "values": {play: average}, "worlds": [[value of each play, or None], ...],
     "judged": {play: {"cost", "margin", "verdict"}}}

`worlds` holds each drawn deal's values in the order of `plays` (the sentences of the hint and
the margins need them); `judged` is each card weighed against the best as the review weighs the
card played: "best" or "tie" (within the margin of the best) is a right answer, "worse" a wrong
one. `id` is a checksum of everything else: a drill changed or damaged since it was made (the
page keeps drills in localStorage, which can hold anything) is refused with a translated reason,
never answered wrongly.
"""

import hashlib
import json
import math

from engine import scenarios
from engine.app.coach import COACH_BUDGET_MS, explanation, judged
from engine.app.hint import why_card
from engine.app.state import GAMES, bad, check_state
from engine.app.words import amount, either, points, say, short
from engine.errors import EngineError, NotationError
from engine.narration import describe
from engine.scenario_values import is_whole, quoted
from engine.seat_view import seat_view

VERSION = 1
PER_DEAL = 3            # the review's "three costliest cards"
MAX_PLAYS = 20          # a hand holds 8 cards in play; a 501 lead adds each marriage's two
MAX_WORLDS = 256        # deals drawn by the coach (engine.bots.samples_for: 64 at most)
RIGHT = ("best", "tie")


# ------------------------------------------------------------------ making drills ----------
def _plays(observation: dict) -> list:
    return [a for a in observation.get("legal", []) if a.split()[1:2] == ["play"]]


def _trick(observation: dict) -> int:
    return observation.get("trick_number") or len(observation.get("tricks") or []) + 1


def _rule(game: str, observation: dict, plays: list) -> str | None:
    """The rule that shaped the seat's choices at that moment, for the answer's link: following
    suit, what a seat that cannot follow may or must play, the maker's first lead with the trump
    closed, a 501 lead that may declare a marriage; None for a lead with nothing to say."""
    trick = observation.get("trick") or []
    hand = observation.get("hand") or []
    led = next((entry["card"][1] for entry in trick if entry.get("card")), None)
    if game == "304":
        if led:
            if any(card[1] == led for card in hand):
                return "304-L3"
            return "304-L4" if observation.get("trump_open") else "304-L5"
        if (observation.get("maker") == observation.get("seat") and _trick(observation) == 1
                and not observation.get("trump_open")):
            return "304-H6"
        return None
    if led:
        if any(card[1] == led for card in hand):
            return "501-L2"
        trump = None if observation.get("no_trump") else observation.get("trump")
        return "501-L3" if trump and any(card[1] == trump for card in hand) else "501-L5"
    if any(a.endswith(" marriage") for a in plays):
        return "501-W1"
    return None


def _found(drill: dict) -> dict:
    """The coach's evaluation as engine.app.coach keeps it ({action, values, worlds}), rebuilt
    from a drill: the cards only."""
    worlds = [{play: value for play, value in zip(drill["plays"], row) if value is not None}
              for row in drill["worlds"]]
    return {"action": drill["coach"], "values": dict(drill["values"]), "worlds": worlds}


def _judged(found: dict, plays: list) -> dict:
    out = {}
    for play in plays:
        weighed = judged(found, play, plays)
        out[play] = {"cost": weighed["cost"], "margin": weighed["margin"],
                     "verdict": weighed["verdict"]}
    return out


def _canonical(value):
    """`value` with every whole float written as an int (45.0 as 45): as JSON it reads back the
    same from the page, whose numbers do not tell 45.0 from 45."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _canonical(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_canonical(item) for item in value]
    return value


def _checksum(drill: dict) -> str:
    body = _canonical({key: value for key, value in drill.items() if key != "id"})
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(b"304-501 drill\n" + text.encode()).hexdigest()[:16]


def drill_of(game: str, observation: dict, played: str, found: dict) -> dict:
    """The drill of one moment: the seat's `observation`, the card it `played` there, and the
    coach's evaluation of that moment (`found`, engine.app.explanation). Made from these
    alone, so nothing the seat could not see can reach it."""
    plays = _plays(observation)
    values = {play: found["values"][play] for play in plays if play in found["values"]}
    worlds = [[world.get(play) for play in plays] for world in found["worlds"]]
    drill = {"v": VERSION, "game": game, "seat": observation["seat"],
             "trick": _trick(observation), "observation": observation, "plays": plays,
             "played": played, "coach": found["action"], "values": values, "worlds": worlds}
    drill["judged"] = _judged(_found(drill), plays)
    drill["best"] = judged(_found(drill), played, plays)["best"]
    drill["rule"] = _rule(game, observation, plays)
    drill = _canonical(drill)
    drill["id"] = _checksum(drill)
    return drill


def moment(game: str, deal, seat: str, action: str, budget_ms: int):
    """(the judged card, its drill) for the card `action` that `seat` plays in `deal` now; None
    when there was nothing to choose (one card, or after a 304 Caps call, when points no longer
    count, 304-K7). The review's own evaluation (engine.app.review)."""
    observation = deal.observation(seat)
    plays = _plays(observation)
    if len(plays) < 2 or (game == "304" and deal.caps_seat >= 0):
        return None
    found = explanation(game, observation, observation["legal"], budget_ms)
    return judged(found, action, plays), drill_of(game, observation, action, found)


def make(state: dict, deal_index: int, budget_ms: int = COACH_BUDGET_MS) -> list:
    """The drills of a deal of the match: the reader's cards that were mistakes by what they
    knew (verdict "worse"), the costliest first, at most PER_DEAL — the review's list of
    mistakes, card for card. [{"index": the action's number in the deal, "drill"}]."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    game, seat = state["game"], state["seat"]
    deal = scenarios.build(entry["scenario"])
    found = []
    for number, action in enumerate(entry["actions"]):
        if action.split()[:2] == [seat, "play"] and deal.to_act == seat:
            weighed = moment(game, deal, seat, action, budget_ms)
            if weighed and weighed[0]["verdict"] == "worse":
                found.append((weighed[0]["cost"], number, weighed[1]))
        try:
            deal.apply(action)
        except EngineError as error:
            raise NotationError("practice-bad-actions", step=number + 1, action=quoted(action),
                                why=error.code) from None
    found.sort(key=lambda item: (-item[0], item[1]))
    return [{"index": number, "drill": drill} for _, number, drill in found[:PER_DEAL]]


# ------------------------------------------------------------------ checking a drill -------
def _damaged() -> NotationError:
    return NotationError("drill-damaged")


def _number(value) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value))


def check(drill) -> dict:
    """`drill` if it is one this module made and it is unchanged: every field of the right kind,
    the judged cards those of its evaluation, its checksum right. Else `drill-damaged`."""
    if not isinstance(drill, dict) or drill.get("v") != VERSION:
        raise _damaged()
    game, seat = drill.get("game"), drill.get("seat")
    observation, plays = drill.get("observation"), drill.get("plays")
    if (game not in GAMES or not isinstance(seat, str) or not isinstance(observation, dict)
            or observation.get("game") != game or observation.get("seat") != seat
            or not isinstance(plays, list) or not 2 <= len(plays) <= MAX_PLAYS
            or plays != _plays({"legal": observation.get("legal")
                                if isinstance(observation.get("legal"), list) else []})
            or not all(isinstance(p, str) and p.split()[:2] == [seat, "play"] for p in plays)
            or drill.get("played") not in plays or drill.get("id") != _checksum(drill)):
        raise _damaged()
    values, worlds = drill.get("values"), drill.get("worlds")
    if (not isinstance(values, dict) or not set(values) <= set(plays)
            or not all(_number(v) for v in values.values())
            or not isinstance(worlds, list) or len(worlds) > MAX_WORLDS
            or not all(isinstance(row, list) and len(row) == len(plays)
                       and all(v is None or _number(v) for v in row) for row in worlds)
            or not isinstance(drill.get("coach"), str)):
        raise _damaged()
    if (not _texts(observation.get("hand")) or not _texts(observation.get("legal"))
            or not isinstance(observation.get("trick", []), list)
            or not all(isinstance(entry, dict) for entry in observation.get("trick", []))
            or not isinstance(observation.get("tricks") or [], list)):
        raise _damaged()
    if drill.get("judged") != _judged(_found(drill), plays):
        raise _damaged()
    return drill


def _texts(value) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


# ------------------------------------------------------------------ answering --------------
def _card(action: str, lang: str) -> str:
    return short(action, lang)


def _words_found(drill: dict) -> dict:
    """The evaluation for the hint's sentences: the plays only, the best card first."""
    return {**_found(drill), "action": drill["best"]}


def show(drill, lang: str) -> dict:
    """The drill's position as its seat saw it (engine.seat_view, from the observation alone):
    the table, the cards that may be played (each labelled), the card played at the table."""
    check(drill)
    observation = {key: value for key, value in drill["observation"].items() if key != "options"}
    try:
        part = seat_view(observation, [], lang)
        plays = [{"action": play, "card": play.split()[2] if len(play.split()) == 3 else None,
                  "label": describe(play, False, lang)} for play in drill["plays"]]
        played = _card(drill["played"], lang)
    except (EngineError, KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise _damaged() from None      # a checksum made over a broken observation
    return {"id": drill["id"], "game": drill["game"], "seat": drill["seat"],
            "trick": drill["trick"], "table": part["table"], "plays": plays,
            "played": drill["played"], "played_label": played}


def answer(drill, action, lang: str) -> dict:
    """The reader's card for a drill: right (the best by what the seat knew, or within the margin
    of the best) or wrong, with one sentence in words — the hint's sentences for a right card;
    for a wrong one, what it gives away on average against the best, without naming the best —
    and the rule that shaped the choices (`rule`, or None)."""
    check(drill)
    if action not in drill["plays"]:
        raise NotationError("drill-not-a-choice", action=quoted(action))
    judged = drill["judged"][action]
    right = judged["verdict"] in RIGHT
    samples = len(drill["worlds"])
    if judged["verdict"] == "best":
        line = why_card({**_words_found(drill), "action": action}, lang)
    elif right:
        line = say(lang, "practice-hint-tie",
                   choices=either([_card(action, lang), _card(drill["best"], lang)], lang),
                   samples=samples, margin=amount(judged["margin"], lang))
    else:
        code = "drill-wrong-played" if action == drill["played"] else "drill-wrong"
        line = say(lang, code, choice=_card(action, lang), amount=amount(judged["cost"], lang),
                   margin=points(judged["margin"], lang), samples=samples)
    return {"right": right, "verdict": judged["verdict"], "line": line, "rule": drill["rule"],
            "card": action}


def solution(drill, lang: str) -> dict:
    """The answer shown: the best card with the hint's sentence, and every card accepted."""
    check(drill)
    accepted = [play for play in drill["plays"] if drill["judged"][play]["verdict"] in RIGHT]
    return {"best": drill["best"], "accepted": accepted,
            "labels": [_card(play, lang) for play in accepted],
            "line": why_card(_words_found(drill), lang), "rule": drill["rule"]}

