"""Properties of 501 over thousands of random deals (CPython only: hypothesis and long loops).

- B10 invariants: the 120 card points are all captured in a played deal; everyone holds eight
  after the exchange and the talon is empty; scores change exactly as Part B10 says.
- The legal set is exactly what `apply` accepts, and never empty before the end (no dead ends).
- Information: two deals that differ only in cards a seat cannot see give that seat identical
  observations and identical offered actions, at every step.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import EngineError
from engine.game501 import Deal, Game, check_invariants
from engine.game501.actions import format_action, parse_action
from engine.seat_view import addressed_to, observations, seat_view
from engine.game501.tables import DECK, MAX_BID

from engine.game501.random_play import random_move


def check_b10(deal: Deal) -> None:
    """Part B10 (and 501-G2 to 501-G5, 501-Q1, 501-A7) on a finished deal."""
    changes = deal.changes
    if deal.sitting_out is not None:
        assert changes[deal.sitting_out] == 0                             # 501-G5
    if deal.result == "all-passed":                                       # 501-A7
        assert changes == [0] * deal.players and deal.declarer is None
        return
    factor = 2 if deal.blind else 1
    opponents = [seat for seat in deal.order if seat != deal.declarer]
    if deal.result == "conceded":                                         # 501-Q1
        assert changes[deal.declarer] == factor * deal.bid
        assert [changes[seat] for seat in opponents] == [-25, -25]
        assert deal.tricks == []
        return
    assert sum(deal.captured) == 120                                      # B10, 501-C3
    assert len(deal.tricks) == 8 and all(not deal.hands[seat] for seat in deal.order)
    real = deal.real_points()
    made = real[deal.declarer] >= deal.contract
    assert deal.result == ("made" if made else "failed")
    assert changes[deal.declarer] == (-1 if made else 1) * factor * deal.contract   # 501-G2
    for seat in opponents:                                                # 501-G3, 501-BL4
        assert changes[seat] == -real[seat] <= 0
    for seat, _suit, value in deal.marriages:                             # 501-W2, 501-W3
        assert value in (20, 40)


def play_checked(deal: Deal, rng: random.Random, through_strings: bool, every_action: bool = True) -> Deal:
    """Play a deal to its end by random legal moves, checking the invariants on the way (the
    engine's check_invariants after every action when `every_action`)."""
    while not deal.is_over:
        moves = deal.legal_moves()
        assert moves, "a live deal must always offer an action (no dead ends)"
        if deal.phase == "play" and not deal.trick and len(deal.tricks) == 0:
            assert all(len(deal.hands[seat]) == 8 for seat in deal.order)   # B10, 501-E3
            assert deal.talon == []
        move = random_move(deal, rng)
        assert move in moves
        if through_strings:
            deal.apply(format_action(deal.to_act_seat, move))
        else:
            deal.apply_move(move)
        if every_action:
            check_invariants(deal)                                        # B10
    assert deal.to_act is None and deal.legal_actions() == []
    check_invariants(deal)
    check_b10(deal)
    return deal


def test_501_thousands_of_random_deals_keep_the_b10_invariants():
    """Part B10 over 3000 seeded random deals, three and four players, fast path and strings."""
    rng = random.Random(501)
    results = set()
    for seed in range(3000):
        players = 4 if seed % 5 == 0 else 3
        deal = Deal.from_seed(seed, dealer=seed % players, players=players)
        play_checked(deal, rng, through_strings=seed % 4 == 0, every_action=seed % 10 == 0)
        results.add(deal.result)
    assert results == {"made", "failed", "conceded", "all-passed"}


def candidate_actions(deal: Deal) -> list:
    """Actions worth trying in the current state, legal or not, from every seat."""
    letters = "ABCD"[:deal.players]
    candidates = []
    for seat in letters:
        candidates += [f"{seat} look", f"{seat} pass", f"{seat} concede", f"{seat} bid 65",
                       f"{seat} bid 66", f"{seat} bid {MAX_BID}", f"{seat} bid {MAX_BID + 1}"]
        if deal.bid:
            candidates += [f"{seat} bid {deal.bid}", f"{seat} bid {deal.bid + 1}",
                           f"{seat} contract S {deal.bid}", f"{seat} contract NT {deal.bid - 1}",
                           f"{seat} contract H {MAX_BID}"]
        for card in DECK.cards:
            candidates += [f"{seat} play {card}", f"{seat} play {card} marriage"]
            candidates += [f"{seat} give {target} {card}" for target in letters]
    return candidates


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4]), steps=st.integers(0, 40))
def test_501_legal_set_is_exactly_what_apply_accepts(seed, players, steps):
    """`legal_actions()` lists exactly the actions `apply` accepts; refusals change nothing."""
    rng = random.Random(seed)
    deal = Deal.from_seed(seed, dealer=seed % players, players=players)
    for _ in range(steps):
        if deal.is_over:
            break
        deal.apply_move(random_move(deal, rng))
    legal = set(deal.legal_actions())
    for action in candidate_actions(deal):
        probe = Deal.from_seed(seed, dealer=seed % players, players=players)
        probe_rng = random.Random(seed)
        for _ in range(len(deal.history)):
            probe.apply_move(random_move(probe, probe_rng))
        try:
            probe.apply(action)
            accepted = True
        except EngineError:
            accepted = False
        assert accepted == (action in legal), (action, deal.phase)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4]))
def test_501_random_games_carry_scores_and_end_at_zero(seed, players):
    """501-M1 to 501-M4 and 501-D1 over random games: scores carried, the deal passing to the left,
    the game over exactly when someone is at 0 or below, the lowest winning."""
    rng = random.Random(seed)
    game = Game(seed=seed, players=players, scores=[rng.randrange(20, 200) for _ in range(players)])
    first_dealer = game.dealer
    while not game.is_over and len(game.deals) < 60:
        game.apply_move(random_move(game.deal, rng))
    for number, deal in enumerate(game.deals):
        assert deal.dealer == (first_dealer + number) % players
        check_b10(deal)
        if number + 1 < len(game.deals):
            assert min(deal.scores) > 0
            assert game.deals[number + 1].scores_before == deal.scores
    if game.is_over:
        assert min(game.scores) <= 0
        assert game.winners == [seat for seat, score in enumerate(game.scores)
                                if score == min(game.scores)]


# --- Information: a seat's view depends only on what it may see --------------------------------

def seen_by(deal: Deal, seat: int) -> set:
    """Every card `seat` has seen or holds, up to now."""
    seen = set(deal.hands[seat])
    seen |= {card for _leader, cards, _w, _p in deal.tricks for _s, card in cards}
    seen |= {card for _s, card in deal.trick}
    if deal.talon_exposed:
        seen |= set(deal.dealt_talon)
    for target, card in deal.given.items():
        if seat in (target, deal.declarer):
            seen.add(card)
    return seen


def other_world(deal: Deal, seat: int, rng: random.Random):
    """The same deal with the cards `seat` has not seen shuffled among the places they were
    dealt to (other hands, the talon); None if `seat` has seen everything."""
    hidden = sorted(set(DECK.cards) - seen_by(deal, seat) - set(deal.dealt.get(seat, [])))
    if len(hidden) < 2:
        return None
    shuffled = list(hidden)
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))
    hands = {owner: [swap.get(card, card) for card in cards] for owner, cards in deal.dealt.items()}
    talon = [swap.get(card, card) for card in deal.dealt_talon]
    return Deal(hands, talon, deal.dealer, deal.players, deal.scores_before)


def _seat_view(deal: Deal, seat: int, before: int, action) -> dict:
    """The seat's whole view (engine.seat_view) after `action`: events since `before`."""
    letter_ = "ABCD"[seat]
    observation = observations(deal, [letter_])[letter_]
    return seat_view(observation, addressed_to(deal.events[before:], letter_), "en", action)


def _answer(deal: Deal, text: str):
    try:
        deal.check(*parse_action(text, deal.players))
    except EngineError as error:
        return error.code, error.params
    return "accepted"


def _tries(deal: Deal, seat: int, rng: random.Random) -> list:
    """Actions the seat might try now: cards, gives, calls, contracts."""
    letter_ = "ABCD"[seat]
    cards = rng.sample(DECK.cards, 5)
    other = "ABCD"[rng.choice([s for s in deal.order if s != seat])]
    return ([f"{letter_} play {card}" for card in cards] + [f"{letter_} give {other} {cards[0]}"]
            + [f"{letter_} {rng.choice(['look', 'pass', 'bid 100', 'concede', 'contract S 120'])}"])


def test_501_a_seat_cannot_tell_deals_apart_by_cards_it_cannot_see():
    """DESIGN "Seat views": two deals that differ only in cards a seat cannot see give that seat
    identical observations, offered actions, whole seat views (table, titles, narration of the
    events addressed to it) and answers to the actions it tries, at every step."""
    rng = random.Random(4)
    compared = tried = 0
    for seed in range(600):
        players = 4 if seed % 4 == 0 else 3
        deal = Deal.from_seed(seed, dealer=seed % players, players=players)
        history_rng = random.Random(seed)
        stop = rng.randrange(1, 40)
        while not deal.is_over and len(deal.history) < stop:
            deal.apply_move(random_move(deal, history_rng))
        seat = rng.choice(deal.order)
        for _attempt in range(20):
            twin = other_world(deal, seat, rng)
            if twin is None:
                break
            original = Deal(deal.dealt, deal.dealt_talon, deal.dealer, deal.players, deal.scores_before)
            try:
                for step, (actor, move) in enumerate(deal.history):
                    assert original.observation(seat) == twin.observation(seat), (seed, step)
                    if original.to_act_seat == seat:
                        assert original.legal_actions() == twin.legal_actions(), (seed, step)
                    for text in _tries(original, seat, rng):
                        assert _answer(original, text) == _answer(twin, text), (seed, step, text)
                        tried += 1
                    action = format_action(actor, move)
                    before = len(original.events), len(twin.events)
                    twin.apply(action)       # (first: it may be refused in the twin)
                    original.apply(action)
                    if not original.is_over:      # (the last card: scores are counted openly)
                        assert (_seat_view(original, seat, before[0], action)
                                == _seat_view(twin, seat, before[1], action)), (seed, step)
            except EngineError:
                continue      # the shuffle broke a rule the others' public play revealed
            assert original.observation(seat) == twin.observation(seat)
            if not original.is_over and original.to_act_seat == seat:
                assert original.legal_actions() == twin.legal_actions()
            compared += 1
            break
    assert compared > 300 and tried > 20000
