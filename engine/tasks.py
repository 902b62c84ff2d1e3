"""The course's tasks (DESIGN.md "The course"): what the reader is asked to do at one moment of a
deal, and the engine's verdict on an answer.

The same code answers twice: while the site is built (tutorials/course.py proves every task's
answer, and that the reader's seat can see enough to give it) and in the reader's browser
(`engine.app.questions.course_check`), so that a page holds no answer — it asks the engine.

A task is a dict (a lesson file's `[steps.task]`, tutorials/learn/README.md):

    kind    what the reader does (KINDS below)
    seat    the reader's seat
    goal    play: "legal" (default: any card the rules allow) or "wins" (a card that wins the
            trick; the reader plays its last card); call: "legal" (default) or "lowest" (the
            lowest bid the rules allow now, 304-A3, A6, A7, B2, 501-A3, E2)
    trump   indicator: the suit the card set aside must make trump (304-I1, B6)
    of      number: what to count (NUMBERS below); fact: what to name (FACTS below)
    who     number, fact: the seat whose figure is asked (default: the reader's own)
    then    winner, seat, number of trick-points: the plays, after the question, that finish
            the trick it asks about (a list of actions)
    choices call: the calls offered (actions); fact: the values offered

An answer is a string, its `key`: an action ("A play 8D", "A bid 160"), cards ("8D QD", sorted),
a card ("9S"), a seat ("B"), a whole number ("44"), a Caps call with its order
("A caps JS 9S AS"), "no" (Caps cannot be proven yet), or a fact's value ("made").
"""

import copy
from itertools import permutations

from engine.cards import DECKS, parse_card
from engine.errors import EngineError, NotationError
from engine.messages import explain
from engine.reason_rules import RULE_OF_REASON
from engine.scenarios import TASK_ACTION_KINDS

KINDS = {
    "play": "tap a card of your hand to play it",
    "cards": "tap every card you may play, then check",
    "indicator": "tap the card to set aside as the indicator",
    "call": "choose one of the calls offered",
    "winner": "tap the card that wins the trick",
    "seat": "choose the seat that wins the trick (at the maker's inspection, in 304)",
    "number": "enter a whole number",
    "fact": "choose what the deal's public facts say (FACTS below)",
    "caps": "tap your cards in the order you will play them and call Caps, or say not yet",
}
# The kinds whose answer is the reader's own action: a lesson goes on with it.
ACTION_KINDS = TASK_ACTION_KINDS     # engine.scenarios replays their answer (one list for both)
# The kinds whose question is about a trick the task's `then` finishes.
TRICK_KINDS = ("winner", "seat")
GOALS = {"play": ("legal", "wins"), "call": ("legal", "lowest")}
NUMBERS = {
    "trick-points": "the card points of the trick `then` finishes (304-C3, C6; 501-C3)",
    "hand-points": "the card points of the cards in the reader's hand",
    "hand-size": "how many cards the reader holds in hand (a 304 indicator set aside is not)",
    "points": "the card points taken so far: the reader's side (304), the reader (501)",
    "real-points": "501: the card points taken so far and the marriages that count (501-G1, W3)",
    "tokens": "304, the deal over: the tokens the reader's side wins (negative: pays)",
    "tokens-held": "304, the deal over: the tokens the reader's side holds after it",
    "score": "501, the deal over: the reader's score after it",
}
# What a `fact` task names, from the public state of the deal (every seat sees it).
FACTS = {
    "result": "the deal over: how it ended (made, failed, conceded, …: the engine's result)",
    "maker": "after the auction: the 304 maker or the 501 declarer",
    "winners": "501, the deal over: a seat that wins the game (501-M1 to M3)",
}
# Figures of the hand: only the reader's own can be asked.
OWN_NUMBERS = ("hand-points", "hand-size", "trick-points")
NO = "no"


class TaskError(ValueError):
    """A task that cannot be asked here: the message says why (the build refuses it)."""


def _copy(deal):
    return deal.copy() if hasattr(deal, "copy") else copy.deepcopy(deal)


def _game(deal) -> str:
    return "304" if hasattr(deal, "tokens_before") else "501"


def _plays(deal, seat: str) -> list:
    """The reader's legal card plays now ("A play 8D"), marriage leads as plain plays."""
    if deal.to_act != seat:
        return []
    found = []
    for action in deal.legal_actions():
        words = action.split()
        if words[1] == "play" and f"{seat} play {words[2]}" not in found:
            found.append(f"{seat} play {words[2]}")
    return found


def then_actions(task: dict) -> list:
    then = task.get("then") or []
    if isinstance(then, str):
        then = [action.strip() for action in then.split(";") if action.strip()]
    return list(then)


def finish_trick(deal, task: dict):
    """A copy of `deal` with the task's `then` played: (the copy, the trick it finished as
    (winner seat, [(seat, card)], points))."""
    trial = _copy(deal)
    before = len(trial.tricks)
    for action in then_actions(task):
        trial.apply(action)
    if len(trial.tricks) != before + 1:
        raise TaskError("`then` must finish exactly one trick")
    return trial, _last_trick(trial)


def _last_trick(deal) -> tuple:
    _, cards, winner, points = deal.tricks[-1]
    letters = "ABCD"
    if _game(deal) == "304":
        from engine.game304.tables import CARDS
        played = [(letters[seat], CARDS[card]) for seat, card, *_ in cards]
    else:
        played = [(letters[seat], card) for seat, card, *_ in cards]
    return letters[winner], played, points


def _lowest_bid(deal, seat: str):
    """The lowest bid the rules allow `seat` now (a 501 contract counts as a bid), or None."""
    values = [bid_value(action) for action in (deal.legal_actions() if deal.to_act == seat else [])]
    values = [value for value in values if value is not None]
    return min(values) if values else None


def bid_value(action: str):
    """The points a call commits to: a numbered bid (304, 501) or a 501 contract; else None
    (tutorials/fairness.py reads puzzles' bids with it too)."""
    words = action.split()
    if words[1] == "bid" and words[2].isdigit():
        return int(words[2])
    if words[1] == "contract":
        return int(words[3])
    return None


def _number(deal, task: dict, seat: str) -> int:
    of = task.get("of")
    game = _game(deal)
    if task.get("who", seat) != seat and of in OWN_NUMBERS:
        raise TaskError(f"number of {of}: only the reader's own can be asked")
    seat = task.get("who", seat)
    if seat not in "ABCD" or len(seat) != 1:
        raise TaskError("`who` must be a seat")
    index = "ABCD".index(seat)
    if of == "trick-points":
        return finish_trick(deal, task)[1][2]
    if of == "hand-points":
        deck = DECKS[game]
        return sum(deck.card_points(card) for card in deal.observation(seat)["hand"])
    if of == "hand-size":
        return len(deal.observation(seat)["hand"])
    if of == "points":
        return deal.points[index % 2] if game == "304" else deal.captured[index]
    if of == "real-points" and game == "501":
        return deal.real_points()[index]
    if of == "tokens-held" and game == "304" and deal.is_over:
        return deal.tokens[index % 2]
    if of in ("tokens", "score"):
        if not deal.is_over:
            raise TaskError(f"number of {of}: the deal must be over")
        if of == "tokens" and game == "304":
            return deal.tokens[index % 2] - deal.tokens_before[index % 2]
        if of == "score" and game == "501":
            return deal.scores[index]
        raise TaskError(f"number of {of}: not a {game} figure")
    raise TaskError(f"number: `of` must be one of {', '.join(NUMBERS)}")


def _caps_hand(deal, seat: str) -> list:
    from engine.seat_view import caps_cards
    return caps_cards(deal.observation(seat))


def caps_orders(deal, seat: str) -> list:
    """Every order of the reader's cards that proves Caps now, exactly (no search limit;
    304-K3, C-22), as calls "A caps JS 9S AS"; [] when none does."""
    from engine.game304 import caps
    from engine.game304.tables import CARD_INDEX
    if _game(deal) != "304":
        raise TaskError("caps: a 304 task")
    hand = _caps_hand(deal, seat)
    index = "ABCD".index(seat)
    if not caps.provable(deal, index, None):
        return []
    if len(hand) > 6:
        raise TaskError("caps: keep the caller to six cards or fewer (every order is judged)")
    return sorted(f"{seat} caps {' '.join(order)}" for order in permutations(hand)
                  if caps.judge(deal, index, [CARD_INDEX[card] for card in order], None) is True)


def answers(deal, task: dict) -> list:
    """Every right answer (keys, sorted) at this moment of `deal`."""
    kind, seat = task.get("kind"), task.get("seat")
    if kind not in KINDS:
        raise TaskError(f"kind must be one of {', '.join(KINDS)}")
    if kind in GOALS and task.get("goal", "legal") not in GOALS[kind]:
        raise TaskError(f"{kind}: goal must be one of {', '.join(GOALS[kind])}")
    if kind == "play":
        plays = _plays(deal, seat)
        if not plays:
            raise TaskError(f"play: {seat} is not to play a card")
        if task.get("goal", "legal") == "legal":
            return sorted(plays)
        return sorted(action for action in plays if _wins(deal, action, seat))
    if kind == "cards":
        plays = _plays(deal, seat)
        if not plays:
            raise TaskError(f"cards: {seat} is not to play a card")
        return [" ".join(sorted(action.split()[2] for action in plays))]
    if kind == "indicator":
        suit = task.get("trump")
        legal = [action for action in (deal.legal_actions() if deal.to_act == seat else [])
                 if action.split()[1] == "indicator"]
        if not legal or suit not in ("S", "H", "D", "C"):
            raise TaskError("indicator: the reader must be choosing an indicator, and `trump` a suit")
        return sorted(action for action in legal if action.split()[2][1] == suit)
    if kind == "call":
        choices = list(task.get("choices") or [])
        if len(choices) < 2:
            raise TaskError("call: offer at least two `choices`")
        legal = set(deal.legal_actions()) if deal.to_act == seat else set()
        if task.get("goal", "legal") == "legal":
            return sorted(choice for choice in choices if choice in legal)
        lowest = _lowest_bid(deal, seat)
        right = sorted(choice for choice in choices
                       if choice in legal and bid_value(choice) == lowest)
        if lowest is None or not right:
            raise TaskError(f"call: the lowest legal bid ({lowest}) is not among the choices")
        return right
    if kind == "winner":
        winner, played, _ = finish_trick(deal, task)[1]
        return [dict(played)[winner]]
    if kind == "seat":
        return [finish_trick(deal, task)[1][0]]
    if kind == "number":
        return [str(_number(deal, task, seat))]
    if kind == "fact":
        return _fact(deal, task)
    orders = caps_orders(deal, seat)
    return orders or [NO]


def _fact(deal, task: dict) -> list:
    of, choices = task.get("of"), [str(choice) for choice in task.get("choices") or []]
    if of not in FACTS:
        raise TaskError(f"fact: `of` must be one of {', '.join(FACTS)}")
    if len(choices) < 2:
        raise TaskError("fact: offer at least two `choices`")
    if of == "result":
        if not deal.is_over:
            raise TaskError("fact of result: the deal must be over")
        values = [deal.result]
    elif of == "maker":
        values = [deal.expect_value("maker")]
        if values == [None]:
            raise TaskError("fact of maker: the auction must be over")
    else:
        if _game(deal) != "501" or not deal.is_over:
            raise TaskError("fact of winners: a 501 deal that is over")
        values = deal.expect_value("winners")
    right = sorted(value for value in values if value in choices)
    if not right:
        raise TaskError(f"fact: the engine's {of} ({values}) is not among the choices")
    return right


def _wins(deal, action: str, seat: str) -> bool:
    trial = _copy(deal)
    before = len(trial.tricks)
    trial.apply(action)
    if len(trial.tricks) != before + 1:
        raise TaskError("play, goal wins: the reader's card must finish the trick (play last)")
    return _last_trick(trial)[0] == seat


def _refusal(deal, action: str, lang: str):
    """None if `action` is legal now, else the engine's reason: {message, rule}."""
    if action in deal.legal_actions():
        return None
    trial = _copy(deal)
    try:
        trial.apply(action)
    except EngineError as error:
        return {"message": explain(error.code, error.params, lang),
                "rule": RULE_OF_REASON.get(error.code)}
    return None


def key_of(task: dict, answer) -> str:
    """The reader's answer as a key: cards sorted, a card or a seat in capitals, a number as
    written by Python. A NotationError for an answer that cannot be one."""
    kind, seat = task.get("kind"), task.get("seat")
    if not isinstance(answer, str) or not answer.strip() or len(answer) > 200:
        raise NotationError("request-wrong-type", field="answer", value=repr(answer)[:40])
    text = " ".join(answer.split())
    if kind == "cards":
        return " ".join(sorted(parse_card(card) for card in text.split()))
    if kind == "winner":
        return parse_card(text)
    if kind == "seat":
        return text.upper()
    if kind == "number":
        try:
            return str(int(text.replace("−", "-")))
        except ValueError:
            raise NotationError("request-wrong-type", field="answer", value=text[:40]) from None
    if kind == "caps" and text.lower() == NO:
        return NO
    if kind in ("play", "indicator") and len(text.split()) == 1:
        verb = "play" if kind == "play" else "indicator"
        return f"{seat} {verb} {parse_card(text)}"
    return text


def judge(deal, task: dict, answer: str, lang: str = "en") -> dict:
    """The engine's verdict on the reader's `answer`: {"right", "key", "refusals"}, where
    `refusals` gives, for an action (or each card) the rules refuse, the engine's reason and
    its rule."""
    key = key_of(task, answer)
    kind, seat = task["kind"], task["seat"]
    refusals = []
    if kind in ("play", "indicator", "call"):
        refused = _refusal(deal, key, lang)
        if refused:
            refusals.append(refused)
    elif kind == "cards":
        for card in key.split():
            refused = _refusal(deal, f"{seat} play {card}", lang)
            if refused:
                refusals.append(refused)
    if kind == "caps":
        right = _caps_right(deal, seat, key)
    else:
        right = key in answers(deal, task)
    return {"right": right, "key": key, "refusals": refusals}


def _caps_right(deal, seat: str, key: str) -> bool:
    """One Caps answer judged as the build judges every order (caps_orders), without trying
    the others: "no" is right when no order proves Caps."""
    from engine.game304 import caps
    from engine.game304.tables import CARD_INDEX
    index = "ABCD".index(seat)
    if key == NO:
        return not caps.provable(deal, index, None)
    words = key.split()
    order = words[2:]
    if words[:2] != [seat, "caps"] or sorted(order) != sorted(_caps_hand(deal, seat)):
        return False
    return caps.judge(deal, index, [CARD_INDEX[card] for card in order], None) is True
