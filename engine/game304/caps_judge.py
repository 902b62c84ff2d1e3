"""Exact Caps judging (RULES.md 304-K1 to K10, C-22 to C-28, Binding decision 5).

A call by seat V with a stated order is *valid* iff, for every deal of the cards V has not seen
that agrees with what V has seen, and every legal play of the other three seats (V's partner
included, chosen against V unless the rules force its card), V's stated order stays legal and
V's side wins every remaining trick. V *can prove Caps* when some order of its cards is valid.

How `judge` decides it: instead of listing worlds (far too many early in a hand: 24 unseen
cards make ~10^10 deals), an adversary builds a world and a line of play together, card by card:
each card the others play is drawn from the cards V has not seen, and every choice keeps a
completion possible — the unseen cards must still fit the others' hands, the face-down cards V
never saw and the indicator, suit by suit (Hall's condition on the four suits: each hand or
hidden slot may take only suits it is not known to lack). A world and a line in which V's side
loses a trick, or V's order becomes illegal, exist iff this search finds one ("there is a world
and a line" is one existential question). Positions proven safe are remembered; the others'
cards of one suit that no relevant card separates are searched once (the highest and lowest).

What V knows (C-22): its hand; every card shown; the voids shown by not following; as maker,
the indicator and every face-down card inspected. A non-maker while the trump is closed does not
know the trump: every indicator still possible is tried (a card V has not seen, whose suit no
inspection ruled out, not the suit of the maker's first lead while closed in trick 1, and not a
suit the maker showed it lacked on a trump lead).

`provable(deal, seat)` asks whether some order is valid: quick refutations first (an opponent
may hold a trump above all of V's; the side cannot take every trick even seeing all cards),
then the orders of V's cards, touching cards counted once, each judged as above.

Limits (documented): the maker's exhausted-trump state (304-X1) for an adversary maker is taken
from the deal as played (a non-maker cannot always tell it); a search past NODE_LIMIT positions
answers None for `judge` (the deal then judges the call by its outcome, 304-K7) and False for
`provable` (the obligation is not enforced); `provable` tries at most ORDER_LIMIT orders.
"""

from itertools import permutations

from engine.game304.tables import SUIT_MASK, cards_in, side

NODE_LIMIT = 60000
ORDER_LIMIT = 120
_SUBSETS = tuple(range(16))


class Undecided(Exception):
    """The search went past its limit."""


def _suit_bits(mask: int) -> int:
    bits = 0
    for suit in range(4):
        if mask & SUIT_MASK[suit]:
            bits |= 1 << suit
    return bits


def _fits(pool: int, groups) -> bool:
    """Hall's condition over suits: can the cards of `pool` be dealt to `groups`, each a
    (count, allowed suit bits), every card used and every group filled?"""
    supply = [0] * 16
    per_suit = [(pool & SUIT_MASK[suit]).bit_count() for suit in range(4)]
    for subset in _SUBSETS:
        total = 0
        for suit in range(4):
            if subset >> suit & 1:
                total += per_suit[suit]
        supply[subset] = total
    need = 0
    for count, _ in groups:
        need += count
    if need != supply[15]:
        return False
    for subset in _SUBSETS[1:15]:
        demand = 0
        for count, allowed in groups:
            if count and not allowed & ~subset:
                demand += count
        if demand > supply[subset]:
            return False
    return True


def _known_gone(deal, seat: int) -> int:
    """Cards V has seen played (face up, turned up, or face down and known to V)."""
    played = 0
    for _, entries, _, _ in deal.tricks:
        for _, card, _ in entries:
            played |= 1 << card
    for _, card, _ in deal.trick:
        played |= 1 << card
    return played & (deal.public | deal.hidden_known[seat] | deal.dealt_mask[seat])


def _setups(deal, seat: int):
    """Yield the starting points of the adversary: one per trump hypothesis (and indicator)."""
    maker = deal.maker
    own = deal.remaining_cards(seat)
    gone = _known_gone(deal, seat)
    pool = ((1 << 32) - 1) & ~own & ~gone
    others = [p for p in range(4) if p != seat]
    voids = {p: 0 for p in others}
    hidden = []                                   # (allowed suit bits, no-trump flag) per slot
    knows_trump = not deal.closed or seat == maker
    banned_trumps = 0                             # suits the indicator cannot be
    for index, (_, entries, _, _) in enumerate(deal.tricks):
        led = entries[0][1] >> 3
        revealed_here = any(shown and (card >> 3) == deal.trump and (card >> 3) != led
                            for _, card, shown in entries)
        for position, (p, card, shown) in enumerate(entries):
            if position and card >> 3 != led and (shown or gone >> card & 1) and p in voids:
                voids[p] |= 1 << led
            if position and not shown and not gone >> card & 1:
                voids[p] |= 1 << led if p in voids else 0
                hidden.append((15 & ~(1 << led), not revealed_here))
    if deal.trick:
        led = deal.trick[0][1] >> 3
        for position, (p, card, face_down) in enumerate(deal.trick):
            if position and p in voids and (card >> 3 != led or face_down):
                voids[p] |= 1 << led
    current = [(position, 15 & ~(1 << (deal.trick[0][1] >> 3)))
               for position, (p, card, face_down) in enumerate(deal.trick)
               if position and not gone >> card & 1]
    # Cards V saw go into another hand (the indicator taken back by the maker, 304-H12(e), O1, O3).
    known = {p: deal.hands[p] & deal.public for p in others}
    for p in others:
        pool &= ~known[p]
    counts = {p: deal.hands[p].bit_count() - known[p].bit_count() for p in others}
    if knows_trump:
        # Hidden past face-down cards: unseen, not of the suit led; while no trump was found
        # they were not trumps either (304-H11) — unless V is the maker, who saw them all.
        slots = [(allowed & ~(1 << deal.trump) if no_trump else allowed)
                 for allowed, no_trump in hidden]
        indicator = deal.indicator if (deal.closed and seat == maker) else -1
        yield dict(trump=deal.trump, closed=deal.closed, indicator=indicator, pool=pool,
                   voids=voids, counts=counts, slots=slots, current=current, known=known)
        return
    # A non-maker while the trump is closed: every indicator still possible.
    if deal.trick_no >= 1:
        first = deal.tricks[0][1][0]
        if first[0] == maker:
            banned_trumps |= 1 << (first[1] >> 3)         # 304-H6: not a trump lead in trick 1
    for indicator in cards_in(pool):
        trump = indicator >> 3
        if banned_trumps >> trump & 1:
            continue
        slots = [allowed & ~(1 << trump) if no_trump else allowed for allowed, no_trump in hidden]
        maker_voids = dict(voids)
        for _, entries, _, _ in deal.tricks:
            led = entries[0][1] >> 3
            if led == trump:
                for position, (p, card, shown) in enumerate(entries):
                    if position and p == maker and card >> 3 != led:
                        maker_voids[maker] |= 1 << trump      # 304-H3, H5: none in hand
        yield dict(trump=trump, closed=True, indicator=indicator, pool=pool & ~(1 << indicator),
                   voids=maker_voids, counts=counts, slots=slots, current=current, known=known)


class _Search:
    """The adversary's search for a world and a line that break V's call."""

    def __init__(self, deal, seat: int, order: tuple, setup: dict, budget: list):
        self.deal = deal
        self.seat = seat
        self.order = order
        self.maker = deal.maker
        self.trump = setup["trump"]
        self.indicator = setup["indicator"]
        self.slots = setup["slots"]
        self.budget = budget
        self.safe = set()
        self.exposure = deal.contract >= 250
        self.exhausted = deal.exhausted
        self.setup = setup

    def run(self) -> bool:
        """True if a breaking world and line exist."""
        setup = self.setup
        deal = self.deal
        others = tuple(p for p in range(4) if p != self.seat)
        voids = tuple(setup["voids"].get(p, 0) for p in range(4))
        counts = tuple(setup["counts"].get(p, 0) for p in range(4))
        known = [setup["known"].get(p, 0) for p in range(4)]
        vhand = deal.hands[self.seat]
        if deal.closed and self.seat == self.maker:
            vhand |= 1 << deal.indicator                  # (the call opened it: not reached)
        trick = [(p, card) for p, card, _ in deal.trick]
        unknown_positions = [position for position, _ in setup["current"]]
        pool = setup["pool"]
        self.others = others
        # The unseen cards of the trick in progress: chosen first.
        return self._fill_current(unknown_positions, trick, pool, voids, counts, vhand,
                                  deal.caps_pos if deal.caps_seat == self.seat else 0,
                                  setup["closed"], deal.trick_no, deal.turn, tuple(known))

    def _fill_current(self, positions, trick, pool, voids, counts, vhand, pos, closed,
                      trick_no, turn, known) -> bool:
        if not positions:
            if not self._feasible(pool, voids, counts, ()):
                return False
            return self._step(tuple(trick), pool, voids, counts, vhand, pos, closed, trick_no,
                              turn, known, self.exhausted)
        position = positions[0]
        led = trick[0][1] >> 3
        for card in cards_in(pool & ~SUIT_MASK[led]):
            trick[position] = (trick[position][0], card)
            if self._fill_current(positions[1:], trick, pool & ~(1 << card), voids, counts, vhand,
                                  pos, closed, trick_no, turn, known):
                return True
        return False

    def _feasible(self, pool, voids, counts, extra) -> bool:
        groups = [(counts[p], 15 & ~voids[p]) for p in self.others]
        groups += [(1, allowed) for allowed in self.slots]
        return _fits(pool, groups)

    def _step(self, trick, pool, voids, counts, vhand, pos, closed, trick_no, turn, known,
              exhausted) -> bool:
        self.budget[0] -= 1
        if self.budget[0] < 0:
            raise Undecided
        if not trick and pos >= len(self.order):
            return False                                   # every trick won
        key = (trick, pool, voids, counts, pos, closed, turn, known, exhausted)
        if key in self.safe:
            return False
        broke = self._turn(trick, pool, voids, counts, vhand, pos, closed, trick_no, turn, known,
                           exhausted)
        if not broke:
            self.safe.add(key)
        return broke

    def _turn(self, trick, pool, voids, counts, vhand, pos, closed, trick_no, turn, known,
              exhausted) -> bool:
        seat = self.seat
        trump = self.trump
        led = trick[0][1] >> 3 if trick else -1
        if turn == seat:
            card = self.order[pos]
            if trick:
                if vhand & SUIT_MASK[led] and card >> 3 != led:
                    return True                            # the order breaks (304-L3)
            elif seat == self.maker and not closed:
                if exhausted and vhand & SUIT_MASK[trump] and card >> 3 != trump:
                    return True                            # 304-X1 forbids this lead
            options = [(card, None)]
            if (not trick and seat == self.maker and card >> 3 == trump and not exhausted):
                options = [(card, True), (card, False)]    # others hold no trump now, or some
            for card, exhausts in options:
                new_voids = voids
                if exhausts:
                    new_voids = tuple(v | (1 << trump) if p != seat else v
                                      for p, v in enumerate(voids))
                    if not self._feasible(pool, new_voids, counts, ()):
                        continue
                if self._after_card(trick, pool, new_voids, counts, vhand & ~(1 << card), pos + 1,
                                    closed, trick_no, turn, card, known,
                                    exhausted or bool(exhausts)):
                    return True
            return False
        # Another seat: a card it is known to hold, or one drawn from the unseen cards.
        for card, new_pool, new_voids, new_counts, new_known in self._choices(
                trick, pool, voids, counts, turn, closed, trick_no, known, exhausted):
            if self._after_card(trick, new_pool, new_voids, new_counts, vhand, pos, closed,
                                trick_no, turn, card, new_known, exhausted):
                return True
        return False

    def _choices(self, trick, pool, voids, counts, p, closed, trick_no, known, exhausted):
        trump = self.trump
        led = trick[0][1] >> 3 if trick else -1
        is_maker = p == self.maker
        indicator = self.indicator if (closed and is_maker and self.indicator >= 0
                                       and self.seat != self.maker) else -1
        held = known[p]
        draw = pool if counts[p] else 0
        allowed_suits = 15 & ~voids[p]
        candidates = []
        for suit in range(4):
            if not allowed_suits >> suit & 1 and not held & SUIT_MASK[suit]:
                continue
            suit_cards = (draw & SUIT_MASK[suit] if allowed_suits >> suit & 1 else 0) | (
                held & SUIT_MASK[suit])
            candidates.extend(self._representatives(suit_cards, held, trick, suit))
        if indicator >= 0:
            candidates.append(indicator)
        for card in candidates:
            is_indicator = card == indicator
            suit = card >> 3
            # The rules for this seat (304-L3 to L5, H1 to H6, X1).
            if not trick:
                if is_indicator and trick_no < 7:
                    continue                                           # 304-H2
                if is_maker and closed and trick_no == 0 and suit == trump and not is_indicator:
                    continue                                           # 304-H6
            else:
                if is_indicator:
                    if trick_no < 7 and led == trump:
                        continue                                       # 304-H3: no cut on trumps
                elif suit != led and is_maker and closed and suit == trump:
                    continue                                           # 304-H4
            if is_indicator:
                if trick and led != trump and trick_no < 7:
                    # a cut: the maker must be void of the suit led in hand (304-H1)
                    new_voids = tuple(v | (1 << led) if q == p else v for q, v in enumerate(voids))
                    if not self._feasible(pool, new_voids, counts, ()):
                        continue
                    yield card, pool, new_voids, counts, known
                elif trick_no == 7:
                    yield card, pool, voids, counts, known
                continue
            from_hand = held >> card & 1
            new_known = known
            new_pool, new_counts = pool, counts
            if from_hand:
                new_known = tuple(k & ~(1 << card) if q == p else k for q, k in enumerate(known))
            else:
                new_pool = pool & ~(1 << card)
                new_counts = tuple(c - 1 if q == p else c for q, c in enumerate(counts))
            new_voids = voids
            if trick and suit != led:
                new_voids = tuple(v | (1 << led) if q == p else v for q, v in enumerate(voids))
                if held & SUIT_MASK[led]:
                    continue
            if is_maker and exhausted and not trick and suit != trump:
                new_voids = tuple(v | (1 << trump) if q == p else v for q, v in enumerate(new_voids))
                if held & SUIT_MASK[trump]:
                    continue
            if not self._feasible(new_pool, new_voids, new_counts, ()):
                continue
            yield card, new_pool, new_voids, new_counts, new_known

    def _representatives(self, cards: int, held: int, trick, suit: int) -> list:
        """The cards of one suit worth trying: the highest and lowest of each run that no
        card of V, no card known to be held, and no card of the trick separates."""
        relevant = self.order_mask | held
        for _, card in trick:
            relevant |= 1 << card
        out = []
        run = []
        for card in range(suit * 8, suit * 8 + 8):
            if cards >> card & 1 and not held >> card & 1:
                run.append(card)
            elif relevant >> card & 1 or held >> card & 1:
                if run:
                    out.extend({run[0], run[-1]})
                    run = []
                if held >> card & 1 and cards >> card & 1:
                    out.append(card)
        if run:
            out.extend({run[0], run[-1]})
        return sorted(out)

    def _after_card(self, trick, pool, voids, counts, vhand, pos, closed, trick_no, turn, card,
                    known, exhausted) -> bool:
        trick = trick + ((turn, card),)
        if len(trick) < 4:
            return self._step(trick, pool, voids, counts, vhand, pos, closed, trick_no,
                              (turn + 1) % 4, known, exhausted)
        trump = self.trump
        led = trick[0][1] >> 3
        win_seat, win = trick[0]
        indicator_played = False
        for who, played in trick[1:]:
            if played == self.indicator:
                indicator_played = True
            if played >> 3 == win >> 3:
                if played < win:
                    win_seat, win = who, played
            elif played >> 3 == trump:
                win_seat, win = who, played
        if trick[0][1] == self.indicator:
            indicator_played = True
        if side(win_seat) != side(self.seat):
            return True                                     # a trick lost: the call fails
        if closed and (indicator_played or (led != trump and win >> 3 == trump)):
            closed = False
            if not indicator_played and self.indicator >= 0 and self.seat != self.maker:
                known = tuple(k | (1 << self.indicator) if q == self.maker else k
                              for q, k in enumerate(known))
        trick_no += 1
        if closed and trick_no == 1 and self.exposure:
            closed = False
            if self.indicator >= 0 and self.seat != self.maker:
                known = tuple(k | (1 << self.indicator) if q == self.maker else k
                              for q, k in enumerate(known))
        return self._step((), pool, voids, counts, vhand, pos, closed, trick_no, win_seat, known,
                          exhausted)


def _breaks(deal, seat: int, order: tuple, budget: list) -> bool:
    for setup in _setups(deal, seat):
        search = _Search(deal, seat, order, setup, budget)
        search.order_mask = 0
        for card in order:
            search.order_mask |= 1 << card
        if search.run():
            return True
    return False


def judge(deal, seat: int, order) -> object:
    """True (the call is valid), False (it is not), None (past the search limit). Called on the
    deal right after the call (its hand shown; a maker's call has opened the trump)."""
    if deal.rules.caps_proof != "fixed":
        return None
    order = tuple(order)
    if not _may_win_every_trick(deal, seat):
        return False
    try:
        return not _breaks(deal, seat, order[deal.caps_pos:] if deal.caps_seat == seat else order,
                           [NODE_LIMIT])
    except Undecided:
        return None


def _opponent_may_hold_top_trump(deal, seat: int) -> bool:
    """Quick refutation: V knows the trump, and an unseen trump above all of V's may be in an
    opponent's hand — that trump would win a trick whenever it is played."""
    if deal.closed and seat != deal.maker:
        return False
    own = deal.remaining_cards(seat) & SUIT_MASK[deal.trump]
    unseen = ((1 << 32) - 1) & ~deal.remaining_cards(seat) & ~_known_gone(deal, seat) & SUIT_MASK[deal.trump]
    if not unseen:
        return False
    top = unseen & -unseen                                  # the strongest unseen trump
    if own and (own & -own) < top:
        return False
    return any(deal.hands[p] for p in ((seat + 1) % 4, (seat + 3) % 4))


def _may_win_every_trick(deal, seat: int) -> bool:
    """Necessary condition on the real cards: the side can take every trick left with everything
    seen and the partner helping (the real deal is one of the worlds V must cover)."""
    from engine.game304.solver import Position
    position = Position(_without_caps(deal))
    try:
        return _side_takes_all(position, side(seat), [20000], {})
    except Undecided:
        return True


def _without_caps(deal):
    state = deal.copy(for_search=True)
    state.caps_seat, state.caps_order, state.caps_pos = -1, (), 0
    return state


def _side_takes_all(position, my_side: int, budget: list, memo: dict) -> bool:
    """Whether `my_side` wins every remaining trick, both sides seeing all cards."""
    budget[0] -= 1
    if budget[0] < 0:
        raise Undecided
    if position.trick_no >= 8:
        return True
    key = position.key()
    if key is not None and key in memo:
        return memo[key]
    mine = (position.turn & 1) == my_side
    result = not mine
    for card in position.card_mask_moves():
        before = position.trick_no
        position.play(card)
        lost = position.trick_no > before and (position.turn & 1) != my_side
        ok = False if lost else _side_takes_all(position, my_side, budget, memo)
        position.undo()
        if mine and ok:
            result = True
            break
        if not mine and not ok:
            result = False
            break
    if key is not None:
        memo[key] = result
    return result


def _distinct_orders(cards: list, unplayed: int):
    """Orders of V's cards, touching cards of a suit counted once (for Caps only tricks count,
    so two cards no other unplayed card separates are interchangeable)."""
    classes = []
    for card in cards:
        if classes:
            last = classes[-1][-1]
            between = ((1 << card) - 1) & ~((1 << (last + 1)) - 1)
            if last >> 3 == card >> 3 and not unplayed & between:
                classes[-1].append(card)
                continue
        classes.append([card])
    labels = [index for index, group in enumerate(classes) for _ in group]
    seen = set()
    for arrangement in permutations(labels):
        if arrangement in seen:
            continue
        seen.add(arrangement)
        taken = [0] * len(classes)
        order = []
        for label in arrangement:
            order.append(classes[label][taken[label]])
            taken[label] += 1
        yield tuple(order)


def provable(deal, seat: int) -> bool:
    """Whether V could call Caps now with some order and prove it (within the limits)."""
    if deal.rules.caps_proof != "fixed" or deal.is_pcc:
        return False
    if deal.side_tricks[1 - side(seat)]:
        return False
    remaining = deal.remaining_cards(seat)
    if not remaining:
        return False
    if _opponent_may_hold_top_trump(deal, seat):
        return False
    if not _may_win_every_trick(deal, seat):
        return False
    called = deal.copy(for_search=True)
    if called.closed and seat == called.maker:
        called._on_open("caps")
    called.caps_due = [None, None]
    cards = cards_in(called.remaining_cards(seat))
    unplayed = 0
    for p in range(4):
        unplayed |= called.remaining_cards(p)
    budget = [NODE_LIMIT]
    tried = 0
    for order in _distinct_orders(cards, unplayed):
        tried += 1
        if tried > ORDER_LIMIT:
            return False
        try:
            if not _breaks(called, seat, order, budget):
                return True
        except Undecided:
            return False
    return False
