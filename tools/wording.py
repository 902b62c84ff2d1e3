"""One term per concept, one language per text: the wording check of pages and catalogs.

    python tools/wording.py            # print every problem; exit 1 if there is one

The term tables live in the glossary pages (docs/304/glossary.md, docs/501/glossary.md and their
French twins), as a Markdown table that readers see and this check reads. It follows a line
`<!-- term-table -->` and has five columns:

    | Concept | English | Not in English | French | Not in French |

The chosen terms are there for the reader; the two "Not in" columns list the ruled-out variants,
separated by commas. In a variant, "…" stands for any word ending (« relanc… ») and a lone "N" for
a number (« enchère de N »); matching ignores case and stops at word boundaries. The English and
French glossaries carry the same rows: the check compares them, so neither can drift.

A row of the 304 table applies to the 304 pages, to catalog entries that come from 304 sources, and
to what belongs to neither game (the home page, Play, the puzzles' index, labels); a row of the 501
table likewise. A refusal's sentence (engine/reasons.py, shared by both games) belongs to the game
of the rule behind its reason code (engine/reason_rules.py): "the final bid" of a 501 contract is
an « enchère », a 304 bid an « annonce ». Mentions are not uses: a variant between « guillemets » or “quotes” is not counted,
and the term tables themselves are left out.

The second half of the check finds a sentence of one language inside a text of the other: English
inside a French msgstr or page, French inside an English one — the kind of slip a copy-paste leaves,
where a French lesson step runs on into the English question of a puzzle.
"""

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.reason_rules import RULE_OF_REASON  # noqa: E402
from engine.reasons import REASONS  # noqa: E402

DOCS = ROOT / "docs"
LOCALES = ROOT / "locales"
GLOSSARIES = {"304": DOCS / "304" / "glossary.md", "501": DOCS / "501" / "glossary.md"}
TABLE_MARK = "<!-- term-table -->"

NOT_PROSE = [
    re.compile(r"\A---\n.*?\n---\n", re.S),                      # front matter
    re.compile(r"^(\s*)(```|~~~).*?^\1\2[^\n]*$", re.S | re.M),   # fenced code
    re.compile(r"<!--.*?-->", re.S),                              # comments (diagram directives)
    re.compile(r"`[^`\n]+`"),                                     # code spans
    re.compile(r"\]\([^)\s]*\)"),                                 # link targets
    re.compile(r"<[^>\n]+>"),                                     # HTML tags and their attributes
    re.compile(r"\{:?\s*[#.][^}\n]*\}"),                          # attribute lists
    re.compile(r"https?://\S+"),                                  # bare URLs
    re.compile(r"%\(\w+\)[sd]"),                                  # catalog placeholders
]
MENTIONS = re.compile(r"«[^»]*»|“[^”]*”|\"[^\"\n]*\"")


@dataclass(frozen=True)
class Row:
    game: str
    concept: str
    english: str
    not_english: tuple
    french: str
    not_french: tuple


def blank(match) -> str:
    return re.sub(r"[^\n]", " ", match.group())


def prose(text: str) -> str:
    """The text with everything that is not prose blanked out (lines kept, for line numbers)."""
    for pattern in NOT_PROSE:
        text = pattern.sub(blank, text)
    return text


def used(text: str) -> str:
    """Prose without mentions: a word in quotes is named, not used."""
    return MENTIONS.sub(blank, prose(text))


def without_term_table(text: str) -> str:
    """The page with its term table blanked out: the table names what not to write."""
    if TABLE_MARK not in text:
        return text
    head, _, rest = text.partition(TABLE_MARK)
    lines = rest.split("\n")
    table = 0
    while table < len(lines) and (not lines[table].strip() or lines[table].lstrip().startswith("|")):
        table += 1
    return head + " " * len(TABLE_MARK) + "\n".join(" " * len(l) for l in lines[:table]) + (
        "\n" + "\n".join(lines[table:]) if table < len(lines) else "")


def cells(line: str) -> list:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def read_table(page: Path) -> list:
    """The rows of the term table of one glossary page, as lists of five cells."""
    text = page.read_text(encoding="utf-8")
    if TABLE_MARK not in text:
        raise ValueError(f"{page.relative_to(ROOT)} has no term table ({TABLE_MARK})")
    lines = [l for l in text.partition(TABLE_MARK)[2].strip().split("\n")]
    rows = []
    for line in lines[2:]:                      # header and separator first
        if not line.lstrip().startswith("|"):
            break
        row = cells(line)
        if len(row) != 5:
            raise ValueError(f"{page.relative_to(ROOT)}: a term-table row needs five cells: {line}")
        rows.append(row)
    return rows


def split_variants(cell: str) -> tuple:
    return tuple(v.strip().strip("«»“” \u00a0") for v in cell.split(",") if v.strip() not in ("", "—"))


def term_tables() -> tuple:
    """(rows, problems): the rows of both games, and any disagreement between the twin tables."""
    rows, problems = [], []
    for game, english_page in GLOSSARIES.items():
        french_page = english_page.with_name("glossary.fr.md")
        english, french = read_table(english_page), read_table(french_page)
        if [r[1:] for r in english] != [r[1:] for r in french]:
            problems.append(f"the term tables of {english_page.parent.name}/{english_page.name} and "
                            f"{french_page.parent.name}/{french_page.name} differ (columns 2 to 5 must be the same)")
        for en, fr in zip(english, french):
            rows.append(Row(game, en[0], en[1], split_variants(en[2]), en[3], split_variants(en[4])))
    return rows, problems


def variant_pattern(variant: str) -> re.Pattern:
    parts = []
    for token in re.split(r"(…|\bN\b|['’]| )", variant):
        if token == "…":
            parts.append(r"[\w-]*")
        elif token == "N":
            parts.append(r"\d+")
        elif token in ("'", "’"):
            parts.append("['’]")
        elif token == " ":
            parts.append(r"[\s\u00a0]+")
        else:
            parts.append(re.escape(token))
    return re.compile(r"(?<![\w-])" + "".join(parts) + r"(?![\w-])", re.IGNORECASE)


def games_of(where: str) -> set:
    """Which games' rows apply to a page or a catalog entry, from its path or source paths."""
    found = {game for game in ("304", "501") if game in where}
    return found or {"304", "501"}


def reason_games() -> dict:
    """msgid of a refusal -> the games of the rules behind the reason codes that give it."""
    games = {}
    for code, msgid in REASONS.items():
        if code in RULE_OF_REASON:
            games.setdefault(str(msgid), set()).add(RULE_OF_REASON[code].split("-")[0])
    return games


def line_games(text: str, position: int) -> set:
    """On a page or entry of both games, a line that names one game only (a row of an index
    table, say) takes that game's rows."""
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return games_of(text[start:end if end >= 0 else len(text)])


# --- One language per text ------------------------------------------------------------------
# Words that are common in one language and never (or hardly ever) words of the other.
ENGLISH_WORDS = set("""the and you your yours is are was were of to with which that this these
those what who whom whose has have had does did not can cannot could would should will shall
from by its it they them their there here when where why how than then before after only every
each any some no yes if but or into onto over under one two three four five six seven eight
nine ten card cards trick tricks partner plays played play lead leads led wins won win takes
took take hand hands suit suits trump trumps bid bids pass passes dealer holds hold sits first
second last next now still also both such other own else""".split())
FRENCH_WORDS = set("""le la les des du un une et est sont était vous votre vos il elle ils elles
qui que quoi dont avec pour dans sur par pas ne ni au aux ce cette ces son sa ses leur leurs
mais ou où donc car quand comme si tout tous toute toutes chaque aucun aucune rien peut doit
carte cartes pli plis partenaire joue jouez joué entame gagne prend main mains couleur atout
atouts annonce passe donneur premier première deux trois quatre cinq six sept huit neuf dix
encore aussi déjà alors puis avant après seul seule même autre autres être avoir fait""".split())
WORD = re.compile(r"[A-Za-zÀ-ÿœŒ]+(?:['’][A-Za-zÀ-ÿ]+)?")
SENTENCE_END = re.compile(r"[.!?;:…\n]|—|\s–\s|\(|\)")
# Names that are the same in both languages and not a sign of either.
SHARED_NAMES = re.compile(r"Partner Close Caps|Wrong Caps|Caps|Pyodide|Python|Material for MkDocs"
                          r"|MkDocs|Chromium|GitHub|JavaScript|\*[^*\n]+\*|_[^_\n]+_", re.IGNORECASE)


def language_counts(sentence: str) -> tuple:
    words = [w.lower() for w in WORD.findall(SHARED_NAMES.sub(" ", sentence))]
    english = sum(1 for w in words if w in ENGLISH_WORDS or w.endswith("'s"))
    french = sum(1 for w in words if w in FRENCH_WORDS or re.match(r"[ldjnstcq][’']", w))
    return english, french


def foreign_sentences(text: str, language: str) -> list:
    """The sentences of `text` written in the other language."""
    found = []
    for sentence in SENTENCE_END.split(text):
        english, french = language_counts(sentence)
        if language == "fr" and english >= 3 and english > 2 * french:
            found.append(sentence.strip())
        elif language == "en" and french >= 3 and french > 2 * english:
            found.append(sentence.strip())
    return found


# --- The texts ---------------------------------------------------------------------------------
def page_texts():
    """(where, language, games, text) for every page, prose only, term tables left out."""
    for page in sorted(DOCS.rglob("*.md")):
        language = "fr" if page.name.endswith(".fr.md") else "en"
        rel = page.relative_to(ROOT).as_posix()
        text = without_term_table(page.read_text(encoding="utf-8"))
        yield rel, language, games_of(rel), text


def template_sources(pot: Path) -> dict:
    """msgid -> the source paths of its `#:` lines, read from the template's text: Babel keeps
    no location whose line is not a number, and a scenario's is a key path."""
    sources = {}
    for block in pot.read_text(encoding="utf-8").split("\n\n"):
        where = " ".join(line[3:] for line in block.splitlines() if line.startswith("#: "))
        msgid = re.search(r'^msgid ((?:".*"\n?)+)', block, re.M)
        if msgid:
            text = "".join(re.findall(r'"(.*)"', msgid.group(1)))
            sources[text.encode().decode("unicode_escape").encode("latin-1").decode("utf-8")] = where
    return sources


def catalog_texts(locales: Path = None):
    """(where, language, games, text) for every msgstr of both catalogs."""
    locales = locales or LOCALES
    sources_of = template_sources(locales / "messages.pot")
    refusals = reason_games()
    for language in ("en", "fr"):
        path = locales / language / "LC_MESSAGES" / "messages.po"
        catalog = read_po(path.open("rb"), locale=language)
        for message in catalog:
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            msgid = message.id if isinstance(message.id, str) else message.id[0]
            sources = sources_of.get(msgid, "")
            games = games_of(sources)
            if sources.split() and all(source.startswith("engine/reasons.py") for source in sources.split()):
                games = refusals.get(msgid, games)
            for string in strings:
                if string:
                    yield f"{language}/messages.po: {msgid[:60]!r}", language, games, string


def problems(texts=None, rows=None, foreign=True) -> list:
    """Every ruled-out variant used and every sentence in the wrong language, as sentences.
    `rows`: check only these rows of the term tables (and not the tables themselves);
    `foreign=False`: leave out the search for sentences in the other language."""
    if rows is None:
        rows, found = term_tables()
    else:
        found = []
    for row in rows:
        for chosen, variants in ((row.english, row.not_english), (row.french, row.not_french)):
            for variant in variants:
                if variant_pattern(variant).search(chosen):
                    found.append(f"term table {row.game}: « {chosen} » is itself ruled out by « {variant} »")
    patterns = [(row, language, re.compile("|".join(variant_pattern(v).pattern
                                                    for v in sorted(variants, key=len, reverse=True)),
                                           re.IGNORECASE))
                for row in rows
                for language, variants in (("en", row.not_english), ("fr", row.not_french))
                if variants]
    if texts is None:
        texts = list(page_texts()) + list(catalog_texts())
    for where, language, games, text in texts:
        clean = used(text)
        for row, row_language, pattern in patterns:
            if row_language != language or row.game not in games:
                continue
            for match in pattern.finditer(clean):
                if len(games) > 1 and row.game not in line_games(text, match.start()):
                    continue
                chosen = row.english if language == "en" else row.french
                line = f":{clean.count(chr(10), 0, match.start()) + 1}" if where.endswith(".md") else ""
                found.append(f"{where}{line}: « {match.group()} » — write « {chosen} » ({row.concept}, {row.game})")
        for sentence in foreign_sentences(MENTIONS.sub(" ", prose(text)), language) if foreign else ():
            other = "English" if language == "fr" else "French"
            found.append(f"{where}: {other} inside {'French' if language == 'fr' else 'English'}: "
                         f"« {sentence[:100]} »")
    return found


def main() -> int:
    found = problems()
    for problem in found:
        print(problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
