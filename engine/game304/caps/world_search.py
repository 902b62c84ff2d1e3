"""A quick refutation by search in one world dealt in full — the real deal, or one V cannot
tell from it (caps.unseen_cards.strong_opponents): even choosing each card with every card in view,
V cannot stop the three others, V's partner included, from making V's side lose a trick. The
real deal is one of the worlds V must cover, so a loss there is a refutation.

The search runs on the solver's compact position (engine.game304.solver.Position, the trump
opened by the call). At each trick start it asks the refutations of `caps.refutations
.AT_TRICK_START`; a card of V after which a line of `AFTER_CALLERS_CARD` takes the trick is
refuted without search. Tests replace those registries to search without them.
"""

from engine.game304.caps import refutations
from engine.game304.caps.limits import REAL_LIMIT
from engine.game304.caps.search import Undecided, in_trick_order
from engine.game304.tables import side
from engine.search import distinct_cards

_NO_POINTS = (0,) * 32       # for Caps only tricks count: touching cards are equivalent


def called_position(deal, seat: int):
    """The solver's position of `deal` as called by `seat` (a closed maker's call opens the
    trump, 304-K11) — caps.knowledge.as_called on the compact position."""
    from engine.game304.solver import Position      # (the solver imports the deal: late)
    position = Position(deal)
    if position.closed and seat == deal.maker:
        position.open_trump(False)
    return position


def lost_in_world(deal, seat: int, limit: int = REAL_LIMIT) -> bool:
    """`search_lost`, False past `limit` positions."""
    try:
        return search_lost(deal, seat, limit)
    except Undecided:
        return False


def search_lost(deal, seat: int, limit: int) -> bool:
    """Whether V's side loses a trick in the world `deal` (every hand as dealt there) whatever
    V plays, the three others against it. Raises Undecided past `limit` positions."""
    if deal.caps_seat >= 0:
        return False
    position = called_position(deal, seat)
    my_side = side(seat)
    budget = [limit]
    memo = {}
    at_trick_start = refutations.AT_TRICK_START
    after_callers_card = refutations.AFTER_CALLERS_CARD

    def lost() -> bool:
        if position.trick_no >= 8:
            return False
        trick = position.trick
        mover = position.turn
        key = None
        if not trick:
            if not position.closed:
                for refutes in at_trick_start:
                    if refutes(position, seat):
                        return True
            key = position.key()
            if key is not None:
                known = memo.get(key)
                if known is not None:
                    return known
        budget[0] -= 1
        if budget[0] < 0:
            raise Undecided
        result = mover == seat
        cards = position.card_mask_moves()
        if len(cards) > 1:
            separators = position.unplayed              # (a card of the trick in progress
            for _, card in trick:                       # parts two cards for this trick)
                separators |= 1 << card
            cards = distinct_cards(cards, separators, 8, _NO_POINTS)
            if mover != seat and len(cards) > 1:
                cards = adversary_first(position, cards, side(mover) != my_side)
        if mover == seat and not position.closed and position.idle < 0 and after_callers_card:
            # V's cards after which the others take this very trick need no search
            hands, trump = position.hands, position.trump
            for line in after_callers_card:
                cards = [card for card in cards
                         if line(hands, trick + ((seat, card),), trump, seat) is None]
        for card in cards:
            before = position.trick_no
            position.play(card)
            if position.trick_no > before and (position.turn & 1) != my_side:
                outcome = True                          # a trick lost
            else:
                outcome = lost()
            position.undo()
            if mover == seat and not outcome:
                result = False                          # V has a card that keeps going
                break
            if mover != seat and outcome:
                result = True                           # the others have a way through
                break
        if key is not None:
            memo[key] = result
        return result
    return lost()


def adversary_first(position, cards: list, opponent: bool) -> list:
    """Move ordering in a world dealt in full: an opponent of V tries the cards that take the
    trick first (a lead: the strongest first), V's partner those that do not, the strongest of
    them first (a lead: the weakest first)."""
    trick = position.trick
    if not trick:
        if opponent:
            return sorted(cards, key=lambda card: card & 7)
        return sorted(cards, key=lambda card: -(card & 7))
    return in_trick_order(cards, trick, position.trump, opponent)
