"""The plain values of a scenario table, checked once: text, tables, whole numbers, seeds.

Scenario tables come from TOML files (`python -m engine check`) and from JSON (the browser),
written by people: any key may be missing or of the wrong type. The games' builders and
`engine.scenarios` read them through these helpers, which raise a `NotationError` with a reason
code instead of letting a wrong type surface later as a traceback. Booleans are not numbers
here, though Python counts `True` as an int.
"""

from engine.errors import NotationError

MAX_DEPTH = 16          # tables and arrays nested deeper than this: no scenario needs it
_SHOWN = 40             # a value quoted in a message is cut to about this many characters


def shown(value, limit: int = _SHOWN) -> str:
    """A short TOML-like rendering of `value`, for quoting it in a message."""
    text = _render(value, 2)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _render(value, levels: int) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + (value if len(value) <= _SHOWN else value[:_SHOWN] + "…") + '"'
    if isinstance(value, (int, float)):
        return str(value) if not isinstance(value, int) or abs(value) < 10 ** 30 else "…"
    if isinstance(value, list):
        if not value:
            return "[]"
        if levels == 0:
            return "[…]"
        items = [_render(item, levels - 1) for item in value[:4]]
        return "[" + ", ".join(items + (["…"] if len(value) > 4 else [])) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        if levels == 0:
            return "{…}"
        items = [f"{key} = {_render(item, levels - 1)}" for key, item in list(value.items())[:3]]
        return "{ " + ", ".join(items + (["…"] if len(value) > 3 else [])) + " }"
    if value is None:
        return "null"
    return str(value)[:_SHOWN]                     # TOML dates and times


def quoted(value) -> str:
    """`value` to be quoted between “ ” in a message: text as it is, anything else `shown`."""
    return value if isinstance(value, str) else shown(value)


def is_whole(value) -> bool:
    """A whole number, and not a boolean."""
    return isinstance(value, int) and not isinstance(value, bool)


def too_deep(value, limit: int = MAX_DEPTH) -> bool:
    """Whether tables and arrays nest deeper than `limit` (checked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def text(table: dict, key: str, where: str | None = None) -> str | None:
    """`table[key]` if it is text, None if absent; refused if of another type."""
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise NotationError("key-not-text", key=where or key, value=shown(value))
    return value


def subtable(table: dict, key: str, where: str | None = None) -> dict:
    """`table[key]` if it is a table, {} if absent; refused if of another type."""
    value = table.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise NotationError("key-not-table", key=where or key, value=shown(value))
    return value


def seed(value):
    """A scenario's `seed`: a whole number or a text (what `random.Random` is given)."""
    if is_whole(value) or isinstance(value, str):
        return value
    raise NotationError("bad-seed", text=quoted(value))
