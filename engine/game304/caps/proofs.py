"""The judge's answers (RULES.md 304-K1 to K11, C-22 to C-28, Binding decision 5).

A call by seat V with a stated order is *valid* iff, for every deal of the cards V has not seen
that agrees with what V has seen (caps.knowledge, caps.unseen_cards), and every legal play of the
other three seats (V's partner included, chosen against V unless the rules force its card),
V's stated order stays legal and V's side wins every remaining trick (caps.search). V *can
prove Caps* when some order of its cards is valid.

- `judge(deal, seat, order)`: a call just made — True (valid), False (not: Wrong Caps,
  304-K6), None (past the search limit: the call is judged by its outcome, 304-K7);
- `valid_order(deal, seat, limit)`: an order with which V's call now would be valid, or None;
  `decided_order` the same, raising caps.search.Undecided past the limit instead of None;
  `provable(deal, seat, limit)`: whether there is one (the obligation of 304-K3). A limit of
  None searches without one (the puzzle build, the audits).

`valid_order` answers quickly where it can: first the refutations of `BEFORE_PROOF`; then a
proof by sure winners (`sure_winners`: each card of an order, trumps first, takes its trick
whatever the others hold); then the refutations of `AFTER_PROOF`, in the world where the
unseen strong cards lie with the opponents (caps.unseen_cards.strong_opponents); and only then the
full search, orders built card by card (caps.orders.first_valid). Each registry is a tuple of
functions of one `Question`, which tests replace to check that the answers do not change.
"""

from engine.game304.caps.knowledge import as_called, knowledge, known_gone
from engine.game304.caps.limits import LATE_LIMIT, NODE_LIMIT, REAL_LIMIT
from engine.game304.caps.orders import default_order, first_valid
from engine.game304.caps.refutations import (blind_top_trump_in_trick_1,
                                             opponent_may_hold_top_trump, outgunned_lead,
                                             trumps_outnumbered)
from engine.game304.caps.search import Undecided, breaks
from engine.game304.caps.sure import (followed_anything, from_trick_start, leads_take_all,
                                     suit_counts, unbeatable)
from engine.game304.caps.world_search import lost_in_world
from engine.game304.caps.unseen_cards import concentrated, hypotheses, strongest_world, world
from engine.game304.tables import FULL_DECK, SUIT_MASK, side


def judge(deal, seat: int, order, limit=NODE_LIMIT) -> object:
    """True (the call is valid), False (it is not), None (past `limit` search positions; None:
    no limit). Called on the deal right after the call (its hand shown; a maker's call has
    opened the trump)."""
    if deal.rules.caps_proof != "fixed":
        return None                                 # C-26 "adaptive": judged by the outcome
    order = tuple(order)
    if deal.caps_seat == seat and sure_winners(deal, seat, order[deal.caps_pos:]):
        return True
    try:
        return not breaks(deal, seat, order[deal.caps_pos:] if deal.caps_seat == seat else order,
                          [float("inf") if limit is None else limit])
    except Undecided:
        return None


def provable(deal, seat: int, limit=NODE_LIMIT, side_checked: bool = False) -> bool:
    """Whether V could call Caps now with some order and prove it, within `limit` positions
    (None: no limit; see `valid_order`)."""
    return valid_order(deal, seat, limit, side_checked) is not None


class Question:
    """"Can `seat` prove Caps now?", with what the quick answers share, computed once when
    first needed. `side_checked`: `trumps_outnumbered` was just found false for V's side."""

    __slots__ = ("deal", "seat", "side_checked", "_view", "_strongest", "_strongest_deal")

    def __init__(self, deal, seat: int, side_checked: bool = False):
        self.deal = deal
        self.seat = seat
        self.side_checked = side_checked
        self._view = self._strongest = self._strongest_deal = None

    @property
    def view(self):
        """What V knows (caps.knowledge)."""
        if self._view is None:
            self._view = knowledge(self.deal, self.seat)
        return self._view

    @property
    def strongest(self) -> list:
        """The hands of the strong-opponents world (caps.unseen_cards.strongest_world)."""
        if self._strongest is None:
            self._strongest = strongest_world(self.deal, self.seat, self.view)
        return self._strongest

    @property
    def strongest_deal(self):
        """The deal dealt as that world."""
        if self._strongest_deal is None:
            self._strongest_deal = world(self.deal, self.strongest)
        return self._strongest_deal


def side_outnumbered(question) -> bool:
    """`trumps_outnumbered` on the real cards (unless the referee has just asked it)."""
    return not question.side_checked and trumps_outnumbered(question.deal, question.seat)


def _top_trump(question) -> bool:
    """`opponent_may_hold_top_trump`, by its fast case in trick 1 where that one answers."""
    quick = blind_top_trump_in_trick_1(question.deal, question.seat)
    if quick is not None:
        return quick
    return opponent_may_hold_top_trump(question.deal, question.seat, question.view)


def _outgunned_on_lead(question) -> bool:
    """`outgunned_lead` in each strong-opponents world, when V is to lead and knows the trump."""
    deal, seat = question.deal, question.seat
    if deal.trick or deal.turn != seat or (deal.closed and seat != deal.maker):
        return False
    base = question.strongest
    for hands in (base, *concentrated(deal, seat, base, question.view)):
        if deal.indicator_held():
            hands = hands[:]
            hands[seat] |= 1 << deal.indicator          # the maker's call opens the trump
        if outgunned_lead(hands, deal.trump, seat):
            return True
    return False


def world_outnumbered(question) -> bool:
    """`trumps_outnumbered` in the strong-opponents world (it holds of any deal V cannot
    rule out)."""
    return trumps_outnumbered(question.strongest_deal, question.seat)


def _lost_in_strongest(question) -> bool:
    """The open-hand search in the strong-opponents world (caps.world_search); measured:
    where that world resists, the real deal resists too."""
    late = question.deal.remaining_cards(question.seat).bit_count() <= 4  # the search is cheap
    return lost_in_world(question.strongest_deal, question.seat, LATE_LIMIT if late else REAL_LIMIT)


BEFORE_PROOF = (side_outnumbered, _top_trump, _outgunned_on_lead)
AFTER_PROOF = (world_outnumbered, _lost_in_strongest)


def valid_order(deal, seat: int, limit=NODE_LIMIT, side_checked: bool = False):
    """An order with which V's call now would be valid, or None (none exists, or the search
    went past `limit` positions: see `decided_order` to tell the two apart). `limit` None:
    no limit. `side_checked`: the caller has just found `trumps_outnumbered` false for V's
    side."""
    try:
        return decided_order(deal, seat, limit, side_checked)
    except Undecided:
        return None


def decided_order(deal, seat: int, limit=NODE_LIMIT, side_checked: bool = False):
    """`valid_order`, raising Undecided when the search goes past `limit` positions (None:
    no limit) instead of answering None."""
    if deal.rules.caps_proof != "fixed" or deal.is_pcc or deal.phase != "play":
        return None                                 # C-26; 304-K8, P6: no Caps in PCC
    if deal.side_tricks[1 - side(seat)] or seat == deal.idle:
        return None                                 # 304-K2, K8, P2
    if not deal.remaining_cards(seat):
        return None
    question = Question(deal, seat, side_checked)
    for refutes in BEFORE_PROOF:
        if refutes(question):
            return None
    called = as_called(deal, seat)
    if not called.closed:
        order = sure_order(called, seat)
        if sure_winners(called, seat, order):
            return order
    for refutes in AFTER_PROOF:
        if refutes(question):
            return None
    # (V's knowledge is the same as called, unless the call opened the trump)
    view = None if deal.closed and seat == deal.maker else question.view
    return searched_order(called, seat, limit, view)


def searched_order(called, seat: int, limit: int, view=None):
    """A valid order found by the full search alone in the position as called
    (caps.knowledge.as_called; `view`, V's knowledge there when already known), or None;
    raises Undecided past `limit` positions."""
    budget = [float("inf") if limit is None else limit]
    return first_valid(called, seat, list(hypotheses(called, seat, view)), budget)


def sure_winners(called, seat: int, order) -> bool:
    """A quick proof (True means valid): V knows the trump and, in the stated order, each card
    takes its trick — the trick in progress, then every trick after it, which V leads (or,
    when another seat leads the next one, V holds trumps alone, each above every trump still
    out: caps.sure). A card takes its trick when it beats the cards already in it and no card
    that may still be in another hand can beat it: none stronger of its suit, and no trump at
    all when it is not a trump (one of the others may be void; 304-C4), counted per suit as
    caps.sure says. A face-down card left hidden is never a trump (304-H11, H12(d)).
    `called`: the deal as after the call."""
    if called.closed:
        return False
    trump = called.trump
    trumps = SUIT_MASK[trump]
    own = called.remaining_cards(seat)
    outstanding = FULL_DECK & ~own & ~known_gone(called, seat)
    left = suit_counts(outstanding)
    order = list(order)
    if called.trick:
        led = called.trick[0][1] >> 3
        mine = [card for p, card, _ in called.trick if p == seat]
        if mine:                                          # V has played to this trick
            others = [entry for entry in called.trick if entry[0] != seat]
            if not unbeatable(mine[0], others, led, trump, outstanding, left):
                return False
        else:
            if not order:
                return False
            card = order.pop(0)
            if called.turn != seat:                       # V plays later in this trick
                if not followed_anything(card, own, called.trick, trump, outstanding, left):
                    return False
            else:
                if own & SUIT_MASK[led] and card >> 3 != led:
                    return False                          # the order is not legal (304-L3)
                if not unbeatable(card, called.trick, led, trump, outstanding, left):
                    return False
            own &= ~(1 << card)
    elif called.turn != seat:
        return from_trick_start(tuple(order), own, trump, outstanding, False, False, False)
    is_maker = seat == called.maker and not called.is_pcc
    exhausted = called.exhausted and is_maker
    if is_maker and called.must_lead_trump and own & trumps and order and order[0] >> 3 != trump:
        return False                                      # C-19 option
    return leads_take_all(order, own, trump, outstanding, left, is_maker, exhausted)


def sure_order(called, seat: int) -> tuple:
    """The order `sure_winners` is asked about: trumps strongest first, then the other suits
    strongest first (caps.orders.default_order); to a trick in progress, first the strongest
    card of the suit led, else of trumps."""
    order = default_order(called, seat)
    if called.trick and called.turn == seat:
        led = called.trick[0][1] >> 3
        held = called.remaining_cards(seat)
        first = held & SUIT_MASK[led] or held & SUIT_MASK[called.trump] or held
        first &= -first
        order = tuple(card for card in order if 1 << card == first) + tuple(
            card for card in order if 1 << card != first)
    return order
