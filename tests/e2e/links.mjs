// End-to-end tests of what a link fixes and how links read: a read-only embed on another
// origin that nothing clicked, tapped or typed changes (verdict, link, state sent to the
// host); exercises graded under the link's rule (the Normal | Misère switch shown, disabled);
// every control that changes the game refused in a read-only embed and in a task; link
// parameters before or after the #; family links (f=) read by the CLI's parser;
// simnim:state's link opened again gives the same state. Verdicts come from the naive
// JavaScript solver of research.mjs, family facets and errors from the CLI.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { helpers } from './helpers.mjs';
import { naiveSolver } from './research.mjs';

export function linkTests(env) {
  const { BASE, shots, assert, root, port, here } = env;
  const { open, axe } = helpers(env);
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const cli = path.join(here, '../../target/release/simnim');
  const app = `http://127.0.0.1:${port}/app/`;

  /** A course page at http://localhost (another origin than the frames) that logs messages. */
  async function course(name, frames) {
    writeFileSync(path.join(root, name), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>${name}</title><main>
      ${frames.map(([id, src, h]) => `<iframe id="${id}" title="${id}" width="900" height="${h || 800}" src="${app}${src}"></iframe>`).join('\n')}</main>
      <script>window.ev = []; addEventListener('message', e => window.ev.push(Object.assign({ from: e.origin }, e.data)));</script></html>`);
    return open(`http://localhost:${port}/${name}`, {}, 'iframe');
  }
  const frameOf = async (host, id) => (await host.locator('iframe#' + id).elementHandle()).contentFrame();

  /**
   * Every control of the Nim page that could change the game, tried on `frame` as a person
   * would (clicks, keys, wheel, dispatched events on disabled controls). Returns nothing:
   * the caller checks that the game did not change.
   */
  async function tryEverything(f) {
    const tries = [];
    const attempt = async (what, fn) => { try { await fn(); } catch (e) { tries.push(`${what}: ${e.message.split('\n')[0]}`); } };
    const dispatchClick = sel => f.evaluate(s => document.querySelectorAll(s).forEach(b => b.click()), sel);
    // The rule switch, by click, by key and by script.
    await attempt('misère by click', () => f.click('#rules-misere', { force: true, timeout: 2000 }));
    await attempt('normal by click', () => f.click('#rules-normal', { force: true, timeout: 2000 }));
    await attempt('misère by key', async () => { await f.focus('#rules-misere'); await f.press('#rules-misere', 'Enter'); await f.press('#rules-misere', ' '); });
    await attempt('rules by script', () => dispatchClick('#rules-misere, #rules-normal'));
    // Presets, New, the mode switch and the gallery: by script too (disabled or absent).
    await attempt('preset', () => f.evaluate(() => { const s = document.querySelector('#presets'); if (s) { s.value = 'ex3.4'; s.dispatchEvent(new Event('change', { bubbles: true })); } }));
    await attempt('new', () => dispatchClick('#new'));
    await attempt('convex mode', () => dispatchClick('#mode-convex'));
    await attempt('gallery', () => dispatchClick('.open-family'));
    await attempt('operations', () => dispatchClick('.ops button'));
    // The drawing: a click on empty space, keys, the wheel and arrows on a vertex.
    const box = await f.locator('#canvas').boundingBox();
    await attempt('add a vertex', () => f.locator('#canvas').click({ position: { x: 12, y: box.height - 12 }, force: true, timeout: 2000 }));
    await attempt('face key', async () => { await f.locator('#canvas').press('Control+a'); await f.locator('#canvas').press('f'); await f.locator('#canvas').press('Delete'); await f.locator('#canvas').press('Control+z'); });
    await attempt('arrow on a vertex', async () => { await f.locator('g.vertex').first().focus(); await f.locator('g.vertex').first().press('ArrowUp'); await f.locator('g.vertex').first().press('ArrowDown'); });
    await attempt('wheel on a vertex', async () => { await f.locator('g.vertex').first().hover({ force: true, timeout: 2000 }); await f.locator('g.vertex').first().dispatchEvent('wheel', { deltaY: -100 }); });
    // Winning moves, and play.
    await attempt('winning move', () => dispatchClick('button.move'));
    await attempt('play tab', () => dispatchClick('#tab-play'));
    await attempt('play buttons', () => dispatchClick('#play-new-me, #play-move, #play-undo'));
    await attempt('pile fields', () => f.evaluate(() => document.querySelectorAll('.pile-input').forEach(i => { i.value = '3'; i.dispatchEvent(new Event('input', { bubbles: true })); i.dispatchEvent(new Event('change', { bubbles: true })); })));
    await attempt('facets text', () => f.evaluate(() => { const t = document.querySelector('#facets'); if (t) { t.value = '{1,2,3}'; t.dispatchEvent(new Event('input', { bubbles: true })); } }));
    await attempt('back to the table', () => dispatchClick('#tab-table'));
    return tries;
  }

  const game = async f => ({
    position: (await f.locator('#task-position, #position').first().textContent()).trim(),
    facets: await f.evaluate(() => [...document.querySelectorAll('g.vertex')].map(g => g.dataset.label + ':' + g.dataset.pile).join(' ')),
    misere: await f.locator('#rules-misere').getAttribute('aria-pressed'),
    convex: await f.locator('#mode-convex').getAttribute('aria-pressed'),
  });

  return {
    async 'a read-only embed on another origin: nothing clicked, tapped or typed changes the verdict, the link or the state sent to the host'(page, ctx) {
      const host = await course('ro.html', [['ro', '?embed&readonly#c={1},{2},{3}&p=1,1,1']]);
      ctx.pages.push(host);
      ctx.shot = host;
      const f = await frameOf(host, 'ro');
      await f.locator('#badge').waitFor({ timeout: 20000 });
      const naive = naiveSolver('{1},{2},{3}');
      assert(naive.value([1, 1, 1]) === 1, 'the naive solver: N, value 1');
      assert((await f.locator('#badge').textContent()).trim() === 'N' && (await f.locator('#nim-value').textContent()).trim() === '1', 'N, value 1');
      // The switch shows the rule in force, disabled, its reason in its accessible name.
      assert(await f.locator('#rules-misere').isDisabled() && await f.locator('#rules-normal').isDisabled(), 'the switch is disabled');
      const name = await f.locator('#rules-normal').getAttribute('aria-label');
      assert(/in force/.test(name) && /read-only/.test(name), 'the reason is in the name: ' + name);
      await host.waitForFunction(() => window.ev.some(e => e.type === 'simnim:state'));
      const url0 = f.url(), game0 = await game(f);
      const states0 = await host.evaluate(() => window.ev.filter(e => e.type === 'simnim:state').map(e => e.link));
      assert(states0.every(l => l.split('#').length === 2), 'one # in the posted link: ' + states0[0]);
      await tryEverything(f);
      // Touch: a tap on the drawing, in a phone-sized frame of the same page.
      const phone = await open(`http://localhost:${port}/ro.html`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, 'iframe');
      ctx.pages.push(phone);
      const pf = await frameOf(phone, 'ro');
      await pf.locator('#badge').waitFor({ timeout: 20000 });
      await pf.locator('#canvas').tap({ position: { x: 10, y: 10 }, force: true }).catch(() => {});
      await pf.locator('g.vertex').first().tap({ force: true }).catch(() => {});
      await pf.locator('#rules-misere').tap({ force: true, timeout: 2000 }).catch(() => {});
      assert(await pf.locator('#misere-note').count() === 0 && (await pf.locator('#badge').textContent()).trim() === 'N', 'a tap changes nothing');
      await sleep(800);
      assert(f.url() === url0, `the frame's address is the one it opened with: ${f.url()}`);
      assert(JSON.stringify(await game(f)) === JSON.stringify(game0), 'the game is unchanged: ' + JSON.stringify(await game(f)));
      assert((await f.locator('#badge').textContent()).trim() === 'N' && (await f.locator('#nim-value').textContent()).trim() === '1', 'still N, value 1');
      assert(await f.locator('#misere-note').count() === 0, 'no misère verdict');
      const states = await host.evaluate(() => window.ev.filter(e => e.type === 'simnim:state').map(e => e.link));
      assert(new Set(states).size === 1 && !/misere/.test(states[0]), 'the state sent to the host never changed: ' + [...new Set(states)].join(' | '));
      assert(!(await host.evaluate(() => window.ev.some(e => e.type === 'simnim:move'))), 'no move was reported');
      await axe(host, 'a read-only embed after everything was tried');
    },

    async 'an exercise is graded under the rule its link sets: the switch cannot change it'(page, ctx) {
      const host = await course('rules.html', [
        ['normal', '?embed#c={1},{2},{3}&p=1,1,1&task=outcome', 700],
        ['misere', '?embed#c={1},{2},{3}&p=1,1,1&misere&task=outcome', 700],
      ]);
      ctx.pages.push(host);
      ctx.shot = host;
      const naive = naiveSolver('{1},{2},{3}');
      const n = await frameOf(host, 'normal'), m = await frameOf(host, 'misere');
      for (const f of [n, m]) await f.locator('#say-p:not([disabled])').waitFor({ timeout: 20000 });
      // Normal play (N): click Misère first, whatever else, then answer P: wrong.
      const before = await game(n);
      await tryEverything(n);
      assert(JSON.stringify(await game(n)) === JSON.stringify(before), 'the task\'s game is unchanged');
      assert(!/misère/.test(await n.locator('#task-question').textContent()), 'a normal-play question');
      await n.locator('#say-p:not([disabled])').click();
      await n.locator('#task-feedback.wrong').waitFor();
      await host.waitForFunction(() => window.ev.some(e => e.type === 'simnim:task' && e.solved === false && e.attempts === 1));
      assert(!(await host.evaluate(() => window.ev.some(e => e.type === 'simnim:task' && e.solved))), 'never reported solved');
      assert(naive.value([1, 1, 1]) !== 0, 'the naive solver agrees: N in normal play');
      // Misère play: the question names the rule, the switch shows it, and P is right.
      assert(naive.misereP([1, 1, 1]), 'the naive solver: P in misère play');
      assert(/misère/.test(await m.locator('#task-question').textContent()), 'the question names misère play');
      assert(await m.locator('#rules-misere').getAttribute('aria-pressed') === 'true' && await m.locator('#rules-misere').isDisabled(), 'the switch shows misère, disabled');
      assert(/exercise/.test(await m.locator('#rules-misere').getAttribute('aria-label')), 'the reason in the name');
      await tryEverything(m);
      await m.locator('#say-p:not([disabled])').click();
      await m.locator('#task-feedback.right').waitFor();
      await m.locator('#misere-note').waitFor();
      await host.screenshot({ path: path.join(shots, 'exercise-rules.png'), fullPage: true });
      await axe(host, 'exercises with fixed rules');
    },

    async 'each control that changes the game is refused in a read-only embed and in a task'(page, ctx) {
      // One page per control and mode, so a control that slips is named.
      const controls = {
        'the rule switch': f => f.evaluate(() => document.querySelector('#rules-misere').click()),
        'a preset': f => f.evaluate(() => { const s = document.querySelector('#presets'); if (s) { s.value = 'ex3.4'; s.dispatchEvent(new Event('change', { bubbles: true })); } }),
        'New': f => f.evaluate(() => document.querySelector('#new')?.click()),
        'the convex mode': f => f.evaluate(() => document.querySelector('#mode-convex').click()),
        'a click on the drawing': async f => { const b = await f.locator('#canvas').boundingBox(); await f.mouse.click(b.x + 12, b.y + b.height - 12); },
        'F and Delete': async f => { await f.keyboard.press('Control+a'); await f.keyboard.press('f'); await f.keyboard.press('Delete'); },
        'arrows on a vertex': async f => { await f.locator('g.vertex').first().focus(); await f.keyboard.press('ArrowUp'); },
        'a winning move': f => f.evaluate(() => document.querySelector('button.move')?.click()),
        'play': f => f.evaluate(() => { document.querySelector('#tab-play')?.click(); }).then(() => f.evaluate(() => document.querySelector('#play-new-computer')?.click())),
      };
      for (const [where, url] of [['read-only', '?embed&readonly#c={1,2},{2,3}&p=1,2,2'], ['task', '?embed#c={1,2},{2,3}&p=1,2,2&task=outcome']]) {
        for (const [control, act] of Object.entries(controls)) {
          const p = await open(app + url, {}, where === 'task' ? '#say-p:not([disabled])' : '#badge');
          ctx.pages.push(p);
          const before = await game(p);
          await act(p).catch(() => {});
          await sleep(300);
          const after = await game(p);
          assert(JSON.stringify(after) === JSON.stringify(before), `${where}: ${control} changed the game: ${JSON.stringify(after)}`);
          await p.closeAll();
        }
      }
      // A move task lets the piles move (that is the move) but not the rule or the complex.
      const mv = await open(app + '?embed#c={1,2},{2,3}&p=1,2,2&task=move', {}, '#task-question');
      ctx.pages.push(mv);
      const labels = await mv.evaluate(() => [...document.querySelectorAll('g.vertex')].map(g => g.dataset.label).join());
      for (const act of [controls['the rule switch'], controls['a preset'], controls['the convex mode'], controls['a click on the drawing']]) await act(mv).catch(() => {});
      assert(await mv.evaluate(() => [...document.querySelectorAll('g.vertex')].map(g => g.dataset.label).join()) === labels, 'the complex stays');
      assert(await mv.locator('#rules-misere').getAttribute('aria-pressed') === 'false', 'the rule stays');
      await mv.locator('g.vertex').first().focus();
      await mv.keyboard.press('ArrowDown');
      await mv.locator('g.vertex[data-pile="0"]').first().waitFor();
    },

    async 'links: parameters before or after the #, family links, and simnim:state opened again'(page, ctx) {
      // The same exercise either way.
      const q = await open(app + '?embed&task=outcome#c={1,2},{2,3}&p=1,1,1', {}, '#task-question');
      const h = await open(app + '?embed#c={1,2},{2,3}&p=1,1,1&task=outcome', {}, '#task-question');
      ctx.pages.push(q, h);
      for (const sel of ['#task-question', '#task-position']) {
        assert(await q.locator(sel).textContent() === await h.locator(sel).textContent(), sel + ' is the same');
      }
      assert(await q.locator('#badge').count() === 0, 'the exercise hides the verdict');
      // A family link: CN(7,3) as the CLI builds it, with those piles.
      const facets = execFileSync(cli, ['facets', '--family', 'cn:7,3']).toString().trim().split('\n').join(',');
      const fam = await open(BASE + '#f=cn:7,3&p=10,10,10,10,10,10,9');
      ctx.pages.push(fam);
      assert(await fam.locator('#facets').inputValue() === facets, `the family's facets: ${await fam.locator('#facets').inputValue()} vs ${facets}`);
      assert((await fam.locator('#position').textContent()).includes('10,10,10,10,10,10,9'), 'the piles');
      // A bad spec: explained in the CLI's words, the link kept.
      let cliError = '';
      try { execFileSync(cli, ['facets', '--family', 'cn:7', '--json'], { stdio: 'pipe' }); } catch (e) { cliError = JSON.parse(e.stdout.toString()).error; }
      assert(/column/.test(cliError), 'the CLI explains: ' + cliError);
      const bad = await open(BASE + '#f=cn:7&p=1', {}, '#notice');
      ctx.pages.push(bad);
      const notice = await bad.locator('#notice').textContent();
      const core = cliError.replace(/^--family:?\s*/, '');
      assert(notice.includes(core), `the page explains as the CLI does: "${notice}" vs "${core}"`);
      assert(bad.url().endsWith('#f=cn:7&p=1'), 'the link is kept: ' + bad.url());
      // The gallery writes family links.
      const g = await open(BASE);
      ctx.pages.push(g);
      await g.locator('#gallery summary').click();
      await g.locator('li[data-family="cn"] .open-family').click();
      await g.waitForFunction(() => document.querySelectorAll('g.vertex').length === 7);
      await g.getByRole('button', { name: 'Share link' }).click();
      assert(/#f=cn:7,3&p=/.test(await g.locator('#share-readable').inputValue()), 'the gallery link names the family: ' + await g.locator('#share-readable').inputValue());
      // simnim:state's link, opened again, gives the same state.
      const host = await course('state.html', [['s', '?embed#c={1,2},{2,3}&p=1,2,1', 700]]);
      ctx.pages.push(host);
      const f = await frameOf(host, 's');
      await f.locator('#badge').waitFor({ timeout: 20000 });
      await f.locator('g.vertex').nth(1).focus();
      await f.locator('g.vertex').nth(1).press('ArrowUp');
      await host.waitForFunction(() => window.ev.some(e => e.type === 'simnim:state' && e.piles.join() === '1,3,1'));
      const link = await host.evaluate(() => window.ev.filter(e => e.type === 'simnim:state').pop().link);
      assert(link.split('#').length === 2 && /#v1=/.test(link), 'one # and the compact form: ' + link);
      const again = await open(link);
      ctx.pages.push(again);
      assert((await again.locator('#position').textContent()).includes('1,3,1'), 'the same position');
      assert(await again.locator('.app.embed').count() === 1, 'the same embedding');
      assert((await again.locator('#badge').textContent()) === (await f.locator('#badge').textContent()), 'the same verdict');
    },
  };
}
