// Writes a gzip (.gz) and a Brotli (.br) copy beside every file of a release build that a
// browser downloads (wasm, JavaScript, CSS, HTML, SVG), at the highest levels, so a static
// host can serve them precompressed (README, "Hosting the playground"). Idempotent: a copy
// newer than its file is kept.
//   node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] || 'dist';
const kinds = /\.(wasm|js|css|html|svg)$/;
let raw = 0, gz = 0, br = 0;
for (const name of readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, name);
  if (!kinds.test(name) || !statSync(file).isFile()) continue;
  // z3's WebAssembly (35 MB, npm's z3-solver, loaded only when a proof runs in the page):
  // served as it is; Brotli at its highest level would take minutes.
  if (name.startsWith('z3' + path.sep)) continue;
  const data = readFileSync(file);
  const fresh = ext => { try { return statSync(file + ext).mtimeMs >= statSync(file).mtimeMs; } catch { return false; } };
  if (!fresh('.gz')) writeFileSync(file + '.gz', gzipSync(data, { level: 9 }));
  if (!fresh('.br')) {
    writeFileSync(file + '.br', brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }));
  }
  raw += data.length;
  gz += statSync(file + '.gz').size;
  br += statSync(file + '.br').size;
}
console.log(`precompressed ${dist}: ${raw} bytes, ${gz} gzipped, ${br} with Brotli`);
