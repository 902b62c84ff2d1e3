"""Puzzles: a scenario file that stops at a position, plus a question the engine answers.

A puzzle file is a scenario (DESIGN.md) with a `[puzzle]` table:

    [puzzle]
    kind = "which-card"     # which-card, trick-winner, legal-calls, what-to-bid, points, tokens,
                            # caps, score
    theme = "closed-trump"  # what it trains: closed-trump, auction, caps, 501, play, scoring
    level = 1               # 1 (first steps) to 3 (hard)
    seat = "A"              # whose view is drawn; for most kinds the seat to act
    question = "…"          # English source strings, translated through the catalogs
    hints = ["…", "…"]      # up to two, shown one at a time
    explanation = "…"       # shown after an answer
    rules = ["304-H12"]     # rule ids the puzzle is about
    answer = ["A play JS"]  # the author's answer; the build fails if the engine disagrees

The engine computes every answer (`solve`): the best cards against best defence with the
open-hand solver (every equally good card accepted, and a value gap to the next card required),
who wins a trick, the exact set of legal calls, the points, tokens or scores a finished deal
moves, and whether Caps can be proven — and in which orders — with the exact Caps judge. For a
wrong card the refuting line of best defence is played out and kept for the explanation.

"What to bid" (`what-to-bid`) offers calls (`choices`) and has a `goal`:
- `goal = "sure"`: the answer is the highest offered bid or contract the reader's side makes
  against the best defence in every deal the reader cannot rule out (tutorials/fairness.py):
  each call is applied, then the puzzle's `then` (the calls and gives up to the first lead),
  and the open-hand solver values the play from there; pass when no offered bid is safe;
- `goal = "lowest"`: the answer is the lowest bid the rules let the seat make now (304-A7,
  B2, 501-A3, E2): the engine's legal calls decide, and it must be among the choices.
"""

from functools import partial
from itertools import permutations

from engine import games
from engine.cards import parse_card
from engine.errors import EngineError
from engine.messages import card_label, translation
from engine.narration import describe, perceived
from engine.scenarios import load, split_actions
from engine.game304.tables import CARDS as CARDS_OF
from engine.seat_view import caps_cards, observations, seat_view
from engine.table import seats_at_table, table_model
from tutorials import fairness, teaching, withheld
from engine.tasks import bid_value

KINDS = ("which-card", "trick-winner", "legal-calls", "what-to-bid", "points", "tokens", "caps",
         "score")
# What a puzzle trains, for the index and for the count of issue #15 (at least ten each of the
# first four): the closed trump, the auctions, Caps, 501; card play and scoring besides.
THEMES = ("closed-trump", "auction", "caps", "501", "play", "scoring")
# The kinds that ask for a result of the finished deal (`_number`): their position shows the
# deal as it stood before it was scored, the result only after an answer (tutorials/withheld.py).
RESULT_KINDS = ("points", "tokens", "score")
GOALS = ("sure", "lowest")
LEVELS = (1, 2, 3)
MAX_HINTS = 2


class PuzzleError(ValueError):
    """A puzzle file the build must refuse: the message says which and why."""


def position(data: dict):
    """The deal at the puzzle's position: the scenario's steps replayed."""
    deal = games.deal_from_scenario(data)
    for step in data.get("steps", []):
        for action in split_actions(step.get("do", "")):
            deal.apply(action)
    return deal


def _solver(game: str):
    if game == "304":
        from engine.game304 import solver
    else:
        from engine.game501 import solver
    return solver


def _best_line(data: dict, first: str, limit: int = 40) -> list:
    """The play after `first` when every seat plays its best card, trick by trick:
    [{"plays": [(action, face_down), ...], "winner": seat or None}, ...]."""
    deal = position(data)
    solver = _solver(str(data["game"]))
    tricks = [{"plays": [], "winner": None}]
    done = len(deal.observation("A")["tricks"])
    action, count = first, 0
    while action and count < limit:
        before = len(getattr(deal, "events", []))
        deal.apply(action)
        count += 1
        events = getattr(deal, "events", [])[before:]
        tricks[-1]["plays"].append((action, any(event[0] == "event-face-down" for event in events)))
        finished = deal.observation("A")["tricks"]
        if len(finished) > done:
            done = len(finished)
            tricks[-1]["winner"] = finished[-1]["winner"]
            tricks.append({"plays": [], "winner": None})
        if deal.is_over:
            break
        # Ties are broken by the action's text, so that the line is the same on every build.
        values = solver.move_values(deal)
        action = max(values, key=lambda move: (values[move], move)) if values else None
    return [trick for trick in tricks if trick["plays"]]


def _which_card(data: dict, deal, seat: str) -> dict:
    if deal.to_act != seat:
        raise PuzzleError(f"which-card: {seat} is not to act (the seat to act is {deal.to_act})")
    values = _solver(str(data["game"])).move_values(deal)
    plays = {move: value for move, value in values.items() if move.split()[1] == "play"}
    best = max(plays.values())
    others = sorted({value for value in plays.values() if value < best}, reverse=True)
    if not others:
        raise PuzzleError("which-card: every legal card is equally good: no value gap")
    answer = sorted(move for move, value in plays.items() if value == best)
    refutations = {move: {"value": value, "line": _best_line(data, move)}
                   for move, value in plays.items() if value < best}
    best_line = _best_line(data, answer[0])
    return {"answer": answer, "values": plays, "best": best, "gap": best - others[0],
            "refutations": refutations, "best_line": best_line}


def _trick_winner(data: dict, deal, puzzle: dict) -> dict:
    then = split_actions(puzzle.get("then", ""))
    if not then:
        raise PuzzleError("trick-winner: `then` must give the play that completes the trick")
    tricks_before = len(deal.observation("A")["tricks"])
    played = []
    for action in then:
        before = len(getattr(deal, "events", []))
        deal.apply(action)
        events = getattr(deal, "events", [])[before:]
        played.append((action, any(event[0] == "event-face-down" for event in events)))
    tricks = deal.observation("A")["tricks"]
    if len(tricks) != tricks_before + 1:
        raise PuzzleError("trick-winner: `then` does not complete exactly one trick")
    return {"answer": [tricks[-1]["winner"]], "then": then, "played": played}


def _legal_calls(deal, seat: str, puzzle: dict) -> dict:
    if deal.to_act != seat:
        raise PuzzleError(f"legal-calls: {seat} is not to act")
    choices = [f"{seat} {choice}" for choice in puzzle.get("choices", [])]
    if not choices:
        raise PuzzleError("legal-calls: give the `choices` offered to the reader")
    legal = set(deal.legal_actions())
    return {"answer": sorted(choice for choice in choices if choice in legal), "choices": choices}


def _what_to_bid(data: dict, deal, seat: str, puzzle: dict) -> dict:
    if deal.to_act != seat:
        raise PuzzleError(f"what-to-bid: {seat} is not to act (the seat to act is {deal.to_act})")
    goal = puzzle.get("goal")
    if goal not in GOALS:
        raise PuzzleError(f"what-to-bid: `goal` must be one of {', '.join(GOALS)}")
    choices = [f"{seat} {choice}" for choice in puzzle.get("choices", [])]
    if len(choices) < 2:
        raise PuzzleError("what-to-bid: offer at least two `choices`")
    legal = deal.legal_actions()
    if goal == "lowest":       # the rules decide: the lowest bid the engine accepts now
        bids = [action for action in legal if bid_value(action) is not None]
        if not bids:
            raise PuzzleError("what-to-bid: the seat may not bid at all here")
        lowest = min(bid_value(action) for action in bids)
        answer = sorted(choice for choice in choices
                        if choice in bids and bid_value(choice) == lowest)
        if not answer:
            raise PuzzleError(f"what-to-bid: the lowest legal bid, {lowest}, is not offered")
        return {"answer": answer, "choices": choices, "goal": goal, "lowest": lowest}
    illegal = [choice for choice in choices if choice not in legal]
    if illegal:
        raise PuzzleError(f"what-to-bid: offer only legal calls (not {', '.join(illegal)})")
    then = split_actions(puzzle.get("then", ""))
    results = fairness.bid_everywhere(data, position, choices, then, _solver(str(data["game"])))
    safe = [choice for choice in choices
            if bid_value(choice) is not None and results[choice]["points"] >= bid_value(choice)]
    passes = [choice for choice in choices if bid_value(choice) is None]
    if safe:                 # the highest safe contract (of any trump suit, in 501)
        highest = max(bid_value(choice) for choice in safe)
        answer = sorted(choice for choice in safe if bid_value(choice) == highest)
    elif passes:
        answer = passes
    else:
        raise PuzzleError("what-to-bid: no offered bid is safe and no pass is offered")
    return {"answer": answer, "choices": choices, "goal": goal, "results": results,
            "then": then}


def _finished(deal, kind: str, puzzle: dict):
    if not deal.is_over:
        raise PuzzleError(f"{kind}: the deal must be finished at the puzzle's position")


def _number(data: dict, deal, kind: str, puzzle: dict) -> dict:
    """points / tokens (304) and score (501): a whole number read off the finished deal."""
    _finished(deal, kind, puzzle)
    who = puzzle.get("of")
    if kind == "points":
        points = deal.expect_value("points")
        value = points["ABCD".index(who) % 2] if str(data["game"]) == "304" else points["ABCD".index(who)]
    elif kind == "tokens":
        before, after = data.get("tokens", [11, 11]), deal.expect_value("tokens")
        index = "ABCD".index(who) % 2
        value = after[index] - before[index]
    else:
        scores = deal.expect_value("scores")
        value = scores["ABCD".index(who)] if isinstance(scores, list) else scores[who]
    return {"answer": [value]}


def _caps(deal, seat: str, puzzle: dict) -> dict:
    from engine.game304 import caps
    hand = caps_cards(deal.observation(seat))
    if len(hand) > 6:
        raise PuzzleError("caps: keep the caller to six cards or fewer (every order is judged)")
    index = "ABCD".index(seat)
    # Without a search limit: a Caps fact the page states is exact (issue #24).
    if not caps.provable(deal, index, None):
        return {"answer": ["no"], "orders": []}
    orders = []
    for order in permutations(hand):
        verdict = caps.judge(deal, index, [_card_index(card) for card in order], None)
        if verdict is True:
            orders.append(" ".join(order))
    return {"answer": ["yes"], "orders": sorted(orders)}


CAPS_FACT_KEYS = ("due", "ruling", "bonus")


def caps_facts(deal, seat: str) -> dict:
    """The Caps facts of a 304 deal for `seat`'s side (304-K3 to K7, C-23): `due`, the trick
    (1 to 8; 0: before the opening lead under the C-23 option) in which Caps first became
    provable, or None; `ruling`, the Caps outcome ("valid", a Wrong Caps detail such as
    "not-called", "hidden", "not-provable", "order-broken", or "none"); `bonus`, whether a
    correct call earned the early token (304-K5)."""
    index = "ABCD".index(seat) % 2
    due = deal.caps_due[index]
    called = deal.caps_seat >= 0 and deal.caps_seat % 2 == index
    if deal.result == "wrong-caps":
        ruling = deal.result_detail                     # not-called, hidden, lost-trick, ...
    elif called:
        ruling = "valid" if deal.caps_verdict is not False else "not-provable"
    else:
        ruling = "none"
    bonus = bool(called and deal.caps_early and deal.result != "wrong-caps"
                 and not deal.side_tricks[1 - index])
    return {"due": None if due is None else due + 1, "ruling": ruling, "bonus": bonus,
            "result": deal.result, "tokens": list(deal.tokens)}


def _check_caps_facts(data: dict) -> None:
    """304: the deal's Caps facts as played (the referee within its limits) must be the ones
    re-derived with no search limit, no question left undecided — and those the puzzle states
    in `caps = {due = …, ruling = …, bonus = …}` (its texts' claims) must be among them."""
    puzzle = data["puzzle"]
    stated = puzzle.get("caps")
    if str(data["game"]) != "304":
        if stated is not None:
            raise PuzzleError("caps: Caps facts belong to 304 puzzles")
        return
    seat = puzzle.get("of") or puzzle["seat"]
    played = position(data)
    if played.caps_undecided:
        raise PuzzleError(f"caps: the referee left a Caps question undecided "
                          f"{played.caps_undecided}: the build cannot state it")
    exact = games.deal_from_scenario(data)
    exact.caps_unlimited = True
    for step in data.get("steps", []):
        for action in split_actions(step.get("do", "")):
            exact.apply(action)
    for who in ("A", "B"):
        if caps_facts(played, who) != caps_facts(exact, who):
            raise PuzzleError(f"caps: the Caps facts of the deal differ without a search limit: "
                              f"{caps_facts(played, who)} as played, {caps_facts(exact, who)} "
                              "re-derived")
    if stated is None:
        return
    if not isinstance(stated, dict) or set(stated) - set(CAPS_FACT_KEYS):
        raise PuzzleError(f"caps: state Caps facts as caps = {{...}} with keys among "
                          f"{', '.join(CAPS_FACT_KEYS)}")
    derived = caps_facts(exact, seat)
    for key, value in stated.items():
        if derived[key] != value:
            raise PuzzleError(f"caps: the puzzle states {key} = {value!r}; re-derived without a "
                              f"search limit it is {derived[key]!r}")


def _card_index(card: str) -> int:
    from engine.game304.tables import CARDS
    return CARDS.index(card)


def solve(data: dict) -> dict:
    """The engine's answer to a puzzle file, with what the page needs to explain it."""
    puzzle = data.get("puzzle")
    if not isinstance(puzzle, dict):
        raise PuzzleError("no [puzzle] table")
    kind, seat = puzzle.get("kind"), puzzle.get("seat")
    if kind not in KINDS:
        raise PuzzleError(f"unknown kind {kind!r}: one of {', '.join(KINDS)}")
    if puzzle.get("level") not in LEVELS:
        raise PuzzleError("level must be 1, 2 or 3")
    if puzzle.get("theme") not in THEMES:
        raise PuzzleError(f"theme must be one of {', '.join(THEMES)}")
    if len(puzzle.get("hints", [])) > MAX_HINTS:
        raise PuzzleError(f"at most {MAX_HINTS} hints")
    for key in ("question", "explanation"):
        if not puzzle.get(key):
            raise PuzzleError(f"`{key}` is missing")
    view = fairness.view_of(puzzle)
    fairness.revealed(puzzle)
    deal = position(data)
    if kind == "which-card":
        solved = _which_card(data, deal, seat)
        solver = _solver(str(data["game"]))
        prove = None
        if view == "seat":      # the best card in every deal the reader cannot rule out
            everywhere = fairness.which_card_everywhere(data, solver, solved["answer"])
            solved["answer"] = [move for move in solved["answer"] if move in everywhere]
            prove = partial(fairness.proven_turn, data, solver)     # (line, accepted cards)
        # Played on after the right card, to the end of the deal; with `play_on = "trick"`, of
        # the first trick only (the reader has no other turn there).
        to_end = puzzle.get("play_on", "deal") == "deal"
        if puzzle.get("play_on", "deal") not in ("deal", "trick"):
            raise PuzzleError("play_on must be \"deal\" or \"trick\"")
        solved["play_on"] = teaching.play_on(deal, seat, solved["answer"][0], solver, to_end,
                                             "en", prove=prove)
    elif kind == "trick-winner":
        solved = _trick_winner(data, deal, puzzle)
        if view == "seat":
            fairness.trick_winner_everywhere(data, position(data), solved["played"])
    elif kind == "legal-calls":
        solved = _legal_calls(deal, seat, puzzle)
    elif kind == "what-to-bid":
        solved = _what_to_bid(data, deal, seat, puzzle)
    elif kind == "caps":
        solved = _caps(deal, seat, puzzle)
    else:
        solved = _number(data, deal, kind, puzzle)
    return solved


_CHECKED = {}     # the build checks each puzzle once, whatever the number of languages


def check(data: dict) -> dict:
    """Solve a puzzle and compare with its author's answer; PuzzleError on any disagreement."""
    key = repr(data)
    if key not in _CHECKED:
        _CHECKED[key] = _check(data)
    return _CHECKED[key]


def _check(data: dict) -> dict:
    solved = solve(data)
    _check_caps_facts(data)
    author = data["puzzle"].get("answer")
    if author is None:
        raise PuzzleError(f"no `answer`: the engine's is {solved['answer']}")
    if sorted(map(str, author)) != sorted(map(str, solved["answer"])):
        raise PuzzleError(f"the author's answer {author} differs from the engine's {solved['answer']}")
    return solved


def check_file(path) -> dict:
    data = load(path)
    try:
        return check(data)
    except (PuzzleError, EngineError, fairness.UnfairPuzzle) as problem:
        raise PuzzleError(f"{path}: {problem}") from None


def _line_text(tricks: list, lang: str) -> list:
    """A line of play as sentences, one per trick: "B: J♦, C: 10♠, D: 9♥, A: J♥ → C"."""
    said = []
    for trick in tricks:
        plays = ", ".join(f"{action.split()[0]}: {card_label(parse_card(action.split()[2]), lang)}"
                          + (" ↓" if face_down else "")
                          for action, face_down in trick["plays"] if action.split()[1] == "play")
        others = [describe(action, False, lang) for action, _ in trick["plays"] if action.split()[1] != "play"]
        said.append(" ".join(others + [plays + (f" → {trick['winner']}" if trick["winner"] else "")]))
    return said


def shown_table(data: dict, deal) -> tuple:
    """(table model, completed tricks) as the reader is shown them: the puzzle's seat's view
    with the cards of `reveal` face up, or every hand face up for `view = "open"`."""
    puzzle = data["puzzle"]
    seat = puzzle["seat"]
    seats = seats_at_table(deal)
    if fairness.view_of(puzzle) == "open":
        # Every hand face up, the reader's seat at the bottom as at the Play page's table.
        table = table_model(observations(deal, seats), None, bottom=seat)
        tricks = [[(p, CARDS_OF[card], False) for p, card, _ in entries]
                  + [winner] for _, entries, winner, _ in getattr(deal, "tricks", [])] \
            if str(data["game"]) == "304" else None
    else:
        table = seat_view(observations(deal, [seat])[seat], [], "en")["table"]
        tricks = None
    reveal = set(fairness.revealed(puzzle))
    if reveal and str(data["game"]) == "304":
        _reveal_304(table, deal, reveal)
    if tricks is None:
        view = deal.observation(seat)
        tricks = [[(entry["seat"], entry["card"] if entry["card"] or not entry.get("face_down") else
                    _revealed_in(deal, number, entry["seat"], reveal), entry.get("face_down"))
                   for entry in trick["cards"]] + [trick["winner"]]
                  for number, trick in enumerate(view.get("tricks", []))]
    return table, tricks


def _revealed_in(deal, number: int, seat: str, reveal: set):
    """The card `seat` played to completed trick `number`, if the puzzle reveals it."""
    for p, card, _ in deal.tricks[number][1]:
        if "ABCD"[p] == seat and CARDS_OF[card] in reveal:
            return CARDS_OF[card]
    return None


def _reveal_304(table: dict, deal, reveal: set) -> None:
    """Draw the revealed cards face up where they lie now (304)."""
    for p in range(4):
        held = [CARDS_OF[card] for card in range(32) if deal.hands[p] >> card & 1]
        entry = next(e for e in table["seats"] if e["seat"] == "ABCD"[p])
        for card in held:
            if card in reveal and card not in entry["hand"] and None in entry["hand"]:
                entry["hand"][entry["hand"].index(None)] = card
    for p, card, _ in deal.trick:
        for shown in table["center"]["cards"]:
            if shown["seat"] == "ABCD"[p] and shown["card"] is None and CARDS_OF[card] in reveal:
                shown["card"] = CARDS_OF[card]
    indicator = table.get("indicator")
    if indicator and indicator["card"] is None and deal.indicator >= 0 \
            and CARDS_OF[deal.indicator] in reveal:
        indicator["card"] = CARDS_OF[deal.indicator]


def _history_text(tricks: list, lang: str) -> list:
    """Every completed trick of the puzzle's history, as the reader is shown it:
    "A: A♥, B: ▮, C: K♥, D: 10♥ → B" (a back for a card the reader has not seen)."""
    lines = []
    for trick in tricks:
        *entries, winner = trick
        cards = ", ".join(f"{seat if isinstance(seat, str) else 'ABCD'[seat]}: "
                          + (card_label(card, lang) if card else "▮")
                          for seat, card, _ in entries)
        lines.append(f"{cards} → {winner if isinstance(winner, str) else 'ABCD'[winner]}")
    return lines


def page_data(data: dict, lang: str) -> dict:
    """Everything the puzzles page shows for one puzzle, in `lang`, from its seat's view."""
    puzzle = data["puzzle"]
    solved = check(data)
    say = translation(lang).gettext
    deal = position(data)
    seats = seats_at_table(deal)
    table, tricks = shown_table(data, deal)
    facts_after = None
    if puzzle["kind"] in RESULT_KINDS:      # no result before the reader answers
        facts_after = table["facts"]
        table = {**table, "facts": withheld.before_scoring(facts_after, deal, puzzle["kind"])}
    item = {
        "id": data["id"], "game": str(data["game"]), "kind": puzzle["kind"], "theme": puzzle["theme"],
        "level": puzzle["level"], "seat": puzzle["seat"], "title": say(data["title"]),
        "question": say(puzzle["question"]), "hints": [say(hint) for hint in puzzle.get("hints", [])],
        "explanation": say(puzzle["explanation"]), "rules": list(puzzle.get("rules", [])),
        "table": table, "answer": solved["answer"], "open": fairness.view_of(puzzle) == "open",
        "history": _history_text(tricks, lang),
        "then": [], "best_line": [], "orders": [], "choices": [], "values": {}, "refutations": {},
        "caps_cards": [], "facts_after": facts_after,
        "best": None, "why": [], "reasons": {}, "play_on": None, "orders_text": [], "caps": None,
    }
    if puzzle["kind"] == "which-card":
        item["values"] = solved["values"]
        item["play_on"] = solved["play_on"]
        item["play_on_first"] = solved["answer"][0]
        item["best_line"] = _line_text(solved["best_line"], lang)
        item["refutations"] = {move: {"value": r["value"], "line": _line_text(r["line"], lang)}
                               for move, r in solved["refutations"].items()}
        item["best"] = solved["best"]
    elif puzzle["kind"] == "trick-winner":
        # Each play as the puzzle's seat perceives it: a card played face down stays a back.
        item["then"] = [perceived(action, puzzle["seat"], face_down, False, lang)
                        for action, face_down in solved["played"]]
        item["choices"] = seats
        if str(data["game"]) == "304":
            after = position(data)
            for action in solved["then"]:
                after.apply(action)
            item["why"] = [teaching.trick_why(deal, after, lang)]
    elif puzzle["kind"] == "legal-calls":
        item["choices"] = [{"action": c, "label": describe(c, False, lang)} for c in solved["choices"]]
        item["reasons"] = {call: {"legal": legal, "text": text, "rule": rule}
                           for call, (legal, text, rule)
                           in teaching.call_reasons(deal, solved["choices"], describe, lang).items()}
    elif puzzle["kind"] == "what-to-bid":
        item["choices"] = [{"action": c, "label": describe(c, False, lang)} for c in solved["choices"]]
        # Shown after a wrong call, with its rule linked (the page's `puzzle__reasons`).
        item["reasons"] = {call: {"legal": why["rule"] is None, **why} for call, why
                           in teaching.bid_lessons(deal, solved, describe, lang).items()}
    elif puzzle["kind"] == "caps":
        item["orders"] = solved["orders"]
        item["caps_cards"] = caps_cards(deal.observation(puzzle["seat"]))
        item["orders_text"] = [" ".join(card_label(card, lang) for card in order.split())
                               for order in solved["orders"]]
        item["caps"] = teaching.caps_lessons(
            data, deal, item["caps_cards"], solved["orders"], lang,
            (position, fairness.scenario_of, fairness.history, fairness.revealed(puzzle)))
    elif puzzle["kind"] == "tokens" and str(data["game"]) == "304":
        item["why"] = teaching.token_lines(deal, lang)
    return item
