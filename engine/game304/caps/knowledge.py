"""What the caller V knows (C-22), read from the deal: the judge reasons only from this.

V knows its hand; every card shown; the voids shown by not following; as maker, the indicator
and every face-down card inspected (304-H9). A non-maker while the trump is closed does not
know the trump: the suits the indicator cannot be are part of its knowledge.

`as_called(deal, seat)` is the caller's position as called: the deal as right after V's call
(a maker's call opens the trump, 304-K11), with no obligation pending — every question of the
judge about a call starts from it.
"""

from dataclasses import dataclass

from engine.game304.tables import FULL_DECK


@dataclass(slots=True)
class Knowledge:
    """What V's observation says about the cards V has not seen.

    - `pool`: the unseen cards (in the others' hands, hidden in tricks, or the indicator V does
      not know);
    - `voids`: per other seat, the suits (bits) it showed it lacks;
    - `hidden`: per past face-down card V never saw, (allowed suit bits, no-trump flag), and
      `hidden_cards` the real (card, suit led) of each (for the worlds the judge deals itself);
    - `current`: the unseen cards of the trick in progress, (position in the trick, allowed
      suit bits);
    - `known`: per other seat, the cards V saw that went back into its hand;
    - `counts`: per other seat, how many unseen cards it holds;
    - `knows_trump`, and `banned_trumps`: the suits the indicator cannot be (for a V who does
      not know the trump).
    """
    pool: int
    voids: dict
    hidden: list
    hidden_cards: list
    current: list
    known: dict
    counts: dict
    knows_trump: bool
    banned_trumps: int

    def slots(self, trump: int) -> list:
        """The allowed suit bits of each hidden face-down card under `trump`: while no trump
        was found in its trick it was no trump (304-H11), nor ever the maker's (304-H4)."""
        return [allowed & ~(1 << trump) if no_trump else allowed
                for allowed, no_trump in self.hidden]


def known_gone(deal, seat: int) -> int:
    """Cards V has seen played (face up, turned up, or face down and known to V)."""
    played = 0
    for _, entries, _, _ in deal.tricks:
        for _, card, _ in entries:
            played |= 1 << card
    for _, card, _ in deal.trick:
        played |= 1 << card
    return played & (deal.public | deal.hidden_known[seat] | deal.dealt_mask[seat])


def knowledge(deal, seat: int) -> Knowledge:
    """V's knowledge of the unseen cards now (C-22; see Knowledge)."""
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
                # not of a suit its player lacks (the maker's indicator apart: search.Search)
                current.append((position, 15 & ~shows[p]))
    pool = FULL_DECK & ~own & ~(played & seen)
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
    # card in this trick V has not seen may be the indicator or a card from hand: the search
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
            banned_trumps |= 1 << (first[1] >> 3)         # 304-H6, O2: no trump led to trick 1
    if not knows_trump:
        banned_trumps |= own_hidden                       # 304-H11: no trump found in them
    return Knowledge(pool=pool, voids=voids, hidden=hidden, hidden_cards=hidden_cards,
                     current=current, known=known, counts=counts, knows_trump=knows_trump,
                     banned_trumps=banned_trumps)


def maker_voids(deal, voids: dict, trump: int) -> dict:
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


def real_trump_voids(deal, known: Knowledge) -> dict:
    """The voids V has seen, under the real trump (for a V who does not know it, the real trump
    is one hypothesis)."""
    if known.knows_trump:
        return known.voids
    return maker_voids(deal, known.voids, deal.trump)


def as_called(deal, seat: int):
    """The caller's position as called: a light copy of the deal in which V has just called
    (a closed maker's call opens the trump, 304-K11; the hand itself is shown by the call,
    which changes nothing V knows), with no Caps obligation pending."""
    called = deal.copy(for_search=True)
    if called.closed and seat == called.maker:
        called._on_open("caps")
    called.caps_due = [None, None]
    return called

