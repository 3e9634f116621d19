"""Serves a directory with a strict Content-Security-Policy header on every response.

    python3 csp_server.py PORT DIR

The policy allows only same-origin scripts, styles, workers and fetches, WebAssembly
compilation ('wasm-unsafe-eval', never 'unsafe-eval'), data:/blob: images (SVG and PNG
exports), and the one inline module script trunk writes into index.html, by its SHA-256 hash.
"""
import base64
import hashlib
import http.server
import os
import re
import sys

port, root = int(sys.argv[1]), sys.argv[2]
with open(os.path.join(root, "index.html"), encoding="utf-8") as f:
    html = f.read()
hashes = " ".join(
    "'sha256-" + base64.b64encode(hashlib.sha256(m.encode("utf-8")).digest()).decode() + "'"
    for m in re.findall(r"<script[^>]*>(.*?)</script>", html, re.S)
)
POLICY = (
    "default-src 'none'; "
    f"script-src 'self' 'wasm-unsafe-eval' {hashes}; "
    "style-src 'self'; img-src 'self' data: blob:; worker-src 'self'; connect-src 'self'; "
    "font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'"
)


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *a, **k):
        super().__init__(*a, directory=root, **k)

    def end_headers(self):
        self.send_header("Content-Security-Policy", POLICY)
        super().end_headers()

    def log_message(self, *a):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
