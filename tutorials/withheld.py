"""What a question about a deal's result must not show before the reader answers (issue #24).

A puzzle or a lesson step that asks for a result of the finished deal — the card points, the
tokens (304) or the scores (501) it moved — draws the deal's last position. That position is the
state *before* what it asks about: the tokens or scores as they stood before the deal was
scored, no card points when the card points are asked, and no narration of the result (the
engine's "The contract … is made … Tokens: A–C 12, B–D 10."). What was withheld is shown once
the reader has answered or asked for the solution.
"""

# The events that settle a finished deal: the last event of every finished deal is one of them
# (tests/site/test_withheld.py replays every scenario file to check it).
RESULT_EVENTS = ("event-made-501", "event-failed-501", "event-conceded-501",
                 "event-all-passed-501")
RESULT_EVENT_PREFIX = "event-result-"      # 304: made, failed, wrong-caps, spoilt, redeal, …


def is_result_event(code: str) -> bool:
    return code.startswith(RESULT_EVENT_PREFIX) or code in RESULT_EVENTS


def split_result(events: list) -> tuple:
    """(the events told with the position, the result events withheld until an answer)."""
    return ([event for event in events if not is_result_event(event[0])],
            [event for event in events if is_result_event(event[0])])


def before_scoring(facts: dict, deal, asked: str) -> dict:
    """The table's facts as they stood before the deal was scored: the tokens (304) or the
    scores (501) before it, labelled so, and no card points when `asked` is "points"."""
    shown = dict(facts, before_deal=True)       # the table says "before this deal"
    if shown.get("tokens") is not None and hasattr(deal, "tokens_before"):
        shown["tokens"] = list(deal.tokens_before)
    if shown.get("scores") is not None and shown.get("scores_before") is not None:
        shown["scores"] = dict(shown["scores_before"])
        shown["changes"] = None
    if asked == "points":
        shown["points"] = None
    return shown
