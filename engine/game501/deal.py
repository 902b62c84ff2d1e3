"""One deal of 501 as a state machine (RULES.md Part B): auction, talon, concession or contract,
the exchange, eight tricks, scoring.

The state answers a small fixed set of questions (`to_act`, `legal_actions()`, `is_over`,
`result`, `scores`) and changes in one place only, `_do`. Two ways in:

- `apply("A bid 80")` reads a canonical or input-form action string, checks it against the rules
  and raises an `EngineError` with a reason code (leaving the state unchanged) if it breaks one;
- `legal_moves()` / `apply_move(move)`, the fast path under it for the benchmark and the random
  property tests: moves are small tuples (see `actions`) and `apply_move` trusts its caller to
  pass one of `legal_moves()`.

What a seat may see is computed by `observation.observe`, never by the deal printing itself.
"""

from engine.cards import SUITS
from engine.errors import IllegalAction, NotationError
from engine.game501 import auction, marriages, scoring, tricks
from engine.game501.actions import CONCEDE, LOOK, PASS, format_action, parse_action
from engine.game501.dealing import random_hands
from engine.game501.expectations import expect_value
from engine.game501.observation import observe
from engine.game501.seating import active_seats, letter, seat_index
from engine.game501.tables import (ACTIVE_PLAYERS, ALL_PASSED, AUCTION, CARD_STRENGTH, CONCEDED,
                                   DECK, DECLARING, GIVING, HAND_SIZE, MAX_BID, NO_TRUMP, OVER,
                                   PLAY, START_SCORE, TALON_SIZE, TRICKS, TRUMP_CHOICES)

_ORDER = {card: (SUITS.index(card[1]), -CARD_STRENGTH[card]) for card in DECK.cards}


def sort_hand(cards) -> list:
    """A hand in the order people hold it: by suit (S H D C), strongest first."""
    return sorted(cards, key=_ORDER.__getitem__)


EVERYONE = -1    # an event every seat hears


class Deal:
    """A deal of 501 from the cards as dealt until it is scored.

    `hands` maps each active seat (numbers, see `seating`) to its seven cards; `talon` holds
    three. `players` is 3, or 4 when the dealer sits out (501-C1). `scores` are the scores
    before this deal, one per seat at the table.
    """

    def __init__(self, hands: dict, talon: list, dealer: int, players: int = 3,
                 scores: list | None = None):
        self.players = players
        self.dealer = dealer
        self.order = active_seats(dealer, players)          # 501-A1, 501-L1, C-49
        self.sitting_out = dealer if players > ACTIVE_PLAYERS else None
        self.scores_before = list(scores) if scores is not None else [START_SCORE] * players
        _check_cards(hands, talon, self.order)
        _check_scores(self.scores_before, players)
        self.dealt = {seat: list(cards) for seat, cards in hands.items()}
        self.dealt_talon = list(talon)
        self.hands = [[] for _ in range(players)]
        for seat, cards in hands.items():
            self.hands[seat] = sort_hand(cards)
        self.talon = list(talon)
        self.talon_exposed = False
        self.phase = AUCTION
        self.to_act_seat = self.order[0]                     # 501-A1
        self.history = []                                    # every (seat, move), in order
        # The auction (B3, B4).
        self.looked = [False] * players                      # C-43
        self.passed = set()
        self.bid = None
        self.bidder = None
        self.bid_blind = {}                                  # seat -> was its last bid blind
        # The declarer's choices (B5).
        self.declarer = None
        self.blind = False
        self.trump = None                                    # a suit letter, "NT", or None yet
        self.contract = None
        self.given = {}                                      # opponent seat -> card given
        # The play (B6, B7).
        self.trick = []                                      # (seat, card) of the trick in play
        self.tricks = []                                     # completed: (leader, cards, winner, points)
        self.captured = [0] * players
        self.tricks_won = [0] * players
        self.marriages = []                                  # (seat, suit, value) as declared
        # The outcome (B8).
        self.result = None
        self.changes = None
        # What happened by itself, for narration: (code, params, audience, moves so far), the
        # audience a seat number or EVERYONE (as in 304: engine.narration reads both).
        self.events = []

    @classmethod
    def from_seed(cls, seed, dealer: int = 0, players: int = 3, scores: list | None = None):
        """A random deal: the pack shuffled from `seed` and dealt as 501-D3 and C-44 say."""
        hands, talon = random_hands(seed, active_seats(dealer, players))
        return cls(hands, talon, dealer, players, scores)

    # --- The questions a deal answers --------------------------------------------------------

    @property
    def to_act(self) -> str | None:
        return None if self.phase == OVER else letter(self.to_act_seat)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def trump_suit(self) -> str | None:
        """The suit that wins tricks: None before the announcement and at no-trump."""
        return None if self.trump in (None, NO_TRUMP) else self.trump

    @property
    def scores(self) -> list:
        """The scores before the deal, or after it once it is scored."""
        if self.changes is None:
            return list(self.scores_before)
        return [before + change for before, change in zip(self.scores_before, self.changes)]

    @property
    def opponents(self) -> tuple:
        return tuple(seat for seat in self.order if seat != self.declarer)

    def legal_actions(self) -> list:
        """The canonical strings of every action the seat to act may take."""
        seat = self.to_act_seat
        return [format_action(seat, move) for move in self.legal_moves()]

    def legal_moves(self) -> list:
        """Every move the seat to act may make, as tuples (the fast path)."""
        seat, phase = self.to_act_seat, self.phase
        if phase == PLAY:
            hand = self.hands[seat]
            if self.trick:
                return [("play", card, False)
                        for card in tricks.playable_cards(hand, self.trick[0][1][1], self.trump_suit)]
            return ([("play", card, False) for card in hand]
                    + [("play", card, True) for card in marriages.marriage_leads(hand)])
        if phase == AUCTION:
            moves = [] if self.looked[seat] else [LOOK]      # DESIGN: `look` until one has looked
            moves.append(PASS)                               # 501-A2: a pass or a bid
            moves.extend(("bid", value) for value in auction.bid_values(self.bid))
            return moves
        if phase == DECLARING:                               # 501-Q1, 501-E2
            return [CONCEDE] + [("contract", trump, value) for trump in TRUMP_CHOICES
                                for value in range(self.bid, MAX_BID + 1)]
        if phase == GIVING:                                  # 501-E3
            return [("give", target, card) for target in self.opponents
                    if target not in self.given for card in self.hands[seat]]
        return []

    def apply(self, action: str) -> None:
        """Check and make one action given as a string; on error the state stays as it was."""
        seat, move = parse_action(action, self.players)
        self.check(seat, move)
        self._do(move)

    def apply_move(self, move: tuple) -> None:
        """Make a move of `legal_moves()` for the seat to act, unchecked (the fast path)."""
        self._do(move)

    # --- Checking an action: every rule it could break, with its reason ----------------------

    def check(self, seat: int, move: tuple) -> None:
        """Raise the reason `seat` may not make `move` now; return if it may."""
        kind = move[0]
        if self.phase == OVER:
            raise IllegalAction("deal-over-501")
        if seat == self.sitting_out:
            raise IllegalAction("sitting-out", seat=letter(seat))
        if kind in ("look", "pass", "bid"):
            self._check_call(seat, move)
        elif kind in ("concede", "contract"):
            self._check_declaring(seat, move)
        elif kind == "give":
            self._check_give(seat, move)
        else:
            self._check_play(seat, move)

    def _check_turn(self, seat: int) -> None:
        if seat != self.to_act_seat:
            raise IllegalAction("not-your-turn-501", seat=letter(seat),
                                to_act=letter(self.to_act_seat))

    def _check_call(self, seat: int, move: tuple) -> None:
        if self.phase != AUCTION:
            raise IllegalAction("auction-over", seat=letter(seat))
        if seat in self.passed:
            raise IllegalAction("pass-is-final", seat=letter(seat))      # 501-A5
        self._check_turn(seat)
        if move[0] == "look" and self.looked[seat]:
            raise IllegalAction("already-looked", seat=letter(seat))
        if move[0] == "bid":
            auction.check_bid(move[1], self.bid)                        # 501-A3, C-41

    def _check_declaring(self, seat: int, move: tuple) -> None:
        self._check_after_auction(seat)
        if self.phase != DECLARING:                                     # C-42
            code = "concede-too-late" if move[0] == "concede" else "contract-already-announced"
            raise IllegalAction(code, contract=self.contract)
        if move[0] == "contract":                                       # 501-E2, C-41
            if move[2] < self.bid:
                raise IllegalAction("contract-below-bid", value=move[2], bid=self.bid)
            if move[2] > MAX_BID:
                raise IllegalAction("contract-above-maximum", value=move[2], maximum=MAX_BID)

    def _check_give(self, seat: int, move: tuple) -> None:
        self._check_after_auction(seat)
        if self.phase == DECLARING:
            raise IllegalAction("announce-first", declarer=letter(self.declarer))
        if self.phase != GIVING:
            raise IllegalAction("cards-already-given", declarer=letter(self.declarer))
        target, card = move[1], move[2]
        if target not in self.opponents:                                 # 501-E3
            raise IllegalAction("give-to-opponent", target=letter(target))
        if target in self.given:
            raise IllegalAction("already-given", target=letter(target))
        if card not in self.hands[seat]:
            raise IllegalAction("card-not-held-501", card=card)

    def _check_after_auction(self, seat: int) -> None:
        if self.phase == AUCTION:
            raise IllegalAction("auction-not-over")
        if self.phase in (DECLARING, GIVING) and seat != self.declarer:
            raise IllegalAction("declarer-acts", declarer=letter(self.declarer))

    def _check_play(self, seat: int, move: tuple) -> None:
        if self.phase == AUCTION:
            raise IllegalAction("auction-not-over")
        if self.phase == DECLARING:
            raise IllegalAction("announce-first", declarer=letter(self.declarer))
        if self.phase == GIVING:
            raise IllegalAction("give-first", declarer=letter(self.declarer))
        self._check_turn(seat)
        card, declared = move[1], move[2]
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction("card-not-held-501", card=card)
        if declared:                                                    # 501-W1, 501-W4
            marriages.check_marriage(hand, card, leading=not self.trick)
        led_suit = self.trick[0][1][1] if self.trick else None
        tricks.check_playable(hand, card, led_suit, self.trump_suit)    # 501-L2 to 501-L5

    # --- The one place that mutates -----------------------------------------------------------

    def _do(self, move: tuple) -> None:
        seat, kind = self.to_act_seat, move[0]
        self.history.append((seat, move))
        if kind == "play":
            self._play(seat, move[1], move[2])
        elif kind == "look":                                            # 501-BL2, C-43
            self.looked[seat] = True
        elif kind == "pass":                                            # 501-A5
            self.passed.add(seat)
            self._after_call(seat)
        elif kind == "bid":                                             # 501-A3, 501-BL1
            self.bid, self.bidder = move[1], seat
            self.bid_blind[seat] = not self.looked[seat]
            self._after_call(seat)
        elif kind == "concede":                                         # 501-Q1, 501-G4
            self.result = CONCEDED
            self.changes = scoring.conceded_changes(self.players, self.order, seat, self.bid,
                                                    self.blind)
            self.phase = OVER
            self._event("event-conceded-501", seat=letter(seat), change=self.changes[seat],
                        scores=self._scores_text())
        elif kind == "contract":                                        # 501-E2, 501-E4
            self.trump, self.contract = move[1], move[2]
            self.phase = GIVING
        elif kind == "give":                                            # 501-E3
            target, card = move[1], move[2]
            self.hands[seat].remove(card)
            self.hands[target] = sort_hand(self.hands[target] + [card])
            self.given[target] = card
            self._event("event-given-501", target, seat=letter(seat), card=card)
            if len(self.given) == len(self.opponents):
                self.phase = PLAY
                self.to_act_seat = self.order[0]                        # 501-L1
        else:
            raise ValueError(f"not a 501 move: {move!r}")

    def _event(self, code: str, audience: int = EVERYONE, **params) -> None:
        self.events.append((code, params, audience, len(self.history)))

    def _after_call(self, seat: int) -> None:
        winner = auction.auction_winner(self.order, self.passed, self.bidder)
        if winner is None:
            self.to_act_seat = auction.next_caller(self.order, self.passed, seat)
        elif winner == ALL_PASSED:                                      # 501-A7
            self.result = ALL_PASSED
            self.changes = [0] * self.players
            self.phase = OVER
            self._event("event-all-passed-501")
        else:
            self._end_auction(winner)

    def _end_auction(self, declarer: int) -> None:
        """501-A6: the declarer is known. 501-BL3, C-43: blind iff they never looked; from now on
        every hand is in use, so everyone has looked. 501-E1: the talon is exposed and taken."""
        self.declarer = declarer
        self.blind = not self.looked[declarer]
        self.looked = [True] * self.players
        self.talon_exposed = True
        self.hands[declarer] = sort_hand(self.hands[declarer] + self.talon)
        self._event("event-talon-501", seat=letter(declarer), cards=list(self.talon),
                    blind=self.blind)
        self.talon = []
        self.phase = DECLARING
        self.to_act_seat = declarer

    def _play(self, seat: int, card: str, declared: bool) -> None:
        self.hands[seat].remove(card)
        if declared:                                                    # 501-W1, 501-W2
            self.marriages.append((seat, card[1], marriages.marriage_value(card[1], self.trump_suit)))
        self.trick.append((seat, card))
        if len(self.trick) < len(self.order):
            position = self.order.index(seat)
            self.to_act_seat = self.order[(position + 1) % len(self.order)]
            return
        cards = [played for _, played in self.trick]                    # 501-L6
        winner = self.trick[tricks.trick_winner(cards, self.trump_suit)][0]
        points = tricks.trick_points(cards)
        self.tricks.append((self.trick[0][0], self.trick, winner, points))
        self.captured[winner] += points
        self.tricks_won[winner] += 1
        self.trick = []
        self.to_act_seat = winner
        self._event("event-trick-won-501", seat=letter(winner), points=points)
        if len(self.tricks) == TRICKS:                                  # 501-L7
            self._score()

    def _score(self) -> None:
        counted = marriages.counted_marriages(self.marriages, self.tricks_won)   # 501-W3, C-45
        real = scoring.real_points(self.captured, counted)                       # 501-G1
        self.result, self.changes = scoring.played_changes(
            self.players, self.order, self.declarer, self.contract, self.blind, real)
        self.phase = OVER
        self._event(f"event-{self.result}-501", seat=letter(self.declarer), contract=self.contract,
                    points=real[self.declarer], change=self.changes[self.declarer],
                    scores=self._scores_text())

    def _scores_text(self) -> str:
        return ", ".join(f"{letter(seat)} {score}" for seat, score in enumerate(self.scores))

    # --- Derived facts used by observations, expectations and tests --------------------------

    def counted_marriages(self) -> list:
        """The marriages that count so far: their declarer has won a trick (501-W3, C-45)."""
        return marriages.counted_marriages(self.marriages, self.tricks_won)

    def real_points(self) -> list:
        """501-G1 per seat: card points captured plus the marriages that count so far."""
        return scoring.real_points(self.captured, self.counted_marriages())

    def observation(self, seat) -> dict:
        """What `seat` (a letter or a number) may know now, as JSON-ready data."""
        if isinstance(seat, str):
            seat = seat_index(seat, self.players)
        return observe(self, seat)

    def expect_value(self, key: str):
        """The value of a scenario expectation `key` (DESIGN.md); KeyError if 501 has none."""
        return expect_value(self, key)

    def winners(self) -> list:
        """After a scored deal, the seats that win the game (501-M1 to 501-M3), or []."""
        if not self.is_over:
            return []
        return scoring.game_winners(self.scores)


def _check_cards(hands: dict, talon: list, order: tuple) -> None:
    """The dealt cards must be a whole 501 pack: 7 to each active seat, 3 to the talon (501-D3)."""
    if set(hands) != set(order):
        raise NotationError("hands-seats-501", seats=" ".join(letter(seat) for seat in sorted(order)))
    for seat in sorted(hands):
        if len(hands[seat]) != HAND_SIZE:
            raise NotationError("hand-size-501", seat=letter(seat), count=len(hands[seat]),
                                expected=HAND_SIZE)
    if len(talon) != TALON_SIZE:
        raise NotationError("talon-size-501", count=len(talon), expected=TALON_SIZE)
    seen = set()
    for card in [card for seat in sorted(hands) for card in hands[seat]] + list(talon):
        if card not in _ORDER:
            raise NotationError("card-not-in-deck", card=card, game="501")
        if card in seen:
            raise NotationError("duplicate-card", card=card)
        seen.add(card)


def _check_scores(scores: list, players: int) -> None:
    if len(scores) != players:
        raise NotationError("scores-501", players=players, count=len(scores))
