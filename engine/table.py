"""What the table looks like from one seat, or from above, as plain JSON-ready data.

The worked-example viewer draws this model (at build time in HTML, and in the browser when a
reader branches off with the engine), so the rules of who may see what stay in the engine:
a seat's model is made only from that seat's observation. The view from above puts every seat's
knowledge together — each card as its owner knows it — and marks the cards that are face down
at the table.

Seats are placed around the table in the direction of play: anticlockwise in 304 (the next
player sits on the right of the one before), clockwise in 501 (on the left), with the viewer, or
A from above (or the seat asked for), at the bottom.
"""

ABOVE = "*"  # the view from above: every seat's knowledge together

POSITIONS_4 = {"anticlockwise": ["bottom", "right", "top", "left"],
               "clockwise": ["bottom", "left", "top", "right"]}
POSITIONS_3 = ["bottom", "left", "right"]   # clockwise, three at the table (501)


def _place(seats: list, bottom: str, direction: str) -> dict:
    start = seats.index(bottom) if bottom in seats else 0
    turned = seats[start:] + seats[:start]
    positions = POSITIONS_3 if len(seats) == 3 else POSITIONS_4[direction]
    return dict(zip(turned, positions))


def _own_card(views: dict, owner: str, where: str, index: int, trick_index=None):
    """The card at `index` of a trick as its owner's view shows it (the owner always knows it)."""
    view = views[owner]
    trick = view["trick"] if trick_index is None else view["tricks"][trick_index]["cards"]
    return trick[index]["card"]


def _trick_cards(views: dict, seat, entries: list, trick_index=None) -> list:
    cards = []
    for index, entry in enumerate(entries):
        card = entry["card"]
        if seat is None and card is None:
            card = _own_card(views, entry["seat"], "trick", index, trick_index)
        cards.append({"seat": entry["seat"], "card": card, "face_down": bool(entry.get("face_down"))})
    return cards


def _tricks(views: dict, seat, base: dict) -> tuple:
    """(current trick, last completed trick, the one before it), each as a list of cards."""
    current = _trick_cards(views, seat, base["trick"])
    done = base["tricks"]
    last = _trick_cards(views, seat, done[-1]["cards"], len(done) - 1) if done else None
    before = _trick_cards(views, seat, done[-2]["cards"], len(done) - 2) if len(done) > 1 else None
    return current, last, (done[-1]["winner"] if done else None), before


def table_model(views: dict, seat=None, bottom=None) -> dict:
    """The table from `seat` (a letter), or from above when `seat` is None.

    `bottom`: from above, the seat drawn at the bottom (the reader's seat of a puzzle with open
    hands); by default `seat`, or from above the first seat to play.

    `views` maps seats to their own observations at the same moment: every seat at the table
    for the view from above, at least `seat` itself for a seat's view (only its own is used).
    """
    base = views[seat] if seat is not None else next(iter(views.values()))
    seats = list(base["hand_sizes"])        # the seats that play, in playing order
    game = base["game"]
    direction = "anticlockwise" if game == "304" else "clockwise"
    idle = base.get("sitting_out")          # 501 with four: the dealer sits this deal out
    around = sorted(seats + [idle]) if idle else seats   # letters go round in playing order
    positions = _place(around, seat or bottom or seats[0], direction)
    current, last, last_winner, before = _tricks(views, seat, base)
    if current:
        center = {"kind": "trick", "cards": current, "winner": None}
        previous = last
    elif last:
        center = {"kind": "last-trick", "cards": last, "winner": last_winner}
        previous = before
    else:
        center = {"kind": "empty", "cards": [], "winner": None}
        previous = None
    model = {
        "game": game, "viewer": seat, "direction": direction, "phase": base["phase"],
        "to_act": base["to_act"], "center": center, "previous_trick": previous,
        "seats": [], "auction": base.get("auction", []), "result": base.get("result"),
    }
    set_aside = base.get("indicator_set_aside") and base.get("maker")
    caps = base.get("caps")          # 304-K10: a Caps caller's hand lies face up for all
    for name in seats:
        visible = seat is None or seat == name
        # A closed indicator is drawn apart (and counted in hand_sizes): not as a back in hand.
        backs = base["hand_sizes"][name] - (1 if name == set_aside else 0)
        if visible:
            hand = list(views[name]["hand"])
        elif caps and caps["seat"] == name:
            hand = list(caps["order"][caps["played"]:])
        else:
            hand = [None] * backs
        model["seats"].append({
            "seat": name, "position": positions[name], "hand": hand,
            "to_act": base["to_act"] == name, "dealer": base["dealer"] == name,
            "maker": False, "idle": False, "declarer": False, "not_looked": False,
        })
    (_model_304 if game == "304" else _model_501)(model, views, seat, base)
    if idle:
        model["seats"].append({
            "seat": idle, "position": positions[idle], "hand": [], "to_act": False,
            "dealer": base["dealer"] == idle, "maker": False, "idle": True, "declarer": False,
            "not_looked": False,
        })
    return model


def _model_304(model: dict, views: dict, seat, base: dict) -> None:
    maker = base.get("maker")
    indicator = None
    # From above, the maker's own view says whether the indicator still lies set aside.
    source = views[maker] if seat is None and maker in views else base
    if source.get("indicator_set_aside"):
        indicator = {"seat": maker, "card": source["indicator"], "closed": True}
    model["indicator"] = indicator
    model["talon"] = []
    model["facts"] = {
        "maker": maker, "contract": base.get("contract"), "trump": base.get("trump"),
        "trump_open": base.get("trump_open"), "tokens": base.get("tokens"),
        "points": base.get("points"), "tricks_won": base.get("tricks_won"),
        "high_bid": base.get("high_bid"), "trick_number": base.get("trick_number"),
        # Once shown, the indicator is known to all to be in the maker's hand (304-H12(b), O3).
        "indicator": base.get("indicator") if base.get("trump_open") else None,
    }
    for entry in model["seats"]:
        entry["maker"] = entry["seat"] == maker
        entry["idle"] = entry["seat"] == base.get("idle")


def _model_501(model: dict, views: dict, seat, base: dict) -> None:
    model["indicator"] = None
    # The talon lies face down during the auction, then face up until the declarer has
    # announced and given away two cards; during play its cards are simply in hands.
    if base["phase"] == "auction":
        model["talon"] = [None] * 3
    elif base["phase"] in ("declaring", "giving"):
        model["talon"] = list(base.get("talon") or [])
    else:
        model["talon"] = []
    given = {}
    for receiver in base.get("given", {}):
        source = views[receiver] if seat is None and receiver in views else base
        given[receiver] = source["given"].get(receiver)
    model["facts"] = {
        "declarer": base.get("declarer"), "bid": base.get("bid"), "blind": base.get("blind"),
        "contract": base.get("contract"), "trump": base.get("trump"),
        "no_trump": base.get("no_trump"), "scores": base.get("scores"),
        "scores_before": base.get("scores_before"), "points": base.get("points"),
        "changes": base.get("changes"), "marriages": base.get("marriages", []), "given": given,
        "sitting_out": base.get("sitting_out"),
    }
    for entry in model["seats"]:
        entry["declarer"] = entry["seat"] == base.get("declarer")
        entry["not_looked"] = not base["looked"].get(entry["seat"], True)
        if seat == entry["seat"] and views[entry["seat"]].get("hand_face_down"):
            entry["hand"] = [None] * len(entry["hand"])   # blind: the seat has not looked yet


def seats_at_table(deal) -> list:
    """The seats that play this deal, in playing order (501: the three active players)."""
    first = deal.observation("A")
    return list(first["order"]) if first.get("game") == "501" else ["A", "B", "C", "D"]
