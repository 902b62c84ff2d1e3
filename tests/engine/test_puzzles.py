"""Every puzzle's answer is the engine's: checked here on CPython and, through the Node runner,
inside Pyodide. The checks themselves are checked: a wrong author's answer and a position with
no best card are refused."""

import copy
from pathlib import Path

import pytest

from engine.scenarios import load
from engine.possible_deals import worlds
from tutorials import fairness, puzzles
from tests.engine.patched import Patched

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tutorials" / "puzzles").rglob("*.toml"))


def test_there_are_puzzles_of_both_games():
    games = {load(path)["game"] for path in FILES}
    assert games == {"304", "501"}


@pytest.mark.parametrize("path", FILES)
def test_each_puzzle_answer_is_the_engines(path):
    solved = puzzles.check_file(path)
    assert solved["answer"]


def _puzzle(name):
    return load(ROOT / "tutorials" / "puzzles" / name)


def test_a_wrong_author_answer_is_refused():
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    data["puzzle"]["answer"] = ["D"]
    with pytest.raises(puzzles.PuzzleError, match="differs from the engine"):
        puzzles.check(data)


def test_which_card_needs_a_value_gap():
    """In the hidden nine, once B has answered face down, C's two hearts are worth the same."""
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    last = data["steps"][-1]
    last["do"] = last["do"].replace("; C play KH", "")
    data["puzzle"].update(kind="which-card", seat="C", answer=["C play KH"])
    with pytest.raises(puzzles.PuzzleError, match="no value gap"):
        puzzles.check(data)


def test_which_card_accepts_every_equally_good_card_and_refutes_the_others():
    solved = puzzles.solve(_puzzle("304/hidden-nine-last-tricks.toml"))
    assert solved["answer"] == ["B play AC", "B play JC"]
    assert set(solved["refutations"]) == {"B play JD"}
    line = solved["refutations"]["B play JD"]["line"]
    assert line[0]["plays"][0] == ("B play JD", False) and line[-1]["winner"]
    assert solved["gap"] > 0


def test_trick_winner_with_a_face_down_card():
    solved = puzzles.solve(_puzzle("304/hidden-nine-who-wins.toml"))
    assert solved["answer"] == ["B"] and solved["then"] == ["D play TH"]


def test_an_unknown_kind_or_level_is_refused():
    data = copy.deepcopy(_puzzle("304/hidden-nine-tokens.toml"))
    data["puzzle"]["kind"] = "guess"
    with pytest.raises(puzzles.PuzzleError, match="unknown kind"):
        puzzles.solve(data)
    data["puzzle"]["kind"] = "tokens"
    data["puzzle"]["level"] = 7
    with pytest.raises(puzzles.PuzzleError, match="level"):
        puzzles.solve(data)


def test_a_completing_play_made_face_down_is_a_back_for_the_other_seats():
    """304-H9: the question's "then" line never shows a face-down card to a seat that could not
    see it; the seat that played it sees its own card."""
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    data["steps"][-1]["do"] = "A play AH"
    data["puzzle"]["then"] = "B play 9S; C play KH; D play TH"
    assert puzzles.page_data(data, "en")["then"] == [
        "B plays a card face down.", "C plays K♥.", "D plays 10♥."]
    data["puzzle"]["seat"] = "B"
    assert puzzles.page_data(data, "en")["then"][0] == "B plays 9♠ face down."


# --- Fairness: a puzzle is answerable from what it shows (tutorials/fairness.py) -----------------

def test_a_who_wins_puzzle_that_hides_the_deciding_card_is_refused():
    """Seen from A, B's face-down card and D's indicator are unknown: B wins only if that card
    is a trump. The build names a deal of the hidden cards in which another seat wins."""
    data = copy.deepcopy(_puzzle("304/hidden-nine-who-wins.toml"))
    del data["puzzle"]["reveal"]
    with pytest.raises(fairness.UnfairPuzzle, match=r"A wins if the indicator is \w\w and the trick"):
        puzzles.check(data)
    data["puzzle"]["reveal"] = ["9S"]           # B's card alone: the trump is still unknown
    with pytest.raises(fairness.UnfairPuzzle, match="depends on hidden cards"):
        puzzles.check(data)
    data["puzzle"]["reveal"] = ["9S", "JS"]     # the puzzle as published
    assert puzzles.check(data)["answer"] == ["B"]


def test_a_which_card_puzzle_whose_best_card_changes_with_a_hidden_card_is_refused():
    """From B's seat, one deal of the unseen cards makes the 9♠ best instead of the 8♣: the
    puzzle is fair only with every hand shown (view = "open")."""
    data = copy.deepcopy(_puzzle("304/ruff-low-keep-the-jack.toml"))
    assert data["puzzle"]["view"] == "open" and puzzles.check(data)["answer"] == ["B play 8C"]
    del data["puzzle"]["view"]
    with pytest.raises(fairness.UnfairPuzzle, match=r"in the deal A: .* the best card is \['B play 9S'\]"):
        puzzles.check(data)


def test_a_which_card_puzzle_with_too_many_hidden_deals_is_refused():
    data = copy.deepcopy(_puzzle("304/the-nine-beats-the-ace.toml"))
    del data["puzzle"]["view"]
    with pytest.raises(fairness.UnfairPuzzle, match=r"possible deals of the hidden cards"):
        puzzles.check(data)


def test_a_fair_which_card_puzzle_is_proven_in_every_hidden_deal():
    """501, the seat's view: the answer is best in each of the deals the seat cannot rule out."""
    data = _puzzle("501/must-trump-five-cards.toml")
    assert fairness.view_of(data["puzzle"]) == "seat"
    scenario, actions = fairness.scenario_of(data), fairness.history(data)
    found = list(worlds(scenario, actions, data["puzzle"]["seat"]))
    assert len(found) > 10 and _dealt(scenario) in [_dealt(world) for world, _, _ in found]
    assert puzzles.check(data)["answer"] == data["puzzle"]["answer"]


def _dealt(scenario):
    """The cards of each place, each 304 packet apart (order within them is not observable)."""
    out = {}
    for place, text in scenario["hands"].items():
        cards = text.split()
        out[place] = (sorted(cards[:4]), sorted(cards[4:])) if scenario["game"] == "304" else sorted(cards)
    return out


def test_the_worlds_are_exactly_those_the_seat_cannot_tell_apart():
    """engine.possible_deals: every world replays the history and gives the seat the same view; the
    real deal is one of them; the cards the seat saw never move, the others do."""
    data = _puzzle("304/two-trumps-face-down.toml")
    scenario, actions, seat = fairness.scenario_of(data), fairness.history(data), "C"
    found = list(worlds(scenario, actions, seat, seen=["9D", "QD"], limit=200000))
    assert _dealt(scenario) in [_dealt(world) for world, _, _ in found]
    truth = [deal.observation(seat) for _, _, deal in found]
    assert all(view == truth[0] for view in truth)
    hands = {world["hands"]["A"] for world, _, _ in found}
    assert len(hands) > 1                         # A's unseen cards do move between worlds
    seen = set(truth[0]["hand"]) | {entry["card"] for trick in truth[0]["tricks"]
                                    for entry in trick["cards"] if entry["card"]}
    for world, _, _ in found:
        for place, cards in _dealt(world).items():
            assert {c for packet in cards for c in packet} & seen == \
                {c for packet in _dealt(scenario)[place] for c in packet} & seen


def test_open_hands_and_revealed_cards_are_drawn_face_up():
    open_item = puzzles.page_data(_puzzle("304/ruff-low-keep-the-jack.toml"), "en")
    assert open_item["open"] and all(None not in entry["hand"] for entry in open_item["table"]["seats"])
    item = puzzles.page_data(_puzzle("304/hidden-nine-who-wins.toml"), "en")
    trick = {entry["seat"]: entry for entry in item["table"]["center"]["cards"]}
    assert trick["B"]["card"] == "9S" and trick["B"]["face_down"]
    assert item["table"]["indicator"]["card"] == "JS"
    others = [entry for entry in item["table"]["seats"] if entry["seat"] != "A"]
    assert all(card is None for entry in others for card in entry["hand"])


def test_the_page_lists_every_trick_of_the_puzzles_history():
    item = puzzles.page_data(_puzzle("304/caps-order-matters.toml"), "en")
    assert len(item["history"]) == 4
    assert item["history"][1].startswith("A: J♥, B: 10♠, C: J♠, D: K♥ → ")


CAPS_TOKENS = ROOT / "tutorials" / "puzzles" / "304" / "caps-bonus-tokens.toml"


@pytest.mark.parametrize("stated, word", [({"due": 5}, "due"), ({"ruling": "valid"}, "ruling"),
                                          ({"bonus": True}, "bonus"), ({"tricks": 4}, "keys")])
def test_a_caps_fact_the_puzzle_states_is_re_derived(stated, word):
    """Issue #24: the build re-derives every Caps fact a puzzle states (304-K4 due trick,
    K6 ruling, K5 bonus) without a search limit, and refuses one that differs."""
    data = load(CAPS_TOKENS)
    assert data["puzzle"]["caps"] == {"due": 4, "ruling": "not-called", "bonus": False}
    data["puzzle"]["caps"] = stated
    with pytest.raises(puzzles.PuzzleError, match=word):
        puzzles._check(data)


def test_the_build_refuses_caps_facts_a_search_limit_changed():
    with Patched() as monkeypatch:
        _test_the_build_refuses_caps_facts_a_search_limit_changed(monkeypatch)


def _test_the_build_refuses_caps_facts_a_search_limit_changed(monkeypatch):
    """Issue #24: caps-bonus-tokens' call was due before trick 5 (304-K4, C-23: A's four top
    trumps prove Caps at the last card of trick 4). A referee that gives up on that question
    (every search past 10 positions, the proof by sure winners off in the judge and in the
    search, as the referee was before) records no deadline; the build, which re-derives the
    deal's Caps facts without a limit, refuses the puzzle — whether the referee recorded the
    question as undecided, or (the old referee) silently took it for "not provable"."""
    from engine.game304.caps import proofs, referee, search
    data = load(CAPS_TOKENS)
    data["puzzle"].pop("caps")
    puzzles._check_caps_facts(data)             # as the engine is: nothing to refuse
    monkeypatch.setattr(proofs, "sure_winners", lambda *args: False)
    monkeypatch.setattr(search, "from_trick_start", lambda *args: False)
    monkeypatch.setattr(referee, "TRACK_LIMIT", 10)
    monkeypatch.setattr(referee, "ESCALATED_LIMIT", 10)
    before_the_lead = dict(data, steps=data["steps"][:-1])
    played = puzzles.position(before_the_lead)
    assert played.caps_due == [None, None] and played.caps_undecided
    with pytest.raises(puzzles.PuzzleError, match="undecided"):
        puzzles._check_caps_facts(data)

    def silently_not_provable(deal, seat, side_checked=False):
        return proofs.provable(deal, seat, None if deal.caps_unlimited else 10)
    monkeypatch.setattr(referee, "can_prove", silently_not_provable)
    with pytest.raises(puzzles.PuzzleError, match="differ without a search limit"):
        puzzles._check_caps_facts(data)
