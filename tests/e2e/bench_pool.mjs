// make bench-pool: the page's pool of workers against one worker, side by side in one run,
// in headless Chromium on the release build. Each round opens the page with `&workers=1` and
// with `&workers=2`, warms the workers with a small job, then times a large one: the value
// table of the hexagon CN(6,2) (piles 1,1,13,13,13,13, rows and columns the first two
// vertices, K = 13: 7.5e6 positions) and the SetNim atlas CN(n,k) for n = 3..9. Prints a
// Markdown table of the medians and their ratio.
//   node tests/e2e/bench_pool.mjs dist [rounds]

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import path from 'node:path';

const dist = path.resolve(process.argv[2] || 'dist');
const rounds = Number(process.argv[3] || 3);
const port = 21000 + Math.floor(Math.random() * 2000);
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dist], { stdio: 'ignore' });
await new Promise(r => setTimeout(r, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const BASE = `http://127.0.0.1:${port}/`;

async function table(workers) {
  const page = await browser.newPage();
  await page.goto(BASE + `#c={1,2},{2,3},{3,4},{4,5},{5,6},{1,6}&p=1,1,13,13,13,13&tu=0&tv=1&tk=5&workers=${workers}`);
  await page.waitForSelector('#value-table', { timeout: 60000 });
  const at = async k => {
    const t = performance.now();
    await page.locator('#table-k').fill(String(k));
    await page.waitForFunction(k => document.querySelectorAll('#value-table tbody tr').length === k + 1 && /Computed by/.test(document.querySelector('#table-workers')?.textContent || ''), k, { timeout: 120000 });
    return performance.now() - t;
  };
  await at(12);
  const ms = await at(13);
  const said = await page.locator('#table-workers').textContent();
  await page.close();
  return { ms, said };
}

async function atlas(workers) {
  const page = await browser.newPage();
  await page.goto(BASE + `#c={1,2}&p=1,1&view=questions&workers=${workers}`);
  await page.waitForSelector('#atlas-run');
  const nmax = page.locator('#views input[type=number]').last();
  const run = async n => {
    await nmax.fill(String(n));
    const t = performance.now();
    await page.click('#atlas-run');
    await page.waitForSelector('#atlas-workers', { timeout: 300000 });
    return performance.now() - t;
  };
  await run(5);
  const ms = await run(9);
  const said = await page.locator('#atlas-workers').textContent();
  await page.close();
  return { ms, said };
}

const median = xs => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const results = { table: { 1: [], 2: [] }, atlas: { 1: [], 2: [] } };
for (let r = 0; r < rounds; r++) {
  for (const w of [1, 2]) {
    const t = await table(w);
    const a = await atlas(w);
    results.table[w].push(t.ms);
    results.atlas[w].push(a.ms);
    console.error(`round ${r + 1}, ${w} worker(s): table ${t.ms.toFixed(0)} ms (${t.said.trim()}), atlas ${a.ms.toFixed(0)} ms (${a.said.trim()})`);
  }
}
console.log('| job | one worker | two workers | ratio |');
console.log('|---|---|---|---|');
for (const [name, label] of [['table', 'value table of CN(6,2), 7.5e6 positions'], ['atlas', 'SetNim atlas CN(n,k), n = 3..9']]) {
  const one = median(results[name][1]), two = median(results[name][2]);
  console.log(`| ${label} | ${one.toFixed(0)} ms | ${two.toFixed(0)} ms | ${(one / two).toFixed(2)}× |`);
}
await browser.close();
server.kill();
