"""The 501 solver's compact position (`Position`): the three hands as 24-bit masks, the trump,
the trick in progress, the hero's marriages; the engine.search protocol on it, the quick
bounds at a trick start and the move order. engine.game501.solver says what the solver
answers and how."""

from engine.cards import SUITS
from engine.errors import IllegalAction
from engine.game501.seating import seat_index
from engine.game501.tables import DECK, MARRIAGE_IN_TRUMP, MARRIAGE_PLAIN, PLAY

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


# follow_order's answers, kept (a pure function of its arguments); emptied when large, so
# that a long session's memory stays bounded.
_FOLLOW_ORDERS = {}


def follow_order(mask: int, best: int, trump: int, friendly: bool) -> tuple:
    """A follower's cards `mask`, the likeliest best first, `best` holding the trick:
    `friendly` when the side holding it is the follower's (the hero's, or the other two's),
    cards that do not take the trick first, the richest first (points to a friend), then
    those that do; else those that take it, the weakest first, then the rest, the cheapest
    first."""
    key = mask | best << 24 | friendly << 29 | (trump + 1) << 30
    cards = _FOLLOW_ORDERS.get(key)
    if cards is not None:
        return cards

    def beats(card):                                                    # 501-L6
        if card // 6 == best // 6:
            return card < best
        return card // 6 == trump

    if friendly:
        cards = tuple(sorted(cards_in(mask), key=lambda card: (beats(card), -POINTS[card])))
    else:
        cards = tuple(sorted(cards_in(mask), key=lambda card: (0, -(card % 6), -POINTS[card])
                             if beats(card) else (1, POINTS[card], 0)))
    if len(_FOLLOW_ORDERS) > 50_000:
        _FOLLOW_ORDERS.clear()
    _FOLLOW_ORDERS[key] = cards
    return cards


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
        mask = 0
        for card in moves:
            mask |= 1 << card
        return list(follow_order(mask, best, trump, friendly))

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


def hero_seat(deal, seat) -> int:
    """The hero's seat: `seat` (a letter or an index), by default the player to move."""
    if seat is None:
        return deal.to_act_seat
    return seat_index(seat, deal.players) if isinstance(seat, str) else seat
