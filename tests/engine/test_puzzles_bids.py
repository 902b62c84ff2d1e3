"""Issue #15, what is left: ten puzzles per theme, "what to bid" puzzles proven by the solver,
and the play-on line of seat-view puzzles proven in every world the reader cannot rule out."""

import copy
from collections import Counter
from pathlib import Path

import pytest

from engine.scenarios import load
from tutorials import fairness, puzzles

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))
REQUIRED = ("closed-trump", "auction", "caps", "501")      # issue #15: at least ten of each


def _puzzle(name):
    return load(ROOT / "tutorials" / "puzzles" / name)


# --- themes ------------------------------------------------------------------------------------

def test_every_puzzle_has_a_known_theme_and_each_required_theme_has_ten():
    themes = Counter()
    for path in FILES:
        theme = load(path)["puzzle"].get("theme")
        assert theme in puzzles.THEMES, f"{path.name}: theme {theme!r}"
        themes[theme] += 1
    for theme in REQUIRED:
        assert themes[theme] >= 10, f"only {themes[theme]} puzzles of theme {theme}"


def test_the_caps_theme_counts_only_caps_questions():
    """Caps: when it becomes provable and in which order, so every one is a Caps question."""
    caps = [load(path)["puzzle"] for path in FILES if load(path)["puzzle"]["theme"] == "caps"]
    assert len(caps) >= 10 and {p["kind"] for p in caps} == {"caps"}


def test_the_auctions_include_what_to_bid_puzzles_of_both_goals():
    auctions = [load(path)["puzzle"] for path in FILES if load(path)["puzzle"]["theme"] == "auction"]
    goals = Counter(p.get("goal") for p in auctions if p["kind"] == "what-to-bid")
    assert goals["sure"] >= 3 and goals["lowest"] >= 3


def test_a_puzzle_without_a_theme_is_refused_and_the_page_carries_it():
    data = copy.deepcopy(_puzzle("304/a-second-turn-costs-200.toml"))
    assert puzzles.page_data(data, "en")["theme"] == "auction"
    data["puzzle"]["theme"] = "bidding"
    with pytest.raises(puzzles.PuzzleError, match="theme must be one of"):
        puzzles.check(data)


# --- what to bid: the contract the side is sure to make -------------------------------------------

def test_the_highest_safe_contract_is_the_solvers():
    solved = puzzles.check(_puzzle("501/announce-what-you-make.toml"))
    results = {call: found["points"] for call, found in solved["results"].items()}
    assert results == {"A contract D 80": 70, "A contract H 90": 104, "A contract H 100": 104,
                       "A contract H 110": 104}
    assert solved["answer"] == ["A contract H 100"]


def test_passing_is_the_answer_when_a_higher_bid_opens_the_trump_and_fails():
    """304-O3: from 250 the indicator is exposed after trick 1, and the side makes less."""
    solved = puzzles.check(_puzzle("304/keep-the-trump-closed.toml"))
    assert solved["answer"] == ["B pass"]
    assert solved["results"]["B pass"]["points"] > 250 > solved["results"]["B bid 250"]["points"]


def test_a_wrong_bid_is_told_what_it_makes():
    item = puzzles.page_data(_puzzle("501/announce-what-you-make.toml"), "en")
    why = {call: reason["text"] for call, reason in item["reasons"].items()}
    assert set(why) == {"A contract D 80", "A contract H 90", "A contract H 110"}
    assert "70 points" in why["A contract D 80"] and "too few for 80" in why["A contract D 80"]
    assert "is safe" in why["A contract H 90"]
    french = puzzles.page_data(_puzzle("501/announce-what-you-make.toml"), "fr")["reasons"]
    assert "trop peu pour 80" in french["A contract D 80"]["text"]


def test_a_bid_puzzle_with_too_many_hidden_deals_is_refused():
    data = copy.deepcopy(_puzzle("501/announce-what-you-make.toml"))
    del data["puzzle"]["view"]
    with pytest.raises(fairness.UnfairPuzzle, match="possible deals of the hidden cards"):
        puzzles.check(data)


def test_a_bid_puzzle_in_seat_view_takes_the_worst_world():
    """With few hidden cards the seat's view is enough: each call is valued in every world and
    the fewest points count, with the world that gives them."""
    data = copy.deepcopy(_puzzle("501/announce-what-you-make.toml"))
    data["puzzle"]["choices"] = ["contract D 80", "contract H 100"]    # two calls: quicker
    open_results = puzzles.solve(data)["results"]
    del data["puzzle"]["view"]
    hidden = "AS KS JS AD QD JD TC TS QS TH 9H 9D KC JC".split()
    # All but two of B's and C's cards revealed: B's 10♣ and C's J♣ may lie either way.
    data["puzzle"]["reveal"] = [card for card in hidden if card not in ("TC", "JC")]
    solved = puzzles.solve(data)
    assert solved["answer"] == ["A contract H 100"]
    for call, found in solved["results"].items():
        assert found["world"] and set(found["world"]) == {"B", "C", "talon"}
        assert found["points"] <= open_results[call]["points"]


def test_a_sure_bid_puzzle_offers_only_legal_calls():
    data = copy.deepcopy(_puzzle("304/keep-the-trump-closed.toml"))
    data["puzzle"]["choices"] = ["pass", "bid 240"]
    with pytest.raises(puzzles.PuzzleError, match="offer only legal calls"):
        puzzles.check(data)


# --- what to bid: the lowest bid the rules allow ---------------------------------------------------

@pytest.mark.parametrize("name, lowest", [("304/overcall-partner-at-200.toml", "C bid 200"),
                                          ("304/a-second-turn-costs-200.toml", "A bid 200"),
                                          ("304/second-auction-over-260.toml", "A bid 270"),
                                          ("501/overcall-by-one.toml", "C bid 81"),
                                          ("501/contract-floor-is-the-bid.toml", "B contract H 90")])
def test_the_lowest_bid_is_the_engines(name, lowest):
    assert puzzles.check(_puzzle(name))["answer"] == [lowest]


def test_the_lowest_bid_must_be_offered_and_lower_calls_are_explained():
    data = copy.deepcopy(_puzzle("304/overcall-partner-at-200.toml"))
    why = puzzles.page_data(data, "en")["reasons"]
    assert why["C bid 170"]["rule"] == "304-A7" and "200" in why["C bid 170"]["text"]   # the refusal
    assert why["C bid 250"] == {"legal": True, "text": "Legal, but not the lowest: 200 is legal too.",
                                "rule": None}
    data["puzzle"]["choices"] = ["bid 170", "bid 250"]
    with pytest.raises(puzzles.PuzzleError, match="lowest legal bid, 200, is not offered"):
        puzzles.check(data)


def test_a_bid_puzzle_needs_a_goal():
    data = copy.deepcopy(_puzzle("304/overcall-partner-at-200.toml"))
    del data["puzzle"]["goal"]
    with pytest.raises(puzzles.PuzzleError, match="goal"):
        puzzles.check(data)


# --- play on, seat view: every later card proven in every world ---------------------------------

def test_a_seat_view_line_whose_later_card_depends_on_hidden_cards_is_refused():
    """must-trump-five-cards: after the first trick, C's best card depends on where the unseen
    cards lie; played on to the end of the deal the build names such a world."""
    data = copy.deepcopy(_puzzle("501/must-trump-five-cards.toml"))
    assert data["puzzle"]["play_on"] == "trick" and puzzles.check(data)
    del data["puzzle"]["play_on"]
    with pytest.raises(fairness.UnfairPuzzle, match=r"play on after .*: in the deal .* the best card is"):
        puzzles.check(data)


def _turns(node, line):
    """(line since the position, turn) for each of the reader's later turns of a play-on tree."""
    line = line + [f"{play['seat']} play {play['card']}" for play in node["plays"]]
    turn = node["turn"]
    if not turn:
        return
    yield line, turn
    for move, child in turn["next"].items():
        yield from _turns(child, line)


def test_a_seat_view_line_is_proven_at_every_later_turn():
    """Checked here straight from engine.possible_deals: every card the page accepts at a later turn
    is best in every world the reader cannot rule out then; a card best only with the real
    cards (the K♥, after A's A♥) is refused."""
    from engine.possible_deals import worlds
    data = _puzzle("501/defender-takes-with-the-ace.toml")
    solved = puzzles.check(data)
    solver = puzzles._solver("501")
    seat = data["puzzle"]["seat"]
    turns = list(_turns(solved["play_on"], []))
    assert turns and turns[0][1]["unproven"] == ["A play KH"]
    for line, turn in turns:
        found = list(worlds(fairness.scenario_of(data), fairness.history(data) + line, seat,
                            limit=fairness.WORLD_LIMIT))
        assert found, line
        for move in turn["next"]:
            for _, _, deal in found:
                values = solver.move_values(deal)
                assert values[move] == max(v for m, v in values.items() if m.split()[1] == "play")


def test_the_proof_filters_a_card_that_is_best_only_in_the_real_deal():
    """proven_turn keeps only the accepted cards that are best in every world."""
    data = _puzzle("501/defender-takes-with-the-ace.toml")
    solved = puzzles.check(data)
    first = solved["answer"][0]
    line = [first]
    deal = puzzles.position(data)
    deal.apply(first)
    solver = puzzles._solver("501")
    while deal.to_act != data["puzzle"]["seat"]:
        values = solver.move_values(deal)
        move = max(values, key=lambda m: (values[m], m))
        deal.apply(move)
        line.append(move)
    legal = [a for a in deal.legal_actions() if a.split()[1] == "play"]
    proven = fairness.proven_turn(data, solver, line, legal)
    values = solver.move_values(deal)
    assert proven and set(proven) <= {m for m in legal if values[m] == max(values.values())}
