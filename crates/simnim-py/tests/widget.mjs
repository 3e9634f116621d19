// The notebook widget's front end in headless Chromium, through anywidget's render contract
// ({ model, el }) with a model double that behaves as anywidget's model does (get, set with
// change events, on/off, save_changes, widget_manager.get_model for the shared solver).
//   node crates/simnim-py/tests/widget.mjs <the package's static dir> <the simnim CLI>
// Ends with "widget: N passed"; the exit status is the number of failures.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { chromium } = await import(path.join(repo, 'tests/e2e/node_modules/playwright-core/index.mjs'));
const [staticDir, cli] = [path.resolve(process.argv[2]), path.resolve(process.argv[3] || path.join(repo, 'target/release/simnim'))];

const root = mkdtempSync(path.join(tmpdir(), 'simnim-widget-'));
for (const f of readdirSync(staticDir)) symlinkSync(path.join(staticDir, f), path.join(root, f));
writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>widget</title>
<link rel="stylesheet" href="widget.css"></head><body><main id="cells"></main>
<script>
// A model double: anywidget's model API over a plain object.
window.makeModel = (state, models) => {
  const handlers = {};
  const m = {
    state, saves: 0,
    get: (k) => state[k],
    set: (k, v) => { state[k] = v; for (const f of handlers['change:' + k] || []) f(); },
    on: (e, f) => { (handlers[e] ||= []).push(f); },
    off: (e, f) => { handlers[e] = (handlers[e] || []).filter((g) => g !== f); },
    save_changes: () => { m.saves += 1; },
    send: () => {},
    widget_manager: { get_model: async (id) => models[id] },
  };
  return m;
};
window.workers = { made: 0, ended: 0 };
const Real = window.Worker;
window.Worker = class extends Real {
  constructor(...a) { super(...a); window.workers.made += 1; }
  terminate() { window.workers.ended += 1; super.terminate(); }
};
</script></body></html>`);
const port = 21000 + Math.floor(Math.random() * 2000);
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], { stdio: 'ignore' });
const BASE = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  try { if ((await fetch(BASE)).ok) break; } catch { /* not yet */ }
  await new Promise((r) => setTimeout(r, 100));
}

function simnim(...args) {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`simnim ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim().split('\n').pop();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

function assert(cond, msg) { if (!cond) throw new Error(msg); }

const axeSource = readFileSync(path.join(repo, 'tests/e2e/node_modules/axe-core/axe.min.js'), 'utf8');
async function axe(page, where) {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert(found.length === 0, `axe-core on ${where}: ${found.join(' | ')}`);
}

/** Renders a widget on the page: window.widgets[i] = { model, el, cleanup }. */
async function renderWidget(page, state) {
  return page.evaluate(async (state) => {
    const mod = await import('./widget.js');
    window.solverModel ||= (async () => {
      const [wasm, glue] = await Promise.all([
        fetch('solver_bg.wasm').then((r) => r.arrayBuffer()),
        fetch('solver.js').then((r) => r.text()),
      ]);
      return window.makeModel({ wasm: new DataView(wasm), glue }, {});
    })();
    const solver = await window.solverModel;
    const model = window.makeModel({ outcome: '', value: null, misere: false, _solver: 'IPY_MODEL_solver', ...state }, { solver });
    const el = document.createElement('div');
    document.querySelector('#cells').append(el);
    const cleanup = await mod.default.render({ model, el });
    window.widgets ||= [];
    window.widgets.push({ model, el, cleanup });
    return window.widgets.length - 1;
  }, state);
}

async function newPage() {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(BASE);
  return page;
}

const PATH = { vertices: ['1', '2', '3'], facets: [['1', '2'], ['2', '3']], piles: [1, 1, 1] };
const cell = (page, i, js) => page.evaluate(([i, js]) => new Function('c', js)(window.widgets[i]), [i, js]);
const answerOf = (page, i) => cell(page, i, 'return c.el.querySelector(".simnim-answer").textContent');

const tests = {
  async 'renders the outcome and value of its piles, solved in a Web Worker'(page) {
    const i = await renderWidget(page, PATH);
    const text = await answerOf(page, i);
    const want = simnim('outcome', '--complex', '{1,2},{2,3}', '--piles', '1,1,1');
    const value = simnim('value', '--complex', '{1,2},{2,3}', '--piles', '1,1,1');
    assert(text.startsWith(`${want}-position`), `the cell says ${text}, the CLI ${want}`);
    assert(text.includes(`nim value ${value}`), `${text} (value ${value})`);
    assert(await cell(page, i, 'return c.el.firstChild.dataset.solver') === 'worker', 'solved in a worker');
    const st = await cell(page, i, 'return [c.model.state.outcome, c.model.state.value]');
    assert(st[0] === want && String(st[1]) === value, `outcome and value synced back: ${st}`);
    assert(await page.locator('svg g.vertex').count() === 3, 'three vertices drawn');
    await page.screenshot({ path: path.join(repo, 'tests/e2e/screenshots/widget.png') });
    await axe(page, 'the widget (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(repo, 'tests/e2e/screenshots/widget-dark.png') });
    await axe(page, 'the widget (dark)');
  },

  async 'follows a change of piles from Python, and the misère switch'(page) {
    const i = await renderWidget(page, PATH);
    await cell(page, i, 'c.model.set("piles", [1, 0, 1])');
    await page.waitForFunction(() => window.widgets[0].el.firstChild.dataset.outcome === 'P');
    const text = await answerOf(page, i);
    assert(text.startsWith('P-position'), text);
    assert(await page.locator('input[aria-label="Pile on vertex 2"]').inputValue() === '0', 'the inputs follow');
    await cell(page, i, 'c.model.set("misere", true)');
    await page.waitForFunction(() => /misère/.test(window.widgets[0].el.querySelector('.simnim-answer').textContent));
    const want = simnim('outcome', '--misere', '--complex', '{1,2},{2,3}', '--piles', '1,0,1');
    assert((await answerOf(page, i)).startsWith(`${want}-position in misère play`), await answerOf(page, i));
  },

  async 'a move in the cell changes piles (and typing a pile does too)'(page) {
    const i = await renderWidget(page, { ...PATH, piles: [2, 0, 1] });
    const move = page.locator('.simnim-move').first();
    const label = await move.textContent();
    const target = label.match(/\(([\d,]+)\)/)[1].split(',').map(Number);
    await move.click();
    await page.waitForFunction(() => window.widgets[0].el.firstChild.dataset.outcome === 'P');
    const st = await cell(page, i, 'return [c.model.state.piles, c.model.saves]');
    assert(JSON.stringify(st[0]) === JSON.stringify(target) && st[1] >= 1, `piles ${st[0]} after ${label}, saved ${st[1]}`);
    const input = page.locator('input[aria-label="Pile on vertex 1"]');
    await input.fill('5');
    await input.dispatchEvent('change');
    await page.waitForFunction(() => window.widgets[0].model.state.piles[0] === 5);
  },

  async 'two cells share one worker, closing them ends it, and without workers it runs on the main thread'(page) {
    const a = await renderWidget(page, PATH);
    const b = await renderWidget(page, { vertices: ['1', '2'], facets: [['1'], ['2']], piles: [3, 3] });
    assert(await page.evaluate(() => window.workers.made) === 1, 'one worker for two cells');
    assert((await answerOf(page, b)).startsWith('P-position'), 'Nim 3,3 is P');
    await cell(page, a, 'c.cleanup()');
    assert(await page.evaluate(() => window.workers.ended) === 0, 'still used by the other cell');
    await cell(page, b, 'c.cleanup()');
    assert(await page.evaluate(() => window.workers.ended) === 1, 'the last cell closed ends the worker');
    const strict = await newPage();
    await strict.evaluate(() => { window.Worker = undefined; });
    const c = await renderWidget(strict, PATH);
    assert(await cell(strict, c, 'return c.el.firstChild.dataset.solver') === 'main thread', 'fell back');
    const want = simnim('outcome', '--complex', '{1,2},{2,3}', '--piles', '1,1,1');
    assert((await answerOf(strict, c)).startsWith(`${want}-position`), await answerOf(strict, c));
    assert(strict.errors.length === 0, strict.errors.join('; '));
    await strict.close();
  },
};

let passed = 0;
let failed = 0;
for (const [name, run] of Object.entries(tests)) {
  const page = await newPage();
  try {
    await run(page);
    assert(page.errors.length === 0, 'page errors: ' + page.errors.join('; '));
    console.log(`ok   ${name}`);
    passed += 1;
  } catch (e) {
    console.log(`FAIL ${name}\n     ${e.message}`);
    failed += 1;
  }
  await page.close();
}
await browser.close();
server.kill();
console.log(`widget: ${passed} passed, ${failed} failed`);
process.exit(failed);
