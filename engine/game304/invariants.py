"""The invariants of a 304 deal as code (RULES.md A18, with the rules each one follows from).

`check_invariants(deal)` holds in every state a `Deal` can reach, from the cards as dealt to
the tokens settled; it raises `InvariantError` (an AssertionError) naming the invariant, its
rule id and the cards involved. Tests call it after every action. It reads the deal and never
changes it (it may fill the legal-move cache).

What it checks:

- cards (304-C1, D2, D3, I3, P2, A18): each of the 32 cards is in exactly one place — a hand
  (the PCC idle partner's included), the undealt second packet, the set-aside closed indicator,
  the current trick or a completed trick — and every card a seat holds or played was dealt to
  it;
- hand sizes (A18, 304-I3): four cards each on the first packet, eight (the maker's seven plus
  the indicator) after it, and in the play 9 − t remaining at the start of trick t (the maker's
  count includes a closed indicator not yet played; "remaining" means not yet played), one fewer
  for the seats that already played to the current trick;
- the trump (304-I1, H1, H12, H14, O1, O3, K11): a closed trump has its indicator set aside or
  cut into the current trick, never in a hand or a completed trick; an open one is public;
  contracts from 250 are open from trick 2;
- face-down cards (304-L5, L6, L7, H4, H9, H11, H12, A18): none is led, none follows the led
  suit, none is played once the trump is open (except before a mid-trick opening by a maker's
  Caps, 304-K11); every face-down card the maker plays is the indicator or a non-trump; a card
  still hidden in a completed trick is a non-trump known to its owner and the maker, and the
  maker does not know another seat's face-down card before the trick ends (C-32);
- tricks (304-C4, C6, L1, L2, P3, P4): each completed trick has one card per active player in
  playing order, from the right leader, won by its highest trump or else highest card of the
  suit led, worth the sum of its card points;
- the play (304-L3, L5, H2, H3, H6, H12(a), X1): what each seat held when a trick began (its
  cards not yet played and those it played from then on) shows it followed suit when it could
  (a closed indicator not counting); while closed the maker led neither the indicator before
  trick 8 nor a trump to trick 1, and void players played face down; a reveal turned up every
  other seat's face-down card; once the maker led a trump nobody else held, it led its hand
  trumps first;
- points (304-C6, G1, C-29 b): per side the sum of the tricks it won; with the cards not yet
  played, 304 in all; at the end 304 (PCC: 304 minus the idle partner's cards);
- Caps (304-K2, K8, K10, K11, C-24, C-25; in invariants_result): a call made by an active
  seat whose side had won every trick, its stated order played in order and its rest exactly
  the caller's remaining cards;
- tokens (304-D4, J1 to J5, K5 to K7, S1, S3, R2; in invariants_result): 22 in all, unchanged
  until the deal ends, and a finished deal's result consistent with its tricks, points,
  contract and token table;
- no dead end (Binding decision 4, C-29): a deal not over has a seat to act with at least one
  legal action; a deal over has none.
"""

from engine.errors import InvariantError
from engine.game304.actions import CAPS
from engine.game304.invariants_result import (check_caps as _check_caps,
                                              check_tokens as _check_tokens, fail as _fail,
                                              mask_names as _mask_names, names as _names)
from engine.game304.tables import (AUCTION1, AUCTION2, CARDS, EXPOSURE_CONTRACT, FULL_DECK,
                                   HAND_SIZE, INDICATOR, NUMERIC_BIDS, OVER, PACKET, PCC, PLAY,
                                   POINTS, SEATS, SUIT_MASK, TOTAL_POINTS, TRICKS, cards_in,
                                   mask_of, partner, side)

__all__ = ["InvariantError", "check_invariants"]


def check_invariants(deal) -> None:
    """Raise InvariantError if `deal` (an `engine.game304.Deal`) breaks an invariant of 304."""
    _check_cards(deal)
    _check_hand_sizes(deal)
    _check_trump(deal)
    plays = _check_tricks(deal)
    # How many cards were played while the trump was closed (None: unknown, in a judge's copy,
    # which keeps no history, of a deal a Caps call opened; the checks that need it are skipped).
    closed_until = _plays_while_closed(deal)
    _check_face_down(deal, plays, closed_until)
    if closed_until is not None:
        _check_play_rules(deal, closed_until)
    _check_points(deal)
    _check_caps(deal)
    _check_tokens(deal)
    _check_progress(deal)


# --- Cards --------------------------------------------------------------------------------

def _places(deal) -> list:
    """(name, mask) of every place a card can be."""
    places = [(f"hand {SEATS[seat]}", deal.hands[seat]) for seat in range(4)]
    if not deal.second_dealt:
        places += [(f"second packet {SEATS[seat]} (not dealt yet)", deal.second_packet[seat])
                   for seat in range(4)]
    if deal.indicator_held():
        places.append(("the set-aside indicator", 1 << deal.indicator))
    places.append(("the current trick", mask_of(card for _, card, _ in deal.trick)))
    for number, (_, entries, _, _) in enumerate(deal.tricks, start=1):
        places.append((f"trick {number}", mask_of(card for _, card, _ in entries)))
    return places


def _check_cards(deal) -> None:
    """304-C1, A18: every card in exactly one place; 304-D2, D3: each seat's cards its own."""
    places = _places(deal)
    seen = 0
    twice = 0
    for _, mask in places:
        twice |= seen & mask
        seen |= mask
    lengths = [("the current trick", len(deal.trick), mask_of(c for _, c, _ in deal.trick))]
    lengths += [(f"trick {number}", len(entries), mask_of(c for _, c, _ in entries))
                for number, (_, entries, _, _) in enumerate(deal.tricks, start=1)]
    for name, count, mask in lengths:
        if count != mask.bit_count():
            _fail("304-C1, A18 cards conserved", f"a card appears twice in {name}")
    if twice:
        card = cards_in(twice)[0]
        where = [name for name, mask in places if mask >> card & 1]
        _fail("304-C1, A18 cards conserved",
              f"{_mask_names(twice)} in more than one place ({CARDS[card]}: {', '.join(where)})")
    if seen != FULL_DECK:
        _fail("304-C1, A18 cards conserved", f"{_mask_names(FULL_DECK & ~seen)} missing")
    for seat in range(4):
        foreign = deal.hands[seat] & ~deal.dealt_mask[seat]
        if foreign:
            _fail("304-D2, D3 cards stay with their owner",
                  f"hand {SEATS[seat]} holds {_mask_names(foreign)}, not dealt to it")
    for number, seat, card in _all_plays(deal):
        if not deal.dealt_mask[seat] >> card & 1:
            _fail("304-D2, D3 cards stay with their owner",
                  f"{SEATS[seat]} played {CARDS[card]} (play {number + 1}), not dealt to it")
    if deal.indicator >= 0 and not deal.dealt_mask[deal.maker] >> deal.indicator & 1:
        _fail("304-I1 the indicator is the maker's card",
              f"indicator {CARDS[deal.indicator]} was not dealt to maker {SEATS[deal.maker]}")


def _all_plays(deal) -> list:
    """(play number from 0, seat, card) of every card played, completed tricks first."""
    plays = [(seat, card) for _, entries, _, _ in deal.tricks for seat, card, _ in entries]
    plays += [(seat, card) for seat, card, _ in deal.trick]
    return [(number, seat, card) for number, (seat, card) in enumerate(plays)]


# --- Hand sizes ---------------------------------------------------------------------------

def _check_hand_sizes(deal) -> None:
    """A18: at the start of trick t each active player holds 9 − t cards (the maker's count
    with a closed indicator not yet played); 304-D2, D3, I3 before the play."""
    if not deal.second_dealt:
        for seat in range(4):
            first = mask_of(deal.dealt[seat][:PACKET])
            if deal.hands[seat] != first:
                _fail("304-D2 first packet", f"hand {SEATS[seat]} is {_mask_names(deal.hands[seat])}, "
                      f"not its first packet {_mask_names(first)}")
        return
    if deal.leader < 0:                      # second packet dealt, play not started
        for seat in range(4):
            held = deal.remaining_cards(seat)
            if held != deal.dealt_mask[seat]:
                _fail("304-D3, I3 eight cards each after the second packet",
                      f"{SEATS[seat]} holds {_mask_names(held)}, dealt "
                      f"{_mask_names(deal.dealt_mask[seat])}")
        return
    in_trick = {seat for seat, _, _ in deal.trick}
    for seat in range(4):
        held = deal.remaining_cards(seat)
        if seat == deal.idle:
            if held != deal.dealt_mask[seat]:
                _fail("304-P2 the idle partner keeps its cards",
                      f"idle {SEATS[seat]} holds {_mask_names(held)}")
            continue
        expected = HAND_SIZE - deal.trick_no - (seat in in_trick)
        if held.bit_count() != expected:
            _fail("A18 hand sizes", f"in trick {deal.trick_no + 1} {SEATS[seat]} has "
                  f"{held.bit_count()} cards not yet played ({_mask_names(held)}), not {expected}")


# --- The trump and the indicator ------------------------------------------------------------

def _check_trump(deal) -> None:
    indicator = deal.indicator
    if deal.maker >= 0 and deal.contract not in NUMERIC_BIDS and deal.contract != PCC:
        _fail("304-A3, A4, B2 contracts", f"contract {deal.contract}")
    if deal.is_pcc != (deal.contract == PCC):
        _fail("304-P1 PCC", f"is_pcc {deal.is_pcc} with contract {deal.contract}")
    if deal.leader >= 0 and deal.idle != (partner(deal.maker) if deal.is_pcc else -1):
        _fail("304-P2, P4 the idle partner", f"idle seat {deal.idle} with maker {SEATS[deal.maker]}")
    if deal.closed:
        if indicator < 0 or deal.trump != indicator >> 3:
            _fail("304-I1 the indicator's suit is trump",
                  f"closed trump {deal.trump} with indicator {indicator}")
        for seat in range(4):
            if deal.hands[seat] >> indicator & 1:
                _fail("304-I3, H12(e) a closed indicator is not in a hand",
                      f"closed indicator {CARDS[indicator]} in hand {SEATS[seat]}")
        for number, (_, entries, _, _) in enumerate(deal.tricks, start=1):
            if any(card == indicator for _, card, _ in entries):
                _fail("304-H14 a played indicator opens the trump",
                      f"indicator {CARDS[indicator]} in trick {number} and the trump still closed")
        if deal.phase == PLAY and deal.trick_no >= 1 and deal.contract >= EXPOSURE_CONTRACT:
            _fail("304-O3, P5 exposure from 250", f"contract {deal.contract} still closed in trick "
                  f"{deal.trick_no + 1}")
        if deal.rules.open_from_start and deal.phase != INDICATOR:
            _fail("sg-open-trump", "the trump is closed after the indicator was chosen")
        if deal.phase == PLAY and deal.is_pcc and deal.rules.pcc_open:
            _fail("C-38 Partner Close Caps open from the start", "the trump is closed in play")
        if deal.caps_seat == deal.maker:
            _fail("304-K11 the maker's Caps call opens the trump", "still closed after the call")
        if deal.indicator_public:
            _fail("304-V2 the closed indicator is the maker's secret", "marked public while closed")
    in_trick = any(card == indicator for _, card, _ in deal.trick) if indicator >= 0 else False
    if deal.indicator_in_trick and not in_trick:
        _fail("304-H1 the indicator cut", f"marked played but {CARDS[indicator]} is not in the trick")
    if deal.closed and in_trick and not deal.indicator_in_trick:
        _fail("304-H1 the indicator cut", f"{CARDS[indicator]} is in the trick but marked set aside")
    # In the second auction the trump is still closed, except in sg-open-trump (turned up at once).
    if deal.phase == AUCTION2 and (deal.closed == deal.rules.open_from_start
                                   or indicator not in deal.dealt[deal.maker][:PACKET]):
        _fail("304-I1, I2 the indicator from the first packet",
              f"indicator {indicator} in the second auction")
    if deal.leader >= 0 and not deal.closed:
        if indicator < 0 or deal.trump != indicator >> 3:
            _fail("304-I1 the indicator's suit is trump",
                  f"open trump {deal.trump}, indicator {indicator}")
        if not deal.indicator_public or not deal.public >> indicator & 1:
            _fail("304-H12(b), O1, O3 an open indicator is shown to all",
                  f"{CARDS[indicator]} is not public")


# --- Tricks ---------------------------------------------------------------------------------

def _winner(cards: list, trump: int) -> int:
    """304-C4, C5: the position of the highest trump, else of the highest card of the suit led
    (within a suit a smaller card number is stronger)."""
    best = 0
    for position in range(1, len(cards)):
        card, top = cards[position], cards[best]
        if card >> 3 == top >> 3:
            if card < top:
                best = position
        elif card >> 3 == trump:
            best = position
    return best


def _check_tricks(deal) -> list:
    """304-L1, L2, P3, P4, C4, C6: leaders, playing order, winners, points, counts. Returns the
    plays (seat, card, face_down or None when the trick no longer says) in order."""
    if len(deal.tricks) != deal.trick_no:
        _fail("304-L7 eight tricks",
              f"{len(deal.tricks)} completed tricks, trick number {deal.trick_no}")
    if deal.leader < 0:
        if deal.tricks or deal.trick:
            _fail("304-L1 the play starts after the auctions", "cards played before the play")
        return []
    active = deal.active_players()
    leader = deal.maker if deal.is_pcc else deal.first_bidder       # 304-P3, L1
    side_tricks, tricks_won = [0, 0], [0, 0, 0, 0]
    plays = []
    for number, (lead, entries, winner, points) in enumerate(deal.tricks, start=1):
        seats = [seat for seat, _, _ in entries]
        if lead != leader or _order(deal, leader, len(entries)) != seats or len(entries) != active:
            _fail("304-L1, L2, P4 playing order",
                  f"trick {number} played by {''.join(SEATS[s] for s in seats)}, led by "
                  f"{SEATS[lead]}; expected {len(entries) and SEATS[leader]} first, {active} cards")
        cards = [card for _, card, _ in entries]
        expected = seats[_winner(cards, deal.trump)]
        if winner != expected:
            _fail("304-C4 trick winner", f"trick {number} ({_names(cards)}) won by {SEATS[winner]}, "
                  f"not {SEATS[expected]}")
        if points != sum(POINTS[card] for card in cards):
            _fail("304-C6 trick points", f"trick {number} ({_names(cards)}) counted {points}")
        side_tricks[side(winner)] += 1
        tricks_won[winner] += 1
        leader = winner
        plays += [(seat, card, None if shown else True) for seat, card, shown in entries]
    if side_tricks != list(deal.side_tricks) or tricks_won != list(deal.tricks_won):
        _fail("304-C6 tricks won", f"counted {deal.side_tricks} / {deal.tricks_won}, "
              f"the tricks say {side_tricks} / {tricks_won}")
    seats = [seat for seat, _, _ in deal.trick]
    if deal.trick and (deal.leader != leader or _order(deal, leader, len(seats)) != seats):
        _fail("304-L2 playing order", f"current trick played by {''.join(SEATS[s] for s in seats)}, "
              f"led by {SEATS[deal.leader]}; {SEATS[leader]} should lead")
    if len(deal.trick) >= active:
        _fail("304-C4 a complete trick is resolved", f"{len(deal.trick)} cards in the current trick")
    if deal.phase == PLAY:
        expected = deal.next_active(seats[-1]) if seats else leader
        if deal.turn != expected:
            _fail("304-L2 who plays next", f"{SEATS[deal.turn]} to play, not {SEATS[expected]}")
    plays += [(seat, card, True if face_down else None) for seat, card, face_down in deal.trick]
    return plays


def _order(deal, leader: int, count: int) -> list:
    seats, seat = [], leader
    for _ in range(count):
        seats.append(seat)
        seat = deal.next_active(seat)
    return seats


# --- Face-down cards --------------------------------------------------------------------------

def _plays_while_closed(deal) -> int:
    """How many cards were played before the trump came open (all of them while closed)."""
    played = len(deal.tricks) * deal.active_players() + len(deal.trick)
    if deal.closed or deal.opened is None:
        return played
    if deal.opened in ("open", "start"):                 # 304-O1, C-5: before any card
        return 0
    if deal.opened == "exposed":                         # 304-O3: at the end of trick 1
        return deal.active_players()
    if deal.opened == "caps":                            # 304-K11: when the maker called
        if deal.judging:
            return None
        for index, (seat, move, _) in enumerate(deal.history):
            if move == CAPS:
                return sum(1 for _, earlier, _ in deal.history[:index] if earlier < 32)
        _fail("304-K11", "opened by a Caps call that is not in the history")
    if deal.opened == "revealed":                        # 304-H12, H14: at the end of a trick
        for number, (_, entries, _, _) in enumerate(deal.tricks, start=1):
            led = entries[0][1] >> 3
            if any(card == deal.indicator or (card >> 3 == deal.trump and card >> 3 != led)
                   for _, card, _ in entries):
                return number * deal.active_players()
        _fail("304-H12, H14 a reveal", "the trump was revealed but no trick holds a trump cut "
              "or the indicator")
    _fail("304 trump opening", f"opened {deal.opened!r}")


def _check_face_down(deal, plays: list, closed_until) -> None:
    """304-L5, L6, L7, H4, H9, H11, H12, C-32, A18."""
    if not plays:
        return
    known = closed_until is not None
    if not known:
        closed_until = len(plays)
    maker, trump = deal.maker, deal.trump
    active = deal.active_players()
    trick_start = len(deal.tricks) * active
    for position, (seat, card, face_down) in enumerate(deal.trick[1:], start=1):
        number = trick_start + position
        if known and not face_down and number < closed_until and card >> 3 != deal.trick[0][1] >> 3:
            _fail("304-L5 a void player plays face down while the trump is closed",
                  f"{SEATS[seat]}'s {CARDS[card]} face up in trick {deal.trick_no + 1}")
    for number, (seat, card, face_down) in enumerate(plays):
        if face_down is None:
            continue
        position = number % active
        where = f"{SEATS[seat]}'s {CARDS[card]} (trick {number // active + 1})"
        if position == 0:
            _fail("304-L6 the lead is face up", f"{where} led face down")
        led = plays[number - position][1] >> 3
        if card >> 3 == led:
            _fail("304-L3, L5 face down only when void", f"{where} follows the suit led face down")
        if number >= closed_until:
            _fail("304-L7, A18 no face-down card while the trump is open",
                  f"{where} played face down after the trump came open")
        if seat == maker and card >> 3 == trump and card != deal.indicator:
            _fail("304-H4, A18 the maker's face-down cards", f"{where}: a trump from hand")
        if number < trick_start:                        # still hidden in a completed trick
            if card >> 3 == trump:
                _fail("304-H12(a, b) face-down trumps are turned up", f"{where} still hidden")
            if not deal.hidden_known[seat] >> card & 1 or not deal.hidden_known[maker] >> card & 1:
                _fail("304-H9, V2 the owner and the maker know a face-down card",
                      f"{where} unknown to its owner or the maker")
            if deal.public >> card & 1 and seat == maker:
                _fail("304-H12(d) the maker's discard stays hidden", f"{where} is public")
        elif seat != maker and deal.hidden_known[maker] >> card & 1:
            _fail("304-H9, C-32 the maker inspects at trick end",
                  f"the maker knows {where} before the trick ends")
    for number, (_, entries, _, _) in enumerate(deal.tricks, start=1):
        led = entries[0][1] >> 3
        if known and number * active <= closed_until and any(   # a whole trick played closed
                card == deal.indicator or (card >> 3 == trump and led != trump)
                for _, card, _ in entries):
            hidden = [(seat, card) for seat, card, shown in entries if not shown and seat != maker]
            if hidden:                                      # it revealed the trump
                _fail("304-H12(a) a reveal turns up the other seats' face-down cards",
                      f"trick {number}: {', '.join(SEATS[s] + ' ' + CARDS[c] for s, c in hidden)} "
                      "still hidden")
        for seat, card, shown in entries:
            if shown and not deal.public >> card & 1:
                _fail("304-V1 cards played face up are public",
                      f"{SEATS[seat]}'s {CARDS[card]} in trick {number}")
            if not shown and deal.indicator == card:
                _fail("304-H12(b), H14 the played indicator is shown",
                      f"{CARDS[card]} hidden in trick {number}")


def _check_play_rules(deal, closed_until) -> None:
    """304-L3, H2, H3, H6, X1 over every trick, from what each seat held when it began (its
    cards not yet played plus those it played from then on). `closed_until`: the number of
    plays made while the trump was closed."""
    maker, trump, indicator = deal.maker, deal.trump, deal.indicator
    active = deal.active_players()
    tricks = [entries for _, entries, _, _ in deal.tricks] + ([deal.trick] if deal.trick else [])
    holding = [deal.remaining_cards(seat) for seat in range(4)]
    starts = []
    for entries in reversed(tricks):
        for seat, card, _ in entries:
            holding[seat] |= 1 << card
        starts.append(holding[:])
    starts.reverse()
    trumps = SUIT_MASK[trump]
    exhausted = False
    for index, entries in enumerate(tricks):
        held, first = starts[index], index * active
        lead_seat, lead_card = entries[0][0], entries[0][1]
        led = lead_card >> 3
        where = f"{SEATS[lead_seat]} led {CARDS[lead_card]} to trick {index + 1}"
        closed = first < closed_until
        if exhausted and first <= closed_until < first + len(entries):
            # The trump opens here (before this lead, or in this trick by the maker's Caps
            # call): X1 is over if the maker's hand trumps have run out by then (304-K11).
            before = held[maker]
            for seat, card, _ in entries[:closed_until - first]:
                if seat == maker:
                    before &= ~(1 << card)
            if not before & trumps & ~(1 << indicator):
                exhausted = False
        if lead_seat == maker and closed:
            if lead_card == indicator and index < TRICKS - 1:
                _fail("304-H2 the indicator is not led before trick 8", where)
            if index == 0 and led == trump:
                _fail("304-H6 no trump lead to trick 1 by the maker while closed", where)
        if lead_seat == maker and not deal.is_pcc:                       # 304-X1, X2, X3
            hand_trumps = held[maker] & trumps & ~((1 << indicator) if closed else 0)
            if exhausted and hand_trumps and led != trump:
                _fail("304-X1 exhausted trumps: the maker leads its trumps first",
                      f"{where} holding {_mask_names(hand_trumps)}")
            others = 0
            for seat in range(4):
                if seat != maker and seat != deal.idle:
                    others |= held[seat]
            if led == trump and not others & trumps:
                exhausted = True
        for position, (seat, card, _) in enumerate(entries[1:], start=1):
            hand = held[seat]
            if seat == maker and first + position < closed_until:
                hand &= ~(1 << indicator)                               # 304-H3
            if hand & SUIT_MASK[led] and card >> 3 != led:
                _fail("304-L3 follow suit", f"{SEATS[seat]} played {CARDS[card]} to trick "
                      f"{index + 1} ({CARDS[lead_card]} led) holding "
                      f"{_mask_names(hand & SUIT_MASK[led])}")


# --- Points -----------------------------------------------------------------------------------

def _check_points(deal) -> None:
    """304-C6, G1, C-29 (b), A18."""
    won = [0, 0]
    for _, _, winner, points in deal.tricks:
        won[side(winner)] += points
    if won != list(deal.points):
        _fail("304-C6 points of completed tricks", f"counted {deal.points}, the tricks say {won}")
    not_played = sum(POINTS[card] for seat in range(4) for card in cards_in(deal.remaining_cards(seat)))
    if not deal.second_dealt:
        not_played += sum(POINTS[card] for seat in range(4) for card in deal.dealt[seat][PACKET:])
    in_trick = sum(POINTS[card] for _, card, _ in deal.trick)
    if sum(deal.points) + in_trick + not_played != TOTAL_POINTS:
        _fail("304-C3, A18 points", f"tricks {deal.points} + current trick {in_trick} + not played "
              f"{not_played} is not {TOTAL_POINTS}")
    if deal.trick_no == TRICKS:
        idle = sum(POINTS[card] for card in deal.dealt[deal.idle]) if deal.is_pcc else 0
        if sum(deal.points) != TOTAL_POINTS - idle:
            _fail("304-G1, C-29 (b) points sum to 304", f"{deal.points} after eight tricks"
                  + (f" (idle partner's cards {idle})" if deal.is_pcc else ""))


# --- No dead ends -------------------------------------------------------------------------------

def _check_progress(deal) -> None:
    """Binding decision 4, C-29, A18: a live deal has a seat to act and a legal action."""
    if deal.phase == OVER:
        if deal.turn != -1 or deal.legal_moves():
            _fail("a finished deal offers nothing", f"turn {deal.turn}, legal {deal.legal_actions()}")
        return
    if deal.phase not in (AUCTION1, INDICATOR, AUCTION2, PLAY):
        _fail("304 phases", f"phase {deal.phase!r}")
    if not 0 <= deal.turn < 4 or deal.turn == deal.idle:
        _fail("304-P4 a seat to act", f"turn {deal.turn} (idle {deal.idle})")
    if not deal.legal_moves():
        _fail("Binding decision 4, C-29 no dead ends",
              f"{SEATS[deal.turn]} has no legal action in {deal.phase}, trick {deal.trick_no + 1}, "
              f"hand {_mask_names(deal.hands[deal.turn])}")
