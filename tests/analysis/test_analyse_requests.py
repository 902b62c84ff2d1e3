"""The Analyse page's requests (engine.app.browser `analyse_deal` and `analyse_cell`, through
`call` as the Web Worker sends them): a deal on one line checked, every mistake one translated
sentence and never an exception, and each cell the very figures of the command's analysis
(engine.app.analysis.open_table and contracts501)."""

import json

import pytest

from engine import scenarios
from engine.app.analysis import contracts501, open_table
from engine.app.analysis.deals import declarer_deal, hands_only
from engine.app.analysis.notation import dealt_line, scenario
from engine.app.browser import call
from engine.messages import explain

HIDDEN_NINE = hands_only(scenarios.load("tutorials/304/hidden-nine.toml"))
BLIND = hands_only(scenarios.load("tutorials/501/blind-contract.toml"))
LINE_304 = " / ".join(HIDDEN_NINE["hands"][seat] for seat in "ABCD")
LINE_501 = " / ".join(BLIND["hands"][name] for name in ("A", "B", "C", "talon"))


def ask(name: str, **request) -> dict:
    answer = json.loads(call(name, json.dumps(request)))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    return answer


def swap(line: str, old: str, new: str) -> str:
    assert line.count(old) == 1
    return line.replace(old, new)


# (game, line, dealer) → the code of the first mistake it holds.
MISTAKES = [
    ("304", swap(LINE_304, "KC", "ZZ"), "D", "bad-card"),                  # not a card
    ("304", swap(LINE_304, "KC", "1C"), "D", "bad-card"),
    ("304", swap(LINE_304, "KC /", "AC /"), "D", "duplicate-card"),        # in two hands
    ("304", swap(LINE_304, "QH AD", "QH QH"), "D", "duplicate-card"),      # twice in one hand
    ("304", swap(LINE_304, " KC /", " /"), "D", "hand-size"),              # seven cards
    ("304", swap(LINE_304, " KC /", " KC 7H /"), "D", "duplicate-card"),   # (7H is C's)
    ("304", LINE_304.rsplit("/", 1)[0], "D", "deal-line-hands"),           # three hands
    ("304", LINE_304 + " /", "D", "deal-line-hands"),
    ("304", "", "D", "deal-line-hands"),
    ("304", LINE_304, "E", "unknown-seat"),                                # no such dealer
    ("304", LINE_304 + " " * 400, "D", "deal-line-too-long"),
    ("501", LINE_304, "C", "card-not-in-deck"),                            # a 304 deal in 501
    ("501", swap(LINE_501, " 9C /", " /"), "C", "hand-size-501"),
    ("501", swap(LINE_501, "/ AC QC 9S", "9C / AC QC 9S"), "C", "duplicate-card"),
    ("501", LINE_501, "D", "unknown-seat"),                                # D never deals 501 here
    ("999", LINE_304, "D", "scenario-unknown-game"),                       # no such game
]


@pytest.mark.parametrize("game, line, dealer, code", MISTAKES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mistake_is_one_translated_sentence(game, line, dealer, code, lang):
    for name, extra in (("analyse_deal", {}), ("analyse_cell", {"maker": "A", "trump": "S"}),
                        ("analyse_line", {"maker": "A", "trump": "S"})):
        answer = ask(name, game=game, deal=line, dealer=dealer, lang=lang, **extra)
        assert answer["ok"] is False and answer["code"] == code, answer
        assert answer["message"] == explain(code, answer["params"], lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_cell_without_a_best_line_is_one_translated_sentence(lang):
    # (engine.app.analysis.line: A's first four cards hold no club)
    answer = ask("analyse_line", game="304", deal=LINE_304, dealer="D", maker="A", trump="C",
                 lang=lang)
    assert answer["ok"] is False and answer["code"] == "analyse-line-no-cell", answer
    assert answer["message"] == explain(answer["code"], answer["params"], lang)
    other = "en" if lang == "fr" else "fr"
    assert answer["message"] != explain(answer["code"], answer["params"], other)


def test_the_new_sentences_are_french_on_the_french_page():
    request = {"game": "304", "deal": "JS / 9S", "dealer": "D"}
    english = ask("analyse_deal", **request, lang="en")["message"]
    french = ask("analyse_deal", **request, lang="fr")["message"]
    assert english == "Write 4 hands separated by “/” (A / B / C / D), not 2."
    assert french == "Écrivez 4 mains séparées par «\u00a0/\u00a0» (A / B / C / D), et non 2."


@pytest.mark.parametrize("request_", [
    {"game": "304", "dealer": "D"},                                       # no deal
    {"game": 304, "deal": LINE_304, "dealer": "D"},                       # not text
    {"game": "304", "deal": ["JS"], "dealer": "D"},
    {"game": "304", "deal": LINE_304, "dealer": "D", "maker": "E", "trump": "S"},
    {"game": "304", "deal": LINE_304, "dealer": "D", "maker": "A", "trump": "NT"},
    {"game": "501", "deal": LINE_501, "dealer": "C", "maker": "D", "trump": "S"},
])
def test_a_bad_request_is_an_answer(request_):
    name = "analyse_cell" if "maker" in request_ else "analyse_deal"
    answer = ask(name, **request_)
    assert answer["ok"] is False and answer["message"] and answer["code"] != "internal-error"


def test_a_deal_comes_back_written_as_the_engine_writes_it_with_its_table():
    messy = " 8d qh AD AH QC JH AS KC/AC 7C 9S KD 8S QD JD JC/ TS 9D 8C KH 9C 7S 7D 7H /JS 10H 9♥ 8H QS KS TD TC"
    answer = ask("analyse_deal", game="304", deal=messy, dealer="D", lang="en")
    assert answer["ok"] is True
    assert answer["line"] == LINE_304
    assert (answer["makers"], answer["trumps"], answer["leader"]) == (list("ABCD"), list("SHDC"), "A")
    hands = {seat["seat"]: " ".join(seat["hand"]) for seat in answer["table"]["seats"]}
    assert hands == {seat: HIDDEN_NINE["hands"][seat] for seat in "ABCD"}
    answer = ask("analyse_deal", game="501", deal=LINE_501, dealer="C", lang="en")
    assert (answer["line"], answer["makers"], answer["trumps"]) == (LINE_501, list("ABC"),
                                                                  ["S", "H", "D", "C", "NT"])


def test_french_readers_may_write_the_ranks_as_the_french_cards_show_them():
    french = swap(swap(LINE_304, "QH", "DH"), "KC", "RC")
    assert ask("analyse_deal", game="304", deal=french, dealer="D", lang="fr")["line"] == LINE_304
    assert ask("analyse_deal", game="304", deal=french, dealer="D", lang="en")["code"] == "bad-card"


# The quick cells of the worked examples (a fraction of a second each on CPython).
@pytest.mark.parametrize("maker, trump", [("B", "S"), ("A", "H"), ("D", "D")])
def test_a_304_cell_is_the_open_tables(maker, trump):
    answer = ask("analyse_cell", game="304", deal=LINE_304, dealer="D", maker=maker, trump=trump)
    assert answer["ok"] is True
    assert answer["cell"] == open_table.cell(HIDDEN_NINE, maker, trump)


def test_a_304_cell_has_figures_where_the_rules_allow_one():
    # B's first four (AC 7C 9S KD) hold spades, D's (JS TH 9H 8H) no diamond.
    assert ask("analyse_cell", game="304", deal=LINE_304, dealer="D", maker="B", trump="S")["cell"]["closed"] > 0
    assert ask("analyse_cell", game="304", deal=LINE_304, dealer="D", maker="D", trump="D")["cell"] is None


def test_a_501_cell_is_the_contracts_tables():
    answer = ask("analyse_cell", game="501", deal=LINE_501, dealer="C", maker="A", trump="D")
    assert answer["ok"] is True
    expected = contracts501.cell(declarer_deal(BLIND, "A"), "A", "D")
    assert answer["cell"] == {**expected, "gives": [list(give) for give in expected["gives"]]}


def test_a_dealt_deal_is_written_as_the_page_reads_it():
    assert dealt_line(HIDDEN_NINE) == {"game": "304", "dealer": "D", "deal": LINE_304}
    assert dealt_line(BLIND) == {"game": "501", "dealer": "C", "deal": LINE_501}
    # A deal dealt from a seed (a practice deal): read back, the same cards in the same hands.
    for seeded in ({"game": "304", "id": "p", "dealer": "B", "seed": "7-1", "options": {}},
                   {"game": "501", "id": "p", "dealer": "B", "seed": "7-1", "options": {"players": 3}}):
        line = dealt_line(seeded)
        again = scenarios.build(scenario(seeded["game"], line["deal"], "B"))
        dealt = scenarios.build(seeded)
        assert again.dealt == dealt.dealt and getattr(again, "dealt_talon", None) == getattr(dealt, "dealt_talon", None)
    # Four at a 501 table (501-C1): the three seats dealt cards, the dealer's left out, and
    # the table's size; a deal dealt from a seed reads back the same.
    four = hands_only(scenarios.load("tutorials/501/four-players.toml"))
    assert dealt_line(four) == {"game": "501", "dealer": "D", "players": 4, "deal": " / ".join(
        four["hands"][name] for name in ("A", "B", "C", "talon"))}
    seeded = {"game": "501", "id": "p", "dealer": "B", "seed": "7-2", "options": {"players": 4}}
    line = dealt_line(seeded)
    assert (line["dealer"], line["players"]) == ("B", 4)
    again = scenarios.build(scenario("501", line["deal"], "B", players=4))
    dealt = scenarios.build(seeded)
    assert (again.players, again.dealt, again.dealt_talon) == (4, dealt.dealt, dealt.dealt_talon)
    assert sorted(dealt.dealt) == [0, 2, 3] and all(len(hand) == 7 for hand in dealt.dealt.values())
    # 304 under a variant's rules: the variant named (tests/analysis/test_analyse_variants.py);
    # under rules no variant of the page names (options set one by one), not analysed.
    assert dealt_line({**HIDDEN_NINE, "options": {"open_from_start": True, "pass_is_final": True}}) is None


FOUR = hands_only(scenarios.load("tutorials/501/four-players.toml"))
LINE_FOUR = " / ".join(FOUR["hands"][name] for name in ("A", "B", "C", "talon"))


def test_four_at_a_501_table_the_dealer_sits_out():
    """501-C1, C-49: the dealer sits out; the line writes the three other seats, whose hands
    change with the dealer; the seats that declare are those three, the first after the
    dealer leads; a cell is the command's figures for the same deal."""
    answer = ask("analyse_deal", game="501", players=4, deal=LINE_FOUR, dealer="B")
    assert answer["ok"] is True, answer
    assert (answer["players"], answer["makers"], answer["leader"]) == (4, ["C", "D", "A"], "C")
    seats = {seat["seat"]: seat["hand"] for seat in answer["table"]["seats"]}
    assert seats["B"] == [] and seats["A"] == FOUR["hands"]["A"].split()
    assert seats["C"] == FOUR["hands"]["B"].split() and seats["D"] == FOUR["hands"]["C"].split()
    cell = ask("analyse_cell", game="501", players=4, deal=LINE_FOUR, dealer="D", maker="A", trump="S")
    expected = contracts501.cell(declarer_deal(FOUR, "A"), "A", "S")
    assert cell == {"ok": True, "cell": {**expected, "gives": [list(give) for give in expected["gives"]]}}
    # The dealer sits out: it declares nothing; without `players`, the table is three.
    for request, code in (({"players": 4, "dealer": "D", "maker": "D"}, "unknown-seat"),
                          ({"dealer": "D", "maker": "A"}, "unknown-seat"),
                          ({"players": 5, "dealer": "D", "maker": "A"}, "players-501"),
                          ({"players": "4", "dealer": "D", "maker": "A"}, "request-wrong-type")):
        refused = ask("analyse_cell", game="501", deal=LINE_FOUR, trump="S", lang="fr", **request)
        assert (refused["ok"], refused["code"]) == (False, code)
        assert refused["message"] == explain(code, refused["params"], "fr")
    refused = ask("analyse_deal", game="304", players=3, deal=LINE_304, dealer="D", lang="fr")
    assert refused["code"] == "players-304"
    assert refused["message"] == "Le 304 se joue à quatre, en deux camps, pas à 3."
    assert ask("analyse_deal", game="304", players=4, deal=LINE_304, dealer="D")["ok"] is True


def test_a_maker_who_must_open_has_a_cell_and_a_line_that_says_so():
    """304-H6, C-29 (a): the maker on lead with the eight trumps (the page and the command)."""
    from engine.app.analysis import words
    line = " / ".join(f"J{s} 9{s} A{s} T{s} K{s} Q{s} 8{s} 7{s}" for s in "SHDC")
    answer = ask("analyse_cell", game="304", deal=line, dealer="D", maker="A", trump="S")
    assert answer["ok"] is True, answer
    assert answer["cell"]["closed"] is None and answer["cell"]["best"] == answer["cell"]["opened"] == 304
    for lang, said in (("en", "must open"), ("fr", "doit")):
        found = {("A", "S"): answer["cell"], ("A", "H"): None}
        lines = words.table_304(found, lang)
        assert any(said in text for text in lines), lines
        row = next(text for text in lines if text.lstrip().startswith("A ") and "304" in text)
        assert row.count("—") >= 2, row
