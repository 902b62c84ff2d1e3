"""The Caps judge (RULES.md A14, C-22 to C-28): is a call provable on the caller's own
information, with a fixed order of the caller's cards?

C-22's definition: a call by V with a stated order is valid iff that order is legal in every
case and, for every distribution of the unseen cards consistent with V's information and every
legal play of the three others (partner treated as an opponent), V's side wins every remaining
trick. This module decides it in two sound ways and says "undecided" (None) otherwise:

1. *Sure winners*: V is on lead and, in the stated order, each card is the best card of its
   suit that V cannot see elsewhere, and no trump V cannot account for remains (or the card is
   itself the best trump left). Holds in every world, so the call is proven (True).
2. *Exhaustive check*, when V knows the trump and the worlds are few (at most WORLD_LIMIT
   distributions, a search of at most NODE_LIMIT positions): every consistent world is built and
   every line of play is replayed through the real rules (`Deal` copies). True or False.

Before either, a quick line on the real cards (`refuted_in_play`: opponents take the trick when
they can, the partner ducks) may show a lost trick: the call is then not provable (False), the
actual deal being one of the worlds V must cover.

LIMITS (documented, to be lifted by the solver issue): beyond those sizes, and whenever V does
not know the trump (a non-maker while it is closed), `judge` answers None; the deal then judges
the call by its outcome (a lost trick costs 5, 304-K7). The obligation to call (failing to call,
calling late, 304-K6) is enforced only from the moment `provable` can prove the call: by sure
winners whenever V is on lead, exhaustively when V has at most EXACT_CARDS cards left (kept
small so that random play stays fast). An opportunity only a larger search could prove is not
detected, and its grace period then starts late.
"""

from itertools import combinations, permutations

from engine.game304.tables import FULL_DECK, SUIT_MASK, cards_in

WORLD_LIMIT = 400
NODE_LIMIT = 20000
EXACT_CARDS = 2


class _Undecided(Exception):
    pass


def default_order(deal, seat: int) -> tuple:
    """The caller's remaining cards: trumps strongest first, then S H D C strongest first."""
    remaining = deal.remaining_cards(seat)
    trumps = remaining & SUIT_MASK[deal.trump] if deal.trump >= 0 else 0
    return tuple(cards_in(trumps) + cards_in(remaining & ~trumps))


def knows_trump(deal, seat: int) -> bool:
    return deal.trump >= 0 and (not deal.closed or seat == deal.maker)


def _known_gone(deal, seat: int) -> int:
    """Cards V knows have been played (face up, turned up, or face down and known to V)."""
    played = 0
    for _, entries, _, _ in deal.tricks:
        for _, card, _ in entries:
            played |= 1 << card
    for _, card, _ in deal.trick:
        played |= 1 << card
    return played & (deal.public | deal.hidden_known[seat])


def sure_winners(deal, seat: int, order) -> bool:
    """Method 1 (sound): V leads every remaining trick with a card nobody can beat."""
    if not knows_trump(deal, seat) or deal.trick or deal.turn != seat:
        return False
    trump = deal.trump
    trumps = SUIT_MASK[trump]
    own = deal.remaining_cards(seat)
    outstanding = FULL_DECK & ~own & ~_known_gone(deal, seat)
    is_maker = seat == deal.maker and not deal.is_pcc
    exhausted = deal.exhausted and is_maker
    # Every trump lead pulls at least one trump V cannot see, if any is left in a hand: a
    # player holding a trump must follow with it (304-L3).
    unseen_trumps = (outstanding & trumps).bit_count()
    if is_maker and deal.must_lead_trump and own & trumps and order and order[0] >> 3 != trump:
        return False                                      # C-19 option
    for card in order:
        suit_bit = SUIT_MASK[card >> 3]
        if exhausted and own & trumps and card >> 3 != trump:
            return False                                  # 304-X1 may forbid this lead
        if outstanding & suit_bit & ((1 << card) - 1):
            return False                                  # a stronger card may be out
        if card >> 3 != trump and unseen_trumps:
            return False                                  # someone may cut
        if card >> 3 == trump:
            # Whether X1 started depends on cards V may not see: assume it did.
            exhausted = exhausted or is_maker
            unseen_trumps = max(0, unseen_trumps - 1)
        own &= ~(1 << card)
    return True


def _worlds(deal, seat: int):
    """Every distribution of the cards V cannot see that agrees with V's information.

    Yields (hands, current) where `hands` maps each other seat to its hand mask and `current`
    replaces the cards of the trick in progress that V has not seen. Raises _Undecided past
    WORLD_LIMIT.
    """
    known_gone = _known_gone(deal, seat)
    own = deal.remaining_cards(seat)
    others = [p for p in range(4) if p != seat and p != deal.idle]
    unknown = FULL_DECK & ~own & ~known_gone & ~deal.public
    fixed = {p: deal.hands[p] & deal.public for p in others}
    for p in others:
        unknown &= ~fixed[p]
    # Publicly shown voids: a player who did not follow the led suit has none of it left.
    void = {p: 0 for p in others}
    for _, entries, _, _ in deal.tricks:
        led = entries[0][1] >> 3
        for p, card, _ in entries[1:]:
            if card >> 3 != led and p in void:
                void[p] |= SUIT_MASK[led]
    hidden_slots = []          # completed tricks: unseen face-down cards, never trump or led
    for _, entries, _, _ in deal.tricks:
        led = entries[0][1] >> 3
        for p, card, shown in entries[1:]:
            if not shown and not (known_gone >> card & 1):
                hidden_slots.append(SUIT_MASK[led] | SUIT_MASK[deal.trump])
    current_slots = []         # the trick in progress: unseen face-down cards, not of the led suit
    if deal.trick:
        led = deal.trick[0][1] >> 3
        for position, (p, card, _) in enumerate(deal.trick):
            if card >> 3 != led and p in void:
                void[p] |= SUIT_MASK[led]
            if not (known_gone >> card & 1):
                current_slots.append((position, SUIT_MASK[led]))
    sizes = {p: deal.hands[p].bit_count() - fixed[p].bit_count() for p in others}
    count = 0

    def fill_hidden(pool: int) -> bool:
        # Hall-style check is overkill here: match slots greedily, most constrained first.
        cards = cards_in(pool)
        used = set()

        def place(index: int) -> bool:
            if index == len(hidden_slots):
                return True
            banned = hidden_slots[index]
            for card in cards:
                if card not in used and not (banned >> card & 1):
                    used.add(card)
                    if place(index + 1):
                        return True
                    used.discard(card)
            return False
        return place(0)

    def assign_current(index: int, pool: int, chosen: list):
        if index == len(current_slots):
            yield from assign_hands(0, pool, list(chosen), {})
            return
        position, banned = current_slots[index]
        for card in cards_in(pool & ~banned):
            chosen.append((position, card))
            yield from assign_current(index + 1, pool & ~(1 << card), chosen)
            chosen.pop()

    def assign_hands(index: int, pool: int, current: list, hands: dict):
        nonlocal count
        if index == len(others):
            if pool.bit_count() == len(hidden_slots) and fill_hidden(pool):
                count += 1
                if count > WORLD_LIMIT:
                    raise _Undecided
                yield dict(hands), current
            return
        p = others[index]
        allowed = cards_in(pool & ~void[p])
        for combo in combinations(allowed, sizes[p]):
            mask = 0
            for card in combo:
                mask |= 1 << card
            hands[p] = fixed[p] | mask
            yield from assign_hands(index + 1, pool & ~mask, current, hands)
        hands.pop(p, None)

    yield from assign_current(0, unknown, [])


def _all_lines_win(state, caller: int, budget: list) -> bool:
    """Every legal line from `state` keeps the caller's side winning (the caller's moves are
    forced by its stated order, Deal.caps_order_next)."""
    from engine.game304.tables import WRONG_CAPS
    if state.is_over:
        return state.result != WRONG_CAPS
    budget[0] -= 1
    if budget[0] < 0:
        raise _Undecided
    for move in state.legal_moves():
        if move >= 32:
            continue
        child = state.copy(True)
        child._do(child.turn, move)
        if not _all_lines_win(child, caller, budget):
            return False
    return True


def _open_lines_win(hands: list, trump: int, trick: list, turn: int, caller: int, order: tuple,
                    position: int, maker: int, exhausted: bool, budget: list) -> bool:
    """`_all_lines_win` for open play, on bare masks: the same rules (304-L2 to L4, L7, X1,
    C4) without copying deals. `trick` holds (seat, card) of the trick in progress."""
    budget[0] -= 1
    if budget[0] < 0:
        raise _Undecided
    hand = hands[turn]
    if not hand and not trick:
        return True                                      # every trick has been won
    if trick:
        follow = hand & SUIT_MASK[trick[0][1] >> 3]
        cards = follow or hand
    else:
        cards = hand
        if turn == maker and exhausted and hand & SUIT_MASK[trump]:
            cards = hand & SUIT_MASK[trump]               # 304-X1
    if turn == caller:
        card = order[position]
        if not cards >> card & 1:
            return False                                 # the stated order breaks
        choices = (card,)
    else:
        choices = cards_in(cards)
    for card in choices:
        now_exhausted = exhausted
        if not trick and turn == maker and card >> 3 == trump:
            others = 0
            for seat in range(4):
                if seat != maker:
                    others |= hands[seat]
            if not others & SUIT_MASK[trump]:
                now_exhausted = True
        hands[turn] &= ~(1 << card)
        played = trick + [(turn, card)]
        if len(played) == 4:
            from engine.game304.tricks import winning_position
            winner = played[winning_position([c for _, c in played], trump)][0]
            ok = (winner & 1) == (caller & 1) and _open_lines_win(
                hands, trump, [], winner, caller, order,
                position + (turn == caller), maker, now_exhausted, budget)
        else:
            ok = _open_lines_win(hands, trump, played, (turn + 1) % 4, caller, order,
                                 position + (turn == caller), maker, now_exhausted, budget)
        hands[turn] |= 1 << card
        if not ok:
            return False
    return True


def _check_worlds(called, seat: int, fast_path: bool = True) -> bool:
    """Method 2 on a deal in which V's call has just been made. In open play the search runs
    on bare masks (`_open_lines_win`); `fast_path=False` replays every line through `Deal`
    copies instead (the tests check both agree)."""
    budget = [NODE_LIMIT]
    fast = (fast_path and not called.closed and called.idle < 0 and not called.must_lead_trump
            and called.caps_seat == seat)
    for hands, current in _worlds(called, seat):
        if fast:
            all_hands = list(called.hands)
            for p, mask in hands.items():
                all_hands[p] = mask
            trick = [(p, card) for p, card, _ in called.trick]
            for position, card in current:
                trick[position] = (trick[position][0], card)
            turn = called.turn
            if not _open_lines_win(all_hands, called.trump, trick, turn, seat, called.caps_order,
                                   called.caps_pos, called.maker, called.exhausted, budget):
                return False
            continue
        state = called.copy(True)
        for p, mask in hands.items():
            state.hands[p] = mask
        for position, card in current:
            p, _, face_down = state.trick[position]
            state.trick[position] = (p, card, face_down)
        state._on_after_event()          # the first card of the order may already be illegal
        if not _all_lines_win(state, seat, budget):
            return False
    return True


def judge(deal, seat: int, order) -> object:
    """True (provable), False (not provable), or None (beyond the judge's limits).

    Called on the deal right after the call (Deal._on_caps): the hand is exposed and, for a
    maker with the trump closed, the trump has been opened.
    """
    if deal.rules.caps_proof != "fixed":
        return None
    if sure_winners(deal, seat, order):
        return True
    if refuted_in_play(deal, seat, order):
        return False
    if not knows_trump(deal, seat):
        return None
    try:
        return _check_worlds(deal, seat)
    except _Undecided:
        return None


def _called_copy(deal, seat: int, order):
    state = deal.copy(True)
    state._on_caps(seat, tuple(order))
    return state


def _greedy_card(state, seat: int, caller: int) -> int:
    """A quick adversary: an opponent of the caller plays its best card if it can take the
    trick, else its lowest; the caller's partner plays its lowest card."""
    from engine.game304.tricks import winning_position
    cards = [move for move in state.legal_moves() if move < 32]
    if (seat & 1) == (caller & 1) or not state.trick:
        return max(cards, key=lambda card: (card & 7, card))   # weakest (higher rank index)
    trump = state.trump if not state.closed else -1
    played = [card for _, card, _ in state.trick]
    winners = [card for card in cards if winning_position(played + [card], trump) == len(played)]
    if winners:
        return min(winners, key=lambda card: (card & 7, card))
    return max(cards, key=lambda card: (card & 7, card))


def refuted_in_play(deal, seat: int, order) -> bool:
    """A cheap necessary test on the real cards: a quick line in which the caller's side loses
    a trick (or the order breaks) proves the call is not provable (the actual deal is one of
    the worlds the caller must cover)."""
    from engine.game304.tables import WRONG_CAPS
    state = _called_copy(deal, seat, order)
    state._on_after_event()
    while not state.is_over:
        state._do(state.turn, _greedy_card(state, state.turn, seat))
    return state.result == WRONG_CAPS


def provable(deal, seat: int) -> bool:
    """Whether V could call Caps now and prove it (within the judge's limits)."""
    if not knows_trump(deal, seat) or deal.rules.caps_proof != "fixed":
        return False
    remaining = deal.remaining_cards(seat)
    on_lead = deal.turn == seat and not deal.trick
    if not remaining or (not on_lead and remaining.bit_count() > EXACT_CARDS):
        return False
    order = default_order(deal, seat)
    if on_lead:
        if sure_winners(_called_copy(deal, seat, order) if deal.closed else deal, seat, order):
            return True
    if remaining.bit_count() > EXACT_CARDS:
        return False
    for candidate in permutations(cards_in(remaining)):
        if refuted_in_play(deal, seat, candidate):
            continue
        try:
            if _check_worlds(_called_copy(deal, seat, candidate), seat):
                return True
        except _Undecided:
            return False
    return False
