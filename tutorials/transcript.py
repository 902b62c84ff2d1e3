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
from engine.messages import explain, translation
from engine.narration import ACTION_TEXTS, describe, narrate, text as _text, titles_for_views
from engine.scenarios import split_actions
from engine.table import ABOVE, seats_at_table, tables_of, views_of


def _new_events(deal, seen: int) -> list:
    return list(getattr(deal, "events", [])[seen:])


def _trick_as_played(previous: dict, player: str, card: str, face_down: bool) -> dict:
    """Every seat's view of a complete trick before the maker's inspection (304-H9)."""
    views = copy.deepcopy(previous)
    for seat, view in views.items():
        shown = card if (not face_down or seat == player) else None
        view["trick"].append({"seat": player, "card": shown, "face_down": face_down})
        view["hand_sizes"][player] -= 1
        view["to_act"] = None
        if seat == player:
            if card in view["hand"]:
                view["hand"].remove(card)
            elif view.get("indicator") == card:
                view["indicator"] = None
    return views


def _same_for_all(title: str, seats: list) -> dict:
    return {view: title for view in [ABOVE] + seats}


def _title(action: str, face_down: bool, refused: bool, views: dict, seats: list, lang: str) -> dict:
    seat, verb, *args = action.split()
    above = describe(action, face_down, lang)
    if verb == "bid" and not refused and views[seat].get("game") == "501" \
            and views[seat]["auction"][-1].get("blind"):
        above = _text(lang, "bid-blind", seat=seat, value=args[0])
    return {ABOVE: above, **titles_for_views(action, face_down, refused, seats, lang, above)}


def build(data: dict, lang: str = "en") -> dict:
    """The transcript of a parsed scenario, narrated in `lang`."""
    deal = games.deal_from_scenario(data)
    seats = seats_at_table(deal)
    game = str(data["game"])
    say = translation(lang).gettext   # (not named gettext: the extractor would take its arguments for messages)
    silent = {view: [] for view in [ABOVE] + seats}
    frames = [{"titles": _same_for_all(say(ACTION_TEXTS["deal"]), seats),
               "narration": silent, "views": views_of(deal, seats)}]
    seen = len(getattr(deal, "events", []))
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = split_actions(step.get("do", ""))
        refused_code = step.get("expect", {}).get("error")
        note = say(step["note"]) if step.get("note") else None
        rules = list(step.get("rules", []))      # the rule ids this step illustrates
        for index, action in enumerate(actions):
            previous = frames[-1]["views"]
            last = index == len(actions) - 1
            base = {"action": action, "actor": action.split()[0], "step": number}
            try:
                deal.apply(action)
            except EngineError as refused:
                if not (last and refused_code):
                    raise ValueError(f"{data.get('id')}: step {number}: {action} refused: {refused.code}")
                frames.append({**base, "titles": _title(action, False, True, previous, seats, lang),
                               "refused": {"code": refused.code,
                                           "message": explain(refused.code, refused.params, lang)},
                               "note": note, "rules": rules, "narration": silent,
                               "views": previous})
                continue
            events = _new_events(deal, seen)
            seen += len(events)
            face_down = any(code == "event-face-down" for code, *_ in events)
            views = views_of(deal, seats)
            titles = _title(action, face_down, False, views, seats, lang)
            inspected = [i for i, (code, *_) in enumerate(events)
                         if code in ("event-turned-up", "event-inspected", "event-no-trump-found",
                                     "event-trump-revealed")]
            if game == "304" and inspected and action.split()[1] == "play":
                # Two frames: the trick as played (304-H9), then the inspection and its outcome.
                split = inspected[0]
                card = parse_card(action.split()[2])
                frames.append({**base, "titles": titles, "face_down": face_down, "note": None,
                               "narration": narrate(events[:split], lang, seats, True),
                               "views": _trick_as_played(previous, base["actor"], card, face_down)})
                base = {"action": None, "actor": None, "step": number}
                titles = _same_for_all(say(ACTION_TEXTS["inspection"]), seats)
                events = events[split:]
            frames.append({**base, "titles": titles, "face_down": face_down,
                           "note": note if last else None, "rules": rules if last else [],
                           "narration": narrate(events, lang, seats, base["action"] is not None),
                           "views": views})
    for index, frame in enumerate(frames):
        frame["n"] = index
        for key in ("refused", "step", "action", "actor", "note"):
            frame.setdefault(key, None)
        frame.setdefault("rules", [])
        frame["tables"] = tables_of(frame.pop("views"))
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
