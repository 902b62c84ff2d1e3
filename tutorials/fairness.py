"""A puzzle is answerable from what it shows (issue #15): the build proves each answer from the
reader's information only, and refuses a puzzle whose answer depends on a card it hides.

What the reader is shown (`[puzzle]` keys):

- `view = "seat"` (the default): the puzzle's seat's view — its hand, every trick of the
  puzzle's history as that seat saw it (the page lists them all), the table now — plus the
  cards of `reveal`, which the question gives away and the page draws face up;
- `view = "open"`: every hand face up, as bridge's double-dummy problems (the title line
  says "open hands"); nothing is hidden, so the real deal is the only world.

How each kind is proven, in every world of the hidden cards consistent with what is shown:

- which card: the worlds are enumerated exactly (engine.possible_deals: every deal of the unseen cards
  under which the history looks the same to the seat); the answer is the set of cards best in
  every world (open-hand solver in each), and must be the author's; a puzzle with more worlds
  than `WORLD_LIMIT` is refused (reveal cards, or make it open hands);
- who wins the trick: each card the reader has not seen in the finished trick may be any unseen
  card of a suit its player could hold there (a face-down answer is not of the suit led), and
  the trump, when the reader does not know it, any suit an unseen indicator could give; the
  winner must be the same for every choice (RULES 304-C4, H10 to H14, as
  engine.game304.play.resolve_trick decides);
- what to bid, the contract the side is sure to make: for each offered call, the fewest points
  the side takes with best play over every world (the call and the puzzle's `then` applied
  up to the first lead, then the open-hand solver); a world where a call falls short is kept
  for the explanation; at most `BID_WORLD_LIMIT` worlds (each is a whole deal to solve);
- which card, played on (seat view): after the right first card the line goes on to the end
  of the deal, and at each of the seat's later turns the cards accepted are those best in
  every world it cannot rule out then (`proven_turn`); none: the build fails, naming a world
  (`play_on = "trick"` ends the line with the first trick, where the seat has no other turn);
- Caps: the exact judge already answers from the caller's own information (C-22);
- legal calls, points, tokens, scores: they depend only on the seat's cards and public facts.
"""

from copy import deepcopy
from itertools import product

from engine.cards import parse_card
from engine.game304.play import resolve_trick
from engine.game304.tables import CARDS
from engine.scenarios import split_actions
from engine.possible_deals import TooManyWorlds, worlds

VIEWS = ("seat", "open")
WORLD_LIMIT = 2500
BID_WORLD_LIMIT = 64


class UnfairPuzzle(ValueError):
    """The answer depends on what the puzzle hides: the message names a world that breaks it."""


def view_of(puzzle: dict) -> str:
    view = puzzle.get("view", "seat")
    if view not in VIEWS:
        raise UnfairPuzzle(f"view must be one of {', '.join(VIEWS)}, not {view!r}")
    return view


def revealed(puzzle: dict) -> list:
    """The cards the question gives away (card codes), drawn face up on the table."""
    cards = puzzle.get("reveal", [])
    if not isinstance(cards, list):
        raise UnfairPuzzle("reveal must be a list of cards")
    return [parse_card(card) for card in cards]


def history(data: dict) -> list:
    return [action for step in data.get("steps", []) for action in split_actions(step.get("do", ""))]


def scenario_of(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in ("steps", "puzzle")}


def _world_text(scenario: dict) -> str:
    return "; ".join(f"{seat}: {cards}" for seat, cards in scenario["hands"].items())


def which_card_everywhere(data: dict, solver, author: list) -> list:
    """The cards best in every world the seat cannot tell apart; refuse when none is, or when
    they are not the author's."""
    puzzle = data["puzzle"]
    try:
        found = list(worlds(scenario_of(data), history(data), puzzle["seat"],
                            seen=revealed(puzzle), limit=WORLD_LIMIT))
    except TooManyWorlds as too_many:
        raise UnfairPuzzle(f"which-card: {too_many.args[0]} possible deals of the hidden cards "
                           f"(at most {WORLD_LIMIT}): reveal cards, or make it view = \"open\"")
    common = None
    for scenario, _, deal in found:
        values = solver.move_values(deal)
        plays = {move: value for move, value in values.items() if move.split()[1] == "play"}
        best = max(plays.values())
        here = {move for move, value in plays.items() if value == best}
        if not set(author) & here:
            raise UnfairPuzzle(f"which-card: in the deal {_world_text(scenario)} the best card "
                               f"is {sorted(here)}, not {sorted(author)}")
        common = here if common is None else common & here
    return sorted(common)


def bid_everywhere(data: dict, position, choices: list, then: list, solver) -> dict:
    """{call: {"points": the fewest the side takes, "world": hands of a world where it takes
    that few, or None when every hand is shown}} for each offered call."""
    puzzle = data["puzzle"]
    seat = puzzle["seat"]
    if view_of(puzzle) == "open":
        deals = [(None, position(data))]
    else:
        try:
            deals = [(scenario, deal) for scenario, _, deal in
                     worlds(scenario_of(data), history(data), seat, seen=revealed(puzzle),
                            limit=BID_WORLD_LIMIT)]
        except TooManyWorlds as too_many:
            raise UnfairPuzzle(f"what-to-bid: {too_many.args[0]} possible deals of the hidden "
                               f"cards (at most {BID_WORLD_LIMIT}): reveal cards, or make it "
                               f"view = \"open\"")
    results = {}
    for choice in choices:
        for scenario, deal in deals:
            copy = deal.copy() if hasattr(deal, "copy") else deepcopy(deal)
            copy.apply(choice)
            up_to_the_lead(copy, then)
            points = solver.value(copy, seat)
            if choice not in results or points < results[choice]["points"]:
                results[choice] = {"points": points,
                                   "world": None if scenario is None else
                                   {p: c for p, c in scenario["hands"].items() if p != seat}}
    return results


def _playing(deal) -> bool:
    return any(action.split()[1] == "play" for action in deal.legal_actions())


def up_to_the_lead(deal, then: list) -> None:
    """Apply `then` until the first lead: what is left of it belongs to a call that leaves more
    to do (after a second-auction bid the new maker chooses a new indicator, 304-B6)."""
    for action in then:
        if _playing(deal):
            break
        deal.apply(action)
    if not _playing(deal):
        raise UnfairPuzzle(f"what-to-bid: the play has not started after `then` (the seat to "
                           f"act is {deal.to_act})")


def proven_turn(data: dict, solver, line: list, accepted: list) -> list:
    """The moves of `accepted` (best in the real deal) that are best in every world the
    puzzle's seat cannot rule out after the puzzle's history and `line` (the play since the
    puzzle's position): the seat's later cards when a seat-view puzzle is played on. Refused,
    naming a world, when none is."""
    puzzle = data["puzzle"]
    try:
        found = worlds(scenario_of(data), history(data) + list(line), puzzle["seat"],
                       seen=revealed(puzzle), limit=WORLD_LIMIT)
        proven = set(accepted)
        for scenario, _, deal in found:
            values = solver.move_values(deal)
            plays = {move: value for move, value in values.items() if move.split()[1] == "play"}
            best = max(plays.values())
            here = {move for move, value in plays.items() if value == best}
            if not proven & here:
                raise UnfairPuzzle(f"play on after {'; '.join(line)}: in the deal "
                                   f"{_world_text(scenario)} the best card is {sorted(here)}, "
                                   f"not {sorted(proven)}: end the line with play_on = "
                                   f"\"trick\", or reveal cards")
            proven &= here
    except TooManyWorlds as too_many:
        raise UnfairPuzzle(f"play on after {'; '.join(line)}: {too_many.args[0]} possible deals "
                           f"(at most {WORLD_LIMIT}): end the line with play_on = \"trick\"")
    return sorted(proven)


def trick_winner_everywhere(data: dict, deal, played: list) -> str:
    """The winner of the trick the puzzle finishes, the same whatever the hidden cards are.

    `deal`: the position (before `then`); `played`: the `then` plays as (action, face down)."""
    puzzle = data["puzzle"]
    seat = "ABCD".index(puzzle["seat"])
    known = set(revealed(puzzle)) | _seen_cards(data, puzzle["seat"])
    trick = [(p, card, face_down) for p, card, face_down in deal.trick]
    for action, face_down in played:
        words = action.split()
        if words[1] == "play":
            trick.append(("ABCD".index(words[0]), CARDS.index(parse_card(words[2])), face_down))
            if not face_down:
                known.add(CARDS[trick[-1][1]])
    hidden = [not (not face_down or p == seat or CARDS[card] in known) for p, card, face_down in trick]
    fixed = {card for (_, card, _), secret in zip(trick, hidden) if not secret}
    unseen = [index for index, card in enumerate(CARDS) if card not in known and index not in fixed]
    led = trick[0][1] >> 3
    knows_trump = not deal.closed or seat == deal.maker or CARDS[deal.indicator] in known
    # A revealed indicator still in its slot shows that the maker's card already in the trick
    # is not the indicator.
    aside = CARDS[deal.indicator] in known and deal.indicator_held()
    in_position = len(deal.trick)
    indicators = [deal.indicator] if knows_trump else unseen
    winners = {}
    for indicator in indicators:
        trump = indicator >> 3
        options = []
        for place, ((p, card, face_down), secret) in enumerate(zip(trick, hidden)):
            if not secret:
                options.append([(card, face_down)])
            elif p == deal.maker and deal.closed:   # the indicator, or a non-trump (304-H4)
                cut = [] if (aside and place < in_position) else [(indicator, True)]
                options.append([(c, True) for c in unseen if c >> 3 not in (led, trump)
                                and c != indicator] + cut)
            else:                                   # a void answer: not of the suit led
                options.append([(c, True) for c in unseen if c >> 3 != led and c != indicator])
        for choice in product(*options):
            cards = [card for card, _ in choice]
            if len(set(cards)) < len(cards):
                continue
            index, _ = resolve_trick(list(choice), trump, deal.closed, indicator)
            winners.setdefault(trick[index][0], (indicator, cards))
    if len(winners) > 1:
        detail = "; ".join(f"{'ABCD'[w]} wins if the indicator is {CARDS[i]} and the trick is "
                           + " ".join(CARDS[c] for c in cards)
                           for w, (i, cards) in sorted(winners.items()))
        raise UnfairPuzzle(f"trick-winner: the winner depends on hidden cards ({detail})")
    return "ABCD"[next(iter(winners))]


def _seen_cards(data: dict, seat: str) -> set:
    """Every card the seat's observation showed over the puzzle's history."""
    from engine import games
    from engine.possible_deals import _cards_in_view
    deal = games.deal_from_scenario(scenario_of(data))
    seen = _cards_in_view(deal.observation(seat))
    for action in history(data):
        deal.apply(action)
        seen |= _cards_in_view(deal.observation(seat))
    return seen
