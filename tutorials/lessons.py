"""Guided lessons: one deal, played from one seat, with questions the engine answers.

A lesson file (`tutorials/lessons/<id>.toml`) is a scenario (DESIGN.md) whose steps may ask the
reader something. Each step is shown from the lesson's `seat`:

    seat = "A"                  # the reader's seat
    [[steps]]
    do = "B pass; C pass"       # optional: actions the engine plays first (narrated)
    text = "…"                  # the explanation of the moment (English source string)
    rules = ["304-A3"]          # rule ids the step uses
    question = "…"              # optional: a question, answered by clicking one choice
    judge = "legal"             # legal, best, winner, tokens or score (below)
    then = "A bid 160"          # optional: what is played after the question (default: the
                                # right choice); for `winner`, the plays that finish the trick
    [[steps.choices]]
    do = "A bid 160"            # an action (legal/best), a seat (winner) or a number
    label = "Bid 160"           # optional: the button's text (cards show themselves)
    right = true                # the author's claim; the build fails if the engine disagrees
    explanation = "…"           # why, shown when the reader picks it

The engine decides every answer:
- `legal`: a choice is right when the rules allow it now (the deal's legal actions); a refused
  choice is also explained by the engine's own reason;
- `best`: right when no legal action does better for the mover's side under best play by
  everyone (the open-hand solver); a worse card is shown with what it costs;
- `winner`: the seat that wins the trick once `then` is played;
- `tokens` (304): the tokens the reader's side gains (negative: pays) in the finished deal;
- `score` (501): the reader's score after the finished deal.

A `tokens` or `score` question shows the deal before it was scored: the result's narration and
the tokens or scores after it come with the right answer (`result`; tutorials/withheld.py).
"""

import copy

from engine import games
from engine.errors import EngineError
from engine.messages import explain, translation
from engine.reason_rules import RULE_OF_REASON
from engine.scenarios import split_actions
from engine.seat_view import all_views
from engine.table import seats_at_table
from tutorials import withheld

JUDGES = ("legal", "best", "winner", "tokens", "score")
# The questions about the finished deal's result: their step shows the deal before it was
# scored, and the result only with the right answer (tutorials/withheld.py).
RESULT_JUDGES = ("tokens", "score")
_solved = {}   # (scenario id, actions so far) -> solver move values: shared by both languages


class LessonError(ValueError):
    """A lesson file the build must refuse: the message says which and why."""


def _solver(game: str):
    if game == "304":
        from engine.game304 import solver
    else:
        from engine.game501 import solver
    return solver


def _events(deal) -> list:
    return list(getattr(deal, "events", []))


def _play(deal, seats, seat, action, lang) -> tuple:
    """Apply `action`; (the lines `seat` reads about it — what it saw, then the engine's
    events —, the lines of the deal's result, which a question about the result withholds)."""
    before = len(_events(deal))
    deal.apply(action)
    events, result = withheld.split_result(_events(deal)[before:])
    face_down = any(event[0] == "event-face-down" for event in events)
    view = all_views(deal, seats, events, lang, action, face_down)[seat]
    told = all_views(deal, seats, result, lang)[seat]["narration"] if result else []
    return [line for line in [view["title"], *view["narration"]] if line], told


def _refusal(deal, action, lang):
    """None if `action` is legal now, else the engine's reason: {message, rule}."""
    if action in deal.legal_actions():
        return None
    trial = copy.deepcopy(deal)
    try:
        trial.apply(action)
    except EngineError as error:
        return {"message": explain(error.code, error.params, lang),
                "rule": RULE_OF_REASON.get(error.code)}
    raise LessonError(f"{action}: not among the legal actions, yet the engine accepts it")


def _best_values(data, deal, done) -> dict:
    key = (data["id"], tuple(done))
    if key not in _solved:
        _solved[key] = _solver(str(data["game"])).move_values(deal)
    return _solved[key]


def _judge(data, deal, step, seats, lang, done) -> tuple:
    """The engine's verdict on every choice: (choices, what is played after the question)."""
    judge, reader = step.get("judge"), data["seat"]
    if judge not in JUDGES:
        raise LessonError(f"judge must be one of {', '.join(JUDGES)}")
    choices = step.get("choices") or []
    if len(choices) < 2:
        raise LessonError("a question needs at least two choices")
    verdicts = []
    then = split_actions(step.get("then", ""))
    if judge in ("legal", "best"):
        values = _best_values(data, deal, done) if judge == "best" else {}
        best = max(values.values()) if values else None
        for choice in choices:
            refusal = _refusal(deal, choice["do"], lang)
            value = values.get(choice["do"]) if refusal is None else None
            if judge == "best" and refusal is None and value is None:
                raise LessonError(f"{choice['do']}: the solver gives it no value")
            right = refusal is None and (judge == "legal" or value == best)
            verdicts.append({"right": right, "refusal": refusal, "value": value, "best": best})
    elif judge == "winner":
        trial = copy.deepcopy(deal)
        tricks = len(trial.observation(reader)["tricks"])
        for action in then:
            trial.apply(action)
        finished = trial.observation(reader)["tricks"]
        if len(finished) != tricks + 1:
            raise LessonError("winner: `then` must finish exactly one trick")
        winner = finished[-1]["winner"]
        verdicts = [{"right": choice["do"] == winner} for choice in choices]
    else:
        if not deal.is_over:
            raise LessonError(f"{judge}: the deal must be over")
        if judge == "tokens":
            index = "ABCD".index(reader) % 2
            value = deal.expect_value("tokens")[index] - data.get("tokens", [11, 11])[index]
        else:
            scores = deal.expect_value("scores")
            value = scores["ABCD".index(reader)] if isinstance(scores, list) else scores[reader]
        verdicts = [{"right": int(choice["do"]) == value} for choice in choices]
    for choice, verdict in zip(choices, verdicts):
        if bool(choice.get("right")) != verdict["right"]:
            raise LessonError(f"{choice['do']}: the author says right = {bool(choice.get('right'))}, "
                              f"the engine says {verdict['right']}")
    if not any(verdict["right"] for verdict in verdicts):
        raise LessonError("no choice is right")
    if judge in ("legal", "best") and not then:
        then = [next(c["do"] for c, v in zip(choices, verdicts) if v["right"])]
    return verdicts, then


def build(data: dict, lang: str = "en") -> dict:
    """The lesson in `lang`: every step's table from the reader's seat, its text, and for a
    question every choice with the engine's verdict and the explanations."""
    say = translation(lang).gettext
    deal = games.deal_from_scenario(data)
    seats = seats_at_table(deal)
    reader = data.get("seat")
    if reader not in seats:
        raise LessonError(f"seat must be one of {', '.join(seats)}")
    done, carried, steps = [], ([], []), []
    for number, step in enumerate(data.get("steps", []), start=1):
        where = f"{data['id']}: step {number}"
        lines, results = carried
        carried = ([], [])
        try:
            for action in split_actions(step.get("do", "")):
                told, result = _play(deal, seats, reader, action, lang)
                lines += told
                results += result
                done.append(action)
            view = all_views(deal, seats, [], lang)[reader]
            table, after = view["table"], None
            if step.get("question") and step.get("judge") in RESULT_JUDGES:
                after = {"lines": results, "table": table}
                table = {**table, "facts": withheld.before_scoring(table["facts"], deal,
                                                                   step["judge"])}
            else:
                lines += results
            out = {"n": number, "lines": lines, "table": table, "result": after,
                   "text": say(step["text"]), "rules": list(step.get("rules", [])),
                   "over": deal.is_over, "question": None, "judge": None, "choices": []}
            if step.get("question"):
                verdicts, then = _judge(data, deal, step, seats, lang, done)
                out["question"] = say(step["question"])
                out["judge"] = step["judge"]
                out["choices"] = [{
                    "do": choice["do"], "right": verdict["right"],
                    "label": say(choice["label"]) if choice.get("label") else None,
                    "card": (choice["do"].split()[2] if step["judge"] in ("legal", "best")
                             and choice["do"].split()[1] == "play" else None),
                    "explanation": say(choice["explanation"]),
                    "refusal": verdict.get("refusal"),
                    "value": verdict.get("value"), "best": verdict.get("best"),
                } for choice, verdict in zip(step["choices"], verdicts)]
                for action in then:
                    told, result = _play(deal, seats, reader, action, lang)
                    carried[0].extend(told)
                    carried[1].extend(result)
                    done.append(action)
        except (EngineError, KeyError, ValueError) as error:
            raise LessonError(f"{where}: {error}") from error
        steps.append(out)
    if carried[0] or carried[1]:
        raise LessonError(f"{data['id']}: the last step's answer must not play on")
    return {"game": str(data["game"]), "id": data["id"], "title": say(data["title"]),
            "seat": reader, "dealer": data.get("dealer"), "steps": steps, "over": deal.is_over}
