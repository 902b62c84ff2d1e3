"""Scoring a deal of 501 and ending the game (RULES.md B8 and B9).

Scores count down from 501. A change is what is added to a seat's score: negative is good.
All functions return one change per seat at the table; a seat that sits out gets 0 (501-G5).
"""

from engine.game501.tables import BLIND_FACTOR, CONCESSION_PENALTY, MADE, FAILED


def real_points(captured: list, counted: list) -> list:
    """501-G1: card points captured plus the valid marriages, per seat."""
    real = list(captured)
    for seat, _suit, value in counted:
        real[seat] += value
    return real


def played_changes(players: int, order: tuple, declarer: int, contract: int, blind: bool,
                   real: list) -> tuple:
    """(result, changes) of a played deal.

    501-G2: the declarer subtracts the contract if their real points reach it, else adds it;
    doubled if blind (501-BL3). 501-G3: each defender subtracts their own real points exactly,
    never doubled (501-BL4). 501-G5: a seat sitting out keeps its score.
    """
    factor = BLIND_FACTOR if blind else 1
    result = MADE if real[declarer] >= contract else FAILED      # 501-A4, G2: at least the contract
    changes = [0] * players
    for seat in order:
        if seat == declarer:
            changes[seat] = factor * contract * (-1 if result == MADE else 1)
        else:
            changes[seat] = -real[seat]
    return result, changes


def conceded_changes(players: int, order: tuple, declarer: int, bid: int, blind: bool) -> list:
    """501-Q1, 501-G4: the declarer adds the last bid (twice if blind, 501-BL3); each opponent
    subtracts 25, never doubled (501-BL4)."""
    changes = [0] * players
    for seat in order:
        changes[seat] = (BLIND_FACTOR if blind else 1) * bid if seat == declarer else -CONCESSION_PENALTY
    return changes


def game_winners(scores: list) -> list:
    """The winning seats once a complete deal has been scored, or [] if the game goes on.

    501-M1: the game ends when at least one player is at 0 or below (checked after a complete
    deal, a conceded one included: C-46). 501-M2, 501-M3: the lowest score wins; an exact tie
    for the lowest is a shared win (the seed's house clarification).
    """
    if min(scores) > 0:
        return []
    lowest = min(scores)
    return [seat for seat, score in enumerate(scores) if score == lowest]
