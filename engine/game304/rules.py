"""The rule set of a deal: every option of RULES.md Part C with its default, and the named
variants taken from the long French guide (SG).

A scenario's `options = {...}` lists only what differs from the defaults; `variant = "..."`
(or a list of names) switches on a named variant first, then the other keys apply on top.
"""

from dataclasses import dataclass, fields, replace

from engine.errors import NotationError
from engine.scenario_values import shown


@dataclass(frozen=True)
class RuleSet:
    # C-4: the second (8-card) auction is part of the core rules.
    second_auction: bool = True
    # C-1 (SG variant): a pass withdraws the player from the first auction.
    pass_is_final: bool = False
    # C-12: reading (i) — asking partner does not cost partner their next turn.
    delegation_skips_partner: bool = False
    # C-15: "pass over partner" covers any standing partner bid ("standing") or only bids made
    # in the second circuit ("circuit").
    partner_block_scope: str = "standing"
    # C-16: Partner Close Caps only in the second circuit.
    pcc_in_first_auction: bool = False
    # R1–R4: the low-hand redeal exists.
    low_hand_redeal: bool = True
    # C-5 (SG variant): the trump is open from the start of play.
    open_from_start: bool = False
    # C-19: opening before the lead has no further condition.
    open_requires_lead: bool = False
    open_forces_trump_lead: bool = False
    # C-20: who deals after spoilt trumps ("same" or "next").
    spoilt_dealer: str = "same"
    # C-21 alternative (bot play): void the hand as soon as the final trump is fixed.
    auto_void_spoilt: bool = False
    # C-25: Caps enforcement: "strict", "lenient" or "off".
    caps_enforcement: str = "strict"
    # C-22: proof standard, "fixed" order (default) or "adaptive" (not judged exactly: a call
    # under "adaptive" is judged by its outcome, see caps/referee.py).
    caps_proof: str = "fixed"
    # C-23: a call provable before trick 1 is on time until the end of trick 1 ("trick") or
    # only until the opening lead ("lead").
    caps_preplay_deadline: str = "trick"
    # C-24: the defending side may call Caps.
    defenders_may_call_caps: bool = True
    # C-30: the maker must start leading trumps when holding every trump left.
    exhausted_trumps_forced_start: bool = False
    # C-38: GH-ML house rule, Partner Close Caps played fully open with any lead.
    pcc_open: bool = False


CHOICES = {
    "partner_block_scope": ("standing", "circuit"),
    "spoilt_dealer": ("same", "next"),
    "caps_enforcement": ("strict", "lenient", "off"),
    "caps_proof": ("fixed", "adaptive"),
    "caps_preplay_deadline": ("trick", "lead"),
}

# Named variants from SG (Binding decision 1: SG's readings are variants, never the default).
VARIANTS = {
    "sg-open-trump": {"open_from_start": True},        # trump open from the start
    "sg-no-second-auction": {"second_auction": False},  # no second auction
    "sg-pass-final": {"pass_is_final": True},           # passing is final
}
VARIANTS["sg"] = {key: value for variant in ("sg-open-trump", "sg-no-second-auction",
                                             "sg-pass-final") for key, value in VARIANTS[variant].items()}

DEFAULT = RuleSet()
_FIELDS = {field.name: field for field in fields(RuleSet)}


def rules_from_options(options: dict | None) -> RuleSet:
    """The rule set for a scenario's `options` table (unknown keys are refused)."""
    if options is not None and not isinstance(options, dict):
        raise NotationError("key-not-table", key="options", value=shown(options))
    options = dict(options or {})
    settings = {}
    variant = options.pop("variant", None)
    names = [variant] if isinstance(variant, str) else variant if isinstance(variant, list) else None
    if variant is not None and (names is None or not all(isinstance(name, str) for name in names)):
        raise NotationError("unknown-option", option=f"variant = {shown(variant)}")
    for name in names or []:
        if name not in VARIANTS:
            raise NotationError("unknown-option", option=f"variant = {shown(name)}")
        settings.update(VARIANTS[name])
    for key, value in options.items():
        if key not in _FIELDS:
            raise NotationError("unknown-option", option=key)
        default = getattr(DEFAULT, key)
        if isinstance(default, bool) != isinstance(value, bool) or type(value) is not type(default):
            raise NotationError("unknown-option", option=f"{key} = {shown(value)}")
        if key in CHOICES and value not in CHOICES[key]:
            raise NotationError("unknown-option", option=f"{key} = {shown(value)}")
        settings[key] = value
    return replace(DEFAULT, **settings)


def options_of(rules: RuleSet) -> dict:
    """The options that differ from the defaults (JSON-ready)."""
    return {name: getattr(rules, name) for name in _FIELDS if getattr(rules, name) != getattr(DEFAULT, name)}
