"""Card play of the 501 bots (each seat plays for itself: RULES.md B6, B7).

The beginner: lead a declared marriage when it holds one (501-W1), else its best ace; follow
with the cheapest card that wins the trick, else the cheapest card. The strong bot: sampled
deals (worlds501), each valued with the open-hand solver (engine.game501.solver: the bot's
real points from now, the two others playing together against it) when that finishes within
a node budget, otherwise by a greedy rollout.
"""

from engine.game501 import solver
from engine.game501.marriages import marriage_leads
from engine.game501.tables import CARD_POINTS, CARD_STRENGTH
from engine.game501.tricks import trick_winner
from engine.search.alphabeta import NodeLimit

SOLVER_NODES = 4000


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


def _rollout_value(deal, hero: int) -> int:
    start = deal.real_points()[hero]
    while not deal.is_over:
        seat = deal.to_act_seat
        hand = deal.hands[seat]
        trick = [card for _, card in deal.trick]
        playable = sorted({move[1] for move in deal.legal_moves()})
        married = marriage_leads(hand) if not trick else []
        card, declared = greedy(playable, trick, deal.trump_suit, married)
        deal.apply_move(("play", card, declared))
    return deal.real_points()[hero] - start


def world_values(world, actions: list, nodes: int = SOLVER_NODES) -> dict:
    """{action: the bot's real points from now on} in one sampled deal."""
    try:
        values = solver.Solver(world, limit=nodes).move_values()
        return {a: values[a] for a in actions if a in values}
    except NodeLimit:
        hero = world.to_act_seat
        out = {}
        for action in actions:
            deal = solver.copy_deal(world)
            deal.apply(action)
            out[action] = _rollout_value(deal, hero)
        return out
