// The notebook widget in a real JupyterLab, driven in headless Chromium as a person does:
// a notebook is opened, its cells are run with Shift+Enter, a winning move is clicked, the
// theme is switched from the Settings menu. JupyterLab runs on 127.0.0.1 with a token and
// its own config, data, runtime, settings and workspace directories; the server and its
// kernels are always stopped (shutdown request, then the process group is killed).
//   node crates/simnim-py/tests/jupyterlab.mjs <the venv's jupyter> <the simnim CLI>
// Ends with "jupyterlab: N passed"; the exit status is the number of failures.
// Item numbers without a paper name are E&S's (cites: es1996).

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { chromium } = await import(path.join(repo, 'tests/e2e/node_modules/playwright-core/index.mjs'));
const jupyter = path.resolve(process.argv[2] || path.join(repo, '.venv/bin/jupyter'));
const cli = path.resolve(process.argv[3] || path.join(repo, 'target/release/simnim'));
const shots = path.join(repo, 'tests/e2e/screenshots');

function assert(cond, msg) { if (!cond) throw new Error(msg); }
function simnim(...args) {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`simnim ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim().split('\n').pop();
}

// ---- the server, in directories of its own -------------------------------------------
const home = mkdtempSync(path.join(tmpdir(), 'simnim-jupyterlab-'));
const dir = (name) => { const d = path.join(home, name); mkdirSync(d, { recursive: true }); return d; };
const root = dir('notebooks');
const settings = dir('settings');
// No news or update checks from a closed network, and no pop-up over the notebook.
mkdirSync(path.join(settings, '@jupyterlab/apputils-extension'), { recursive: true });
writeFileSync(path.join(settings, '@jupyterlab/apputils-extension/notification.jupyterlab-settings'),
  JSON.stringify({ fetchNews: 'false', checkForUpdates: false }));

// Example 3.3 of Ehrenborg and Steingrímsson; piles chosen so that the answer is an N-position.
const PILES = [1, 1, 0, 0, 0];
const LATER = [1, 1, 1, 0, 1];
const cells = [
  `import simnim\nfrom simnim.widget import Playground\nw = Playground(simnim.family("ex3.3"), piles=${JSON.stringify(PILES)})\nw`,
  `w.piles = ${JSON.stringify(LATER)}`,
  `print("piles from the cell:", w.piles, w.outcome)`,
];
const nb = {
  nbformat: 4, nbformat_minor: 5,
  metadata: { kernelspec: { name: 'python3', display_name: 'Python 3 (ipykernel)', language: 'python' } },
  cells: cells.map((source, i) => ({ cell_type: 'code', id: `c${i}`, metadata: {}, execution_count: null, outputs: [], source })),
};
writeFileSync(path.join(root, 'simnim.ipynb'), JSON.stringify(nb));

const token = randomBytes(16).toString('hex');
const port = 22000 + Math.floor(Math.random() * 3000);
const env = {
  ...process.env,
  JUPYTER_CONFIG_DIR: dir('config'), JUPYTER_DATA_DIR: dir('data'), JUPYTER_RUNTIME_DIR: dir('runtime'),
  JUPYTERLAB_SETTINGS_DIR: settings, JUPYTERLAB_WORKSPACES_DIR: dir('workspaces'),
  IPYTHONDIR: dir('ipython'), JUPYTER_PLATFORM_DIRS: '1',
};
const server = spawn(jupyter, ['lab', '--no-browser', '--allow-root', '--ip=127.0.0.1', `--port=${port}`,
  '--ServerApp.port_retries=0', `--IdentityProvider.token=${token}`, `--ServerApp.root_dir=${root}`,
  '--LabApp.news_url=', '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate'],
{ env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let serverLog = '';
server.stdout.on('data', (d) => { serverLog += d; });
server.stderr.on('data', (d) => { serverLog += d; });
const BASE = `http://127.0.0.1:${port}`;

let stopped = false;
async function stopServer() {
  if (stopped) return;
  stopped = true;
  try {
    await fetch(`${BASE}/api/shutdown`, { method: 'POST', headers: { Authorization: `token ${token}` }, signal: AbortSignal.timeout(5000) });
  } catch { /* already gone */ }
  for (let i = 0; i < 50 && server.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
  try { process.kill(-server.pid, 'SIGKILL'); } catch { /* the group is gone */ }
  rmSync(home, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, async () => { await stopServer(); process.exit(130); });

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`jupyter lab exited: ${serverLog.slice(-2000)}`);
    try {
      const r = await fetch(`${BASE}/api/status`, { headers: { Authorization: `token ${token}` } });
      if (r.ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`jupyter lab did not answer in 60 s: ${serverLog.slice(-2000)}`);
}

const axeSource = readFileSync(path.join(repo, 'tests/e2e/node_modules/axe-core/axe.min.js'), 'utf8');
async function axe(page, where) {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run({ include: [['.simnim-playground']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert(found.length === 0, `axe-core on ${where}: ${found.join(' | ')}`);
}

let passed = 0;
let failed = 0;
let page;
async function check(name, run) {
  try {
    await run();
    console.log(`ok   ${name}`);
    passed += 1;
  } catch (e) {
    console.log(`FAIL ${name}\n     ${e.message}`);
    failed += 1;
    await page?.screenshot({ path: path.join(shots, `jupyterlab-failed-${failed}.png`) }).catch(() => {});
  }
}

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${BASE}/lab/tree/simnim.ipynb?token=${token}`);
  const cell = (i) => page.locator('.jp-Notebook .jp-Cell').nth(i);
  const answer = page.locator('.jp-OutputArea .simnim-answer');
  const playground = page.locator('.jp-OutputArea .simnim-playground');

  // Wait until the kernel is ready as a person does: the status bar says "Python 3 (ipykernel) |
  // Idle" (that is, the kernel's connection is up; before it, a cell run is dropped).
  await page.locator('.jp-Notebook .jp-Cell').first().waitFor({ timeout: 60000 });
  await page.locator('#jp-main-statusbar', { hasText: /\| Idle/ }).waitFor({ timeout: 60000 });

  const run = async (i) => {
    await cell(i).locator('.jp-InputArea-editor').click();
    await page.keyboard.press('Shift+Enter');
  };

  await check('the cell draws Example 3.3 and gives the answer of its piles', async () => {
    await run(0);
    await answer.waitFor({ timeout: 30000 });
    const want = simnim('outcome', '--family', 'ex3.3', '--piles', PILES.join(','));
    const value = simnim('value', '--family', 'ex3.3', '--piles', PILES.join(','));
    await page.waitForFunction(() => /position/.test(document.querySelector('.jp-OutputArea .simnim-answer')?.textContent ?? ''), null, { timeout: 60000 });
    const text = await answer.textContent();
    assert(want === 'N' && text.startsWith('N-position: the player to move wins') && text.includes(`nim value ${value}`),
      `the cell says "${text}"; the CLI: ${want}, value ${value}`);
    assert(await playground.locator('svg g.vertex').count() === 5, 'five vertices drawn');
    await page.screenshot({ path: path.join(shots, 'jupyterlab-light.png') });
    await axe(page, 'the widget in JupyterLab Light');
  });

  await check('Python → cell: setting w.piles in a later cell redraws the answer', async () => {
    await run(1);
    const want = simnim('outcome', '--family', 'ex3.3', '--piles', LATER.join(','));
    await page.waitForFunction((p) => (document.querySelector('.jp-OutputArea .simnim-piles input[aria-label="Pile on vertex 5"]')?.value === String(p[4])),
      LATER, { timeout: 30000 });
    await page.waitForFunction((w) => (document.querySelector('.jp-OutputArea .simnim-answer')?.textContent ?? '').startsWith(`${w}-position`), want, { timeout: 30000 });
  });

  await check('cell → Python: a winning move clicked in the cell is w.piles in the kernel', async () => {
    const move = playground.locator('.simnim-move').first();
    await move.waitFor({ timeout: 30000 });
    const label = await move.textContent();
    const target = label.match(/\(([\d,\s]+)\)/)[1].split(',').map((s) => Number(s.trim()));
    await move.click();
    await page.waitForFunction(() => (document.querySelector('.jp-OutputArea .simnim-answer')?.textContent ?? '').startsWith('P-position'), null, { timeout: 30000 });
    await run(2);
    const out = cell(2).locator('.jp-OutputArea-output');
    await out.filter({ hasText: 'piles from the cell' }).waitFor({ timeout: 30000 });
    const printed = await out.textContent();
    assert(printed.includes(`piles from the cell: ${JSON.stringify(target).replaceAll(',', ', ')} P`),
      `the kernel printed "${printed.trim()}" after the move "${label}"`);
  });

  await check('the dark theme, chosen from the Settings menu, keeps the widget readable', async () => {
    await page.locator('.lm-MenuBar-item', { hasText: 'Settings' }).click();
    await page.locator('.lm-Menu-item', { hasText: 'Theme' }).first().hover();
    await page.locator('.lm-Menu-item', { hasText: /^JupyterLab Dark$/ }).click();
    await page.waitForFunction(() => document.body.dataset.jpThemeLight === 'false', null, { timeout: 30000 });
    await page.waitForTimeout(500); // the theme's stylesheet is applied
    const [fg, bg] = await playground.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    assert(fg !== bg && !/^rgb\(255, 255, 255\)$/.test(bg), `the widget follows the dark theme (colour ${fg} on ${bg})`);
    await page.screenshot({ path: path.join(shots, 'jupyterlab-dark.png') });
    await axe(page, 'the widget in JupyterLab Dark');
  });

  await check('no error on the page', async () => {
    assert(errors.length === 0, errors.join('; '));
  });
} catch (e) {
  console.log(`FAIL JupyterLab could not be driven\n     ${e.message}`);
  failed += 1;
} finally {
  if (browser) await browser.close();
  await stopServer();
}
console.log(`jupyterlab: ${passed} passed, ${failed} failed`);
process.exit(failed);
