"""Who sits where and who speaks first: seats as numbers 0..n-1, shown as the letters A B C D.

Seats are numbered in playing order, which is clockwise (501-C7), so the player on a seat's
left is the next number. With four at the table the dealer sits the deal out (501-C1, C-49).
"""

from engine.errors import NotationError
from engine.game501.tables import ACTIVE_PLAYERS, SEAT_LETTERS, TABLE_SIZES


def letter(seat: int) -> str:
    return SEAT_LETTERS[seat]


def seat_index(text: str, players: int) -> int:
    """The seat numbered by a letter `A`..`D`; refused if no such seat is at the table."""
    cleaned = text.strip().upper()
    if len(cleaned) != 1 or cleaned not in SEAT_LETTERS[:players]:
        raise NotationError("unknown-seat-501", seat=text, seats=" ".join(SEAT_LETTERS[:players]))
    return SEAT_LETTERS.index(cleaned)


def left_of(seat: int, players: int) -> int:
    """The next seat clockwise: the player on `seat`'s left (501-C7, 501-D1)."""
    return (seat + 1) % players


def active_seats(dealer: int, players: int) -> tuple:
    """The three seats that play this deal, in playing order from the dealer's left.

    501-A1 and 501-L1: the player on the dealer's left speaks and leads first. With three
    players the dealer plays last; with four the dealer sits out (501-C1, C-49) and "the
    dealer's left" is the first active player clockwise from the dealer.
    """
    if players not in TABLE_SIZES:
        raise NotationError("players-501", players=players)
    seats = tuple((dealer + step) % players for step in range(1, players + 1))
    return seats[:ACTIVE_PLAYERS]
