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
    # Reading 501 actions, hands and scenarios (generic names end in -501: no clash with 304).
    "bad-action-501": N_("“%(text)s” is not a 501 action: write the seat, then look, pass, bid 80, "
                         "concede, contract S 100, contract NT 100, give B 9H, play KS or "
                         "play KS marriage."),
    "unknown-seat-501": N_("“%(seat)s” is not a seat at this table: the seats are %(seats)s."),
    "players-501": N_("501 is played by three, or by four with the dealer sitting out, "
                      "not by %(players)s."),
    "hands-seats-501": N_("The hands must be given for the active seats %(seats)s, and the talon."),
    "hand-size-501": N_("%(seat)s must be dealt %(expected)s cards, not %(count)s."),
    "talon-size-501": N_("The talon holds %(expected)s cards, not %(count)s."),
    "scores-501": N_("This table has %(players)s seats, so it needs %(players)s scores, "
                     "not %(count)s."),
    "unknown-option-501": N_("“%(option)s” is not an option of 501."),
    "missing-dealer-501": N_("A 501 deal must name its dealer."),
    # Turns and phases.
    "deal-over-501": N_("This deal is over: no more actions can be taken in it."),
    "not-your-turn-501": N_("It is %(to_act)s's turn, not %(seat)s's."),
    "sitting-out": N_("%(seat)s dealt and sits this deal out: with four players the dealer "
                      "does not play."),
    # The auction (501-A*, 501-BL*).
    "bid-below-minimum": N_("A bid must be at least %(minimum)s: %(value)s is too low."),
    "bid-not-higher": N_("A bid must be higher than the standing bid of %(standing)s: "
                         "%(value)s is not."),
    "bid-above-maximum": N_("A bid cannot exceed %(maximum)s, the most a deal can score."),
    "pass-is-final": N_("%(seat)s has passed: in 501 a pass is final, so %(seat)s takes no "
                        "further part in the auction."),
    "already-looked": N_("%(seat)s has already looked at their cards."),
    "auction-over": N_("The auction is over: nobody can look, pass or bid any more."),
    "auction-not-over": N_("The auction is not over yet: a declarer must win it first."),
    # Talon, concession, contract, exchange (501-Q1, 501-E1 to 501-E3).
    "declarer-acts": N_("Only the declarer, %(declarer)s, acts now: concede or announce the "
                        "contract, then give one card to each opponent."),
    "concede-too-late": N_("Too late to concede: the declarer may concede only right after the "
                           "talon is exposed, before announcing the contract."),
    "contract-already-announced": N_("The contract is already announced (%(contract)s): it "
                                     "cannot be changed."),
    "contract-below-bid": N_("The contract cannot be lower than the final bid of %(bid)s: "
                             "%(value)s is too low."),
    "contract-above-maximum": N_("A contract cannot exceed %(maximum)s, the most a deal can "
                                 "score."),
    "announce-first": N_("The declarer, %(declarer)s, must first concede or announce the trump "
                         "(or no-trump) and the contract."),
    "give-first": N_("The declarer, %(declarer)s, must first give one card to each opponent: "
                     "play starts when everyone holds eight."),
    "give-to-opponent": N_("%(target)s is not an opponent of the declarer: give one card to "
                           "each opponent."),
    "already-given": N_("%(target)s has already received a card: each opponent gets exactly "
                        "one."),
    "cards-already-given": N_("The declarer, %(declarer)s, has already given a card to each "
                              "opponent."),
    # Play and marriages (501-L*, 501-W*).
    "card-not-held-501": N_("You do not hold %(card)s."),
    "must-follow-501": N_("You must follow suit: %(suit)s were led and you still hold some, "
                          "so %(card)s cannot be played."),
    "must-trump": N_("You hold a trump: when you cannot follow suit you must trump "
                     "(%(trump_suit)s), even with a trump that loses, so %(card)s cannot be "
                     "played."),
    "marriage-not-on-lead": N_("A marriage can only be declared when you lead to a trick, not "
                               "when you follow."),
    "marriage-needs-king-or-queen": N_("A marriage is declared by leading its king or its "
                                       "queen, not %(card)s."),
    "marriage-needs-both": N_("To declare a marriage in %(suit)s you must hold both its king "
                              "and its queen."),
}
