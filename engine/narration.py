"""What an action looks like in words, for each view of the table.

The worked-example viewer and the branching engine in the browser both say, for every action,
what happened — fully from above, and only what a seat may know from that seat: "D sets J♠
aside as the indicator" from above is "D sets an indicator aside, face down" for everyone but D.
"""

from engine.cards import parse_card
from engine.errors import NotationError
from engine.messages import card_label, suit_name, translation
from engine.reasons import N_

ABOVE = "*"
EVERYONE = -1       # an event's audience: every seat (otherwise the index of one seat)
REFEREE = -2        # the view from above only (each seat hears its own version of it)

# What an action looks like to those who may see all of it (the view from above).
ACTION_TEXTS = {
    "pass": N_("%(seat)s passes."),
    "bid": N_("%(seat)s bids %(value)s."),
    "bid-blind": N_("%(seat)s bids %(value)s blind, without looking."),
    "bid-pcc": N_("%(seat)s bids Partner Close Caps."),
    "partner": N_("%(seat)s asks partner to speak for them."),
    "redeal": N_("%(seat)s demands a redeal."),
    "indicator": N_("%(seat)s sets %(card)s aside, face down, as the indicator."),
    "open": N_("%(seat)s opens the trump before the lead."),
    "play": N_("%(seat)s plays %(card)s."),
    "play-face-down": N_("%(seat)s plays %(card)s face down."),
    "play-marriage": N_("%(seat)s leads %(card)s and declares the marriage in %(suit)s."),
    "caps": N_("%(seat)s calls Caps."),
    "spoilt": N_("%(seat)s declares spoilt trumps."),
    "look": N_("%(seat)s looks at their cards."),
    "concede": N_("%(seat)s concedes."),
    "contract": N_("%(seat)s announces %(suit)s as trump and a contract of %(value)s."),
    "contract-nt": N_("%(seat)s announces no-trump and a contract of %(value)s."),
    "give": N_("%(seat)s gives %(card)s to %(other)s."),
    "give-hidden": N_("%(seat)s gives a card to %(other)s."),
    "indicator-hidden": N_("%(seat)s sets an indicator aside, face down."),
    "play-hidden": N_("%(seat)s plays a card face down."),
    "refused-other": N_("%(seat)s tries an action that the rules refuse."),
    "refused-play": N_("%(seat)s tries to play %(card)s: the rules refuse it."),
    "deal": N_("The cards are dealt."),
    "inspection": N_("End of the trick: the maker inspects the face-down cards."),
}
# Events already said by the frame's title in the view from above.
SAID_BY_TITLE = {"event-played", "event-face-down", "event-face-down-own", "event-indicator-set"}


def text(lang: str, key: str, **params) -> str:
    localised = {}
    for name, value in params.items():
        if name == "card":
            value = card_label(value, lang)
        elif name == "suit":
            value = suit_name(value, lang)
        localised[name] = value
    return translation(lang).gettext(ACTION_TEXTS[key]) % localised


def describe(action: str, face_down: bool, lang: str, public: bool = False) -> str:
    """The title of a frame: what the action did, as seen from above (or publicly)."""
    seat, verb, *args = action.split()
    if verb == "pass":
        return text(lang, "pass", seat=seat)
    if verb == "bid":
        if args[0].lower() == "pcc":
            return text(lang, "bid-pcc", seat=seat)
        return text(lang, "bid", seat=seat, value=args[0])
    if verb in ("partner", "redeal", "open", "caps", "spoilt", "look", "concede"):
        return text(lang, verb, seat=seat)
    if verb == "indicator":
        return text(lang, "indicator", seat=seat, card=parse_card(args[0]))
    if verb == "play":
        card = parse_card(args[0])
        if len(args) > 1 and args[1] == "marriage":
            return text(lang, "play-marriage", seat=seat, card=card, suit=card[1])
        return text(lang, "play-face-down" if face_down else "play", seat=seat, card=card)
    if verb == "contract":
        if args[0].upper() == "NT":
            return text(lang, "contract-nt", seat=seat, value=args[1])
        return text(lang, "contract", seat=seat, suit=args[0].upper()[0], value=args[1])
    if verb == "give":
        if public:
            return text(lang, "give-hidden", seat=seat, other=args[0])
        return text(lang, "give", seat=seat, other=args[0], card=parse_card(args[1]))
    return action


def _card_or_none(text_: str):
    """The card a refused action names, or None when it names none (a refusal may be about
    the card's notation itself)."""
    try:
        return parse_card(text_)
    except NotationError:
        return None


def perceived(action: str, viewer: str, face_down: bool, refused: bool, lang: str,
              blind: bool = False) -> str:
    """The title of a frame as `viewer` (a seat, or ABOVE) perceived the action: fully by the
    seat that took it, the receiver of a 501 give and the view from above; otherwise only what
    the table shows (a card face down, an indicator set aside, a give of some card)."""
    seat, verb, *args = action.split()
    sees_all = viewer in (ABOVE, seat) or (verb == "give" and args and viewer == args[0])
    if refused:
        card = _card_or_none(args[0]) if sees_all and verb == "play" and args else None
        if card:
            return text(lang, "refused-play", seat=seat, card=card)
        return text(lang, "refused-other", seat=seat)
    if blind and verb == "bid":
        return text(lang, "bid-blind", seat=seat, value=args[0])
    if sees_all:
        return describe(action, face_down, lang)
    if verb == "indicator":
        return text(lang, "indicator-hidden", seat=seat)
    if verb == "play" and face_down:
        return text(lang, "play-hidden", seat=seat)
    return describe(action, face_down, lang, public=True)
