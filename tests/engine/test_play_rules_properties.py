"""The 304 play rules written once (engine.game304.play_rules) and their users, on the positions
of seeded random deals under several rule sets (closed and open trump, exhausted trumps,
Partner Close Caps).

- The solver's inner search inlines `follow_mask` and `beats` in its innermost loop
  (`Search304._follow`): the cards it tries and the holder of the trick after each must be the
  core's (304-L3, L4, H1, H3, H4, H5, C4).
- The solver's position asks the core as the deal does: the same legal cards (304-L3, L4, L6,
  H1, H2, H3, H4, H5, H6, X1, X2, X3), which `playable_mask` and `may_play` give as well.
- At the end of a closed trick the solver's reading of the reveal from the winning card
  (`closed_trick_reveals`) is the inspection's (`trick_reveals`, 304-H10 to H14), and the trick
  winner on masks (`winning_card`), on numbers and on two-letter cards agree (304-C4), and the
  table of strengths the endings on masks read it from (`endings.STRENGTH`) is `beats`.

CPython only (long loops; the Pyodide runner skips `*_properties` files).
"""

import random

import pytest

from engine.game304 import play, random_deal
from engine.game304 import play_rules as rules
from engine.game304.random_play import choose
from engine.game304.solver import Position
from engine.game304.solver.endings import STRENGTH
from engine.game304.solver.position import SEVENS, TRICK_SEATS
from engine.game304.solver.search import Search304
from engine.game304.tables import CARDS, EXPOSURE_CONTRACT, SUITS_LETTERS, cards_in, mask_of
from engine.game304.tricks import trick_winner
from engine.search.alphabeta import INFINITY

OPTIONS = (None, {"open_from_start": True}, {"exhausted_trumps_forced_start": True},
           {"open_forces_trump_lead": True}, {"open_forces_trump_lead": True, "pcc_open": False})
DEALS = 120


class _Recorder(Search304):
    """Runs the real `_follow` once, for the seat to move, and records instead of searching on:
    for each card it tries, (card, seat then holding the trick, card holding it). Every trick
    end goes through `_next_trick` (not the last two tricks' look-up written into `_follow`)."""

    two_tricks_inline = False

    def __init__(self, position):
        super().__init__(position, {}, None)
        self.started = False
        self.tried = []

    def _follow(self, seats, index, alpha, beta, led, win_seat, win, points):
        if not self.started:
            self.started = True
            return super()._follow(seats, index, alpha, beta, led, win_seat, win, points)
        return self._record(win_seat, win)

    def _next_trick(self, alpha, beta, leader, led, win_seat, win, points):
        return self._record(win_seat, win)

    def _record(self, win_seat, win):
        played = self.before & ~self.state.unplayed
        self.tried.append((played.bit_length() - 1, win_seat, win))
        return 0


def _positions():
    """Every position of the play of DEALS seeded random deals (no Caps call in force). The
    maker leads a trump when it may, one time in two, so that 304-X1 comes into force often."""
    for seed in range(DEALS):
        rng = random.Random(seed)
        deal = random_deal(seed, options=OPTIONS[seed % len(OPTIONS)])
        while not deal.is_over:
            if deal.phase == "play" and deal.caps_seat < 0:
                yield seed, deal
                trumps = [move for move in deal.legal_moves() if move < 32
                          and move >> 3 == deal.trump and move != deal.indicator]
                if not deal.trick and deal.turn == deal.maker and trumps and rng.random() < 0.5:
                    deal.apply_move(rng.choice(trumps))
                    continue
            deal.apply_move(choose(deal, rng, declare=0.03))


def test_the_inlined_follower_rule_and_trick_holder_are_the_cores():
    followers = 0
    for seed, deal in _positions():
        if not deal.trick:
            continue
        position = Position(deal)
        seat = position.turn
        trick = position.trick
        led = trick[0][1] >> 3
        expected = rules.follow_mask(position.hands[seat], led, position.trump,
                                     position.closed and seat == position.maker,
                                     position.indicator)
        expected &= ~((expected << 1) & SEVENS)             # the equivalent 7 (Position.moves)
        search = _Recorder(position)
        search.before = position.unplayed
        win_seat, win = rules.leading_entry(trick, position.trump)
        search._follow(TRICK_SEATS[position.idle + 1][trick[0][0]], len(trick), -INFINITY,
                       INFINITY, led, win_seat, win, 0)
        assert sorted(card for card, _, _ in search.tried) == cards_in(expected), seed
        for card, holder_seat, holder in search.tried:
            assert (holder_seat, holder) == rules.leading_entry(trick + ((seat, card),),
                                                                position.trump), (seed, card)
        followers += 1
    assert followers > 500


def test_the_solver_position_and_the_deal_allow_the_same_cards():
    checked = closed_makers = 0
    for seed, deal in _positions():
        position = Position(deal)
        cards, face_down = play.playable(deal, deal.turn)
        assert position.legal_cards() == cards, seed
        led = deal.trick[0][1] >> 3 if deal.trick else rules.NO_LEAD
        is_maker = deal.turn == deal.maker
        forced = is_maker and led < 0 and play.maker_must_lead_trump(deal)
        arguments = (deal.hands[deal.turn], led, deal.trump, deal.closed, is_maker,
                     deal.indicator, deal.trick_no, forced)
        assert rules.playable_mask(*arguments) == cards, seed
        assert all(rules.may_play(card, *arguments) == bool(cards >> card & 1)
                   for card in range(32)), seed
        assert face_down & ~cards == 0, seed
        assert set(position.card_mask_moves()) == {move for move in deal.legal_moves()
                                                   if move < 32}, seed
        checked += 1
        closed_makers += deal.closed and deal.turn == deal.maker
        if not deal.trick and deal.turn == deal.maker:
            # The flags of 304-X1 and C-19, rare in random play, set by hand on a copy.
            for exhausted, must_lead_trump in ((True, False), (False, True)):
                flagged = deal.copy(for_search=True)
                flagged.exhausted, flagged.must_lead_trump = exhausted, must_lead_trump
                assert (Position(flagged).legal_cards()
                        == play.playable(flagged, flagged.turn)[0]), seed
    assert checked > 2000 and closed_makers > 100


def test_a_closed_trick_reveals_exactly_when_its_inspection_finds_a_trump():
    tricks = reveals = 0
    for seed, deal in _positions():
        if not deal.closed or len(deal.trick) + 1 != deal.active_players():
            continue
        cards, face_down = play.playable(deal, deal.turn)
        for card in cards_in(cards):
            entries = [(played, down) for _, played, down in deal.trick]
            entries.append((card, bool(face_down >> card & 1)))
            trick = [(seat, played) for seat, played, _ in deal.trick] + [(deal.turn, card)]
            _, win = rules.leading_entry(trick, deal.trump)
            played_indicator = any(played == deal.indicator for played, _ in entries)
            found = rules.trick_reveals(entries, deal.trump, True, deal.indicator)
            assert rules.closed_trick_reveals(trick[0][1] >> 3, win, deal.trump,
                                              played_indicator) == found, seed
            exposed = deal.trick_no == 0 and deal.contract >= EXPOSURE_CONTRACT    # 304-O3
            trial = deal.copy(for_search=True)
            trial.apply_move(card)
            assert trial.closed == (not found and not exposed), seed
            tricks += 1
            reveals += found
    assert tricks > 200 and reveals > 20


@pytest.mark.parametrize("seed", range(4))
def test_the_trick_winner_on_masks_numbers_and_letters_agree(seed):
    rng = random.Random(seed)
    for _ in range(3000):
        cards = rng.sample(range(32), rng.choice((3, 4)))
        trump = rng.randrange(-1, 4)
        index = rules.winning_position(cards, trump)
        led = cards[0] >> 3
        assert all(not rules.beats(card, cards[index], trump) for card in cards), cards
        assert rules.winning_card(mask_of(cards), led, trump) == 1 << cards[index], cards
        letter = None if trump < 0 else SUITS_LETTERS[trump]
        assert trick_winner([CARDS[card] for card in cards], letter) == index, cards


def test_the_endings_strength_table_is_beats():
    """Every card against every card that may hold a trick led in each suit (one of the suit
    led or a trump), for each trump suit: a higher strength exactly when `beats` (304-C4)."""
    checked = 0
    for trump in range(4):
        for led in range(4):
            strength = STRENGTH[trump][led]
            for best in range(32):
                if best >> 3 not in (led, trump):
                    continue                        # (never holds a trick led in `led`)
                for card in range(32):
                    if card != best:
                        assert (strength[card] > strength[best]) == rules.beats(card, best,
                                                                                trump)
                        checked += 1
    assert checked == (4 * 8 + 12 * 16) * 31      # (led = trump: 8 holders, else 16)
