"""The open-hand solver of 501: every card known, best play, to the end of the deal.

501 is played by three players each alone, so the solver fixes a *hero* — by default the player
to move; for puzzles, usually the declarer — and treats the other two as one side playing
together against the hero (the declarer against the defenders).

- `value(deal, seat)`: the real points (501-G1) the hero gains from now to the end of the
  deal under best play: card points of the tricks it wins (the trick in progress included) plus
  the marriages that start to count. Marriages are exact under the engine's rules (501-W1 to
  W5, C-45): one declared by the hero counts once the hero has won a trick, before or after the
  declaration, so a marriage declared earlier by a hero still without a trick is gained with
  its first trick. The others' marriages never change the hero's points.
- `move_values(deal)`: that value for the player to move after each of its legal moves
  (marriage leads included);
- `reaches(deal, target, seat)`: whether the hero gains at least `target` (with `total=True`,
  whether its real points at the end reach `target`).

How: a compact state over engine.search (the same machinery as 304): hands as 24-bit masks,
fail-soft alpha-beta on a target, a transposition table at trick starts, bisecting MTD(f),
ordering by trick-winning heuristics. At a trick start, quick bounds: the hero's trumps above
every trump of the other two are its points, with the cheapest cards the other two must give
to those tricks; theirs above every trump of the hero's are not, nor the hero's cheapest cards
given to the tricks they take (the positions searched on the bench's strong-bot positions:
1.72 million, then 1.42 with the top trumps alone, 1.17 with the cheapest cards and no killer
move; on 40 random deals 2.96, then 1.98 million).

A hero's marriage lead is always at least as good as the same card led undeclared (the play is
the same, the marriage can only add), and the others' declarations do not change the hero's
points: the search tries only the declared form for the hero and only the plain form for the
others; `move_values` reports both.

`reference_value` is the plain minimax over the engine's own deal (legal_moves / apply_move on
copies of `Deal`), the definition the solver is tested against.
"""

from engine.cards import SUITS
from engine.errors import IllegalAction
from engine.game501.actions import format_action
from engine.game501.deal import Deal
from engine.game501.seating import letter, seat_index
from engine.game501.tables import DECK, MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN, PLAY
from engine.search import Search, plain_minimax

RANKS = DECK.ranks                                     # "ATKQJ9", strongest first
CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)
CARD_INDEX = {card: index for index, card in enumerate(CARDS)}
POINTS = tuple(DECK.card_points(card) for card in CARDS)
SUIT_MASK = tuple(0x3F << (6 * suit) for suit in range(4))
KING, QUEEN = RANKS.index("K"), RANKS.index("Q")
MARRIED = 32                                           # move = card + MARRIED: a marriage lead


# The cards of every 12-bit half of a 24-bit mask, and their points, looked up rather than
# counted bit by bit: `cards_in` runs at every position searched, the points at every trick
# start (measured: the 501 strong-bot positions of the bench 5.3-5.5 s, then 4.8-5.0 s).
_HALF = 12
_HALF_MASK = (1 << _HALF) - 1
_LOW = [[bit for bit in range(_HALF) if half >> bit & 1] for half in range(1 << _HALF)]
_HIGH = [[bit + _HALF for bit in bits] for bits in _LOW]
_LOW_POINTS = [sum(POINTS[bit] for bit in bits) for bits in _LOW]
_HIGH_POINTS = [sum(POINTS[bit] for bit in bits) for bits in _HIGH]
_LOW_EACH = [[POINTS[bit] for bit in bits] for bits in _LOW]
_HIGH_EACH = [[POINTS[bit] for bit in bits] for bits in _HIGH]


def cards_in(mask: int) -> list:
    """The card indices in `mask` (24 bits), lowest first: a new list."""
    return _LOW[mask & _HALF_MASK] + _HIGH[mask >> _HALF]


def points_in(mask: int) -> int:
    """The card points of the cards in `mask`."""
    return _LOW_POINTS[mask & _HALF_MASK] + _HIGH_POINTS[mask >> _HALF]


def cheapest(mask: int, count: int) -> int:
    """The points of the `count` cheapest cards in `mask`."""
    return sum(sorted(_LOW_EACH[mask & _HALF_MASK] + _HIGH_EACH[mask >> _HALF])[:count])


def _mask(cards) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << CARD_INDEX[card]
    return mask


class Position:
    """The compact search state of a 501 position: players 0..2 in playing order; the hero
    maximizes its real points from here on."""

    __slots__ = ("hands", "trump", "trick", "turn", "hero", "hero_won", "pending", "history",
                 "tricks_left")

    def __init__(self, deal, hero_seat: int):
        if deal.phase != PLAY:
            raise IllegalAction("solver-needs-play")
        order = deal.order
        self.hands = [_mask(deal.hands[seat]) for seat in order]
        trump = deal.trump_suit
        self.trump = SUITS.index(trump) if trump else -1
        self.trick = tuple((order.index(seat), CARD_INDEX[card]) for seat, card in deal.trick)
        self.turn = order.index(deal.to_act_seat)
        self.hero = order.index(hero_seat)
        self.hero_won = deal.tricks_won[hero_seat] > 0
        self.pending = 0 if self.hero_won else sum(value for seat, _, value in deal.marriages
                                                   if seat == hero_seat)
        self.tricks_left = 8 - len(deal.tricks)
        self.history = []

    # --- the engine.search protocol ---------------------------------------------------------
    def maximizing(self) -> bool:
        return self.turn == self.hero

    def key(self):
        if self.trick:
            return None
        hands = self.hands
        return (hands[0] | hands[1] << 24 | hands[2] << 48 | self.turn << 72
                | self.hero_won << 74 | self.pending << 75)

    def bounds(self) -> tuple:
        hands = self.hands
        total = points_in(hands[0] | hands[1] | hands[2])
        for _, card in self.trick:
            total += POINTS[card]
        hand = hands[self.hero]
        marriages = 0
        for suit in range(4):
            if hand >> (6 * suit + KING) & 1 and hand >> (6 * suit + QUEEN) & 1:
                marriages += MARRIAGE_IN_TRUMP if suit == self.trump else MARRIAGE_PLAIN
        low, lost = 0, 0
        if self.trump >= 0 and not self.trick:
            # A trump above every trump the other side holds wins the trick it is played to
            # (501-L6), whoever leads: the hero's are the hero's points, theirs are not.
            trumps = SUIT_MASK[self.trump]
            own = hand & trumps
            theirs = (hands[0] | hands[1] | hands[2]) & ~hand & trumps
            top_own = own & ((theirs & -theirs) - 1) if theirs else own
            top_theirs = theirs & ((own & -own) - 1) if own else theirs
            if top_own:
                # Each of the other two gives a card of its own to each of those tricks: at
                # least its cheapest.
                won = top_own.bit_count()
                low = points_in(top_own) + self.pending
                for player in range(3):
                    if player != self.hero:
                        low += cheapest(hands[player], won)
            if top_theirs:
                # A player's top trumps fall on tricks of their own: the two take at least as
                # many tricks as one of them holds, each with a card of the hero's.
                taken = 0
                for player in range(3):
                    if player != self.hero:
                        taken = max(taken, (hands[player] & top_theirs).bit_count())
                lost = points_in(top_theirs) + cheapest(hand, taken)
        return low, total - lost + marriages + self.pending

    def settled(self):
        if self.tricks_left == 0:
            return 0
        return None

    def legal_cards(self) -> int:
        """501-L2 to L5 (engine.game501.tricks.playable_cards)."""
        hand = self.hands[self.turn]
        if not self.trick:
            return hand
        follow = hand & SUIT_MASK[self.trick[0][1] // 6]
        if follow:
            return follow
        if self.trump >= 0 and hand & SUIT_MASK[self.trump]:
            return hand & SUIT_MASK[self.trump]
        return hand

    def legal_moves(self) -> list:
        """Every legal move: cards, and marriage leads (501-W1)."""
        cards = cards_in(self.legal_cards())
        if self.trick:
            return cards
        hand = self.hands[self.turn]
        married = [card + MARRIED for card in cards if self._marriage_card(hand, card)]
        return cards + married

    @staticmethod
    def _marriage_card(hand: int, card: int) -> bool:
        rank, base = card % 6, card - card % 6
        return rank in (KING, QUEEN) and hand >> (base + KING) & 1 and hand >> (base + QUEEN) & 1

    def moves(self, hint=None) -> list:
        cards = cards_in(self.legal_cards())
        if not self.trick and self.turn == self.hero:
            hand = self.hands[self.turn]
            cards = [card + MARRIED if self._marriage_card(hand, card) else card for card in cards]
        if len(cards) > 1:
            cards = self._order(cards)
            # The table's best move first. No killer move (the last card that cut off at the
            # same depth elsewhere): measured, it made the search larger (the strong-bot
            # positions of the bench 1.42 million positions searched with it, 1.26 without; 40
            # random deals 2.73 and 2.44 million).
            if hint is not None and hint in cards and cards[0] != hint:
                cards.remove(hint)
                cards.insert(0, hint)
        return cards

    def _order(self, moves: list) -> list:
        trump = self.trump
        trick = self.trick
        if not trick:
            others = 0
            for player in range(3):
                if player != self.turn:
                    others |= self.hands[player]

            def lead_rank(move):
                card = move & 31
                stronger = others & SUIT_MASK[card // 6] & ((1 << card) - 1)
                if not stronger and (card // 6 == trump or not others & SUIT_MASK[trump] if trump >= 0 else True):
                    return -100 - POINTS[card] - (move >= MARRIED) * 50
                return POINTS[card] - (move >= MARRIED) * 50
            return sorted(moves, key=lead_rank)
        best_player, best = trick[0]
        for player, card in trick[1:]:
            if card // 6 == best // 6:
                if card < best:
                    best_player, best = player, card
            elif card // 6 == trump:
                best_player, best = player, card
        friendly = (best_player == self.hero) == (self.turn == self.hero)

        def beats(card):
            if card // 6 == best // 6:
                return card < best
            return card // 6 == trump

        if friendly:
            return sorted(moves, key=lambda card: (beats(card), -POINTS[card]))
        return sorted(moves, key=lambda card: (0, -(card % 6), -POINTS[card]) if beats(card)
                      else (1, POINTS[card], 0))

    def play(self, move: int) -> int:
        card = move & 31
        player = self.turn
        self.history.append((self.hands[player], self.trick, player, self.hero_won, self.pending,
                             self.tricks_left))
        self.hands[player] &= ~(1 << card)
        gain = 0
        if move >= MARRIED and player == self.hero:          # 501-W1, W2, W3 (C-45)
            worth = MARRIAGE_IN_TRUMP if card // 6 == self.trump else MARRIAGE_PLAIN
            if self.hero_won:
                gain += worth
            else:
                self.pending += worth
        trick = self.trick + ((player, card),)
        if len(trick) < 3:
            self.trick = trick
            self.turn = (player + 1) % 3
            return gain
        trump = self.trump                                    # 501-L6
        win_player, win = trick[0]
        points = 0
        for who, played in trick:
            points += POINTS[played]
            if played // 6 == win // 6:
                if played < win:
                    win_player, win = who, played
            elif played // 6 == trump:
                win_player, win = who, played
        self.trick = ()
        self.turn = win_player
        self.tricks_left -= 1
        if win_player == self.hero:
            gain += points
            if not self.hero_won:
                self.hero_won = True
                gain += self.pending
                self.pending = 0
        return gain

    def undo(self) -> None:
        hand, self.trick, player, self.hero_won, self.pending, self.tricks_left = self.history.pop()
        self.hands[player] = hand
        self.turn = player


def _seat(deal, seat) -> int:
    if seat is None:
        return deal.to_act_seat
    return seat_index(seat, deal.players) if isinstance(seat, str) else seat


def _move_text(deal, move: int) -> str:
    card = CARDS[move & 31]
    return format_action(deal.to_act_seat, ("play", card, move >= MARRIED))


class Solver:
    """The solver of one position for one hero; searches share one transposition table."""

    def __init__(self, deal, seat=None, limit: int | None = None, table: dict | None = None):
        self.deal = deal
        self.hero = _seat(deal, seat)
        # `table` may be shared by the solvers of successive positions of one deal for one
        # hero (a review): a key is written from the hero's place in the order of play.
        self.table = {} if table is None else table
        self.limit = limit
        self.nodes = 0

    def _search(self) -> Search:
        return Search(Position(self.deal, self.hero), self.table, self.limit)

    def value(self) -> int:
        search = self._search()
        value = search.value()
        self.nodes += search.nodes
        return value

    def reaches(self, target: int, total: bool = False) -> bool:
        if total:
            target -= self.deal.real_points()[self.hero]
        search = self._search()
        result = search.reaches(target)
        self.nodes += search.nodes
        return result

    def move_values(self) -> dict:
        """{action: value for the player to move (the hero) after that move}."""
        mover = self.deal.to_act_seat
        if mover != self.hero:
            raise ValueError("move_values are for the player to move")
        search = self._search()
        position = search.state
        values = {}
        for move in position.legal_moves():
            gain = position.play(move)
            values[_move_text(self.deal, move)] = gain + search.value()
            position.undo()
        self.nodes += search.nodes
        return values

    def regret(self, action: str) -> tuple:
        """(a best move, the points `action` costs the player to move against it), both exact,
        from one solve and a few tests (Search.regret) rather than a solve per move."""
        if self.deal.to_act_seat != self.hero:
            raise ValueError("regret is for the player to move")
        search = self._search()
        position = search.state
        moves = {_move_text(self.deal, move): move for move in position.legal_moves()}
        chosen = moves.get(action)
        if chosen is None:           # the action as written without its marriage, or with it
            chosen = next(move for text, move in moves.items()
                          if text.split()[:3] == action.split()[:3])
        best, root, value = search.regret(position.moves(None), chosen)
        self.nodes += search.nodes
        return _move_text(self.deal, best), root - value


def value(deal, seat=None) -> int:
    return Solver(deal, seat).value()


def move_values(deal) -> dict:
    return Solver(deal).move_values()


def reaches(deal, target: int, seat=None, total: bool = False) -> bool:
    return Solver(deal, seat).reaches(target, total)


# --- the reference: plain minimax over the engine's own deal ----------------------------------

def copy_deal(deal):
    """An independent copy of a 501 deal in play (what `_do` changes during the play)."""
    new = object.__new__(Deal)
    new.__dict__.update(deal.__dict__)
    new.hands = [list(hand) for hand in deal.hands]
    new.trick = list(deal.trick)
    new.tricks = list(deal.tricks)
    new.captured = list(deal.captured)
    new.tricks_won = list(deal.tricks_won)
    new.marriages = list(deal.marriages)
    new.history = list(deal.history)
    new.events = []          # narration of the copy's moves must not reach the original
    return new


def reference_value(deal, seat=None, counter=None) -> int:
    """The value by plain minimax over the engine (`Deal.legal_moves` / `apply_move` on copies):
    the hero's real points at the end minus its real points now."""
    if deal.phase != PLAY:
        raise IllegalAction("solver-needs-play")
    hero = _seat(deal, seat)

    def moves(state):
        return [] if state.is_over else state.legal_moves()

    def child(state, move):
        new = copy_deal(state)
        new.apply_move(move)
        return new

    def final(state):
        return state.real_points()[hero]

    return plain_minimax(deal, moves, child, lambda state: state.to_act_seat == hero, final,
                         counter) - deal.real_points()[hero]


def reference_move_values(deal) -> dict:
    hero = deal.to_act_seat
    values = {}
    for move in deal.legal_moves():
        child = copy_deal(deal)
        child.apply_move(move)
        gained = child.real_points()[hero] - deal.real_points()[hero]
        values[format_action(hero, move)] = gained + (0 if child.is_over
                                                       else reference_value(child, hero))
    return values
