"""304's rule tables as data (RULES.md Part A): seats, cards as small integers, bid floors,
thresholds and the token table.

Inside the engine a card is an integer 0–31, `suit * 8 + rank`, with ranks strongest first
(J 9 A T K Q 8 7, 304-C2): within a suit a smaller number is a stronger card, and a set of
cards is a 32-bit mask. The canonical two-letter codes of `engine.cards` are used at the edges
(actions, observations, scenarios).
"""

from engine.cards import DECK_304, SUITS

# --- Seats (304-T1, 304-T2) -------------------------------------------------------------
# Seats are letters in playing order, anticlockwise: next(p) = (p + 1) % 4, partners p and
# p + 2; side 0 is A–C, side 1 is B–D.
SEATS = "ABCD"
SUITS_LETTERS = SUITS           # suit number -> letter
PLAYERS = 4


def seat_index(letter: str) -> int:
    return SEATS.index(letter)


def seat_number(seat) -> int:
    """A seat given as its letter ("A") or its number (0)."""
    return SEATS.index(seat) if isinstance(seat, str) else seat


def partner(seat: int) -> int:
    return seat ^ 2


def side(seat: int) -> int:
    return seat & 1


# --- Cards (304-C1, 304-C2, 304-C3) -----------------------------------------------------
RANKS = DECK_304.ranks                      # "J9ATKQ87", strongest first
CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)   # index -> "JS" (304-C1, C2)
CARD_INDEX = {card: index for index, card in enumerate(CARDS)}
POINTS = tuple(DECK_304.card_points(card) for card in CARDS)     # 304-C3
SUIT_MASK = tuple(0xFF << (8 * suit) for suit in range(4))
FULL_DECK = (1 << 32) - 1
TOTAL_POINTS = 304                          # 304-C3: 76 a suit
HAND_SIZE = 8
PACKET = 4
TRICKS = 8


def suit_of(card: int) -> int:
    return card >> 3


def mask_of(cards) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


_BYTE_CARDS = tuple(tuple(bit for bit in range(8) if value >> bit & 1) for value in range(256))
_SUIT_CARDS = tuple(tuple(tuple(suit * 8 + bit for bit in _BYTE_CARDS[value]) for value in range(256))
                    for suit in range(4))


def cards_in(mask: int) -> list:
    """The cards of a mask, strongest first within S, H, D, C."""
    return [*_SUIT_CARDS[0][mask & 0xFF], *_SUIT_CARDS[1][mask >> 8 & 0xFF],
            *_SUIT_CARDS[2][mask >> 16 & 0xFF], *_SUIT_CARDS[3][mask >> 24 & 0xFF]]


def mask_points(mask: int) -> int:
    return sum(POINTS[card] for card in cards_in(mask))


# --- Low-hand redeal (304-R2) -----------------------------------------------------------
LOW_HAND_LIMIT = 15                 # first four cards worth less than this: may demand

# --- Bids (304-A3, 304-A4, 304-A6, 304-A7, 304-B2) ---------------------------------------
BID_STEP = 10
FIRST_BID_MIN = 160
BID_MAX = 300
LATER_CALL_FLOOR = 200              # 304-A6: a player's later call
PARTNER_OVERCALL_FLOOR = 200        # 304-A7: overcalling partner
SECOND_AUCTION_FLOOR = 250          # 304-B2
PCC = 310                           # Partner Close Caps ranks above every numeric bid (304-A4)
NUMERIC_BIDS = tuple(range(FIRST_BID_MIN, BID_MAX + 1, BID_STEP))

# --- Opening (304-O3) --------------------------------------------------------------------
EXPOSURE_CONTRACT = 250             # contracts from 250 expose a closed indicator after trick 1

# --- Tokens (304-D4, 304-J1, 304-J2, 304-J3, 304-K5, 304-K6, 304-K7, 304-M1) --------------
TOKENS_PER_SIDE = 11                # 304-D4
TOTAL_TOKENS = 22                   # 304-J2 (tokens only move between the sides), M1
# (lowest contract, highest contract, tokens won when made, tokens paid when failed)
TOKEN_TABLE = (
    (160, 190, 1, 2),
    (200, 240, 2, 3),
    (250, 300, 3, 4),
    (PCC, PCC, 4, 5),                  # 304-P7
)
CAPS_BONUS = 1                      # 304-K5, J3: a correct call before trick 7 begins
CAPS_BONUS_BEFORE_TRICK = 7
WRONG_CAPS_TOKENS = 2               # 304-K6, J3
CAPS_LOST_TRICK_TOKENS = 5          # 304-K7, J3


def token_band(contract: int) -> tuple:
    """(made, failed) tokens for a contract (304-J1)."""
    for low, high, made, failed in TOKEN_TABLE:
        if low <= contract <= high:
            return made, failed
    raise ValueError(contract)


# --- Phases and results ------------------------------------------------------------------
AUCTION1 = "auction"
INDICATOR = "indicator"
AUCTION2 = "second-auction"
PLAY = "play"
OVER = "over"

MADE, FAILED, SPOILT, REDEAL, ALL_PASSED, WRONG_CAPS = (
    "made", "failed", "spoilt", "redeal", "all-passed", "wrong-caps")
