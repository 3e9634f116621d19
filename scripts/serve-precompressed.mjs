// A static server for a release build as a good host serves it: a request for X that accepts
// Brotli (or gzip) gets X.br (or X.gz) with Content-Encoding and X's Content-Type; files named
// by their content's hash are cacheable for a year, the others revalidated. No COOP/COEP
// (a plain static host: the service worker supplies them).
//   node scripts/serve-precompressed.mjs DIR PORT        (prints the address, serves until killed)
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [dir = 'dist', port = '8081'] = process.argv.slice(2);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain',
};
const root = path.resolve(dir);

createServer((req, res) => {
  let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (rel.endsWith('/')) rel += 'index.html';
  const file = path.join(root, rel);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  const accepts = String(req.headers['accept-encoding'] || '');
  const headers = {
    'Content-Type': types[path.extname(file)] || 'application/octet-stream',
    'Cache-Control': /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body = file;
  if (/\bbr\b/.test(accepts) && existsSync(file + '.br')) {
    body = file + '.br';
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts) && existsSync(file + '.gz')) {
    body = file + '.gz';
    headers['Content-Encoding'] = 'gzip';
  }
  const data = readFileSync(body);
  headers['Content-Length'] = data.length;
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : data);
}).listen(Number(port), '127.0.0.1', () => console.log(`http://127.0.0.1:${port}/`));
