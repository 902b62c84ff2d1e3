"""Deals of 501 a seat cannot tell apart from the real one, sampled from its observation alone
(the 501 counterpart of deal_sampler304; the same test keeps a world: every action of the history
replays legally in it and the seat's observation of it is the one it was given,
`engine.possible_deals.same_view`).

Unseen by a seat: the other hands; the talon until it is exposed (501-E1); for an opponent of
the declarer, the card given to the other opponent (501-E3), and so where the talon cards the
declarer kept now lie. A world places each unseen card where the seat's shown voids allow
(501-L2, L3: a seat that did not follow has no card of the suit led, and one that did not
trump either has no trump), then rebuilds the deal as dealt: each hand is what it holds now
and played, less the card it was given; the declarer's is what it held, played and gave,
less the talon. One prior is added to what the rules say: a declarer usually holds several of
the trumps it chose (`_likely`).
"""

from engine.errors import EngineError
from engine.game501.deal import Deal
from engine.game501.tables import DECK
from engine.possible_deals import same_view

ATTEMPTS = 30
LETTERS = "ABCD"


def _call_text(call: dict) -> str:
    if call["call"] == "bid":
        return f"{call['seat']} bid {call['value']}"
    return f"{call['seat']} {call['call']}"


class Sampler:
    """Draws worlds consistent with one observation of 501 (`draw`), from a seeded rng."""

    def __init__(self, observation: dict):
        obs = self.obs = observation
        self.me = obs["seat"]
        self.order = list(obs["order"])
        self.declarer = obs["declarer"]
        self.talon = list(obs["talon"]) if obs["talon"] else None
        self.given = dict(obs["given"])
        tricks = [t["cards"] for t in obs["tricks"]] + ([obs["trick"]] if obs["trick"] else [])
        self.tricks = tricks
        self.played = {seat: [] for seat in self.order}
        self.voids = {seat: set() for seat in self.order}
        trump = obs["trump"] if obs["trump"] in tuple("SHDC") else None
        for entries in tricks:
            led = entries[0]["card"][1]
            for entry in entries:
                card, who = entry["card"], entry["seat"]
                self.played[who].append(card)
                if card[1] != led:
                    self.voids[who].add(led)               # 501-L2
                    if trump and card[1] != trump:
                        self.voids[who].add(trump)         # 501-L3
        self.usable = obs["phase"] != "over"

    def draw(self, rng, attempts: int = ATTEMPTS):
        if not self.usable:
            return None
        for _ in range(attempts):
            deal = self._attempt(rng)
            if deal is not None and self._likely(deal, rng):
                return deal
        return None

    def _likely(self, deal, rng) -> bool:
        """Keep a world in proportion to how likely the declarer's trump is in it: it chose its
        longest suit (501-E2), so a world where it held one or two of the trumps is kept a
        quarter or half of the time, one with four or more always (the declarer itself, and
        no-trump, need no such prior)."""
        trump = self.obs["trump"]
        if self.declarer in (None, self.me) or trump not in tuple("SHDC"):
            return True
        seat = LETTERS.index(self.declarer)
        held = list(deal.dealt[seat]) + list(deal.dealt_talon)
        return rng.random() < sum(1 for card in held if card[1] == trump) / 4

    def _attempt(self, rng):
        obs, me = self.obs, self.me
        mine = set(obs["hand"]) | set(self.played[me])
        seen = mine | {c for cards in self.played.values() for c in cards}
        if self.talon:
            seen |= set(self.talon)
        seen |= {card for card in self.given.values() if card}
        pool = [card for card in DECK.cards if card not in seen]
        rng.shuffle(pool)
        # Cards whose holder the seat knows without seeing them there: the talon cards the
        # declarer kept (for its opponents), and the card given to the other opponent.
        holds = {seat: [] for seat in self.order}
        hidden_give = None
        for target, card in self.given.items():
            if card and target != me and card not in self.played[target]:
                holds[target].append(card)               # the card it was given, seen
        if self.talon and self.declarer != me:
            gone = {c for cards in self.played.values() for c in cards} | set(obs["hand"])
            kept = [c for c in self.talon if c not in gone and c not in self.given.values()]
            secret = [t for t, card in self.given.items() if card is None]
            if secret:
                other = secret[0]
                played_talon = [c for c in self.played[other] if c in self.talon]
                if played_talon:
                    hidden_give = played_talon[0]            # it can only have come from D
                elif kept and rng.random() < len(kept) / (len(kept) + 7):
                    hidden_give = rng.choice(kept)
                    holds[other].append(hidden_give)
                if hidden_give in kept:
                    kept.remove(hidden_give)
            holds[self.declarer] += kept
        hands = {}
        for seat in self.order:
            if seat == me:
                hands[seat] = list(obs["hand"])
                continue
            size = obs["hand_sizes"][seat] - len(holds[seat])
            if size < 0:
                return None
            cards = list(holds[seat])
            for _ in range(size):
                for k, card in enumerate(pool):
                    if card[1] not in self.voids[seat]:
                        cards.append(pool.pop(k))
                        break
                else:
                    return None
            hands[seat] = cards
        talon = self.talon if self.talon else pool[:3]
        if not self.talon:
            pool = pool[3:]
        if pool:
            return None
        if self.talon and self.declarer != me and any(c is None for c in self.given.values()):
            other = next(t for t, card in self.given.items() if card is None)
            if hidden_give is None:
                choices = [c for c in hands[other] + self.played[other] if c not in self.talon]
                if not choices:
                    return None
                hidden_give = rng.choice(choices)
            given = dict(self.given)
            given[other] = hidden_give
        else:
            given = self.given
        return self._rebuild(hands, talon, given)

    def _rebuild(self, hands: dict, talon: list, given: dict):
        obs = self.obs
        dealt = {}
        for seat in self.order:
            cards = set(hands[seat]) | set(self.played[seat])
            if seat == self.declarer:
                cards |= {card for card in given.values() if card}
                cards -= set(talon)
            else:
                cards -= {given.get(seat)} if given.get(seat) else set()
            dealt[LETTERS.index(seat)] = sorted(cards)
        if any(len(cards) != 7 for cards in dealt.values()):
            return None
        scores = [obs["scores_before"][LETTERS[i]] for i in range(obs["players"])]
        try:
            deal = Deal(dealt, talon, LETTERS.index(obs["dealer"]), obs["players"], scores)
            for action in self._history(given):
                deal.apply(action)
        except EngineError:
            return None
        return deal if same_view(deal, self.me, obs) else None

    def _history(self, given: dict) -> list:
        obs = self.obs
        actions = [_call_text(call) for call in obs["auction"]]
        if obs["contract"] is not None:
            actions.append(f"{self.declarer} contract {obs['trump']} {obs['contract']}")
        for target, card in given.items():
            actions.append(f"{self.declarer} give {target} {card}")
        declared = {(m["seat"], m["suit"]) for m in obs["marriages"]}
        for entries in self.tricks:
            for position, entry in enumerate(entries):
                card, who = entry["card"], entry["seat"]
                text = f"{who} play {card}"
                if position == 0 and card[0] in "KQ" and (who, card[1]) in declared:
                    declared.discard((who, card[1]))          # 501-W1: declared on this lead
                    text += " marriage"
                actions.append(text)
        return actions
