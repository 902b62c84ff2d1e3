"""The bots (engine.bots, issue #17): how long a decision takes, and how strong "strong" is.

    python bench/bench_bots.py [--timing-deals 6] [--deals 40] [--budget 200]

Decision time: a fixed set of seeded deals of each game played by four (501: three) strong
bots; every `choose` is timed, in CPU time (`time.process_time`: on a shared machine the
other processes' load does not count). Prints `bots 304 strong decision median: N ms`, `... worst`,
and the median over the card plays with a real choice (two legal cards or more).
bench/run.py runs this file on CPython and inside Pyodide (Node) and prints both side by side.

Strength (CPython only: too long for Pyodide, and the same figures): duplicate deals, each
played twice with the sides' cards swapped, so that the cards cancel out —
- 304: the strong bots hold A–C and the other bots B–D, then the other way round; the figure
  is the strong side's tokens won per deal (304-J1), averaged over both plays;
- 501: the strong bot holds one hand (a different seat each deal) against two others, then
  that hand is played by the other bot against two strong bots; the figure is the real points
  that hand's score gains (501-G2, G3: the score counts down, so a gain is a fall) with the
  strong bot minus with the other, halved.
Against "beginner", and against the simple rule-based bot below (its highest card that wins
the trick, else its lowest; bids by the points in its hand). Each with a 95% confidence
interval (normal approximation). The invariants are checked after every action of these deals
(the strong bots' long run; tests/engine/test_bots.py plays the 1,000-match runs). The issue's goal is 2,000 deals: `--deals 2000` (about
CPU-hours on a shared machine; measured figures in the README).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

try:
    import engine  # noqa: F401
except ImportError:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import bots, games
from engine.app import calls, match, review, turns, worth, worth_words
from engine.app.state import replay
from engine.bots import selfplay
from engine.cards import DECK_304, DECK_501

IN_PYODIDE = sys.platform == "emscripten"


# --- the rule-based bot -------------------------------------------------------------------------
def _power(card: str, led: str, trump, deck) -> int:
    if card[1] == trump:
        return 200 + deck.strength(card)
    if card[1] == led:
        return 100 + deck.strength(card)
    return 0


def _card_choice(cards: list, trick: list, trump, deck) -> str:
    """Its highest card that wins the trick, else its lowest (leading: its highest)."""
    by_strength = sorted(cards, key=lambda c: (deck.strength(c), deck.card_points(c)))
    if not trick:
        return by_strength[-1]
    led = trick[0][1]
    best = max(_power(card, led, trump, deck) for card in trick)
    winners = [c for c in by_strength if _power(c, led, trump, deck) > best]
    return winners[-1] if winners else by_strength[0]


def rule_bot(game, observation, legal, seed) -> str:
    seat = observation["seat"]
    verbs = {}
    for action in legal:
        verbs.setdefault(action.split()[1], []).append(action)
    deck = DECK_304 if game == "304" else DECK_501
    points = sum(deck.card_points(card) for card in observation["hand"])
    if "caps" in verbs:              # an obligation of the rules (304-K3), judged exactly
        from engine import bots
        return bots.choose(game, observation, legal, seed, "beginner")
    if "play" in verbs:
        trump = observation["trump"] if observation["trump"] in tuple("SHDC") else None
        trick = [entry["card"] for entry in observation["trick"] if entry.get("card")]
        cards = {action.split()[2]: action for action in verbs["play"]}
        return cards[_card_choice(sorted(cards), trick, trump, deck)]
    if "look" in verbs:
        return verbs["look"][0]
    if "bid" in verbs:
        enough = points >= (40 if game == "304" else 45)
        if enough and observation.get("high_bid") is None and observation.get("bid") is None:
            return verbs["bid"][0]
    if "indicator" in verbs:         # the suit with the most points, its lowest card
        suits = {}
        for card in observation["hand"]:
            suits[card[1]] = suits.get(card[1], 0) + deck.card_points(card) + 1
        suit = max(suits, key=suits.get)
        options = [a for a in verbs["indicator"] if a.split()[2][1] == suit] or verbs["indicator"]
        return min(options, key=lambda a: deck.strength(a.split()[2]))
    if "contract" in verbs:          # the longest suit, at the bid
        counts = {}
        for card in observation["hand"]:
            counts[card[1]] = counts.get(card[1], 0) + 1
        suit = max(counts, key=counts.get)
        return f"{seat} contract {suit} {observation['bid']}"
    if "give" in verbs:
        return min(verbs["give"], key=lambda a: (deck.card_points(a.split()[3]),
                                                  deck.strength(a.split()[3])))
    if "pass" in verbs:
        return verbs["pass"][0]
    return legal[0]


# --- decision time --------------------------------------------------------------------------
def decision_times(game: str, deals: int, budget: int) -> tuple:
    """(every decision's time, the times of card plays with a choice of two cards or more)."""
    times, plays = [], []

    def timer(seconds, observation):
        times.append(seconds)
        if observation["phase"] == "play" and len(observation["legal"]) > 1:
            plays.append(seconds)
    for seed in range(deals):
        deal = games.random_deal(game, 9000 + seed)
        selfplay.play_deal(game, deal, {s: "strong" for s in "ABCD"}, seed, budget, timer=timer,
                           clock=time.process_time)
    return times, plays


# --- the review of a deal ------------------------------------------------------------------
def reviewed_deal(game: str, seed: int, budget: int):
    """A practice match's first deal played out by strong bots at every seat (the reader's seat
    too), as the Play page keeps it; None when it ended without a card played."""
    state = match.start(game, "A", "strong", {}, seed)
    while True:
        deal, _ = replay(state["deals"][-1])
        if deal.is_over:
            break
        observation = deal.observation(deal.to_act)
        action = bots.choose(game, observation, observation["legal"], seed, "strong", budget)
        state = turns.with_action(state, action)
    return state if any(" play " in a for a in state["deals"][-1]["actions"]) else None


def review_times(game: str, deals: int, budget: int) -> tuple:
    """(first pass, whole review, calls) times of each deal, as the page asks for them: the
    first pass in parts of 700 ms with the first pass's node limit, then each card cut there
    weighed again without a limit, the last first (the page's second pass), then the calls by
    open hands with each trump (#24, calls.calls: the page asks for them between the two passes;
    they search tables of their own, so their time does not depend on when)."""
    firsts, wholes, call_times, worth_times = [], [], [], []
    seed = 0
    while len(firsts) < deals:
        seed += 1
        state = reviewed_deal(game, 7000 + seed, budget)
        if state is None:
            continue
        review.forget_review_tables()
        started = time.process_time()
        items, first = [], 0
        while first is not None:
            part = review.review(state, 0, first, "en", budget, 700,
                                 solve_limit=review.REVIEW_SOLVE_LIMIT)
            items += part["items"]
            first = part["next"]
        firsts.append(time.process_time() - started)
        for at, item in reversed(list(enumerate(items))):       # the last first, as the page
            if item["open"]["cut"]:
                review.review(state, 0, at, "en", budget, 0, solve_limit=None)
        wholes.append(time.process_time() - started)
        started = time.process_time()
        calls.calls(state, 0)
        call_times.append(time.process_time() - started)
        worth.forget_worth()     # #28: what the reader's cards were worth, all deals drawn
        started = time.process_time()
        worth_words.figures(worth_words.in_review(state, 0), None)
        worth_times.append(time.process_time() - started)
    return firsts, wholes, call_times, worth_times


# --- strength ---------------------------------------------------------------------------------
def duplicate_304(seed: int, other, budget: int) -> float:
    """The strong side's tokens per deal, averaged over the two plays of one deal."""
    gains = []
    for strong_seats, strong_side in (("AC", 0), ("BD", 1)):
        deal = games.random_deal("304", seed, dealer=seed % 4)
        players = {s: ("strong" if s in strong_seats else other) for s in "ABCD"}
        selfplay.play_deal("304", deal, players, seed, budget, selfplay.check_after("304"))
        gains.append(deal.tokens[strong_side] - deal.tokens_before[strong_side])
    return sum(gains) / 2


def duplicate_501(seed: int, other, budget: int) -> float:
    """Real points gained by one hand with the strong bot minus with the other bot, halved."""
    hand = "ABC"[seed % 3]
    gains = []
    for strong_here in (True, False):
        deal = games.random_deal("501", seed, dealer=seed % 3)
        players = {s: ("strong" if (s == hand) == strong_here else other) for s in "ABC"}
        selfplay.play_deal("501", deal, players, seed, budget, selfplay.check_after("501"))
        gains.append(-deal.changes["ABC".index(hand)])
    return (gains[0] - gains[1]) / 2


def interval(values: list) -> tuple:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="(accepted for bench/run.py)")
    parser.add_argument("--timing-deals", type=int, default=6)
    parser.add_argument("--review-deals", type=int, default=6)
    parser.add_argument("--deals", type=int, default=40, help="duplicate deals per pairing")
    parser.add_argument("--budget", type=int, default=200, help="the bots' budget_ms")
    args = parser.parse_args(argv)
    for game in ("304", "501"):
        times, plays = decision_times(game, args.timing_deals, args.budget)
        print(f"bots {game} strong decision median: {statistics.median(times) * 1000:.1f} ms")
        print(f"bots {game} strong decision worst: {max(times) * 1000:.1f} ms")
        print(f"bots {game} strong card choice median: {statistics.median(plays) * 1000:.1f} ms")
        print(f"  ({len(times)} decisions over {args.timing_deals} seeded deals, {len(plays)} of "
              f"them card plays with a choice; budget {args.budget} ms)")
    for game in ("304", "501"):
        firsts, wholes, call_times, worth_times = review_times(game, args.review_deals,
                                                               args.budget)
        print(f"bots {game} review first pass median: {statistics.median(firsts) * 1000:.0f} ms")
        print(f"bots {game} review first pass worst: {max(firsts) * 1000:.0f} ms")
        print(f"bots {game} review complete median: {statistics.median(wholes) * 1000:.0f} ms")
        print(f"bots {game} review complete worst: {max(wholes) * 1000:.0f} ms")
        print(f"bots {game} review calls median: {statistics.median(call_times) * 1000:.0f} ms")
        print(f"bots {game} review calls worst: {max(call_times) * 1000:.0f} ms")
        added = [c / w for c, w in zip(call_times, wholes)]
        print(f"bots {game} review calls added: {statistics.median(added):.2f} x median, "
              f"{max(added):.2f} x worst (of the complete review)")
        median, worst = statistics.median(worth_times), max(worth_times)
        print(f"bots {game} review worth median: {median * 1000:.0f} ms")
        print(f"bots {game} review worth worst: {worst * 1000:.0f} ms")
        added = [w / c for w, c in zip(worth_times, wholes)]
        print(f"bots {game} review worth added: {statistics.median(added):.2f} x median, "
              f"{max(added):.2f} x worst (of the complete review; drawn after it)")
        print(f"  (every card of {args.review_deals} seeded deals; the page shows the review "
              "after the first pass, and the cards cut there fill in after)")
    if IN_PYODIDE or args.deals <= 0:
        return 0
    for game, duplicate, unit in (("304", duplicate_304, "tokens/deal"),
                                  ("501", duplicate_501, "points/deal")):
        for name, other in (("beginner", "beginner"), ("rule-based bot", rule_bot)):
            started = time.perf_counter()
            values = [duplicate(seed, other, args.budget) for seed in range(args.deals)]
            mean, low, high = interval(values)
            print(f"bots {game} strong vs {name}: {mean:+.3f} {unit}")
            print(f"  (95% CI {low:+.3f} to {high:+.3f}, {args.deals} duplicate deals, "
                  f"{time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
