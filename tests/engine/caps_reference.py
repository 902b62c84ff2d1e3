"""An exhaustive reference for the Caps judge on late positions (test support, no test here).

C-22 read literally (RULES.md Part C, Binding decision 5): a call by seat V with a stated order
is valid iff for EVERY deal of the cards V has not seen that is consistent with V's
information, and EVERY line of play of the other three (V's partner included, chosen against
V: the rules force its card or nothing does), the stated order stays legal and V's side wins
every remaining trick.

"Consistent with V's information" is defined by the engine itself, not re-derived: a world is
kept iff replaying the deal's whole history in it through the real engine (`Deal`, the same
actions, the hidden cards being the world's) is legal at every action and gives V exactly the
same view after every action (its observation and the events it receives). Whatever the rules
imply — the maker's constraints 304-H1 to H7, voids shown by face-down or off-suit plays
(304-L3, L5), face-down cards left hidden at an inspection not being trumps (304-H11, H12),
the trump V can deduce — is implied by that replay, and nothing else is assumed.

Worlds: every placement of the cards V has not seen into the places V cannot see — the other
seats' cards still to play (a closed maker's count includes its set-aside indicator), the
face-down cards of past tricks and of the trick in progress that V never saw, and which of
them is the indicator when V does not know it (a closed maker's held card, or its face-down
card in this trick). A seat's packet split is not observable by V except through the
indicator, which is put in its owner's first packet (304-I1) when chosen then.

Two necessary conditions of that replay prune the enumeration before replaying (they never
drop a world the replay would keep; `prune=False` turns them off, and a test checks it gives
the same worlds): a seat seen not to follow a suit (face down or off-suit) holds none of it
afterwards, the indicator of a closed maker apart (304-L3, H3); a face-down card still hidden
after its trick was inspected is not a trump (304-H11, H12(d)).

Lines: after the call (applied with `Deal._do`, the engine's own Caps mechanics: 304-K10,
K11, the order played automatically), every legal card of the seat to play is tried, to the
end of the deal; the call holds iff no line ends in Wrong Caps (a lost trick, 304-K7, or an
order that cannot be followed). Results are shared between worlds with the same present
state (`_state_key`): the rest of the deal depends on nothing else.

The replay is made with `caps_enforcement = "lenient"`: no Caps obligation is tracked in it
(whether another seat could have proved Caps is not information about the cards).

Cost: exponential; meant for positions with at most three tricks left.
"""

from dataclasses import replace
from itertools import combinations, permutations

from engine.errors import EngineError
from engine.game304.actions import CAPS, INDICATOR_BASE
from engine.game304.deal import EVERYONE, Deal
from engine.game304.tables import CARD_INDEX, SUIT_MASK, WRONG_CAPS, cards_in

ALL = (1 << 32) - 1


def _replay_rules(rules):
    return replace(rules, caps_enforcement="lenient")


def _view_of(deal: Deal, seat: int, start: int) -> tuple:
    """What `seat` is shown after an action: its observation and the events it received."""
    events = [(code, params) for code, params, audience, _ in deal.events[start:]
              if audience == EVERYONE or audience == seat]
    return deal.observation(seat), events


def _start(deal: Deal, dealt) -> Deal:
    return Deal(dealt, deal.dealer, _replay_rules(deal.rules), deal.tokens_before)


def replay_views(deal: Deal, seat: int, dealt, history, expected=None):
    """Replay `history` on a new deal with `dealt`; return (the deal, V's views after each
    action), or None when an action is refused or (given the `expected` views) a view
    differs."""
    world = _start(deal, dealt)
    views = [_view_of(world, seat, 0)]
    if expected is not None and views[0] != expected[0]:
        return None
    for who, move, order in history:
        start = len(world.events)
        try:
            world.check(who, move, order)
        except EngineError:
            return None
        world._do(who, move, order)
        view = _view_of(world, seat, start)
        if expected is not None and view != expected[len(views)]:
            return None
        views.append(view)
    return world, views


class TooLarge(Exception):
    """The position needs more replays than allowed."""


class Position:
    """The real deal at the moment of a possible call by `seat`, seen from `seat`."""

    def __init__(self, deal: Deal, seat: int):
        if deal.is_pcc:
            raise ValueError("no Caps in Partner Close Caps (304-K8)")
        self.deal = deal
        self.seat = seat
        self.history = list(deal.history)
        replayed = replay_views(deal, seat, deal.dealt, self.history)
        assert replayed is not None, "the real history must replay"
        self.real, self.views = replayed
        # The cards V has seen: its own, and every card named in any of its views.
        seen = deal.dealt_mask[seat]
        for view in self.views:
            seen |= _cards_named(view)
        self.unseen = ALL & ~seen
        self._places()

    def _places(self):
        """Where the unseen cards are in the real deal: how many each other seat still holds
        (`hold`; the seen ones, `known_hold`), the hidden plays (`hidden`: (trick index or
        None for the trick in progress, position, seat)), and whether V must place the
        indicator."""
        deal, seat, unseen = self.deal, self.seat, self.unseen
        self.hold = {}
        for p in range(4):
            if p != seat:
                self.hold[p] = deal.remaining_cards(p).bit_count() - (
                    deal.remaining_cards(p) & ~unseen).bit_count()
        self.known_hold = {p: deal.remaining_cards(p) & ~unseen for p in range(4) if p != seat}
        self.hidden = []                          # (trick index or None, position, seat)
        for t, (_, entries, _, _) in enumerate(deal.tricks):
            for position, (p, card, _) in enumerate(entries):
                if unseen >> card & 1:
                    self.hidden.append((t, position, p))
        for position, (p, card, _) in enumerate(deal.trick):
            if unseen >> card & 1:
                self.hidden.append((None, position, p))
        self.place_indicator = deal.closed and deal.indicator >= 0 and bool(
            unseen >> deal.indicator & 1)
        # Played cards in hidden places: the real card there (to map the history).
        self.hidden_real = [self._card_at(t, position) for t, position, _ in self.hidden]

    def _card_at(self, t, position):
        if t is None:
            return self.deal.trick[position][1]
        return self.deal.tricks[t][1][position][1]

    # ------------------------------------------------------------------ worlds ----------
    def worlds(self, prune: bool = True, budget=None):
        """One consistent world (the replayed deal at this moment) for each present V cannot
        rule out: the others' cards still to play, the cards of the trick in progress and the
        indicator. The rest of the deal depends on nothing else (the past tricks' hidden
        cards only have to fit: one consistent way is enough, and every way is tried before
        a present is given up). `budget`: a list holding the number of replays allowed
        (TooLarge past it)."""
        def spend():
            if budget is not None:
                budget[0] -= 1
                if budget[0] < 0:
                    raise TooLarge
        for present in self._presents(prune):
            spend()
            for dealt, history in self._pasts(present, prune):
                spend()
                replayed = replay_views(self.deal, self.seat, dealt, history, self.views)
                if replayed is not None:
                    yield replayed[0]
                    break

    def _presents(self, prune: bool):
        """(indicator, spot, trump, chosen, hands, left): the indicator when V must place it
        (the card, and "held" or the index of the maker's hidden play in this trick), the
        hidden cards of this trick (`chosen`, index -> card), the unseen cards still to play
        of each other seat, and the unseen cards `left` for the past tricks' hidden places."""
        deal, seat = self.deal, self.seat
        maker = deal.maker
        hidden = self.hidden
        if self.place_indicator:
            spots = ["held"] + [index for index, (t, _, p) in enumerate(hidden)
                                if t is None and p == maker]
            choices = [(card, spot) for card in cards_in(self.unseen) for spot in spots]
        else:
            choices = [(None, None)]
        others = [p for p in range(4) if p != seat]
        for indicator, spot in choices:
            trump = indicator >> 3 if indicator is not None else deal.trump
            rest = self.unseen
            hold = dict(self.hold)
            chosen = {}
            if indicator is not None:
                rest &= ~(1 << indicator)
                if spot == "held":
                    if not hold[maker]:
                        continue                # the maker has no card left to be it
                    hold[maker] -= 1
                else:
                    chosen[spot] = indicator    # the maker's face-down card here is the indicator
            current = [index for index, (t, _, _) in enumerate(hidden)
                       if t is None and index not in chosen]

            def place_current(i, left):
                if i == len(current):
                    yield from place_hands(0, left, {})
                    return
                index = current[i]
                t, position, p = hidden[index]
                for card in cards_in(left):
                    if prune and not self._may_play(p, t, position, card, trump):
                        continue
                    chosen[index] = card
                    yield from place_current(i + 1, left & ~(1 << card))
                chosen.pop(index, None)

            def place_hands(k, left, hands):
                if k == len(others):
                    yield indicator, spot, trump, dict(chosen), dict(hands), left
                    return
                p = others[k]
                allowed = left & ~self._void_mask(p, None) if prune else left
                for combo in combinations(cards_in(allowed), hold[p]):
                    mask = sum(1 << card for card in combo)
                    hands[p] = mask
                    yield from place_hands(k + 1, left & ~mask, hands)
                hands.pop(p, None)

            yield from place_current(0, rest)

    def _pasts(self, present, prune: bool):
        """Every (dealt, history) with this present: the left cards in the past tricks'
        hidden places."""
        indicator, spot, trump, chosen, hands, left = present
        past = [index for index, (t, _, _) in enumerate(self.hidden) if t is not None]
        if len(past) != left.bit_count():
            return

        allowed = {}
        for index in past:
            t, position, p = self.hidden[index]
            allowed[index] = [card for card in cards_in(left)
                              if not prune or self._may_play(p, t, position, card, trump)]

        def place(i, left):
            if not _matchable(past[i:], left, allowed):
                return                      # (no way to fill the rest: saves a blind search)
            if i == len(past):
                yield self._world(indicator, spot, chosen, hands)
                return
            index = past[i]
            for card in allowed[index]:
                if not left >> card & 1:
                    continue
                chosen[index] = card
                yield from place(i + 1, left & ~(1 << card))
            chosen.pop(index, None)

        yield from place(0, left)

    def _void_mask(self, p: int, before) -> int:
        """The suits `p` was seen not to follow (304-L3, L5) in the tricks before `before`
        (a trick index; None: every trick, the one in progress included), as a card mask."""
        deal = self.deal
        mask = 0
        tricks = [entries for _, entries, _, _ in deal.tricks]
        current = [(seat, card, not down) for seat, card, down in deal.trick]
        sequence = tricks + ([current] if current else [])
        stop = len(sequence) if before is None else before
        for entries in sequence[:stop]:
            led = entries[0][1] >> 3
            for seat, card, _ in entries[1:]:
                if seat == p and (self.unseen >> card & 1 or card >> 3 != led):
                    mask |= SUIT_MASK[led]
        return mask

    def _may_play(self, p, t, position, card, trump) -> bool:
        """Necessary conditions on a hidden play: not of a suit `p` lacked by then (304-L3),
        not of the suit led (it went face down, 304-L5), not a trump when it stayed hidden
        after the inspection of its trick (304-H11, H12(d))."""
        index = len(self.deal.tricks) if t is None else t
        if self._void_mask(p, index) >> card & 1:
            return False
        entries = self.deal.trick if t is None else self.deal.tricks[t][1]
        if position and card >> 3 == entries[0][1] >> 3:
            return False
        if t is not None and card >> 3 == trump:
            return False
        return True

    def _world(self, indicator, spot, chosen, hands):
        """(dealt, history) of the world: the real deal with the hidden places refilled."""
        deal, seat = self.deal, self.seat
        mapping = {self.hidden_real[index]: card for index, card in chosen.items()}
        final_indicator = indicator if indicator is not None else deal.indicator
        dealt = []
        for p in range(4):
            if p == seat:
                dealt.append(list(deal.dealt[p]))
                continue
            cards = [chosen[index] for index, (_, _, q) in enumerate(self.hidden) if q == p]
            cards += cards_in(hands.get(p, 0) | self.known_hold[p])
            for _, entries, _, _ in deal.tricks:
                cards += [card for q, card, _ in entries
                          if q == p and not self.unseen >> card & 1]
            cards += [card for q, card, _ in deal.trick if q == p and not self.unseen >> card & 1]
            if p == deal.maker and spot == "held":
                cards.append(indicator)
            assert len(cards) == 8 and len(set(cards)) == 8, (p, cards)
            dealt.append(cards)
        history = [(who, mapping.get(move, move) if move < 32 and who != seat else move, order)
                   for who, move, order in self.history]
        # The indicator choices of other seats: the last one is the world's indicator (in the
        # first packet when chosen in the first auction, 304-I1); an earlier one, superseded
        # in the second circuit (304-B6), any card of its owner's first packet (V never
        # learns it).
        steps = [i for i, (_, move, _) in enumerate(history)
                 if INDICATOR_BASE <= move < INDICATOR_BASE + 32]
        for number, i in enumerate(steps):
            who, move, order = history[i]
            if who == seat:
                continue
            if number == len(steps) - 1:
                card = final_indicator
                if number == 0:
                    dealt[who] = [card] + [c for c in dealt[who] if c != card]
            else:
                card = dealt[who][0]
            history[i] = (who, INDICATOR_BASE + card, order)
        return dealt, history

    # ------------------------------------------------------------------ verdicts --------
    def orders(self):
        """Every order of V's cards still to play (a closed maker's indicator included, K11)."""
        return list(permutations(cards_in(self.deal.remaining_cards(self.seat))))

    def valid_orders(self, prune: bool = True, budget=None) -> set:
        """The orders with which a call now is valid."""
        orders = set(self.orders())
        memo = {}
        for world in self.worlds(prune, budget):
            if not orders:
                break
            key = _state_key(world)
            won = memo.get(key)
            if won is None:
                won = memo[key] = {order for order in self.orders() if _holds(world, self.seat, order)}
            orders &= won
        return orders


def _matchable(slots, left: int, allowed: dict) -> bool:
    """Whether the cards of `left` can fill `slots`, one each, each from its `allowed` list
    (a perfect matching, by augmenting paths)."""
    if len(slots) != left.bit_count():
        return False
    owner = {}

    def augment(slot, seen):
        for card in allowed[slot]:
            if left >> card & 1 and card not in seen:
                seen.add(card)
                if card not in owner or augment(owner[card], seen):
                    owner[card] = slot
                    return True
        return False
    return all(augment(slot, set()) for slot in slots)


def _cards_named(view) -> int:
    """Every card named anywhere in a view."""
    mask = 0
    stack = [view]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, (tuple, list)):
            stack.extend(value)
        elif isinstance(value, str) and value in CARD_INDEX:
            mask |= 1 << CARD_INDEX[value]
    return mask


def _state_key(deal: Deal) -> tuple:
    """What the rest of the deal depends on (never the past tricks' cards)."""
    return (tuple(deal.hands), tuple(deal.trick), deal.trick_no, deal.turn, deal.leader,
            deal.closed, deal.trump, deal.indicator, deal.indicator_in_trick, deal.exhausted,
            deal.must_lead_trump, tuple(deal.side_tricks), deal.maker, deal.contract,
            deal.phase)


def _holds(world: Deal, seat: int, order) -> bool:
    state = world.copy(for_search=True)
    state._do(seat, CAPS, tuple(order))
    return _every_line_wins(state)


def _every_line_wins(state: Deal) -> bool:
    if state.is_over:
        return state.result != WRONG_CAPS
    for move in state.legal_moves():
        if move >= 32:
            continue
        child = state.copy(for_search=True)
        child._do(state.turn, move)
        if not _every_line_wins(child):
            return False
    return True


def reference_valid_orders(deal: Deal, seat: int, prune: bool = True, budget=None) -> set:
    return Position(deal, seat).valid_orders(prune, budget)
