"""The cost limits of the Caps judge (measured on seeded random deals; documented limits of
RULES.md Binding decision 5). A question whose search goes past its limit is not decided:
a call made is then judged by its outcome (304-K7), and an obligation (304-K3) is not
enforced (as if not provable).
"""

NODE_LIMIT = 60000       # positions of the adversary search for a call made (`judge`)
TRACK_LIMIT = 2000       # the same for each question of the referee's obligation tracking
REAL_LIMIT = 400         # positions of one open-hand refutation search (`world_search`)
LATE_LIMIT = 60          # the same with four cards or fewer in V's hand
