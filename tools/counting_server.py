"""The site server of tools/serve.py, counting the bytes it sends for each path.

Used by the browser tests and the bench to measure what a visit downloads: bytes are
deterministic, unlike times, so tests may assert them.

    server, base = counting_server("build/site")
    ... visit ...
    server.sent_bytes()          # total body bytes sent since the last reset()
    server.sent                  # {path: bytes}
"""

import collections
import functools
import threading

from serve import SiteHandler, make_server


class CountingHandler(SiteHandler):
    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        with self.server.lock:
            self.server.sent[self.path.split("?")[0]] += len(data)


def counting_server(directory: str):
    """Start a counting server on a free port in a thread; return (server, base URL)."""
    server = make_server(directory)
    server.RequestHandlerClass = functools.partial(CountingHandler, directory=directory)
    server.lock = threading.Lock()
    server.sent = collections.Counter()
    server.sent_bytes = lambda: sum(server.sent.values())
    server.reset = server.sent.clear
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"
