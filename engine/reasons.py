"""The sentence for every reason code the engine can give, as an English gettext source string.

Codes are what the engine raises (`engine.errors`); these strings are what readers see, in their
language, through the catalogs in `locales/`. Placeholders are `%(name)s`; `engine.messages`
localises parameters named `card`, `cards` and `suit` before filling them in.

Keep one section per part of the engine so that each stays easy to find.
"""


def N_(message: str) -> str:
    """Mark a string for extraction into the catalogs without translating it here."""
    return message


REASONS = {
    # --- Notation: reading cards, seats and actions ---------------------------------------
    "bad-card": N_("“%(text)s” is not a card: write its rank then its suit, like JS, 10H or 9♠."),
    "bad-suit": N_("“%(text)s” is not a suit: use S, H, D or C (or ♠ ♥ ♦ ♣)."),
    "card-not-in-deck": N_("%(card)s is not in the pack used for %(game)s."),
    "duplicate-card": N_("%(card)s appears twice; each card is in the pack only once."),
    "unknown-reason": N_("The engine refused this, with the reason code “%(code)s”."),
    # --- Answers the engine gives (not refusals) ------------------------------------------
    "trick-won": N_("%(seat)s wins the trick with %(card)s, taking %(points)s points."),
    # --- 304: tricks ----------------------------------------------------------------------
    "trick-size": N_("A trick of 304 has %(expected)s cards, not %(count)s."),
    "must-follow-suit": N_("You hold a card in %(suit)s: you must follow suit."),
    # --- 501 ------------------------------------------------------------------------------
}
