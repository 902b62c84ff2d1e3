"""The caller's stated orders (304-K3, K10): the default one, and the search for a valid one.

`first_valid` builds orders card by card, touching cards counted once (for Caps only tricks
count, so two cards no other unplayed card separates are interchangeable), and drops a prefix
some world and line already break (caps.search.breaks) with every order it starts.
"""

from engine.game304.caps.search import breaks
from engine.game304.tables import SUIT_MASK, cards_in


def default_order(deal, seat: int) -> tuple:
    """The caller's remaining cards (a closed indicator still set aside included, one already
    cut into the trick excluded: 304-K11): trumps strongest first, then S H D C strongest
    first."""
    remaining = deal.remaining_cards(seat)
    trumps = remaining & SUIT_MASK[deal.trump] if deal.trump >= 0 else 0
    return tuple(cards_in(trumps) + cards_in(remaining & ~trumps))


def _classes(cards: list, unplayed: int) -> list:
    """V's cards in classes of touching cards of one suit (strongest first)."""
    classes = []
    for card in cards:
        if classes:
            last = classes[-1][-1]
            between = ((1 << card) - 1) & ~((1 << (last + 1)) - 1)
            if last >> 3 == card >> 3 and not unplayed & between:
                classes[-1].append(card)
                continue
        classes.append([card])
    return classes


def _unplayed(deal) -> int:
    mask = 0
    for p in range(4):
        mask |= deal.remaining_cards(p)
    return mask


def first_valid(called, seat: int, setups: list, budget: list):
    """A valid order of V's cards in the position as called, or None (raises
    caps.search.Undecided past the budget)."""
    classes = _classes(cards_in(called.remaining_cards(seat)), _unplayed(called))
    taken = [0] * len(classes)
    total = sum(len(group) for group in classes)

    def extend(prefix: tuple):
        for index, group in enumerate(classes):
            if taken[index] == len(group):
                continue
            taken[index] += 1
            order = prefix + (group[taken[index] - 1],)
            left = [classes[other][taken[other]:] for other in range(len(classes))
                    if taken[other] < len(classes[other])]
            if len(left) == 1:
                # the rest is forced: only the whole order is worth checking (a prefix breaks
                # exactly when its one extension does)
                order += tuple(left[0])
            found = None
            if not breaks(called, seat, order, budget, setups):
                found = order if len(order) == total else extend(order)
            taken[index] -= 1
            if found is not None:
                return found
        return None
    return extend(())
