"""What every answer teaches (issue #15): the explanation a wrong answer gets, computed from the
engine at build time, and the line a reader plays on after the right first card.

- who wins: which card wins the finished trick and why — the highest trump (the trump found at
  the inspection when it was closed), or the highest card of the suit led (RULES 304-C4, H10–H14);
- legal calls: for each offered call, the engine's refusal code, its sentence and its rule
  (engine.reason_rules.RULE_OF_REASON), linked like the worked examples' refusals;
- tokens: the line of the token table the deal used (304-J1, K5–K7);
- what to bid: for a call that is not the answer, the points the side takes with best play
  after it (in a world the reader cannot rule out, named, when cards are hidden) and why that
  is too few, or that a higher bid is safe too; for the lowest bid, the rule that forbids a
  lower one, or that a lower one is legal;
- Caps: for an order that does not prove Caps, a world the caller cannot rule out and a line of
  play in it that takes a trick from the caller's side (or makes the order illegal);
- which card, played on: after the right card, the others answer with the open-hand solver's
  best card and the reader plays on to the end of the deal (of the first trick with
  `play_on = "trick"`); from a seat's view each later card the page accepts is proven best in
  every world the reader cannot rule out at that moment (tutorials.fairness.proven_turn); ties
  broken by the action's text, so the line is the same on every build.
"""

from copy import deepcopy
from itertools import permutations

from engine.cards import parse_card
from engine.errors import EngineError
from engine.game304.tables import CARDS, SUITS_LETTERS, TOKEN_TABLE, PCC
from engine.messages import card_label, explain, suit_name, translation
from engine.reason_rules import RULE_OF_REASON
from engine.reasons import N_
from engine.possible_deals import TooManyWorlds, worlds
from engine.tasks import bid_value

WHY = {
    "trump-found": N_("The inspection found the trump: %(suit)s. %(seat)s’s %(card)s is the "
                      "highest trump in the trick and wins it."),
    "trump": N_("Trumps are %(suit)s. %(seat)s’s %(card)s is the highest trump in the trick and "
                "wins it."),
    "closed": N_("No card played face down was a trump, so the trump stays closed and "
                 "%(seat)s’s %(card)s, the highest card of the suit led, wins the trick."),
    "led": N_("No trump in the trick: %(seat)s’s %(card)s, the highest card of the suit led, "
              "wins it."),
    "legal": N_("Legal: %(call)s"),
    "illegal": N_("Not legal: %(call)s %(reason)s"),
    "tokens-band": N_("Token table: a contract from %(low)s to %(high)s wins %(made)s when made "
                      "and pays %(failed)s when it fails."),
    "tokens-pcc": N_("Token table: Partner Close Caps wins %(made)s when made and pays %(failed)s "
                     "when it fails."),
    "tokens-caps": N_("Caps: a correct call before trick 7 adds 1 token; a Wrong Caps costs 2; a "
                      "trick lost after a call costs 5."),
    "bid-short": N_("After this call your side takes %(points)s points with best play on both "
                    "sides: too few for %(bid)s."),
    "bid-short-world": N_("This call can fail: if the cards you cannot see lie so — %(world)s — "
                          "your side takes only %(points)s points with best play on both sides, "
                          "too few for %(bid)s."),
    "bid-low": N_("This call is safe (your side takes %(points)s points with best play), but "
                  "%(best)s is safe too, and it is worth more."),
    "bid-pass-low": N_("Passing keeps the contract at %(contract)s, but %(best)s is safe too, and "
                       "it is worth more."),
    "bid-not-lowest": N_("Legal, but not the lowest: %(lowest)s is legal too."),
    "caps-world": N_("An order that starts %(order)s can fail. Suppose the cards you cannot see "
                     "lie so: %(world)s."),
    "caps-line": N_("In this line your side loses a trick."),
    "caps-illegal": N_("After this line your order is no longer legal: you cannot play %(card)s "
                       "there."),
    "caps-exists": N_("An order proves Caps here, for example %(order)s."),
}


def _copy(deal):
    """A copy to play on (304 deals copy themselves; a 501 deal is copied whole)."""
    return deal.copy() if hasattr(deal, "copy") else deepcopy(deal)


def _say(lang: str, key: str, **params) -> str:
    return translation(lang).gettext(WHY[key]) % params


# ---------------------------------------------------------------------------- who wins ------
def trick_why(before, after, lang: str) -> str:
    """Why the trick the puzzle finishes goes to its winner (304)."""
    _, entries, winner, _ = after.tricks[-1]
    card = next(c for p, c, _ in entries if p == winner)
    params = {"seat": "ABCD"[winner], "card": card_label(CARDS[card], lang)}
    trump = after.indicator >> 3 if after.indicator >= 0 else -1
    if trump >= 0:
        params["suit"] = suit_name(SUITS_LETTERS[trump], lang)
    if before.closed and after.closed:
        return _say(lang, "closed", **params)
    if card >> 3 == trump:
        return _say(lang, "trump-found" if before.closed else "trump", **params)
    return _say(lang, "led", **params)


# ---------------------------------------------------------------------------- legal calls ---
def call_reasons(deal, choices: list, describe, lang: str) -> dict:
    """{call: (legal?, sentence, rule id or None)} for each offered call."""
    found = {}
    for call in choices:
        copy = _copy(deal)
        try:
            copy.apply(call)
        except EngineError as refusal:
            found[call] = (False, _say(lang, "illegal", call=describe(call, False, lang),
                                       reason=explain(refusal.code, refusal.params, lang)),
                           RULE_OF_REASON.get(refusal.code))
        else:
            found[call] = (True, _say(lang, "legal", call=describe(call, False, lang)), None)
    return found


# ---------------------------------------------------------------------------- what to bid ---
def bid_lessons(deal, solved: dict, describe, lang: str) -> dict:
    """{call: {"text": sentence, "rule": rule id or None}} for every offered call that is not
    the answer: the rule that forbids it, or what the side makes after it."""
    answer = solved["answer"]
    lessons = {}
    if solved["goal"] == "lowest":
        reasons = call_reasons(deal, solved["choices"], describe, lang)
        for call in solved["choices"]:
            if call in answer:
                continue
            legal, sentence, rule = reasons[call]
            lessons[call] = {"text": _say(lang, "bid-not-lowest", lowest=solved["lowest"])
                             if legal else sentence, "rule": None if legal else rule}
        return lessons
    best = bid_value(answer[0])
    for call in solved["choices"]:
        if call in answer:
            continue
        found = solved["results"][call]
        bid = bid_value(call)
        params = {"points": found["points"], "bid": bid, "best": best}
        if bid is None:
            contract = getattr(deal, "contract", None) or getattr(deal, "bid", None)
            text = _say(lang, "bid-pass-low", contract=contract, best=best)
        elif found["points"] < bid and found["world"]:
            world = "; ".join(f"{p}: " + " ".join(card_label(c, lang) for c in cards.split())
                              for p, cards in sorted(found["world"].items()) if cards)
            text = _say(lang, "bid-short-world", world=world, **params)
        elif found["points"] < bid:
            text = _say(lang, "bid-short", **params)
        else:
            text = _say(lang, "bid-low", **params)
        lessons[call] = {"text": text, "rule": None}
    return lessons


# ---------------------------------------------------------------------------- tokens --------
def token_lines(deal, lang: str) -> list:
    """The token-table lines a finished 304 deal used."""
    lines = []
    for low, high, made, failed in TOKEN_TABLE:
        if low <= deal.contract <= high:
            key = "tokens-pcc" if low == PCC else "tokens-band"
            lines.append(_say(lang, key, low=low, high=high, made=made, failed=failed))
    if deal.caps_seat >= 0 or deal.result == "wrong-caps":
        lines.append(_say(lang, "tokens-caps"))
    return lines


# ---------------------------------------------------------------------------- Caps ----------
CAPS_WORLD_LIMIT = 3000
CAPS_SEARCH_NODES = 40000      # nodes of the refutation search for one puzzle
WORLD_NODES = 400              # of them, in one world


def _break_line(deal, seat: int, order: list, line: list, budget: list):
    """A line of the three others (partner included, chosen against the caller) in which the
    caller plays `order` and its side loses a trick, or the order becomes illegal:
    [(action, face_down, winner, or "illegal")], or None."""
    if budget[0] <= 0 or deal.is_over:
        return None
    budget[0] -= 1
    legal = [a for a in deal.legal_actions() if a.split()[1] == "play"]
    if deal.to_act == "ABCD"[seat]:
        wanted = f"{'ABCD'[seat]} play {order[0]}"
        if wanted not in legal:
            return line + [(wanted, False, "illegal")]
        legal, order = [wanted], order[1:]
    for action in sorted(legal):
        copy = _copy(deal)
        done = len(copy.tricks)
        copy.apply(action)
        winner = copy.tricks[-1][2] if len(copy.tricks) > done else None
        step = line + [(action, False, winner)]
        if winner is not None and winner % 2 != seat % 2:
            return step
        found = _break_line(copy, seat, order, step, budget)
        if found:
            return found
    return None


def caps_refutation(data: dict, position, scenario_of, history, seen, order: list, budget=None):
    """(world hands, line) in which `order` fails, from the caller's information, or None."""
    seat = data["puzzle"]["seat"]
    index = "ABCD".index(seat)
    # The line is played without the call (which the engine would judge at once), with the
    # Caps obligation off, so that only the cards decide.
    data = {**data, "options": {**data.get("options", {}), "caps_enforcement": "off"}}
    try:
        found = worlds(scenario_of(data), history(data), seat, seen=seen, limit=CAPS_WORLD_LIMIT)
        candidates = [deal for _, _, deal in found]
    except TooManyWorlds:
        candidates = []
    candidates.insert(0, position(data))
    for deal in candidates:
        copy = _copy(deal)
        if copy.closed and copy.maker == index and f"{seat} open" in copy.legal_actions():
            copy.apply(f"{seat} open")       # a maker's call opens the trump
        if budget is not None and budget[0] <= 0:
            return None
        here = [min(WORLD_NODES, budget[0])] if budget is not None else [WORLD_NODES]
        line = _break_line(copy, index, list(order), [], here)
        if budget is not None:
            budget[0] -= min(WORLD_NODES, budget[0]) - here[0]
        if line:
            return _world_of(deal, seat), line
    return None


def _world_of(deal, seat: str) -> dict:
    hands = deal.expect_value("hands")
    return {p: cards for p, cards in hands.items() if p != seat}


def caps_lessons(data, deal, hand: list, orders: list, lang: str, helpers) -> dict:
    """{"refutations": {order: [sentences]}, "exists": sentence or ""} for a Caps puzzle: every
    order of the caller's cards that does not prove Caps (hands of up to five cards), with the
    world and line that break it."""
    position, scenario_of, history, seen = helpers
    good = set(orders)
    texts, refutations = {}, {}
    if len(hand) > 5:
        return {"refutations": {}, "exists": ""}
    budget = [CAPS_SEARCH_NODES]     # for the whole puzzle: deterministic, and the build quick
    broken = []         # (prefix of the caller's cards, sentences): a line breaks every order
    for order in permutations(hand):     # that starts with the caller's cards it used
        key = " ".join(order)
        if key in good:
            continue
        text = next((said for prefix, said in broken if order[:len(prefix)] == prefix), None)
        if text is None:
            found = caps_refutation(data, position, scenario_of, history, seen, list(order), budget)
            if not found:
                continue
            world, line = found
            illegal = line[-1][2] == "illegal"
            used = tuple(action.split()[2] for action, _, _ in line
                         if action.split()[0] == data["puzzle"]["seat"])
            said = [_say(lang, "caps-world", order=" ".join(card_label(c, lang) for c in used),
                         world="; ".join(f"{p}: " + " ".join(card_label(c, lang) for c in cards.split())
                                         for p, cards in sorted(world.items()) if cards)),
                    _plays_text(line[:-1] if illegal else line, lang),
                    _say(lang, "caps-illegal", card=card_label(line[-1][0].split()[2], lang))
                    if illegal else _say(lang, "caps-line")]
            text = "\n".join(said)
            broken.append((used, text))
        texts.setdefault(text, len(texts))
        refutations[key] = texts[text]
    exists = _say(lang, "caps-exists", order=" ".join(card_label(c, lang) for c in orders[0].split())) \
        if orders else ""
    return {"refutations": refutations, "texts": list(texts), "exists": exists}


def _plays_text(line: list, lang: str) -> str:
    out, trick = [], []
    for action, _, winner in line:
        words = action.split()
        trick.append(f"{words[0]}: {card_label(words[2], lang)}")
        if winner is not None and winner != "illegal":
            out.append(", ".join(trick) + f" → {'ABCD'[winner]}")
            trick = []
    if trick:
        out.append(", ".join(trick))
    return " · ".join(out)


# ---------------------------------------------------------------------------- play on -------
PLAY_ON_NODES = 60
PROVEN_NODES = 6         # seat view: each node is proven in every world, so fewer branches


def play_on(deal, seat: str, first: str, solver, to_end: bool, lang: str, budget=None,
            prove=None) -> dict:
    """The line after the reader's right first card `first`: {"plays": [...], "turn": {...}}.

    plays: the cards the others play until the reader is to act again (each {"seat", "card",
    "face_down", "winner"}); turn: at the reader's next turn, {"values": {move: value}, "best":
    value, "next": {move: node}} for each best move (the first one only once the node budget
    is spent). With `to_end` false the line stops at the end of the first trick.

    `prove(line, accepted)`, for a puzzle drawn from its seat's view: given the actions played
    since the puzzle's position and the moves the real deal's solver accepts at the reader's
    turn, the moves among them that are best in every world the reader cannot rule out there
    (tutorials.fairness.proven_turn; it refuses the puzzle, naming a world, if there is none).
    The others' cards are the engine's best defence in the real deal: the reader sees them as
    they are played, and each of the reader's later cards is right whatever the hidden cards."""
    budget = [(PROVEN_NODES if prove else PLAY_ON_NODES)] if budget is None else budget
    copy = _copy(deal)
    return _node(copy, seat, first, solver, to_end, budget, [], prove)


def _apply(deal, action: str) -> dict:
    before = len(getattr(deal, "events", []))
    done = len(deal.observation("A")["tricks"])
    deal.apply(action)
    events = getattr(deal, "events", [])[before:]
    words = action.split()
    entry = {"seat": words[0], "card": words[2] if len(words) > 2 else None,
             "face_down": any(event[0] == "event-face-down" for event in events), "winner": None}
    finished = deal.observation("A")["tricks"]
    if len(finished) > done:
        entry["winner"] = finished[-1]["winner"]
    return entry


def _node(deal, seat: str, action: str, solver, to_end: bool, budget: list, line: list,
          prove) -> dict:
    budget[0] -= 1
    line = line + [action]
    plays = [_apply(deal, action)]
    while not deal.is_over:
        if not to_end and plays[-1]["winner"]:
            return {"plays": plays, "turn": None}
        values = solver.move_values(deal)
        values = {m: v for m, v in values.items() if m.split()[1] == "play"}
        if not values:
            break
        if deal.to_act == seat:
            best = max(values.values())
            winners = sorted(m for m, v in values.items() if v == best)
            # Only the proven cards are right: another card the real deal values as highly
            # could be worse in a world the reader cannot rule out.
            proven = prove(line, winners) if prove else winners
            chosen = proven if budget[0] > 0 else proven[:1]
            nexts = {}
            for move in chosen:
                nexts[move] = _node(_copy(deal), seat, move, solver, to_end, budget, line, prove)
            return {"plays": plays, "turn": {"values": values, "best": best, "next": nexts,
                                             "unproven": [m for m in winners if m not in proven]}}
        move = max(values, key=lambda m: (values[m], m))
        line = line + [move]
        plays.append(_apply(deal, move))
    return {"plays": plays, "turn": None}
