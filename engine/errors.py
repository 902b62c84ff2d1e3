"""Errors the engine raises: values with a reason code and parameters, never sentences.

The sentence for a code lives in the gettext catalogs (see `engine.messages`). Every error
leaves the state it was raised from unchanged.
"""


class EngineError(Exception):
    """Something the engine refuses, with a reason `code` and its `params` (JSON-ready)."""

    def __init__(self, code: str, **params):
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        # English text for people reading logs and tracebacks; pages use engine.messages.
        from engine.messages import explain

        return explain(self.code, self.params, "en")


class NotationError(EngineError, ValueError):
    """A card code, seat letter or action string that cannot be read."""


class IllegalAction(EngineError):
    """A well-formed action that the rules forbid in the current state."""


class ScenarioError(NotationError):
    """A scenario file, or a path given for one, that cannot be read, checked or built.

    `step` says where: None for the file itself (missing, not UTF-8, not TOML), 0 for the
    set-up (the deal the scenario starts from), N for its N-th step.
    """

    def __init__(self, code: str, step: int | None = None, **params):
        super().__init__(code, **params)
        self.step = step


class InvariantError(AssertionError):
    """A state that breaks one of a game's invariants (`check_invariants`): an engine bug, never
    a refused action. The message names the invariant (with its rule id) and the cards involved;
    it is for people reading test failures, so it is plain English and not translated."""
