"""The invariants of a 501 deal as code (RULES.md B10, with the rules each one follows from).

`check_invariants(deal)` holds in every state a `Deal` can reach, from the cards as dealt to
the scores; it raises `InvariantError` (an AssertionError) naming the invariant, its rule id
and the cards involved. Tests call it after every action. It reads the deal and never changes
it.

What it checks:

- cards (501-C2, D3, E1, E3): each of the 24 cards is in exactly one place — a hand, the talon,
  the current trick or a completed trick — and every card a seat holds or played came to it by
  the rules: dealt to it, the talon taken by the declarer, or the card given to it; the seat
  sitting out holds nothing (501-C1);
- hand sizes (501-D3, E1, E3, B10): seven each and a talon of three in the auction; the
  declarer's ten after the talon, one fewer per card given; eight each after the exchange with
  the talon empty, then one fewer per trick (and for the seats that played to the current one);
- tricks (501-L1, L2, L3, L5, L6, L7): three cards in clockwise order from the right leader (the
  dealer's left, then each trick's winner), following suit and trumping when they had to (as
  their holdings at that trick show), won by the highest trump or else the highest card led,
  worth the sum of their card points;
- points (501-C3, G1, B10): captured per seat is the sum of the tricks it won; with the cards
  not yet played, 120 in all; after eight tricks, 120 captured;
- marriages (501-W1, W2, W4, W5): each declared by its seat on its own lead of the king or queen
  while holding both, worth 40 in trump and 20 otherwise;
- the auction and contract (501-A3, A5, A6, BL3, E2, C-41): bids and contracts from 66 to 220,
  the contract not below the final bid, the declarer the last bidder, blind iff it never looked;
- scores (501-A7, G2 to G5, Q1, BL3, BL4, B10): no change until the deal ends; then the
  declarer ±contract (×2 blind) or +bid (×2 blind) on a concession, each defender −its real
  points or −25, the seat sitting out 0;
- no dead end: a deal not over has an active seat to act with at least one legal action.
"""

from engine.errors import InvariantError
from engine.game501.actions import LOOK
from engine.game501.seating import letter
from engine.game501.tables import (ALL_PASSED, AUCTION, BLIND_FACTOR, CARD_POINTS, CARD_STRENGTH,
                                   CONCEDED, CONCESSION_PENALTY, DECK, DECLARING, FAILED, GIVING,
                                   HAND_AFTER_EXCHANGE, HAND_SIZE, MADE, MARRIAGE_IN_TRUMP,
                                   MARRIAGE_PLAIN, MAX_BID, MIN_BID, OVER, PACK_POINTS, PLAY,
                                   TALON_SIZE, TRICKS, TRUMP_CHOICES)

__all__ = ["InvariantError", "check_invariants"]

PACK = DECK.cards
PACK_SET = frozenset(PACK)


def _fail(rule: str, what: str) -> None:
    raise InvariantError(f"501 invariant broken ({rule}): {what}")


def _names(cards) -> str:
    return " ".join(cards) or "-"


def check_invariants(deal) -> None:
    """Raise InvariantError if `deal` (an `engine.game501.Deal`) breaks an invariant of 501."""
    _check_cards(deal)
    _check_hand_sizes(deal)
    _check_tricks(deal)
    _check_points(deal)
    _check_marriages(deal)
    _check_auction(deal)
    _check_scores(deal)
    _check_progress(deal)


def _played(deal) -> list:
    """(seat, card) of every card played, completed tricks first."""
    return ([(seat, card) for _, cards, _, _ in deal.tricks for seat, card in cards]
            + list(deal.trick))


# --- Cards ------------------------------------------------------------------------------------

def _check_cards(deal) -> None:
    places = [(f"hand {letter(seat)}", cards) for seat, cards in enumerate(deal.hands)]
    places.append(("the talon", deal.talon))
    places.append(("the current trick", [card for _, card in deal.trick]))
    places += [(f"trick {number}", [card for _, card in cards])
               for number, (_, cards, _, _) in enumerate(deal.tricks, start=1)]
    every = [card for _, cards in places for card in cards]
    if len(every) != len(PACK) or set(every) != PACK_SET:
        _where(places)
    _check_owners(deal)


def _where(places) -> None:
    """Name the cards in two places or missing (the slow path, once something is wrong)."""
    where = {}
    for name, cards in places:
        for card in cards:
            where.setdefault(card, []).append(name)
    twice = [card for card in PACK if len(where.get(card, ())) > 1]
    if twice:
        _fail("501-C2, B10 cards conserved", f"{_names(twice)} in more than one place "
              f"({twice[0]}: {', '.join(where[twice[0]])})")
    missing = [card for card in PACK if card not in where]
    extra = sorted(set(where) - PACK_SET)
    _fail("501-C2, B10 cards conserved", f"{_names(missing)} missing" +
          (f", {_names(extra)} not in the pack" if extra else ""))


def _check_owners(deal) -> None:
    if deal.sitting_out is not None and deal.hands[deal.sitting_out]:
        _fail("501-C1 the dealer sits out", f"{letter(deal.sitting_out)} holds "
              f"{_names(deal.hands[deal.sitting_out])}")
    given = set(deal.given.values())
    played = _played(deal)
    for seat in range(deal.players):
        own = set(deal.dealt.get(seat, ()))
        if seat == deal.declarer:
            own = (own | set(deal.dealt_talon)) - given                     # 501-E1, E3
        elif seat in deal.given:
            own.add(deal.given[seat])                                      # 501-E3
        foreign = [card for card in deal.hands[seat] if card not in own]
        foreign += [card for who, card in played if who == seat and card not in own]
        if foreign:
            _fail("501-D3, E1, E3 cards come by the rules",
                  f"{letter(seat)} holds or played {_names(foreign)}, not its own")
    if deal.talon_exposed != (deal.declarer is not None):
        _fail("501-E1 the talon is exposed to the declarer",
              f"exposed {deal.talon_exposed}, declarer {deal.declarer}")
    if deal.talon_exposed and deal.talon:
        _fail("501-E1 the declarer takes the talon", f"talon still {_names(deal.talon)}")
    if not deal.talon_exposed and sorted(deal.talon) != sorted(deal.dealt_talon):
        _fail("501-D3 the talon", f"{_names(deal.talon)}, dealt {_names(deal.dealt_talon)}")


# --- Hand sizes -------------------------------------------------------------------------------

def _check_hand_sizes(deal) -> None:
    if deal.phase == AUCTION or deal.result == ALL_PASSED:
        expected = {seat: HAND_SIZE for seat in deal.order}               # 501-D3
    elif deal.phase == DECLARING or deal.result == CONCEDED:              # 501-E1
        expected = {seat: HAND_SIZE for seat in deal.order}
        expected[deal.declarer] = HAND_SIZE + TALON_SIZE
    elif deal.phase == GIVING:                                            # 501-E3
        expected = {seat: HAND_SIZE + (seat in deal.given) for seat in deal.order}
        expected[deal.declarer] = HAND_SIZE + TALON_SIZE - len(deal.given)
    else:                                                                 # B10, 501-L7
        in_trick = {seat for seat, _ in deal.trick}
        expected = {seat: HAND_AFTER_EXCHANGE - len(deal.tricks) - (seat in in_trick)
                    for seat in deal.order}
        if len(deal.given) != len(deal.opponents) or set(deal.given) != set(deal.opponents):
            _fail("501-E3 one card to each opponent", f"given {deal.given}")
    for seat in deal.order:
        if len(deal.hands[seat]) != expected[seat] or len(set(deal.hands[seat])) != expected[seat]:
            _fail("501-D3, E1, E3, B10 hand sizes", f"{letter(seat)} holds {len(deal.hands[seat])} "
                  f"({_names(deal.hands[seat])}) in {deal.phase}, not {expected[seat]}")


# --- Tricks -----------------------------------------------------------------------------------

def _winner(cards: list, trump) -> int:
    """501-L6: the position of the highest trump, else of the highest card of the suit led."""
    def power(card):
        if card[1] == trump:
            return 200 + CARD_STRENGTH[card]
        return 100 + CARD_STRENGTH[card] if card[1] == cards[0][1] else 0
    return max(range(len(cards)), key=lambda position: power(cards[position]))


def _check_tricks(deal) -> None:
    order = deal.order
    if len(deal.tricks) > TRICKS or (deal.tricks or deal.trick) and deal.phase not in (PLAY, OVER):
        _fail("501-L7 eight tricks after the exchange", f"{len(deal.tricks)} tricks in {deal.phase}")
    trump = deal.trump_suit
    leader = order[0]                                                     # 501-L1
    captured, won = [0] * deal.players, [0] * deal.players
    # What each seat held at the start of each trick: its hand plus what it played from then on.
    holding = {seat: set(deal.hands[seat]) for seat in order}
    for seat, card in deal.trick:
        holding[seat].add(card)
    held_at = []
    for _, cards, _, _ in reversed(deal.tricks):
        for seat, card in cards:
            holding[seat].add(card)
        held_at.append({seat: set(cards_) for seat, cards_ in holding.items()})
    held_at.reverse()
    for number, (lead, cards, winner, points) in enumerate(deal.tricks, start=1):
        seats = [seat for seat, _ in cards]
        start = order.index(leader)
        if lead != leader or seats != [order[(start + step) % 3] for step in range(3)]:
            _fail("501-L1, L6 playing order", f"trick {number} played by "
                  f"{''.join(letter(s) for s in seats)}, {letter(leader)} should lead")
        _check_follow(held_at[number - 1], cards, trump, f"trick {number}")
        plain = [card for _, card in cards]
        if winner != seats[_winner(plain, trump)]:
            _fail("501-L6 trick winner", f"trick {number} ({_names(plain)}) won by {letter(winner)}")
        if points != sum(CARD_POINTS[card] for card in plain):
            _fail("501-C3 trick points", f"trick {number} ({_names(plain)}) counted {points}")
        captured[winner] += points
        won[winner] += 1
        leader = winner
    if captured != list(deal.captured) or won != list(deal.tricks_won):
        _fail("501-G1 points captured", f"counted {deal.captured} / {deal.tricks_won}, the tricks "
              f"say {captured} / {won}")
    if deal.trick:
        seats = [seat for seat, _ in deal.trick]
        start = order.index(leader)
        if seats != [order[(start + step) % 3] for step in range(len(seats))] or len(seats) >= 3:
            _fail("501-L6 playing order", f"current trick by {''.join(letter(s) for s in seats)}")
        current = {seat: set(deal.hands[seat]) | {card for who, card in deal.trick if who == seat}
                   for seat in order}
        _check_follow(current, deal.trick, trump, "the current trick")
    if deal.phase == PLAY:
        start = order.index(leader)
        expected = order[(start + len(deal.trick)) % 3]
        if deal.to_act_seat != expected:
            _fail("501-L6 who plays next", f"{letter(deal.to_act_seat)}, not {letter(expected)}")


def _check_follow(held: dict, cards, trump, where: str) -> None:
    """501-L2, L3, L5 for one trick, from what each seat held when it began."""
    led = cards[0][1][1]
    for seat, card in cards[1:]:
        hand = held[seat]
        if card[1] != led and any(other[1] == led for other in hand):
            _fail("501-L2 follow suit", f"{letter(seat)} played {card} to {where} holding "
                  f"{_names(sorted(c for c in hand if c[1] == led))}")
        if (card[1] != led and trump is not None and card[1] != trump
                and any(other[1] == trump for other in hand)):
            _fail("501-L3 trump when void", f"{letter(seat)} played {card} to {where} holding "
                  f"trumps {_names(sorted(c for c in hand if c[1] == trump))}")


# --- Points -----------------------------------------------------------------------------------

def _check_points(deal) -> None:
    """501-C3, B10: 120 card points; all captured after eight tricks."""
    not_played = sum(CARD_POINTS[card] for cards in deal.hands for card in cards)
    not_played += sum(CARD_POINTS[card] for card in deal.talon)
    in_trick = sum(CARD_POINTS[card] for _, card in deal.trick)
    if sum(deal.captured) + in_trick + not_played != PACK_POINTS:
        _fail("501-C3 120 card points", f"captured {deal.captured} + trick {in_trick} + not played "
              f"{not_played}")
    if len(deal.tricks) == TRICKS and sum(deal.captured) != PACK_POINTS:
        _fail("B10 all 120 points captured", f"captured {deal.captured}")


# --- Marriages --------------------------------------------------------------------------------

def _check_marriages(deal) -> None:
    """501-W1, W2, W4, W5: declared on one's own lead, holding both cards, worth 40 or 20."""
    plays = _played(deal)
    declared = []
    count = 0
    for seat, move in deal.history:
        if move[0] != "play":
            continue
        if move[2]:
            declared.append((count, seat, move[1]))
        count += 1
    if len(declared) != len(deal.marriages):
        _fail("501-W1 marriages declared", f"{len(declared)} declared leads, {len(deal.marriages)} "
              "marriages")
    for (number, seat, card), (who, suit, value) in zip(declared, deal.marriages):
        if who != seat or suit != card[1] or card[0] not in "KQ":
            _fail("501-W1 a marriage is led by its declarer",
                  f"{letter(seat)} led {card} for {letter(who)}'s marriage in {suit}")
        if number % 3 or plays[number] != (seat, card):
            _fail("501-W1 a marriage is declared on one's own lead", f"{letter(seat)}'s {card}")
        other = ("Q" if card[0] == "K" else "K") + suit
        later = {c for s, c in plays[number:] if s == seat} | set(deal.hands[seat])
        if other not in later:
            _fail("501-W1, W4 a marriage needs both cards",
                  f"{letter(seat)} led {card} without {other}")
        expected = MARRIAGE_IN_TRUMP if suit == deal.trump_suit else MARRIAGE_PLAIN
        if value != expected:
            _fail("501-W2 marriage values", f"{letter(seat)}'s marriage in {suit} worth {value}")
    if len({suit for _, suit, _ in deal.marriages}) != len(deal.marriages):
        _fail("501-W4 one marriage per suit", f"{deal.marriages}")


# --- Auction and contract ---------------------------------------------------------------------

def _check_auction(deal) -> None:
    """501-A3, A5, A6, BL3, E2, C-41."""
    if deal.bid is not None and not MIN_BID <= deal.bid <= MAX_BID:
        _fail("501-A3, C-41 bids", f"bid {deal.bid}")
    if deal.bidder is not None and deal.bidder in deal.passed:
        _fail("501-A5, A6 the standing bidder has not passed", f"{letter(deal.bidder)}")
    if deal.declarer is None:
        if deal.phase not in (AUCTION, OVER) or (deal.phase == OVER and deal.result != ALL_PASSED):
            _fail("501-A6 a declarer after the auction", f"none in {deal.phase} ({deal.result})")
        return
    if deal.declarer != deal.bidder:
        _fail("501-A6 the declarer is the last bidder", f"{letter(deal.declarer)}")
    if any(seat != deal.declarer and seat not in deal.passed for seat in deal.order):
        _fail("501-A6 the auction ends after two passes", f"passed {sorted(deal.passed)}")
    looked = any(seat == deal.declarer and move == LOOK for seat, move in deal.history)
    if deal.blind == looked:
        _fail("501-BL2, BL3 a blind declarer never looked",
              f"blind {deal.blind}, looked {looked}")
    if deal.contract is not None:
        if not deal.bid <= deal.contract <= MAX_BID or deal.trump not in TRUMP_CHOICES:
            _fail("501-E2, C-41 the contract",
                  f"{deal.trump} {deal.contract} after a bid of {deal.bid}")
    elif deal.phase in (GIVING, PLAY) or deal.result in (MADE, FAILED):
        _fail("501-E2 a contract before the exchange", f"none in {deal.phase}")


# --- Scores -----------------------------------------------------------------------------------

def _check_scores(deal) -> None:
    """501-A7, G1 to G5, Q1, BL3, BL4, B10."""
    changes = deal.changes
    if deal.phase != OVER:
        if changes is not None or deal.result is not None:
            _fail("no score before the deal ends", f"{deal.result}: {changes}")
        return
    if changes is None or len(changes) != deal.players:
        _fail("501-G2 to G5 a scored deal", f"changes {changes}")
    if [before + change for before, change in zip(deal.scores_before, changes)] != deal.scores:
        _fail("501-G2 to G5 scores", f"{deal.scores_before} + {changes} is not {deal.scores}")
    if deal.sitting_out is not None and changes[deal.sitting_out]:
        _fail("501-G5 the dealer sitting out keeps its score", f"changes {changes}")
    if deal.result == ALL_PASSED:                                         # 501-A7
        if changes != [0] * deal.players or len(deal.passed) != len(deal.order):
            _fail("501-A7 all passed", f"changes {changes}, passed {sorted(deal.passed)}")
        return
    factor = BLIND_FACTOR if deal.blind else 1
    declarer = deal.declarer
    opponents = [seat for seat in deal.order if seat != declarer]
    if deal.result == CONCEDED:                                           # 501-Q1, G4
        expected = {declarer: factor * deal.bid}
        expected.update({seat: -CONCESSION_PENALTY for seat in opponents})
        if deal.tricks or deal.trick or deal.contract is not None or deal.given:
            _fail("501-Q1 a concession has no play", f"{len(deal.tricks)} tricks")
    elif deal.result in (MADE, FAILED):                                   # 501-G1 to G3
        if len(deal.tricks) != TRICKS:
            _fail("501-L7 eight tricks before scoring", f"{len(deal.tricks)} tricks")
        real = list(deal.captured)
        for seat, _, value in deal.marriages:
            if deal.tricks_won[seat]:                                     # 501-W3, C-45
                real[seat] += value
        made = real[declarer] >= deal.contract
        if deal.result != (MADE if made else FAILED):
            _fail("501-G2 the contract result", f"{deal.result} with {real[declarer]} for "
                  f"{deal.contract}")
        expected = {declarer: (-1 if made else 1) * factor * deal.contract}
        expected.update({seat: -real[seat] for seat in opponents})        # 501-BL4
    else:
        _fail("501 results", f"result {deal.result!r}")
    actual = {seat: changes[seat] for seat in deal.order}
    if actual != expected:
        _fail("501-G2, G3, Q1, BL3, BL4, B10 score changes",
              f"{deal.result}: {actual}, expected {expected}")


# --- No dead ends -------------------------------------------------------------------------------

def _check_progress(deal) -> None:
    if deal.phase == OVER:
        if deal.to_act is not None or deal.legal_actions():
            _fail("a finished deal offers nothing", f"to act {deal.to_act}")
        return
    if deal.phase not in (AUCTION, DECLARING, GIVING, PLAY):
        _fail("501 phases", f"phase {deal.phase!r}")
    if deal.to_act_seat not in deal.order:
        _fail("501-C1 an active seat acts", f"seat {deal.to_act_seat}")
    if deal.phase in (DECLARING, GIVING) and deal.to_act_seat != deal.declarer:
        _fail("501-Q1, E2, E3 the declarer acts", f"{letter(deal.to_act_seat)}")
    if deal.phase == AUCTION and deal.to_act_seat in deal.passed:
        _fail("501-A5 a pass is final", f"{letter(deal.to_act_seat)} asked again")
    if not deal.legal_moves():
        _fail("no dead ends", f"{letter(deal.to_act_seat)} has no legal action in {deal.phase}")
