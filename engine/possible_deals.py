"""The worlds a seat cannot tell apart: every deal of the cards it has not seen that is
consistent with everything it was shown (DESIGN.md "Seat views"; RULES.md C-22).

Exact by construction rather than by reasoning: a candidate world moves the seat's unseen cards
among the places they could have been dealt to (other hands, the 501 talon, the seat's own
second packet before it is dealt), plays the same history in it — a card that went face down
unseen is replaced by the card now in its place — and is kept only if every action is legal
there and the seat's view (engine.seat_view: its observation, the events addressed to it and
the action as it perceived it) is the same at every moment. Whatever the rules let the seat deduce
(a void shown by a face-down answer, the maker's constraints, an inspection that found no
trump) is therefore respected without being written down here.

Built for small positions (puzzles, late tricks, tests): the number of candidates is the
multinomial of the unseen cards over their places, checked against `limit`.
"""

from itertools import combinations, permutations, product
from math import comb, perm

from engine import games
from engine.errors import EngineError
from engine.narration import perceived
from engine.seat_view import addressed_to


class TooManyWorlds(ValueError):
    """More candidate worlds than the caller allowed."""


def _cards_in_view(view: dict) -> set:
    cards = set(view.get("hand") or [])
    cards.update(entry["card"] for entry in view.get("trick") or [] if entry.get("card"))
    for trick in view.get("tricks") or []:
        cards.update(entry["card"] for entry in trick["cards"] if entry.get("card"))
    if view.get("indicator"):
        cards.add(view["indicator"])
    if view.get("caps"):
        cards.update(view["caps"]["order"])
    cards.update(card for card in view.get("talon") or [] if card)
    for card in (view.get("given") or {}).values():
        if card:
            cards.add(card)
    return cards


def _moment(deal, seat: str, events: list, action) -> tuple:
    """What the seat received at one moment: its observation, the events addressed to it,
    and the action as it perceived it (the seat view is a function of these)."""
    view = deal.observation(seat)
    face_down = any(code == "event-face-down" for code, *_ in events)
    heard = [(code, params) for code, params, *_ in addressed_to(events, seat)]
    return view, heard, perceived(action, seat, face_down, False, "en") if action else None


def _replay(scenario: dict, actions: list, seat: str, extra_seen=(), truth=None):
    """(deal, moments, cards seen): the history replayed, what the seat received after each
    action; with `truth`, stop (deal None) at the first moment that differs from it."""
    deal = games.deal_from_scenario(scenario)
    moments = [_moment(deal, seat, [], None)]
    if truth is not None and moments[0] != truth[0]:
        return None, moments, set()
    seen = set(extra_seen) | _cards_in_view(moments[0][0])
    for action in actions:
        before = len(getattr(deal, "events", []))
        deal.apply(action)
        moment = _moment(deal, seat, list(getattr(deal, "events", [])[before:]), action)
        if truth is not None and moment != truth[len(moments)]:
            return None, moments, set()
        moments.append(moment)
        seen |= _cards_in_view(moment[0])
    return deal, moments, seen


def _places(scenario: dict) -> dict:
    """Where the cards were dealt: {place: [card, ...]} (seats' hands, and the talon)."""
    return {name: (text.split() if isinstance(text, str) else list(text))
            for name, text in scenario["hands"].items()}


def _groups(scenario: dict, places: dict) -> list:
    """The groups of dealt positions whose cards may trade places: a 304 hand's two packets
    apart (304-D2, D3: the indicator comes from the first), each 501 hand and the talon."""
    groups = []
    for name, cards in places.items():
        if str(scenario["game"]) == "304":
            groups += [(name, range(0, 4)), (name, range(4, len(cards)))]
        else:
            groups.append((name, range(len(cards))))
    return groups


def _with_places(scenario: dict, places: dict) -> dict:
    return {**scenario, "hands": {name: " ".join(cards) for name, cards in places.items()}}


def _remap(action: str, swap: dict) -> str:
    return " ".join(swap.get(word.upper(), word) for word in action.split())


def _shape(scenario: dict, actions: list, unseen: set):
    """[(place, unseen positions not named by any action, positions named by one)] per group:
    a card named by an action (played face down unseen, set aside as the indicator, given)
    is a slot of its own, since which card of the group it was is part of the world."""
    places = _places(scenario)
    named = {word.upper() for action in actions for word in action.split()[2:]}
    shape = []
    for name, positions in _groups(scenario, places):
        free = [i for i in positions if places[name][i] in unseen and places[name][i] not in named]
        slots = [i for i in positions if places[name][i] in unseen and places[name][i] in named]
        if free or slots:
            shape.append((name, free, slots))
    return places, shape


def count_candidates(shape: list) -> int:
    total = 1
    left = sum(len(free) + len(slots) for _, free, slots in shape)
    for _, free, slots in shape:
        size = len(free) + len(slots)
        total *= comb(left, size) * perm(size, len(slots))
        left -= size
    return total


def worlds(scenario: dict, actions: list, seat: str, seen=(), limit: int = 20000):
    """Every world `seat` cannot tell apart from the scenario's deal after `actions`.

    `scenario`: a scenario with `hands` (cards as dealt) and without steps; `actions`: the
    history, in order (canonical action strings); `seen`: cards the seat is told besides its
    view (a puzzle's revealed cards). Yields (scenario of the world, its actions, the deal
    after them); the real deal is among them. Raises TooManyWorlds past `limit` candidates.
    """
    _, truth, seen_cards = _replay(scenario, actions, seat, seen)
    places, shape = _shape(scenario, actions, {c for cs in _places(scenario).values() for c in cs}
                           - seen_cards)
    count = count_candidates(shape)
    if count > limit:
        raise TooManyWorlds(count)
    pool = sorted(card for name, free, slots in shape for i in free + slots
                  for card in [places[name][i]])
    for split in _assignments(pool, [len(free) + len(slots) for _, free, slots in shape]):
        for filled in _fillings(shape, split):
            moved = {name: list(cards) for name, cards in places.items()}
            swap = {}
            for (name, free, slots), cards in zip(shape, filled):
                for i, card in zip(slots + free, cards):
                    swap[places[name][i]] = card
                    moved[name][i] = card
            candidate = _with_places(scenario, moved)
            played = [_remap(action, swap) for action in actions]
            try:
                deal, _, _ = _replay(candidate, played, seat, truth=truth)
            except EngineError:
                continue                      # an action that the rules refuse there
            if deal is not None:
                yield candidate, played, deal


def _fillings(shape: list, split: tuple):
    """For each group's cards, every order of its named slots (the free places take the rest
    in one order: which of them holds which card is not observable)."""
    options = []
    for (_, free, slots), cards in zip(shape, split):
        group = []
        for chosen in permutations(cards, len(slots)):
            rest = [card for card in cards if card not in chosen]
            group.append(list(chosen) + rest)
        options.append(group)
    yield from product(*options)


def _assignments(pool: list, sizes: list):
    """Every way to split `pool` into groups of `sizes` (each group as a tuple)."""
    if not sizes:
        yield ()
        return
    for group in combinations(pool, sizes[0]):
        rest = [card for card in pool if card not in group]
        for others in _assignments(rest, sizes[1:]):
            yield (group,) + others


def same_view(deal, seat, observation: dict) -> bool:
    """Whether `seat`'s observation of `deal` now is exactly `observation`: the test a world
    sampled by a bot (engine.bots) passes, the final-moment form of the check above (an
    observation keeps everything the seat was shown on the way: calls, tricks, face-down
    cards as it saw them)."""
    return deal.observation(seat) == observation
