"""Serves a directory cross-origin isolated (COOP same-origin, COEP require-corp on every
response), as `make serve` does, so z3's WebAssembly can run in the page.

    python3 isolated_server.py PORT DIR
"""
import http.server
import sys

port, root = int(sys.argv[1]), sys.argv[2]


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *a, **k):
        super().__init__(*a, directory=root, **k)

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, *a):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
