"""The coach's hint: what the strong bot would do from the reader's seat, and why, in one
sentence — for a weighed choice, in how many deals drawn it was best and by how much, or that
the choices are a tie within the margin; for a call, the hand's valuation behind it. The same
evaluation as the review of that moment (engine.app.coach).
"""

from engine.app.coach import COACH_BUDGET_MS, best_in, difference, explanation, honest, same
from engine.app.state import check_state, replay
from engine.app.words import amount, either, in_words, say, short
from engine.errors import NotationError


def hint(state: dict, lang: str, budget_ms: int = COACH_BUDGET_MS) -> dict:
    """What the strong bot would do from the reader's seat, and why, in one sentence: for a card
    or any weighed choice, in how many of the deals drawn it was best and by how much it beats
    the next best, or, within the margin of the estimate, that the choices are a tie; for a
    call, the hand's valuation behind it. The same evaluation as the review of that moment."""
    check_state(state)
    deal, _ = replay(state["deals"][-1])
    seat = state["seat"]
    if deal.is_over or deal.to_act != seat:
        raise NotationError("practice-not-your-turn", seat=seat)
    observation = deal.observation(seat)
    found = explanation(state["game"], observation, deal.legal_actions(), budget_ms)
    action, values = found["action"], found["values"]
    verb, *cards = action.split()[1:]
    if verb == "caps" and cards:            # the call with its order, as it would be stated
        line = say(lang, "practice-hint-caps", cards=cards)
    elif action in values and len(values) > 1 and len(found["worlds"]) >= 2:
        line = why_card(found, lang)
    else:
        line = why_call(state["game"], observation, action, lang)
    # A call on the hand's worth (304: the first auction or the indicator; 501: a bid or pass on
    # seen cards, or the contract): the page then asks what the cards were worth
    # (engine.app.worth, seconds of search, drawn a few deals a request with progress).
    from engine.app.worth_words import in_play
    return {"action": action, "line": line, "values": values,
            "samples": len(found["worlds"]), "worth": in_play(state, action) is not None}


def why_card(found: dict, lang: str) -> str:
    """The sentence of a weighed choice: the best in so many deals, by so many points; or a tie
    with the choices the deals drawn cannot tell apart from it."""
    action, values, worlds = found["action"], found["values"], found["worlds"]
    others = sorted((a for a in values if a != action and not same(a, action)),
                    key=lambda a: (-values[a], a))
    if not others:
        return say(lang, "practice-hint", action=in_words(action, lang))
    tied, widest = [], 0.0
    for other in others:
        gain, margin = difference(worlds, action, other)
        if margin is not None and gain <= honest(margin):     # the review's tie (coach.judged)
            tied.append(other)
            if gain or margin:              # not equal in every deal drawn
                widest = max(widest, honest(margin))
    if tied:
        names = [short(a, lang) for a in [action] + tied[:3]]
        if widest == 0:                     # equal in every deal drawn: equivalent cards
            return say(lang, "practice-hint-same", choices=either(names, lang),
                       samples=len(worlds))
        return say(lang, "practice-hint-tie", choices=either(names, lang),
                   samples=len(worlds), margin=amount(widest, lang))
    gain, _ = difference(worlds, action, others[0])
    return say(lang, "practice-hint-best", action=short(action, lang),
               best_in=best_in(worlds, action), samples=len(worlds),
               gain=amount(gain, lang), other=short(others[0], lang))


def why_call(game: str, observation: dict, action: str, lang: str) -> str:
    """The sentence of a call: the hand's valuation the strong bot's calls rest on
    (engine.bots.calls304, calls501), from the seat's own cards; other choices are named only."""
    from engine.bots import calls304, calls501
    from engine.game304.tables import CARD_INDEX as INDEX_304
    words = in_words(action, lang)
    verb = action.split()[1]
    phase = observation.get("phase")
    if game == "304" and phase in ("auction", "indicator"):
        cards = [INDEX_304[c] for c in observation["hand"]]
        value, suit = calls304.strength(cards)
        params = {"action": words, "strength": value, "suit": "SHDC"[suit]}
        if phase == "indicator":
            return say(lang, "practice-why-indicator", **params)
        limit = calls304.first_bid_limit(cards, "strong")
        if verb == "bid":
            return say(lang, "practice-why-bid-304", limit=limit, **params)
        if verb == "pass":
            high = observation.get("high_bid")
            if high and high["seat"] == "ABCD"["ABCD".index(observation["seat"]) ^ 2]:
                return say(lang, "practice-why-pass-partner", **params)
            if limit:
                return say(lang, "practice-why-pass-304", limit=limit, **params)
            return say(lang, "practice-why-weak-304", **params)
        if verb == "partner":
            return say(lang, "practice-why-partner", **params)
    if game == "304" and phase == "second-auction":
        return _why_second_auction(observation, action, words, lang)
    if game == "501":
        return _why_call_501(observation, action, words, lang)
    return say(lang, "practice-hint", action=words)


def _why_second_auction(observation: dict, action: str, words: str, lang: str) -> str:
    """The strong bot's rule for the second auction (engine.bots.calls304.second_auction): PCC
    with a hand that takes every trick alone; 250 with five trumps or more, the jack and the nine
    among them, and a hand rating 170; else pass."""
    from engine.bots import calls304
    from engine.game304.tables import CARD_INDEX as INDEX_304
    cards = [INDEX_304[c] for c in observation["hand"]]
    value, suit = calls304.strength(cards)
    params = {"action": words, "strength": value, "suit": "SHDC"[suit],
              "trumps": sum(1 for c in cards if c >> 3 == suit)}
    parts = action.split()
    if parts[1] == "bid" and parts[2] == "pcc":
        return say(lang, "practice-why-pcc", **params)
    if parts[1] == "bid":
        return say(lang, "practice-why-raise-304", **params)
    return say(lang, "practice-why-stay-304", **params)


def _why_call_501(observation: dict, action: str, words: str, lang: str) -> str:
    """The strong bot's 501 calls (engine.bots.calls501) with their reasons, from what the seat
    has seen: blind or look before any card is seen, the bid by the hand's estimate, the
    concession, the contract's trump and the gives."""
    from engine.bots import calls501
    verb = action.split()[1]
    phase = observation.get("phase")
    if phase == "auction" and verb == "look":
        return say(lang, "practice-why-look-501", action=words)
    if phase == "auction" and observation.get("hand_face_down"):   # not a word of the unseen hand
        if verb == "bid":
            return say(lang, "practice-why-blind-501", action=words)
        return say(lang, "practice-hint", action=words)
    if phase == "auction" and verb in ("bid", "pass"):
        estimate = calls501.estimate(observation["hand"])
        key = "practice-why-bid-501" if verb == "bid" else "practice-why-pass-501"
        return say(lang, key, action=words, estimate=estimate)
    if phase == "declaring" and verb == "concede":
        return say(lang, "practice-why-concede-501", action=words, bid=observation["bid"],
                   estimate=calls501.estimate(observation["hand"], talon=False))
    if phase == "declaring" and verb == "contract":
        if action.split()[2] == "NT":
            return say(lang, "practice-why-no-trump-501", action=words)
        return say(lang, "practice-why-trump-501", action=words, suit=action.split()[2])
    if phase == "giving" and verb == "give":
        return say(lang, "practice-why-give-501", action=words)
    return say(lang, "practice-hint", action=words)
