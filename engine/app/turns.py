"""The turn loop of the practice table: what the reader's seat is shown, the reader's action,
the bots' actions (and their out-of-turn declarations), undo, and a line of play of its own.

What is shown comes from the reader's seat only (DESIGN.md "Seat views"): `view` and the frames
are made by `engine.seat_view` from the seat's observation and the events addressed to it; the
Caps warning is the exact judge asked whether the reader's seat can prove Caps, which it decides
from that seat's knowledge (304-K3, C-22). The state holds the deal's seed: the page keeps it
but never reads it, and draws nothing from it.
"""

import zlib

from engine.app.match import match_over, tallies
from engine.app.state import bad, check_state, lazy_bots, replay
from engine.errors import EngineError, NotationError
from engine.game304 import caps as caps_304
from engine.game304.actions import OUT_OF_TURN, VERBS
from engine.game304.actions import format_move as format_move_304
from engine.scenario_values import is_whole
from engine.seat_view import addressed_to, labelled_actions, seat_view

DECLARE_BUDGET_MS = 100     # the bots' out-of-turn declarations after the reader's action


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
        "tallies": tallies(state["game"], deal),
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
    action = lazy_bots().choose(state["game"], deal.observation(bot), deal.legal_actions(),
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
        action = lazy_bots().declare("304", deal.observation(seat), _bot_seed(state, f":{seat}"),
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


def play_from(state: dict, deal_index: int, actions: int, lang: str, coach: bool = True) -> dict:
    """A practice line of its own: the deal `deal_index` replayed up to its first `actions`
    actions, to play on against the bots (the match itself is left as it is)."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    if not is_whole(actions) or not 0 <= actions <= len(entry["actions"]):
        raise bad("actions", actions)
    branch = {**state, "branch": True,
              "deals": [{"scenario": entry["scenario"], "actions": entry["actions"][:actions]}]}
    return answer(branch, lang, None, (), coach)
