"""Turning reason codes and parameters into sentences in the reader's language.

The catalogs are compiled into `engine/locale/<lang>/LC_MESSAGES/messages.mo` (by `make
catalogs`) and shipped inside the wheel, so the same code gives the same sentences on CPython and
in the browser under Pyodide.
"""

import gettext
from functools import lru_cache
from pathlib import Path

from engine.reasons import REASONS

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("en", "fr")
DOMAIN = "messages"

# Rank letters and suit names as readers see them, translated through the catalogs with a
# context so that "J" the rank is not confused with any other "J".
RANK_LABELS = {"J": "J", "Q": "Q", "K": "K", "A": "A", "T": "10", "9": "9", "8": "8", "7": "7"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _pgettext_markers():
    # Never called: it only shows the extractor the context strings used below.
    pgettext = gettext.pgettext
    return [
        pgettext("rank", "J"), pgettext("rank", "Q"), pgettext("rank", "K"),
        pgettext("rank", "A"), pgettext("rank", "10"), pgettext("rank", "9"),
        pgettext("rank", "8"), pgettext("rank", "7"),
        pgettext("suit", "spades"), pgettext("suit", "hearts"),
        pgettext("suit", "diamonds"), pgettext("suit", "clubs"),
    ]


RANK_NAMES = {"J": "jack", "Q": "queen", "K": "king", "A": "ace", "T": "ten", "9": "nine",
              "8": "eight", "7": "seven"}


def _name_markers():
    # Never called: it shows the extractor the full card names, read by screen readers.
    pgettext = gettext.pgettext
    return [
        pgettext("rank name", "jack"), pgettext("rank name", "queen"),
        pgettext("rank name", "king"), pgettext("rank name", "ace"),
        pgettext("rank name", "ten"), pgettext("rank name", "nine"),
        pgettext("rank name", "eight"), pgettext("rank name", "seven"),
        gettext.gettext("%(rank)s of %(suit)s"),
    ]


@lru_cache(maxsize=None)
def translation(lang: str) -> gettext.NullTranslations:
    """The catalog for `lang`; an unknown language falls back to the English source strings."""
    if lang not in LANGUAGES:
        lang = "en"
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang], fallback=True)


def card_label(card: str, lang: str = "en") -> str:
    """A card as readers of `lang` write it: `9♠`, `J♠` in English, `V♠` in French."""
    rank = translation(lang).pgettext("rank", RANK_LABELS[card[0]])
    return rank + _SUIT_SYMBOLS[card[1]]


def rank_letters(lang: str) -> dict:
    """The rank letters readers of `lang` write that the notation does not (French: V, D, R),
    for `cards.parse_card`."""
    letters = {translation(lang).pgettext("rank", label).upper(): rank
               for rank, label in RANK_LABELS.items() if len(label) == 1}
    return {letter: rank for letter, rank in letters.items() if letter != rank}


def card_name(card: str, lang: str = "en") -> str:
    """A card's full name, as a screen reader says it: "jack of spades", "valet de pique"."""
    catalog = translation(lang)
    return catalog.gettext("%(rank)s of %(suit)s") % {
        "rank": catalog.pgettext("rank name", RANK_NAMES[card[0]]), "suit": suit_name(card[1], lang)}


def suit_name(suit: str, lang: str = "en") -> str:
    return translation(lang).pgettext("suit", SUIT_NAMES[suit])


_LONGEST = 60  # a text parameter quoted back to the reader (a typo, a whole action) is cut here
_UNCUT = {"path", "target", "reason"}  # file paths are quoted whole, and a reason in words


def _localise(name: str, value, lang: str):
    if isinstance(value, str) and len(value) > _LONGEST and name not in _UNCUT:
        return value[:_LONGEST - 1] + "…"
    if name.endswith("cards"):
        return " ".join(card_label(card, lang) for card in value)
    if name.endswith("card"):
        return card_label(value, lang)
    if name.endswith("suit"):
        return suit_name(value, lang)
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return "\u2212" + str(-value)          # a minus sign, not a hyphen, in both languages
    return value


def explain(code: str, params: dict, lang: str = "en") -> str:
    """The sentence for a reason `code` with its `params`, in `lang` ("en" or "fr")."""
    if code not in REASONS:
        code, params = "unknown-reason", {"code": code}
    template = translation(lang).gettext(REASONS[code])
    return template % {name: _localise(name, value, lang) for name, value in params.items()}
