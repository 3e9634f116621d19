// End-to-end tests of the service worker (www/sw.js, written into the build with its file
// list): after one visit the page opens and answers with the network cut; a second build
// served at the same address replaces the first (its store too) on the next visit; on a
// plain static server without COOP/COEP, Prove proves the triangle in the page after the
// service worker's reload; the page is installable (its manifest and icons); an embed
// registers no worker. Each test runs in a fresh browser context (its own workers).

import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpers } from './helpers.mjs';

export function offlineTests(env) {
  const { BASE, assert, shots, here, dist, waitForServer, browser } = env;
  const { open, axe } = helpers(env);
  const TRI = '{1,2},{2,3},{1,3}';
  const EX33 = '{1,2,3},{2,3,4},{3,4,5},{1,5}';
  const answer = async (p) => {
    await p.waitForFunction(() => /^[PN]$/.test((document.querySelector('#badge')?.textContent || '').trim()), null, { timeout: 30000 });
    return `${(await p.locator('#badge').textContent()).trim()} ${(await p.locator('#nim-value').textContent()).trim()}`;
  };
  // The service worker active, with this build's store filled.
  const keys = (p) => p.evaluate(async () => (await caches.keys()).filter(k => k.startsWith('simnim-')));
  // Polls the page's stores until `done(keys)` (at most a minute).
  const until = async (p, done, what) => {
    for (let i = 0; i < 240; i++) {
      const k = await keys(p);
      if (done(k)) return k;
      await p.waitForTimeout(250);
    }
    throw new Error(`${what}: the stores are ${await keys(p)}`);
  };
  const stored = async (p) => {
    await p.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    return until(p, k => k.length === 1, 'one store after the first visit');
  };

  return {
    async 'offline: after one visit the page opens and answers with the network cut'(page, ctx) {
      const p = await open(BASE + `#c=${EX33}&p=2,1,3,1,2`);
      ctx.pages.push(p);
      const online = await answer(p);
      const keys = await stored(p);
      assert(keys.length === 1, `one store: ${keys}`);
      await p.context().setOffline(true);
      await p.reload();
      await p.waitForSelector('#canvas', { timeout: 20000 });
      assert(await answer(p) === online, `offline the same answer: ${online}`);
      // A position never asked online: the solver worker is stored too.
      await p.goto(BASE + `#c=${EX33}&p=3,2,2,4,1`);
      await p.reload();
      const off = await answer(p);
      assert(/^[PN] \d+$/.test(off), `answered offline: ${off}`);
      // The course is stored as well.
      await p.goto(BASE + '#learn=nim');
      await p.reload();
      await p.waitForSelector('#lesson-title', { timeout: 20000 });
      await p.screenshot({ path: path.join(shots, 'offline-learn.png') });
      await p.context().setOffline(false);
    },

    async 'a second build at the same address replaces the first, and its store, on the next visit'(page, ctx) {
      // Build A is dist; build B is the same files with another index.html (so another
      // service worker version), served from the same address by switching a link.
      const root = mkdtempSync(path.join(tmpdir(), 'simnim-sw-'));
      const b = path.join(root, 'b');
      mkdirSync(b);
      for (const name of readdirSync(dist)) {
        if (name === 'index.html' || name === 'sw.js' || /^(index\.html|sw\.js)\./.test(name)) continue;
        symlinkSync(path.join(dist, name), path.join(b, name));
      }
      writeFileSync(path.join(b, 'index.html'), readFileSync(path.join(dist, 'index.html'), 'utf8').replace('<title>', '<meta name="simnim-build" content="B" /><title>'));
      execFileSync('node', [path.join(here, '../../scripts/service-worker.mjs'), b]);
      symlinkSync(dist, path.join(root, 'site'));
      const port = 22000 + Math.floor(Math.random() * 2000);
      const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], { stdio: 'ignore' });
      try {
        const url = `http://127.0.0.1:${port}/site/`;
        await waitForServer(url);
        const p = await open(url + `#c=${TRI}&p=1,2,3`);
        ctx.pages.push(p);
        const [a] = await stored(p);
        assert(await p.locator('meta[name="simnim-build"]').count() === 0, 'build A first');
        rmSync(path.join(root, 'site'));
        symlinkSync(b, path.join(root, 'site'));
        await p.reload();
        await p.waitForSelector('#canvas', { timeout: 20000 });
        assert(await p.locator('meta[name="simnim-build"]').count() === 1, 'the next visit shows build B');
        const [bKey] = await until(p, k => k.length === 1 && k[0] !== a, "B's store in place of A's");
        const bVersion = /const VERSION = "([0-9a-f]+)"/.exec(readFileSync(path.join(b, 'sw.js'), 'utf8'))[1];
        assert(bKey === 'simnim-' + bVersion, `B's store replaced A's: ${a} -> ${bKey}`);
        // Offline, the page is build B.
        await p.context().setOffline(true);
        await p.reload();
        await p.waitForSelector('#canvas', { timeout: 20000 });
        assert(await p.locator('meta[name="simnim-build"]').count() === 1, 'offline, still build B');
        await answer(p);
        await p.context().setOffline(false);
      } finally {
        server.kill();
        rmSync(root, { recursive: true, force: true });
      }
    },

    async 'on a plain static host Prove proves the triangle after the service worker reload'(page, ctx) {
      const p = await open(BASE + `#c=${TRI}&p=1,1,1&view=describe&dk=5`, {}, '#describe-view');
      ctx.pages.push(p);
      assert(!(await p.evaluate(() => crossOriginIsolated)), 'a plain static server: not isolated on the first load');
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-isolate', { timeout: 60000 });
      assert(await p.locator('#describe-proof-command').count() === 1, 'the command is still offered');
      await axe(p, 'the Describe view offering proofs after a reload');
      await Promise.all([p.waitForEvent('load', { timeout: 60000 }), p.click('#describe-isolate')]);
      await p.waitForSelector('#describe-view', { timeout: 20000 });
      assert(await p.evaluate(() => crossOriginIsolated), 'isolated after the service worker reload');
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-prove', { timeout: 60000 });
      await p.click('#describe-prove');
      await p.waitForSelector('#describe-proof-status[data-status="proved"]', { timeout: 180000 });
      assert(/Proved for every position/.test(await p.locator('#describe-proof').textContent()), 'proved in the page');
      await p.locator('#describe-proof').screenshot({ path: path.join(shots, 'describe-proved-static-host.png') });
      await axe(p, 'the Describe view proved on a static host');
    },

    async 'installable: a manifest with icons; an embed registers no service worker'(page, ctx) {
      const p = await open(BASE);
      ctx.pages.push(p);
      const href = await p.getAttribute('link[rel="manifest"]', 'href');
      const manifest = await p.evaluate(async (h) => (await fetch(h)).json(), href);
      assert(manifest.name && manifest.short_name && manifest.start_url && manifest.display === 'standalone', `the manifest: ${JSON.stringify(manifest)}`);
      for (const icon of manifest.icons) {
        const ok = await p.evaluate(async (src) => { const r = await fetch(src); const b = new Uint8Array(await r.arrayBuffer()); return r.ok && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47; }, icon.src);
        assert(ok, `icon ${icon.src} is a PNG`);
      }
      assert(manifest.icons.some(i => i.sizes === '512x512') && manifest.icons.some(i => i.sizes === '192x192'), 'icons of 192 and 512 px');
      await stored(p);
      // A course page on another origin (localhost, not 127.0.0.1) frames the playground, in
      // a fresh browser: the frame registers no service worker.
      const port = Number(new URL(BASE).port);
      writeFileSync(path.join(env.root, 'offline-course.html'),
        `<!doctype html><html lang="en"><title>course</title><link rel="icon" href="data:,"><iframe title="simnim" src="${BASE}?embed#c=${TRI}&p=1,2,3" width="800" height="600"></iframe></html>`);
      const other = await open(`http://localhost:${port}/offline-course.html`, {}, 'iframe');
      ctx.pages.push(other);
      await other.frameLocator('iframe').locator('#badge').waitFor({ timeout: 20000 });
      await other.waitForTimeout(1500);
      const frame = other.frames().find(f => f.url().startsWith(BASE));
      // (A browser that blocks third-party storage refuses the question itself: none either.)
      const regs = await frame.evaluate(() => (navigator.serviceWorker ? navigator.serviceWorker.getRegistrations().then(r => r.length) : Promise.resolve(0)).catch(() => 0));
      assert(regs === 0, `the framed page registered ${regs} service workers`);
    },

    async 'platform: a browser without WebAssembly SIMD is told so on the first screen'(page, ctx) {
      // The engines are built with SIMD: where WebAssembly.validate rejects a SIMD module
      // (an old browser), the first screen says what the page needs. Here the check is made
      // to fail and the app's wasm is not served, as such a browser would fail to start it.
      const c = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 800 } });
      try {
        const p = await c.newPage();
        await p.addInitScript(() => { WebAssembly.validate = () => false; });
        await p.route(/_bg\.wasm$/, r => r.abort());
        await p.goto(BASE);
        await p.waitForSelector('#boot .rules-line[role=alert]', { timeout: 15000 });
        const said = (await p.locator('#boot .rules-line').textContent()).trim();
        assert(/needs WebAssembly with SIMD/.test(said), 'the first screen says: ' + said);
        assert(await p.locator('h1').isVisible(), 'the header stays');
        await p.screenshot({ path: path.join(shots, 'no-simd-phone.png') });
      } finally {
        await c.close();
      }
      // A browser with SIMD never sees the message: the app replaces the first screen.
      await answer(page);
      assert(await page.locator('[role=alert]', { hasText: 'needs WebAssembly with SIMD' }).count() === 0, 'no SIMD message on a browser with SIMD');
    },
  };
}
