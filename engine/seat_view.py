"""What one seat is shown at one moment: the one place that computes a seat view.

A seat view is everything a seat receives (DESIGN.md "Seat views"): the table as it sees it,
the title of what just happened as it perceived it, the narration of the events addressed to
it, its legal actions in words, and — only for the seat that tried it — why an action was
refused. `seat_view` computes all of it from the seat's observation, the events addressed to
it and the action just taken; the worked examples' transcripts, the browser facade and
`python -m engine show --seat` all call it, so a leak cannot hide in one of them.

The view from above (`above_view`) puts every seat's knowledge together: it may show all.
"""

from engine.messages import explain
from engine.narration import ABOVE, EVERYONE, REFEREE, SAID_BY_TITLE, describe, perceived
from engine.reason_rules import RULE_OF_REASON
from engine.table import table_model

SEATS = "ABCD"


def observations(deal, seats: list) -> dict:
    """Every seat's own observation at this moment, without what only the acting seat uses."""
    views = {}
    for seat in seats:
        view = deal.observation(seat)
        view.pop("options", None)
        views[seat] = view
    return views


def addressed_to(events: list, seat: str) -> list:
    """The events a seat hears: the public ones and its own."""
    index = SEATS.index(seat)
    return [event for event in events if event[2] == EVERYONE or event[2] == index]


def public_events(events: list) -> list:
    """The events the view from above tells: the public ones and the referee's (a seat's
    private events speak to that seat: "you inspect…")."""
    return [event for event in events if event[2] in (EVERYONE, REFEREE)]


def caps_cards(observation: dict) -> list:
    """The cards a Caps call states an order for, as the caller sees them: its hand, and a
    maker's closed indicator still set aside (304-K11: once cut into a trick it is played)."""
    cards = list(observation["hand"])
    if observation.get("indicator_set_aside") and observation.get("indicator"):
        cards.append(observation["indicator"])
    return cards


def labelled_actions(observation: dict, lang: str) -> list:
    """The seat's legal actions, each with what it does in words (a Caps call carries the
    caller's cards in the order shown)."""
    out = []
    for action in observation.get("legal", []):
        seat, verb, *args = action.split()
        if verb == "caps":
            action = " ".join([action] + caps_cards(observation))
        card = args[0] if verb == "play" and len(args) == 1 else None
        out.append({"action": action, "card": card, "label": describe(action, False, lang)})
    return out


def _refusal(error, lang: str) -> dict:
    return {"code": error.code, "params": error.params,
            "message": explain(error.code, error.params, lang),
            "rule": RULE_OF_REASON.get(error.code)}


def _blind(observation: dict, action) -> bool:
    """A 501 bid made without looking (the auction says so, publicly)."""
    auction = observation.get("auction") or []
    return (observation.get("game") == "501" and action is not None
            and action.split()[1] == "bid" and bool(auction) and bool(auction[-1].get("blind")))


def _narration(events: list, lang: str, title_said: bool) -> list:
    return [explain(code, params, lang) for code, params, *_ in events
            if not (title_said and code in SAID_BY_TITLE)]


def seat_view(observation: dict, events: list, lang: str, action=None, face_down: bool = False,
              refusal=None) -> dict:
    """The whole view of `observation`'s seat at this moment.

    `events`: the events addressed to the seat since the last moment (`addressed_to`);
    `action`: the action just taken or tried (its hidden parts are used only for the seat that
    took it, or the receiver of a 501 give); `face_down`: it was played face down (public);
    `refusal`: the EngineError it got, if refused.
    """
    seat = observation["seat"]
    title = (perceived(action, seat, face_down, refusal is not None, lang,
                       _blind(observation, action)) if action else None)
    mine = action is not None and action.split()[0] == seat
    legal = observation.get("legal", [])
    return {
        "table": table_model({seat: observation}, seat),
        "title": title,
        "narration": _narration(events, lang, title is not None),
        "legal": labelled_actions(observation, lang) if legal else [],
        "refused": _refusal(refusal, lang) if refusal is not None and mine else None,
    }


def above_view(views: dict, events: list, lang: str, action=None, face_down: bool = False,
               refusal=None) -> dict:
    """The view from above: every seat's observation together, every event."""
    title = None
    if action:
        first = next(iter(views.values()))
        title = perceived(action, ABOVE, face_down, refusal is not None, lang,
                          _blind(first, action))
    return {
        "table": table_model(views, None),
        "title": title,
        "narration": _narration(events, lang, title is not None),
        "refused": _refusal(refusal, lang) if refusal is not None else None,
    }


def all_views(deal, seats: list, events: list, lang: str, action=None, face_down: bool = False,
              refusal=None, views=None) -> dict:
    """The view from above and each seat's view at this moment, keyed by ABOVE and seat.
    `views`: the observations to use (by default the deal's own, now)."""
    views = observations(deal, seats) if views is None else views
    out = {ABOVE: above_view(views, public_events(events), lang, action, face_down, refusal)}
    for seat in seats:
        out[seat] = seat_view(views[seat], addressed_to(events, seat), lang, action, face_down,
                              refusal)
    return out
