"""What a hand was worth (#28, engine/app/worth.py and worth_words.py): deals drawn from a
seat's first four cards in 304 (304-D2), its seven in 501 (501-D3), each played by open hands
with the seat taking the contract; the counts checked against the solvers' exact values on the
same deals, the seat view by twin deals, the progress by parts, and the words in both
languages."""

import json
import math

from engine.app import browser, worth, worth_words
from engine.app.analysis.deals import maker_deal
from engine.game304 import solver
from engine.game501 import solver as solver_501
from tests.engine.patched import Patched
from tests.engine.test_practice import EARLY_CAPS, play_deal, state_of

FIRST = ["JH", "9H", "TH", "JD"]           # A's first four in EARLY_CAPS
TABLE = {"game": "304", "dealer": "D", "options": {}, "hands": dict.fromkeys("ABCD", "")}
HAND = worth.hand_key(TABLE, FIRST, "A")
# The twin: A's first four the same, every card A has not seen elsewhere.
TWIN = {**EARLY_CAPS, "hands": {"A": "JH 9H TH JD KD QD 8D 7D",
                                "B": "JS KS QH 9C AC TC KC 8C",
                                "C": "9D AD TD TS QS KH 8H 7C",
                                "D": "AH 9S AS JC 8S 7S 7H QC"}}


def few() -> Patched:
    """Four deals drawn instead of sixteen, and nothing kept from another test (a context)."""
    patch = Patched()
    patch.setattr(worth, "WORTH_DEALS", 4)
    patch.setattr(worth, "_DONE", {})
    return patch


def ask(name: str, **request) -> dict:
    return json.loads(browser.call(name, json.dumps(request)))


def ask_whole(**request) -> dict:
    """practice_worth asked again until every deal is drawn, as the page does (how many deals
    one request draws depends on the machine's speed: its `time_ms`)."""
    for _ in range(worth.WORTH_DEALS):
        answer = ask("practice_worth", **request)
        if not answer["ok"] or answer["worth"] is None or answer["worth"]["complete"]:
            return answer
    raise AssertionError("practice_worth drew no deal in a request")


def exact_highest(data: dict, seat: str, indicator: str) -> int:
    """The points the maker's side takes in all, by open hands, from the deal's first lead (the
    option to open included), as Solver.value gives them."""
    deal = maker_deal(data, seat, indicator)
    return solver.Solver(deal).value(seat) + deal.points[solver.side(solver.seat_number(seat))]


def test_the_counts_are_the_exact_values_of_the_deals_drawn():
    """Without a bound, a bid is made in a drawn deal exactly when the maker's side takes that
    many points by open hands with that trump; with the cheapest first-four card set aside."""
    with few():
        found = worth.worth(TABLE, FIRST, "A", limit=None)
        assert found["drawn"] == found["deals"] == 4
        assert [t["suit"] for t in found["trumps"]] == ["H", "D"]       # 304-I1: no spade, no club
        assert {t["suit"]: t["indicator"] for t in found["trumps"]} == {"H": "TH", "D": "JD"}
        takes = {t["suit"]: [] for t in found["trumps"]}
        for data in worth._drawn(HAND, TABLE, sorted(FIRST), "A"):
            assert data["hands"]["A"].split()[:4] == sorted(FIRST)
            for trump in found["trumps"]:
                takes[trump["suit"]].append(exact_highest(data, "A", trump["indicator"]))
        for trump in found["trumps"]:
            for at, bid in enumerate(worth.BIDS):
                made = sum(1 for points in takes[trump["suit"]] if points >= bid)
                assert trump["makes"][at] == made, (trump["suit"], bid)
                assert trump["fails"][at] == 4 - made, (trump["suit"], bid)


def test_a_bound_leaves_bids_undecided_never_guessed():
    """With a small bound, what is counted agrees with the exact values; the rest is left out of
    both counts, and said."""
    with few():
        exact = worth.worth(TABLE, FIRST, "A", limit=None)
        cut = worth.worth(TABLE, FIRST, "A", limit=3000)
        undecided = 0
        for whole, part in zip(exact["trumps"], cut["trumps"]):
            for at in range(len(worth.BIDS)):
                assert part["makes"][at] <= whole["makes"][at]
                assert part["fails"][at] <= whole["fails"][at]
                undecided += 4 - part["makes"][at] - part["fails"][at]
        assert undecided > 0
        hand = {"first": FIRST, "seat": "A", "dealer": "D", "options": {}, "bid": 200, "suit": "H"}
        words = worth_words.in_words(cut, hand, "en")
        assert "3,000 positions" in words["undecided"]
        assert any("–" in cell["text"] for row in words["rows"] for cell in row["cells"])
        assert "3\u202f000 positions" in worth_words.in_words(cut, hand, "fr")["undecided"]


def test_the_figures_come_in_parts_and_are_the_same():
    with few():
        whole = worth.worth(TABLE, FIRST, "A", limit=20_000)
        worth.forget_worth()
        parts = [worth.worth(TABLE, FIRST, "A", time_ms=0, limit=20_000) for _ in range(4)]
        assert [part["drawn"] for part in parts] == [1, 2, 3, 4]       # one deal at least each time
        assert parts[-1] == whole
        # Another hand in between does not lose this one's deals (the last few hands are kept).
        worth.worth({**TABLE, "dealer": "A"}, ["7S", "8S", "7C", "8C"], "B", time_ms=0,
                        limit=20_000)
        assert worth.worth(TABLE, FIRST, "A", time_ms=0, limit=20_000) == whole


def test_the_deals_drawn_depend_on_the_cards_the_seat_the_dealer_the_table_and_the_rules():
    def drawn(first, seat, **changes):
        table = {**TABLE, **changes}
        return [data["hands"] for data in worth._drawn(worth.hand_key(table, first, seat),
                                                      table, sorted(first), seat)]
    base = drawn(FIRST, "A")
    assert drawn(list(reversed(FIRST)), "A") == base                   # the order dealt: no
    assert drawn(FIRST, "B") != base
    assert drawn(FIRST, "A", dealer="C") != base
    assert drawn(FIRST, "A", options={"variant": "x"}) != base
    for hands in base:
        cards = [card for seat in "ABCD" for card in hands[seat].split()]
        assert len(cards) == len(set(cards)) == 32
    # 501 with four at the table: the dealer sits out (501-C1), the talon has three cards.
    table = {"game": "501", "dealer": "D", "options": {"players": 4},
             "hands": dict.fromkeys("ABC", "")}
    seven = ["AH", "TH", "KH", "QH", "AS", "JD", "9S"]
    for data in worth._drawn(worth.hand_key(table, seven, "B"), table, seven, "B"):
        assert sorted(data["hands"]) == ["A", "B", "C", "talon"]
        assert data["hands"]["B"].split() == seven
        cards = " ".join(data["hands"].values()).split()
        assert len(cards) == len(set(cards)) == 24 and len(data["hands"]["talon"].split()) == 3


def test_twin_deals_give_the_same_worth_in_the_review_and_the_hint():
    """The seat view: nothing the reader has not seen reaches the figures. Two deals alike in
    the reader's first four cards only (its second four and the other hands differ) give the
    same hand, the same figures and the same sentences, for the hint and for the review."""
    with few():
        one, two = state_of(EARLY_CAPS, []), state_of(TWIN, [])
        assert worth_words.in_play(one, "A bid 180") == worth_words.in_play(two, "A bid 180")
        answers = []
        for state in (one, two):
            worth.forget_worth()
            answers.append(ask_whole(state=state, action="A bid 180", lang="fr"))
        assert answers[0] == answers[1] and answers[0]["worth"]["complete"]
        assert "180" in answers[0]["worth"]["summary"]
        finished = []
        calls = ["A bid 200", "B pass", "C pass", "D pass", "A indicator TH"]
        for state in (state_of(EARLY_CAPS, calls), state_of(TWIN, calls)):
            finished.append(play_deal(state)[0]["state"])
        hands = [worth_words.in_review(state, 0) for state in finished]
        assert hands[0] == hands[1] == {"game": "304", "template": TABLE, "first": FIRST,
                                        "seat": "A", "bid": 200, "suit": "H"}


# A 501 deal (tutorials/501/blind-contract.toml) and its twin: B's seven the same, every card B
# has not seen (A's, C's and the talon) elsewhere.
DEAL_501 = {"game": "501", "id": "blind-contract", "dealer": "C", "options": {},
            "scores": [501, 501, 501],
            "hands": {"A": "AH KH QH JH TD KD 9C", "B": "AS KS JS AD QD JD TC",
                      "C": "TS QS TH 9H 9D KC JC", "talon": "AC QC 9S"}}
TWIN_501 = {**DEAL_501, "hands": {"A": "TS QS TH 9H 9D AC QC", "B": "AS KS JS AD QD JD TC",
                                  "C": "AH KH QH JH TD KD 9S", "talon": "KC JC 9C"}}
SEVEN = ["AS", "KS", "JS", "AD", "QD", "JD", "TC"]
TABLE_501 = {"game": "501", "dealer": "C", "options": {"players": 3},
             "hands": dict.fromkeys("ABC", "")}


def test_501_the_counts_are_the_declarers_exact_points_with_the_strong_bots_gives():
    """501-E1 to E3, A4: the talon taken, each contract announced, the strong bot's two gives,
    then the declarer's real points by open hands; a bid is made when they reach it."""
    with few():
        found = worth.worth(TABLE_501, SEVEN, "B", limit=None, bid=85)
        assert [t["suit"] for t in found["trumps"]] == ["S", "H", "D", "C", "NT"]
        assert found["bids"] == [66, 70, 80, 85, 90, 100, 110, 120, 130, 140]
        values = {t["suit"]: [] for t in found["trumps"]}
        hand = worth.hand_key(TABLE_501, SEVEN, "B")
        for data in worth._drawn(hand, TABLE_501, sorted(SEVEN), "B"):
            for trump in values:
                deal = worth._at_first_lead("501", data, "B", trump)
                assert deal.phase == "play" and deal.declarer == 1 and len(deal.given) == 2
                values[trump].append(solver_501.Solver(deal, "B").value())
        for trump in found["trumps"]:
            for at, bid in enumerate(found["bids"]):
                made = sum(1 for points in values[trump["suit"]] if points >= bid)
                assert (trump["makes"][at], trump["fails"][at]) == (made, 4 - made), bid


def test_501_twin_deals_give_the_same_worth_and_the_bid_has_its_row():
    """The seat view in 501: B's seven cards only. The review of B's contract names it; B's own
    bid, any number from 66 (501-A3), gets a row of the table."""
    with few():
        one, two = state_of(DEAL_501, [], "B", "501"), state_of(TWIN_501, [], "B", "501")
        looked = ["A pass", "B look"]
        for state in (one, two):
            state["deals"][0]["actions"] = list(looked)
        assert worth_words.in_play(one, "B bid 83") == worth_words.in_play(two, "B bid 83")
        answers = []
        for state in (one, two):
            worth.forget_worth()
            answers.append(ask_whole(state=state, action="B bid 83", lang="en"))
        assert answers[0] == answers[1]
        words = answers[0]["worth"]
        assert "With your seven cards as declarer, 83 with" in words["summary"]
        assert [row["bid"] for row in words["rows"]] == [66, 70, 80, 83, 90, 100, 110, 120, 130,
                                                         140]
        assert next(row for row in words["rows"] if row["bid"] == 83)["mine"]
        assert [column["text"] for column in words["columns"]] == ["♠", "♥", "♦", "♣", "NT"]
        assert words["columns"][4]["title"] == "no-trump"
        assert words["columns"][1]["title"] == "hearts as trump"


def test_501_no_word_of_a_hand_the_reader_has_not_looked_at():
    """501-BL1: before the reader looks, the hint says nothing of the cards' worth."""
    state = state_of(DEAL_501, ["A pass"], "B", "501")
    assert worth_words.in_play(state, "B bid 66") is None
    assert worth_words.in_play(state, "B look") is None
    looked = state_of(DEAL_501, ["A pass", "B look"], "B", "501")
    assert worth_words.in_play(looked, "B bid 66")["bid"] == 66
    assert worth_words.in_play(looked, "B pass")["bid"] == 66


def test_the_summary_names_the_readers_choice_and_a_better_trump():
    found = {"game": "304", "deals": 16, "drawn": 16, "limit": 100_000, "bids": list(worth.BIDS),
             "trumps": [{"suit": "H", "indicator": "TH", "makes": [9] * 9, "fails": [7] * 9},
                        {"suit": "D", "indicator": "JD", "makes": [12] * 9, "fails": [4] * 9}]}
    hand = {"game": "304", "template": TABLE, "first": FIRST, "seat": "A", "bid": 200,
            "suit": "H"}
    line = worth_words.summary(found, hand, "en")
    assert "200 with hearts as trump (indicator 10♥) was made in 9 of the 16" in line
    assert "With diamonds as trump (indicator J♦) it was made in 12." in line
    assert line.endswith("With diamonds as trump, the highest bid made in more than half of "
                         "them: 240 (in 12).")
    falling = {**found, "trumps": [{**found["trumps"][0],
                                    "makes": [16, 14, 12, 9, 8, 8, 3, 1, 0]}]}
    assert "the highest bid made in more than half of them: 190 (in 9)." in \
        worth_words.summary(falling, hand, "en")
    assert "more than half" not in worth_words.summary(falling, {**hand, "bid": 190}, "en")
    french = worth_words.summary(found, hand, "fr")
    assert "200 à atout cœur (indicateur 10♥) a été fait dans 9 des 16" in french
    assert "carreau" in french
    assert "hearts" not in worth_words.summary(found, {**hand, "suit": "D"}, "en")
    words = worth_words.in_words(found, hand, "en")
    row = next(row for row in words["rows"] if row["bid"] == 200)
    assert row["mine"] and row["label"] == "200 (your bid)"
    assert [(cell["text"], cell["best"], cell["mine"]) for cell in row["cells"]] == [
        ("9", False, True), ("12", True, False)]
    nothing = {**found, "trumps": [{**t, "makes": [0] * 9, "fails": [16] * 9}
                                   for t in found["trumps"]]}
    assert "none of the 16" in worth_words.summary(nothing, hand, "en")


def test_the_margin_is_the_wilson_interval():
    assert worth.margin(0, 0) == 0
    assert abs(worth.margin(8, 16) - 16 * 0.2200) < 0.01
    assert abs(worth.margin(16, 16) - 16 * (1 - 0.8064) / 2) < 0.01
    assert math.isclose(worth.margin(4, 16), worth.margin(12, 16))


def test_the_request_answers_where_it_applies_and_refuses_clearly():
    with few():
        state_501 = play_deal(browser.match.start("501", "A", "beginner", {}, 3))[0]["state"]
        found = ask_whole(state=state_501, deal=0, lang="fr")["worth"]
        assert found["complete"] and len(found["columns"]) == 5 and "sept" in found["summary"]
        at_play = state_of(EARLY_CAPS, ["A bid 200", "B pass", "C pass", "D pass",
                                        "A indicator TH", "A pass", "B pass", "C pass", "D pass"])
        assert ask("practice_worth", state=at_play, action="A play JD")["worth"] is None
        not_over = ask("practice_worth", state=at_play, deal=0, lang="fr")
        assert not not_over["ok"] and "Traceback" not in not_over["message"]
        bad = ask("practice_worth", state=at_play, deal=3)
        assert not bad["ok"] and bad["code"] == "practice-bad-state"
        wrong = ask("practice_worth", state=at_play, deal="0")
        assert not wrong["ok"] and wrong["code"] == "request-wrong-type"


def test_the_hint_of_a_first_auction_call_asks_for_the_worth():
    with few():
        hint = ask("practice_hint", state=state_of(EARLY_CAPS, []), budget_ms=20)
        assert hint["ok"] and hint["worth"] is True
        after = state_of(EARLY_CAPS, ["A bid 200", "B pass", "C pass", "D pass", "A indicator TH",
                                      "A pass", "B pass", "C pass", "D pass"])
        hint = ask("practice_hint", state=after, budget_ms=20)
        assert hint["ok"] and hint["worth"] is False
