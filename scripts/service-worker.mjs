// Writes the build's service worker, sw.js, from www/sw.js: VERSION (a hash of the files it
// stores, so every different build has a different worker and replaces the old store) and
// PRECACHE (the files the playground and the course need offline: everything the build
// holds but z3's WebAssembly, the precompressed copies and the embedding example).
// Run by trunk after each build (Trunk.toml: post_build, in TRUNK_STAGING_DIR), or by hand:
//   node scripts/service-worker.mjs DIR
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('usage: node scripts/service-worker.mjs DIR (or run by trunk, which sets TRUNK_STAGING_DIR)');
  process.exit(2);
}
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`service-worker.mjs: ${dir} is not a build directory`);
  process.exit(2);
}
const skip = (name) => /\.(gz|br)$/.test(name) || name === 'sw.js' || name.startsWith('z3') || name === 'embed-example.html';
const files = readdirSync(dir, { recursive: true })
  .map((name) => name.split(path.sep).join('/'))
  .filter((name) => !skip(name) && statSync(path.join(dir, name)).isFile())
  .sort();
const hash = createHash('sha256');
for (const name of files) hash.update(name).update('\0').update(readFileSync(path.join(dir, name)));
const version = hash.digest('hex').slice(0, 16);
// './' is the page itself, as a navigation asks for it.
const precache = ['./', ...files];
const template = readFileSync(path.join(here, '../www/sw.js'), 'utf8');
writeFileSync(path.join(dir, 'sw.js'), template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(precache)));
console.log(`sw.js: version ${version}, ${precache.length} files stored for offline use`);
