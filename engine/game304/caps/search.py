"""The adversary search: is there a world V cannot rule out and a line of play that break V's
stated order (RULES.md 304-K1, K3, C-22)?

Instead of listing worlds (far too many early in a hand: 24 unseen cards make ~10^10 deals),
the adversary builds a world and a line of play together, card by card: each card the others
play is drawn from the cards V has not seen, and every choice keeps a completion possible —
the unseen cards must still fit the others' hands, the face-down cards V never saw and the
indicator, suit by suit (caps.unseen_cards.fits). A world and a line in which V's side loses a trick,
or V's order becomes illegal, exist iff this search finds one ("there is a world and a line" is
one existential question). Positions proven safe are remembered (at trick starts up to rank
equivalence, caps.unseen_cards.canonical); the others' cards of one suit that no relevant card
separates are searched once (the highest and lowest of each run).

The others play against V — V's partner included, chosen against V unless the rules force its
card — under the rules of play as `follow_rule` states them for a hand the adversary is still
dealing. Limit (documented): the maker's exhausted-trump state (304-X1) for an adversary maker
is taken from the deal as played (a non-maker cannot always tell it).
"""

from engine.game304.caps.sure import from_trick_start
from engine.game304.caps.unseen_cards import CARDS_OF_SUITS, canonical, fits, hypotheses
from engine.game304.tables import SUIT_MASK, cards_in, side
from engine.game304.play_rules import (LAST_TRICK, beats, closed_trick_reveals, leading_entry,
                                        maker_must_lead_trump, may_play, winning_card)


class Undecided(Exception):
    """The search went past its limit."""


def follow_rule(suit: int, is_indicator: bool, is_maker: bool, closed: bool, exhausted: bool,
                led: int, trump: int, trick_no: int):
    """The rules of play for a card of `suit` whose player's hand is not fully known: None if
    no hand may play it now, else the suits (bits) its player must lack in hand for it to be
    legal (0: any hand holding it may). `led` is -1 for a lead; `is_indicator`: the closed
    indicator, played from its slot; `exhausted`: 304-X1 in force (for the maker)."""
    return rules_for(is_maker, closed, exhausted, led, trump, trick_no)[
        INDICATOR if is_indicator else suit]


INDICATOR = 4           # the index of the closed indicator in a `rules_for` answer


def rules_for(is_maker: bool, closed: bool, exhausted: bool, led: int, trump: int,
              trick_no: int) -> tuple:
    """`follow_rule` for a card of each suit (indices 0 to 3) and for the closed indicator
    (index INDICATOR; None when the player is no closed maker), for one player at one moment.
    The answers are the rules' core's (engine.game304.play_rules), asked once and remembered
    (`_asked_of_the_core`)."""
    key = (is_maker, closed, exhausted, led, trump, trick_no)
    rules = _RULES.get(key)
    if rules is None:
        rules = _RULES[key] = tuple(
            [_asked_of_the_core(suit, False, *key) for suit in range(4)]
            + [_asked_of_the_core(trump, True, *key) if closed and is_maker else None])
    return rules


_RULES = {}


def _asked_of_the_core(suit, is_indicator, is_maker, closed, exhausted, led, trump, trick_no):
    """`follow_rule` from play_rules.may_play, on the smallest hands: the card alone (the
    indicator: a hand of one card of another suit than the suit led and the trump, or none in
    trick 8, 304-H1, H2), then that hand with one card of the suit led, or of the trump, added.
    Adding cards never makes a card legal (304-L3, H5, X1 only forbid), so the card is
    playable by no hand when the smallest one cannot, and its player must lack each suit whose
    one added card forbids it (tests/engine/test_caps_follow_rule_properties.py compares the two on
    random hands)."""
    closed_maker = closed and is_maker
    indicator = trump * 8 if closed_maker else -1               # (its rank does not matter)
    if is_indicator:
        card = indicator
        other = next(s for s in range(4) if s != led and s != trump)
        base = 0 if trick_no == LAST_TRICK else 1 << other * 8
    else:
        card = suit * 8 + 7
        base = 1 << card

    def legal(hand: int) -> bool:
        forced = (is_maker and led < 0 and maker_must_lead_trump(
            hand, 0, trump, exhausted=exhausted, must_lead_trump=False, forced_start=False))
        return may_play(card, hand, led, trump, closed, is_maker, indicator, trick_no, forced)

    if not legal(base):
        return None
    if is_indicator and trick_no == LAST_TRICK:
        return 0                                # its hand is empty: nothing more to lack
    lack = 0
    for other in {led, trump} - {-1}:
        if not legal(base | 1 << (other * 8 + (6 if other == suit else 7))):
            lack |= 1 << other
    return lack


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


def in_trick_order(cards: list, trick, trump: int, opponent: bool) -> list:
    """The adversary's cards to a trick in progress, most likely to break first: an opponent of
    V takes the trick if it can (strongest first), else throws its weakest card, keeping the
    strong for later; V's partner ducks as high as it can (it must never be made to win),
    keeping its weak cards for V's weak leads."""
    best = leading_entry(trick, trump)[1]
    if opponent:
        return sorted(cards, key=lambda card: (0, card & 7) if beats(card, best, trump)
                      else (1, -(card & 7)))
    return sorted(cards, key=lambda card: (beats(card, best, trump), card & 7))


class Search:
    """The adversary's search for a world and a line that break V's call, under one
    hypothesis (caps.unseen_cards.Hypothesis)."""

    def __init__(self, deal, seat: int, order: tuple, setup, budget: list, order_mask: int):
        self.deal = deal
        self.seat = seat
        self.order = order
        self.order_mask = order_mask
        self.maker = deal.maker
        self.trump = setup.trump
        self.indicator = setup.indicator
        self.slot_groups = tuple((1, allowed) for allowed in setup.slots)
        self.budget = budget
        self.safe = set()
        self.exposure = deal.contract >= 250
        self.exhausted = deal.exhausted
        self.setup = setup
        self.others = tuple(p for p in range(4) if p != seat)

    def run(self) -> bool:
        """True if a breaking world and line exist."""
        setup = self.setup
        deal = self.deal
        voids = tuple(setup.voids.get(p, 0) for p in range(4))
        counts = tuple(setup.counts.get(p, 0) for p in range(4))
        known = tuple(setup.known.get(p, 0) for p in range(4))
        vhand = deal.remaining_cards(self.seat)     # (a closed indicator only while held)
        trick = [(p, card) for p, card, _ in deal.trick]
        # The unseen cards of the trick in progress: chosen first.
        return self._fill_current(list(setup.current), trick, setup.pool, voids, counts, vhand,
                                  deal.caps_pos if deal.caps_seat == self.seat else 0,
                                  setup.closed, deal.trick_no, deal.turn, known)

    def _fill_current(self, unknown, trick, pool, voids, counts, vhand, pos, closed,
                      trick_no, turn, known) -> bool:
        if not unknown:
            if min(counts) < 0 or not self._feasible(pool, voids, counts):
                return False
            return self._step(tuple(trick), pool, voids, counts, vhand, pos, closed, trick_no,
                              turn, known, self.exhausted)
        position, allowed = unknown[0]
        led = trick[0][1] >> 3
        player = trick[position][0]
        # face down: not of the suit led, nor of a suit its player lacked (304-L3, L5)
        choices = cards_in(pool & CARDS_OF_SUITS[allowed])
        if player == self.maker and closed and self.seat != self.maker:
            # The maker's face-down card: a non-trump from hand (304-H4), or the indicator as a
            # cut on a non-trump lead (304-H1, H5; in trick 8 too: on a trump lead its last
            # card goes face up, C-31) — which leaves every card it still holds in its hand
            # (`counts` assumed the indicator held).
            choices = cards_in(pool & CARDS_OF_SUITS[allowed] & ~SUIT_MASK[self.trump])
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

    def _feasible(self, pool, voids, counts) -> bool:
        others = self.others
        return fits(pool, ((counts[others[0]], 15 & ~voids[others[0]]),
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
            key = (canonical(pool, vhand | known[0] | known[1] | known[2] | known[3]
                             | (1 << self.indicator if closed and self.indicator >= 0 else 0)),
                   voids, counts, pos, closed, turn, known, exhausted)
        if key in self.safe:
            return False
        if not trick and not closed and from_trick_start(
                self.order[pos:], vhand, self.trump, pool | known[0] | known[1] | known[2]
                | known[3], turn == self.seat, self.seat == self.maker, exhausted):
            return False          # V's cards are sure winners from here (caps.sure)
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
            lack = rules_for(seat == self.maker, closed, exhausted, led, trump, trick_no)[card >> 3]
            if lack is None or vhand & CARDS_OF_SUITS[lack]:
                return True                                # the order breaks (304-L3, X1)
            options = [(card, None)]
            if not trick and seat == self.maker and card >> 3 == trump and not exhausted:
                options = [(card, True), (card, False)]    # others hold no trump now (304-X1)
            for card, exhausts in options:
                new_voids = voids
                if exhausts:
                    new_voids = tuple(v | (1 << trump) if p != seat else v
                                      for p, v in enumerate(voids))
                    if not self._feasible(pool, new_voids, counts):
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
        rules = rules_for(is_maker, closed, exhausted, led, trump, trick_no)
        for card in candidates:
            is_indicator = card == indicator
            lack = rules[INDICATOR if is_indicator else card >> 3]
            if lack is None:
                continue
            if is_indicator:                   # played from its slot: the hand stays as it is
                if not lack:
                    yield card, pool, voids, counts, known
                    continue
                new_voids = _with(voids, p, voids[p] | lack)
                if self._feasible(pool, new_voids, counts):
                    yield card, pool, new_voids, counts, known
                continue
            new_known = known
            new_pool, new_counts = pool, counts
            if held >> card & 1:
                new_known = _with(known, p, known[p] & ~(1 << card))
            else:
                new_pool = pool & ~(1 << card)
                new_counts = _with(counts, p, counts[p] - 1)
            new_voids = voids
            if lack:
                if held & CARDS_OF_SUITS[lack]:
                    continue
                new_voids = _with(voids, p, voids[p] | lack)
            if not self._feasible(new_pool, new_voids, new_counts):
                continue
            yield card, new_pool, new_voids, new_counts, new_known

    def _ordered(self, candidates: list, trick, p: int) -> list:
        """The adversary's cards, most likely to break first (a lead: the weakest first; in a
        trick, `in_trick_order`)."""
        if not trick:
            return sorted(candidates, key=lambda card: -(card & 7))
        return in_trick_order(candidates, trick, self.trump, side(p) != side(self.seat))

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
        # 304-C4: the highest trump, else the highest card of the suit led (while closed, a
        # trump winning a non-trump lead was played face down and is found, 304-H12(c))
        (seat0, card0), (seat1, card1), (seat2, card2), (seat3, card3) = trick
        win = winning_card(1 << card0 | 1 << card1 | 1 << card2 | 1 << card3, led, trump)
        win_seat = (seat0 if win >> card0 & 1 else seat1 if win >> card1 & 1
                    else seat2 if win >> card2 & 1 else seat3)
        if side(win_seat) != side(self.seat):
            return True                                     # a trick lost: the call fails
        win = win.bit_length() - 1
        indicator = self.indicator
        indicator_played = (card0 == indicator or card1 == indicator or card2 == indicator
                            or card3 == indicator)
        if closed and closed_trick_reveals(led, win, trump, indicator_played):
            closed = False                                  # 304-H12, H14: revealed
            if not indicator_played and self.indicator >= 0 and self.seat != self.maker:
                # 304-H12(e): the indicator goes into the maker's hand, seen by all
                known = _with(known, self.maker, known[self.maker] | 1 << self.indicator)
        trick_no += 1
        if closed and trick_no == 1 and self.exposure:
            closed = False                                  # 304-O3, O4: exposed after trick 1
            if self.indicator >= 0 and self.seat != self.maker:
                known = _with(known, self.maker, known[self.maker] | 1 << self.indicator)
        return self._step((), pool, voids, counts, vhand, pos, closed, trick_no, win_seat, known,
                          exhausted)


def breaks(deal, seat: int, order: tuple, budget: list, setups=None) -> bool:
    """Whether some world and line break `order` (a whole order, or a prefix of one: then
    only a break before the prefix runs out counts, which breaks every order it starts).
    `setups`: the hypotheses to search (by default every one, caps.unseen_cards.hypotheses)."""
    cards = deal.remaining_cards(seat)              # (an indicator cut into the trick is not)
    for setup in (hypotheses(deal, seat) if setups is None else setups):
        if Search(deal, seat, order, setup, budget, cards).run():
            return True
    return False
