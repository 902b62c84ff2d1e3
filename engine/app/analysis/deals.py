"""The deals the analysis plays, built from a scenario's hands through the rules' own actions.

How "a maker with trump suit S" is built in 304, and why (said again in the command's output):

- The maker wins the **first auction at the lowest bid, 160** (304-A3): the seats before it
  pass, it bids 160, the others pass (304-A9). From 250 on the trump would be exposed after
  trick 1 (304-O3) whatever the maker does, so 160 is the contract that lets the trump stay
  closed; the bid level changes nothing else in the play, only the tokens.
- The indicator is **one of the maker's first four cards** of suit S (304-I1, I2), each of
  them in turn (the table keeps the best: "the best first-four indicator"). A suit absent
  from the maker's first four cannot be its trump from the first auction; the table says so
  rather than invent a deal the rules do not allow.
- The second auction is all passes (304-B5); the dealer's right-hand neighbour leads
  (304-L1), as in the file.

501: the declarer looks at its cards and wins the auction at the lowest bid, 66 (501-A3), the
others passing; it takes the talon (501-E1), announces the contract (501-E2) at that bid (the
amount changes nothing in the play) and gives one card to each opponent (501-E3); the player
on the dealer's left leads (501-L1).

Each function returns the deal at its first lead, or None when the rules do not allow it.
"""

import copy

from engine import scenarios
from engine.errors import EngineError

SEATS_304 = "ABCD"


def hands_only(data: dict) -> dict:
    """The scenario without its steps: the deal as dealt."""
    return {key: value for key, value in data.items() if key != "steps"}


def contract_seats(data: dict) -> tuple:
    """(the seats that may take the contract, the seat that leads), from the deal as dealt:
    304, the four seats; 501, the active players in playing order."""
    deal = scenarios.build(hands_only(data))
    if data["game"] == "304":
        return "ABCD", "ABCD"[deal.first_bidder]
    letters = "".join("ABCD"[seat] for seat in deal.order)
    return letters, letters[0]


def _first_auction(deal, maker: str) -> None:
    """The maker bids the lowest bid, every other call is a pass, until the first auction ends."""
    while deal.phase == "auction":
        legal = deal.legal_actions()
        bids = [action for action in legal if action.split()[1] == "bid"]
        if deal.to_act == maker and bids:
            deal.apply(bids[0])
        else:
            deal.apply(f"{deal.to_act} pass")


def first_four(data: dict, maker: str) -> list:
    """The maker's first four cards (304-D2), in the notation, as the rules offer them for
    the indicator; [] when the maker cannot win the first auction (a variant without it)."""
    deal = scenarios.build(hands_only(data))
    try:
        _first_auction(deal, maker)
    except EngineError:
        return []
    if deal.phase != "indicator" or deal.to_act != maker:
        return []
    return [action.split()[2] for action in deal.legal_actions()]


def maker_deal(data: dict, maker: str, indicator: str):
    """The 304 deal at its first lead with `maker` at 160 and `indicator` set aside, or None."""
    deal = scenarios.build(hands_only(data))
    try:
        _first_auction(deal, maker)
        deal.apply(f"{maker} indicator {indicator}")
        while deal.phase not in ("play", "over"):
            deal.apply(f"{deal.to_act} pass")                 # 304-B5: the second auction
    except EngineError:
        return None
    return deal if deal.phase == "play" else None


# --- 501 ------------------------------------------------------------------------------------
def declarer_deal(data: dict, declarer: str):
    """The 501 deal after the auction, `declarer` holding the talon (the contract to announce)."""
    deal = scenarios.build(hands_only(data))
    while deal.phase == "auction":
        legal = deal.legal_actions()
        if deal.to_act == declarer:
            look = f"{declarer} look"
            deal.apply(look if look in legal else next(a for a in legal if " bid " in a))
        else:
            deal.apply(f"{deal.to_act} pass")
    return deal if deal.phase == "declaring" and deal.to_act == declarer else None


def contract_deal(declaring, trump: str):
    """A copy of the deal at the declaring phase with contract `trump` (S H D C or NT)
    announced at the final bid: the deal at the gives."""
    deal = copy.deepcopy(declaring)
    deal.apply(f"{deal.to_act} contract {trump} {deal.bid}")
    return deal


def given_deal(giving, gives: tuple):
    """A copy of the deal at the gives with `gives` ((seat, card), (seat, card)) made: the deal
    at its first lead."""
    deal = copy.deepcopy(giving)
    for target, card in gives:
        deal.apply(f"{deal.to_act} give {target} {card}")
    return deal
