"""The cost limits of the Caps judge (measured on seeded random deals and strong-bot deals;
documented limits of RULES.md Binding decision 5). A question whose search goes past its limit
is not decided: a call made is then judged by its outcome (304-K7); an obligation question
(304-K3) is asked again at ESCALATED_LIMIT, and one still undecided there is recorded on the
deal (`caps_undecided`, caps.referee) and not enforced. AUDIT_LIMIT is the reference the
referee's answers are compared with (caps.audit, tests/engine/test_caps_obligation.py, bench).
"""

NODE_LIMIT = 60000       # positions of the adversary search for a call made (`judge`)
TRACK_LIMIT = 2000       # the same for each question of the referee's obligation tracking
ESCALATED_LIMIT = 60000  # a tracking question past TRACK_LIMIT, asked once more
AUDIT_LIMIT = 10 ** 6    # the reference of the audits (caps.audit)
REAL_LIMIT = 400         # positions of one open-hand refutation search (`world_search`)
LATE_LIMIT = 60          # the same with four cards or fewer in V's hand
