"""Card play of the 304 bots: the beginner's rules of thumb, and the strong bot's determinized
search (sampled deals, each searched with all cards open, the best average chosen).

The beginner plays from its observation by habits a learner has: win the trick with its
highest winning card, else throw its cheapest; feed points to a partner who is winning; lead
its masters. It never looks further than the trick in hand (its mistakes).

The strong bot samples deals consistent with its observation (deal_sampler304), and in each one
values every legal action: with the open-hand solver (engine.game304.solver) once the position
is small enough to solve within a fixed node budget, otherwise by playing the deal out with
the greedy rules below for all four seats (a rollout). Equivalent cards (the 8 and 7 of a suit,
both worth nothing, touching once the cards between them are gone) are valued once.
"""

from engine.game304 import solver
from engine.game304.tables import CARD_INDEX, CARDS, POINTS, SUIT_MASK, cards_in, partner, side

SUITS = "SHDC"


# --- the trick as a seat sees it --------------------------------------------------------------
# Tables, not arithmetic: the strong bot's rollouts ask these questions about half a million
# times in a review, the same answers each time.
# POWER[trump + 1][led][card]: how strongly a card stands in a trick led in suit `led` (0: it
# cannot win); trump -1 for none.
POWER = tuple(tuple(tuple(200 + 8 - (card & 7) if trump >= 0 and card >> 3 == trump
                          else 100 + 8 - (card & 7) if card >> 3 == led else 0
                          for card in range(32))
                    for led in range(4))
              for trump in range(-1, 4))
# The order of cheapness: fewer points first, then the lower card (a higher index within a
# suit). Points differ by at least 1, so points * 8 keeps them first.
CHEAPNESS = tuple(POINTS[card] * 8 - (card & 7) for card in range(32))


def _powers(trick: list, trump) -> tuple:
    """Each card's power in this trick (its led suit, the trump or None): POWER's row."""
    return POWER[0 if trump is None else trump + 1][trick[0][1] >> 3]


def _winning(trick: list, trump):
    """(seat, power) of the card winning a partial trick of (seat, card or None) so far."""
    power = _powers(trick, trump)
    best_seat, best = trick[0][0], power[trick[0][1]]
    for seat, card in trick[1:]:
        if card is not None and power[card] > best:
            best_seat, best = seat, power[card]
    return best_seat, best


def _cheapest(cards: list) -> int:
    return min(cards, key=CHEAPNESS.__getitem__)


def _richest(cards: list) -> int:
    return max(cards, key=CHEAPNESS.__getitem__)


def greedy_card(seat: int, cards: list, trick: list, trump, unplayed: int) -> int:
    """The rules of thumb: lead a master (the best card left of its suit) or else the
    cheapest card; follow by feeding a winning partner, else winning with the cheapest card
    that wins, else throwing the cheapest. `unplayed`: the cards not yet seen played."""
    if not trick:
        masters = [c for c in cards if not (unplayed & SUIT_MASK[c >> 3] & ((1 << c) - 1))
                   and (trump is None or c >> 3 != trump)]
        return _richest(masters) if masters else _cheapest(cards)
    winner, power = _winning(trick, trump)
    if winner == partner(seat):
        plain = [c for c in cards if trump is None or c >> 3 != trump] or cards
        return _richest(plain) if power >= 100 + 6 else _cheapest(plain)
    powers = _powers(trick, trump)
    winners = [c for c in cards if powers[c] > power]
    return _cheapest(winners) if winners else _cheapest(cards)


# --- the beginner: from the observation -------------------------------------------------------
def beginner(observation: dict, legal: list, rng) -> str:
    seat = "ABCD".index(observation["seat"])
    plays = {CARD_INDEX[a.split()[2]]: a for a in legal if a.split()[1] == "play"}
    if not plays:
        return legal[0]
    trump = SUITS.index(observation["trump"]) if observation["trump"] in tuple(SUITS) else None
    trick = [("ABCD".index(e["seat"]), CARD_INDEX[e["card"]] if e["card"] else None)
             for e in observation["trick"]]
    if trick and trick[0][1] is None:
        trick = []
    seen = set(plays)
    for t in observation["tricks"]:
        seen.update(CARD_INDEX[e["card"]] for e in t["cards"] if e["card"])
    seen.update(card for _, card in trick if card is not None)
    unplayed = ((1 << 32) - 1) & ~sum(1 << c for c in seen) | sum(1 << c for c in plays)
    card = greedy_card(seat, sorted(plays), trick, trump, unplayed)
    same_suit = sorted(c for c in plays if c >> 3 == card >> 3)
    if rng.random() < 0.15 and len(same_suit) > 1:
        # A beginner's slip, never an absurd one: now and then the card next to the right one
        # in the same suit (one too high, or too low).
        card = same_suit[(same_suit.index(card) + 1) % len(same_suit)]
    return plays[card]


# --- the strong bot: values in one sampled deal -----------------------------------------------
EXACT_CARDS = 3             # the mover's cards left from which every sampled deal is solved


def _rollout(position) -> int:
    """Play the position out with the greedy rules, every seat seeing every card of this
    world; the points side 0 takes (the solver's convention)."""
    total = 0
    while position.trick_no < 8:
        cards = cards_in(position.legal_cards())
        if not cards:
            break
        total += position.play(greedy_card(position.turn, cards, position.trick, position.trump,
                                           position.unplayed))
    return total


def rollout_values(world, actions: list) -> dict:
    """{action: points the mover's side takes from now on}, each action followed by a greedy
    rollout of the deal."""
    mover = world.turn
    values = {}
    for action in actions:
        position = solver.Position(world)
        remaining = position.points_left()
        verb = action.split()[1]
        if verb == "open":
            position.open_trump(world.rules.open_forces_trump_lead)
            side0 = _rollout(position)
        else:
            side0 = position.play(CARD_INDEX[action.split()[2]])
            side0 += _rollout(position)
        values[action] = side0 if side(mover) == 0 else remaining - side0
    return values


def exact_here(observation: dict) -> bool:
    """Whether the deals sampled at this decision are solved exactly (few cards left)."""
    return len(observation["hand"]) <= EXACT_CARDS


def world_values(world, actions: list, exact: bool) -> dict:
    """{action: points the mover's side takes from now on} in one sampled deal: by the
    open-hand solver near the end, by greedy rollouts before."""
    if exact:
        values = solver.Solver(world).move_values()
        return {action: values[action] for action in actions if action in values}
    return rollout_values(world, actions)


def distinct(actions: list, observation: dict) -> list:
    """The card plays worth valuing: of an 8 and a 7 of one suit held together, one."""
    out, held = [], set()
    for action in actions:
        parts = action.split()
        if parts[1] == "play":
            card = CARD_INDEX[parts[2]]
            if card & 7 == 7 and (card - 1) in held:
                continue
            held.add(card)
        out.append(action)
    return out


def twin_of(action: str, kept: list) -> str:
    """The valued action standing for `action` (a 7 stands with the 8 of its suit)."""
    if action in kept:
        return action
    seat, verb, card = action.split()
    return f"{seat} {verb} {CARDS[CARD_INDEX[card] - 1]}"
