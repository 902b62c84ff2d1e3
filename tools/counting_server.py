"""The site server of tools/serve.py, counting the bytes it sends for each path.

Used by the browser tests and the bench to measure what a visit downloads: bytes are
deterministic, unlike times, so tests may assert them. Bytes are counted as they go over the
wire: a file sent compressed (tools/serve.py sends the brotli or gzip sibling a browser
accepts, as a static host does) counts its compressed bytes; `decoded` counts the same
responses at the size of the files they carry, the figure without compression. Bodies only,
not headers.

    server, base = counting_server("build/site")
    ... visit ...
    server.sent_bytes()          # body bytes sent over the wire since the last reset()
    server.sent                  # {path: bytes over the wire}
    server.decoded_bytes()       # the same responses, uncompressed
    server.decoded               # {path: bytes uncompressed}
"""

import collections
import functools
import threading

from serve import SiteHandler, make_server


class CountingHandler(SiteHandler):
    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        with self.server.lock:
            self.server.sent[path] += len(data)
            self.server.decoded[path] += self.decoded_length or len(data)


def counting_server(directory: str):
    """Start a counting server on a free port in a thread; return (server, base URL)."""
    server = make_server(directory)
    server.RequestHandlerClass = functools.partial(CountingHandler, directory=directory)
    server.lock = threading.Lock()
    server.sent = collections.Counter()
    server.decoded = collections.Counter()
    server.sent_bytes = lambda: sum(server.sent.values())
    server.decoded_bytes = lambda: sum(server.decoded.values())

    def reset():
        with server.lock:
            server.sent.clear()
            server.decoded.clear()

    server.reset = reset
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"
