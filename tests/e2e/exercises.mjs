// End-to-end tests of exercises for course pages: each task type in an embedded frame
// (a wrong answer is marked wrong, a right one solved, nothing gives the answer away
// before), the host page's event log, the postMessage API's origin and read-only rules, the
// exercise builder's snippet in a blank page, and the printed handout. Right answers come
// from the naive JavaScript solver of research.mjs, never from the page.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { helpers } from './helpers.mjs';
import { naiveSolver } from './research.mjs';

export function exerciseTests(env) {
  const { BASE, shots, assert, root, port } = env;
  const { open, axe } = helpers(env);
  const sleep = ms => new Promise(r => setTimeout(r, ms));

  /** Nothing in the frame says P/N, the value or a winning move. */
  async function nothingGivenAway(frame, where) {
    const sels = ['#badge', '#nim-value', '#moves', '#why'];
    if (!where.startsWith('win')) sels.push('#views');
    for (const sel of sels) {
      assert(await frame.locator(sel).count() === 0, `${where}: ${sel} is hidden while the task is open`);
    }
  }

  async function setPiles(frame, piles) {
    for (let i = 0; i < piles.length; i++) {
      const input = frame.locator('.pile-input').nth(i);
      if (await input.inputValue() !== String(piles[i])) {
        await input.fill(String(piles[i]));
        await input.dispatchEvent('change');
      }
    }
  }

  return {
    async 'exercises in a course page: wrong answers are wrong, right ones solved, nothing given away, and the host hears it'(page, ctx) {
      const host = await open(BASE + 'embed-example.html', {}, 'iframe#ex1');
      ctx.pages.push(host);
      // Exercise 1: P or N on the path {1,2},{2,3},{3,4} with piles 2,1,3,2.
      const ex1 = host.frameLocator('#ex1');
      await ex1.locator('#task-question').waitFor({ timeout: 20000 });
      assert((await ex1.locator('#task-question').textContent()).includes('P-position or an N-position'), 'the question');
      await ex1.locator('#say-p:not([disabled])').waitFor({ timeout: 20000 });
      await nothingGivenAway(ex1, 'outcome task');
      const isP = naiveSolver('{1,2},{2,3},{3,4}').value([2, 1, 3, 2]) === 0;
      await ex1.locator(isP ? '#say-n' : '#say-p').click();
      await ex1.locator('#task-feedback.wrong').waitFor();
      await nothingGivenAway(ex1, 'after a wrong answer');
      assert(/2 attempts left/.test(await ex1.locator('#task').textContent()), 'attempts counted');
      await ex1.locator(isP ? '#say-p' : '#say-n').click();
      await ex1.locator('#task-feedback.right').waitFor();
      assert((await ex1.locator('#badge').textContent()).trim() === (isP ? 'P' : 'N'), 'the answer is shown once solved');
      await host.waitForFunction(() => window.simnimEvents.some(e => e.frame === 'ex1' && e.type === 'simnim:task' && e.solved === true && e.attempts === 2));
      assert(await host.evaluate(() => window.simnimEvents.some(e => e.frame === 'ex1' && e.solved === true && e.grade === 'after-tries')), 'guessed twice: reported as solved after a wrong try, not at the first');
      assert(await host.evaluate(() => window.simnimEvents.some(e => e.frame === 'ex1' && e.solved === false && e.attempts === 1)), 'the wrong attempt was reported too');
      // Exercise 2: a winning move on CN(5,2) from 4,1,2,3,1.
      const cn52 = '{1,2},{2,3},{3,4},{4,5},{1,5}', start = [3, 1, 2, 3, 1];
      const naive = naiveSolver(cn52);
      const opts = naive.options(start);
      const good = opts.find(o => naive.value(o) === 0), bad = opts.find(o => naive.value(o) !== 0);
      assert(good && bad, 'the task has winning and losing moves');
      const ex2 = host.frameLocator('#ex2');
      await ex2.locator('#task-question').waitFor({ timeout: 20000 });
      await nothingGivenAway(ex2, 'move task');
      await setPiles(ex2, bad);
      await ex2.locator('#check-move:not([disabled])').click();
      await ex2.locator('#task-feedback.wrong').waitFor();
      const fb = await ex2.locator('#task-feedback').textContent();
      assert(/N-position/.test(fb) && !/answers with/.test(fb), 'a losing move is refused without the opponent\'s reply: ' + fb);
      for (const o of opts.filter(o => naive.value(o) === 0)) assert(!fb.includes('(' + o.join(',') + ')'), 'no winning move shown: ' + fb);
      await nothingGivenAway(ex2, 'after a losing move');
      await ex2.locator('#task-position').waitFor();
      await setPiles(ex2, good);
      await ex2.locator('#check-move:not([disabled])').click();
      await ex2.locator('#task-feedback.right').waitFor();
      await host.waitForFunction(() => window.simnimEvents.some(e => e.frame === 'ex2' && e.type === 'simnim:task' && e.solved === true));
      assert(await host.evaluate(() => window.simnimEvents.some(e => e.frame === 'ex2' && e.type === 'simnim:move')), 'moves are reported');
      assert(await host.locator('#events tbody tr').count() >= 3, 'the course page lists the events');
      await host.screenshot({ path: path.join(shots, 'exercises-course-page.png'), fullPage: true });
      await axe(host, 'the course page with exercises');
    },

    async 'value and win tasks: checked against the naive solver, the game won by the student'(page, ctx) {
      const text = '{1,2},{2,3}', piles = [2, 1, 2];
      const naive = naiveSolver(text);
      const want = naive.value(piles);
      writeFileSync(path.join(root, 'value-win.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>tasks</title><main>
        <iframe id="v" title="value" width="900" height="700" src="app/?embed#c=${text}&p=${piles.join(',')}&task=value"></iframe>
        <iframe id="w" title="win" width="900" height="900" src="app/?embed#c=${text}&p=0,1,1&task=win"></iframe></main>
        <script>window.ev = []; addEventListener('message', e => window.ev.push(e.data));</script></html>`);
      const host = await open(`http://127.0.0.1:${port}/value-win.html`, {}, 'iframe#v');
      ctx.pages.push(host);
      ctx.shot = host;
      const v = host.frameLocator('#v');
      await v.locator('#say-value:not([disabled])').waitFor({ timeout: 20000 });
      await nothingGivenAway(v, 'value task');
      await v.locator('#task-value').fill(String(want + 1));
      await v.locator('#say-value').click();
      await v.locator('#task-feedback.wrong').waitFor();
      await v.locator('#task-value').fill(String(want));
      await v.locator('#say-value').click();
      await v.locator('#task-feedback.right').waitFor();
      assert((await v.locator('#nim-value').textContent()).trim() === String(want), 'the value shown once solved');
      // Win from (0,1,1): the naive solver's winning move takes the last chips; the student
      // made the last move and wins.
      const w = host.frameLocator('#w');
      await w.locator('#play-view').waitFor({ timeout: 20000 });
      assert(await w.locator('#tab-table').count() === 0, 'only play while the game task is open');
      await nothingGivenAway(w.locator('#answer-region'), 'win task');
      const move = naive.options([0, 1, 1]).find(o => naive.value(o) === 0);
      assert(move.every(x => x === 0), 'the winning move takes everything');
      await setPiles(w, move);
      await w.locator('#play-move:not([disabled])').click();
      await w.locator('#task-feedback.right').waitFor({ timeout: 20000 });
      await host.waitForFunction(() => window.ev.some(e => e.type === 'simnim:task' && e.task === 'win' && e.solved));
    },

    async 'the host API: only the embedding origin, only well-formed messages, read-only only with &api=1'(page, ctx) {
      // The course page is at http://localhost, the frames at http://127.0.0.1: another origin.
      const app = `http://127.0.0.1:${port}/app/`;
      const link = 'c={1,2},{2,3}&p=1,2,1';
      writeFileSync(path.join(root, 'api.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>api</title><main>
        <iframe id="ro" title="read-only" width="700" height="500" src="${app}?embed&readonly#${link}"></iframe>
        <iframe id="api" title="api" width="700" height="500" src="${app}?embed&readonly#${link}&api=1"></iframe>
        <iframe id="other" title="other origin" width="700" height="500" src="${app}?embed#${link}&origin=https%3A%2F%2Fexample.org"></iframe></main>
        <script>window.ev = []; addEventListener('message', e => window.ev.push([e.origin, e.data && e.data.type]));
        window.send = (id, m) => document.getElementById(id).contentWindow.postMessage(m, '*');</script></html>`);
      const host = await open(`http://localhost:${port}/api.html`, {}, 'iframe#ro');
      ctx.pages.push(host);
      const position = id => host.frameLocator('#' + id).locator('#position').textContent();
      for (const id of ['ro', 'api', 'other']) await host.frameLocator('#' + id).locator('#badge').waitFor({ timeout: 20000 });
      await host.waitForFunction(o => window.ev.filter(e => e[0] === o && e[1] === 'simnim:ready').length >= 2, `http://127.0.0.1:${port}`);
      assert(await host.evaluate(() => window.ev.some(e => e[1] === 'simnim:state')), 'states are posted to the host');
      const before = { ro: await position('ro'), api: await position('api'), other: await position('other') };
      const set = { type: 'simnim:set', link: 'c={1,2},{2,3}&p=3,3,3' };
      // Malformed messages, a read-only embed without &api=1, and a frame that only talks to example.org.
      for (const m of [null, 'simnim:set', { type: 'simnim:set' }, { type: 'simnim:set', link: 42 }, { type: 'simnim:eval', link: 'alert(1)' }, { link: set.link }]) {
        await host.evaluate(([m]) => window.send('api', m), [m]);
      }
      await host.evaluate(m => { window.send('ro', m); window.send('other', m); }, set);
      await sleep(1500);
      assert(await position('api') === before.api, 'malformed messages change nothing');
      assert(await position('ro') === before.ro, 'a read-only embed without &api=1 ignores simnim:set');
      assert(await position('other') === before.other, 'a message from another origin than the link allows changes nothing');
      // A well-formed set to the read-only embed with &api=1 is obeyed; reset goes back.
      await host.evaluate(m => window.send('api', m), set);
      await host.waitForFunction(() => /3,3,3/.test(document.getElementById('api').contentDocument?.body?.innerText || ''), null, { timeout: 2000 }).catch(() => {});
      await host.frameLocator('#api').locator('#position', { hasText: '3,3,3' }).waitFor({ timeout: 10000 });
      await host.evaluate(() => window.send('api', { type: 'simnim:reset' }));
      await host.frameLocator('#api').locator('#position', { hasText: '1,2,1' }).waitFor({ timeout: 10000 });
    },

    async 'an embed opened in the convex mode says simnim:ready once, though the full app takes the page over'(page, ctx) {
      const app = `http://127.0.0.1:${port}/app/`;
      writeFileSync(path.join(root, 'cv.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>cv</title><main>
        <iframe id="cv" title="convex" width="700" height="500" src="${app}?embed#convex&line=0,1,2,3&w=1,2"></iframe></main>
        <script>window.ev = []; addEventListener('message', e => window.ev.push(e.data && e.data.type));</script></html>`);
      const host = await open(`http://localhost:${port}/cv.html`, {}, 'iframe#cv');
      ctx.pages.push(host);
      await host.frameLocator('#cv').locator('#convex-canvas').waitFor({ timeout: 20000 });
      await sleep(1500);
      const ready = await host.evaluate(() => window.ev.filter(t => t === 'simnim:ready').length);
      assert(ready === 1, `simnim:ready said ${ready} times`);
      assert(await host.evaluate(() => window.ev.includes('simnim:state')), 'the state is posted');
    },

    async 'the exercise builder: its snippet, pasted into a blank page, shows the same task'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      await p.click('#embed');
      await p.selectOption('#exercise-task', 'outcome');
      await p.selectOption('#exercise-attempts', '2');
      const snippet = await p.locator('#embed-snippet').inputValue();
      assert(/^<iframe src="[^"]*\?embed#v1=/.test(snippet), 'snippet: ' + snippet);
      await p.locator('#embed-preview').waitFor();
      await p.screenshot({ path: path.join(shots, 'exercise-builder.png') });
      await axe(p, 'the exercise builder');
      writeFileSync(path.join(root, 'blank.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>blank</title><main>${snippet}</main></html>`);
      const host = await open(`http://127.0.0.1:${port}/blank.html`, {}, 'iframe');
      ctx.pages.push(host);
      const f = host.frameLocator('iframe');
      await f.locator('#task-question').waitFor({ timeout: 20000 });
      assert((await f.locator('#task-question').textContent()).includes('P-position or an N-position'), 'the same task');
      assert((await f.locator('#task-position').textContent()).includes('3,1,2,1,4'), 'the same position');
      assert(/2 attempts left/.test(await f.locator('#task').textContent()), 'the same attempts');
      await nothingGivenAway(f, 'the pasted exercise');
    },

    async 'the printed handout: the task, the drawing and a worksheet grid, no buttons'(page, ctx) {
      const p = await open(BASE + '#c={1,2},{2,3},{3,4},{4,5},{1,5}&p=4,1,2,3,1&task=move&count=6', {}, '#task-question');
      ctx.pages.push(p);
      await p.emulateMedia({ media: 'print' });
      await p.waitForTimeout(300);
      assert(await p.locator('#task-question').isVisible(), 'the task text');
      assert(await p.locator('#canvas').isVisible(), 'the drawing');
      assert(await p.locator('#worksheet li').count() === 6, 'six positions');
      assert(await p.locator('#worksheet').isVisible(), 'the worksheet');
      const buttons = await p.locator('button:visible').count();
      assert(buttons === 0, `no buttons on paper (${buttons})`);
      await p.screenshot({ path: path.join(shots, 'handout-print.png'), fullPage: true });
    },
  };
}
