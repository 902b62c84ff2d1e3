"""Deals of 304 a seat cannot tell apart from the real one, sampled from its observation alone.

A bot sees `deal.observation(seat)` and nothing else. To search, it needs whole deals: this
module fills every card the seat has not seen — the other hands, the face-down cards it was
not shown, the second packets before they are dealt and, for a non-maker while the trump is
closed, the indicator itself (so the trump suit is part of what is sampled, 304-H9, C-22) —
then rebuilds a `Deal` from those cards and replays the history the observation shows.

A candidate is kept only if every action of that history is legal in it and the seat's
observation of the rebuilt deal is exactly the one it was given (`engine.possible_deals.same_view`,
the test the puzzles' fairness check states moment by moment). So the rules decide what the
seat may deduce — voids shown, a face-down card left hidden at the inspection being no trump
(304-H11), the maker's constraints (H1 to H7) — and this module only makes good guesses cheap:
it gives each unknown place a card its seat's shown voids allow, and rejects the rest. One
prior is added to what the rules say: a maker usually holds several trumps (`_likely`).
"""

from engine.errors import EngineError
from engine.game304.actions import parse_action
from engine.game304.deal import Deal
from engine.game304.rules import rules_from_options
from engine.game304.tables import CARD_INDEX, CARDS, SEATS
from engine.possible_deals import same_view

SUITS = "SHDC"
ATTEMPTS = 30            # candidates tried for one world before giving up on it
FILL_STEPS = 2000        # cards tried in one candidate's backtracking fill before giving up


def _call_text(call: dict) -> str:
    if call["call"] == "bid":
        return f"{call['seat']} bid {call['value']}"
    if call["call"] == "pcc":
        return f"{call['seat']} bid pcc"
    return f"{call['seat']} {call['call']}"


def _high_bidder(calls: list):
    """The seat of the last bid among `calls` (304-A9: the first auction's maker), or None."""
    seat = None
    for call in calls:
        if call["call"] in ("bid", "pcc"):
            seat = call["seat"]
    return seat


class Sampler:
    """Draws worlds consistent with one observation of 304 (`draw`), from a seeded rng."""

    def __init__(self, observation: dict):
        obs = self.obs = observation
        self.seat = SEATS.index(obs["seat"])
        self.rules = rules_from_options(obs.get("options") or {})
        self.dealer = SEATS.index(obs["dealer"])
        self.maker = SEATS.index(obs["maker"]) if obs["maker"] else -1
        first = [call for call in obs["auction"] if call["stage"] == 1]
        self.second_calls = [call for call in obs["auction"] if call["stage"] == 2]
        self.first_calls = first
        first_maker = _high_bidder(first)
        self.first_maker = SEATS.index(first_maker) if first_maker else -1
        # The circuit is over with a bid: the first indicator went back to its owner (304-B6).
        self.second_bid = (len(self.second_calls) == 4
                           and any(call["call"] != "pass" for call in self.second_calls))
        phase = obs["phase"]
        # The second packet is dealt once the first indicator is chosen (304-D3, I3).
        self.second_dealt = phase not in ("auction", "over") and not (
            phase == "indicator" and not self.second_calls)
        self._layout()
        self.opened_first = False        # which reading of an open trump worked last time
        self._cache = {}

    # --- what the seat knows, and the places it does not ---------------------------------
    def _layout(self) -> None:
        obs, seat = self.obs, self.seat
        self.known = [[] for _ in range(4)]       # cards each seat is known to have been dealt
        self.slots = []                           # (kind, seat, data) of each unknown card
        self.voids = [set() for _ in range(4)]    # suits a seat showed it had no more of
        self.tricks = [t["cards"] for t in obs["tricks"]] + ([obs["trick"]] if obs["trick"] else [])
        completed = len(obs["tricks"])
        for index, entries in enumerate(self.tricks):
            led = entries[0]["card"][1]
            for position, entry in enumerate(entries):
                who = SEATS.index(entry["seat"])
                if entry["card"] is not None:
                    self.known[who].append(CARD_INDEX[entry["card"]])
                else:
                    # Face down and unseen: not of the suit led (304-L5); once inspected and
                    # left hidden, no trump (304-H11); nor of a suit its seat showed it had no
                    # more of in an earlier trick (304-L3: it held this card then).
                    earlier = sum(1 << SUITS.index(suit) for suit in self.voids[who])
                    self.slots.append(("down", who, (index, position, led, index < completed,
                                                     earlier)))
                if position and (entry["card"] is None or entry["card"][1] != led):
                    self.voids[who].add(led)
        self.known[seat] += [CARD_INDEX[card] for card in obs["hand"]]
        # The final indicator, when the seat knows it: shown, or the maker's own.
        self.indicator = CARD_INDEX[obs["indicator"]] if obs.get("indicator") else None
        closed = obs["trump"] == "closed"
        if (self.indicator is None and closed and seat == self.maker):
            # The maker cut with it into the trick in progress (the observation then shows
            # the card as played, 304-H9): its card there is the indicator.
            self.indicator = CARD_INDEX[[e["card"] for e in obs["trick"]
                                         if e["seat"] == obs["seat"]][0]]
        self.sampled_indicator = closed and self.indicator is None
        if self.indicator is not None and self.indicator not in self.known[self.maker]:
            self.known[self.maker].append(self.indicator)
        played = {CARD_INDEX[e["card"]] for t in self.tricks for e in t if e["card"]}
        for who in range(4):
            if who == seat:
                continue
            held = obs["hand_sizes"][SEATS[who]]
            if not self.second_dealt:
                held += 4                          # the second packet, not dealt yet
            held -= sum(1 for card in self.known[who] if card not in played)
            self.slots += [("held", who, None)] * held
        if not self.second_dealt:
            self.slots += [("second", seat, None)] * 4
        seen = {card for cards in self.known for card in cards}
        self.pool = [card for card in range(32) if card not in seen]
        self.usable = len(self.pool) == len(self.slots) and obs["phase"] != "over"
        self.void_free = [0b1111 & ~sum(1 << SUITS.index(suit) for suit in voids)
                          for voids in self.voids]

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, rng, attempts: int = ATTEMPTS, weighted: bool = True):
        """A rebuilt Deal consistent with the observation, or None if none was found.
        `weighted=False`: any consistent world, without the prior on the maker's trumps (for
        questions every such world answers alike: the Caps judge, spoilt trumps)."""
        if not self.usable:
            return None
        for _ in range(attempts):
            filled = self._fill(rng)
            if filled is not None:
                deal = self._rebuild(*filled)
                if deal is not None and (not weighted or self._likely(deal, rng)):
                    return deal
        return None

    def _likely(self, deal, rng) -> bool:
        """Keep a world in proportion to how likely the maker's choice of trump is in it: a
        maker bids on its longest strong suit, so a world where it was dealt one or two trumps
        is kept a quarter or half of the time, one with four or more always. (Only when the
        seat is not the maker; the maker knows its own trumps.)"""
        if self.maker < 0 or self.seat == self.maker or deal.trump < 0:
            return True
        trumps = (deal.dealt_mask[self.maker] >> (8 * deal.trump) & 0xFF).bit_count()
        return rng.random() < trumps / 4

    def _fill(self, rng):
        """A card for each unknown place: the indicator first (it fixes the trump), then the
        face-down places, then the hands. Returns (card per place, indicator) or None."""
        pool = self.pool[:]
        rng.shuffle(pool)
        cards = [None] * len(self.slots)
        indicator = self.indicator
        if self.sampled_indicator:
            # One of the maker's unknown places: in its hand, or face down in the trick in
            # progress (where it may have been cut in); never a card left hidden at an
            # inspection (the indicator is revealed when played, 304-H14).
            spots = [i for i, (kind, who, data) in enumerate(self.slots)
                     if who == self.maker and (kind == "held" or (kind == "down" and not data[3]))]
            if not spots:
                return None
            spot = rng.choice(spots)
            indicator = pool.pop()
            cards[spot] = indicator
        trump = indicator >> 3 if indicator is not None else -1
        free = [i for i in range(len(self.slots)) if cards[i] is None]
        # Each place's cards, in the pool's order: the places that allow the same suits (a
        # seat's held places, mostly) share one list, made once.
        by_suits = {}
        options = {}
        for i in free:
            suits = self._suits_allowed(i, trump)
            allowed = by_suits.get(suits)
            if allowed is None:
                allowed = by_suits[suits] = [card for card in pool if suits >> (card >> 3) & 1]
            options[i] = allowed
        # The most constrained places first, each given its cards in the pool's shuffled
        # order, backtracking when a later place is left without one: late in a deal, with
        # voids shown, taking cards greedily fails far more often than not (a seat then
        # found no world to ask the Caps judge on, and missed a call it had to make).
        free.sort(key=lambda i: len(options[i]))
        used = set()
        steps = [FILL_STEPS]

        def place(k: int) -> bool:
            if k == len(free):
                return True
            i = free[k]
            for card in options[i]:
                if card in used:
                    continue
                steps[0] -= 1
                if steps[0] < 0:
                    return False
                used.add(card)
                cards[i] = card
                if place(k + 1):
                    return True
                used.discard(card)
            cards[i] = None
            return False

        return (cards, indicator) if place(0) else None

    def _suits_allowed(self, slot: int, trump: int) -> int:
        """The suits place `slot` may hold, as a mask (bit k: SUITS[k]), the trump being
        `trump` (-1: not known): a face-down card is not of the suit led (304-L5), nor of a
        suit its seat showed void in before (L3), nor a trump if the maker's (H4: the
        indicator, the maker's one face-down trump, is revealed once its trick is over, and
        placed apart in the trick in progress) or, once inspected and left hidden under a
        closed trump, anyone's (H11); a held card not of a suit its seat showed void in.
        Each of these only spares the replay worlds it would refuse: measured along the first
        deals of a strong-bot match, the replay refused 6 candidates in 10 without the earlier
        voids and H4, 1 to 10 in 100 with them."""
        kind, who, data = self.slots[slot]
        if kind == "down":
            _, _, led, inspected, earlier = data
            suits = 0b1111 & ~(1 << SUITS.index(led)) & ~earlier
            if trump >= 0 and (who == self.maker
                               or (inspected and self.obs["trump"] == "closed")):
                suits &= ~(1 << trump)
            return suits
        if kind == "held":
            return self.void_free[who]
        return 0b1111

    def _rebuild(self, cards: list, indicator):
        obs = self.obs
        dealt = [list(known) for known in self.known]
        hidden = {}
        for (kind, who, data), card in zip(self.slots, cards):
            dealt[who].append(card)
            if kind == "down":
                hidden[(data[0], data[1])] = card
        actions = self._auction_actions(dealt, indicator)
        if actions is None:
            return None
        # An open trump may have been opened by the maker before the opening lead (304-O1)
        # or come open later (revealed, exposed): the observation does not always say which.
        readings = [False, True] if obs["trump_open"] else [False]
        if self.opened_first:
            readings.reverse()
        for opened in readings:
            deal = Deal(dealt, self.dealer, self.rules, tuple(obs["tokens"]))
            deal.judging = True       # no narration, no Caps tracking while replaying
            try:
                for action in actions + self._play_actions(hidden, opened):
                    parsed = self._parsed(action)
                    deal.check(*parsed)
                    deal._do(*parsed)
            except EngineError:
                continue
            deal.judging = False
            deal._legal = None
            if same_view(deal, self.seat, obs):
                self.opened_first = opened
                return deal
        return None

    def _parsed(self, action: str) -> tuple:
        """parse_action, remembered: the same strings come back in every candidate."""
        parsed = self._cache.get(action)
        if parsed is None:
            parsed = self._cache[action] = parse_action(action)
        return parsed

    def _auction_actions(self, dealt: list, indicator):
        """The calls and indicators as action strings, with each seat's eight cards put in
        dealt order: the seat's own first packet is its hand during the first auction, and the
        first indicator comes from its maker's first packet (304-I1, D2)."""
        obs, seat = self.obs, self.seat
        if not self.second_dealt:
            own = [CARD_INDEX[card] for card in obs["hand"]]
            dealt[seat] = own + [card for card in dealt[seat] if card not in own]
        actions = [_call_text(call) for call in self.first_calls]
        if not self.second_dealt or self.first_maker < 0:
            return actions
        first = dealt[self.first_maker]
        if self.second_bid:
            # Returned to its owner's hand (304-B6): which card it was is the owner's secret
            # and changes nothing after; any card will do.
            first_indicator = first[0]
        else:
            if indicator is None:
                return None
            first.remove(indicator)
            first.insert(0, indicator)
            first_indicator = indicator
        actions.append(f"{SEATS[self.first_maker]} indicator {CARDS[first_indicator]}")
        actions += [_call_text(call) for call in self.second_calls]
        if self.second_bid and obs["phase"] != "indicator":
            if indicator is None:
                return None
            actions.append(f"{obs['maker']} indicator {CARDS[indicator]}")
        return actions

    def _play_actions(self, hidden: dict, opened: bool) -> list:
        if self.obs["phase"] not in ("play", "over"):
            return []
        actions = [f"{self.obs['maker']} open"] if opened else []
        for index, entries in enumerate(self.tricks):
            for position, entry in enumerate(entries):
                card = entry["card"] or CARDS[hidden[(index, position)]]
                actions.append(f"{entry['seat']} play {card}")
        return actions
