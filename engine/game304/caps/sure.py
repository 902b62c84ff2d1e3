"""Sure winners (C-22, 304-C4, L3): the quick proof that V's cards take every remaining trick
whatever the others hold or play, counted on what may still be out — shared by the judge's
first answer (caps.proofs.sure_winners) and by the adversary search, which stops at a trick
start where it holds (caps.search), so that a position this simple never costs a search.

What may still be in another hand is counted per suit: each lead of a suit draws at least one
card of it from the others' hands while any is left there (whoever holds one must follow,
304-L3), so after k leads of a suit in which n cards are out, none is left once k >= n (a card
counted out may also lie face down in a past trick: the count is an upper bound).

When another seat leads, V's card must be legal and win whatever is led: V holding only
trumps, its card above every trump still out (a trump lead is followed with it, any other is
cut, 304-L3, L4, C4). No other hand is sure against every lead.
"""

from engine.game304.tables import SUIT_MASK


def suit_counts(outstanding: int) -> list:
    """How many cards of each suit may still be out (`left` below)."""
    return [(outstanding & SUIT_MASK[suit]).bit_count() for suit in range(4)]


def unbeatable(card: int, rivals, led: int, trump: int, outstanding: int, left: list) -> bool:
    """`card` beats `rivals` (the other cards of its trick so far, (seat, card, …) entries;
    `led` the suit led) and whatever the others may still add."""
    suit = card >> 3
    if suit != led and suit != trump:
        return False                                  # a discard takes nothing (304-C5)
    for entry in rivals:
        rival = entry[1]
        if rival >> 3 == suit:
            if rival < card:
                return False
        elif rival >> 3 == trump:
            return False
    if left[suit] > 0 and outstanding & SUIT_MASK[suit] & ((1 << card) - 1):
        return False                                  # a stronger card may be out
    return suit == trump or left[trump] <= 0          # else someone may cut


def followed_anything(card: int, own: int, rivals, trump: int, outstanding: int,
                      left: list) -> bool:
    """V, not on lead, plays `card` to a trick whose lead it does not choose: legal and
    winning whatever is led only when V holds trumps alone and `card` beats every trump
    that may be out (and the trick so far, `rivals`)."""
    if trump < 0 or own & ~SUIT_MASK[trump] or card >> 3 != trump:
        return False
    return unbeatable(card, rivals, trump, trump, outstanding, left)


def leads_take_all(order, own: int, trump: int, outstanding: int, left: list,
                   is_maker: bool, exhausted: bool) -> bool:
    """V leads every card of `order` in turn (its hand `own`), each taking its trick: `left`
    is counted down as the leads draw the others' cards. `exhausted`: 304-X1 in force for a
    maker V, which may forbid a plain lead while V holds a trump."""
    trumps = SUIT_MASK[trump]
    for card in order:
        suit = card >> 3
        if exhausted and own & trumps and suit != trump:
            return False                                  # 304-X1 may forbid this lead
        if not unbeatable(card, (), suit, trump, outstanding, left):
            return False
        if suit == trump:
            exhausted = exhausted or is_maker             # X1 may have started: assume so
        left[suit] -= 1
        own &= ~(1 << card)
    return True


def from_trick_start(order, own: int, trump: int, outstanding: int, on_lead: bool,
                     is_maker: bool, exhausted: bool) -> bool:
    """At a trick start with the trump open: V's cards of `order`, played in turn, take every
    trick — V on lead (`on_lead`) or another seat leading the first of them."""
    if not order:
        return True
    left = suit_counts(outstanding)
    if not on_lead:
        card = order[0]
        if not followed_anything(card, own, (), trump, outstanding, left):
            return False
        # (what that trick drew is not known: nothing is counted down)
        own &= ~(1 << card)
        order = order[1:]
    return leads_take_all(order, own, trump, outstanding, left, is_maker, exhausted)
