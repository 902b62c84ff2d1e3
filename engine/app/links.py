"""A finished deal's link: the URL fragment that carries its scenario, its actions and the
reader's seat, with a checksum, so that the review opens anywhere and a damaged link is refused.
"""

import base64
import binascii
import hashlib
import json
import zlib

from engine.app.state import VERSION, bad, check_state, replay
from engine.errors import EngineError, NotationError
from engine.scenario_values import is_whole

LINK_PREFIX = "deal="
LINK_LIMIT = 8000           # characters of a link's fragment


def _checksum(payload: bytes) -> str:
    return hashlib.sha256(b"304-501 practice link\n" + payload).hexdigest()[:10]


def encode_link(state: dict, deal_index: int) -> str:
    """The URL fragment (without '#') that reopens the review of a finished deal anywhere."""
    check_state(state)
    if not is_whole(deal_index) or not 0 <= deal_index < len(state["deals"]):
        raise bad("deal", deal_index)
    entry = state["deals"][deal_index]
    body = {"v": VERSION, "game": state["game"], "seat": state["seat"],
            "options": state["options"], "scenario": entry["scenario"],
            "actions": entry["actions"]}
    payload = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    text = base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode().rstrip("=")
    return f"{LINK_PREFIX}{text}.{_checksum(payload)}"


def decode_link(fragment) -> dict:
    """A practice state holding the one deal a link names, checked through: the fragment's form,
    its checksum, every field, and every action replayed by the rules. Any fault is a
    `practice-link-*` reason, never an exception of another kind."""
    if not isinstance(fragment, str) or not fragment.startswith(LINK_PREFIX):
        raise NotationError("practice-link-malformed")
    if len(fragment) > LINK_LIMIT:
        raise NotationError("practice-link-too-long", limit=LINK_LIMIT)
    text, dot, check = fragment[len(LINK_PREFIX):].rpartition(".")
    if not dot or not text:
        raise NotationError("practice-link-malformed")
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        decompressor = zlib.decompressobj()
        payload = decompressor.decompress(packed, 200_000)
        if decompressor.unconsumed_tail:
            raise NotationError("practice-link-too-long", limit=LINK_LIMIT)
        if not decompressor.eof or decompressor.unused_data:    # cut short, or with a tail
            raise NotationError("practice-link-malformed")
        body = json.loads(payload.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError):
        raise NotationError("practice-link-malformed") from None
    if check != _checksum(payload):
        raise NotationError("practice-link-tampered")
    if not isinstance(body, dict) or body.get("v") != VERSION:
        raise NotationError("practice-link-malformed")
    scenario = body.get("scenario")
    try:
        state = {"v": VERSION, "game": body.get("game"), "seat": body.get("seat"),
                 "level": "strong", "options": body.get("options"), "seed": 0, "branch": True,
                 "deals": [{"scenario": scenario, "actions": body.get("actions")}]}
        check_state(state)
        if (not isinstance(scenario, dict) or scenario.get("game") != state["game"]
                or scenario.get("options") != state["options"]):
            raise bad("scenario", scenario)
        deal, _ = replay(state["deals"][0])
    except EngineError as error:
        raise NotationError("practice-link-invalid", why=error.code) from None
    if not deal.is_over:
        raise NotationError("practice-link-unfinished")
    return state
