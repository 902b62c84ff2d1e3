"""Find puzzle positions in seeded random deals (issue #15): a tool for puzzle authors.

    python tools/find_puzzles.py closed  [--seeds 0:200]   # 304, trump closed: face down / cut
    python tools/find_puzzles.py caps    [--seeds 0:200]   # 304: Caps just became provable
    python tools/find_puzzles.py play501 [--seeds 0:200]   # 501: which card, late in the deal

Each candidate is printed as a scenario TOML (hands, steps) with the engine's values, so that
an author can pick the instructive ones, write the question, hints and explanation in both
languages, and let the build prove them (tutorials/puzzles.py, tutorials/fairness.py). Kept:
a unique best card and a value gap of at least `--gap` points (which card), or a Caps call
that is provable now but was not one card earlier (caps). Deterministic: the same seeds give
the same candidates.
"""

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import games  # noqa: E402
from engine.game304 import caps, solver as solver304  # noqa: E402
from engine.game304.tables import CARDS  # noqa: E402

RANKS = "J9ATKQ87"
RANDOM = False


def deal_304(seed: int) -> dict:
    rng = random.Random(seed)
    cards = [rank + suit for suit in "SHDC" for rank in RANKS]
    rng.shuffle(cards)
    return {"game": "304", "id": f"seed-{seed}", "title": "t", "dealer": "D", "tokens": [11, 11],
            "hands": {seat: " ".join(cards[8 * i:8 * i + 8]) for i, seat in enumerate("ABCD")}}


def _toml(scenario: dict, steps: list) -> str:
    out = [f'game = "{scenario["game"]}"', f'dealer = "{scenario["dealer"]}"', "", "[hands]"]
    out += [f'{seat} = "{cards}"' for seat, cards in scenario["hands"].items()]
    for step in steps:
        out += ["", "[[steps]]", f'do = "{step}"']
    return "\n".join(out)


def _auction_304(scenario: dict, rng) -> list:
    """D makes at 160 on its strongest suit of its first four cards; everyone else passes."""
    first = scenario["hands"]["D"].split()[:4]
    suit = max("SHDC", key=lambda s: sum(card[1] == s for card in first) * 100
               + sum(30 if c[0] == "J" else 20 if c[0] == "9" else 1 for c in first if c[1] == s))
    indicator = min((card for card in first if card[1] == suit), key=lambda c: RANKS.index(c[0]) * -1)
    return ["A pass; B pass; C pass; D bid 160; A pass; B pass; C pass",
            f"D indicator {indicator}; D pass; A pass; B pass; C pass"]


def _which(values: dict, gap: int):
    plays = {m: v for m, v in values.items() if m.split()[1] == "play"}
    if len(plays) < 2:
        return None
    ranked = sorted(plays.values(), reverse=True)
    if ranked[0] - ranked[1] < gap:
        return None
    return max(plays, key=plays.get), plays


def closed(seeds, gap: int, tricks_left: int) -> None:
    for seed in seeds:
        scenario = deal_304(seed)
        rng = random.Random(seed)
        steps = _auction_304(scenario, rng)
        deal = games.deal_from_scenario({**scenario, "steps": []})
        for step in steps:
            for action in step.split("; "):
                deal.apply(action)
        played = []
        while not deal.is_over and deal.closed:
            sys.stdout.flush()
            left = 8 - len(deal.tricks)
            legal = [a for a in deal.legal_actions() if a.split()[1] == "play"]
            if left <= tricks_left and deal.trick and len(legal) > 1:
                led = CARDS[deal.trick[0][1]][1]
                hand = [a.split()[2] for a in legal]
                void = all(card[1] != led for card in hand)
                seat = deal.to_act
                maker = "ABCD"[deal.maker]
                if void and (seat != maker or any(c == CARDS[deal.indicator] for c in hand)):
                    found = _which(solver304.move_values(deal), gap)
                    if found:
                        best, plays = found
                        print(f"# seed {seed}: {seat} to play, maker {maker}, indicator "
                              f"{CARDS[deal.indicator]}, best {best}, values {plays}")
                        print(_toml(scenario, steps + _group(played)))
                        print()
                        break
            if not legal:
                break
            # The history is played well (the solver's best card, ties by text), so that the
            # position is one a good table reaches; `--random` plays it at random instead.
            if RANDOM:
                action = rng.choice(legal)
            else:
                values = solver304.move_values(deal)
                plays = {m: v for m, v in values.items() if m in legal}
                action = max(plays, key=lambda m: (plays[m], m))
            deal.apply(action)
            played.append(action)


def _group(played: list) -> list:
    """Plays grouped four by four (a step per trick, as the puzzle files write them)."""
    return ["; ".join(played[i:i + 4]) for i in range(0, len(played), 4)]


def caps(seeds, max_cards: int) -> None:
    """A deal played with the solver's best cards until the side to act could call Caps."""
    for seed in seeds:
        scenario = deal_304(seed)
        rng = random.Random(seed)
        steps = _auction_304(scenario, rng)
        scenario["options"] = {"caps_enforcement": "off"}
        deal = games.deal_from_scenario({**scenario, "steps": []})
        for step in steps:
            for action in step.split("; "):
                deal.apply(action)
        played, before = [], None
        while not deal.is_over:
            seat = deal.turn
            cards = deal.remaining_cards(seat).bit_count()
            if cards <= max_cards and not deal.trick and not deal.side_tricks[1 - seat % 2] \
                    and deal.tricks:
                now = caps.provable(deal, seat)
                if now and before is False:
                    print(f"# seed {seed}: {'ABCD'[seat]} to lead with {cards} cards: Caps "
                          f"provable now, not one trick earlier")
                    print(_toml(scenario, steps + _group(played)))
                    print()
                    break
                before = now
            values = solver304.move_values(deal)
            plays = {m: v for m, v in values.items() if m.split()[1] == "play"}
            if not plays:
                break
            action = max(plays, key=lambda m: (plays[m], m))
            deal.apply(action)
            played.append(action)


def main(argv: list) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=("closed", "caps", "play501"))
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--gap", type=int, default=10)
    parser.add_argument("--tricks-left", type=int, default=4)
    parser.add_argument("--cards", type=int, default=5)
    parser.add_argument("--random", action="store_true", help="play the history at random")
    args = parser.parse_args(argv)
    global RANDOM
    RANDOM = args.random
    low, high = map(int, args.seeds.split(":"))
    if args.kind == "closed":
        closed(range(low, high), args.gap, args.tricks_left)
    elif args.kind == "caps":
        caps(range(low, high), args.cards)
    else:
        play501(range(low, high), args.gap, args.tricks_left)
    return 0



# ------------------------------------------------------------------------------- 501 -------
RANKS_501 = "AT KQJ9"


def deal_501(seed: int) -> dict:
    rng = random.Random(seed)
    cards = [rank + suit for suit in "SHDC" for rank in ("A", "T", "K", "Q", "J", "9")]
    rng.shuffle(cards)
    hands = {seat: " ".join(cards[7 * i:7 * i + 7]) for i, seat in enumerate("ABC")}
    return {"game": "501", "id": f"seed-{seed}", "title": "t", "dealer": "C",
            "scores": [501, 501, 501], "hands": hands, "talon": " ".join(cards[21:])}


def play501(seeds, gap: int, tricks_left: int) -> None:
    """C looks and declares 100 in its longest suit, gives away its two cheapest cards, and the
    deal is played with the solver's best cards; a position late in the deal where the seat to
    act has one best card by at least `gap` points is printed."""
    from engine.game501 import solver as solver501
    values_of = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
    for seed in seeds:
        scenario = deal_501(seed)
        hand = scenario["hands"]["C"].split() + scenario["talon"].split()
        suit = max("SHDC", key=lambda s: (sum(c[1] == s for c in hand),
                                          sum(values_of[c[0]] for c in hand if c[1] == s)))
        cheap = sorted((c for c in hand if c[1] != suit), key=lambda c: values_of[c[0]])[:2]
        steps = ["A pass; B pass; C look; C bid 100",
                 f"C contract {suit} 100; C give A {cheap[0]}; C give B {cheap[1]}"]
        scenario_data = {**scenario, "hands": {**scenario["hands"], "talon": scenario["talon"]}}
        del scenario_data["talon"]
        deal = games.deal_from_scenario({**scenario_data, "steps": []})
        for step in steps:
            for action in step.split("; "):
                deal.apply(action)
        played = []
        while not deal.is_over:
            sys.stdout.flush()
            values = solver501.move_values(deal)
            plays = {m: v for m, v in values.items() if m.split()[1] == "play"}
            left = 8 - len(deal.tricks)
            if left <= tricks_left and len(plays) > 1:
                found = _which(plays, gap)
                if found:
                    best, plays = found
                    print(f"# seed {seed}: {deal.to_act} to play, trump {suit}, best {best}, "
                          f"values {plays}")
                    print(_toml(scenario_data, steps + _group3(played)))
                    print()
                    break
            action = max(plays, key=lambda m: (plays[m], m))
            deal.apply(action)
            played.append(action)


def _group3(played: list) -> list:
    return ["; ".join(played[i:i + 3]) for i in range(0, len(played), 3)]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
