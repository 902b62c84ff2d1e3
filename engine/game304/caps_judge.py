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
inspection ruled out — V's own face-down cards left hidden are no trumps —, not the suit of the
maker's first lead while closed in trick 1; the world must still fit: the face-down cards V
never saw are no trumps and not of a suit their player lacked by then, and the maker's hand is
counted from its hand size, its face-down card in this trick being the indicator or not).

`provable(deal, seat)` / `valid_order(deal, seat)` ask whether some order is valid. Quick
answers first, each a world V cannot rule out in which V loses a trick whatever it does:
the opponents' trumps outnumber the stronger trumps of V's side (real cards); the strongest
trump V has not seen may lie with an opponent — under every trump a V who does not know it
cannot rule out (`_opponent_may_hold_top_trump`); V, to lead, has a partner too weak to ever
take the lead and an opponent long and strong enough in one of V's suits (`_outgunned_lead`,
in worlds where the unseen strong cards lie with the opponents, `_strong_opponents`); then a
proof by sure winners (each card of an order, trumps first, takes its trick whatever the
others hold: the best left of its suit, counting the cards each lead draws, and no trump left
to cut it); then, in the strong-opponents world, the trump count of `_trumps_outnumbered`
and a small open-hand search in which V, seeing everything, still cannot stop the three
others from taking a trick (`_lost_in_world`; at each trick start it asks the trump count
again, and `_outgunned_lead` when V leads, `_partner_leads_into` when the partner does,
`_opponent_leads_through` when an opponent does; a card of V after which a simple line of
the others takes the trick is refuted without search, `_line_taking_trick`). Each quick
answer has a property test against the search without it, or replays its line in the deal
(tests/engine/test_caps_shortcuts_properties.py).

Then the orders are built card by card, touching cards counted once, and a prefix some world
and line already break is dropped with every order it starts. The adversary tries the cards
most likely to break first, and positions proven safe are remembered at trick starts up to rank
equivalence (the unseen cards counted per gap between the cards that matter, `_canonical`).

Limits (documented): the maker's exhausted-trump state (304-X1) for an adversary maker is taken
from the deal as played (a non-maker cannot always tell it); a search past its node limit
answers None for `judge` (the deal then judges the call by its outcome, 304-K7) and None/False
for `valid_order`/`provable` (the obligation is not enforced there). Tested against a
brute-force enumeration of worlds and lines (tests/engine/test_caps_judge_properties.py) on
open-trump endings of up to three cards, and against an exhaustive reference whose worlds are
those in which replaying the whole deal through the engine shows V exactly what it saw
(tests/engine/caps_reference.py, test_caps_reference_properties.py) on late positions with
the trump closed or open.
"""

from bisect import insort
from itertools import chain

from engine.game304.tables import SUIT_MASK, cards_in, side
from engine.game304.tricks import beats, leading_entry
from engine.search import distinct_cards

NODE_LIMIT = 60000
_NO_POINTS = (0,) * 32       # for Caps only tricks count: touching cards are equivalent
REAL_LIMIT = 400         # positions of one open-hand refutation search
LATE_LIMIT = 60          # the same with four cards or fewer in V's hand (measured)
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


def _view(deal, seat: int) -> dict:
    """What V's observation says about the cards V has not seen (C-22): `pool`, the unseen
    cards (in the others' hands, hidden in tricks, or the indicator V does not know); `voids`,
    the suits each other player showed it lacks; `hidden`, a (allowed suit bits, no-trump flag)
    per past face-down card V never saw, and `hidden_cards` the (card, suit led) of each (for the
    worlds the judge deals itself); `current`, the unseen cards of the trick in progress;
    `known`, cards V saw that went back into a hand; `counts`, the unseen cards in each hand;
    `knows_trump`; and `banned_trumps`, the suits the indicator cannot be (for a V who does not
    know the trump)."""
    maker = deal.maker
    trump = deal.trump
    own = deal.remaining_cards(seat)
    seen = deal.public | deal.hidden_known[seat] | deal.dealt_mask[seat]
    played = 0
    shows = [0, 0, 0, 0]                          # the suits each player showed it lacks
    hidden = []                                   # (allowed suit bits, no-trump flag) per slot
    hidden_cards = []                             # (card, suit led) per slot
    own_hidden = 0                                # the suits of V's face-down cards left hidden
    for _, entries, _, _ in deal.tricks:
        led = entries[0][1] >> 3
        played |= 1 << entries[0][1]
        for p, card, shown in entries[1:]:
            played |= 1 << card
            if not shown and p == seat:
                own_hidden |= 1 << (card >> 3)        # V's own, never found a trump (304-H11)
            if shown or seen >> card & 1:
                if card >> 3 != led:
                    shows[p] |= 1 << led
            else:
                shows[p] |= 1 << led
                hidden_cards.append((card, led))
                # not of the suit led nor of a suit its player lacked by then (304-L3, L5;
                # a maker's face-down card left hidden is from its hand, not the indicator,
                # 304-H3, H4); no trump while none was found, nor ever from the maker, whose
                # face-down cards left hidden are its non-trumps (304-H4, H11, H12(d))
                revealed_here = False
                for _, other, other_shown in entries:
                    if other_shown and other >> 3 == trump and trump != led:
                        revealed_here = True
                hidden.append((15 & ~shows[p], not revealed_here or p == maker))
    current = []
    maker_card = None                             # the maker's card of the trick in progress
    if deal.trick:
        led = deal.trick[0][1] >> 3
        played |= 1 << deal.trick[0][1]
        if deal.trick[0][0] == maker:
            maker_card = (0, deal.trick[0][1], False)
        for position, (p, card, face_down) in enumerate(deal.trick[1:], 1):
            played |= 1 << card
            if card >> 3 != led or face_down:
                shows[p] |= 1 << led
            if p == maker:
                maker_card = (position, card, face_down)
            if not seen >> card & 1:
                # not of a suit its player lacks (the maker's indicator apart: _Search)
                current.append((position, 15 & ~shows[p]))
    pool = ((1 << 32) - 1) & ~own & ~(played & seen)
    others = [p for p in range(4) if p != seat]
    voids = {p: shows[p] for p in others}
    # Cards V saw go into another hand (the indicator taken back by the maker, 304-H12(e), O1, O3).
    known = {p: deal.hands[p] & deal.public for p in others}
    for p in others:
        pool &= ~known[p]
    # The cards each other seat still holds, as V sees them (its hand size); a closed maker's
    # count includes its set-aside indicator, unless V knows it was played: in trick 8 the
    # closed maker holds nothing else (304-H1, H2), so its card there is the indicator — seen
    # when played face up (a trump lead followed, or its own lead, C-31). A maker's face-down
    # card in this trick V has not seen may be the indicator or a card from hand: `_Search`
    # places the indicator and counts the hand accordingly (the held indicator is not a hand
    # card, `counts` below assumes it is held).
    counts = {p: deal.remaining_cards(p).bit_count() - known[p].bit_count() for p in others}
    knows_trump = not deal.closed or seat == maker
    indicator_seen = (deal.closed and seat != maker and deal.trick_no == 7
                      and maker_card is not None and not maker_card[2])
    if indicator_seen:
        knows_trump = True                      # the maker's last card, face up: the indicator
    elif deal.closed and seat != maker:
        counts[maker] -= 1                      # the indicator, held or in this trick
    banned_trumps = 0
    if not knows_trump and (deal.tricks or deal.trick):
        first = deal.tricks[0][1][0] if deal.tricks else deal.trick[0]
        if first[0] == maker:
            banned_trumps |= 1 << (first[1] >> 3)         # 304-H6: not a trump lead in trick 1
    if not knows_trump:
        banned_trumps |= own_hidden                       # 304-H11: no trump found in them
    return dict(pool=pool, voids=voids, hidden=hidden, hidden_cards=hidden_cards,
                current=current, known=known, counts=counts, knows_trump=knows_trump,
                banned_trumps=banned_trumps)


def _maker_voids(deal, voids: dict, trump: int) -> dict:
    """For a V who does not know the trump, the voids under the hypothesis `trump`: a maker who
    did not follow a lead of that suit held none of it in hand (304-H3, H5), nor does now."""
    maker = deal.maker
    voids = dict(voids)
    for _, entries, _, _ in deal.tricks:
        if entries[0][1] >> 3 == trump:
            for position, (p, card, shown) in enumerate(entries):
                if position and p == maker and card >> 3 != trump:
                    voids[maker] |= 1 << trump
    return voids


def _setups(deal, seat: int):
    """Yield the starting points of the adversary: one per trump hypothesis (and indicator)."""
    view = _view(deal, seat)
    pool, hidden = view["pool"], view["hidden"]
    common = dict(voids=view["voids"], counts=view["counts"], current=view["current"],
                  known=view["known"])
    if view["knows_trump"]:
        # Hidden past face-down cards: unseen, not of the suit led; while no trump was found
        # they were not trumps either (304-H11) — unless V is the maker, who saw them all.
        slots = [(allowed & ~(1 << deal.trump) if no_trump else allowed)
                 for allowed, no_trump in hidden]
        indicator = deal.indicator if (deal.closed and seat == deal.maker) else -1
        yield dict(common, trump=deal.trump, closed=deal.closed, indicator=indicator,
                   pool=pool, slots=slots)
        return
    # A non-maker while the trump is closed: every indicator still possible.
    # The real indicator first: the real deal is one of the worlds, and usually breaks a call.
    for indicator in sorted(cards_in(pool), key=lambda card: card != deal.indicator):
        trump = indicator >> 3
        if view["banned_trumps"] >> trump & 1:
            continue
        slots = [allowed & ~(1 << trump) if no_trump else allowed for allowed, no_trump in hidden]
        yield dict(common, trump=trump, closed=True, indicator=indicator,
                   pool=pool & ~(1 << indicator), slots=slots,
                   voids=_maker_voids(deal, view["voids"], trump))


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


def _with(values: tuple, index: int, value) -> tuple:
    """`values` with the one at `index` replaced."""
    return values[:index] + (value,) + values[index + 1:]


def _run_ends(cards: int, held: int, relevant: int) -> tuple:
    """For one suit (bytes of ranks): the ranks of `cards` worth trying — each one `held`, and
    the ends of each run of the others that no `relevant` or held rank separates."""
    out = []
    run = []
    for rank in range(8):
        if cards >> rank & 1 and not held >> rank & 1:
            run.append(rank)
        elif relevant >> rank & 1 or held >> rank & 1:
            if run:
                out.extend({run[0], run[-1]})
                run = []
            if held >> rank & 1 and cards >> rank & 1:
                out.append(rank)
    if run:
        out.extend({run[0], run[-1]})
    return tuple(sorted(out))


_RUNS = {}


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
        vhand = deal.remaining_cards(self.seat)     # (a closed indicator only while held)
        trick = [(p, card) for p, card, _ in deal.trick]
        unknown = list(setup["current"])
        pool = setup["pool"]
        self.others = others
        # The unseen cards of the trick in progress: chosen first.
        return self._fill_current(unknown, trick, pool, voids, counts, vhand,
                                  deal.caps_pos if deal.caps_seat == self.seat else 0,
                                  setup["closed"], deal.trick_no, deal.turn, tuple(known))

    def _fill_current(self, unknown, trick, pool, voids, counts, vhand, pos, closed,
                      trick_no, turn, known) -> bool:
        if not unknown:
            if min(counts) < 0 or not self._feasible(pool, voids, counts, ()):
                return False
            return self._step(tuple(trick), pool, voids, counts, vhand, pos, closed, trick_no,
                              turn, known, self.exhausted)
        position, allowed = unknown[0]
        led = trick[0][1] >> 3
        player = trick[position][0]
        # face down: not of the suit led, nor of a suit its player lacked (304-L3, L5)
        choices = cards_in(pool & _CARDS_OF_SUITS[allowed])
        if player == self.maker and closed and self.seat != self.maker:
            # The maker's face-down card: a non-trump from hand (304-H4), or the indicator as a
            # cut on a non-trump lead (304-H1, H5; in trick 8 too: on a trump lead its last
            # card goes face up, C-31) — which leaves every card it still holds in its hand
            # (`counts` assumed the indicator held).
            choices = cards_in(pool & _CARDS_OF_SUITS[allowed] & ~SUIT_MASK[self.trump])
            if self.indicator >= 0 and led != self.trump:
                choices.append(self.indicator)
        for card in choices:
            trick[position] = (player, card)
            rest = pool
            new_counts = counts
            if card == self.indicator:
                new_counts = _with(counts, player, counts[player] + 1)
            else:
                rest = pool & ~(1 << card)
            if self._fill_current(unknown[1:], trick, rest, voids, new_counts, vhand,
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
                    new_voids = _with(voids, p, voids[p] | 1 << led)
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
                new_known = _with(known, p, known[p] & ~(1 << card))
            else:
                new_pool = pool & ~(1 << card)
                new_counts = _with(counts, p, counts[p] - 1)
            new_voids = voids
            if trick and suit != led:
                new_voids = _with(voids, p, voids[p] | 1 << led)
                if held & SUIT_MASK[led]:
                    continue
            if is_maker and exhausted and not trick and suit != trump:
                new_voids = _with(new_voids, p, new_voids[p] | 1 << trump)
                if held & SUIT_MASK[trump]:
                    continue
            if not self._feasible(new_pool, new_voids, new_counts, ()):
                continue
            yield card, new_pool, new_voids, new_counts, new_known

    def _ordered(self, candidates: list, trick, p: int) -> list:
        """The adversary's cards, most likely to break first (a lead: the weakest first; in a
        trick, `_in_trick_order`)."""
        if not trick:
            return sorted(candidates, key=lambda card: -(card & 7))
        return _in_trick_order(candidates, trick, self.trump, side(p) != side(self.seat))

    def _representatives(self, cards: int, held: int, trick, suit: int) -> tuple:
        """The cards of one suit worth trying: the highest and lowest of each run that no
        card of V, no card known to be held, and no card of the trick separates."""
        relevant = self.order_mask | held
        for _, card in trick:
            relevant |= 1 << card
        shift = suit * 8
        key = (cards >> shift & 0xFF, held >> shift & 0xFF, relevant >> shift & 0xFF)
        ranks = _RUNS.get(key)
        if ranks is None:
            ranks = _RUNS[key] = _run_ends(*key)
        return tuple(shift + rank for rank in ranks)

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
                known = _with(known, self.maker, known[self.maker] | 1 << self.indicator)
        trick_no += 1
        if closed and trick_no == 1 and self.exposure:
            closed = False
            if self.indicator >= 0 and self.seat != self.maker:
                known = _with(known, self.maker, known[self.maker] | 1 << self.indicator)
        return self._step((), pool, voids, counts, vhand, pos, closed, trick_no, win_seat, known,
                          exhausted)


def _breaks(deal, seat: int, order: tuple, budget: list, setups=None) -> bool:
    """Whether some world and line break `order` (a whole order, or a prefix of one: then
    only a break before the prefix runs out counts, which breaks every order it starts)."""
    cards = deal.remaining_cards(seat)              # (an indicator cut into the trick is not)
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


def _opponent_may_hold_top_trump(deal, seat: int, view=None) -> bool:
    """Quick refutation: in some world V cannot rule out, an opponent other than a closed maker
    holds a trump stronger than every trump of V's side — V's own, those V knows its partner
    holds, those V's side has played to the trick in progress and, when V does not know the
    trump, the indicator if its partner is the maker (the
    weakest unseen card of the suit is taken as the indicator: for the other cards only the
    number of each suit matters). That trump wins the trick in which it is played: on a trump
    lead it is the best card of the suit led (a void maker may add only a weaker indicator,
    304-H1, H5, H14); as a cut it is the best trump, face up, or face down and found at the
    inspection (304-H12(c)); and its holder must play it before the deal ends. A closed maker
    is left out: it may not cut with a trump from hand (304-H4).

    V who knows the trump tries that suit; V who does not (a non-maker while closed) tries
    every suit the indicator may be: the adversary chooses the world."""
    if view is None:
        view = _view(deal, seat)
    if view["knows_trump"]:
        suits = (deal.trump,)
    else:
        suits = [suit for suit in range(4) if not view["banned_trumps"] >> suit & 1]
    pool, counts, known = view["pool"], view["counts"], view["known"]
    if min(counts.values()) < 0:
        return False          # a closed maker's face-down card here is its indicator: not asked
    ours = deal.remaining_cards(seat) | known.get((seat + 2) % 4, 0)
    for p, card, face_down in deal.trick:                # (it may be played to this trick)
        if p == seat or p == seat ^ 2 and not face_down:
            ours |= 1 << card
    opponents = [p for p in ((seat + 1) % 4, (seat + 3) % 4)
                 if counts[p] and not (deal.closed and p == deal.maker)]
    for trump in suits:
        unseen = pool & SUIT_MASK[trump]
        if not unseen:
            continue
        top = unseen & -unseen                              # the strongest unseen trump
        rest = pool & ~top
        ours_here = ours & SUIT_MASK[trump]
        if ours_here and (ours_here & -ours_here) < top:
            continue
        voids = view["voids"]
        slots = [allowed for allowed, _ in view["hidden"]]
        if not view["knows_trump"]:
            if unseen == top:
                continue                                    # the indicator would be that trump
            rest &= ~(1 << (unseen.bit_length() - 1))       # the indicator: the weakest
            voids = _maker_voids(deal, voids, trump)
            slots = [allowed & ~(1 << trump) if no_trump else allowed
                     for allowed, no_trump in view["hidden"]]
        elif deal.trump >= 0:
            slots = [allowed & ~(1 << trump) if no_trump else allowed
                     for allowed, no_trump in view["hidden"]]
        for opponent in opponents:
            if voids[opponent] >> trump & 1:
                continue
            groups = [(counts[p] - (p == opponent), 15 & ~voids[p]) for p in counts]
            groups += [(1, allowed) for allowed in slots]
            # the unseen cards of the trick in progress: taken as non-trumps, which any void
            # player may play face down (304-H8)
            groups += [(1, allowed & ~(1 << trump)) for _, allowed in view["current"]]
            if _fits(rest, groups):
                return True
    return False


def _blind_top_trump_in_trick_1(deal, seat: int):
    """`_opponent_may_hold_top_trump` for a V who does not know the trump, in trick 1 before
    anyone has played face down: nothing limits where the unseen cards lie (no void shown,
    nothing hidden, no suit ruled out but that of a maker's lead, 304-H6), so only the count
    of each suit matters. None when the position is not that simple (ask the general
    function)."""
    if deal.tricks or not deal.closed or seat == deal.maker or deal.is_pcc:
        return None
    ours = deal.remaining_cards(seat)
    seen = ours
    for p, card, face_down in deal.trick:
        if face_down:
            return None
        seen |= 1 << card
        if side(p) == side(seat):
            ours |= 1 << card                               # it may be played to this trick
    unseen = ((1 << 32) - 1) & ~seen
    banned = -1
    if deal.trick and deal.trick[0][0] == deal.maker:
        banned = deal.trick[0][1] >> 3                      # 304-H6: the maker's lead is no trump
    for trump in range(4):
        if trump == banned:
            continue
        cards = unseen & SUIT_MASK[trump]
        if cards & (cards - 1):                             # the top one and an indicator
            top = cards & -cards
            mine = ours & SUIT_MASK[trump]
            if not mine or (mine & -mine) > top:
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
    return _outnumbered(cards, seat)


def _outnumbered(cards: list, seat: int) -> bool:
    """`_trumps_outnumbered` on each player's trumps (`cards`, masks)."""
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


def _lost_in_world(deal, seat: int, limit: int = REAL_LIMIT) -> bool:
    """`_search_lost`, False past `limit` positions."""
    try:
        return _search_lost(deal, seat, limit)
    except Undecided:
        return False


def _search_lost(deal, seat: int, limit: int) -> bool:
    """Quick refutation in one world dealt in full, the real deal or one V cannot tell from
    it (the real deal is one of the worlds V must cover): even choosing each card with every
    card in view, V cannot stop the three others, V's partner included, from making V's side
    lose a trick. The quick refutations on known cards (`_outgunned_lead`,
    `_partner_leads_into`) are asked at each trick start. Raises Undecided past `limit`
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
        trick = position.trick
        mover = position.turn
        key = None
        if not trick:
            if not position.closed:
                trumps = position.trumps
                if _outnumbered([hand & trumps for hand in position.hands], seat):
                    return True
                if mover == seat:
                    if _outgunned_lead(position.hands, position.trump, seat):
                        return True
                elif mover == seat ^ 2:
                    if _partner_leads_into(position.hands, position.trump, seat,
                                           _mask(position.card_mask_moves())):
                        return True
                elif _opponent_leads_through(position.hands, position.trump, seat,
                                             position.card_mask_moves()):
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
                cards = _adversary_first(position, cards, side(mover) != my_side)
        if mover == seat and not position.closed and position.idle < 0:
            # V's cards after which the others take this very trick need no search
            hands, trump = position.hands, position.trump
            cards = [card for card in cards
                     if _line_taking_trick(hands, trick + ((seat, card),), trump, seat) is None]
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


def _line_taking_trick(hands, trick: tuple, trump: int, seat: int):
    """Quick refutation on known cards (every hand, the trump open, four players): `trick`
    ends with the card V just played; the cards the seats still to play can add so that the
    opponents take the trick, or None if this line does not find any. Each opponent in turn
    beats the best card so far if it can, with its strongest card that does (the hardest for
    the partner after it to pass), else any legal card (it cannot change who takes the trick:
    the weakest of the last suit it holds); V's partner plays a card that does not beat the
    best (the weakest that does when it has to: the lowest bar for an opponent after it).
    Every card is legal: the suit led when held (304-L3), else any card
    (304-L4, L5; the trump is open: no face-down play)."""
    led = SUIT_MASK[trick[0][1] >> 3]
    trumps = SUIT_MASK[trump]
    best_seat, best = leading_entry(trick, trump)
    line = ()
    player = trick[-1][0]
    for _ in range(4 - len(trick)):
        player = (player + 1) & 3
        hand = hands[player]
        legal = hand & led or hand
        stronger = SUIT_MASK[best >> 3] & ((1 << best) - 1)        # (a lower bit is stronger)
        if best >> 3 != trump:
            stronger |= trumps
        beating = legal & stronger
        # `beating` lies in one suit (the suit led, or trumps when void of it)
        if (player ^ seat) & 1:                                     # an opponent
            card = (beating & -beating).bit_length() - 1 if beating else legal.bit_length() - 1
        else:
            card = (legal & ~beating or beating).bit_length() - 1
        if beating >> card & 1:
            best_seat, best = player, card
        line += (card,)
    return line if (best_seat ^ seat) & 1 else None


def _outgunned_lead(hands, trump: int, seat: int) -> bool:
    """Quick refutation on known cards (every hand, the trump open, V to lead a trick).

    Conditions: (a) in every suit V holds, the partner's cards there can be matched below V's:
    weakest first, the partner's i-th card is weaker than V's i-th, for as many as both hold;
    (b) the partner holds no more trumps than V; (c) an opponent holds, in a suit V holds, a
    card c stronger than one of V's cards there, and more cards of that suit than V holds
    cards stronger than c.

    The adversary: the partner never takes a trick it can leave and never cuts unless made to;
    the opponent keeps c for the first lead of one of V's cards weaker than c. Then the partner
    never takes a trick: on each of V's leads of a suit it plays its strongest card below V's
    (a) stays true after it, whatever V leads: the cards below a card are all below a stronger
    one, so keeping the weak ones for V's weak cards never hurts); void, it throws its
    strongest card of a plain suit, which keeps (a). It could only be made to cut holding
    nothing but trumps on a plain lead, which (b) rules out: each of V's trump leads drew one
    of its trumps, so it would need more trumps than V. So V leads every trick (or the
    opponents take one), in the end a card of that suit weaker than c. Until then the opponent
    follows V's stronger leads of the suit with its other cards of it and throws its other
    cards on other leads, of which there are too few to strip it of c (c): c then beats V's
    card and the partner's, and the opponents take that trick."""
    mine = hands[seat]
    partner = hands[seat ^ 2]
    trumps = SUIT_MASK[trump]
    if (partner & trumps).bit_count() > (mine & trumps).bit_count():
        return False
    beaten = False
    for suit in range(4):
        held = mine & SUIT_MASK[suit]
        under = partner & SUIT_MASK[suit]
        if not held:
            continue
        if under and not _matched_below(under, held, suit * 8):
            return False                                    # the partner could be made to win
        if beaten:
            continue
        for opponent in (hands[(seat + 1) % 4], hands[(seat + 3) % 4]):
            theirs = opponent & SUIT_MASK[suit]
            if not theirs:
                continue
            strongest = theirs & -theirs
            if held & ~((strongest << 1) - 1):              # V holds a weaker card
                above = (held & (strongest - 1)).bit_count()
                if theirs.bit_count() > above:
                    beaten = True
                    break
    return beaten


def _opponent_leads_through(hands, trump: int, seat: int, leads: list) -> bool:
    """Quick refutation on known cards (every hand, the trump open, an opponent of V to lead
    the trick, `leads` the cards it may lead): it leads a card stronger than every card of the
    suit V and V's partner hold, and neither can take the trick — V holds the suit (it must
    follow) or no trump; the partner's weakest card of the suit is weaker (it follows with it)
    or, void, it holds a plain card to throw (it cuts only when made to)."""
    mine = hands[seat]
    partner = hands[seat ^ 2]
    trumps = SUIT_MASK[trump]
    for card in leads:
        suit = SUIT_MASK[card >> 3]
        beat = (1 << card) - 1                              # the stronger cards of the suit
        held = mine & suit
        if held & beat or not held and card >> 3 != trump and mine & trumps:
            continue                                        # V beats it, or may cut
        under = partner & suit
        if under:
            if not under & ~((1 << card) - 1):
                continue                                    # its every card is stronger
        elif card >> 3 != trump and not partner & ~trumps:
            continue                                        # nothing but trumps: it must cut
        return True
    return False


def _matched_below(under: int, over: int, shift: int) -> bool:
    """Weakest first, each card of `under` is weaker than the card of `over` of the same rank
    in that order, for as many as both hold (the suit at bit `shift`; a lower bit is a
    stronger card). Remembered per pair of rank patterns."""
    key = (under >> shift & 0xFF, over >> shift & 0xFF)
    known = _MATCHED.get(key)
    if known is None:
        low = [rank for rank in range(7, -1, -1) if key[0] >> rank & 1]
        high = [rank for rank in range(7, -1, -1) if key[1] >> rank & 1]
        known = _MATCHED[key] = all(weak > strong for weak, strong in zip(low, high))
    return known


_MATCHED = {}


def _mask(cards) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def _partner_leads_into(hands, trump: int, seat: int, leads: int) -> bool:
    """Quick refutation on known cards (every hand, the trump open, V's partner to lead, with
    `leads` the cards it may lead): the partner, playing against V, leads its weakest card of a
    suit in which the opponent playing
    after V holds a card stronger than that lead and than every card V holds of the suit — V
    holding some (so it must follow and cannot cut) or holding no trump. The opponent plays it
    last but one, after V: the opponents take the trick (the other opponent, before V, may
    only make it theirs sooner)."""
    partner = hands[seat ^ 2] & leads
    mine = hands[seat]
    after = hands[(seat + 1) % 4]
    for suit in range(4):
        lead = partner & SUIT_MASK[suit]
        if not lead:
            continue
        weakest = 1 << (lead.bit_length() - 1)
        held = mine & SUIT_MASK[suit]
        if not held and mine & SUIT_MASK[trump]:
            continue                                        # V could cut
        strongest_mine = held & -held if held else weakest
        bar = min(strongest_mine, weakest)                  # the lower bit: the stronger card
        if after & SUIT_MASK[suit] & (bar - 1):
            return True
    return False


# A card's strength for the exchanges of _strong_opponents, per trump suit: trumps above the
# rest, then by rank. Cards are handled as keys `strength << 5 | card`, which sort weakest
# first (cards of equal strength in card order).
_STRENGTH = {trump: tuple((card >> 3 == trump) * 8 + 7 - (card & 7) for card in range(32))
             for trump in range(-1, 4)}
_KEY = {trump: tuple(strength << 5 | card for card, strength in enumerate(table))
        for trump, table in _STRENGTH.items()}


_CARDS_OF_SUITS = tuple(sum(SUIT_MASK[suit] for suit in range(4) if bits >> suit & 1)
                        for bits in range(16))


def _strong_opponents(deal, seat: int, variants: bool = True, view=None) -> list:
    """Worlds V cannot tell from the real one, in which V's partner holds the weakest of the
    cards V has not seen and V's opponents the strongest (trumps first) — then, with
    `variants`, for each opponent and suit, that opponent also holding as many cards of the
    suit as it can: a quick refutation in one of them is a refutation (see valid_order). Each
    is a list of hands; the first may be the real deal's.

    They are made from the real deal by exchanging unseen cards between the others' hands,
    each card going only to a hand V has not seen lack its suit, and at most one face-down
    card of a past trick for a plain card of an opponent; everything else stays as played
    (the trump, the indicator, the trick in progress), so the play so far stays legal in them:
    a player who followed suit still did, one who could not still lacks that suit, and a
    maker's exhausted trumps (304-X1) stay as they are, the others' trumps being the same
    cards."""
    if view is None:
        view = _view(deal, seat)
    base = _strongest_world(deal, seat, view)
    return [base] + (list(_concentrated(deal, seat, base, view)) if variants else [])


def _real_trump_voids(deal, view: dict) -> dict:
    """The voids V has seen, under the real trump (for a V who does not know it, the real trump
    is one hypothesis)."""
    if view["knows_trump"]:
        return view["voids"]
    return _maker_voids(deal, view["voids"], deal.trump)


def _strongest_world(deal, seat: int, view: dict) -> list:
    """The first world of `_strong_opponents`: the partner weakest, the opponents strongest."""
    voids = _real_trump_voids(deal, view)
    key = _KEY[deal.trump]
    partner = seat ^ 2
    opponents = ((seat + 1) % 4, (seat + 3) % 4)
    hands = list(deal.hands)
    public = deal.public
    # each opponent's unseen cards, as keys, weakest first
    weakest_first = {p: sorted([key[card] for card in cards_in(hands[p] & ~public)])
                     for p in opponents}

    def weakest_in_return(card, banned_suits):
        """(opponent, card) for the weakest card an opponent not known to lack `card`'s suit
        can give back for it, weaker than it and of none of `banned_suits`; or None."""
        best = None
        bar = key[card] >> 5
        for opponent in opponents:
            if voids[opponent] >> (card >> 3) & 1:
                continue
            for other in weakest_first[opponent]:
                if other >> 5 >= bar:
                    break
                if not banned_suits >> (other >> 3 & 3) & 1:
                    if best is None or other >> 5 < best[1] >> 5:
                        best = (opponent, other)
                    break
        return best

    # Each of the partner's cards, strongest first, goes to an opponent for the weakest card
    # it can give back (one the partner may hold).
    # (keys with the card bits flipped: strongest first, equal strength in card order)
    strongest_first = sorted([key[card] ^ 31 for card in cards_in(hands[partner] & ~public)],
                             reverse=True)
    for flipped in strongest_first:
        card = flipped & 31 ^ 31
        best = weakest_in_return(card, voids[partner])
        if best is not None:
            opponent, other = best
            swap = 1 << card | 1 << (other & 31)
            hands[partner] ^= swap
            hands[opponent] ^= swap
            weakest_first[opponent].remove(other)
            insort(weakest_first[opponent], key[card])
    # The strongest card V never saw, played face down in a past trick, may as well be in an
    # opponent's hand and that opponent's weakest plain card there instead, of a suit other
    # than the one led (the face-down card was a plain discard and stays one: it took
    # nothing; points are not shown during play). One such exchange at most.
    hidden = view["hidden_cards"]
    if hidden:
        card, led = max(hidden, key=lambda entry: key[entry[0]] >> 5)
        banned = 1 << led
        if deal.trump >= 0:
            banned |= 1 << deal.trump
        best = weakest_in_return(card, banned)
        if best is not None:
            opponent, other = best
            hands[opponent] ^= 1 << card | 1 << (other & 31)
    return hands


def _concentrated(deal, seat: int, base: list, view: dict):
    """The other worlds of `_strong_opponents`, one at a time: from `base`, for each opponent
    and suit V holds, that opponent also holding as many unseen cards of the suit as it can."""
    voids = _real_trump_voids(deal, view)
    partner = seat ^ 2
    public = deal.public
    for taker in ((seat + 1) % 4, (seat + 3) % 4):
        for suit in range(4):
            if voids[taker] >> suit & 1 or not deal.remaining_cards(seat) & SUIT_MASK[suit]:
                continue
            hands = base[:]
            moved = False
            for giver in (taker ^ 2, partner):
                fits_giver = _CARDS_OF_SUITS[15 & ~voids[giver]] & ~SUIT_MASK[suit]
                for card in cards_in(hands[giver] & ~public & SUIT_MASK[suit]):
                    back = hands[taker] & ~public & fits_giver
                    if back:
                        swap = 1 << card | 1 << (back.bit_length() - 1)   # (the last one)
                        hands[giver] ^= swap
                        hands[taker] ^= swap
                        moved = True
            if moved:
                yield hands


def _world(deal, hands: list):
    """A copy of the deal with other hands (for the real-deal search)."""
    world = deal.copy(for_search=True)
    world.hands = list(hands)
    return world


def _adversary_first(position, cards: list, opponent: bool) -> list:
    """Move ordering in a world dealt in full: an opponent of V tries the cards that take the
    trick first (a lead: the strongest first), V's partner those that do not, the strongest of
    them first (a lead: the weakest first)."""
    trick = position.trick
    if not trick:
        if opponent:
            return sorted(cards, key=lambda card: card & 7)
        return sorted(cards, key=lambda card: -(card & 7))
    return _in_trick_order(cards, trick, position.trump, opponent)


def _in_trick_order(cards: list, trick, trump: int, opponent: bool) -> list:
    """The adversary's cards to a trick in progress, most likely to break first: an opponent of
    V takes the trick if it can (strongest first), else throws its weakest card, keeping the
    strong for later; V's partner ducks as high as it can (it must never be made to win),
    keeping its weak cards for V's weak leads."""
    best = leading_entry(trick, trump)[1]
    if opponent:
        return sorted(cards, key=lambda card: (0, card & 7) if beats(card, best, trump)
                      else (1, -(card & 7)))
    return sorted(cards, key=lambda card: (beats(card, best, trump), card & 7))


def _sure_winners(called, seat: int, order) -> bool:
    """A quick proof (True means valid): V knows the trump and, in the stated order, each card
    takes its trick — the trick in progress, then every trick after it, which V leads. A card
    takes its trick when it beats the cards already in it and no card that may still be in
    another hand can beat it: none stronger of its suit, and no trump at all when it is not a
    trump (one of the others may be void).

    What may still be in another hand is counted per suit: each lead of a suit draws at least
    one card of it from the others' hands while any is left there (whoever holds one must
    follow, 304-L3), so after k leads of a suit in which V has not seen n cards, none is left
    once k >= n (a card V has not seen may also lie face down in a past trick: the count is
    an upper bound). A face-down card left hidden is never a trump (304-H11, H12(d)).
    `called`: the deal as after the call."""
    if called.closed:
        return False
    trump = called.trump
    trumps = SUIT_MASK[trump]
    own = called.remaining_cards(seat)
    outstanding = ((1 << 32) - 1) & ~own & ~_known_gone(called, seat)
    left = [(outstanding & SUIT_MASK[suit]).bit_count() for suit in range(4)]

    def unbeatable(card, rivals, led):
        """`card` beats `rivals` (the other cards of its trick so far, `led` the suit led)
        and whatever the others may still add."""
        suit = card >> 3
        if suit != led and suit != trump:
            return False                                  # a discard takes nothing
        for _, rival, _ in rivals:
            if rival >> 3 == suit:
                if rival < card:
                    return False
            elif rival >> 3 == trump:
                return False
        if left[suit] > 0 and outstanding & SUIT_MASK[suit] & ((1 << card) - 1):
            return False                                  # a stronger card may be out
        return suit == trump or left[trump] <= 0          # else someone may cut

    order = list(order)
    if called.trick:
        led = called.trick[0][1] >> 3
        mine = [card for p, card, _ in called.trick if p == seat]
        if mine:                                          # V has played to this trick
            others = [entry for entry in called.trick if entry[0] != seat]
            if not unbeatable(mine[0], others, led):
                return False
        else:
            if called.turn != seat or not order:
                return False
            card = order.pop(0)
            if own & SUIT_MASK[led] and card >> 3 != led:
                return False                              # the order is not legal
            if not unbeatable(card, called.trick, led):
                return False
            own &= ~(1 << card)
    elif called.turn != seat:
        return False
    is_maker = seat == called.maker and not called.is_pcc
    exhausted = called.exhausted and is_maker
    if is_maker and called.must_lead_trump and own & trumps and order and order[0] >> 3 != trump:
        return False                                      # C-19 option
    for card in order:
        suit = card >> 3
        if exhausted and own & trumps and suit != trump:
            return False                                  # 304-X1 may forbid this lead
        if not unbeatable(card, (), suit):
            return False
        if suit == trump:
            exhausted = exhausted or is_maker             # X1 may have started: assume so
        left[suit] -= 1
        own &= ~(1 << card)
    return True


def _sure_order(called, seat: int) -> tuple:
    """The order `_sure_winners` is asked about: trumps strongest first, then the other suits
    strongest first; to a trick in progress, first the strongest card of the suit led, else
    of trumps."""
    order = _trumps_first(called, seat)
    if called.trick and called.turn == seat:
        led = called.trick[0][1] >> 3
        held = called.remaining_cards(seat)
        first = held & SUIT_MASK[led] or held & SUIT_MASK[called.trump] or held
        first &= -first
        order = tuple(card for card in order if 1 << card == first) + tuple(
            card for card in order if 1 << card != first)
    return order


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
            if not _breaks(called, seat, order, budget, setups):
                found = order if len(order) == total else extend(order)
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


def valid_order(deal, seat: int, limit: int = NODE_LIMIT, side_checked: bool = False):
    """An order with which V's call now would be valid, or None (none exists, or the search
    went past `limit` positions). `side_checked`: the caller has just found
    `_trumps_outnumbered` false for V's side (it does not depend on which seat of the side)."""
    if deal.rules.caps_proof != "fixed" or deal.is_pcc or deal.phase != "play":
        return None
    if deal.side_tricks[1 - side(seat)] or seat == deal.idle:
        return None
    if not deal.remaining_cards(seat):
        return None
    if not side_checked and _trumps_outnumbered(deal, seat):
        return None
    if _blind_top_trump_in_trick_1(deal, seat):
        return None
    view = _view(deal, seat)
    if _opponent_may_hold_top_trump(deal, seat, view):
        return None
    on_lead = not deal.trick and deal.turn == seat and (not deal.closed or seat == deal.maker)
    base = _strongest_world(deal, seat, view)
    if on_lead:
        for hands in chain((base,), _concentrated(deal, seat, base, view)):
            if deal.indicator_held():
                hands = hands[:]
                hands[seat] |= 1 << deal.indicator          # the maker's call opens the trump
            if _outgunned_lead(hands, deal.trump, seat):
                return None
    called = deal.copy(for_search=True)
    if called.closed and seat == called.maker:
        called._on_open("caps")
    called.caps_due = [None, None]
    if not called.closed:
        order = _sure_order(called, seat)
        if _sure_winners(called, seat, order):
            return order
    # (measured: where the strong-opponents world resists, the real deal resists too)
    late = deal.remaining_cards(seat).bit_count() <= 4      # the full search is cheap then
    world = _world(deal, base)
    if _trumps_outnumbered(world, seat):                    # (true of any deal: see there)
        return None
    if _lost_in_world(world, seat, LATE_LIMIT if late else REAL_LIMIT):
        return None
    setups = list(_setups(called, seat))
    try:
        return _valid_order(called, seat, setups, [limit])
    except Undecided:
        return None
