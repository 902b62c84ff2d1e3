"""The coach's words: an action, a card, a number of points, a choice between cards, in the
reader's language (engine.messages), as the hint, the review, the calls and the drills say them.
"""

from engine.messages import card_label, explain
from engine.narration import describe


def short(action: str, lang: str) -> str:
    """A card play as its card (J♠), a 501 lead with its marriage as the card and the marriage;
    any other action in words."""
    parts = action.split()
    if parts[1:2] == ["play"] and len(parts) == 3:
        return card_label(parts[2], lang)
    if parts[1:2] == ["play"]:
        return say(lang, "practice-card-marriage", card=parts[2])
    return in_words(action, lang)


def either(names: list, lang: str) -> str:
    """"J♠ or 10♠", "J♠, 10♠ or 9♠" in the reader's language."""
    return say(lang, "practice-or", first=", ".join(names[:-1]), last=names[-1])


def in_words(action: str, lang: str) -> str:
    """An action in words, inside a sentence (without its closing full stop)."""
    return describe(action, False, lang).rstrip(".")


def points(value: float, lang: str) -> str:
    """An average of points, to one decimal unless whole, with the language's decimal mark."""
    text = f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"
    return text.replace(".", ",") if lang == "fr" else text


def _one(text: str, lang: str) -> bool:
    """Whether a number written `text` takes the singular (CLDR's "one", as the page's
    Intl.PluralRules says): in English 1 only, not 1.0 nor 0.5; in French below 2 (0,5 point,
    1,5 point, 2 points)."""
    whole, _, fraction = text.replace(",", ".").lstrip("-").partition(".")
    if lang == "fr":
        return int(whole) in (0, 1)
    return whole == "1" and not fraction


def amount(value: float, lang: str) -> str:
    """A number of points with its noun, singular or plural by the language's rule."""
    text = points(value, lang)
    return say(lang, "practice-points-one" if _one(text, lang) else "practice-points-other",
               points=text)


def say(lang: str, code: str, **params) -> str:
    return explain(code, params, lang)
