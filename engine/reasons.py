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
    # --- Scenario files and the paths given for them (engine.scenarios, the command line) ---
    # Where a problem is: the file, its set-up (the deal it starts from) or one of its steps.
    "where-file": N_("%(path)s:"),
    "where-set-up": N_("%(path)s, set-up:"),
    "where-step": N_("%(path)s, step %(step)s:"),
    "path-missing": N_("There is no file or folder at this path."),
    "path-dangling": N_("This link points to %(target)s, which does not exist."),
    "path-loop": N_("This link leads round a loop of links and never reaches a file."),
    "path-is-folder": N_("This is a folder, not a scenario file."),
    "path-permission": N_("This file cannot be read: permission denied."),
    "path-unreadable": N_("This file cannot be read (%(error)s)."),
    "path-no-scenarios": N_("This folder holds no scenario file (no .toml file, even in its "
                            "subfolders)."),
    "scenario-not-utf8": N_("This file is not UTF-8 text: line %(line)s holds a byte that is not. "
                            "Save the file as UTF-8."),
    "scenario-bad-toml": N_("This file is not valid TOML: line %(line)s, column %(column)s "
                            "(%(detail)s)."),
    "scenario-too-deep": N_("Tables or arrays are nested more than %(limit)s deep: no scenario "
                            "needs that."),
    "scenario-no-game": N_("The scenario does not name its game: write game = \"304\" or "
                           "game = \"501\"."),
    "scenario-unknown-game": N_("“%(game)s” is not a game the engine knows: write game = \"304\" "
                                "or game = \"501\"."),
    "game-unavailable": N_("The engine's package for %(game)s cannot be loaded (%(error)s)."),
    "key-not-text": N_("“%(key)s” must be text in quotes, not %(value)s."),
    "key-not-table": N_("“%(key)s” must be a table, like %(key)s = { … }, not %(value)s."),
    "key-in-options": N_("“%(key)s” goes inside the options: write options = { %(key)s = … }."),
    "steps-not-list": N_("“steps” must be a list of [[steps]] tables, not %(value)s."),
    "step-not-table": N_("This step must be a [[steps]] table with its do = \"…\", not %(value)s."),
    "step-no-do": N_("This step has no do = \"…\": give the action or actions it takes."),
    "bad-seed": N_("“%(text)s” is not a seed: give a whole number or a text."),
    "hand-not-text": N_("The hand of %(seat)s must be text listing its cards, like \"JS 9S AS\", "
                        "not %(value)s."),
    "unknown-seat": N_("“%(seat)s” is not a seat at this table: the seats are %(seats)s."),
    # --- A deal on one line (the Analyse page, engine.app.analysis.notation) ------------------
    "players-304": N_("304 is played by four, in two partnerships, not by %(players)s."),
    "deal-line-hands": N_("Write %(expected)s hands separated by “/” (%(names)s), not %(count)s."),
    "deal-line-too-long": N_("This deal is %(size)s characters long: a deal needs at most "
                             "%(limit)s."),
    "analyse-play-empty": N_("Write the auction and the play: the actions in order, separated by "
                             "“;”, commas or new lines."),
    "analyse-play-too-long": N_("These actions are %(size)s characters long: a deal's need at most "
                                "%(limit)s."),
    "analyse-play-unreadable": N_("Action %(step)s, “%(action)s”, cannot be read: write a seat, "
                                  "then the action and its cards, like “A bid 160” or “B play JS”, "
                                  "or a card alone for the seat to play."),
    "analyse-play-refused": N_("Action %(step)s, “%(action)s”, is refused: %(reason)s"),
    "analyse-play-after-end": N_("The deal is over after action %(step)s: “%(action)s” comes after "
                                 "its end."),
    "analyse-play-unfinished": N_("The deal is not over after these %(count)s actions: write it to "
                                  "its last card to review it."),
    "analyse-line-no-cell": N_("%(seat)s cannot make this suit trump: none of its first four "
                               "cards is of that suit, so there is no line to play."),
    # --- The browser facade: requests it cannot answer (engine.app.browser) ---------------
    "request-too-large": N_("The request is too long: %(size)s characters, and the engine reads at "
                            "most %(limit)s."),
    "request-not-json": N_("The request is not JSON that the engine can read."),
    "request-too-deep": N_("The request nests its values more than %(limit)s deep."),
    "request-not-object": N_("The request must be a JSON object, not %(value)s."),
    "unknown-function": N_("The engine has no function “%(name)s”; it has %(functions)s."),
    "request-missing": N_("The request has no “%(field)s”."),
    "request-wrong-type": N_("The request's “%(field)s” has the wrong type: %(value)s."),
    "bad-lang": N_("“%(lang)s” is not a language of this site: use en or fr."),
    "too-many-actions": N_("The request holds %(count)s actions: a deal never takes more than "
                           "%(limit)s."),
    "internal-error": N_("The engine failed on this request (%(error)s). Please report it."),
    # --- The practice table (engine.app): a match kept by the page, and deal links --------
    "practice-bad-state": N_("The saved match cannot be read (its “%(field)s” is %(value)s). "
                             "Abandon it and start a new one."),
    "practice-bad-actions": N_("The saved match cannot be replayed: action %(step)s, "
                               "“%(action)s”, is refused by the rules."),
    "practice-not-your-turn": N_("It is not your turn: you play %(seat)s, and the table is "
                                 "waiting for another seat."),
    "practice-not-bot-turn": N_("No bot is to play now."),
    "practice-no-next-deal": N_("There is no next deal: this deal is not over, or the match is."),
    "practice-branch-over": N_("This line of play ends with its deal: go back to the match."),
    "practice-too-many-deals": N_("A match is kept for %(limit)s deals at most."),
    "practice-nothing-to-undo": N_("There is nothing to undo: you have not played in this deal yet."),
    "practice-deal-not-over": N_("This deal is not over yet: it can be reviewed once it is."),
    "practice-link-malformed": N_("This link does not hold a deal: it has been cut or mistyped. "
                                  "Ask for the link again."),
    "practice-link-too-long": N_("This link is too long to be a deal (over %(limit)s characters)."),
    "practice-link-tampered": N_("This link has been changed since it was made: its check does "
                                 "not match. Ask for the link again."),
    "practice-link-invalid": N_("This link names a deal the rules cannot replay (%(why)s)."),
    "practice-link-unfinished": N_("This link names a deal that is not finished: only finished "
                                   "deals can be reviewed."),
    # --- Drills from the reader's own deals (engine.app.drills) ----------------------------
    "drill-damaged": N_("This drill cannot be read: it was changed or damaged after it was "
                        "made. Remove it from My drills; your next deals will bring new ones."),
    "drill-not-a-choice": N_("%(action)s is not one of the cards you may play in this drill."),
    "drill-wrong": N_("%(choice)s gives away %(amount)s on average against the best card, over "
                      "the %(samples)s deals drawn from those you cannot rule out "
                      "(± %(margin)s)."),
    "drill-wrong-played": N_("%(choice)s is the card you played at the table: it gives away "
                             "%(amount)s on average against the best card, over the "
                             "%(samples)s deals drawn from those you cannot rule out "
                             "(± %(margin)s)."),
    "practice-hint": N_("The strong bot would choose: %(action)s."),
    "practice-hint-caps": N_("The strong bot would call Caps now, in this order: %(cards)s. "
                             "Its own view proves that its side takes every trick."),
    "practice-hint-best": N_("%(action)s: the best choice in %(best_in)s of the %(samples)s deals "
                             "drawn from those you cannot rule out, and %(gain)s better "
                             "on average than the next best, %(other)s."),
    "practice-hint-tie": N_("%(choices)s: a tie. Over the %(samples)s deals drawn from those you "
                            "cannot rule out, they come out within %(margin)s of each "
                            "other, too close to call."),
    # A number of points (%(points)s written in the reader's number format), singular or
    # plural by the language's rule (English: 1 point, 0.5 points; French: 0,5 point, 2 points).
    "practice-points-one": N_("%(points)s point"),
    "practice-points-other": N_("%(points)s points"),
    # The review of the calls (#24): the contract by open hands with each trump.
    "practice-calls-304-mine": N_("Your side's contract: %(contract)s by %(maker)s, with %(suit)s "
                                  "as trump; your side took %(made)s. By open hands, what your "
                                  "side takes with each trump %(maker)s could choose (for "
                                  "another trump, its lowest card set aside as the indicator):"),
    "practice-calls-304-theirs": N_("The other side's contract: %(contract)s by %(maker)s, with "
                                    "%(suit)s as trump. Had you taken the first auction at 160, "
                                    "by open hands your side would take, with each trump from "
                                    "your four cards:"),
    "practice-calls-304-none": N_("No one bid. Had you taken the first auction at 160, by open "
                                  "hands your side would take, with each trump from your four "
                                  "cards:"),
    "practice-calls-501": N_("The contract: %(contract)s by %(maker)s, with %(trump)s; "
                             "%(maker)s took %(made)s. By open hands, the cards given kept as "
                             "they were, what %(maker)s takes with each trump and at no-trump:"),
    "practice-calls-choice-304": N_("%(suit)s (indicator %(card)s)"),
    "practice-calls-trump": N_("%(suit)s as trump"),
    "practice-calls-no-trump": N_("no-trump"),
    "practice-calls-made": N_("%(choice)s: %(amount)s, enough for %(contract)s."),
    "practice-calls-short": N_("%(choice)s: %(amount)s, short of %(contract)s."),
    "practice-calls-makes": N_("%(choice)s: %(contract)s is made (the exact points would take "
                               "too long to search)."),
    "practice-calls-fails": N_("%(choice)s: %(contract)s cannot be made (the exact points would "
                               "take too long to search)."),
    "practice-calls-unknown": N_("%(choice)s: not computed (too long a search)."),
    # What a 304 hand was worth (engine.app.worth_words): deals drawn from the seat's first four.
    "worth-made": N_("With your four cards as maker, %(bid)s with %(suit)s as trump (indicator "
                     "%(card)s) was made in %(made)s of the %(drawn)s deals drawn, by open hands "
                     "(± %(margin)s)."),
    "worth-better": N_("With %(suit)s as trump (indicator %(card)s) it was made in %(made)s."),
    "worth-highest": N_("With %(suit)s as trump, the highest bid made in more than half of "
                        "them: %(high)s (in %(made)s)."),
    "worth-none": N_("With your four cards as maker, %(bid)s was made in none of the %(drawn)s "
                     "deals drawn, by open hands, whatever the trump."),
    "worth-intro": N_("%(drawn)s deals of the cards you had not seen, drawn at random and each "
                      "played by open hands, you the maker in the first auction, the lowest "
                      "card of the trump among your first four set aside as the indicator. In "
                      "how many of them your side made each bid, with each trump; the trump "
                      "that made it most often in bold. Each count may be off by about "
                      "%(margin)s deals, one time in twenty."),
    "worth-made-501": N_("With your seven cards as declarer, %(bid)s with %(trump)s was made in "
                         "%(made)s of the %(drawn)s deals drawn, by open hands (± %(margin)s)."),
    "worth-better-501": N_("With %(trump)s it was made in %(made)s."),
    "worth-none-501": N_("With your seven cards as declarer, %(bid)s was made in none of the "
                         "%(drawn)s deals drawn, by open hands, whatever the contract."),
    "worth-highest-501": N_("With %(trump)s, the highest bid of the table made in more than half "
                            "of them: %(high)s (in %(made)s)."),
    "worth-intro-501": N_("%(drawn)s deals of the cards you had not seen, the other hands and the "
                          "talon, drawn at random and each played by open hands: you the "
                          "declarer, the talon taken, each contract announced in turn and the "
                          "two cards given that the strong bot would give. In how many of them "
                          "you made each bid, with each contract; the contract that made it most "
                          "often in bold. Each count may be off by about %(margin)s deals, one "
                          "time in twenty."),
    "worth-progress-501": N_("Drawing deals from your seven cards and playing them by open "
                             "hands: %(drawn)s of %(deals)s…"),
    "worth-no-trump-short": N_("NT"),
    "worth-undecided": N_("%(count)s counts are a range: in some deals the search stopped at "
                          "its bound of %(limit)s positions before it settled that bid."),
    "worth-undecided-one": N_("One count is a range: in a deal the search stopped at its bound "
                              "of %(limit)s positions before it settled that bid."),
    "worth-progress": N_("Drawing deals from your four cards and playing them by open hands: "
                         "%(drawn)s of %(deals)s…"),
    "worth-your-bid": N_("%(bid)s (your bid)"),
    "practice-hint-same": N_("%(choices)s: all the same here, equal in each of the %(samples)s "
                             "deals drawn from those you cannot rule out."),
    "practice-card-marriage": N_("%(card)s with the marriage"),
    "practice-or": N_("%(first)s or %(last)s"),
    "practice-why-bid-304": N_("%(action)s: with %(suit)s as trump your four cards rate "
                               "%(strength)s, and hands rated that high make %(limit)s more "
                               "often than not."),
    "practice-why-pass-304": N_("%(action)s: with %(suit)s as trump your four cards rate "
                                "%(strength)s, and hands rated that high make no more than "
                                "%(limit)s more often than not: not enough to bid higher."),
    "practice-why-weak-304": N_("%(action)s: your four cards rate only %(strength)s, even with "
                                "%(suit)s as trump: too little for any contract."),
    "practice-why-pass-partner": N_("%(action)s: your partner's bid stands, and your four cards "
                                    "(%(strength)s with %(suit)s as trump) are not worth "
                                    "taking it 30 points higher."),
    "practice-why-partner": N_("%(action)s: your four cards rate only %(strength)s; your "
                               "partner, who may hold more, will speak first at 160."),
    "practice-why-indicator": N_("%(action)s: %(suit)s is your strongest suit (it rates "
                                 "%(strength)s with its support), and its lowest card hides the "
                                 "trump at the least cost."),
    "practice-why-bid-501": N_("%(action)s: as declarer your hand should take about "
                               "%(estimate)s points (its card points, ten more per ace, its "
                               "marriages and twenty for the talon), enough for this bid."),
    "practice-why-pass-501": N_("%(action)s: as declarer your hand should take about "
                                "%(estimate)s points (its card points, ten more per ace, its "
                                "marriages and twenty for the talon), short of the next bid."),
    "practice-why-pcc": N_("%(action)s: your cards take every trick alone whatever the others "
                           "hold (your trumps from the top, every other card the best left of "
                           "its suit)."),
    "practice-why-raise-304": N_("%(action)s: %(trumps)s trumps in %(suit)s with the jack and "
                                 "the nine, and a hand that rates %(strength)s: enough to take "
                                 "the contract higher."),
    "practice-why-stay-304": N_("%(action)s: taking the contract to 250 wants five trumps or "
                                "more with the jack and the nine, and a hand that rates 170; "
                                "yours has %(trumps)s in %(suit)s and rates %(strength)s."),
    "practice-why-blind-501": N_("%(action)s: nobody has bid yet, and the lowest bid made "
                                 "blind doubles the result of the contract; with the talon, "
                                 "a blind declarer makes it most of the time."),
    "practice-why-look-501": N_("%(action)s: a bid already stands, so a blind bid would have "
                                "to go higher without seeing your cards."),
    "practice-why-concede-501": N_("%(action)s: without the talon to come, your hand should "
                                   "take about %(estimate)s points, more than 30 short of your "
                                   "bid of %(bid)s."),
    "practice-why-trump-501": N_("%(action)s: %(suit)s is your best trump: your cards in it, "
                                 "their points and a marriage in it weigh the most."),
    "practice-why-no-trump-501": N_("%(action)s: four aces and no suit longer than three cards: "
                                    "no trump suit would help more."),
    "practice-why-give-501": N_("%(action)s: your cheapest card outside the trump and your "
                                "marriages."),
    # --- Answers the engine gives (not refusals) ------------------------------------------
    "trick-won": N_("%(seat)s wins the trick with %(card)s, taking %(points)s points."),
    # --- 304: tricks ----------------------------------------------------------------------
    "trick-size": N_("A trick of 304 has %(expected)s cards, not %(count)s."),
    "must-follow-suit": N_("You hold a card in %(suit)s: you must follow suit."),
    # --- 304: reading actions and scenarios -------------------------------------------------
    "bad-action": N_("“%(text)s” is not a 304 action: write the seat, then pass, bid 160, bid pcc, "
                     "partner, redeal, indicator JS, open, play AH, caps JS 9S … or spoilt."),
    "bad-seat": N_("“%(text)s” is not a seat: the seats of 304 are A, B, C and D."),
    "bad-bid": N_("“%(text)s” is not a bid: write a multiple of 10 from 160 to 300, or pcc."),
    "bad-tokens": N_("“%(text)s” are not tokens: give two whole numbers that add up to 22."),
    "hand-size": N_("%(seat)s must be dealt 8 cards, not %(count)s."),
    "missing-cards": N_("The hands do not hold the whole pack: %(cards)s are missing."),
    "no-hands": N_("A 304 deal needs its hands or a seed."),
    "missing-dealer-304": N_("A 304 deal must name its dealer."),
    "hands-unknown-seat": N_("The hands name “%(seat)s”, which is not a seat: the seats of 304 are "
                             "A, B, C and D."),
    "unknown-option": N_("“%(option)s” is not an option of 304."),
    # --- 304: turns and phases ----------------------------------------------------------------
    "deal-over": N_("This deal is over: no more actions can be taken in it."),
    "not-your-turn": N_("It is %(to_act)s's turn, not %(seat)s's."),
    "idle-partner": N_("%(seat)s's partner bid Partner Close Caps: %(seat)s takes no part in the play."),
    "not-allowed-now": N_("This action is not allowed at this point of the deal."),
    "auction-over-304": N_("The auction is over: nobody can bid, pass or ask partner any more."),
    # --- 304: the low-hand redeal (304-R1 to R5) ----------------------------------------------
    "redeal-not-first-bidder": N_("Only the dealer's right-hand neighbour may demand a redeal."),
    "redeal-too-late": N_("Too late for a redeal: it must be demanded before your first call."),
    "redeal-not-allowed": N_("This rule set has no low-hand redeal."),
    "redeal-hand-too-strong": N_("Your first four cards are worth %(points)s points: a redeal needs "
                                 "less than 15."),
    # --- 304: the first auction (304-A1 to A10) -------------------------------------------------
    "bid-not-multiple": N_("A bid must be a multiple of 10: %(bid)s is not."),
    "bid-below-160": N_("A bid must be at least 160: %(bid)s is too low."),
    "bid-above-300": N_("Numeric bids go up to 300: %(bid)s is too high (above 300 there is only "
                        "Partner Close Caps)."),
    "bid-not-higher-304": N_("A bid must be higher than the standing bid of %(high)s: %(bid)s is "
                             "not."),
    "bid-later-call-floor": N_("You have already had a turn in this auction: a second call must be "
                               "at least 200."),
    "bid-partner-floor": N_("Your partner holds the highest bid: a bid over your partner must be "
                            "at least 200."),
    "standing-bidder-must-pass": N_("You hold the highest bid: you may only pass."),
    "partner-must-answer": N_("Your partner asked you to speak: you must bid or pass, not ask back."),
    "pass-is-final-304": N_("You have passed: in this variant a pass is final, so you may not bid "
                            "again."),
    "pcc-second-auction-only": N_("Partner Close Caps can be bid only in the second auction, on "
                                  "eight cards."),
    # --- 304: the second auction (304-B1 to B7) -------------------------------------------------
    "second-bid-floor": N_("A bid in the second auction must be at least 250: %(bid)s is too low."),
    "pass-over-partner": N_("Your partner holds the highest bid: in the second auction you may only "
                            "pass."),
    "no-delegation-second": N_("There is no asking partner in the second auction: bid or pass."),
    "bid-over-pcc": N_("Partner Close Caps is the highest contract: nothing ranks above it."),
    # --- 304: the indicator (304-I1, I2, B6) ------------------------------------------------------
    "not-choosing-indicator": N_("This is not the moment to choose an indicator."),
    "indicator-not-first-packet": N_("The indicator must be one of the four cards you hold: "
                                     "%(card)s is not one of them."),
    "not-maker": N_("Only the trump maker can do this."),
    # --- 304: play (304-L1 to L7, H1 to H8, X1, O1, C-19) ----------------------------------------
    "not-in-play": N_("Cards are played only once the auctions are over and the trump is set aside."),
    "card-not-in-hand": N_("You do not hold %(card)s."),
    "indicator-lead-before-last": N_("The indicator cannot be led before the last trick."),
    "indicator-only-to-cut": N_("The indicator can be played only to cut a non-trump suit you cannot "
                                "follow, or in the last trick."),
    "maker-no-trump-cut": N_("While the trump is closed you cannot cut with a trump from your hand: "
                             "discard a non-trump face down, or cut with the indicator."),
    "trump-lead-first-trick": N_("The trump is closed: the maker cannot lead a trump to the first "
                                 "trick."),
    "exhausted-trumps": N_("Nobody else holds a trump: you must lead all your remaining trumps "
                           "(%(suit)s) before another suit."),
    "open-trump-lead-required": N_("Having opened the trump, you must lead a trump (%(suit)s)."),
    "open-already": N_("The trump is already open."),
    "open-after-lead": N_("The indicator can be exposed only before the opening lead."),
    "open-requires-lead": N_("In this rule set the maker may open only when leading to the first "
                             "trick."),
    # --- 304: spoilt trumps (304-S1 to S3, Binding decision 3) --------------------------------
    "spoilt-not-in-play": N_("Spoilt trumps can be declared only during the play, once the trump is "
                             "final and before the last card of the last trick."),
    "spoilt-not-proven": N_("What you know does not prove that the defenders were dealt no trump: "
                            "you cannot declare spoilt trumps."),
    # --- 304: Caps (304-K1 to K10, C-22 to C-28) -------------------------------------------------
    "caps-not-in-play": N_("Caps can be called only during the play."),
    "caps-off": N_("Caps is not played in this rule set."),
    "caps-in-pcc": N_("There is no Caps call in Partner Close Caps."),
    "caps-already-called": N_("Caps has already been called in this deal."),
    "caps-trick-lost": N_("Your side has lost a trick: Caps is no longer possible."),
    "caps-defenders": N_("In this rule set only the maker's side may call Caps."),
    "caps-no-cards": N_("You have played all your cards: there is no order of play left to state."),
    "caps-order-incomplete": N_("State the order of all your %(count)s remaining cards: %(cards)s."),
    "caps-order-card": N_("You called Caps: you must play %(card)s, the next card of your stated "
                          "order."),
    # --- Caps judging and the open-hand solver -------------------------------------------------
    "solver-needs-play": N_("The solver works on a position of the play: this deal is not being "
                            "played."),
    "solver-caps-called": N_("Caps has been called in this deal: the solver values positions "
                             "before any call."),
    # --- Bots (engine.bots) ---------------------------------------------------------------------
    "bot-unknown-game": N_("There is no bot for the game “%(game)s”: the bots play 304 and 501."),
    "bot-unknown-level": N_("There is no bot level “%(level)s”: choose beginner or strong."),
    "bot-bad-observation": N_("The bot could not read this observation of a %(game)s deal: give "
                              "it a seat's observation as the engine wrote it."),
    "bot-no-legal-action": N_("%(seat)s has no legal action now: there is nothing for the bot to "
                              "choose."),
    # --- 304: what happens (events of a transcript) -------------------------------------------
    "event-redeal": N_("%(seat)s has less than 15 points and demands a redeal: the same dealer deals "
                       "again."),
    "event-all-passed": N_("Four passes: nobody scores, and the next dealer deals."),
    "event-indicator-set": N_("%(seat)s sets an indicator aside, face down."),
    "event-indicator-chosen": N_("Your indicator is %(card)s: %(suit)s are trumps, and only you "
                                 "know it."),
    "event-second-packet": N_("The second packet is dealt: everyone now holds eight cards."),
    "event-indicator-returned": N_("The old indicator goes back, face down, into %(seat)s's hand."),
    "event-opened": N_("%(seat)s opens the trump: the indicator %(card)s goes into hand, and "
                       "%(suit)s are trumps."),
    "event-spoilt": N_("%(seat)s declares spoilt trumps: the defenders were dealt no %(suit)s. No "
                       "score; the same dealer deals again."),
    "event-spoilt-auto": N_("The defenders were dealt no %(suit)s: spoilt trumps, no score."),
    "event-face-down": N_("%(seat)s plays a card face down."),
    "event-face-down-own": N_("You play %(card)s face down."),
    "event-played": N_("%(seat)s plays %(card)s."),
    "event-turned-up": N_("%(seat)s's face-down card is turned up: %(card)s."),
    "event-inspected": N_("At the end of the trick you inspect %(seat)s's face-down card: %(card)s."),
    "event-no-trump-found": N_("The maker inspects the face-down cards: no trump, so they stay "
                               "hidden and the highest card of the suit led wins."),
    "event-trump-revealed": N_("A trump was played face down: the indicator %(card)s is shown, "
                               "%(suit)s are trumps, and the trump is open from now on."),
    "event-trick-won": N_("%(seat)s wins the trick: %(points)s points."),
    "event-trick-won-hidden": N_("%(seat)s wins the trick; the points of the cards that stay "
                                 "face down are not shown."),
    "event-exposed": N_("The contract is 250 or more: the indicator %(card)s is exposed after the "
                        "first trick and %(suit)s are trumps."),
    "event-caps": N_("%(seat)s calls Caps and shows the order: %(cards)s."),
    "event-result-made": N_("The contract of %(contract)s is made: the maker's side took %(points)s "
                            "points. Tokens: A–C %(ac)s, B–D %(bd)s."),
    "event-result-failed": N_("The contract of %(contract)s fails: the maker's side took %(points)s "
                              "points. Tokens: A–C %(ac)s, B–D %(bd)s."),
    "event-result-wrong-caps": N_("Wrong Caps: it replaces the contract's result. Tokens: A–C %(ac)s, "
                                  "B–D %(bd)s."),
    "event-result-spoilt": N_("Spoilt trumps: no tokens move."),
    "event-result-redeal": N_("Redeal: no tokens move."),
    "event-result-all-passed": N_("All passed: no tokens move."),
    # --- 501: what happens by itself (events, for narration) -------------------------------
    "event-all-passed-501": N_("Everyone passed: nobody scores, and the deal passes to the left."),
    "event-talon-501": N_("%(seat)s wins the auction. The talon is turned face up for all to see, "
                          "%(cards)s, and %(seat)s takes it into hand."),
    "event-given-501": N_("You receive %(card)s from %(seat)s."),
    "event-trick-won-501": N_("%(seat)s wins the trick: %(points)s points."),
    "event-made-501": N_("%(seat)s has %(points)s points, enough for the contract of "
                         "%(contract)s: made, %(change)s to the score. Scores: %(scores)s."),
    "event-failed-501": N_("%(seat)s has %(points)s points, short of the contract of "
                           "%(contract)s: failed, +%(change)s to the score. Scores: %(scores)s."),
    "event-conceded-501": N_("%(seat)s concedes: +%(change)s to the score, and each opponent "
                             "subtracts 25. Scores: %(scores)s."),
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
    "talon-not-text-501": N_("The talon must be text listing its cards, like \"AC QC 9S\", not "
                             "%(value)s."),
    "scores-501": N_("This table has %(players)s seats, so it needs %(players)s scores, "
                     "not %(count)s."),
    "unknown-option-501": N_("“%(option)s” is not an option of 501."),
    "missing-dealer-501": N_("A 501 deal must name its dealer."),
    "bad-scores-501": N_("“%(text)s” are not scores: give one whole number for each seat at the "
                         "table, like [501, 501, 501]."),
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
