"""Attributes replaced for one test and put back after, as pytest's monkeypatch does, for the
engine tests that also run inside Pyodide (tests/js/), whose runner passes no fixture:

    with Patched() as patch:
        patch.setattr(module, "NAME", value)
"""


class Patched:
    def __init__(self):
        self.saved = []

    def setattr(self, owner, name, value):
        self.saved.append((owner, name, getattr(owner, name)))
        setattr(owner, name, value)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for owner, name, value in reversed(self.saved):
            setattr(owner, name, value)
