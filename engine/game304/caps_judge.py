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

`provable(deal, seat)` / `valid_order(deal, seat)` ask whether some order is valid. Quick
answers first: a refutation when the strongest trump V has not seen may lie with an opponent;
a refutation on the real cards (a small open-hand search in which V, seeing everything, still
cannot stop the three others from taking a trick: the real deal is one of the worlds); a proof
by sure winners (V on lead, every card the best left of its suit, trumps drawn first). Then the
orders are built card by card, touching cards counted once, and a prefix some world and line
already break is dropped with every order it starts. The adversary tries the cards most likely
to break first, and positions proven safe are remembered at trick starts up to rank
equivalence (the unseen cards counted per gap between the cards that matter, `_canonical`).

Limits (documented): the maker's exhausted-trump state (304-X1) for an adversary maker is taken
from the deal as played (a non-maker cannot always tell it); a search past its node limit
answers None for `judge` (the deal then judges the call by its outcome, 304-K7) and None/False
for `valid_order`/`provable` (the obligation is not enforced there). Tested against a
brute-force enumeration of worlds and lines (tests/engine/test_caps_judge_properties.py) on
open-trump endings of up to three cards.
"""

from engine.game304.tables import SUIT_MASK, cards_in, side
from engine.search import distinct_cards

NODE_LIMIT = 60000
_NO_POINTS = (0,) * 32       # for Caps only tricks count: touching cards are equivalent
REAL_LIMIT = 1000
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
    (count, allowed suit bits), every card used and every group filled? (Remembered: the
    answer depends only on the number of cards of each suit and on the groups.)"""
    key = ((pool & 0xFF).bit_count(), (pool >> 8 & 0xFF).bit_count(),
           (pool >> 16 & 0xFF).bit_count(), (pool >> 24).bit_count(), tuple(groups))
    known = _FITS.get(key)
    if known is None:
        if len(_FITS) > 200000:
            _FITS.clear()
        known = _FITS[key] = _hall(key[:4], key[4])
    return known


_FITS = {}


def _hall(per_suit, groups) -> bool:
    need = 0
    for count, _ in groups:
        need += count
    if need != per_suit[0] + per_suit[1] + per_suit[2] + per_suit[3]:
        return False
    for subset in _SUBSETS[1:15]:
        supply = 0
        for suit in range(4):
            if subset >> suit & 1:
                supply += per_suit[suit]
        demand = 0
        for count, allowed in groups:
            if count and not allowed & ~subset:
                demand += count
        if demand > supply:
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
                # not of the suit led; no trump while none was found, nor ever from the
                # maker, whose face-down cards left hidden are its non-trumps (304-H4, H12(d))
                hidden.append((15 & ~(1 << led), not revealed_here or p == maker))
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
    # The real indicator first: the real deal is one of the worlds, and usually breaks a call.
    for indicator in sorted(cards_in(pool), key=lambda card: card != deal.indicator):
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


def _canonical(pool: int, relevant: int) -> tuple:
    """The unseen cards up to rank equivalence, at a trick start: per suit, how many lie in
    each gap between the relevant cards (V's, those known to be held, the indicator). For
    Caps only who takes each trick counts, so two pools with the same gaps give the same
    search (an order-keeping exchange of cards inside each gap maps one onto the other)."""
    key = ()
    for shift in (0, 8, 16, 24):
        pair = (pool >> shift & 0xFF, relevant >> shift & 0xFF)
        gaps = _GAPS.get(pair)
        if gaps is None:
            gaps = _GAPS[pair] = _gaps(*pair)
        key += gaps
    return key


_GAPS = {}


def _gaps(pool_byte: int, relevant_byte: int) -> tuple:
    out = []
    count = 0
    for rank in range(8):
        if relevant_byte >> rank & 1:
            out.append(count)
            count = 0
        elif pool_byte >> rank & 1:
            count += 1
    out.append(count)
    return tuple(out)


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
        self.slot_groups = tuple((1, allowed) for allowed in self.slots)
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
        player = trick[position][0]
        choices = cards_in(pool & ~SUIT_MASK[led])
        if player == self.maker and closed and self.seat != self.maker:
            # The maker's face-down card: a non-trump from hand, or the indicator as a cut on a
            # non-trump lead (or as its last card) (304-H1, H4, H5).
            choices = cards_in(pool & ~SUIT_MASK[led] & ~SUIT_MASK[self.trump])
            if self.indicator >= 0 and (led != self.trump or trick_no == 7):
                choices.append(self.indicator)
        for card in choices:
            trick[position] = (player, card)
            rest = pool if card == self.indicator else pool & ~(1 << card)
            if self._fill_current(positions[1:], trick, rest, voids, counts, vhand,
                                  pos, closed, trick_no, turn, known):
                return True
        return False

    def _feasible(self, pool, voids, counts, extra) -> bool:
        others = self.others
        return _fits(pool, ((counts[others[0]], 15 & ~voids[others[0]]),
                            (counts[others[1]], 15 & ~voids[others[1]]),
                            (counts[others[2]], 15 & ~voids[others[2]])) + self.slot_groups)

    def _step(self, trick, pool, voids, counts, vhand, pos, closed, trick_no, turn, known,
              exhausted) -> bool:
        self.budget[0] -= 1
        if self.budget[0] < 0:
            raise Undecided
        if pos >= len(self.order) and (not trick or turn == self.seat):
            return False          # every trick won (or, for a prefix, no break before its end)
        if trick:
            key = (trick, pool, voids, counts, pos, closed, turn, known, exhausted)
        else:
            key = (_canonical(pool, vhand | known[0] | known[1] | known[2] | known[3]
                              | (1 << self.indicator if closed and self.indicator >= 0 else 0)),
                   voids, counts, pos, closed, turn, known, exhausted)
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
        if len(candidates) > 1:
            candidates = self._ordered(candidates, trick, p)
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

    def _ordered(self, candidates: list, trick, p: int) -> list:
        """The adversary's cards, most likely to break first: an opponent of V tries the cards
        that take the trick (strongest first), V's partner those that do not (weakest first)."""
        trump = self.trump
        if not trick:
            return sorted(candidates, key=lambda card: -(card & 7))
        best = trick[0][1]
        best_seat = trick[0][0]
        for who, card in trick[1:]:
            if card >> 3 == best >> 3:
                if card < best:
                    best, best_seat = card, who
            elif card >> 3 == trump:
                best, best_seat = card, who
        best_suit = best >> 3
        opponent = side(p) != side(self.seat)

        def beats(card):
            if card >> 3 == best_suit:
                return card < best
            return card >> 3 == trump

        # An opponent takes the trick if it can (strongest first), else keeps its strong cards;
        # the partner ducks, throwing its strong cards first (it must never be made to win).
        if opponent:
            return sorted(candidates, key=lambda card: (0, card & 7) if beats(card)
                          else (1, -(card & 7)))
        return sorted(candidates, key=lambda card: (beats(card), card & 7))

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


def _breaks(deal, seat: int, order: tuple, budget: list, setups=None) -> bool:
    """Whether some world and line break `order` (a whole order, or a prefix of one: then
    only a break before the prefix runs out counts, which breaks every order it starts)."""
    cards = deal.remaining_cards(seat)
    if deal.closed and seat == deal.maker:
        cards |= 1 << deal.indicator
    for setup in (_setups(deal, seat) if setups is None else setups):
        search = _Search(deal, seat, order, setup, budget)
        search.order_mask = cards
        if search.run():
            return True
    return False


def judge(deal, seat: int, order) -> object:
    """True (the call is valid), False (it is not), None (past the search limit). Called on the
    deal right after the call (its hand shown; a maker's call has opened the trump)."""
    if deal.rules.caps_proof != "fixed":
        return None
    order = tuple(order)
    if deal.caps_seat == seat and _sure_winners(deal, seat, order[deal.caps_pos:]):
        return True
    try:
        return not _breaks(deal, seat, order[deal.caps_pos:] if deal.caps_seat == seat else order,
                           [NODE_LIMIT])
    except Undecided:
        return None


def _opponent_may_hold_top_trump(deal, seat: int) -> bool:
    """Quick refutation: V knows the trump, and the strongest trump V has not seen, stronger
    than every trump of V and every trump V knows its partner holds, may lie in an opponent's
    hand (that opponent not known to lack trumps, with room for it, the other unseen cards
    still fitting). That trump wins the trick in which it is played — on a trump lead, or as a
    cut when its holder cannot follow — and its holder must play it before the deal ends."""
    if deal.closed and seat != deal.maker:
        return False
    trumps = SUIT_MASK[deal.trump]
    setup = next(_setups(deal, seat))
    unseen = setup["pool"] & trumps
    if not unseen:
        return False
    top = unseen & -unseen                                  # the strongest unseen trump
    ours = (deal.remaining_cards(seat) | setup["known"].get((seat + 2) % 4, 0)) & trumps
    if ours and (ours & -ours) < top:
        return False
    voids, counts = setup["voids"], setup["counts"]
    groups = [(counts[p], 15 & ~voids[p]) for p in counts]
    groups += [(1, allowed) for allowed in setup["slots"]]
    pool = setup["pool"] & ~top
    for opponent in ((seat + 1) % 4, (seat + 3) % 4):
        if not counts[opponent] or voids[opponent] >> deal.trump & 1:
            continue
        fewer = [((count - 1 if p == opponent else count), allowed)
                 for (count, allowed), p in zip(groups, list(counts) + [None] * len(setup["slots"]))]
        if _fits(pool, fewer):
            return True
    return False


def _trumps_outnumbered(deal, seat: int) -> bool:
    """Quick refutation on the real cards (the real deal is one of the worlds V must cover),
    bitmasks only. Every card is played before the deal ends, one per trick for each player,
    and a trump played by an opponent can only be beaten by a stronger trump in its trick:
    on a trump lead the face-down cards of players void in trumps are not trumps (304-H11);
    a void non-maker's trump goes face down and the trick goes to its best trump (304-H8,
    H12(c)), or cuts (open); a maker's trump from hand is played while closed only on a trump
    lead (304-H4; in trick 8 a closed maker holds only the indicator), the indicator only as a
    cut or in trick 8, where it is a trump (304-H1, H12, H14). So each opponent's trumps (in
    hand, or in the trick in progress) need as many distinct stronger trumps of V's side (in
    hands, a closed indicator, the trick in progress): for every trump t of that opponent,
    V's side has more trumps stronger than t than the opponent has trumps as strong as t."""
    trump = deal.trump
    if trump < 0 or deal.caps_seat >= 0:
        return False
    trumps = SUIT_MASK[trump]
    cards = [deal.remaining_cards(p) & trumps for p in range(4)]
    for who, card, _ in deal.trick:
        if trumps >> card & 1:
            cards[who] |= 1 << card
    ours = cards[seat] | cards[seat ^ 2]
    for opponent in ((seat + 1) % 4, (seat + 3) % 4):
        theirs = cards[opponent]
        while theirs:
            low = theirs.bit_length() - 1                   # their weakest trump first
            at_least = theirs.bit_count()                   # their trumps as strong as it
            if (ours & ((1 << low) - 1)).bit_count() < at_least:
                return True
            theirs &= ~(1 << low)
    return False


def _lost_in_the_real_deal(deal, seat: int, limit: int = REAL_LIMIT) -> bool:
    """Quick refutation on the real cards (the real deal is one of the worlds V must cover):
    even choosing each card with every card in view, V cannot stop the three others, V's
    partner included, from making V's side lose a trick. Gives up (False) past `limit`
    positions."""
    from engine.game304.solver import Position
    if deal.caps_seat >= 0:
        return False
    position = Position(deal)
    if position.closed and seat == deal.maker:
        position.open_trump(False)                      # the maker's call opens the trump
    my_side = side(seat)
    budget = [limit]
    memo = {}

    def lost() -> bool:
        if position.trick_no >= 8:
            return False
        key = position.key()
        if key is not None:
            known = memo.get(key)
            if known is not None:
                return known
        budget[0] -= 1
        if budget[0] < 0:
            raise Undecided
        mover = position.turn
        result = mover == seat
        cards = distinct_cards(position.card_mask_moves(), position.unplayed, 8, _NO_POINTS)
        if mover != seat and len(cards) > 1:
            cards = _adversary_first(position, cards, side(mover) != my_side)
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
    try:
        return lost()
    except Undecided:
        return False


def _strong_opponents(deal, seat: int):
    """Before anything has been shown in the first trick, a world V cannot tell from the real
    one in which V's opponents hold the strongest cards V has not seen (trumps first) and V's
    partner the weakest: a quick refutation there is a refutation (see valid_order). None when
    V's view already limits the deal (cards in play, cards shown in a hand)."""
    if deal.trick_no or deal.trick or deal.closed and seat != deal.maker:
        return None
    others = [p for p in range(4) if p != seat and p != deal.idle]
    if any(deal.hands[p] & deal.public for p in others):
        return None
    unseen = 0
    for p in others:
        unseen |= deal.hands[p]
    trumps = SUIT_MASK[deal.trump]
    strongest = sorted(cards_in(unseen), key=lambda card: (card >> 3 != deal.trump, card & 7))
    world = deal.copy(for_search=True)
    opponents = [p for p in others if side(p) != side(seat)]
    partner = [p for p in others if side(p) == side(seat)]
    position = 0
    for p in opponents + partner:
        size = deal.hands[p].bit_count()
        world.hands[p] = 0
        for card in strongest[position:position + size]:
            world.hands[p] |= 1 << card
        position += size
    del trumps
    return world


def _adversary_first(position, cards: list, opponent: bool) -> list:
    """Move ordering on the real cards: an opponent of V tries the cards that take the trick
    first, V's partner those that do not (a lead: the weakest first)."""
    trick = position.trick
    if not trick:
        return sorted(cards, key=lambda card: -(card & 7))
    trump = position.trump
    best = trick[0][1]
    for _, card in trick[1:]:
        if card >> 3 == best >> 3:
            if card < best:
                best = card
        elif card >> 3 == trump:
            best = card

    def beats(card):
        if card >> 3 == best >> 3:
            return card < best
        return card >> 3 == trump and best >> 3 != trump

    if opponent:
        return sorted(cards, key=lambda card: (not beats(card), card & 7))
    return sorted(cards, key=lambda card: (beats(card), -(card & 7)))


def _sure_winners(called, seat: int, order) -> bool:
    """A quick proof (True means valid): V, knowing the trump, is on lead and, in the stated
    order, every card is the strongest of its suit V cannot place elsewhere, and no trump V
    has not seen is left when a non-trump is led. Each trump lead draws at least one unseen
    trump while any is left in a hand (whoever holds one must follow, 304-L3; a face-down card
    left hidden is never a trump, 304-H11, H12(d)). `called`: the deal as after the call."""
    if called.closed or called.trick or called.turn != seat:
        return False
    trump = called.trump
    trumps = SUIT_MASK[trump]
    own = called.remaining_cards(seat)
    outstanding = ((1 << 32) - 1) & ~own & ~_known_gone(called, seat)
    is_maker = seat == called.maker and not called.is_pcc
    exhausted = called.exhausted and is_maker
    unseen_trumps = (outstanding & trumps).bit_count()
    if is_maker and called.must_lead_trump and own & trumps and order and order[0] >> 3 != trump:
        return False                                      # C-19 option
    for card in order:
        if exhausted and own & trumps and card >> 3 != trump:
            return False                                  # 304-X1 may forbid this lead
        if outstanding & SUIT_MASK[card >> 3] & ((1 << card) - 1):
            return False                                  # a stronger card may be out
        if card >> 3 != trump and unseen_trumps:
            return False                                  # someone may cut
        if card >> 3 == trump:
            exhausted = exhausted or is_maker             # X1 may have started: assume so
            unseen_trumps = max(0, unseen_trumps - 1)
        own &= ~(1 << card)
    return True


def _trumps_first(deal, seat: int) -> tuple:
    """V's cards, trumps strongest first, then the other suits strongest first."""
    remaining = deal.remaining_cards(seat)
    trumps = remaining & SUIT_MASK[deal.trump] if deal.trump >= 0 else 0
    return tuple(cards_in(trumps) + cards_in(remaining & ~trumps))


def _classes(cards: list, unplayed: int) -> list:
    """V's cards in classes of touching cards of one suit (strongest first): for Caps only
    tricks count, so two cards no other unplayed card separates are interchangeable."""
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


def _valid_order(called, seat: int, setups: list, budget: list):
    """A valid order of V's cards, or None: orders are built card by card, and a prefix that
    some world and line already break is dropped with every order it starts."""
    classes = _classes(cards_in(called.remaining_cards(seat)), _unplayed(called))
    taken = [0] * len(classes)
    total = sum(len(group) for group in classes)

    def extend(prefix: tuple):
        if len(prefix) == total:
            return prefix
        for index, group in enumerate(classes):
            if taken[index] == len(group):
                continue
            order = prefix + (group[taken[index]],)
            if _breaks(called, seat, order, budget, setups):
                continue
            taken[index] += 1
            found = extend(order)
            taken[index] -= 1
            if found is not None:
                return found
        return None
    return extend(())


def _unplayed(deal) -> int:
    mask = 0
    for p in range(4):
        mask |= deal.remaining_cards(p)
    return mask


def provable(deal, seat: int) -> bool:
    """Whether V could call Caps now with some order and prove it (within the limits)."""
    return valid_order(deal, seat) is not None


def valid_order(deal, seat: int, limit: int = NODE_LIMIT):
    """An order with which V's call now would be valid, or None (none exists, or the search
    went past `limit` positions)."""
    if deal.rules.caps_proof != "fixed" or deal.is_pcc or deal.phase != "play":
        return None
    if deal.side_tricks[1 - side(seat)] or seat == deal.idle:
        return None
    if not deal.remaining_cards(seat):
        return None
    if _trumps_outnumbered(deal, seat):
        return None
    if _opponent_may_hold_top_trump(deal, seat):
        return None
    witness = _strong_opponents(deal, seat)
    if witness is not None and _lost_in_the_real_deal(witness, seat):
        return None
    if _lost_in_the_real_deal(deal, seat):
        return None
    called = deal.copy(for_search=True)
    if called.closed and seat == called.maker:
        called._on_open("caps")
    called.caps_due = [None, None]
    if not called.closed:
        order = _trumps_first(called, seat)
        if _sure_winners(called, seat, order):
            return order
    setups = list(_setups(called, seat))
    try:
        return _valid_order(called, seat, setups, [limit])
    except Undecided:
        return None
