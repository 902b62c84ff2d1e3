"""A tiny stand-in for pytest inside Pyodide, where the real one is not installed.

The engine's tests use only plain asserts, `pytest.raises` and `pytest.mark.parametrize`; this
module gives exactly those, so the same test files run on CPython (real pytest) and in Pyodide
(this shim, driven by tests/js/pyodide_runner.py).
"""

import re


class raises:
    def __init__(self, expected, match=None):
        self.expected = expected
        self.match = match
        self.value = None

    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        if kind is None:
            raise AssertionError(f"DID NOT RAISE {self.expected!r}")
        if not issubclass(kind, self.expected):
            return False
        if self.match is not None and not re.search(self.match, str(value)):
            raise AssertionError(f"{str(value)!r} does not match {self.match!r}")
        self.value = value
        return True


class _Mark:
    @staticmethod
    def parametrize(argnames, argvalues, ids=None):
        names = [name.strip() for name in argnames.split(",")] if isinstance(argnames, str) else list(argnames)

        def decorate(function):
            cases = []
            for values in argvalues:
                values = values.values if isinstance(values, _Param) else values
                if len(names) == 1:
                    values = (values,)
                cases.append(dict(zip(names, values)))
            function.__dict__.setdefault("_shim_parametrize", []).insert(0, cases)
            return function

        return decorate

    def __getattr__(self, name):
        return lambda *args, **kwargs: (lambda function: function)


mark = _Mark()


class _Param:
    """pytest.param's case: its values (a plain case may be any object, a dict included)."""

    def __init__(self, values):
        self.values = values


def param(*values, id=None, marks=()):
    return _Param(values)


def fail(message=""):
    raise AssertionError(message)
