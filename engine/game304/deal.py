"""One deal of 304 (Sri Lankan profile) as a state machine, from the cards as dealt to the
tokens (RULES.md Part A and the Binding decisions).

Phases: the first auction on four cards, the choice of the indicator, the second packet and
the one-circuit second auction, a new indicator when the circuit produced a new contract, the
play (closed trump, inspection, reveal, opening, exposure, Caps, spoilt trumps) and scoring.

The state answers a small fixed set of questions — `to_act`, `legal_actions()`, `is_over`,
`result`, `tokens`, `observation(seat)`, `expect_value(key)` — and changes in one place only:
`_do` and the helpers it calls (named `_on_...`, and the auctions' steps `auction.on_first_call`
/ `on_second_call`; the Caps referee, caps.referee, records what it finds on the deal). What a
seat may do and why a move is refused is read in `moves`, the expectation keys in
`expectations`. Two ways in:

- `apply("A bid 160")` reads an action string (input forms allowed), checks it against the rules
  and raises an `EngineError` with a reason code, leaving the state unchanged, if it breaks one;
- `legal_moves()` / `apply_move(move)`: the fast path under it, with moves as small integers
  (`actions`); `apply_move` trusts its caller to pass one of `legal_moves()`.
"""

from engine.errors import IllegalAction
from engine.game304 import auction, moves, play_rules, scoring
from engine.game304.actions import (CAPS, INDICATOR_BASE, OPEN, OUT_OF_TURN, SPOILT, format_bid,
                                    format_move, parse_action)
from engine.game304.caps import default_order, referee
from engine.game304.expectations import expect_value
from engine.game304.play import inspect_trick, playable
from engine.game304.rules import DEFAULT, RuleSet
from engine.game304.tables import (AUCTION1, AUCTION2, CARDS, EXPOSURE_CONTRACT, FAILED, INDICATOR,
                                   MADE, OVER, PLAY, SEATS, SPOILT as SPOILT_RESULT, SUIT_MASK,
                                   SUITS_LETTERS, TOKENS_PER_SIDE, TRICKS, WRONG_CAPS, cards_in,
                                   mask_of, partner, side)

EVERYONE = -1      # an event's audience: every seat (otherwise the index of one seat)
REFEREE = -2       # an event for the view from above only (a seat hears its own version)


class Deal:
    """A deal of 304 from the cards as dealt until its tokens are settled.

    `dealt[seat]` is the seat's eight cards (integers, see `tables`) in the order dealt: the
    first four are the first packet (304-D2), the last four the second (304-D3). `tokens` are
    [A–C, B–D] before this deal (304-D4).
    """

    def __init__(self, dealt: list, dealer: int, rules: RuleSet = DEFAULT,
                 tokens=(TOKENS_PER_SIDE, TOKENS_PER_SIDE)):
        self.rules = rules
        self.dealer = dealer
        self.first_bidder = (dealer + 1) % 4                  # 304-A1, 304-R1, 304-L1
        self.dealt = [list(cards) for cards in dealt]
        self.dealt_mask = [mask_of(cards) for cards in dealt]
        self.second_packet = [mask_of(cards[4:]) for cards in dealt]
        self.hands = [mask_of(cards[:4]) for cards in dealt]  # 304-D2: the first packet
        self.tokens_before = tuple(tokens)
        self.tokens = tuple(tokens)
        self.phase = AUCTION1
        self.turn = self.first_bidder
        # First auction (A4): whose slot it is, who has spoken, the standing bid.
        self.slot = self.first_bidder
        self.answering = False        # the partner of `slot` is answering for them (304-A8)
        self.spoken = 0               # seats that have had a turn (mask), delegated turns included
        self.passed = 0               # seats that have passed (for the SG variant, C-1)
        self.skip = 0                 # C-12 (ii): partners whose next turn is skipped
        self.high_bid = 0
        self.high_seat = -1
        self.passes = 0               # consecutive passes since the last bid (304-A9)
        self.calls_made = 0           # calls made in the first auction, one per turn slot
        self.calls = []               # (auction 1 or 2, seat, move, for seat), in order
        # Second auction (A6).
        self.circuit = []
        self.circuit_pos = 0
        self.circuit_bidders = 0
        self.second_dealt = False
        # Contract and trump (A5, A6, A7).
        self.maker = -1
        self.contract = 0
        self.is_pcc = False
        self.idle = -1                # the PCC declarer's partner (304-P2)
        self.indicator = -1
        self.indicator_in_trick = False   # the closed indicator was played into this trick
        self.trump = -1
        self.closed = False
        self.indicator_public = False
        self.opened = None            # how the trump came open: open, revealed, exposed, ...
        # Play (A8 to A11).
        self.trick_no = 0
        self.leader = -1
        self.trick = []               # (seat, card, face_down) of the trick being played
        self.tricks = []              # completed: (leader, ((seat, card, shown), ...), winner, points)
        self.points = [0, 0]
        self.side_tricks = [0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.exhausted = False        # 304-X1 in force
        self.must_lead_trump = False  # C-19 option
        # What is known: cards seen by all, by side; hidden face-down cards known per seat.
        self.public = 0
        self.public_side = [0, 0]
        self.hidden_known = [0, 0, 0, 0]
        # Caps (A14).
        self.caps_seat = -1
        self.caps_order = ()
        self.caps_pos = 0
        self.caps_early = False
        self.caps_verdict = None      # True: proven at the call; None: judged by its outcome
        self.caps_due = [None, None]  # trick index in which Caps became provable, per side
        self.caps_doomed = [False, False]  # per side: loses a trick in every line from here
        self.caps_undecided = []      # obligation questions past the limits (caps.referee)
        self.caps_unlimited = False   # the referee searches without limits (the puzzle build)
        self.judging = False          # a copy inside the Caps judge: no obligations, no events
        # Result.
        self.result = None
        self.result_detail = None
        self.events = []              # (code, params, audience seat or EVERYONE)
        self.history = []             # (seat, move, order) as applied
        self._legal = None

    # ----------------------------------------------------------------- questions ----------
    @property
    def to_act(self):
        return SEATS[self.turn] if self.turn >= 0 else None

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_moves(self) -> list:
        """The moves of the seat to act (empty once the deal is over)."""
        if self._legal is None:
            self._legal = self._moves_for(self.turn, True) if self.turn >= 0 else []
        return self._legal

    def legal_actions(self) -> list:
        return [format_move(self.turn, move) for move in self.legal_moves()]

    def others_hands(self, seat: int) -> int:
        mask = 0
        for other in range(4):
            if other != seat and other != self.idle:
                mask |= self.hands[other]
        return mask

    def remaining_cards(self, seat: int) -> int:
        """The seat's cards not yet played: its hand, plus for the maker a closed indicator
        still in its slot (once cut into the current trick it is a played card)."""
        mask = self.hands[seat]
        if seat == self.maker and self.indicator_held():
            mask |= 1 << self.indicator
        return mask

    def indicator_held(self) -> bool:
        """The closed indicator lies set aside, not yet played (304-I3, H1)."""
        return self.closed and self.indicator >= 0 and not self.indicator_in_trick

    def active_players(self) -> int:
        return 3 if self.idle >= 0 else 4

    def next_active(self, seat: int) -> int:
        seat = (seat + 1) % 4
        return (seat + 1) % 4 if seat == self.idle else seat

    def caps_order_next(self, seat: int):
        if seat == self.caps_seat and self.caps_pos < len(self.caps_order):
            return self.caps_order[self.caps_pos]
        return None

    # What a seat may do now (engine.game304.moves: these read the deal, never change it).
    _moves_for = moves.moves_for
    _declarations = moves.declarations
    may_open = moves.may_open
    caps_offered = moves.caps_offered
    spoilt_provable = moves.spoilt_provable
    defenders_dealt_trump = moves.defenders_dealt_trump

    # ----------------------------------------------------------------- actions ------------
    def apply(self, text: str) -> None:
        """Apply one action string; raise an EngineError (state unchanged) if it is refused."""
        seat, move, order = parse_action(text)
        self.check(seat, move, order)
        self._do(seat, move, order)

    def apply_move(self, move: int, order=None) -> None:
        """The fast path: `move` must be one of `legal_moves()` (a Caps call may carry its
        order; by default the caller's cards strongest first)."""
        if move == CAPS and order is None:
            order = default_order(self, self.turn)
        self._do(self.turn, move, order)

    def check(self, seat: int, move: int, order=None) -> None:
        """Raise IllegalAction if `seat` may not make `move` now."""
        if self.phase == OVER:
            raise IllegalAction("deal-over")
        if seat == self.idle:
            raise IllegalAction("idle-partner", seat=SEATS[seat])
        own_turn = seat == self.turn
        if not own_turn and move not in OUT_OF_TURN:
            raise IllegalAction("not-your-turn", seat=SEATS[seat], to_act=SEATS[self.turn])
        if own_turn and move < 32 and self.phase == PLAY:
            # A card: one of legal_moves()'s cards, read off their mask (the declarations
            # beside them are no cards): a replay checks every card, and a bot's world is
            # a replay (engine.bots.deal_sampler304).
            if moves.playable_cards(self, seat) >> move & 1:
                return
        else:
            allowed = self.legal_moves() if own_turn else self._declarations(seat, False)
            if move in allowed:
                if move == CAPS:
                    moves.check_caps_order(self, seat, order)
                return
        code, params = moves.refusal(self, seat, move)
        raise IllegalAction(code, **params)


    # ----------------------------------------------------------------- mutation -----------
    def _do(self, seat: int, move: int, order=None) -> None:
        """The one place where the deal changes: apply a legal move by `seat`."""
        self._legal = None
        self.history.append((seat, move, tuple(order) if order else None))
        phase = self.phase
        if phase == AUCTION1:
            auction.on_first_call(self, seat, move)
        elif phase == INDICATOR:
            self._on_indicator(move - INDICATOR_BASE)
        elif phase == AUCTION2:
            auction.on_second_call(self, seat, move)
        elif move < 32:
            self._on_play(seat, move)
        elif move == OPEN:
            self._on_open("open")
            self._event("event-opened", seat=SEATS[seat], card=CARDS[self.indicator],
                        suit=SUITS_LETTERS[self.trump])
        elif move == SPOILT:
            self._event("event-spoilt", seat=SEATS[seat], suit=SUITS_LETTERS[self.trump])
            self._on_end(SPOILT_RESULT)
        elif move == CAPS:
            self._on_caps(seat, tuple(order))
        if self.phase == PLAY:
            self._on_after_event()

    def _event(self, code: str, audience: int = EVERYONE, **params) -> None:
        if not self.judging:
            self.events.append((code, params, audience, len(self.history)))

    def _on_indicator(self, card: int) -> None:
        """304-I1, I2, B6: the maker sets the indicator aside, face down."""
        self.hands[self.maker] &= ~(1 << card)
        self.indicator, self.trump, self.closed = card, card >> 3, True
        self._event("event-indicator-set", seat=SEATS[self.maker])
        self._event("event-indicator-chosen", self.maker, card=CARDS[card], suit=SUITS_LETTERS[card >> 3])
        if self.rules.open_from_start:      # sg-open-trump: turned up as soon as chosen (the guide)
            self._on_open("start")
        if not self.second_dealt:                             # 304-D3, 304-I3
            self.second_dealt = True
            for seat in range(4):
                self.hands[seat] |= self.second_packet[seat]
            self._event("event-second-packet")
            if self.rules.second_auction:                     # 304-B1
                self.phase = AUCTION2
                self.circuit = [(self.maker + step) % 4 for step in range(4)]
                self.circuit_pos = 0
                self.turn = self.maker
                return
        self._on_start_play()

    def _on_start_play(self) -> None:
        self.phase = PLAY
        if self.is_pcc:                                       # 304-P2, P3, P4
            self.idle = partner(self.maker)
            self.leader = self.maker
        else:
            self.leader = self.first_bidder                   # 304-L1
        self.turn = self.leader
        self.trick_no = 0
        if self.closed and self.is_pcc and self.rules.pcc_open:
            self._on_open("start")
        if self.rules.auto_void_spoilt and not self.defenders_dealt_trump():
            self._event("event-spoilt-auto", suit=SUITS_LETTERS[self.trump])
            self._on_end(SPOILT_RESULT)

    def _on_open(self, how: str) -> None:
        """304-O1, O3, H12(b, e): the indicator is shown and goes into the maker's hand."""
        bit = 1 << self.indicator
        if self.exhausted and not self.hands[self.maker] & SUIT_MASK[self.trump]:
            self.exhausted = False      # 304-X1 is over once the hand trumps ran out (K11)
        if self.indicator_held():       # (a Caps call after the indicator cut: it is in the trick)
            self.hands[self.maker] |= bit
        self.closed = False
        self.opened = how
        self._on_seen(self.maker, self.indicator)
        self.indicator_public = True
        if how == "open" and self.rules.open_forces_trump_lead and self.leader == self.maker:
            self.must_lead_trump = True                       # C-19 option

    def _on_seen(self, seat: int, card: int) -> None:
        self.public |= 1 << card
        self.public_side[side(seat)] |= 1 << card

    def _on_play(self, seat: int, card: int) -> None:
        _, face_down_cards = playable(self, seat)
        face_down = bool(face_down_cards >> card & 1)
        bit = 1 << card
        leading = not self.trick
        if self.closed and seat == self.maker and card == self.indicator:
            self.indicator_in_trick = True                    # the indicator leaves its slot
        else:
            self.hands[seat] &= ~bit
        if leading:
            if seat == self.maker and play_rules.lead_exhausts_trumps(
                    card, self.trump, self.others_hands(seat), pcc=self.is_pcc):
                self.exhausted = True                         # 304-X1
            self.must_lead_trump = False
            self.leader = seat
        self.trick.append((seat, card, face_down))
        if face_down:                                         # 304-L5, H8, H9
            self.hidden_known[seat] |= bit
            self._event("event-face-down", seat=SEATS[seat])
            self._event("event-face-down-own", seat, card=CARDS[card])
        else:
            self._on_seen(seat, card)
            self._event("event-played", seat=SEATS[seat], card=CARDS[card])
        if seat == self.caps_seat:
            self.caps_pos += 1
        if leading:
            ruling = referee.deadline_ruling(self)            # 304-K4, K6
            if ruling:
                self._on_end(WRONG_CAPS, *ruling)
                return
        if len(self.trick) == self.active_players():
            self._on_trick_end()
        else:
            self.turn = self.next_active(seat)

    def _on_trick_end(self) -> None:
        """304-H10, H11, H12, H13, H14, C6, L2, O3, O4: inspect, reveal, award the trick."""
        winner, points, reveal = inspect_trick(self)
        maker = self.maker
        entries = []
        for seat, card, face_down in self.trick:
            shown = not face_down
            if face_down:
                self.hidden_known[maker] |= 1 << card         # 304-H9: inspected at trick end
                if reveal and (seat != maker or card == self.indicator):
                    shown = True                              # 304-H12(a), (b)
                    self._on_seen(seat, card)
                    self._event("event-turned-up", seat=SEATS[seat], card=CARDS[card])
                elif not reveal:
                    self._event("event-inspected", maker, seat=SEATS[seat], card=CARDS[card])
            entries.append((seat, card, shown))
        if reveal and self.closed:
            played = self.indicator_in_trick
            if not played:
                self.hands[maker] |= 1 << self.indicator     # 304-H12(e)
            self.closed = False                               # 304-H12(f), H14
            self.opened = "revealed"
            self._on_seen(maker, self.indicator)
            self.indicator_public = True
            self._event("event-trump-revealed", seat=SEATS[maker], card=CARDS[self.indicator],
                        suit=SUITS_LETTERS[self.trump], returned=not played)
        elif not reveal and any(face_down for _, _, face_down in self.trick):
            self._event("event-no-trump-found")                # 304-H11
        self.tricks.append((self.trick[0][0], tuple(entries), winner, points))
        self.points[side(winner)] += points                   # 304-C6
        self.side_tricks[side(winner)] += 1
        self.tricks_won[winner] += 1
        self._on_trick_won_events(entries, winner, points)
        self.trick = []
        self.indicator_in_trick = False
        self.trick_no += 1
        # 304-O3 (O4: a trump found face down in trick 1 has opened it already, H12)
        if self.closed and self.trick_no == 1 and self.contract >= EXPOSURE_CONTRACT:
            self._on_open("exposed")                          # 304-O3, 304-P5
            self._event("event-exposed", seat=SEATS[maker], card=CARDS[self.indicator],
                        suit=SUITS_LETTERS[self.trump])
        if self.caps_seat >= 0 and side(winner) != side(self.caps_seat):
            payer, amount = scoring.lost_after_caps_payment(side(self.caps_seat))   # 304-K7
            self._on_end(WRONG_CAPS, payer, amount, "lost-trick")
            return
        if self.trick_no == TRICKS:
            self._on_score()
            return
        self.turn = winner                                    # 304-L2

    def _on_trick_won_events(self, entries: list, winner: int, points: int) -> None:
        """The winner of the trick for everyone; its points only for the seats that know
        every card in it (304-H11, H12(d): a face-down card that stays hidden is worth
        points that would give it away)."""
        hidden = [(seat, card) for seat, card, shown in entries if not shown]
        if not hidden:
            self._event("event-trick-won", seat=SEATS[winner], points=points)
            return
        self._event("event-trick-won", REFEREE, seat=SEATS[winner], points=points)
        for viewer in range(4):
            knows_all = viewer == self.maker or all(seat == viewer for seat, _ in hidden)
            if knows_all:
                self._event("event-trick-won", viewer, seat=SEATS[winner], points=points)
            else:
                self._event("event-trick-won-hidden", viewer, seat=SEATS[winner])

    def _on_caps(self, seat: int, order: tuple) -> None:
        """304-K3, K10, C-22, C-23: the call exposes the hand and states the order."""
        if self.closed and seat == self.maker:
            self._on_open("caps")                             # the stated order shows it
        self.caps_seat, self.caps_order, self.caps_pos = seat, order, 0
        self.caps_early = self.trick_no < 6 or (self.trick_no == 6 and not self.trick)  # 304-K5
        for card in cards_in(self.hands[seat]):
            self._on_seen(seat, card)
        self._event("event-caps", seat=SEATS[seat], cards=[CARDS[card] for card in order])
        ruling = referee.call_ruling(self, seat, order)       # 304-K6: too early
        if ruling:
            self._on_end(WRONG_CAPS, *ruling)

    def _on_after_event(self) -> None:
        """After each change during play: a Caps order that cannot go on (304-K10), and the
        Caps obligations the referee tracks (304-K3, K4; caps.referee)."""
        if self.phase != PLAY:
            return
        ruling = referee.after_event(self)
        if ruling:
            self._on_end(WRONG_CAPS, *ruling)

    def _on_score(self) -> None:
        """304-G1, G2, G3, J1, J2, J3, J4, K5, K6: the deal's result and its tokens."""
        maker_side = side(self.maker)
        if self.caps_seat >= 0:
            caller_side = side(self.caps_seat)
            payer, amount = scoring.caps_payment(self.contract, caller_side, maker_side,
                                                 self.caps_early)
            made = caller_side == maker_side
            self._on_end(MADE if made else FAILED, payer, amount, "caps")
            return
        ruling = referee.final_ruling(self)                   # 304-K6: provable, not called
        if ruling:
            self._on_end(WRONG_CAPS, *ruling)
            return
        made = scoring.contract_made(self.contract, self.points[maker_side],
                                     self.tricks_won[self.maker])
        payer, amount = scoring.contract_payment(self.contract, made, maker_side)
        self._on_end(MADE if made else FAILED, payer, amount)

    def _on_end(self, result: str, payer: int = -1, amount: int = 0, detail=None) -> None:
        self.phase = OVER
        self.turn = -1
        self._legal = None
        self.result = result
        self.result_detail = detail
        if payer >= 0:
            self.tokens = scoring.pay(self.tokens, payer, amount)
        self._event("event-result-" + result, contract=self._contract_text(),
                    points=self.points[side(self.maker)] if self.maker >= 0 else 0,
                    ac=self.tokens[0], bd=self.tokens[1])

    # ----------------------------------------------------------------- reporting ----------
    def _contract_text(self) -> str:
        return format_bid(self.contract) if self.contract else ""

    def observation(self, seat) -> dict:
        from engine.game304.observation import observe
        return observe(self, SEATS.index(seat) if isinstance(seat, str) else seat)

    def expect_value(self, key: str):
        """The value of a scenario expectation key (DESIGN.md); KeyError if not supported."""
        return expect_value(self, key)

    def format(self, move: int, seat=None) -> str:
        return format_move(self.turn if seat is None else seat, move)

    # ----------------------------------------------------------------- copies -------------
    def copy(self, for_search: bool = False) -> "Deal":
        """An independent copy. `for_search`: a light copy for the Caps judge, which keeps
        no history or events (they stay shared with the original and must not change)."""
        new = object.__new__(Deal)
        new.__dict__.update(self.__dict__)
        new.hands = self.hands[:]
        new.points = self.points[:]
        new.side_tricks = self.side_tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.public_side = self.public_side[:]
        new.hidden_known = self.hidden_known[:]
        new.caps_due = self.caps_due[:]
        new.caps_doomed = self.caps_doomed[:]
        new.caps_undecided = self.caps_undecided[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new._legal = None
        if for_search:
            new.judging = True
            new.history = []
        else:
            new.calls = self.calls[:]
            new.history = self.history[:]
            new.events = self.events[:]
            new.circuit = self.circuit[:]
        return new
