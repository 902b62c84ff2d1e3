"""501's invariants (engine.game501.invariants, RULES.md B10) after every action of thousands of
random deals, three and four players (the only option of 501: `players`, 501-C1, C-49), with
random scores before the deal, and random or malformed action strings mixed in: a refused
action must raise an `EngineError` and leave every seat's observation and the legal actions,
and the deal's whole state, as they were; an accepted one must have been legal.

CPython only (long loops and monkeypatch; the Pyodide runner skips `*_properties` files).
`ENGINE_INVARIANT_DEALS` sets the number of deals (default 300, 1500 with LONG_PROPERTIES=1:
tests/engine/sizes.py), `ENGINE_INVARIANT_SEED` the first deal's number (default 0); the deals
of HARD_DEALS are played in every run.
"""

import os
import random

import pytest

from engine.errors import EngineError, InvariantError
from engine.game501 import Deal, Game, check_invariants, deal_from_scenario
from engine.game501 import scoring, tricks
from engine.game501.actions import format_action
from engine.game501.random_play import random_move
from engine.game501.tables import DECK, MAX_BID
from engine.scenarios import fingerprint
from tests.engine.sizes import size
from tests.engine.test_501_support import play_seed_deal

DEALS = size(300, 1500, "ENGINE_INVARIANT_DEALS")
FIRST = int(os.environ.get("ENGINE_INVARIANT_SEED", "0"))
# Deals played in every run: a random action string in which a player void in the suit led
# discards while holding a trump (501-L3; they caught 501-must-trump-check of tools/mutants.py).
HARD_DEALS = (465, 886)


JUNK = ["A", "", "A fly", "E pass", "A bid", "A bid abc", "A bid -5", "A contract", "A contract X 100",
        "A contract S", "A give", "A give B", "A give B XX", "A play", "A play XX", "A play KS wedding",
        "A play KS marriage now", "A look twice", "A concede 80", "AB pass", "A bid ²",
        "A bid ٨٠", "A contract S ³", "A contract ♠ 100", "A give ² 9H", "A play ⅩH"]


def _write_card(card: str, rng) -> str:
    form = rng.randrange(4)
    if form == 1 and card[0] == "T":
        return "10" + card[1]
    if form == 2:
        return card[0] + "♠♥♦♣"["SHDC".index(card[1])]
    if form == 3:
        return card.lower()
    return card


def random_text(deal, rng) -> str:
    """A random action string, legal or not, well formed or not (seat D too with three)."""
    seat = rng.choice("ABCD")
    card = _write_card(rng.choice(DECK.cards), rng)
    bid = deal.bid or 66
    kind = rng.randrange(9)
    if kind == 0:
        return rng.choice(JUNK).replace("A", seat, 1)
    if kind == 1:
        return f"{seat} {rng.choice(['look', 'pass', 'concede'])}"
    if kind == 2:
        return f"{seat} bid {rng.choice([0, 65, 66, bid - 1, bid, bid + 1, MAX_BID, MAX_BID + 1])}"
    if kind == 3:
        trump = rng.choice(["S", "H", "D", "C", "NT", "♠", "nt"])
        return f"{seat} contract {trump} {rng.choice([bid - 1, bid, bid + 5, MAX_BID, MAX_BID + 1])}"
    if kind == 4:
        return f"{seat} give {rng.choice('ABCD')} {card}"
    if kind == 5:
        return f"{seat} play {card} marriage"
    return f"{seat} play {card}"


def attempt(deal, text: str, must_accept: bool = False, where: str = "") -> bool:
    legal = set(deal.legal_actions())
    before = fingerprint(deal, internal=True)
    try:
        deal.apply(text)
    except EngineError as error:
        assert fingerprint(deal, internal=True) == before, f"{where}: refused {text!r} ({error.code}) but changed"
        assert not must_accept, f"{where}: {text!r} refused ({error.code})"
        return False
    canonical = deal.history[-1]
    assert format_action(*canonical) in legal, f"{where}: {text!r} accepted but not legal"
    return True


def new_deal(number: int, rng) -> Deal:
    players = 4 if number % 3 == 0 else 3
    dealer = rng.randrange(players)
    scores = None if number % 2 else [rng.randrange(-100, 600) for _ in range(players)]
    if number % 5 == 0:                                   # through the scenario path
        scenario = {"game": "501", "dealer": "ABCD"[dealer], "seed": number,
                    "options": {"players": players}}
        if scores:
            scenario["scores"] = scores
        return deal_from_scenario(scenario)
    return Deal.from_seed(number, dealer=dealer, players=players, scores=scores)


def run_deal(number: int, counts: dict, attempt_rate: float = 0.2) -> Deal:
    rng = random.Random(number)
    deal = new_deal(number, rng)
    where = f"deal {number} ({deal.players} players)"
    check_invariants(deal)
    while not deal.is_over:
        step = f"{where} after {len(deal.history)} actions"
        if rng.random() < attempt_rate:
            accepted = attempt(deal, random_text(deal, rng), where=step)
            counts[accepted] = counts.get(accepted, 0) + 1
        else:
            move = random_move(deal, rng)
            if rng.random() < 0.3:
                text = format_action(deal.to_act_seat, move)
                words = text.split()
                if words[1] in ("play", "give"):
                    index = 2 if words[1] == "play" else 3
                    words[index] = _write_card(words[index], rng)
                attempt(deal, " ".join(words), must_accept=True, where=step)
            else:
                deal.apply_move(move)
        try:
            check_invariants(deal)
        except InvariantError as error:
            raise AssertionError(f"{where}, after {deal.history[-3:]}: {error}") from error
    return deal


def test_501_invariants_hold_after_every_action_of_random_deals():
    counts, results = {}, {}
    for number in sorted(set(range(FIRST, FIRST + DEALS)) | set(HARD_DEALS)):
        deal = run_deal(number, counts)
        key = (deal.players, deal.result)
        results[key] = results.get(key, 0) + 1
    assert counts.get(True) and counts.get(False)
    for players in (3, 4):
        assert {(players, result) for result in ("made", "failed", "conceded", "all-passed")} \
            <= set(results), results


def test_501_invariants_hold_across_games():
    """501-M1 to M4: deals strung together, scores carried; every deal keeps the invariants."""
    for seed in range(40):
        rng = random.Random(seed)
        players = 3 + seed % 2
        game = Game(seed=seed, players=players, scores=[rng.randrange(20, 300) for _ in range(players)])
        while not game.is_over and len(game.deals) < 30:
            game.apply_move(random_move(game.deal, rng))
            check_invariants(game.deal)
        for deal in game.deals:
            check_invariants(deal)
        for before, after in zip(game.deals, game.deals[1:]):
            assert after.scores_before == before.scores


# --- The invariants catch a broken engine -------------------------------------------------------

def _play_until_broken(deals: int = 200) -> str:
    rng = random.Random(1)
    for number in range(deals):
        players = 4 if number % 3 == 0 else 3
        deal = Deal.from_seed(number, dealer=number % players, players=players)
        while not deal.is_over:
            deal.apply_move(random_move(deal, rng))
            try:
                check_invariants(deal)
            except InvariantError as error:
                return str(error)
    return ""


def test_a_card_kept_in_hand_is_caught(monkeypatch):
    original = Deal._play

    def keeps(self, seat, card, declared):
        hand = list(self.hands[seat])
        original(self, seat, card, declared)
        self.hands[seat] = hand

    monkeypatch.setattr(Deal, "_play", keeps)
    assert "cards conserved" in _play_until_broken()


def test_wrong_trick_points_are_caught(monkeypatch):
    original = tricks.trick_points
    monkeypatch.setattr(tricks, "trick_points", lambda cards: original(cards) + 1)
    assert "501-C3 trick points" in _play_until_broken()


def test_not_following_suit_is_caught(monkeypatch):
    monkeypatch.setattr(tricks, "playable_cards", lambda hand, led, trump: list(hand))
    assert "501-L2 follow suit" in _play_until_broken()


def test_a_blind_contract_not_doubled_is_caught(monkeypatch):
    original = scoring.played_changes
    monkeypatch.setattr(scoring, "played_changes", lambda players, order, declarer, contract, blind,
                        real: original(players, order, declarer, contract, False, real))
    assert "score changes" in _play_until_broken()


# --- Broken states ------------------------------------------------------------------------------

def test_the_seed_example_keeps_the_invariants_and_breaks_when_tampered():
    for tricks_played in range(9):
        check_invariants(play_seed_deal(tricks=tricks_played))
    deal = play_seed_deal(tricks=3)
    deal.hands[0].append(deal.hands[1][0])
    with pytest.raises(InvariantError, match="more than one place"):
        check_invariants(deal)
    deal = play_seed_deal()
    deal.changes[1] -= 1
    with pytest.raises(InvariantError, match="501-G2"):
        check_invariants(deal)
    deal = play_seed_deal(tricks=4)
    deal.captured[2] += 3
    with pytest.raises(InvariantError, match="501-G1 points captured"):
        check_invariants(deal)
