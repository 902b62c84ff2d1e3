"""The practice table (the "Play" page): one reader's seat against bots, as pure functions over
JSON-ready state.

A match is a plain dict the page keeps (in localStorage) and sends back with every request:

    {"v": 1, "game": "304" | "501", "seat": "A", "level": "strong" | "beginner",
     "options": {...}, "seed": 1234, "branch": False,
     "deals": [{"scenario": {...}, "actions": ["A bid 160", ...]}, ...]}

Each deal is a scenario (engine.scenarios: `game`, `dealer`, `options`, `tokens`/`scores`, and a
`seed` that cuts and deals it) plus the actions taken so far, so any moment is rebuilt by
replaying them; the last deal is the one in progress. Every function checks the state it is
given (a page's storage can hold anything) and raises an `EngineError` with a reason code, never
anything else.

What is shown to the reader comes from their seat only (DESIGN.md "Seat views"): `view` and
`frames` are made by `engine.seat_view` from the seat's observation and the events addressed to
it; the coach's hint is the strong bot's choice from that same observation; the Caps warning is
the exact judge asked whether the reader's seat can prove Caps, which it decides from that
seat's knowledge (304-K3, C-22). The state itself holds the deal's seed: the page keeps it but
never reads it, and it draws nothing from it.

The match: 304 deals follow one another until one side holds all 22 tokens (304-M1, the dealer
moving as engine.game304.match says); 501 deals until a player reaches 0 (501-M1 to 501-M4).
A deal's link (`encode_link` / `decode_link`) carries its scenario, its actions and the reader's
seat, with a checksum, so that the review opens anywhere and a damaged link is refused.
"""

import base64
import binascii
import copy
import hashlib
import json
import random
import time
import zlib

from engine import scenarios
from engine.errors import EngineError, NotationError
from engine.game304 import caps as caps_304
from engine.game304 import solver as solver_304
from engine.game304.match import next_dealer
from engine.game304.rules import VARIANTS, rules_from_options
from engine.game304.scoring import match_winner
from engine.game304.tables import TOKENS_PER_SIDE
from engine.game501 import solver as solver_501
from engine.game501.scoring import game_winners
from engine.game501.seating import left_of
from engine.game501.tables import START_SCORE, TABLE_SIZES
from engine.messages import card_label, explain, suit_name
from engine.narration import describe
from engine.scenario_values import is_whole, quoted, shown
from engine.search.alphabeta import NodeLimit
from engine.game304.actions import OUT_OF_TURN, VERBS
from engine.game304.actions import format_move as format_move_304
from engine.seat_view import addressed_to, labelled_actions, seat_view

VERSION = 1
LEVELS = ("beginner", "strong")
GAMES = ("304", "501")
MAX_DEALS = 200             # a 304 match to 22 tokens, or a 501 game, takes far fewer deals
MAX_ACTIONS = 400           # actions of one deal (a deal with its auctions takes under 80)
MAX_SEED = 2 ** 53          # a seed the page's JavaScript numbers hold exactly
DECLARE_BUDGET_MS = 100     # the bots' out-of-turn declarations after the reader's action
LINK_PREFIX = "deal="
LINK_LIMIT = 8000           # characters of a link's fragment
VARIANT_NAMES = tuple(VARIANTS)       # the 304 rule sets offered besides the default profile


def _bots():
    """engine.bots, imported on first use: the rest of the table (and the facade's other
    functions) work without it, and the worker starts without loading it."""
    from engine import bots
    return bots


# ------------------------------------------------------------------ checking a state -------
def _bad(field: str, value) -> NotationError:
    return NotationError("practice-bad-state", field=field, value=shown(value))


def _check_options(game: str, options) -> dict:
    """The rule set chosen: for 304 the default profile or a named variant (docs/304/variants.md),
    for 501 the number at the table (three, or four with the dealer sitting out, 501-C1)."""
    if not isinstance(options, dict):
        raise _bad("options", options)
    if game == "304":
        if set(options) - {"variant"} or options.get("variant", "sg") not in VARIANT_NAMES:
            raise _bad("options", options)
        rules_from_options(options)
        return dict(options)
    if set(options) - {"players"} or options.get("players", 3) not in TABLE_SIZES:
        raise _bad("options", options)
    return {"players": options.get("players", 3)}


def check_state(state) -> dict:
    """`state` if it is a match this module made (any field of the wrong kind is refused)."""
    if not isinstance(state, dict) or state.get("v") != VERSION:
        raise _bad("v", state.get("v") if isinstance(state, dict) else state)
    game = state.get("game")
    if game not in GAMES:
        raise _bad("game", game)
    options = _check_options(game, state.get("options"))
    seats = _seats(game, options)
    if state.get("seat") not in seats:
        raise _bad("seat", state.get("seat"))
    if state.get("level") not in LEVELS:
        raise _bad("level", state.get("level"))
    seed = state.get("seed")
    if not is_whole(seed) or not 0 <= seed < MAX_SEED:
        raise _bad("seed", seed)
    deals = state.get("deals")
    if not isinstance(deals, list) or not 1 <= len(deals) <= MAX_DEALS:
        raise _bad("deals", deals)
    for entry in deals:
        _check_deal_entry(entry)
    return state


def _check_deal_entry(entry) -> None:
    if not isinstance(entry, dict) or not isinstance(entry.get("scenario"), dict):
        raise _bad("deals", entry)
    actions = entry.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise _bad("actions", actions)
    if len(actions) > MAX_ACTIONS:
        raise NotationError("too-many-actions", count=len(actions), limit=MAX_ACTIONS)


def _seats(game: str, options: dict) -> str:
    return "ABCD" if game == "304" else "ABCD"[:options.get("players", 3)]


# ------------------------------------------------------------------ deals ------------------
def _scenario(state: dict, number: int, dealer: str, tallies: list) -> dict:
    """The scenario of the match's deal `number`: cut and dealt from the match's seed."""
    scenario = {"game": state["game"], "id": f"practice-{number}", "dealer": dealer,
                "seed": f"{state['seed']}-{number}"}
    if state["game"] == "304":
        scenario.update(options=dict(state["options"]), tokens=list(tallies))
    else:
        scenario.update(options=dict(state["options"]), scores=list(tallies))
    return scenario


def replay(entry: dict):
    """(deal, events of each action): the deal rebuilt from its scenario and actions. An action
    the rules refuse means the entry was not made here: `practice-bad-actions`."""
    deal = scenarios.build(entry["scenario"])
    heard = []
    for number, action in enumerate(entry["actions"]):
        before = len(deal.events)
        try:
            deal.apply(action)
        except EngineError as error:
            raise NotationError("practice-bad-actions", step=number + 1, action=quoted(action),
                                why=error.code) from None
        heard.append(deal.events[before:])
    return deal, heard


def start(game: str, seat: str, level: str, options: dict, seed: int) -> dict:
    """A new match: the first dealer drawn from the seed (304-D1, 501-D1)."""
    if game not in GAMES:
        raise _bad("game", game)
    options = _check_options(game, options)
    seats = _seats(game, options)
    state = {"v": VERSION, "game": game, "seat": seat, "level": level, "options": options,
             "seed": seed, "branch": False, "deals": []}
    if game == "304":
        tallies = [TOKENS_PER_SIDE, TOKENS_PER_SIDE]
    else:
        tallies = [START_SCORE] * len(seats)
    if not is_whole(seed) or not 0 <= seed < MAX_SEED:
        raise _bad("seed", seed)
    dealer = seats[random.Random(seed).randrange(len(seats))]
    state["deals"].append({"scenario": _scenario(state, 1, dealer, tallies), "actions": []})
    return check_state(state)


def _tallies(game: str, deal) -> list:
    return list(deal.tokens) if game == "304" else list(deal.scores)


def match_over(state: dict, deal) -> dict | None:
    """Who won the match once the deal in progress is over and ends it, else None:
    {"tokens": [...]} or {"scores": [...]}, with the winners' seats."""
    if not deal.is_over:
        return None
    if state["game"] == "304":
        side = match_winner(deal.tokens)
        if side is None:
            return None
        return {"winners": ["AC", "BD"][side], "tokens": list(deal.tokens)}
    winners = game_winners(deal.scores)
    if not winners:
        return None
    seats = _seats("501", state["options"])
    return {"winners": "".join(seats[w] for w in winners), "scores": list(deal.scores)}


def next_deal(state: dict) -> dict:
    """The match with its next deal started (the deal in progress must be over, the match not)."""
    check_state(state)
    if state["branch"]:
        raise NotationError("practice-branch-over")
    deal, _ = replay(state["deals"][-1])
    if not deal.is_over or match_over(state, deal):
        raise NotationError("practice-no-next-deal")
    seats = _seats(state["game"], state["options"])
    if state["game"] == "304":
        dealer = "ABCD"[next_dealer(deal)]
    else:
        dealer = seats[left_of(seats.index(deal.observation(state["seat"])["dealer"]), len(seats))]
    number = len(state["deals"]) + 1
    if number > MAX_DEALS:
        raise NotationError("practice-too-many-deals", limit=MAX_DEALS)
    scenario = _scenario(state, number, dealer, _tallies(state["game"], deal))
    entry = {"scenario": scenario, "actions": []}
    return {**state, "deals": state["deals"] + [entry]}


# ------------------------------------------------------------------ what the seat is shown --
def _observation(deal, seat: str) -> dict:
    view = deal.observation(seat)
    view.pop("options", None)
    return view


def frame(deal, seat: str, action: str, events: list, lang: str) -> dict:
    """One action as the seat perceived it: its title and the events addressed to the seat."""
    face_down = any(event[0] == "event-face-down" for event in events)
    view = seat_view(_observation(deal, seat), addressed_to(events, seat), lang, action, face_down)
    return {"actor": action.split()[0], "title": view["title"], "narration": view["narration"]}


def out_of_turn(state: dict, deal) -> list:
    """The declarations the reader's 304 seat may make now while another seat is to act (304-O1
    open before the lead, K3 and K4 Caps, S2 spoilt trumps): at a table anyone may speak up.
    Like a `legal` set, a Caps call appears bare. Empty on the reader's own turn (they are in
    `legal` then) and in 501, where no one acts out of turn."""
    seat = state["seat"]
    if state["game"] != "304" or deal.is_over or deal.to_act in (seat, None):
        return []
    number = "ABCD".index(seat)
    return [format_move_304(number, move) for move in deal._declarations(number, False)]


def caps_warning(state: dict, deal) -> bool:
    """Whether the reader's seat could call Caps now, on its turn or out of it, and prove it,
    and has not called (304-K3: the call is due once provable, K4: by the end of the trick;
    the judge reasons from the seat's own view)."""
    seat = state["seat"]
    if state["game"] != "304" or deal.is_over:
        return False
    offered = deal.legal_actions() if deal.to_act == seat else out_of_turn(state, deal)
    if f"{seat} caps" not in offered:
        return False
    return caps_304.provable(deal, "ABCD".index(seat))


def view(state: dict, lang: str, deal=None, coach: bool = True) -> dict:
    """The reader's seat at this moment: its seat view, whose turn it is, the match so far."""
    if deal is None:
        deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    observation = _observation(deal, seat)
    part = seat_view(observation, [], lang)
    declare = labelled_actions({**observation, "legal": out_of_turn(state, deal)}, lang)
    to_act = deal.to_act
    return {
        "seat": seat, "game": state["game"], "to_act": to_act, "over": deal.is_over,
        "yours": to_act == seat, "table": part["table"], "legal": part["legal"],
        "declare": declare,
        "deal_number": len(state["deals"]), "branch": state["branch"],
        "undo": undo_point(state) is not None,
        "caps_warning": coach and caps_warning(state, deal),
        "match_over": match_over(state, deal),
        "tallies": _tallies(state["game"], deal),
        "result": deal.observation(seat).get("result"),
    }


def answer(state: dict, lang: str, deal=None, frames=(), coach: bool = True) -> dict:
    return {"state": state, "view": view(state, lang, deal, coach), "frames": list(frames)}


def show(state: dict, lang: str, coach: bool = True) -> dict:
    """The match as it stands (after a reload), with the last few actions narrated."""
    check_state(state)
    deal, heard = replay(state["deals"][-1])
    actions = state["deals"][-1]["actions"]
    recent = [frame(deal, state["seat"], action, events, lang)
              for action, events in list(zip(actions, heard))[-4:]]
    return answer(state, lang, deal, recent, coach)


def with_action(state: dict, action: str) -> dict:
    deals = state["deals"][:-1] + [{**state["deals"][-1],
                                    "actions": state["deals"][-1]["actions"] + [action]}]
    return {**state, "deals": deals}


_OUT_OF_TURN_VERBS = [[VERBS[move]] for move in OUT_OF_TURN]   # as action.split()[1:2]


def act(state: dict, action: str, lang: str, coach: bool = True) -> dict:
    """The reader's action: the new state, or (`refused`) why the rules refuse it, in words,
    with the rule behind it (engine.reason_rules)."""
    check_state(state)
    deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    if deal.is_over or not isinstance(action, str) or not action.startswith(f"{seat} "):
        raise NotationError("practice-not-your-turn", seat=seat)
    if deal.to_act != seat and (state["game"] != "304"
                                or action.split()[1:2] not in _OUT_OF_TURN_VERBS):
        # Out of turn only a 304 declaration (304-O1, K3, S2); one not open to the seat now is
        # refused below by the rules, with their reason (the trump is opened before the lead...).
        raise NotationError("practice-not-your-turn", seat=seat)
    before = len(deal.events)
    try:
        deal.apply(action)
    except EngineError as error:
        refused = seat_view(_observation(deal, seat), [], lang, action, False, error)["refused"]
        return {**answer(state, lang, deal, (), coach), "refused": refused}
    new = with_action(state, action)
    frames = [frame(deal, seat, action, deal.events[before:], lang)]
    new, more = _declarations(new, deal, lang, DECLARE_BUDGET_MS)
    return answer(new, lang, deal, frames + more, coach)


def _bot_seed(state: dict, extra: str = "") -> int:
    """A bot's seed for the decision at hand: the same moment of the same match, the same play."""
    text = f"{state['seed']}:{len(state['deals'])}:{len(state['deals'][-1]['actions'])}{extra}"
    return zlib.crc32(text.encode())


def bot_turn(state: dict, lang: str, budget_ms: int, coach: bool = True) -> dict:
    """One action of the bot whose turn it is (not the reader's seat)."""
    check_state(state)
    deal, _ = replay(state["deals"][-1])
    bot = deal.to_act
    if deal.is_over or bot is None or bot == state["seat"]:
        raise NotationError("practice-not-bot-turn")
    action = _bots().choose(state["game"], deal.observation(bot), deal.legal_actions(),
                            _bot_seed(state), level=state["level"], budget_ms=budget_ms)
    new, frames = _apply(state, deal, action, lang)
    new, more = _declarations(new, deal, lang, budget_ms)
    return answer(new, lang, deal, frames + more, coach)


def _apply(state: dict, deal, action: str, lang: str) -> tuple:
    before = len(deal.events)
    deal.apply(action)
    seen = frame(deal, state["seat"], action, deal.events[before:], lang)
    return with_action(state, action), [seen]


def _declarations(state: dict, deal, lang: str, budget_ms: int) -> tuple:
    """The out-of-turn declarations bots make after an action (304: Caps as soon as a bot's own
    view proves it, 304-K3 and K4; spoilt trumps when provable, 304-S2), applied in seat order;
    the reader's seat declares for itself."""
    frames = []
    if state["game"] != "304":
        return state, frames
    for seat in "ABCD":
        if deal.is_over or seat == state["seat"] or seat == deal.to_act:
            continue
        action = _bots().declare("304", deal.observation(seat), _bot_seed(state, f":{seat}"),
                                 level=state["level"], budget_ms=budget_ms)
        if action:
            state, more = _apply(state, deal, action, lang)
            frames += more
    return state, frames


def undo_point(state: dict) -> int | None:
    """How many actions of the deal in progress stay when the reader's last action (and the bots'
    replies after it) is taken back; None when the reader has not acted in this deal."""
    actions = state["deals"][-1]["actions"]
    mine = [n for n, action in enumerate(actions) if action.split()[0] == state["seat"]]
    return mine[-1] if mine else None


def undo(state: dict, lang: str, coach: bool = True) -> dict:
    check_state(state)
    replay(state["deals"][-1])          # a state whose actions the rules refuse is not undone
    point = undo_point(state)
    if point is None:
        raise NotationError("practice-nothing-to-undo")
    entry = state["deals"][-1]
    new = {**state, "deals": state["deals"][:-1] + [{**entry, "actions": entry["actions"][:point]}]}
    return answer(new, lang, None, (), coach)


# ------------------------------------------------------------------ the coach's hint -------
def _offered(action, legal: list) -> bool:
    """Whether `action` is one of `legal`; a Caps call with its stated order is the bare
    `X caps` of the legal set (DESIGN.md: a Caps call appears once, bare)."""
    if not isinstance(action, str) or not action.split():
        return False
    return action in legal or (action.split()[1:2] == ["caps"]
                               and " ".join(action.split()[:2]) in legal)


COACH_BUDGET_MS = 400      # the hint's and the review's deals (engine.bots.samples_for: 64 at
                           # most): one number for every reader, whatever the page's speed
_T95 = (None, 12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23)   # Student's t, 95 %


def coach_seed(observation: dict) -> int:
    """The coach's seed for one moment: drawn from the seat's observation alone, so the hint
    and the review of that moment sample the same deals, in the match, from a link, on any
    machine, and a card the seat cannot see changes nothing (DESIGN.md "Seat views")."""
    text = json.dumps(observation, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return zlib.crc32(b"coach\n" + text.encode())


_EXPLAINED = {}              # the last few moments weighed: {key: found}
EXPLAINED_KEPT = 32         # a deal's cards of the reader's seat, and a few more


def _explanation(game: str, observation: dict, legal: list, budget_ms: int) -> dict:
    """The strong bot's choice at one moment, with the average points of each action it weighed
    and their value in each deal it drew (the coach: the same for the hint, the review and the
    drills). A pure function of its arguments: the last few are kept, so that the review of a
    deal whose drills were just made (engine.drills) does not weigh the reader's cards again."""
    key = json.dumps([game, observation, legal, budget_ms], sort_keys=True)
    if key in _EXPLAINED:
        _EXPLAINED[key] = _EXPLAINED.pop(key)          # now the most recently used
        return copy.deepcopy(_EXPLAINED[key])
    found = _weigh(game, observation, legal, budget_ms)
    _EXPLAINED[key] = found
    while len(_EXPLAINED) > EXPLAINED_KEPT:
        del _EXPLAINED[next(iter(_EXPLAINED))]
    return copy.deepcopy(found)


def _weigh(game: str, observation: dict, legal: list, budget_ms: int) -> dict:
    found = _bots().explain(game, observation, legal, coach_seed(observation), level="strong",
                            budget_ms=budget_ms, steady=True)
    action = found.get("action")
    values = found.get("values") or {}
    if not _offered(action, legal):
        raise EngineError("internal-error", error="explain")
    values = {a: float(v) for a, v in values.items() if a in legal and isinstance(v, (int, float))}
    worlds = [{a: w[a] for a in values if a in w} for w in found.get("worlds") or []]
    return {"action": action, "values": values, "samples": found.get("samples"), "worlds": worlds}


def _t95(df: int) -> float:
    return _T95[df] if df < len(_T95) else 2.1 if df < 20 else 2.05 if df < 30 else 2.0


def difference(worlds: list, first: str, second: str) -> tuple:
    """(mean of `first` − `second` over the deals drawn, the half-width of its 95 % interval):
    paired, since both were weighed in the same deals. The margin is None under two deals."""
    diffs = [w[first] - w[second] for w in worlds if first in w and second in w]
    if not diffs:
        return 0.0, None
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return mean, None
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, _t95(len(diffs) - 1) * (var / len(diffs)) ** 0.5


def best_in(worlds: list, action: str) -> int:
    """In how many of the deals drawn `action` did at least as well as every other action."""
    return sum(1 for w in worlds if action in w and w[action] >= max(w.values()) - 1e-9)


def _same(a: str, b: str) -> bool:
    return a.split()[:3] == b.split()[:3]


def judged(found: dict, action: str, among=None) -> dict:
    """The card `action` weighed by what its player knew, against the best of the actions
    `among` (default: every one weighed): {best, cost, margin, verdict, samples}. The best is the
    coach's own choice when it is among them (the hint's card), else the best average; a card
    costing nothing is its own best. `verdict`: "best", "tie" (the cost is within the margin:
    the deals drawn cannot tell the two apart) or "worse" (a mistake by what was known)."""
    values = {a: v for a, v in found["values"].items() if among is None or a in among}
    if not values:
        return {"best": None, "cost": None, "margin": None, "verdict": None, "samples": 0}
    key = next((a for a in values if a == action), None) or next(
        (a for a in values if _same(a, action)), None)
    best = found["action"] if found["action"] in values else None
    if best is None:
        top = max(values.values())
        best = key if key is not None and values[key] == top else min(
            a for a in values if values[a] == top)
    worlds = found["worlds"]
    if key is None:
        return {"best": best, "cost": None, "margin": None, "verdict": None,
                "samples": len(worlds)}
    cost, margin = difference(worlds, best, key) if worlds else (values[best] - values[key], None)
    cost = round(max(cost, 0.0), 1)
    margin = None if margin is None else round(margin, 1)
    if cost == 0:
        best, verdict = action, "best"
    elif margin is None or cost <= margin:
        verdict = "tie"
    else:
        verdict = "worse"
    return {"best": best, "cost": cost, "margin": margin, "verdict": verdict,
            "samples": len(worlds)}


def hint(state: dict, lang: str, budget_ms: int = COACH_BUDGET_MS) -> dict:
    """What the strong bot would do from the reader's seat, and why, in one sentence: for a card
    or any weighed choice, in how many of the deals drawn it was best and by how much it beats
    the next best, or, within the margin of the estimate, that the choices are a tie; for a
    call, the hand's valuation behind it. The same evaluation as the review of that moment."""
    check_state(state)
    deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    if deal.is_over or deal.to_act != seat:
        raise NotationError("practice-not-your-turn", seat=seat)
    observation = deal.observation(seat)
    found = _explanation(state["game"], observation, deal.legal_actions(), budget_ms)
    action, values = found["action"], found["values"]
    verb, *cards = action.split()[1:]
    if verb == "caps" and cards:            # the call with its order, as it would be stated
        line = _say(lang, "practice-hint-caps", cards=cards)
    elif action in values and len(values) > 1 and len(found["worlds"]) >= 2:
        line = _why_card(found, lang)
    else:
        line = _why_call(state["game"], observation, action, lang)
    return {"action": action, "line": line, "values": values,
            "samples": len(found["worlds"])}


def _why_card(found: dict, lang: str) -> str:
    """The sentence of a weighed choice: the best in so many deals, by so many points; or a tie
    with the choices the deals drawn cannot tell apart from it."""
    action, values, worlds = found["action"], found["values"], found["worlds"]
    others = sorted((a for a in values if a != action and not _same(a, action)),
                    key=lambda a: (-values[a], a))
    if not others:
        return _say(lang, "practice-hint", action=_words(action, lang))
    tied, widest = [], 0.0
    for other in others:
        gain, margin = difference(worlds, action, other)
        if margin is not None and gain <= margin:
            tied.append(other)
            widest = max(widest, margin)
    if tied:
        names = [_short(a, lang) for a in [action] + tied[:3]]
        if widest == 0:                     # equal in every deal drawn: equivalent cards
            return _say(lang, "practice-hint-same", choices=_either(names, lang),
                        samples=len(worlds))
        return _say(lang, "practice-hint-tie", choices=_either(names, lang),
                    samples=len(worlds), margin=_amount(widest, lang))
    gain, _ = difference(worlds, action, others[0])
    return _say(lang, "practice-hint-best", action=_short(action, lang),
                best_in=best_in(worlds, action), samples=len(worlds),
                gain=_amount(gain, lang), other=_short(others[0], lang))


def _why_call(game: str, observation: dict, action: str, lang: str) -> str:
    """The sentence of a call: the hand's valuation the strong bot's calls rest on
    (engine.bots.calls304, calls501), from the seat's own cards; other choices are named only."""
    from engine.bots import calls304, calls501
    from engine.game304.tables import CARD_INDEX as INDEX_304
    words = _words(action, lang)
    verb = action.split()[1]
    phase = observation.get("phase")
    if game == "304" and phase in ("auction", "indicator"):
        cards = [INDEX_304[c] for c in observation["hand"]]
        value, suit = calls304.strength(cards)
        params = {"action": words, "strength": value, "suit": "SHDC"[suit]}
        if phase == "indicator":
            return _say(lang, "practice-why-indicator", **params)
        limit = calls304.first_bid_limit(cards, "strong")
        if verb == "bid":
            return _say(lang, "practice-why-bid-304", limit=limit, **params)
        if verb == "pass":
            high = observation.get("high_bid")
            if high and high["seat"] == "ABCD"["ABCD".index(observation["seat"]) ^ 2]:
                return _say(lang, "practice-why-pass-partner", **params)
            if limit:
                return _say(lang, "practice-why-pass-304", limit=limit, **params)
            return _say(lang, "practice-why-weak-304", **params)
        if verb == "partner":
            return _say(lang, "practice-why-partner", **params)
    if game == "304" and phase == "second-auction":
        return _why_second_auction(observation, action, words, lang)
    if game == "501":
        return _why_call_501(observation, action, words, lang)
    return _say(lang, "practice-hint", action=words)


def _why_second_auction(observation: dict, action: str, words: str, lang: str) -> str:
    """The strong bot's rule for the second auction (engine.bots.calls304.second_auction): PCC
    with a hand that takes every trick alone; 250 with five trumps or more, the jack and the nine
    among them, and a hand rating 170; else pass."""
    from engine.bots import calls304
    from engine.game304.tables import CARD_INDEX as INDEX_304
    cards = [INDEX_304[c] for c in observation["hand"]]
    value, suit = calls304.strength(cards)
    params = {"action": words, "strength": value, "suit": "SHDC"[suit],
              "trumps": sum(1 for c in cards if c >> 3 == suit)}
    parts = action.split()
    if parts[1] == "bid" and parts[2] == "pcc":
        return _say(lang, "practice-why-pcc", **params)
    if parts[1] == "bid":
        return _say(lang, "practice-why-raise-304", **params)
    return _say(lang, "practice-why-stay-304", **params)


def _why_call_501(observation: dict, action: str, words: str, lang: str) -> str:
    """The strong bot's 501 calls (engine.bots.calls501) with their reasons, from what the seat
    has seen: blind or look before any card is seen, the bid by the hand's estimate, the
    concession, the contract's trump and the gives."""
    from engine.bots import calls501
    verb = action.split()[1]
    phase = observation.get("phase")
    if phase == "auction" and verb == "look":
        return _say(lang, "practice-why-look-501", action=words)
    if phase == "auction" and observation.get("hand_face_down"):   # not a word of the unseen hand
        if verb == "bid":
            return _say(lang, "practice-why-blind-501", action=words)
        return _say(lang, "practice-hint", action=words)
    if phase == "auction" and verb in ("bid", "pass"):
        estimate = calls501.estimate(observation["hand"])
        key = "practice-why-bid-501" if verb == "bid" else "practice-why-pass-501"
        return _say(lang, key, action=words, estimate=estimate)
    if phase == "declaring" and verb == "concede":
        return _say(lang, "practice-why-concede-501", action=words, bid=observation["bid"],
                    estimate=calls501.estimate(observation["hand"], talon=False))
    if phase == "declaring" and verb == "contract":
        if action.split()[2] == "NT":
            return _say(lang, "practice-why-no-trump-501", action=words)
        return _say(lang, "practice-why-trump-501", action=words, suit=action.split()[2])
    if phase == "giving" and verb == "give":
        return _say(lang, "practice-why-give-501", action=words)
    return _say(lang, "practice-hint", action=words)


def _short(action: str, lang: str) -> str:
    """A card play as its card (J♠), a 501 lead with its marriage as the card and the marriage;
    any other action in words."""
    parts = action.split()
    if parts[1:2] == ["play"] and len(parts) == 3:
        return card_label(parts[2], lang)
    if parts[1:2] == ["play"]:
        return _say(lang, "practice-card-marriage", card=parts[2])
    return _words(action, lang)


def _either(names: list, lang: str) -> str:
    """"J♠ or 10♠", "J♠, 10♠ or 9♠" in the reader's language."""
    return _say(lang, "practice-or", first=", ".join(names[:-1]), last=names[-1])


def _words(action: str, lang: str) -> str:
    """An action in words, inside a sentence (without its closing full stop)."""
    return describe(action, False, lang).rstrip(".")


def _points(value: float, lang: str) -> str:
    """An average of points, to one decimal unless whole, with the language's decimal mark."""
    text = f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"
    return text.replace(".", ",") if lang == "fr" else text


def _one(text: str, lang: str) -> bool:
    """Whether a number written `text` takes the singular (CLDR's "one", as the page's
    Intl.PluralRules says): in English 1 only, not 1.0 nor 0.5; in French below 2 (0,5 point,
    1,5 point, 2 points)."""
    whole, _, fraction = text.replace(",", ".").lstrip("-").partition(".")
    if lang == "fr":
        return int(whole) in (0, 1)
    return whole == "1" and not fraction


def _amount(value: float, lang: str) -> str:
    """A number of points with its noun, singular or plural by the language's rule."""
    text = _points(value, lang)
    return _say(lang, "practice-points-one" if _one(text, lang) else "practice-points-other",
                points=text)


def _say(lang: str, code: str, **params) -> str:
    return explain(code, params, lang)


# ------------------------------------------------------------------ the review --------------
def _card_moments(entry: dict) -> list:
    """The numbers of the deal's actions that are card plays, in order."""
    return [n for n, action in enumerate(entry["actions"]) if action.split()[1:2] == ["play"]]


def _open_cost(game: str, deal, action: str, tables: dict, limit=None) -> tuple:
    """(a best card, the points `action` gave away against it) for the side to move (304) or the
    player (501), every card known: the open-hand solver on the real deal, asked what this one
    card cost (Solver.regret: one solve and a few tests, not one solve per card). `tables`
    carries the transposition tables from one card of the deal to the next (304: one for the
    deal; 501: one per player). (None, None) when a search would visit more than `limit`
    positions (None: no limit)."""
    try:
        if game == "304":
            solver = solver_304.Solver(deal, limit, tables.setdefault("304", ({}, {})))
        else:
            table = tables.setdefault(deal.to_act_seat, {})
            solver = solver_501.Solver(deal, limit=limit, table=table)
        best, cost = solver.regret(action)
    except NodeLimit:
        return None, None
    return best, cost


REVIEW_SOLVE_LIMIT = 150_000   # the page's first pass: positions per card (about a second in
                               # Pyodide); the few cards cut there are weighed after, unlimited


_REVIEW_TABLES = {"deal": None, "tables": {}}


def forget_review_tables() -> None:
    """Drop the kept tables (the benchmarks time each review from nothing)."""
    _REVIEW_TABLES["deal"], _REVIEW_TABLES["tables"] = None, {}


def _review_tables(entry: dict) -> dict:
    """The open-hand solvers' tables for the review of one deal, kept from one of the page's
    requests to the next (the review comes a few cards per request, and a card's search reuses
    what the cards before it proved). Only the last deal reviewed is kept. What a table holds
    is exact, so a figure never depends on it, only the time it takes."""
    key = hashlib.sha256(json.dumps(entry, sort_keys=True).encode()).hexdigest()
    if _REVIEW_TABLES["deal"] != key:
        _REVIEW_TABLES["deal"], _REVIEW_TABLES["tables"] = key, {}
    return _REVIEW_TABLES["tables"]


def review(state: dict, deal_index: int, first: int, lang: str,
           budget_ms: int = COACH_BUDGET_MS, time_ms: int = 1000, solve_limit=None) -> dict:
    """The review of one finished deal, a few cards at a time: from card `first` on, as many as
    `time_ms` allows (at least one), each with its cost against the best card by open hands and
    by what its player knew. `next` is where to go on (None when done), `total` the card count.
    Every figure depends on the deal and its actions only (not on the match's seed, nor on how
    the review is split into requests): the same in the match and from the deal's link."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise _bad("deal", deal_index)
    entry = state["deals"][deal_index]
    moments = _card_moments(entry)
    if not is_whole(first) or not 0 <= first <= len(moments):
        raise _bad("first", first)
    deal = scenarios.build(entry["scenario"])
    done = 0
    items = []
    tables = _review_tables(entry)
    started = time.monotonic()
    for number, action in enumerate(entry["actions"]):
        if len(items) and (time.monotonic() - started) * 1000 >= time_ms:
            break
        if number in moments and moments.index(number) >= first:
            items.append(_review_item(state, deal, number, action, budget_ms, tables,
                                           solve_limit))
            done = moments.index(number) + 1
        try:
            deal.apply(action)
        except EngineError as error:
            raise NotationError("practice-bad-actions", step=number + 1, action=quoted(action),
                                why=error.code) from None
    else:
        done = len(moments)
    for item in items:
        item["label"] = describe(item["action"], False, lang)
        for part in ("open", "knew"):
            if item[part]["best"]:
                item[part]["best_label"] = describe(item[part]["best"], False, lang)
        if item["knew"].get("coach"):
            item["knew"]["coach_label"] = describe(item["knew"]["coach"], False, lang)
    return {"items": items, "next": done if done < len(moments) else None,
            "total": len(moments)}


def _review_item(state: dict, deal, number: int, action: str, budget_ms: int, tables: dict,
                 solve_limit=None) -> dict:
    """One card weighed: against the best card by open hands (the solver on the real deal) and
    by what its player knew (the coach: the strong bot's values over deals drawn from its view,
    the very evaluation a hint at that moment gives, with the margin of the estimate). Each
    figure names its own best card, the card played when it cost nothing. A card that was the
    only one its player could play costs nothing, and is not searched. A mistake of the reader's
    by what they knew carries its drill (engine.drills), the one made after the deal."""
    seat = action.split()[0]
    game = state["game"]
    legal = deal.legal_actions()
    plays = [a for a in legal if " play " in a]
    after_caps = game == "304" and deal.caps_seat >= 0
    cut = False
    drill = None
    knew = {"best": None, "cost": None, "margin": None, "verdict": None, "samples": 0,
            "coach": None}
    if after_caps:
        # After a Caps call points no longer count, only whether the calling side loses a
        # trick (304-K7, K10): the cards are not weighed in points.
        open_best = open_cost = None
    elif len(plays) > 1:
        open_best, open_cost = _open_cost(game, deal, action, tables, solve_limit)
        cut = open_cost is None
        if open_cost == 0:
            open_best = action
        observation = deal.observation(seat)
        found = _explanation(game, observation, legal, budget_ms)
        knew = {**judged(found, action, plays), "coach": found["action"]}
        if seat == state["seat"] and knew["verdict"] == "worse":
            from engine import drills       # beside this module, which it builds on
            drill = drills.drill_of(game, observation, action, found)
    else:
        open_best = plays[0] if plays else None
        open_cost = 0
        knew = {**knew, "best": open_best, "cost": 0, "verdict": "best", "coach": open_best}
    return {"index": number, "seat": seat, "action": action, "trick": len(deal.tricks) + 1,
            "open": {"best": open_best, "cost": open_cost, "cut": cut},
            "knew": knew, "after_caps": after_caps, **({"drill": drill} if drill else {})}


def play_from(state: dict, deal_index: int, actions: int, lang: str, coach: bool = True) -> dict:
    """A practice line of its own: the deal `deal_index` replayed up to its first `actions`
    actions, to play on against the bots (the match itself is left as it is)."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise _bad("deal", deal_index)
    entry = state["deals"][deal_index]
    if not is_whole(actions) or not 0 <= actions <= len(entry["actions"]):
        raise _bad("actions", actions)
    branch = {**state, "branch": True,
              "deals": [{"scenario": entry["scenario"], "actions": entry["actions"][:actions]}]}
    return answer(branch, lang, None, (), coach)


def deal_summary(state: dict, deal_index: int, lang: str) -> dict:
    """A finished deal seen from above (it is over: every card may be shown), for the review."""
    from engine.seat_view import all_views
    from engine.table import seats_at_table
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise _bad("deal", deal_index)
    entry = state["deals"][deal_index]
    deal, _ = replay(entry)
    if not deal.is_over:
        raise NotationError("practice-deal-not-over")
    start = scenarios.build(entry["scenario"])
    parts = all_views(start, seats_at_table(start), [], lang)
    return {"start": parts["*"]["table"], "actions": entry["actions"],
            "result": deal.observation(state["seat"]).get("result"),
            "labels": [describe(a, False, lang) for a in entry["actions"]]}


# ------------------------------------------------------------------ links -----------------
def _checksum(payload: bytes) -> str:
    return hashlib.sha256(b"304-501 practice link\n" + payload).hexdigest()[:10]


def encode_link(state: dict, deal_index: int) -> str:
    """The URL fragment (without '#') that reopens the review of a finished deal anywhere."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise _bad("deal", deal_index)
    entry = state["deals"][deal_index]
    body = {"v": VERSION, "game": state["game"], "seat": state["seat"],
            "options": state["options"], "scenario": entry["scenario"],
            "actions": entry["actions"]}
    payload = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    text = base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode().rstrip("=")
    return f"{LINK_PREFIX}{text}.{_checksum(payload)}"


def decode_link(fragment) -> dict:
    """A practice state holding the one deal a link names, checked through: the fragment's form,
    its checksum, every field, and every action replayed by the rules. Any fault is a
    `practice-link-*` reason, never an exception of another kind."""
    if not isinstance(fragment, str) or not fragment.startswith(LINK_PREFIX):
        raise NotationError("practice-link-malformed")
    if len(fragment) > LINK_LIMIT:
        raise NotationError("practice-link-too-long", limit=LINK_LIMIT)
    text, dot, check = fragment[len(LINK_PREFIX):].rpartition(".")
    if not dot or not text:
        raise NotationError("practice-link-malformed")
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        decompressor = zlib.decompressobj()
        payload = decompressor.decompress(packed, 200_000)
        if decompressor.unconsumed_tail:
            raise NotationError("practice-link-too-long", limit=LINK_LIMIT)
        if not decompressor.eof or decompressor.unused_data:    # cut short, or with a tail
            raise NotationError("practice-link-malformed")
        body = json.loads(payload.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError):
        raise NotationError("practice-link-malformed") from None
    if check != _checksum(payload):
        raise NotationError("practice-link-tampered")
    if not isinstance(body, dict) or body.get("v") != VERSION:
        raise NotationError("practice-link-malformed")
    scenario = body.get("scenario")
    try:
        state = {"v": VERSION, "game": body.get("game"), "seat": body.get("seat"),
                 "level": "strong", "options": body.get("options"), "seed": 0, "branch": True,
                 "deals": [{"scenario": scenario, "actions": body.get("actions")}]}
        check_state(state)
        if (not isinstance(scenario, dict) or scenario.get("game") != state["game"]
                or scenario.get("options") != state["options"]):
            raise _bad("scenario", scenario)
        deal, _ = replay(state["deals"][0])
    except EngineError as error:
        raise NotationError("practice-link-invalid", why=error.code) from None
    if not deal.is_over:
        raise NotationError("practice-link-unfinished")
    return state


# ------------------------------------------------------------------ the calls --------------
CALLS_SOLVE_LIMIT = 120_000   # positions per search (whether the contract is made, then the
                              # exact points), and for all the trumps of a deal together:
CALLS_TOTAL = 4               # this many times as many (the trump played is weighed first)
_CALLS = {"deal": None, "calls": None}
MIN_BID_304 = 160             # 304-A3: the lowest bid, the reader's side's target as maker


def _calls_spent(limit) -> dict | None:
    """The positions the calls of one deal may visit in all (none: no limit)."""
    return None if limit is None else {"left": CALLS_TOTAL * limit}


def _suit_choices(deal, verb: str) -> dict:
    """{suit: the action choosing it}: for the 304 indicator (304-I1, B6), each suit the maker
    may choose with its weakest card (the bots' and the hint's choice: the cheapest card set
    aside); for the 501 contract (501-E2), each suit and no-trump at the value given."""
    from engine.game304.tables import CARD_INDEX as INDEX_304
    found = {}
    for action in deal.legal_actions():
        parts = action.split()
        if parts[1:2] != [verb]:
            continue
        if verb == "indicator":
            suit = parts[2][1]
            if suit not in found or INDEX_304[parts[2]] > INDEX_304[found[suit].split()[2]]:
                found[suit] = action
        else:
            found.setdefault(parts[2], action)
    return found


def _open_points(game: str, deal, seat: str, target: int, limit, spent=None) -> dict:
    """What `seat`'s side (304) or player (501) takes from the first lead on, every card known,
    both sides at their best (the 304 maker choosing to open before the lead or not), and
    whether that reaches `target`: {"points", "makes"}. First whether the target is reached
    (one null-window search, the cheaper question), then the exact points on the same table
    (what the first search proved is not searched again), each within `limit` positions and
    what is left of the deal's `spent` {"left": positions}; what a search leaves cut is None.
    (The review's own tables are not shared: they rarely hold the root's values with the option
    to open, and searching beside them was slower.)"""
    table = ({}, {}) if game == "304" else {}

    def search(question):
        bound = limit if spent is None else min(limit, spent["left"])
        if bound is not None and bound <= 0:
            return None
        solver = (solver_304.Solver(deal, bound, table) if game == "304"
                  else solver_501.Solver(deal, seat, bound, table))
        try:
            return question(solver)
        except NodeLimit:
            solver.nodes += bound
            return None
        finally:
            if spent is not None:
                spent["left"] -= solver.nodes

    if game == "304":
        makes = search(lambda solver: solver.reaches(target, seat))
        points = None if makes is None else search(lambda solver: solver.value(seat))
    else:
        makes = search(lambda solver: solver.reaches(target))
        points = None if makes is None else search(lambda solver: solver.value())
    return {"points": points, "makes": makes}


def _with_call(entry: dict, at: int, call: str, keep) -> object | None:
    """The deal replayed with action `at` replaced by `call`, then the later actions before the
    first card that `keep` accepts and the rules still allow: the deal at its first lead, or
    None if the play cannot start so."""
    deal = scenarios.build(entry["scenario"])
    for number, action in enumerate(entry["actions"]):
        if " play " in action or deal.phase == "play":
            break
        if number == at:
            action = call
        elif number > at and (not keep(action) or action not in deal.legal_actions()):
            continue
        deal.apply(action)
    while deal.phase != "play" and not deal.is_over:        # the calls left: passes
        pass_ = next((a for a in deal.legal_actions() if a.split()[1] == "pass"), None)
        if pass_ is None:
            return None
        deal.apply(pass_)
    return deal if deal.phase == "play" else None


def _calls_304(entry: dict, reader: str, limit) -> dict | None:
    final, _ = replay(entry)
    if final.is_pcc or any(a.split()[1] == "redeal" for a in entry["actions"]):
        return None              # a PCC contract is won by tricks, not points (P1); a redeal
    mine = final.maker >= 0 and final.maker % 2 == "ABCD".index(reader) % 2   # (A3) no deal
    auction = lambda action: action.split()[1] in ("pass", "bid", "partner")   # noqa: E731
    if mine:
        maker, entry_used = final.maker, entry
        at = max(n for n, a in enumerate(entry["actions"]) if a.split()[1] == "indicator")
        played = entry["actions"][at]
    else:
        # The reader as maker in the first auction at the lowest bid, every other seat passing:
        # what their side would have taken with each trump from their four cards.
        maker, actions, deal = "ABCD".index(reader), [], scenarios.build(entry["scenario"])
        while deal.phase == "auction" and len(actions) < 40:
            legal = deal.legal_actions()
            bids = [a for a in legal if a.split()[1] == "bid"]
            pass_ = next((a for a in legal if a.split()[1] == "pass"), None)
            action = bids[0] if deal.to_act == reader and bids else pass_
            if action is None:
                return None
            deal.apply(action)
            actions.append(action)
        if deal.phase != "indicator" or deal.maker != maker:
            return None
        at, played = len(actions), None
        actions.append(next(a for a in deal.legal_actions() if " indicator " in a))
        entry_used = {"scenario": entry["scenario"], "actions": actions}
    before = scenarios.build(entry_used["scenario"])
    for action in entry_used["actions"][:at]:
        before.apply(action)
    choices = _suit_choices(before, "indicator")
    target = final.contract if mine else MIN_BID_304
    if played is not None:
        choices[played.split()[2][1]] = played
    rows, spent = [], _calls_spent(limit)
    for suit in sorted(choices, key=lambda suit: (choices[suit] != played, "SHDC".index(suit))):
        deal = _with_call(entry_used, at, choices[suit], auction)
        found = ({"points": None, "makes": None} if deal is None
                 else _open_points("304", deal, "ABCD"[maker], target, limit, spent))
        rows.append({"suit": suit, "card": choices[suit].split()[2], **found,
                     "played": choices[suit] == played})
    rows.sort(key=lambda row: "SHDC".index(row["suit"]))
    if final.maker < 0:          # thrown in (304-A10): no contract was played
        return {"game": "304", "mine": False, "maker": None, "side": None, "contract": None,
                "trump": None, "made": None, "rows": rows}
    return {"game": "304", "mine": mine, "maker": "ABCD"[final.maker],
            "side": "AC" if final.maker % 2 == 0 else "BD", "contract": final.contract,
            "trump": "SHDC"[final.trump], "made": final.points[final.maker % 2], "rows": rows}


def _calls_501(entry: dict, reader: str, limit) -> dict | None:
    final, _ = replay(entry)
    at = next((n for n, a in enumerate(entry["actions"]) if a.split()[1:2] == ["contract"]),
              None)
    if at is None:
        return None              # thrown in, or conceded (501-Q1): no play
    played = entry["actions"][at]
    seat, _, _, value = played.split()
    before = scenarios.build(entry["scenario"])
    for action in entry["actions"][:at]:
        before.apply(action)
    choices = {suit: f"{seat} contract {suit} {value}" for suit in ("S", "H", "D", "C", "NT")}
    choices = {suit: call for suit, call in choices.items() if call in before.legal_actions()}
    rows, spent = [], _calls_spent(limit)
    for suit, call in sorted(choices.items(), key=lambda item: item[1] != played):
        # the cards given (501-E3) as they were: chosen for the trump played, kept for each
        deal = _with_call(entry, at, call, lambda action: action.split()[1] == "give")
        found = ({"points": None, "makes": None} if deal is None
                 else _open_points("501", deal, seat, int(value), limit, spent))
        rows.append({"suit": suit, **found, "played": call == played})
    rows.sort(key=lambda row: ("S", "H", "D", "C", "NT").index(row["suit"]))
    return {"game": "501", "mine": seat == reader, "maker": seat, "contract": int(value),
            "trump": played.split()[2], "made": final.real_points()[final.declarer],
            "rows": rows}


def calls_in_words(found: dict | None, lang: str) -> dict | None:
    """The calls' figures with their sentences: `intro`, and each row's `text`."""
    if found is None:
        return None
    params = {"contract": found["contract"], "maker": found["maker"],
              "made": None if found["made"] is None else _amount(found["made"], lang)}
    if found["game"] == "304":
        code = ("practice-calls-304-mine" if found["mine"] else "practice-calls-304-theirs"
                if found["maker"] else "practice-calls-304-none")
        intro = _say(lang, code, **params, **({"suit": found["trump"]} if found["trump"] else {}))
        target = found["contract"] if found["mine"] else MIN_BID_304
    else:
        trump = (_say(lang, "practice-calls-no-trump") if found["trump"] == "NT"
                 else _say(lang, "practice-calls-trump", suit=found["trump"]))
        intro = _say(lang, "practice-calls-501", trump=trump, **params)
        target = found["contract"]
    rows = []
    for row in found["rows"]:
        if found["game"] == "304":
            choice = _say(lang, "practice-calls-choice-304", suit=row["suit"], card=row["card"])
        elif row["suit"] == "NT":
            choice = _say(lang, "practice-calls-no-trump")
        else:
            choice = suit_name(row["suit"], lang)
        if row["points"] is not None:
            code = "practice-calls-made" if row["makes"] else "practice-calls-short"
        else:
            code = {True: "practice-calls-makes", False: "practice-calls-fails",
                    None: "practice-calls-unknown"}[row["makes"]]
        amount = None if row["points"] is None else _amount(row["points"], lang)
        rows.append({**row, "text": _say(lang, code, choice=choice, amount=amount,
                                         contract=target)})
    return {**found, "intro": intro, "rows": rows}


def calls(state: dict, deal_index: int, limit=CALLS_SOLVE_LIMIT) -> dict | None:
    """The calls of a finished deal weighed by open hands (#24): for the 304 contract of the
    reader's side, what the maker's side takes with each trump the maker could have chosen
    (its weakest card as the indicator, the maker's constraints of the deal in force, the
    option to open before the lead its own), against the contract (304-G2); when the other
    side made the trump, what the reader's side would have taken with each trump from the
    reader's four cards as maker. For 501, what the declarer takes with each trump and at
    no-trump, the cards given kept, against the contract (501-A4). Computed once per deal
    (the last one is kept); None when there was no contract in points."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise _bad("deal", deal_index)
    entry = state["deals"][deal_index]
    key = hashlib.sha256(json.dumps([entry, state["seat"], limit], sort_keys=True)
                         .encode()).hexdigest()
    if _CALLS["deal"] != key:
        deal, _ = replay(entry)
        if not deal.is_over:
            raise NotationError("practice-deal-not-over")
        weigh = _calls_304 if state["game"] == "304" else _calls_501
        _CALLS["deal"], _CALLS["calls"] = key, weigh(entry, state["seat"], limit)
    return _CALLS["calls"]
