"""The rules engine for 304 and 501: pure Python, no run-time dependency.

Layers, with arrows pointing down only: the command line, scenarios and the browser facade use
the games (`game304`, `game501`); the games use the shared parts (`cards`, `errors`, `reasons`,
`messages`). Nothing here knows about the site, mkdocs or the browser.
"""

__version__ = "0.1.0"
