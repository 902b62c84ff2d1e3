"""What can be checked of the wording, in French and English.

- French text uses the typographic apostrophe (’), never the straight one: the prose of every
  French page (code spans and blocks, URLs, HTML tags, attribute lists and front matter excepted)
  and every French catalog msgstr.
- One term per concept: the term tables of the glossaries (docs/304/glossary.md,
  docs/501/glossary.md and their French twins: concept, English term, French term, ruled-out
  variants) are read by tools/wording.py, and no page and no entry of either catalog, in either
  language, uses a variant they rule out (« une passe », « équipe », « levée », “second round”…).
- No sentence of one language inside a text of the other (tools/wording.py).
- Token results always name the order of the sides: no bare "9:13" or "13 : 9" in pages (both
  languages), scenario and puzzle texts, or catalogs ("A–C 9, B–D 13", "13 for B–D").
- English uses one name for the round of calls on eight cards: the second auction.
"""

import functools
import re
import sys
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import wording  # noqa: E402
DOCS = ROOT / "docs"
FRENCH_PO = ROOT / "locales" / "fr" / "LC_MESSAGES" / "messages.po"
TEXT_KEYS = {"title", "note", "question", "hints", "explanation", "summary", "text",
             "intro", "prompt", "right", "wrong"}      # the last four: the course (tutorials/learn)


# "9:13", "9 : 13" (French spacing); not an English colon in prose ("above 70: 71 is fine").
BARE_TOKENS = re.compile(r"\b\d{1,2}(?::|\s:\s)\d{1,2}\b")


def prose(text: str) -> str:
    """The text with everything that is not prose blanked out (lines kept, for line numbers),
    the glossaries' term tables too (they name what not to write)."""
    return wording.prose(wording.without_term_table(text))


def pages(french: bool):
    return sorted(p for p in DOCS.rglob("*.md") if p.name.endswith(".fr.md") == french)


def hits(text: str, pattern):
    for number, line in enumerate(text.splitlines(), 1):
        for match in re.finditer(pattern, line, re.IGNORECASE):
            yield number, line.strip(), match.group()


def french_msgstrs():
    catalog = read_po(FRENCH_PO.open("rb"), locale="fr")
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        for string in strings:
            if string:
                yield message.id if isinstance(message.id, str) else message.id[0], string


def scenario_texts():
    def walk(data, path):
        if isinstance(data, dict):
            for key, value in data.items():
                if key in TEXT_KEYS and isinstance(value, str):
                    yield f"{path}:{key}", value
                elif key in TEXT_KEYS and isinstance(value, list):
                    yield from ((f"{path}:{key}", v) for v in value if isinstance(v, str))
                else:
                    yield from walk(value, path)
        elif isinstance(data, list):
            for item in data:
                yield from walk(item, path)

    for toml in sorted((ROOT / "tutorials").rglob("*.toml")):
        yield from walk(tomllib.loads(toml.read_text(encoding="utf-8")), toml.relative_to(ROOT))


# --- French typography ---------------------------------------------------------------------
def test_prose_leaves_out_code_links_tags_and_front_matter():
    text = "---\ntitle: l'a\n---\nIl l’a `x'y` [lien](a'b) <span title='t'>x</span> {: #c-1 }\n"
    assert "'" not in prose(text)
    assert prose("Ce n'est\n").count("'") == 1


def test_french_pages_use_the_typographic_apostrophe():
    found = [f"{page.relative_to(ROOT)}:{n}: {line}"
             for page in pages(french=True)
             for n, line, _ in hits(prose(page.read_text(encoding="utf-8")), "'")]
    assert found == []


def test_french_catalog_uses_the_typographic_apostrophe():
    found = [string for _, string in french_msgstrs() if "'" in re.sub(r"<[^>]+>", "", string)]
    assert found == []


# --- French terms --------------------------------------------------------------------------
ROWS = wording.term_tables()[0]


@functools.cache
def every_text():
    """Every page (prose, term tables left out) and every msgstr of both catalogs."""
    return list(wording.page_texts()) + list(wording.catalog_texts())


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.game} {row.english}" for row in ROWS])
def test_no_page_or_catalog_entry_uses_a_variant_the_term_table_rules_out(row):
    """One row of a glossary's term table (docs/304/glossary.md, docs/501/glossary.md) at a
    time, against every page and every entry of both catalogs, in both languages."""
    assert wording.problems(every_text(), rows=[row], foreign=False) == []


def test_the_term_table_check_fails_on_a_ruled_out_variant():
    passe = next(row for row in ROWS if row.game == "304" and row.english == "pass")
    text = [("304/x.fr.md", "fr", {"304"}, "Après une passe, A peut encore annoncer.")]
    assert len(wording.problems(text, rows=[passe], foreign=False)) == 1
    assert wording.problems([("304/x.fr.md", "fr", {"304"}, "Après un passe, A annonce.")],
                            rows=[passe], foreign=False) == []


def test_the_french_glossaries_list_the_chosen_terms_with_their_english_twin():
    glossary = (DOCS / "304" / "glossary.fr.md").read_text(encoding="utf-8")
    for term in ["passe", "camp", "Caps", "première enchère", "seconde enchère", "délégation",
                 "couleur demandée", "surcouper", "atout fermé", "atout caché"]:
        assert term.lower() in glossary.lower(), term
    glossary_501 = (DOCS / "501" / "glossary.fr.md").read_text(encoding="utf-8")
    for term in ["en aveugle", "surcouper", "couleur demandée"]:
        assert term.lower() in glossary_501.lower(), term


# --- Token order ---------------------------------------------------------------------------
@pytest.mark.parametrize("french", [False, True], ids=["en", "fr"])
def test_pages_name_the_order_of_token_results(french):
    found = [f"{page.relative_to(ROOT)}:{n}: {line}"
             for page in pages(french)
             for n, line, _ in hits(prose(page.read_text(encoding="utf-8")), BARE_TOKENS.pattern)]
    assert found == [], "name the sides: « A–C 9, B–D 13 », “13 for B–D”"


def test_scenario_texts_and_catalogs_name_the_order_of_token_results():
    found = [f"{where}: {text}" for where, text in scenario_texts() if BARE_TOKENS.search(text)]
    found += [f"messages.po: {string}" for _, string in french_msgstrs() if BARE_TOKENS.search(string)]
    assert found == []


# --- English terms -------------------------------------------------------------------------
def test_english_calls_the_eight_card_round_the_second_auction():
    texts = [(str(p.relative_to(ROOT)), prose(p.read_text(encoding="utf-8"))) for p in pages(False)]
    texts += [(where, text) for where, text in scenario_texts()]
    found = [where for where, text in texts if re.search(r"second\s+circuit", text, re.IGNORECASE)]
    assert found == []
    glossary = (DOCS / "304" / "glossary.md").read_text(encoding="utf-8")
    assert "**Auction, second**" in glossary


# --- One term per concept, one language per text (tools/wording.py) --------------------------

def test_pages_and_catalogs_use_the_term_tables_terms_and_one_language():
    """The glossaries' term tables, against every page and every msgstr of both catalogs."""
    assert wording.problems() == []


def test_the_term_tables_are_read_from_the_glossaries_and_agree():
    rows, problems = wording.term_tables()
    assert problems == []
    french = {(row.game, row.french) for row in rows}
    assert ("304", "annonce") in french and ("501", "déduire") in french
    assert any(row.game == "304" and "levée" in row.not_french for row in rows)
    assert any(row.game == "304" and "team" in row.not_english for row in rows)


def test_the_wording_check_names_a_ruled_out_variant_and_ignores_a_mention():
    text = "Le choisisseur peut relancer, et A ramasse une levée. On ne dit pas « levée »."
    found = wording.problems([("x.fr.md", "fr", {"304"}, text)])
    assert len(found) == 2
    assert "relancer" in found[0] and "« relever »" in found[0] and "« levée »" in found[1]
    # A row of one game does not apply to the other's texts: a 501 bid is an enchère.
    assert wording.problems([("501/x.fr.md", "fr", {"501"}, "Une enchère de 100.")]) == []
    assert len(wording.problems([("304/x.fr.md", "fr", {"304"}, "Une enchère de 200.")])) == 1
    english = "The two teams play a second round: hearts are trump."
    assert len(wording.problems([("x.md", "en", {"304"}, english)])) == 3


def test_the_wording_check_finds_a_sentence_in_the_other_language():
    run_on = ("Votre camp, c’est vous et C ensemble.You are A; D is the maker, diamonds are "
              "trumps, still closed, and D’s indicator is the 7♦.")
    found = wording.problems([("fr/messages.po", "fr", {"304"}, run_on)])
    assert len(found) == 1 and "English inside French" in found[0]
    slip = "Cut with the indicator. Le choisisseur ne peut pas couper avec une carte de sa main."
    found = wording.problems([("en/messages.po", "en", {"304"}, slip)])
    assert len(found) == 1 and "French inside English" in found[0]
    # English terms named in a French page, in italics or quotes, are not English sentences.
    named = "**Atout fermé** (*closed trump, when the trump is not known*) : « the maker’s own card »."
    assert wording.problems([("x.fr.md", "fr", {"304"}, named)]) == []


def test_the_wording_check_names_twin_term_tables_that_differ(tmp_path, monkeypatch):
    for game, english in wording.GLOSSARIES.items():
        (tmp_path / game).mkdir()
        (tmp_path / game / "glossary.md").write_bytes(english.read_bytes())
        french = english.with_name("glossary.fr.md").read_text(encoding="utf-8")
        if game == "304":
            french = french.replace("| levée, levées |", "| levées |", 1)
        (tmp_path / game / "glossary.fr.md").write_text(french, encoding="utf-8")
    monkeypatch.setattr(wording, "GLOSSARIES", {g: tmp_path / g / "glossary.md" for g in ("304", "501")})
    _, problems = wording.term_tables()
    assert len(problems) == 1 and "304/glossary.md" in problems[0]


def test_a_refusal_takes_the_game_of_its_rule():
    """engine/reasons.py serves both games: each sentence is held to the term table of the game
    its reason code's rule belongs to (a 501 contract's "final bid" is an « enchère »)."""
    from engine.reasons import REASONS
    games = {where: found for where, _, found, _ in wording.catalog_texts()}
    assert games[f"fr/messages.po: {str(REASONS['contract-below-bid'])[:60]!r}"] == {"501"}
    assert games[f"fr/messages.po: {str(REASONS['bid-not-multiple'])[:60]!r}"] == {"304"}


# The French msgstr of the 304 first lesson's first step as it was when issue #25 was filed: it
# ran on into the English question of the puzzle a-jack-onto-partners-ace.
OLD_FIRST_LESSON = (
    "Vous êtes A\u00a0; votre partenaire C est assis en face, et B et D jouent contre vous. D a "
    "distribué quatre cartes à chaque joueur\u00a0: le premier paquet. Dans chaque couleur, le valet "
    "est la plus forte carte, puis viennent le neuf, l’as, le dix, le roi, la dame, le huit et le "
    "sept. Le valet vaut 30 points, le neuf 20, l’as 11, le dix 10, le roi 3, la dame 2, le huit et "
    "le sept rien\u00a0: 304 points dans le paquet. Vos V♥ A♥ R♣ 8♦ valent 44 points, avec deux gros "
    "cœurs. Vous êtes à droite du donneur, vous parlez donc le premier dans l’enchère. Une enchère "
    "dit combien de points de cartes votre camp ramassera\u00a0; votre camp, c’est vous et C "
    "ensemble.You are A; D is the maker, diamonds are trumps, still closed, and D’s indicator is "
    "the 7♦. B led the 10♥, your partner C played the A♥ and D a card face down (the A♣, not a "
    "trump). You have no heart: you hold J♠ A♦ K♦. Which card do you play face down? (Open hands: "
    "every card is shown.)")


def test_the_old_first_lesson_fails_the_check_and_todays_passes():
    where = "fr/messages.po: 'You are A; your partner C sits opposite you'"
    old = wording.problems([(where, "fr", {"304"}, OLD_FIRST_LESSON)], rows=[])
    assert len(old) >= 3 and all("English inside French" in problem for problem in old)
    today = [text for place, language, _, text in wording.catalog_texts()
             if language == "fr" and "You are A; your partner C sits opposite" in place]
    assert len(today) == 1
    assert wording.problems([(where, "fr", {"304"}, today[0])]) == []
