"""A game of 501: deals strung together, scores carried from one to the next (RULES.md B9).

Everyone starts at 501 (501-C6). After each complete deal, a conceded or all-passed one
included (C-46, 501-A7), the end is checked (501-M1 to 501-M3); otherwise the deal passes to the
left (501-D1, 501-M4). The first dealer is drawn at random (501-D1, C-47). All randomness comes
from the game's seed.
"""

import random

from engine.game501.deal import Deal
from engine.game501.scoring import game_winners
from engine.game501.seating import left_of, letter
from engine.game501.tables import START_SCORE, TABLE_SIZES


class Game:
    """Several deals of 501 at a table of `players` (3, or 4 with the dealer sitting out)."""

    def __init__(self, seed=None, players: int = 3, dealer: int | None = None,
                 scores: list | None = None):
        if players not in TABLE_SIZES:
            raise ValueError(f"501 is played by 3 or 4, not {players}")
        self.rng = random.Random(seed)
        self.players = players
        self.dealer = self.rng.randrange(players) if dealer is None else dealer   # 501-D1, C-47
        self.scores = list(scores) if scores is not None else [START_SCORE] * players
        self.deals = []           # every finished deal, in order
        self.winners = []         # seat numbers, once the game is over
        self.deal = self._new_deal()

    def _new_deal(self) -> Deal:
        return Deal.from_seed(self.rng.getrandbits(64), self.dealer, self.players, self.scores)

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def to_act(self) -> str | None:
        return None if self.is_over else self.deal.to_act

    def legal_actions(self) -> list:
        return [] if self.is_over else self.deal.legal_actions()

    def legal_moves(self) -> list:
        return [] if self.is_over else self.deal.legal_moves()

    def apply(self, action: str) -> None:
        """Check and make one action of the current deal; move on if that ends the deal."""
        self.deal.apply(action)
        self._after_action()

    def apply_move(self, move: tuple) -> None:
        self.deal.apply_move(move)
        self._after_action()

    def _after_action(self) -> None:
        if not self.deal.is_over:
            return
        self.deals.append(self.deal)
        self.scores = self.deal.scores                    # 501-G2 to 501-G5, scores carried
        self.winners = game_winners(self.scores)          # 501-M1 to 501-M3
        if not self.winners:
            self.dealer = left_of(self.dealer, self.players)   # 501-D1, 501-M4
            self.deal = self._new_deal()

    def winner_letters(self) -> list:
        return [letter(seat) for seat in self.winners]
