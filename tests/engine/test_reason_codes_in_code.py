"""Every reason or event code written in the engine's source has its sentence (engine/reasons.py).

A test of the source text, not of the engine's behaviour: tests/js/pyodide_runner.py leaves the
`*_in_code` files out, since inside Pyodide the engine comes from the wheel."""

import re
from pathlib import Path

from engine.reasons import REASONS

ENGINE = Path(__file__).resolve().parents[2] / "engine"


# Where the engine names a reason or event code: raising an error, a `_reason` answer, an event.
CODE_IN_SOURCE = [re.compile(r'(?:Action|Error)\(\s*"([a-z0-9-]+[a-z0-9])"'),
                  re.compile(r'return\s+\(?"([a-z0-9-]+[a-z0-9])",\s*\{'),
                  re.compile(r'_event\(\s*"([a-z0-9-]+[a-z0-9])"'),
                  re.compile(r'\bcode\s*=\s*"([a-z0-9-]+[a-z0-9])"')]


def test_every_code_the_engine_gives_has_a_sentence():
    """A code without a sentence would reach readers as "refused, with the reason code …"."""
    source = "\n".join(path.read_text(encoding="utf-8") for path in sorted(ENGINE.rglob("*.py")))
    codes = {code for pattern in CODE_IN_SOURCE for code in pattern.findall(source)}
    assert len(codes) > 150 and {"must-follow-suit", "contract-below-bid", "event-trump-revealed"} <= codes
    assert sorted(codes - set(REASONS)) == []
