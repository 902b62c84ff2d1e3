"""The worlds V cannot rule out: deals of the cards V has not seen that agree with what V has
seen (C-22, caps.knowledge).

- `fits(pool, groups)`: can the unseen cards still be dealt — Hall's condition on the four
  suits, each hand or hidden slot taking only suits it is not known to lack;
- `hypotheses(deal, seat)`: the starting points of the adversary search, one per trump V
  cannot rule out (and its indicator);
- `canonical(pool, relevant)`: the unseen cards up to rank equivalence (the search's memory);
- `strong_opponents(deal, seat)`: a few whole worlds dealt against V, for the quick
  refutations (caps.refutations, caps.world_search).
"""

from bisect import insort
from dataclasses import dataclass

from engine.game304.caps.knowledge import Knowledge, knowledge, maker_voids, real_trump_voids
from engine.game304.tables import SUIT_MASK, cards_in

# The cards of the suits of each set of suit bits.
CARDS_OF_SUITS = tuple(sum(SUIT_MASK[suit] for suit in range(4) if bits >> suit & 1)
                       for bits in range(16))
_SUBSETS = tuple(range(16))


def fits(pool: int, groups) -> bool:
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


@dataclass
class Hypothesis:
    """One starting point of the adversary: the trump (and, while closed, the indicator: -1
    when V does not place it), what V knows under it, the unseen `pool` (the indicator out)
    and the allowed suits of each hidden face-down card (`slots`)."""
    trump: int
    closed: bool
    indicator: int
    pool: int
    slots: list
    voids: dict
    counts: dict
    current: list
    known: dict


def hypotheses(deal, seat: int, view: Knowledge = None):
    """Yield the starting points of the adversary: one per trump hypothesis (and indicator).
    `view`: V's knowledge in `deal`, when already known."""
    if view is None:
        view = knowledge(deal, seat)
    pool = view.pool
    if view.knows_trump:
        # Hidden past face-down cards: unseen, not of the suit led; while no trump was found
        # they were not trumps either (304-H11) — unless V is the maker, who saw them all.
        indicator = deal.indicator if (deal.closed and seat == deal.maker) else -1
        yield Hypothesis(trump=deal.trump, closed=deal.closed, indicator=indicator, pool=pool,
                         slots=view.slots(deal.trump), voids=view.voids, counts=view.counts,
                         current=view.current, known=view.known)
        return
    # A non-maker while the trump is closed: every indicator still possible (304-I1).
    # The real indicator first: the real deal is one of the worlds, and usually breaks a call.
    for indicator in sorted(cards_in(pool), key=lambda card: card != deal.indicator):
        trump = indicator >> 3
        if view.banned_trumps >> trump & 1:
            continue
        yield Hypothesis(trump=trump, closed=True, indicator=indicator,
                         pool=pool & ~(1 << indicator), slots=view.slots(trump),
                         voids=maker_voids(deal, view.voids, trump), counts=view.counts,
                         current=view.current, known=view.known)


def canonical(pool: int, relevant: int) -> tuple:
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


# A card's strength for the exchanges of strong_opponents, per trump suit: trumps above the
# rest, then by rank. Cards are handled as keys `strength << 5 | card`, which sort weakest
# first (cards of equal strength in card order).
_STRENGTH = {trump: tuple((card >> 3 == trump) * 8 + 7 - (card & 7) for card in range(32))
             for trump in range(-1, 4)}
_KEY = {trump: tuple(strength << 5 | card for card, strength in enumerate(table))
        for trump, table in _STRENGTH.items()}


def strong_opponents(deal, seat: int, variants: bool = True, view: Knowledge = None) -> list:
    """Worlds V cannot tell from the real one, in which V's partner holds the weakest of the
    cards V has not seen and V's opponents the strongest (trumps first) — then, with
    `variants`, for each opponent and suit, that opponent also holding as many cards of the
    suit as it can: a quick refutation in one of them is a refutation (see caps.proofs). Each
    is a list of hands; the first may be the real deal's.

    They are made from the real deal by exchanging unseen cards between the others' hands,
    each card going only to a hand V has not seen lack its suit, and at most one face-down
    card of a past trick for a plain card of an opponent; everything else stays as played
    (the trump, the indicator, the trick in progress), so the play so far stays legal in them:
    a player who followed suit still did, one who could not still lacks that suit, and a
    maker's exhausted trumps (304-X1) stay as they are, the others' trumps being the same
    cards."""
    if view is None:
        view = knowledge(deal, seat)
    base = strongest_world(deal, seat, view)
    return [base] + (list(concentrated(deal, seat, base, view)) if variants else [])


def strongest_world(deal, seat: int, view: Knowledge) -> list:
    """The first world of `strong_opponents`: the partner weakest, the opponents strongest."""
    voids = real_trump_voids(deal, view)
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
    # nothing; points are not shown during play, 304-H11). One such exchange at most.
    hidden = view.hidden_cards
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


def concentrated(deal, seat: int, base: list, view: Knowledge):
    """The other worlds of `strong_opponents`, one at a time: from `base`, for each opponent
    and suit V holds, that opponent also holding as many unseen cards of the suit as it can."""
    voids = real_trump_voids(deal, view)
    partner = seat ^ 2
    public = deal.public
    for taker in ((seat + 1) % 4, (seat + 3) % 4):
        for suit in range(4):
            if voids[taker] >> suit & 1 or not deal.remaining_cards(seat) & SUIT_MASK[suit]:
                continue
            hands = base[:]
            moved = False
            for giver in (taker ^ 2, partner):
                fits_giver = CARDS_OF_SUITS[15 & ~voids[giver]] & ~SUIT_MASK[suit]
                for card in cards_in(hands[giver] & ~public & SUIT_MASK[suit]):
                    back = hands[taker] & ~public & fits_giver
                    if back:
                        swap = 1 << card | 1 << (back.bit_length() - 1)   # (the last one)
                        hands[giver] ^= swap
                        hands[taker] ^= swap
                        moved = True
            if moved:
                yield hands


def world(deal, hands: list):
    """A copy of the deal with other hands (for the open-hand search, caps.world_search)."""
    dealt = deal.copy(for_search=True)
    dealt.hands = list(hands)
    return dealt
