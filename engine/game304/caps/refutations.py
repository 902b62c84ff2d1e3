"""Quick refutations: cheap arguments that V cannot prove Caps, each a world V cannot rule out
in which V loses a trick whatever it does. Each has a property test against the search
without it, or replays its line in the deal (tests/engine/test_caps_shortcuts_properties.py).

On V's knowledge (caps.knowledge): `opponent_may_hold_top_trump` and its fast case
`blind_top_trump_in_trick_1`. On the real cards (the real deal is one of the worlds V must
cover): `trumps_outnumbered`. On every hand of one world, the trump open (the worlds of
caps.unseen_cards.strong_opponents, and the positions of the open-hand search, caps.world_search):
`outnumbered`, `outgunned_lead`, `partner_leads_into`, `opponent_leads_through` at a trick
start, `line_taking_trick` after a card of V.

Where they are asked is a registry, so that a test can replace it instead of patching names:
`AT_TRICK_START` and `AFTER_CALLERS_CARD` here (the open-hand search), `caps.proofs.QUICK`
(before and after the proof by sure winners).
"""

from engine.game304.caps.knowledge import knowledge, maker_voids
from engine.game304.caps.unseen_cards import fits
from engine.game304.tables import FULL_DECK, SUIT_MASK, mask_of, side
from engine.game304.play_rules import leading_entry


def opponent_may_hold_top_trump(deal, seat: int, view=None) -> bool:
    """In some world V cannot rule out, an opponent other than a closed maker holds a trump
    stronger than every trump of V's side — V's own, those V knows its partner holds, those
    V's side has played to the trick in progress and, when V does not know the trump, the
    indicator if its partner is the maker (the weakest unseen card of the suit is taken as the
    indicator: for the other cards only the number of each suit matters). That trump wins the
    trick in which it is played: on a trump lead it is the best card of the suit led (a void
    maker may add only a weaker indicator, 304-H1, H5, H14); as a cut it is the best trump,
    face up, or face down and found at the inspection (304-H12(c)); and its holder must play
    it before the deal ends. A closed maker is left out: it may not cut with a trump from hand
    (304-H4).

    V who knows the trump tries that suit; V who does not (a non-maker while closed) tries
    every suit the indicator may be: the adversary chooses the world."""
    if view is None:
        view = knowledge(deal, seat)
    if view.knows_trump:
        suits = (deal.trump,)
    else:
        suits = [suit for suit in range(4) if not view.banned_trumps >> suit & 1]
    pool, counts, known = view.pool, view.counts, view.known
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
        voids = view.voids
        slots = [allowed for allowed, _ in view.hidden]
        if not view.knows_trump:
            if unseen == top:
                continue                                    # the indicator would be that trump
            rest &= ~(1 << (unseen.bit_length() - 1))       # the indicator: the weakest
            voids = maker_voids(deal, voids, trump)
            slots = view.slots(trump)
        elif deal.trump >= 0:
            slots = view.slots(trump)
        for opponent in opponents:
            if voids[opponent] >> trump & 1:
                continue
            groups = [(counts[p] - (p == opponent), 15 & ~voids[p]) for p in counts]
            groups += [(1, allowed) for allowed in slots]
            # the unseen cards of the trick in progress: taken as non-trumps, which any void
            # player may play face down (304-H8)
            groups += [(1, allowed & ~(1 << trump)) for _, allowed in view.current]
            if fits(rest, groups):
                return True
    return False


def blind_top_trump_in_trick_1(deal, seat: int):
    """`opponent_may_hold_top_trump` for a V who does not know the trump, in trick 1 before
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
    unseen = FULL_DECK & ~seen
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


def trumps_outnumbered(deal, seat: int) -> bool:
    """On the real cards, bitmasks only. Every card is played before the deal ends, one per
    trick for each player, and a trump played by an opponent can only be beaten by a stronger
    trump in its trick: on a trump lead the face-down cards of players void in trumps are not
    trumps (304-H11); a void non-maker's trump goes face down and the trick goes to its best
    trump (304-H8, H12(c)), or cuts (open); a maker's trump from hand is played while closed
    only on a trump lead (304-H4; in trick 8 a closed maker holds only the indicator), the
    indicator only as a cut or in trick 8, where it is a trump (304-H1, H12, H14). So each
    opponent's trumps (in hand, or in the trick in progress) need as many distinct stronger
    trumps of V's side (in hands, a closed indicator, the trick in progress): for every trump
    t of that opponent, V's side has more trumps stronger than t than the opponent has trumps
    as strong as t. (It does not depend on which seat of the side V is.)"""
    trump = deal.trump
    if trump < 0 or deal.caps_seat >= 0:
        return False
    trumps = SUIT_MASK[trump]
    cards = [deal.remaining_cards(p) & trumps for p in range(4)]
    for who, card, _ in deal.trick:
        if trumps >> card & 1:
            cards[who] |= 1 << card
    return outnumbered(cards, seat)


def outnumbered(cards: list, seat: int) -> bool:
    """`trumps_outnumbered` on each player's trumps (`cards`, masks)."""
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


def line_taking_trick(hands, trick: tuple, trump: int, seat: int):
    """On known cards (every hand, the trump open, four players): `trick` ends with the card V
    just played; the cards the seats still to play can add so that the opponents take the
    trick, or None if this line does not find any. Each opponent in turn beats the best card
    so far if it can, with its strongest card that does (the hardest for the partner after it
    to pass), else any legal card (it cannot change who takes the trick: the weakest of the
    last suit it holds); V's partner plays a card that does not beat the best (the weakest
    that does when it has to: the lowest bar for an opponent after it). Every card is legal:
    the suit led when held (304-L3), else any card (304-L4, L5; the trump is open: no
    face-down play)."""
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


def outgunned_lead(hands, trump: int, seat: int) -> bool:
    """On known cards (every hand, the trump open, V to lead a trick).

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
    card and the partner's, and the opponents take that trick (304-L3, L4, C4)."""
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


def opponent_leads_through(hands, trump: int, seat: int, leads: list) -> bool:
    """On known cards (every hand, the trump open, an opponent of V to lead the trick, `leads`
    the cards it may lead): it leads a card stronger than every card of the suit V and V's
    partner hold, and neither can take the trick — V holds the suit (it must follow, 304-L3)
    or no trump; the partner's weakest card of the suit is weaker (it follows with it) or,
    void, it holds a plain card to throw (it cuts only when made to, 304-L4)."""
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


def partner_leads_into(hands, trump: int, seat: int, leads: int) -> bool:
    """On known cards (every hand, the trump open, V's partner to lead, with `leads` the mask
    of the cards it may lead): the partner, playing against V, leads its weakest card of a
    suit in which the opponent playing after V holds a card stronger than that lead and than
    every card V holds of the suit — V holding some (so it must follow and cannot cut,
    304-L3) or holding no trump. The opponent plays it last but one, after V: the opponents
    take the trick (the other opponent, before V, may only make it theirs sooner)."""
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


# --- The registry of the open-hand search (caps.world_search): what it asks, where. --------
# At each trick start, the trump open: each takes (position, seat), the position of
# engine.game304.solver with every hand known, and answers whether V's side loses a trick.

def _trump_count(position, seat: int) -> bool:
    trumps = position.trumps
    return outnumbered([hand & trumps for hand in position.hands], seat)


def _by_the_leader(position, seat: int) -> bool:
    """The refutation for whoever leads: V (`outgunned_lead`), its partner
    (`partner_leads_into`) or an opponent (`opponent_leads_through`)."""
    leader = position.turn
    if leader == seat:
        return outgunned_lead(position.hands, position.trump, seat)
    if leader == seat ^ 2:
        return partner_leads_into(position.hands, position.trump, seat,
                                  mask_of(position.card_mask_moves()))
    return opponent_leads_through(position.hands, position.trump, seat,
                                  position.card_mask_moves())


AT_TRICK_START = (_trump_count, _by_the_leader)
# After a card of V (hands, the trick with V's card, trump, seat): a line of the others that
# takes this very trick, or None (V's card is then searched).
AFTER_CALLERS_CARD = (line_taking_trick,)
