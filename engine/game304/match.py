"""A match of 304: deals strung together until one side holds all 22 tokens (304-D4, T3, T4,
A10, R5, S3, J2, J3, J4, J5, M1)."""

import random

from engine.game304.dealing import cut_and_deal
from engine.game304.deal import Deal
from engine.game304.rules import DEFAULT
from engine.game304.scoring import match_winner
from engine.game304.tables import REDEAL, SPOILT, TOKENS_PER_SIDE


def next_dealer(deal: Deal) -> int:
    """Who deals next: the same dealer after a low-hand redeal (304-R5) or spoilt trumps
    (304-S3, C-20), otherwise the next player anticlockwise (304-T4, 304-A10)."""
    if deal.result == REDEAL or (deal.result == SPOILT and deal.rules.spoilt_dealer == "same"):
        return deal.dealer
    return (deal.dealer + 1) % 4


class Match:
    """Deals from one seeded generator; `deal` is the deal in progress. Any seat may deal first
    (304-T3): `dealer` chooses it."""

    def __init__(self, seed, dealer: int = 0, rules=DEFAULT,
                 tokens=(TOKENS_PER_SIDE, TOKENS_PER_SIDE)):
        self.rng = random.Random(seed)
        self.rules = rules
        self.deals_played = 0
        self.deal = Deal(cut_and_deal(self.rng, dealer), dealer, rules, tokens)

    @property
    def winner(self):
        return match_winner(self.deal.tokens) if self.deal.is_over else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def next_deal(self) -> Deal:
        """Start the next deal once the current one is over (and the match is not)."""
        assert self.deal.is_over and not self.is_over
        dealer = next_dealer(self.deal)
        self.deals_played += 1
        self.deal = Deal(cut_and_deal(self.rng, dealer), dealer, self.rules, self.deal.tokens)
        return self.deal
