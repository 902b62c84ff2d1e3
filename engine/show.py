"""`python -m engine show`: a deal as a readable transcript, from above or from one seat.

From a seat, it prints exactly that seat's view (engine.seat_view), as the site's seat views
show it: the titles of actions as the seat perceived them, the events addressed to it, its own
refused actions with their reasons (another seat's refusal is only "tries an action that the
rules refuse"), and no author's notes (they speak from above). From above it prints every
action, every public event and the notes.
"""

from engine import games
from engine.errors import EngineError
from engine.messages import card_label, translation
from engine.narration import ABOVE
from engine.scenarios import step_actions
from engine.seat_view import addressed_to, above_view, observations, public_events, seat_view
from engine.table import seats_at_table


def _hand_text(cards, lang: str) -> str:
    return " ".join("?" if card is None else card_label(card, lang) for card in cards)


def _view(deal, seats: list, seat, events: list, lang: str, action=None, face_down=False,
          refusal=None, views=None) -> dict:
    views = observations(deal, seats) if views is None else views
    if seat is None:
        return above_view(views, public_events(events), lang, action, face_down, refusal)
    return seat_view(views[seat], addressed_to(events, seat), lang, action, face_down, refusal)


def _table_hands(part: dict) -> list:
    return [(entry["seat"], entry["hand"]) for entry in part["table"]["seats"] if entry["hand"]]


def transcript_lines(data: dict, seat, lang: str) -> tuple:
    """(lines, status): the transcript of a parsed scenario from `seat` (None: from above);
    status 1 when a step is refused that the scenario did not expect to be."""
    translate = translation(lang).gettext  # scenario texts go through the catalogs
    deal = games.deal_from_scenario(data)
    seats = seats_at_table(deal)
    if seat is not None and seat not in seats:
        raise EngineError("bad-seat", text=seat)
    lines = []
    title = data.get("title")
    lines.append(f"{data.get('game')} · {data.get('id', '')}"
                 + (f" — {translate(title)}" if title else ""))
    start = _view(deal, seats, seat, list(getattr(deal, "events", [])), lang)
    for who, hand in _table_hands(start):
        if seat is None or who == seat:
            lines.append(f"  {who}: {_hand_text(hand, lang)}")
    seen = len(getattr(deal, "events", []))
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = step_actions(step)
        expected_error = step.get("expect", {}).get("error")
        lines.append(f"{number:>3}." + (f" {step.get('do', '')}" if seat is None else ""))
        for index, action in enumerate(actions):
            views = observations(deal, seats)
            try:
                deal.apply(action)
            except EngineError as refused:
                part = _view(deal, seats, seat, [], lang, action, False, refused, views)
                lines.append(f"      ✗ {part['title']}")
                if part["refused"]:
                    lines.append(f"        {part['refused']['message']}")
                if not (expected_error and index == len(actions) - 1):
                    return lines, 1
                continue
            events = list(getattr(deal, "events", [])[seen:])
            seen += len(events)
            face_down = any(code == "event-face-down" for code, *_ in events)
            part = _view(deal, seats, seat, events, lang, action, face_down)
            lines.append(f"      {part['title']}")
            lines.extend(f"      · {sentence}" for sentence in part["narration"])
        if step.get("note") and seat is None:
            lines.append("      " + translate(step["note"]))
    end = _view(deal, seats, seat, [], lang)
    if seat is not None:
        for who, hand in _table_hands(end):
            if who == seat:
                lines.append(f"  {who}: {_hand_text(hand, lang)}")
    for key in ("result", "tokens"):
        try:
            value = deal.expect_value(key)
        except KeyError:
            continue
        if value is not None:
            lines.append(f"  {key}: {value}")
    return lines, 0
