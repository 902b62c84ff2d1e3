"""The browser facade's door: a request's fields checked for their types before the engine sees
them, and every answer made safe — an error comes back as `{"ok": False, "code": ...,
"message": ...}` with the translated sentence, so the page can show it as it is.
"""

import functools

from engine.errors import EngineError, NotationError
from engine.messages import LANGUAGES, explain
from engine.reason_rules import RULE_OF_REASON
from engine.scenario_values import is_whole, quoted, shown

BUDGET_MS = (5, 3000)       # a bot's thinking budget the page may ask for (its speed setting)


def failure(error: EngineError, lang: str, **extra) -> dict:
    return {"ok": False, "code": error.code, "params": error.params,
            "message": explain(error.code, error.params, lang),
            "rule": RULE_OF_REASON.get(error.code), **extra}


def field(request: dict, name: str, kind: type, required: bool = True):
    """`request[name]` if it has type `kind` (a bool is not an int); None if absent and optional."""
    value = request.get(name)
    if value is None:
        if required:
            raise NotationError("request-missing", field=name)
        return None
    if not isinstance(value, kind) or (kind is int and not is_whole(value)):
        raise NotationError("request-wrong-type", field=name, value=shown(value))
    return value


def texts(request: dict, name: str, required: bool = True) -> list | None:
    """`request[name]` as a list of strings."""
    values = field(request, name, list, required)
    if values is not None and not all(isinstance(value, str) for value in values):
        raise NotationError("request-wrong-type", field=name, value=shown(values))
    return values


def entry_point(function):
    """Wrap a facade function: a request that is not an object or has a bad `lang`, a refusal,
    or any failure of the engine comes back as an answer, never as an exception."""

    @functools.wraps(function)
    def answer(request) -> dict:
        lang = "en"
        try:
            if not isinstance(request, dict):
                raise NotationError("request-not-object", value=shown(request))
            lang = "en" if request.get("lang") is None else request["lang"]
            if lang not in LANGUAGES:
                lang, wrong = "en", lang
                raise NotationError("bad-lang", lang=quoted(wrong))
            return function(request, lang)
        except EngineError as error:
            return failure(error, lang)
        except Exception as error:      # an engine bug: still an answer the page can show
            return failure(EngineError("internal-error", error=type(error).__name__), lang)

    return answer


def budget(request: dict, name: str = "budget_ms", default: int = 400) -> int:
    value = field(request, name, int, required=False)
    return default if value is None else max(BUDGET_MS[0], min(BUDGET_MS[1], value))


def coach_on(request: dict) -> bool:
    value = field(request, "coach", bool, required=False)
    return True if value is None else value
