"""A worked example as a transcript: every frame of the deal, from every seat's view.

A scenario file (DESIGN.md) is replayed through the engine one action at a time. Each action is
a frame; when a trick of 304 ends with face-down cards, two frames show it: the complete trick
as played (hidden cards still backs), then the maker's inspection and its outcome. Every frame
carries each seat's observation (exactly what the engine lets that seat know), the narration in
the page's language — the author's note, and the engine's events filtered by who may hear them
— and a short title saying what happened.

The site renders the transcript as static HTML (the view from above) and as JSON for the
viewer, which then steps without Python.
"""

import copy

from engine import games
from engine.cards import parse_card
from engine.errors import EngineError
from engine.messages import translation
from engine.narration import ABOVE, ACTION_TEXTS
from engine.scenarios import split_actions
from engine.seat_view import all_views, observations
from engine.table import seats_at_table


def _new_events(deal, seen: int) -> list:
    return list(getattr(deal, "events", [])[seen:])


def _trick_as_played(previous: dict, player: str, card: str, face_down: bool) -> dict:
    """Every seat's observation of a complete trick before the maker's inspection (304-H9):
    the observations of the moment before, with the last card added as each seat saw it."""
    views = copy.deepcopy(previous)
    for seat, view in views.items():
        shown = card if (not face_down or seat == player) else None
        view["trick"].append({"seat": player, "card": shown, "face_down": face_down})
        view["hand_sizes"][player] -= 1        # (cards not yet played, an indicator included)
        view["to_act"] = None
        view["legal"] = []
        if seat == player:
            if card in view["hand"]:
                view["hand"].remove(card)
            elif view.get("indicator") == card:               # the maker's last card, trick 8
                view["indicator"] = None
                view["indicator_set_aside"] = False
    return views


def _same_for_all(title: str, seats: list) -> dict:
    return {view: title for view in [ABOVE] + seats}


def _frame(base: dict, shown: dict) -> dict:
    """A frame from the views of one moment (`seat_view.all_views`)."""
    return {**base, "titles": {view: part["title"] for view, part in shown.items()},
            "narration": {view: part["narration"] for view, part in shown.items()},
            "tables": {view: part["table"] for view, part in shown.items()}}


def build(data: dict, lang: str = "en") -> dict:
    """The transcript of a parsed scenario, narrated in `lang`."""
    deal = games.deal_from_scenario(data)
    seats = seats_at_table(deal)
    game = str(data["game"])
    say = translation(lang).gettext   # (not named gettext: the extractor would take its arguments for messages)
    dealt = all_views(deal, seats, [], lang)
    frames = [{**_frame({}, dealt), "titles": _same_for_all(say(ACTION_TEXTS["deal"]), seats),
               "observations": observations(deal, seats)}]
    seen = len(getattr(deal, "events", []))
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = split_actions(step.get("do", ""))
        refused_code = step.get("expect", {}).get("error")
        note = say(step["note"]) if step.get("note") else None
        rules = list(step.get("rules", []))      # the rule ids this step illustrates
        for index, action in enumerate(actions):
            previous = frames[-1]["observations"]
            last = index == len(actions) - 1
            base = {"action": action, "actor": action.split()[0], "step": number}
            try:
                deal.apply(action)
            except EngineError as refused:
                if not (last and refused_code):
                    raise ValueError(f"{data.get('id')}: step {number}: {action} refused: {refused.code}")
                shown = all_views(deal, seats, [], lang, action, False, refused, views=previous)
                frames.append({**_frame(base, shown), "refused": shown[ABOVE]["refused"],
                               "note": note, "rules": rules, "observations": previous})
                continue
            events = _new_events(deal, seen)
            seen += len(events)
            face_down = any(code == "event-face-down" for code, *_ in events)
            views = observations(deal, seats)
            inspected = [i for i, (code, *_) in enumerate(events)
                         if code in ("event-turned-up", "event-inspected", "event-no-trump-found",
                                     "event-trump-revealed")]
            if game == "304" and inspected and action.split()[1] == "play":
                # Two frames: the trick as played (304-H9), then the inspection and its outcome.
                split = inspected[0]
                card = parse_card(action.split()[2])
                played = _trick_as_played(previous, base["actor"], card, face_down)
                shown = all_views(deal, seats, events[:split], lang, action, face_down,
                                  views=played)
                frames.append({**_frame(base, shown), "face_down": face_down, "note": None,
                               "observations": played})
                base = {"action": None, "actor": None, "step": number}
                shown = all_views(deal, seats, events[split:], lang, views=views)
                frame = _frame(base, shown)
                frame["titles"] = _same_for_all(say(ACTION_TEXTS["inspection"]), seats)
            else:
                frame = _frame(base, all_views(deal, seats, events, lang, action, face_down,
                                               views=views))
            frames.append({**frame, "face_down": face_down, "note": note if last else None,
                           "rules": rules if last else [], "observations": views})
    for index, frame in enumerate(frames):
        frame["n"] = index
        frame.pop("observations")
        for key in ("refused", "step", "action", "actor", "note"):
            frame.setdefault(key, None)
        frame.setdefault("rules", [])
        # The auction is public: kept once per frame rather than once per view.
        frame["auction"] = frame["tables"][ABOVE]["auction"]
        for table in frame["tables"].values():
            del table["auction"]
    scenario = {key: value for key, value in data.items() if key != "steps"}
    return {
        "game": game, "id": data["id"], "title": say(data["title"]),
        "seats": seats, "dealer": data.get("dealer"),
        "direction": "anticlockwise" if game == "304" else "clockwise",
        "scenario": scenario, "frames": frames,
    }
