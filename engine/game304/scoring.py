"""Contract result and tokens (RULES.md A15 to A17: 304-G1 to G3, J1 to J5, K5 to K7, M1).

Pure functions: when the deal ends, it asks which side pays how many tokens (`contract_payment`,
`caps_payment`, `wrong_caps_payment`, `lost_after_caps_payment`) and `pay` moves them.
"""

from engine.game304.tables import (CAPS_BONUS, CAPS_LOST_TRICK_TOKENS, PCC, TOTAL_TOKENS,
                                   WRONG_CAPS_TOKENS, token_band)


def contract_made(contract: int, maker_points: int, maker_tricks: int) -> bool:
    """304-G2 (reaching the bid exactly is enough) and 304-G3 (PCC: all 8 tricks personally)."""
    if contract == PCC:
        return maker_tricks == 8
    return maker_points >= contract


def pay(tokens: tuple, payer: int, amount: int) -> tuple:
    """304-J2, 304-J4: `payer` side gives `amount` tokens to the other side, never more than it
    holds (no debt). Returns the new [A–C, B–D] tokens."""
    paid = min(amount, tokens[payer])
    new = list(tokens)
    new[payer] -= paid
    new[1 - payer] += paid
    return tuple(new)


def contract_payment(contract: int, made: bool, maker_side: int) -> tuple:
    """304-J1: (paying side, tokens) for the contract's result."""
    won, lost = token_band(contract)
    return (1 - maker_side, won) if made else (maker_side, lost)


def caps_payment(contract: int, caller_side: int, maker_side: int, early: bool) -> tuple:
    """304-K5, 304-J3, C-24: a correct Caps — the normal result for the side that took every
    trick, plus one token when called before trick 7 begins."""
    made = caller_side == maker_side
    payer, amount = contract_payment(contract, made, maker_side)
    return payer, amount + (CAPS_BONUS if early else 0)


def wrong_caps_payment(offender_side: int) -> tuple:
    """304-K6, C-26: Wrong Caps replaces the bid result; the offending side pays 2."""
    return offender_side, WRONG_CAPS_TOKENS


def lost_after_caps_payment(caller_side: int) -> tuple:
    """304-K7: losing a trick after calling Caps costs 5 instead."""
    return caller_side, CAPS_LOST_TRICK_TOKENS


def match_winner(tokens: tuple):
    """304-M1: the side holding all 22 tokens wins the match at once; else None."""
    for side_index in (0, 1):
        if tokens[side_index] == TOTAL_TOKENS:
            return side_index
    return None
