"""The rule behind each reason code: `RULE_OF_REASON[code]` is a rule id of RULES.md (Part A for
304, Part B for 501).

The engine only knows rule ids (`304-H4`); the site knows where each rule is stated (every rules
page gives the paragraph stating a rule the id as its anchor, and the build writes
`assets/rule-anchors.json`, id -> page). So a refusal such as `maker-no-trump-cut` can be shown
with a link to `.../#304-H4` without the engine knowing anything about pages.

Each code maps to the most precise rule. Codes that refuse an action only under a variant or an
option map to the default rule that the option changes (the rules pages mention the option
there). Codes about notation, turns and phases in general (`bad-action`, `not-your-turn`,
`card-not-in-hand`, ...) state no rule of the game and are left out.
"""

RULE_OF_REASON = {
    # --- The coach's reasons for a call (engine.app.hint: the game each sentence speaks of) --
    "practice-why-pcc": "304-B2",
    "practice-why-raise-304": "304-B2",
    "practice-why-stay-304": "304-B2",
    "practice-why-blind-501": "501-BL3",
    "practice-why-look-501": "501-BL1",
    "practice-why-concede-501": "501-Q1",
    "practice-why-trump-501": "501-E2",
    "practice-why-no-trump-501": "501-E2",
    "practice-why-give-501": "501-E3",
    # --- Tricks ------------------------------------------------------------------------------
    "trick-won": "304-C4",                    # the trick widget's answer: who wins, and why
    "must-follow-suit": "304-L3",
    # --- Turns and phases --------------------------------------------------------------------
    "idle-partner": "304-P2",
    "auction-over-304": "304-A9",
    # --- The low-hand redeal ---------------------------------------------------------------------
    "redeal-not-first-bidder": "304-R1",
    "redeal-too-late": "304-R3",
    "redeal-not-allowed": "304-R1",           # option low_hand_redeal = false
    "redeal-hand-too-strong": "304-R2",
    # --- The first auction -------------------------------------------------------------------
    "bid-not-multiple": "304-A3",
    "bid-below-160": "304-A3",
    "bid-above-300": "304-A4",
    "bid-not-higher-304": "304-A3",
    "bid-later-call-floor": "304-A6",
    "bid-partner-floor": "304-A7",
    "standing-bidder-must-pass": "304-A3",    # no bid can top your own standing bid (C-14)
    "partner-must-answer": "304-A8",
    "pass-is-final-304": "304-A5",            # variant sg-pass-final
    "pcc-second-auction-only": "304-A4",      # C-16
    # --- The second auction and Partner Close Caps --------------------------------------------
    "second-bid-floor": "304-B2",
    "pass-over-partner": "304-B3",
    "no-delegation-second": "304-B4",
    "bid-over-pcc": "304-P1",
    # --- The indicator ---------------------------------------------------------------------------
    "indicator-not-first-packet": "304-I1",
    # --- Play with the trump closed, opening -------------------------------------------------
    "indicator-lead-before-last": "304-H2",
    "indicator-only-to-cut": "304-H1",
    "maker-no-trump-cut": "304-H4",
    "trump-lead-first-trick": "304-H6",
    "exhausted-trumps": "304-X1",
    "open-trump-lead-required": "304-O1",     # option open_forces_trump_lead (C-19)
    "open-already": "304-O1",
    "open-after-lead": "304-O1",
    "open-requires-lead": "304-O1",           # option open_requires_lead (C-19)
    # --- Spoilt trumps -----------------------------------------------------------------------
    "spoilt-not-in-play": "304-S2",
    "spoilt-not-proven": "304-S4",            # Binding decision 3
    # --- Caps ----------------------------------------------------------------------------------
    "caps-not-in-play": "304-K3",
    "caps-off": "304-K3",                     # option caps_enforcement = "off" (C-25)
    "caps-in-pcc": "304-K8",
    "caps-already-called": "304-K10",
    "caps-trick-lost": "304-K2",
    "caps-defenders": "304-K9",               # option defenders_may_call_caps = false
    "caps-no-cards": "304-K3",
    "caps-order-incomplete": "304-K3",
    "caps-order-card": "304-K10",
    # --- Events of a transcript ------------------------------------------------------------------
    "event-redeal": "304-R5",
    "event-all-passed": "304-A10",
    "event-indicator-set": "304-I1",
    "event-indicator-chosen": "304-I1",
    "event-second-packet": "304-D3",
    "event-indicator-returned": "304-B6",
    "event-opened": "304-O1",
    "event-spoilt": "304-S3",
    "event-spoilt-auto": "304-S1",            # option auto_void_spoilt
    "event-face-down": "304-L5",
    "event-face-down-own": "304-L5",
    "event-turned-up": "304-H12",
    "event-inspected": "304-H9",
    "event-no-trump-found": "304-H11",
    "event-trump-revealed": "304-H12",
    "event-trick-won": "304-C4",
    "event-trick-won-hidden": "304-H11",
    "event-exposed": "304-O3",
    "event-caps": "304-K3",
    "event-result-made": "304-G2",
    "event-result-failed": "304-G2",
    "event-result-wrong-caps": "304-K6",
    "event-result-spoilt": "304-J5",
    "event-result-redeal": "304-J5",
    "event-result-all-passed": "304-J5",
    # --- 501 (RULES.md Part B) ------------------------------------------------------------------
    "sitting-out": "501-C1",
    "bid-below-minimum": "501-A3",
    "bid-not-higher": "501-A3",
    "bid-above-maximum": "501-A3",            # C-41: bids capped at 220
    "pass-is-final": "501-A5",
    "already-looked": "501-BL2",
    "auction-over": "501-A6",
    "auction-not-over": "501-A6",
    "declarer-acts": "501-E2",
    "concede-too-late": "501-Q1",
    "contract-already-announced": "501-E2",
    "contract-below-bid": "501-E2",
    "contract-above-maximum": "501-C5",
    "announce-first": "501-E2",
    "give-first": "501-E3",
    "give-to-opponent": "501-E3",
    "already-given": "501-E3",
    "cards-already-given": "501-E3",
    "must-follow-501": "501-L2",
    "must-trump": "501-L3",
    "marriage-not-on-lead": "501-W1",
    "marriage-needs-king-or-queen": "501-W1",
    "marriage-needs-both": "501-W1",
}
