// Lighthouse (tools/lighthouse, pinned 12.2.3) on the release build served with its
// precompressed files (scripts/serve-precompressed.mjs), as a phone sees it: Lighthouse's
// default mobile emulation, simulated slow 4G and 4x CPU slowdown. Prints the four
// category scores and the metrics, and fails when a score is below the goal
// (Performance 98, the others 100).
//   node scripts/lighthouse.mjs [dist]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../dist'));
const port = 19000 + Math.floor(Math.random() * 1000);
const server = spawn('node', [path.join(here, 'serve-precompressed.mjs'), dist, String(port)], { stdio: 'ignore' });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  try { if ((await fetch(url)).ok) break; } catch { /* not yet */ }
  await new Promise(r => setTimeout(r, 100));
}
const out = path.join(mkdtempSync(path.join(tmpdir(), 'simnim-lh-')), 'report.json');
const lighthouse = path.join(here, '../tools/lighthouse/node_modules/.bin/lighthouse');
try {
  execFileSync(lighthouse, [url, '--quiet', '--output=json', `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-path=${process.env.CHROMIUM || '/usr/bin/chromium'}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'], { stdio: 'inherit' });
} finally {
  server.kill();
}
const r = JSON.parse(readFileSync(out, 'utf8'));
const score = id => Math.round(r.categories[id].score * 100);
const metric = id => r.audits[id].displayValue;
const goals = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
console.log(`Lighthouse ${r.lighthouseVersion}, ${r.configSettings.formFactor}, ${r.configSettings.throttlingMethod} throttling`);
for (const id of Object.keys(goals)) console.log(`  ${r.categories[id].title}: ${score(id)} (goal ${goals[id]})`);
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive', 'cumulative-layout-shift', 'total-byte-weight']) {
  console.log(`  ${r.audits[id].title}: ${metric(id)}`);
}
console.log(`  report: ${out}`);
const short = Object.keys(goals).filter(id => score(id) < goals[id]);
if (short.length) {
  console.log(`lighthouse: below the goal: ${short.join(', ')}`);
  process.exit(1);
}
