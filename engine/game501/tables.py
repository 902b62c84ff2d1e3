"""501's rules as data: every number of RULES.md Part B in one place, with its rule id.

The rule modules (`auction`, `tricks`, `marriages`, `scoring`) read these names; nothing else in
the package writes a bare 66, 220 or 25.
"""

from engine.cards import DECK_501

DECK = DECK_501                 # 501-C2, 501-C3: A T K Q J 9 in each suit, 120 card points
PACK_POINTS = 120               # 501-C3, the invariant of Part B10
SEAT_LETTERS = "ABCD"           # DESIGN.md notation: seats in playing order, clockwise (501-C7)
TABLE_SIZES = (3, 4)            # 501-C1: three active players, or four with the dealer sitting out
ACTIVE_PLAYERS = 3              # 501-C1
START_SCORE = 501               # 501-C6

HAND_SIZE = 7                   # 501-D3: seven cards to each active player
TALON_SIZE = 3                  # 501-D3: three cards to the talon (prikup)
TALON_ROUNDS = 3                # C-44: one talon card in each of the first three rounds
HAND_AFTER_EXCHANGE = 8         # 501-E3: everyone holds eight after the exchange
TRICKS = 8                      # 501-L7: eight tricks, no stock

MIN_BID = 66                    # 501-A3
MAX_BID = 220                   # C-41 (501-C5: the most a deal can score), bids and contracts

NO_TRUMP = "NT"                 # 501-E2: the declarer may announce no-trump
TRUMP_CHOICES = ("S", "H", "D", "C", NO_TRUMP)

MARRIAGE_IN_TRUMP = 40          # 501-C4, 501-W2
MARRIAGE_PLAIN = 20             # 501-C4, 501-W2 (every marriage at no-trump)
MARRIAGE_RANKS = ("K", "Q")     # 501-C4

BLIND_FACTOR = 2                # 501-BL3: every result of a blind declarer's contract is doubled
CONCESSION_PENALTY = 25         # 501-Q1: each opponent subtracts 25

# The phases of a deal, in order (501-A*, 501-E1, 501-Q1, 501-E2, 501-E3, 501-L*).
AUCTION, DECLARING, GIVING, PLAY, OVER = "auction", "declaring", "giving", "play", "over"

# Results of a deal, as DESIGN.md names them for the `result` expectation.
MADE, FAILED, CONCEDED, ALL_PASSED = "made", "failed", "conceded", "all-passed"

# The same facts per card, looked up once (the benchmark's fast path reads these).
CARD_STRENGTH = {card: DECK.strength(card) for card in DECK.cards}
CARD_POINTS = {card: DECK.card_points(card) for card in DECK.cards}
