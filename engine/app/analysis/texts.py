"""Every sentence and heading of `python -m engine analyse`, as English gettext source strings
(translated through the catalogs in `locales/`, like engine.reasons). Placeholders are
`%(name)s`; `words.say` writes parameters named `card`, `cards` and `suit` in the reader's
language."""


def N_(message: str) -> str:
    """Mark a string for extraction into the catalogs without translating it here."""
    return message


TEXTS = {
    # --- headings and the ways the deals are built ---------------------------------------
    "title-304": N_("Analysis of %(path)s: 304, dealer %(dealer)s, %(leader)s leads."),
    "title-501": N_("Analysis of %(path)s: 501, dealer %(dealer)s, %(leader)s leads."),
    "table-304": N_("The open-hands table: the card points (out of 304) the maker's side takes "
                    "from the first lead, every card known and both sides playing their best."),
    "built-304": N_("Each maker wins the first auction at 160, the other seats passing, and sets "
                    "aside one of its first four cards of the suit as the indicator (each is "
                    "tried; the best is shown); the second auction is all passes. From 250 the "
                    "trump would be exposed after the first trick: 160 lets it stay closed."),
    "columns-304": N_("Closed: the trump kept closed, the maker's constraints in force. Opened: "
                      "the maker opens the trump before the lead. Best: the better of the two."),
    "open-from-start": N_("In this file's rules the trump is open from the start: no trump is "
                          "closed, and Closed is the play with the trump open."),
    "no-cell-304": N_("—: no card of that suit among the maker's first four cards, so it cannot "
                      "be the maker's trump from the first auction."),
    "must-open-304": N_("Closed —: the maker holds the eight trumps and leads, so no card of theirs "
                        "may be led to trick 1 with the trump closed: the maker must open before "
                        "the lead."),
    "table-501": N_("The open-hands table: the real points (card points and the marriages that "
                    "count) each declarer takes with each contract, after taking the talon and "
                    "giving its best two cards, every card known, everyone playing their best "
                    "(the two defenders together)."),
    "built-501": N_("Each declarer wins the auction at 66 after looking at its cards, the others "
                    "passing; the contract's amount changes nothing in the play."),
    "no-cell-501": N_("—: this seat cannot be the declarer here."),
    "progress": N_("computed: %(what)s (%(done)s of %(total)s, %(seconds)s s)"),
    # --- column headings -------------------------------------------------------------------
    "col-maker": N_("Maker"),
    "col-trump": N_("Trump"),
    "col-indicator": N_("Indicator"),
    "col-closed": N_("Closed"),
    "col-opened": N_("Opened"),
    "col-best": N_("Best"),
    "col-others": N_("Other indicators"),
    "col-declarer": N_("Declarer"),
    "col-contract": N_("Contract"),
    "col-points": N_("Points"),
    "col-gives": N_("Best gives"),
    "col-trick": N_("Trick"),
    "col-card": N_("Card"),
    "col-cost": N_("Cost"),
    "col-best-card": N_("Best card"),
    "col-course": N_("Course"),
    # --- cells -----------------------------------------------------------------------------
    "no-trump": N_("no-trump"),
    "give-to": N_("%(card)s to %(seat)s"),
    "indicator-value": N_("%(card)s %(points)s"),
    "seat-card": N_("%(seat)s: %(card)s"),
    # --- the played deal -------------------------------------------------------------------
    "play-304": N_("The play, card by card. Cost: the points the card gave away to its side "
                   "against the best card, every card known (the practice review's figure). "
                   "Course: what the maker's side ends with if everyone plays their best from "
                   "that card on."),
    "play-501": N_("The play, card by card. Cost: the points the card gave away to its player "
                   "against the best card, every card known (the practice review's figure). "
                   "Course: what the declarer ends with if everyone plays their best from that "
                   "card on."),
    "after-caps": N_("After the Caps call the cards are not weighed in points."),
    "no-contract": N_("No contract in points was played: nothing to weigh against it."),
    "contract-304": N_("The contract: %(contract)s by %(maker)s, %(suit)s as trump."),
    "contract-501": N_("The contract: %(contract)s by %(maker)s, %(trump)s."),
    "trump-501": N_("%(suit)s as trump"),
    "result-made": N_("Made: the contract's side took %(made)s."),
    "result-failed": N_("Failed: the contract's side took %(made)s."),
    "result-unfinished": N_("The deal is not finished: the course ends with best play from the "
                            "last card given."),
    "result-stopped": N_("The deal ended before its cards were all played: no result in points; "
                         "the course ends with best play from the last card played."),
    "open-start": N_("By open hands from the first card, the contract's side would take "
                     "%(points)s."),
    "table-best": N_("In the table, %(maker)s does best with %(choice)s: %(points)s."),
    "kept-closed": N_("Keeping the trump closed cost the maker's side %(points)s against "
                      "opening it before the lead."),
    "turn-lost": N_("Where the deal was lost: trick %(trick)s, %(seat)s's %(card)s: with best "
                    "play from there the contract's side would end with %(after)s instead of "
                    "%(before)s, short of %(contract)s."),
    "turn-won": N_("Where the deal was won: trick %(trick)s, %(seat)s's %(card)s: with best play "
                   "from there the contract's side would end with %(after)s instead of "
                   "%(before)s, enough for %(contract)s."),
    "turn-none-made": N_("No card changed the outcome: the contract was made from the first "
                         "card on."),
    "turn-none-failed": N_("No card changed the outcome: the contract could not be made from "
                           "the first card on."),
    "costly": N_("The costliest cards: %(list)s."),
    "costly-none": N_("No card gave anything away."),
    "no-play": N_("No card has been played in this file: only the table is shown."),
}
