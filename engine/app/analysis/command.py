"""`python -m engine analyse FILE [--lang fr] [--seat A] [--trump S]`: the open-hands table of
a scenario file's deal and, when the file plays cards, the played deal weighed card by card.

The file is read and checked as `show` and `check` read it (engine.scenarios): a file that
cannot be used — missing, not TOML, an unknown game, a card that is not one, a card twice, a
hand of the wrong size, an action the rules refuse — is one translated line on stderr naming
the file and the step, and status 1, never a traceback. The file's expectations are not checked
here (`check` does that).

Every figure is exact, so a hard 304 deal takes tens of seconds for its whole table (measured in
the README): a line on stderr as each cell is done, and `--seat` and `--trump` to ask for part
of the table.
"""

import sys
import time

from engine import scenarios
from engine.app.analysis import contracts501, open_table, played, words
from engine.app.analysis.deals import contract_seats
from engine.errors import EngineError, ScenarioError
from engine.game501.tables import TRUMP_CHOICES


def checked(path) -> dict:
    """The scenario at `path`, its deal built and every action it plays accepted by the rules;
    a `ScenarioError` naming the step otherwise."""
    data = scenarios.load(path)
    deal = scenarios.build(data)
    for number, step in enumerate(data.get("steps", []), start=1):
        actions = scenarios.step_actions(step)
        if "error" in step.get("expect", {}):
            actions = actions[:-1]
        for action in actions:
            try:
                deal.apply(action)
            except EngineError as refused:
                raise ScenarioError(refused.code, step=number, **refused.params) from None
    return data


def _progress(err, total: int, lang: str):
    started, done = time.process_time(), [0]

    def report(seat, suit, cell):
        done[0] += 1
        what = f"{seat} {words.suit_cell(suit, lang)}"
        print(words.say("progress", lang, what=what, done=done[0], total=total,
                        seconds=words.decimal(time.process_time() - started, lang)),
              file=err, flush=True)
    return report


def _best(found: dict, seat: str) -> dict | None:
    """The seat's best contract in the table: {"suit", "points"}, or None if not in it."""
    cells = [cell for (maker, _), cell in found.items() if maker == seat and cell is not None]
    if not cells:
        return None
    key = "best" if "best" in cells[0] else "points"
    top = max(cells, key=lambda cell: cell[key])
    return {"suit": top.get("suit", top.get("trump")), "points": top[key]}


def lines(data: dict, path: str, lang: str, seat=None, trump=None, err=None) -> list:
    """The whole analysis of a checked scenario, as lines."""
    game = data["game"]
    seats, leader = contract_seats(data)
    if seat is not None and seat not in seats:
        raise ScenarioError("unknown-seat", seat=seat, seats=" ".join(seats))
    makers = seats if seat is None else seat
    trumps = (open_table.SUITS if game == "304" else TRUMP_CHOICES)
    if trump is not None:
        if trump not in trumps:
            raise ScenarioError("bad-suit", text=trump)
        trumps = (trump,)
    progress = None if err is None else _progress(err, len(makers) * len(trumps), lang)
    out = [words.say(f"title-{game}", lang, path=str(path), dealer=data.get("dealer", "?"),
                     leader=leader), ""]
    if game == "304":
        found = open_table.table(data, makers, trumps, progress)
        rules = scenarios.build(played.hands_only(data)).rules
        out += words.table_304(found, lang, rules.open_from_start)
    else:
        found = contracts501.table(data, makers, trumps, progress)
        out += words.table_501(found, lang)
    out.append("")
    weighed = played.analyse(data)
    if weighed is None:
        return out + [words.say("no-play", lang)]
    # The seat's best contract, when the table holds every trump for it.
    whole = trump is None and (seat is None or seat == weighed["maker"])
    best = _best(found, weighed["maker"]) if weighed["maker"] and whole else None
    return out + words.played(weighed, best, lang)


def analyse(path, lang: str = "en", seat=None, trump=None, out=None, err=None) -> int:
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    try:
        data = checked(path)
        found = lines(data, path, lang, seat, trump, err)
    except ScenarioError as problem:
        print(scenarios.problem_line(path, problem, lang), file=err)
        return 1
    except KeyboardInterrupt:            # a long table stopped by the reader: no traceback
        return 130
    for line in found:
        print(line, file=out)
    return 0
