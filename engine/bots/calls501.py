"""The calls of the 501 bots: look or stay blind, bid, concede, announce the contract, give two
cards (RULES.md B3 to B5, BL1 to BL4, Q1, E2, E3).

A hand is valued by what it should take as declarer (`estimate`): its card points, ten more
per ace (its tricks bring the others' cards), its marriages (40 in the suit it would choose as
trump, 20 in the others, 501-C4) and twenty for the three talon cards to come. The beginner
bids a little past its estimate; the strong bot bids up to its estimate less a margin, chooses
the trump its hand is best in, concedes a contract it cannot reach, and gives away its
cheapest cards outside its trump and its marriages. Both announce the contract at the bid: a
higher contract wins more only when made, and a failed one costs as much (501-G2).

Blind (501-BL1 to BL3): the strong bot opens the auction blind at the lowest bid when no one has
bid yet, without a look at its cards (a decision made before looking reads nothing of the hand).
Measured over 300 seeded deals of three strong bots (1 December 2026): the opening seat gained
about 9 points a deal more than the other two with it than without; it wins the auction that way
about one time in five, and a blind declarer with the talon makes the lowest bid about four
times in five, doubled (BL3). Outbid, it looks before bidding on. The beginner always looks.
"""

from engine.game501.marriages import marriage_suits
from engine.game501.tables import CARD_POINTS, CARD_STRENGTH, MAX_BID, MIN_BID

SUITS = "SHDC"
TALON_GUESS = 20


def suit_value(cards: list, suit: str) -> int:
    own = [c for c in cards if c[1] == suit]
    return 12 * len(own) + sum(CARD_POINTS[c] for c in own)


def best_trump(cards: list) -> str:
    married = marriage_suits(cards)
    return max(SUITS, key=lambda s: (suit_value(cards, s) + (40 if s in married else 0),
                                     -SUITS.index(s)))


def estimate(cards: list, talon: bool = True) -> int:
    trump = best_trump(cards)
    points = sum(CARD_POINTS[c] for c in cards)
    aces = sum(10 for c in cards if c[0] == "A")
    marriages = sum(40 if suit == trump else 20 for suit in marriage_suits(cards))
    return points + aces + marriages + (TALON_GUESS if talon else 0)


def auction(observation: dict, legal: list, level: str) -> str:
    seat = observation["seat"]
    verbs = {a.split()[1]: a for a in legal}
    if "look" in verbs:
        if level == "strong" and observation["bid"] is None and f"{seat} bid {MIN_BID}" in legal:
            return f"{seat} bid {MIN_BID}"   # 501-BL1, BL3: blind, before any bid (see above)
        return verbs["look"]                 # (a blind bidder outbid looks before going on)
    bids = sorted(int(a.split()[2]) for a in legal if a.split()[1] == "bid")
    value = estimate(observation["hand"])
    limit = value + 10 if level == "beginner" else value - 10
    if bids and MIN_BID <= bids[0] <= min(limit, MAX_BID):
        return f"{seat} bid {bids[0]}"        # the lowest bid over the standing one (501-A3)
    return verbs.get("pass", legal[0])


def declaring(observation: dict, legal: list, level: str) -> str:
    """501-Q1, E2: concede a hopeless contract, else announce the best trump (no-trump with
    aces and no long suit) at the bid."""
    seat = observation["seat"]
    cards = observation["hand"]               # the talon is in the declarer's hand now
    bid = observation["bid"]
    value = estimate(cards, talon=False)
    if level == "strong" and value < bid - 30 and f"{seat} concede" in legal:
        return f"{seat} concede"
    trump = best_trump(cards)
    longest = max(sum(1 for c in cards if c[1] == s) for s in SUITS)
    aces = sum(1 for c in cards if c[0] == "A")
    if level == "strong" and aces >= 4 and longest <= 3:
        trump = "NT"
    return f"{seat} contract {trump} {bid}"


def give(observation: dict, legal: list) -> str:
    """501-E3: the cheapest card outside the trump and the marriages, to the first opponent
    still to receive one."""
    trump = observation["trump"]
    cards = observation["hand"]
    married = {rank + suit for suit in marriage_suits(cards) for rank in "KQ"}
    target = legal[0].split()[2]
    options = [a for a in legal if a.split()[2] == target]

    def cost(action):
        card = action.split()[3]
        return (card[1] == trump, card in married, CARD_POINTS[card], CARD_STRENGTH[card])

    return min(options, key=cost)
