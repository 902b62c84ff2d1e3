"""The rules of 304's card play, written once: which cards may be played, which go face down,
who holds a trick, when the closed trump comes open (RULES.md A7 to A11).

Pure functions of plain arguments on integer cards and masks (tables.py: a card is
`suit * 8 + rank`, a smaller number is a stronger card of its suit; a set of cards is a 32-bit
mask). Nothing here knows a deal: `engine.game304.play` adapts these functions to `Deal`, the
solver calls them on its compact position, the Caps judge on the hands it imagines. The
solver's innermost loop keeps one inlined copy of `follow_mask` and `beats`, compared with this
module on random positions by tests/engine/test_play_rules_properties.py.

The arguments, everywhere the same:
- `hand`: the mask of the seat's cards in hand. The closed indicator is never part of it
  (304-H3): it is passed apart, as `indicator` (its card number).
- `led`: the suit of the trick's first card, or NO_LEAD (-1) when the seat leads.
- `trump`: the trump suit (0–3), known to the rules even while it is closed.
- `closed`: the trump is still closed; `is_maker`: the seat is the maker.
- `trick_number`: 0 for trick 1, LAST_TRICK (7) for trick 8.
- `trump_lead_forced`: the maker must lead a trump now (`maker_must_lead_trump`).
"""

from engine.game304.tables import SUIT_MASK, TRICKS

LAST_TRICK = TRICKS - 1
NO_LEAD = -1
NO_TRUMP = -1               # for `beats` and the trick winner: no suit is trump for this trick


# --- Who holds the trick (304-C4, C5) --------------------------------------------------------

def beats(card: int, best: int, trump: int) -> bool:
    """Whether `card`, played now, takes the trick from `best`, the card holding it.

    304-C4: a higher card of the same suit, or a trump on a card of another suit (the holder of
    a trick is always of the suit led or a trump). 304-C5 follows: a card of another suit, not
    trump, never wins. `trump` may be NO_TRUMP."""
    if card >> 3 == best >> 3:
        return card < best
    return card >> 3 == trump


def leading_entry(trick, trump: int) -> tuple:
    """The (seat, card) entry of `trick` ((seat, card) pairs, lead first) that holds the trick
    so far (304-C4, C5: `beats`)."""
    best_seat, best = trick[0][0], trick[0][1]
    for entry in trick[1:]:
        if beats(entry[1], best, trump):
            best_seat, best = entry[0], entry[1]
    return best_seat, best


def winning_position(cards: list, trump: int) -> int:
    """Index (0 = the lead) of the card that wins a complete trick of integer cards (304-C4)."""
    return leading_entry(tuple(enumerate(cards)), trump)[0]


def winning_card(cards: int, led: int, trump: int) -> int:
    """The bit of the card that wins a trick whose cards are the mask `cards`, led in suit `led`
    (304-C4): its highest trump, else its highest card of the suit led (the lowest bit)."""
    top = cards & SUIT_MASK[trump] if trump >= 0 else 0
    top = top or cards & SUIT_MASK[led]
    return top & -top


# --- What a seat may play (304-L3 to L7, H1 to H8, X1 to X3) ---------------------------------

def maker_must_lead_trump(hand: int, others: int, trump: int, *, exhausted: bool,
                          must_lead_trump: bool, forced_start: bool, pcc: bool = False) -> bool:
    """Whether the maker, to lead with `hand` (the other seats holding `others`), must lead a
    trump: while it holds one in hand (the closed indicator does not count, 304-X1) and

    - the trumps are exhausted: it led a trump when no one else held any (304-X1, in closed or
      open play, X2), until its hand trumps run out: each of those leads wins, nobody being
      able to follow or cut, so the maker keeps the lead (304-X4);
    - or the rules' C-19 option (`must_lead_trump`): it opened before the lead and leads now;
    - or the rules' C-30 option (`forced_start`): it holds every trump left (its hand).

    Never in Partner Close Caps (304-X3)."""
    trumps = SUIT_MASK[trump]
    if pcc or not hand & trumps:
        return False
    if exhausted or must_lead_trump:
        return True
    return forced_start and not others & trumps


def lead_exhausts_trumps(card: int, trump: int, others: int, pcc: bool = False) -> bool:
    """Whether the maker's lead of `card` binds it to 304-X1 (`exhausted` from then on): a trump
    led when no other seat holds one (`others` their hands; the closed indicator, in no hand,
    does not count). Never in Partner Close Caps (304-X3)."""
    return not pcc and card >> 3 == trump and not others & SUIT_MASK[trump]


def lead_mask(hand: int, trump: int, closed_maker: bool, indicator: int, trick_number: int,
              trump_lead_forced: bool = False) -> int:
    """The cards a seat may lead (always face up, 304-L6).

    The closed maker (`closed_maker`): the indicator is led only in trick 8, as its last card
    (304-H1, H2, C-31); no trump from hand to trick 1 (304-H6; from trick 2 on it may, H7).
    The maker bound by 304-X1 (`trump_lead_forced`) leads only trumps (X1, X2)."""
    if closed_maker:
        if trick_number == LAST_TRICK and not hand:
            return 1 << indicator                               # 304-H1, H2, C-31
        if trick_number == 0:
            hand &= ~SUIT_MASK[trump]                           # 304-H6
    if trump_lead_forced:
        hand &= SUIT_MASK[trump]                                # 304-X1, X2
    return hand


def follow_mask(hand: int, led: int, trump: int, closed_maker: bool, indicator: int) -> int:
    """The cards a seat may play to a trick led in suit `led`.

    304-L3: it holds the suit led, it plays one (the indicator is not in the hand: 304-H3, so a
    trump lead does not oblige the closed maker to play it). 304-L4: void, any card — no
    obligation to trump or to overtrump. The closed maker, void (`closed_maker`): on a non-trump
    lead, a non-trump from hand (304-H4) or the indicator as a cut (304-H1), so with only trumps
    in hand the indicator is its only play (304-H5); on a trump lead any card of its hand
    (304-H3, H5); in trick 8, its hand empty, the indicator (304-H1, C-31)."""
    follow = hand & SUIT_MASK[led]
    if follow:
        return follow                                           # 304-L3
    if not closed_maker:
        return hand                                             # 304-L4
    if not hand:
        return 1 << indicator                                   # 304-H1, C-31: trick 8
    if led != trump:
        return (hand & ~SUIT_MASK[trump]) | 1 << indicator      # 304-H1, H4, H5
    return hand                                                 # 304-H3, H5


def playable_mask(hand: int, led: int, trump: int, closed: bool, is_maker: bool, indicator: int,
                  trick_number: int, trump_lead_forced: bool = False) -> int:
    """The mask of the cards a seat may play now: `lead_mask` when it leads (`led` NO_LEAD),
    else `follow_mask`. The closed indicator is among them only when the rules allow it."""
    closed_maker = closed and is_maker
    if led < 0:
        return lead_mask(hand, trump, closed_maker, indicator, trick_number, trump_lead_forced)
    return follow_mask(hand, led, trump, closed_maker, indicator)


def face_down_mask(cards: int, hand: int, led: int, trump: int, closed: bool,
                   indicator: int) -> int:
    """Of `cards` (what the seat may play, `playable_mask`), those that go face down.

    None when the seat leads (304-L6), follows suit (L3, H8) or the trump is open (L7). A void
    follower while the trump is closed plays face down (304-L5, H8) — the maker too, its
    indicator cut included (H1) — except the maker's indicator in trick 8 on a trump lead,
    played face up (C-31)."""
    if not closed or led < 0 or hand & SUIT_MASK[led]:
        return 0
    if led == trump:
        return cards & ~(1 << indicator)                        # C-31
    return cards


def may_play(card: int, hand: int, led: int, trump: int, closed: bool, is_maker: bool,
             indicator: int, trick_number: int, trump_lead_forced: bool = False) -> bool:
    """Whether `card` is among `playable_mask`. The rest of the hand matters only through the
    suit led (304-L3), an empty hand in trick 8 (H1) and the maker's hand trumps (X1): to ask
    about a card of an unseen hand, pass as `hand` the card (and what is known of that hand)."""
    return bool(playable_mask(hand, led, trump, closed, is_maker, indicator, trick_number,
                              trump_lead_forced) >> card & 1)


# --- The end of a trick while the trump is closed (304-H10 to H14) ---------------------------

def trick_reveals(entries, trump: int, closed: bool, indicator: int) -> bool:
    """Whether the trump comes open at the end of a trick of (card, face down) entries: a trump
    found face down at inspection (304-H12), or the closed indicator played (H14). Face-up
    trumps (a trump lead and its followers) do not reveal it (H13); face-down non-trumps do not
    (H11). (Face-down cards are looked at even when a Caps call by the maker opened the trump
    in the middle of this trick, 304-K11: `closed` is then False, a face-down trump is not.)"""
    return any((face_down and card >> 3 == trump) or (closed and card == indicator)
               for card, face_down in entries)


def closed_trick_reveals(led: int, win: int, trump: int, indicator_played: bool) -> bool:
    """`trick_reveals` for a trick played while the trump was closed, from its winning card:
    a trump that wins a non-trump lead can only have been played face down (by a void
    non-maker, 304-L5; the maker cuts only with the indicator, H4), so a face-down trump was
    found (H12); or the indicator was played (H14)."""
    return indicator_played or (led != trump and win >> 3 == trump)


def resolve_trick(entries: list, trump: int, closed: bool, indicator: int) -> tuple:
    """(index of the winning card, reveal) for a complete trick of (card, face down) entries,
    lead first. Revealed, or the trump open: the highest trump wins (304-C4, H12(c), H14).
    While closed and unrevealed, face-down cards are non-trumps of another suit and face-up
    trumps can only be a trump lead and its followers: the led suit wins (H10, H11, H13)."""
    reveal = trick_reveals(entries, trump, closed, indicator)
    effective = trump if (reveal or not closed) else NO_TRUMP
    return winning_position([card for card, _ in entries], effective), reveal
