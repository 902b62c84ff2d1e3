"""The course (`/learn/304/`, `/learn/501/`): short lessons whose tasks the reader does on the
table, each answer proven by the engine while the site is built and judged by it again in the
reader's browser. The lesson files' format is in tutorials/learn/README.md.

For every task the build
- computes the right answers with the engine (engine.tasks.answers) and fails when they are
  not the author's (`answer`);
- proves that they follow from what the reader's seat can see (`prove_fair`): calls and cards
  the rules allow are a function of the seat's own observation (the engine's contract, DESIGN.md
  "Seat views"), and are checked again in every deal of the unseen cards when there are few
  enough; the winner of a trick is the same whatever its hidden cards and the hidden trump
  (tutorials.fairness.trick_winner_everywhere); a trick's points need every card of it seen;
  a Caps order is judged on the caller's own information (C-22);
- checks that the sentence for a wrong answer does not name the answer (`check_wrong`);
- draws the table as the reader sees it when the question is asked — a trick the question is
  about without its winner, a finished deal's result withheld (tutorials/withheld.py).

No answer is in the page before the reader gives it (issue #27, #24): the page holds the first
task in the clear; everything after a task — the sentence for a right answer, what happened
next, and the next task — is locked with a key made from that task's right answers (`lock`,
docs/assets/course/lock.js unlocks it), so that only a right answer, which the engine in the
browser confirms, opens it.
"""

import base64
import copy
import hashlib
import json
import math
import re
from pathlib import Path

from engine import games, tasks
from engine.cards import DECKS
from engine.errors import EngineError
from engine.messages import card_label, card_name, translation
from engine.narration import perceived
from engine.scenarios import load, split_actions, step_actions
from engine.seat_view import all_views, caps_cards
from engine.table import seats_at_table
from engine.possible_deals import TooManyWorlds, worlds
from tutorials import fairness, withheld

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "tutorials" / "learn"
GAMES = ("304", "501")
MIN_TASKS, MAX_TASKS = 3, 6
WORLD_LIMIT = 400            # deals of the unseen cards tried for a legal-call or -card answer
# The keys a task may have (tutorials/learn/README.md).
TASK_KEYS = {"kind", "prompt", "goal", "trump", "of", "who", "then", "play", "choices",
             "reveal", "answer", "right", "wrong"}
# What the final step of each course is: the first-deal lessons (docs/<game>/first-deal.md).
FINAL_STEPS = {"304": ["304-first-deal-open", "304-first-deal-closed"],
               "501": ["501-first-deal", "501-first-deal-blind"]}


class CourseError(ValueError):
    """A lesson the build must refuse: the message says which, where and why."""


# --------------------------------------------------------------------------- the files -------
def lesson_files(game: str) -> list:
    """A course's lesson files, in the course's order (their names start with a number)."""
    return sorted((FOLDER / game).glob("*.toml"))


def lessons(game: str) -> list:
    return [load(path) for path in lesson_files(game)]


# --------------------------------------------------------------------------- proofs ----------
def _engine_task(task: dict, seat: str) -> dict:
    """The task as the engine reads it (engine.tasks), here and in the browser."""
    out = {"kind": task["kind"], "seat": seat}
    for key in ("goal", "trump", "of", "who"):
        if key in task:
            out[key] = task[key]
    if "then" in task:
        out["then"] = split_actions(task["then"])
    if "choices" in task:
        out["choices"] = list(task["choices"])
    return out


def _pseudo_puzzle(data: dict, history: list, seat: str, reveal: list) -> dict:
    """The shape tutorials.fairness reads: the deal, its history and what the reader is shown."""
    scenario = {key: value for key, value in data.items() if key not in ("steps",)}
    return {**scenario, "steps": [{"do": "; ".join(history)}],
            "puzzle": {"seat": seat, "reveal": reveal}}


def _face_down_plays(deal, actions: list) -> list:
    """[(action, played face down)] for `actions` played on a copy of `deal`."""
    trial = tasks._copy(deal)
    out = []
    for action in actions:
        before = len(getattr(trial, "events", []))
        trial.apply(action)
        events = getattr(trial, "events", [])[before:]
        out.append((action, any(event[0] == "event-face-down" for event in events)))
    return out


def prove_fair(data: dict, deal, history: list, task: dict, right: list) -> str:
    """Why `right` follows from what the reader's seat can see (a short sentence for the
    build's log); CourseError, naming what breaks it, when it does not."""
    kind, seat = task["kind"], task["seat"]
    reveal = list(data.get("_reveal", []))
    game = str(data["game"])
    if kind in ("winner", "seat") or (kind == "play" and task.get("goal") == "wins"):
        if game == "501":
            return "501: every card of a trick is face up and the trump is known"
        puzzle = _pseudo_puzzle(data, history, seat, reveal)
        lines = ([tasks.then_actions(task)] if kind != "play"
                 else [[action] for action in tasks._plays(deal, seat)])
        for line in lines:
            try:
                fairness.trick_winner_everywhere(puzzle, deal, _face_down_plays(deal, line))
            except fairness.UnfairPuzzle as problem:
                raise CourseError(f"the winner is not shown to {seat}: {problem}") from None
        return "the trick's winner is the same whatever its hidden cards and trump"
    if kind == "number" and task.get("of") == "trick-points":
        trial, _ = tasks.finish_trick(deal, task)
        last = trial.observation(seat)["tricks"][-1]["cards"]
        hidden = [entry["seat"] for entry in last if not entry.get("card")
                  and not _revealed(deal, trial, entry["seat"], reveal)]
        if hidden:
            raise CourseError(f"trick-points: {seat} does not see the card of {', '.join(hidden)}")
        return "every card of the trick is seen"
    if kind == "caps":
        return "the Caps judge answers from the caller's own information (C-22)"
    if kind == "fact":
        return "a public fact of the deal"
    if kind == "number":
        return "a figure of the reader's own hand or of the public score"
    # Calls and cards the rules allow: the engine's contract makes them a function of the
    # seat's observation; tried again in every deal of the unseen cards when there are few.
    try:
        found = list(worlds(_pseudo_scenario(data), history, seat, seen=reveal, limit=WORLD_LIMIT))
    except TooManyWorlds:
        return "the seat's legal actions are a function of its observation (DESIGN.md)"
    for scenario, _, world in found:
        if tasks.answers(world, task) != right:
            hands = "; ".join(f"{p}: {cards}" for p, cards in scenario["hands"].items())
            raise CourseError(f"the answer differs in the deal {hands}")
    return f"the same answer in each of the {len(found)} deals {seat} cannot tell apart"


def _pseudo_scenario(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in ("steps",) and not key.startswith("_")}


def _revealed(deal, trial, seat: str, reveal: list) -> bool:
    trick = trial.tricks[-1][1]
    if str(deal.observation("A")["game"]) != "304":
        return False
    from engine.game304.tables import CARDS
    return any("ABCD"[p] == seat and CARDS[card] in reveal for p, card, *_ in trick)


def _answer_words(task: dict, right: list, lang: str) -> list:
    """The words that would give the answer away in the sentence for a wrong answer."""
    kind = task["kind"]
    words = []
    if len(right) != 1:
        return words
    key = right[0]
    if kind in ("play", "indicator", "winner"):
        card = key.split()[-1]
        words += [card_label(card, lang), card_name(card, lang)]
    elif kind == "seat":
        words.append(key)
    elif kind == "number":
        words.append(key)
    elif kind == "call" and task.get("goal") == "lowest":
        words.append(key.split()[-1])
    elif kind == "fact" and len(key) == 1:
        words.append(key)
    return words


def check_wrong(task: dict, right: list, lang: str, where: str) -> None:
    """The sentence for a wrong answer teaches the rule, without naming the answer."""
    sentence = task["wrong"]
    text = translation(lang).gettext(sentence)
    for word in _answer_words(task, right, lang):
        if re.search(rf"(?<![\w−+-]){re.escape(word)}(?![\w])", text, re.IGNORECASE
                     if len(word) > 2 else 0):
            raise CourseError(f"{where}: the sentence for a wrong answer names the answer "
                              f"({word!r}, {lang}): {text!r}")


# --------------------------------------------------------------------------- the table -------
def _narrate(deal, seats, seat: str, action: str, lang: str, title: bool = True) -> tuple:
    """Apply `action`: (the lines the reader reads about it, the result lines withheld);
    without its `title` when the table already shows the play (a task's `then`)."""
    before = len(getattr(deal, "events", []))
    deal.apply(action)
    events, result = withheld.split_result(list(getattr(deal, "events", []))[before:])
    face_down = any(event[0] == "event-face-down" for event in events)
    view = all_views(deal, seats, events, lang, action, face_down)[seat]
    told = all_views(deal, seats, result, lang)[seat]["narration"] if result else []
    return [line for line in [view["title"] if title else None, *view["narration"]] if line], told


def _model(deal, seats, seat: str, lang: str) -> dict:
    return all_views(deal, seats, [], lang)[seat]["table"]


def _with_then(model: dict, deal, task: dict, seat: str, reveal: list, lang: str) -> tuple:
    """The table when the question is asked: the plays of `then` lie in the trick as the reader
    sees them, and nothing says who wins it. (model, the lines that tell those plays)."""
    from_304 = str(deal.observation("A")["game"]) == "304"
    model = copy.deepcopy(model)
    if model["center"]["kind"] != "trick":
        if model["center"]["kind"] == "last-trick":
            model["previous_trick"] = model["center"]["cards"]
        model["center"] = {"kind": "trick", "cards": [], "winner": None}
    indicator = None
    if from_304 and deal.indicator >= 0 and deal.indicator_held():
        from engine.game304.tables import CARDS
        indicator = CARDS[deal.indicator]
    lines = []
    for action, face_down in _face_down_plays(deal, tasks.then_actions(task)):
        player, _, card = action.split()[:3]
        shown = card if (not face_down or player == seat or card in reveal) else None
        entry = next(e for e in model["seats"] if e["seat"] == player)
        if card in entry["hand"]:
            entry["hand"].remove(card)
        elif model.get("indicator") and model["indicator"]["seat"] == player and card == indicator:
            model["indicator"] = None
        elif None in entry["hand"]:
            entry["hand"].remove(None)
        model["center"]["cards"].append({"seat": player, "card": shown, "face_down": face_down})
        lines.append(perceived(action, seat, face_down, False, lang))
    model["to_act"] = None
    for entry in model["seats"]:
        entry["to_act"] = False
    return model, lines


def _reveal(model: dict, deal, reveal: list) -> None:
    """Cards the task shows the reader, drawn face up where they lie (304: in the trick, the
    indicator set aside, a hand)."""
    if not reveal or str(deal.observation("A")["game"]) != "304":
        return
    from engine.game304.tables import CARDS
    for p, card, _ in deal.trick:
        for shown in model["center"]["cards"]:
            if shown["seat"] == "ABCD"[p] and shown["card"] is None and CARDS[card] in reveal:
                shown["card"] = CARDS[card]
    indicator = model.get("indicator")
    if indicator and indicator["card"] is None and deal.indicator >= 0 and CARDS[deal.indicator] in reveal:
        indicator["card"] = CARDS[deal.indicator]
    in_trick = {shown["card"] for shown in model["center"]["cards"]}    # `then` played them
    for p in range(4):
        entry = next(e for e in model["seats"] if e["seat"] == "ABCD"[p])
        for card in (CARDS[c] for c in range(32) if deal.hands[p] >> c & 1):
            if card in reveal and card not in in_trick and card not in entry["hand"] \
                    and None in entry["hand"]:
                entry["hand"][entry["hand"].index(None)] = card


# --------------------------------------------------------------------------- locks -----------
def _stream(key: bytes, size: int) -> bytes:
    return b"".join(hashlib.sha256(key + i.to_bytes(4, "big")).digest()
                    for i in range(math.ceil(size / 32)))[:size]


def _xor(data: bytes, other: bytes) -> bytes:
    return bytes(a ^ b for a, b in zip(data, other))


def lock(payload, keys: list, salt: str) -> dict:
    """`payload` (JSON-ready) locked so that any of `keys` (the right answers) opens it.

    A content key K (16 bytes) encrypts the payload's UTF-8 JSON with the stream
    SHA-256(K ‖ block number); each right answer k has a slot K ⊕ SHA-256(salt ‖ k)[:16];
    `check` = SHA-256("check" ‖ K)[:8] tells the right K. Not secrecy against a determined
    reader (the answers are few, and the engine is on the page): it keeps the answers out of the
    page's text and source until given. Deterministic, so that a build is reproducible."""
    content = hashlib.sha256(b"content" + salt.encode() + "\n".join(sorted(keys)).encode()).digest()[:16]
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return {
        "salt": salt,
        "check": hashlib.sha256(b"check" + content).hexdigest()[:16],
        "slots": [_xor(content, hashlib.sha256(salt.encode() + key.encode()).digest()[:16]).hex()
                  for key in sorted(keys)],
        "blob": base64.b64encode(_xor(data, _stream(content, len(data)))).decode("ascii"),
    }


def unlock(locked: dict, key: str):
    """The payload `lock` locked, opened with `key`; None if `key` does not open it."""
    salt = locked["salt"]
    mask = hashlib.sha256(salt.encode() + key.encode()).digest()[:16]
    for slot in locked["slots"]:
        content = _xor(bytes.fromhex(slot), mask)
        if hashlib.sha256(b"check" + content).hexdigest()[:16] == locked["check"]:
            data = base64.b64decode(locked["blob"])
            return json.loads(_xor(data, _stream(content, len(data))).decode("utf-8"))
    return None


# --------------------------------------------------------------------------- a lesson --------
_PROVEN = {}       # lesson id -> [(right answers, fairness sentence)]: the same in every language


def asks_result(task: dict) -> bool:
    """Whether a task asks about the result of the finished deal (withheld until answered)."""
    return ((task["kind"] == "number"
             and task.get("of") in ("points", "real-points", "tokens", "tokens-held", "score"))
            or (task["kind"] == "fact" and task.get("of") in ("result", "winners")))


def _validate(data: dict, where: str) -> None:
    for key in ("game", "id", "title", "summary", "seat", "steps"):
        if key not in data:
            raise CourseError(f"{where}: `{key}` is missing")
    steps = data["steps"]
    if not MIN_TASKS <= len(steps) <= MAX_TASKS:
        raise CourseError(f"{where}: a lesson has {MIN_TASKS} to {MAX_TASKS} tasks "
                          f"(one per step), not {len(steps)}")
    for number, step in enumerate(steps, start=1):
        task = step.get("task")
        if not isinstance(task, dict):
            raise CourseError(f"{where}: step {number} sets no task")
        unknown = set(task) - TASK_KEYS
        if unknown:
            raise CourseError(f"{where}: step {number}: unknown task keys {sorted(unknown)}")
        for key in ("kind", "prompt", "answer", "right", "wrong"):
            if key not in task:
                raise CourseError(f"{where}: step {number}: the task's `{key}` is missing")
        if not step.get("text") or not step.get("rules"):
            raise CourseError(f"{where}: step {number}: a task needs its `text` and its `rules`")


def build(data: dict, lang: str) -> dict:
    """A lesson in `lang`, as the course page's script reads it: the first task in the clear,
    then one lock per task holding the sentence for its right answer, what happened next and
    the next task."""
    where = f"{data['game']}/{data['id']}"
    _validate(data, where)
    say = translation(lang).gettext
    seat = data["seat"]
    deal = games.deal_from_scenario(data)
    seats = seats_at_table(deal)
    if seat not in seats:
        raise CourseError(f"{where}: seat must be one of {', '.join(seats)}")
    scenario = _pseudo_scenario(data)
    history, pending, built = [], [], []
    proven = _PROVEN.get(data["id"])
    fresh = proven is None
    if fresh:
        proven = []
    total = len(data["steps"])
    for number, step in enumerate(data["steps"], start=1):
        here = f"{where}: step {number}"
        task = step["task"]
        engine_task = _engine_task(task, seat)
        reveal = list(task.get("reveal", []))
        try:
            lines, results = [], []
            for action in split_actions(step.get("do", "")):
                told, result = _narrate(deal, seats, seat, action, lang)
                lines += told
                results += result
                history.append(action)
            if fresh:
                right = tasks.answers(deal, engine_task)
                author = task["answer"] if isinstance(task["answer"], list) else [task["answer"]]
                author = [str(value) for value in author]
                if task["kind"] == "caps":
                    if not author or not set(author) <= set(right):
                        raise CourseError(f"the author's answer {author} is not among the "
                                          f"engine's {right}")
                elif sorted(author) != right:
                    raise CourseError(f"the author's answer {author} differs from the "
                                      f"engine's {right}")
                if task["kind"] in ("play", "indicator", "call") and len(right) > 1 \
                        and "play" not in task and number < total:
                    raise CourseError("several answers are right: say with `play` which one "
                                      "the lesson goes on with")
                why = prove_fair({**data, "_reveal": reveal}, deal, list(history), engine_task, right)
                proven.append((right, why))
            right, _ = proven[number - 1]
            check_wrong(task, right, lang, here)
            model = _model(deal, seats, seat, lang)
            facts_after = None
            results = pending + results
            if deal.is_over and asks_result(task):
                # The deal's result is what is asked: the table as it stood before scoring.
                facts_after = model["facts"]
                asked = "points" if task.get("of") == "points" else "tokens"
                model = {**model, "facts": withheld.before_scoring(model["facts"], deal, asked)}
            else:
                lines += results
                results = []
            if task["kind"] == "number" and task.get("of") in ("points", "real-points"):
                model = {**model, "facts": {**model["facts"], "points": None}}
            if task["kind"] in tasks.TRICK_KINDS or task.get("of") == "trick-points":
                model, then_lines = _with_then(model, deal, task, seat, reveal, lang)
                lines += then_lines
            _reveal(model, deal, reveal)
            shown = {
                "n": number, "total": total, "text": say(step["text"]), "prompt": say(task["prompt"]),
                "kind": task["kind"], "goal": task.get("goal"), "rules": list(step["rules"]),
                "lines": lines, "table": model, "wrong": say(task["wrong"]),
                "choices": list(task.get("choices", [])),
                "seats": seats if task["kind"] == "seat" else [],
                "caps_cards": caps_cards(deal.observation(seat)) if task["kind"] == "caps" else [],
                "engine": {"actions": list(history), "task": engine_task},
            }
            # What the right answer leads to: the trick finished, the reader's action played.
            after = []
            shown_then = len(tasks.then_actions(task)) if "then" in engine_task else 0
            for index, action in enumerate(step_actions({"task": task})):
                told, result = _narrate(deal, seats, seat, action, lang, title=index >= shown_then)
                after += told
                results += result
                history.append(action)
            # The next question, at the same moment, about the result too: it stays withheld.
            following = data["steps"][number] if number < total else None
            pending = []
            if results and following and not following.get("do") and asks_result(following["task"]):
                pending, facts_after = results, None
            else:
                after += results
            opened = {"right": say(task["right"]), "lines": after, "facts_after": facts_after}
        except (EngineError, tasks.TaskError, KeyError, ValueError) as problem:
            if isinstance(problem, CourseError) and str(problem).startswith(where):
                raise
            raise CourseError(f"{here}: {problem}") from None
        built.append((shown, opened, right))
    if fresh:
        _PROVEN[data["id"]] = proven
    # Each lock holds what the right answer opens: its sentence, what followed, the next task.
    locks = []
    for index, (shown, opened, right) in enumerate(built):
        following = built[index + 1][0] if index + 1 < len(built) else None
        salt = hashlib.sha256(f"{data['id']}:{index + 1}:{lang}".encode()).hexdigest()[:16]
        locks.append(lock({**opened, "next": following}, right, salt))
    return {
        "id": data["id"], "game": str(data["game"]), "title": say(data["title"]),
        "summary": say(data["summary"]), "intro": say(data["intro"]) if data.get("intro") else "",
        "seat": seat, "dealer": data.get("dealer"), "tasks": total,
        "rules": sorted({rule for step in data["steps"] for rule in step["rules"]}),
        "scenario": scenario, "first": built[0][0], "locks": locks,
    }


def proofs(data: dict) -> list:
    """[(right answers, why they follow from the seat's view)] of every task (building the
    lesson in English first)."""
    build(data, "en")
    return _PROVEN[data["id"]]
