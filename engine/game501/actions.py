"""Reading and writing 501 actions (DESIGN.md, "Scenario files"): `A look`, `A pass`, `A bid 80`,
`A concede`, `A contract S 100`, `A contract NT 100`, `A give B 9H`, `B play KS`,
`B play KS marriage`.

Inside the engine an action is a seat number and a move, a small tuple:
("look",), ("pass",), ("bid", 80), ("concede",), ("contract", "S" or "NT", 100),
("give", seat, "9H"), ("play", "KS", marriage?). The canonical strings are what `legal`
lists and what the engine prints; on input, cards may also be written `10H` or `9♠`, suits as
symbols, and verbs in any case.
"""

from engine.cards import parse_card, parse_suit
from engine.errors import NotationError
from engine.game501.seating import letter, seat_index
from engine.game501.tables import DECK, NO_TRUMP

LOOK, PASS, CONCEDE = ("look",), ("pass",), ("concede",)


def _number(text: str, action: str) -> int:
    if not (text.isascii() and text.isdigit()):        # not "²" or "٣": int() refuses them
        raise NotationError("bad-action-501", text=action)
    return int(text)


def parse_action(text: str, players: int) -> tuple:
    """(seat, move) for an action string; a NotationError names what cannot be read."""
    words = text.split()
    if len(words) < 2:
        raise NotationError("bad-action-501", text=text)
    seat = seat_index(words[0], players)
    verb, args = words[1].lower(), words[2:]
    if verb in ("look", "pass", "concede") and not args:
        return seat, (verb,)
    if verb == "bid" and len(args) == 1:
        return seat, ("bid", _number(args[0], text))
    if verb == "contract" and len(args) == 2:
        trump = NO_TRUMP if args[0].upper() == NO_TRUMP else parse_suit(args[0])
        return seat, ("contract", trump, _number(args[1], text))
    if verb == "give" and len(args) == 2:
        return seat, ("give", seat_index(args[0], players), parse_card(args[1], DECK))
    if verb == "play" and len(args) in (1, 2):
        if len(args) == 2 and args[1].lower() != "marriage":
            raise NotationError("bad-action-501", text=text)
        return seat, ("play", parse_card(args[0], DECK), len(args) == 2)
    raise NotationError("bad-action-501", text=text)


def format_action(seat: int, move: tuple) -> str:
    """The canonical string of a move by `seat`."""
    kind = move[0]
    if kind == "bid":
        return f"{letter(seat)} bid {move[1]}"
    if kind == "contract":
        return f"{letter(seat)} contract {move[1]} {move[2]}"
    if kind == "give":
        return f"{letter(seat)} give {letter(move[1])} {move[2]}"
    if kind == "play":
        return f"{letter(seat)} play {move[1]}" + (" marriage" if move[2] else "")
    return f"{letter(seat)} {kind}"
