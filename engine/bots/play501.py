"""Card play of the 501 bots (each seat plays for itself: RULES.md B6, B7).

The beginner: lead a declared marriage when it holds one (501-W1), else its best ace; follow
with the cheapest card that wins the trick, else the cheapest card. The strong bot: sampled
deals (deal_sampler501), each valued with the open-hand solver (engine.game501.solver: the bot's
real points from now, the two others playing together against it) in the last tricks, and
before them by playing the deal out with the rules of thumb for every seat (a rollout).
"""

from engine.game501 import solver
from engine.game501.solver import cards_in
from engine.game501.tables import CARD_POINTS, CARD_STRENGTH
from engine.game501.tricks import trick_winner



def _cheapest(cards: list) -> str:
    return min(cards, key=lambda c: (CARD_POINTS[c], CARD_STRENGTH[c]))


def _beats(card: str, trick: list, trump) -> bool:
    return trick_winner(trick + [card], trump) == len(trick)


def greedy(hand_cards: list, trick: list, trump, marriages: list) -> tuple:
    """(card, declared) by the rules of thumb (`hand_cards` are the playable cards)."""
    if not trick:
        if marriages:
            king = [c for c in marriages if c[0] == "K"]
            return (king or marriages)[0], True
        aces = [c for c in hand_cards if c[0] == "A" and c[1] != trump]
        if aces:
            return aces[0], False
        return _cheapest(hand_cards), False
    winners = [c for c in hand_cards if _beats(c, trick, trump)]
    if winners:
        return _cheapest(winners), False
    return _cheapest(hand_cards), False


def _action(seat: str, card: str, declared: bool) -> str:
    return f"{seat} play {card}" + (" marriage" if declared else "")


def beginner(observation: dict, legal: list) -> str:
    seat = observation["seat"]
    trump = observation["trump"] if observation["trump"] in tuple("SHDC") else None
    trick = [entry["card"] for entry in observation["trick"]]
    cards = sorted({a.split()[2] for a in legal if a.split()[1] == "play"})
    married = [a.split()[2] for a in legal if a.endswith(" marriage")]
    card, declared = greedy(cards, trick, trump, married)
    action = _action(seat, card, declared)
    return action if action in legal else legal[0]


EXACT_CARDS = 4             # the bot's cards left from which every sampled deal is solved


def _greedy_move(position) -> int:
    """The rules of thumb on the solver's compact position (cards as numbers, solver.CARDS)."""
    cards = cards_in(position.legal_cards())
    trick = [solver.CARDS[card] for _, card in position.trick]
    trump = "SHDC"[position.trump] if position.trump >= 0 else None
    married = []
    if not trick and position.turn == position.hero:
        hand = position.hands[position.turn]
        married = [solver.CARDS[c] for c in cards if position._marriage_card(hand, c)]
    card, declared = greedy([solver.CARDS[c] for c in cards], trick, trump, married)
    return solver.CARD_INDEX[card] + (solver.MARRIED if declared else 0)


def rollout_values(world, actions: list) -> dict:
    """{action: the bot's real points from now on}, each action followed by a greedy rollout."""
    hero = world.to_act_seat
    out = {}
    for action in actions:
        position = solver.Position(world, hero)
        _, _, card, *declared = action.split()
        move = solver.CARD_INDEX[card] + (solver.MARRIED if declared else 0)
        total = position.play(move)
        while position.tricks_left:
            total += position.play(_greedy_move(position))
        out[action] = total
    return out


def exact_here(observation: dict) -> bool:
    return len(observation["hand"]) <= EXACT_CARDS


def world_values(world, actions: list, exact: bool) -> dict:
    """{action: the bot's real points from now on} in one sampled deal: by the open-hand
    solver near the end, by greedy rollouts before."""
    if exact:
        values = solver.Solver(world).move_values()
        return {a: values[a] for a in actions if a in values}
    return rollout_values(world, actions)
