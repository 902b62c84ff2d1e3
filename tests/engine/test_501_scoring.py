"""Scoring a deal of 501 and the end of the game (RULES.md B8, B9, D2, D3; C-46)."""

import pytest

from engine.game501 import Game
from engine.game501.scoring import conceded_changes, game_winners, played_changes, real_points

from tests.engine.test_501_support import apply_all, make_deal, play_seed_deal


def test_501_G1_real_points_are_cards_plus_valid_marriages():
    """501-G1: real points = card points captured + valid marriages (D2: 68 + 20 = 88)."""
    deal = play_seed_deal()
    assert deal.expect_value("points") == [68, 32, 20]
    assert deal.real_points() == [88, 32, 20]
    assert real_points([68, 32, 20], [(0, "H", 20)]) == [88, 32, 20]


def test_501_G2_declarer_subtracts_or_adds_the_contract():
    """501-G2 (D2, D3): made, the declarer subtracts the contract (not the real points); failed,
    adds it; blind, twice the contract either way."""
    assert played_changes(3, (0, 1, 2), 0, 100, True, [88, 32, 20]) == ("failed", [200, -32, -20])
    assert played_changes(3, (0, 1, 2), 0, 100, False, [88, 32, 20]) == ("failed", [100, -32, -20])
    assert played_changes(3, (0, 1, 2), 0, 100, True, [100, 32, 20]) == ("made", [-200, -32, -20])
    assert played_changes(3, (0, 1, 2), 0, 95, False, [123, 25, 12]) == ("made", [-95, -25, -12])
    deal = play_seed_deal()
    assert deal.result == "failed" and deal.scores == [701, 469, 481]


def test_501_G3_defenders_subtract_their_real_points():
    """501-G3: each defender subtracts their own real points exactly, whatever the contract."""
    result, changes = played_changes(3, (1, 2, 0), 2, 70, False, [42, 0, 98 + 40])
    assert result == "made" and changes == [-42, 0, -70]


def test_501_G4_concession_scoring():
    """501-G4 = 501-Q1 (D3): 85 sighted → 586, 476, 476; blind → 671."""
    assert conceded_changes(3, (0, 1, 2), 0, 85, False) == [85, -25, -25]
    assert conceded_changes(3, (0, 1, 2), 0, 85, True) == [170, -25, -25]
    assert apply_all(make_deal(), "A look; A bid 85; B pass; C pass; A concede").scores == [586, 476, 476]


def test_501_G5_dealer_sitting_out_keeps_the_score():
    """501-G5: with four, the dealer who sat out keeps the same score."""
    deal = play_seed_deal(scores=[501, 501, 501, 400], dealer="D")
    assert deal.scores == [701, 469, 481, 400]
    assert conceded_changes(4, (0, 1, 2), 1, 70, False) == [-25, 70, -25, 0]


def test_501_M1_end_checked_after_a_complete_deal():
    """501-M1, C-46: the end is checked after a complete deal (a conceded one counts); the game
    ends when someone is at 0 or below."""
    assert game_winners([12, 300, 1]) == []
    deal = play_seed_deal(scores=[200, 30, 100], tricks=7)
    assert not deal.is_over and deal.winners() == []
    deal = apply_all(make_deal(scores=[25, 400, 300]), "A pass; B look; B bid 66; C pass; B concede")
    assert deal.scores == [0, 466, 275] and deal.winners() == [0]


def test_501_M2_single_player_at_zero_wins():
    """501-M2 (D3: A −5, B 12, C 300 → A wins)."""
    assert game_winners([-5, 12, 300]) == [0]
    assert play_seed_deal(scores=[200, 30, 100]).expect_value("winners") == ["B"]


def test_501_M3_lowest_wins_exact_tie_shared():
    """501-M3 (D3): A −5 and B −20 → B; A −5 and B −5 → shared."""
    assert game_winners([-5, -20, 300]) == [1]
    assert game_winners([-5, -5, 300]) == [0, 1]
    assert play_seed_deal(scores=[150, 20, 15]).expect_value("winners") == ["B"]


def test_501_M4_otherwise_the_deal_passes_left():
    """501-M4: nobody at 0 → the game goes on, the deal passes to the left, scores carried."""
    game = Game(seed=9, dealer=2)
    apply_all(game, "A look; A bid 85; B pass; C pass; A concede")
    assert game.scores == [586, 476, 476] and not game.is_over
    assert game.dealer == 0 and game.deal.to_act == "B"
    assert game.deal.scores_before == [586, 476, 476]


def test_501_game_ends_and_names_the_winner():
    """501-M1 to 501-M3 over a whole game: it stops once someone reaches 0 or below."""
    game = Game(seed=4, dealer=0, scores=[30, 30, 501])
    apply_all(game, "B pass; C look; C bid 66; A pass; C concede")
    assert game.scores == [5, 5, 567] and not game.is_over
    apply_all(game, "C pass; A look; A bid 70; B look; B bid 71; A pass")
    apply_all(game, "B concede")
    assert game.scores == [-20, 76, 542]
    assert game.is_over and game.winner_letters() == ["A"]
    assert game.legal_actions() == [] and game.to_act is None


@pytest.mark.parametrize("players", [3, 4])
def test_501_game_strings_random_deals_together(players):
    """Scores carried deal to deal, the deal passing to the left (501-D1, 501-M4)."""
    import random
    rng = random.Random(players)
    game = Game(seed=players, players=players, dealer=0)
    while not game.is_over and len(game.deals) < 40:
        game.apply_move(rng.choice(game.legal_moves()))
    for number, deal in enumerate(game.deals):
        assert deal.dealer == number % players
        if number:
            assert deal.scores_before == game.deals[number - 1].scores
