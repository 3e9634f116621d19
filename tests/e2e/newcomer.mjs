// End-to-end tests of the page as a newcomer meets it: the first screen (the rules in one
// line, the verdict as a sentence, the reasoning one click further) on a desktop and a phone
// in both themes; feedback where the person is looking (an illegal move in play, the end of a
// game's log); touch as a first-class input (taps that never move the drawing, nothing left
// selected by surprise, a pile stepper); exercises that never show an internal name or the
// answer before the student answers; controls that cannot move a task's piles away; print
// that is light whatever the theme, and a handout without the answers; dialogs that fit the
// screen; the release build's precompressed files and the pool's one fetch of the solver.
// Item numbers without a paper name are E&S's (cites: es1996).

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { helpers } from './helpers.mjs';
import { naiveSolver } from './research.mjs';

// The internal names of the methods (core's `Method::name`): never shown to a student.
const INTERNAL = ['terminal', 'simplex-sum', 'exhaustive', 'exhaustive-pn', 'pointed-circuits', 'nim-basis',
  'binary-matroid', 'join-factors', 'doubling', 'solved-family', 'jenkyns-mayberry', 'misere-nim', 'misere-moore',
  'misere-exhaustive'];

export function newcomerTests(env) {
  const { BASE, shots, assert, dist } = env;
  const { open, axe } = helpers(env);
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const inViewport = (page, sel) => page.locator(sel).first().evaluate(e => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
  });
  const where = (page, sel) => page.locator(sel).first().evaluate(e => {
    const r = e.getBoundingClientRect();
    return `top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} in a viewport ${innerWidth}×${innerHeight} scrolled to ${Math.round(scrollY)}`;
  });
  const positionOf = async p => (await p.locator('#position').textContent()).replace('Position ', '');

  return {
    async 'first screen: the rules in one line, the verdict as a sentence, the reasoning one click further (desktop and phone, light and dark)'(page, ctx) {
      for (const [name, opts] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', phone]]) {
        for (const scheme of ['light', 'dark']) {
          const p = await open(BASE, { ...opts, colorScheme: scheme });
          ctx.pages.push(p);
          await p.waitForSelector('#verdict-sentence');
          assert(await inViewport(p, '#rules-line'), `${name} ${scheme}: the rules are on the first screen`);
          const rules = await p.locator('#rules-line').textContent();
          assert(/Whoever cannot move loses/.test(rules) && /P: the player to move loses/.test(rules) && /N: the player to move wins/.test(rules), 'the rules and P and N: ' + rules);
          // Example 3.3 at (3,1,2,1,4): N, and the sentence names a winning move the naive solver confirms.
          const sentence = await p.locator('#verdict-sentence').textContent();
          const m = /^The player to move wins: move to \(([\d,]+)\)\.$/.exec(sentence);
          assert(m, `${name}: the verdict as a sentence: ${sentence}`);
          const naive = naiveSolver(await p.locator('#facets').inputValue());
          assert(naive.value(m[1].split(',').map(Number)) === 0, 'the move named leads to a P-position (naive solver)');
          assert(await inViewport(p, '#badge') && await inViewport(p, '#verdict-sentence'), `${name} ${scheme}: the verdict above the fold`);
          assert(await p.locator('#canvas').evaluate(e => e.getBoundingClientRect().top < innerHeight / 2), `${name} ${scheme}: the drawing on the first screen`);
          if (name === 'phone') {
            const [c, b] = [await p.locator('#canvas').boundingBox(), await p.locator('#badge').boundingBox()];
            assert(c.y < b.y, 'on the phone the drawing comes before the verdict');
            assert(await p.locator('h1 .sub').isVisible(), 'the tagline shows on the phone');
          }
          // The reasoning: hidden, then one click away, naming the theorem in words.
          assert(!(await p.locator('#why').isVisible()), 'the reasoning waits for a click');
          await p.click('#why-toggle');
          assert(await p.locator('#why').isVisible(), 'the reasoning opens');
          assert(/E&S Thm 3\.2/.test(await p.locator('#why').textContent()), 'the theorem in the reasoning');
          assert(!(await p.locator('#answer').textContent()).includes('[pointed-circuits]'), 'no internal tag in the answer');
          await p.click('#why-toggle');
          await p.screenshot({ path: path.join(shots, `first-screen-${name}-${scheme}.png`) });
          await axe(p, `the first screen (${name}, ${scheme})`);
        }
      }
    },

    async 'first load: the page is built in parts, in the layout\'s order, after the answer, and nothing on it moves; the gallery builds its cards when opened'(page, ctx) {
      for (const [name, opts] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', phone]]) {
        const context = await env.browser.newContext(opts);
        const p = await context.newPage();
        const errors = [];
        p.on('pageerror', e => errors.push(e.message));
        ctx.pages.push({ errors, close: () => context.close() });
        // When each part first appears, and every layout shift, from the first byte on.
        await p.addInitScript(() => {
          window.__seen = {};
          window.__shifts = [];
          const parts = { header: '#rules-line', drawing: '#canvas', answer: '.answer-area', verdict: '#verdict-sentence', side: 'aside.side', below: 'section.below', gallery: '#gallery' };
          new MutationObserver(() => {
            for (const [k, sel] of Object.entries(parts)) if (!(k in window.__seen) && document.querySelector(sel)) window.__seen[k] = performance.now();
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver(l => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); })
            .observe({ type: 'layout-shift', buffered: true });
        });
        await p.goto(BASE);
        await p.waitForSelector('#gallery summary');
        await p.waitForTimeout(300);
        const seen = await p.evaluate(() => window.__seen);
        const order = Object.entries(seen).sort((a, b) => a[1] - b[1]).map(([k]) => k).join(' < ');
        assert(seen.header <= seen.drawing && seen.drawing <= seen.answer, `${name}: the header, the drawing, then the answer: ${order}`);
        assert(seen.answer < seen.side && seen.answer < seen.below, `${name}: the answer before the panels: ${order}`);
        // One column (a phone): the views come first, the side panels last; wide: the side
        // panels, beside the drawing, before the views under it.
        assert(name === 'phone' ? seen.below < seen.side : seen.side < seen.below, `${name}: the panels in the layout's order: ${order}`);
        // The panels wait for the first answer (at most 1.5 s): then nothing is pushed down.
        const waited = seen.verdict <= Math.min(seen.side, seen.below);
        assert(waited || Math.min(seen.side, seen.below) - seen.answer >= 1400, `${name}: the panels waited for the answer: ${order}`);
        const shifts = await p.evaluate(() => window.__shifts);
        if (waited) assert(shifts.length === 0, `${name}: nothing moved while the page was built: ${shifts.join(', ')}`);
        // The gallery: closed, without cards; opened, a card and a drawing per family.
        assert(await p.locator('#gallery li.card').count() === 0, `${name}: the closed gallery has built no cards`);
        await p.click('#gallery summary');
        await p.waitForSelector('#gallery li.card');
        const cards = await p.locator('#gallery li.card').count();
        assert(cards >= 10 && await p.locator('#gallery li.card svg.thumb').count() === cards, `${name}: the opened gallery shows every family with its drawing: ${cards}`);
      }
    },

    async 'first load: the views and the convex mode are loaded when first asked for; the page stays as it was (position, scroll, focus); a failed load can be retried'(page, ctx) {
      // What the page has fetched from the full app's bundle.
      const fullFetched = p => p.evaluate(() => performance.getEntriesByType('resource').map(e => e.name).filter(u => /\/full\//.test(u)));
      for (const [name, opts] of [['desktop', { viewport: { width: 1280, height: 900 } }], ['phone', phone]]) {
        const p = await open(BASE + '#c={1,2},{2,3},{3,4}&p=2,3,1,4', opts, '#verdict-sentence');
        ctx.pages.push(p);
        await p.waitForSelector('#views #later');
        await p.waitForTimeout(1500);
        const early = await fullFetched(p);
        assert(early.length === 0, `${name}: the first screen loads no part of the full app: ${early.join(', ')}`);
        assert(/Loading the views/.test(await p.locator('#later').textContent()), `${name}: the views' place says they load`);
        await axe(p, `${name}: the first screen with the views' place`);
        // A change on the first screen, then the views come into sight, a tab focused.
        await p.evaluate(() => { location.hash = '#c={1,2},{2,3},{3,4}&p=1,0,2,5'; });
        await p.waitForFunction(() => /1,0,2,5/.test(document.querySelector('#position')?.textContent || ''));
        const verdict = await p.locator('#verdict-sentence').textContent();
        const naive = naiveSolver('{1,2},{2,3},{3,4}');
        assert(/loses/.test(verdict) === (naive.value([1, 0, 2, 5]) === 0), `${name}: the first screen's verdict agrees with the naive solver: ${verdict}`);
        await p.locator('#tab-graph').evaluate(e => { e.scrollIntoView({ block: 'center' }); e.focus(); });
        const before = await p.evaluate(() => scrollY);
        await p.waitForFunction(() => !document.querySelector('#later') && document.querySelectorAll('.app').length === 1, null, { timeout: 20000 });
        assert((await fullFetched(p)).some(u => /full_bg\.wasm$/.test(u)), `${name}: the full app's bundle was loaded when the views came into sight`);
        assert(/1,0,2,5/.test(await p.locator('#position').textContent()), `${name}: the position stays`);
        await p.waitForSelector('#verdict-sentence');
        assert(await p.locator('#verdict-sentence').textContent() === verdict, `${name}: the same verdict with the views`);
        const after = await p.evaluate(() => scrollY);
        assert(Math.abs(after - before) <= 1, `${name}: the page stays where it was scrolled: ${before} then ${after}`);
        assert(await p.evaluate(() => document.activeElement?.id) === 'tab-graph', `${name}: the focused tab keeps the focus`);
        assert(await p.locator('[id="views"]').count() === 1 && await p.locator('[id="badge"]').count() === 1, `${name}: nothing is on the page twice`);
        // The views work: the game graph of the position.
        await p.click('#tab-graph');
        await p.waitForSelector('#views svg .gnode');
        // The views show the page's position: a node of the graph is the position on screen.
        assert(await p.locator('#views').getByText('1,0,2,5').count() > 0, `${name}: the views show the position on screen`);
        await axe(p, `${name}: the page with the views`);
        assert(p.errors.length === 0, `${name}: no errors: ${p.errors.join(' | ')}`);
      }
      // The convex mode from a link: loaded at once.
      const c = await open(BASE + '#convex&line=0,1,2,3&w=1,2', { viewport: { width: 1280, height: 900 } }, '#convex-canvas');
      ctx.pages.push(c);
      // No connection when the views are asked for: said, and a second try works.
      // (No service worker: its fetches would not pass through the route that cuts the network.)
      const p = await open(BASE, { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' }, '#views #later');
      ctx.pages.push(p);
      const context = p.context();
      await context.route('**/full/**', r => r.abort());
      await p.click('#tab-table');
      await p.waitForFunction(() => /could not be loaded/.test(document.querySelector('#later')?.textContent || ''));
      await context.unroute('**/full/**');
      // The cut network's failed fetches were expected; any other error still fails the test.
      p.errors = p.errors.filter(e => !/^console: Failed to load resource: net::ERR_FAILED$/.test(e));
      await p.click('#later-again');
      await p.waitForSelector('#value-table', { timeout: 20000 });
      assert(await p.locator('#tab-table').getAttribute('aria-selected') === 'true', 'the tab chosen is the one shown');
    },

    async 'no move possible, P-positions and the two lengths are said in plain words'(page, ctx) {
      const p = await open(BASE + '#c={1,2},{3}&p=0,0,0');
      ctx.pages.push(p);
      await p.waitForSelector('#verdict-sentence');
      const s = await p.locator('#verdict-sentence').textContent();
      assert(/No move is possible: the player to move has lost/.test(s) && !/every move/.test(s), 'the empty position: ' + s);
      // A P-position with its length: the answer says how it differs from the remoteness.
      const q = await open(BASE + '#c={1,2},{3}&p=1,0,1&view=play');
      ctx.pages.push(q);
      await q.waitForSelector('#verdict-sentence');
      assert(/player to move loses/.test(await q.locator('#verdict-sentence').textContent()), 'P in words');
      if (await q.locator('#length').count()) {
        assert(/remoteness/i.test(await q.locator('#length').textContent()), 'the length says how it differs from the remoteness');
      }
      await q.waitForFunction(() => /Remoteness/.test(document.querySelector('#remoteness')?.textContent || ''));
      assert(/length/i.test(await q.locator('#remoteness').textContent()), 'the remoteness says how it differs from the length');
    },

    async 'play: an illegal move is explained next to the button, inside the viewport; a finished game ends with its last line in view'(page, ctx) {
      // Classical Nim (3,5,7): a long game, so the log overflows its box.
      const p = await open(BASE + '#c={1},{2},{3}&p=3,5,7&view=play', { viewport: { width: 1280, height: 800 } });
      ctx.pages.push(p);
      await p.waitForSelector('#play-piles');
      // Two piles up at once: not a move.
      await p.locator('#play-piles li').nth(0).locator('button').last().click();
      await p.locator('#play-piles li').nth(1).locator('button').first().click();
      // The button at the very bottom of the screen (as a smaller window or other fonts leave
      // it): the reason, which comes below it, must still be shown.
      await p.locator('#play-move').evaluate(e => e.scrollIntoView({ block: 'end' }));
      await p.click('#play-move');
      await p.waitForSelector('#play-feedback');
      assert(/Not a move/.test(await p.locator('#play-feedback').textContent()), 'the reason is given');
      assert(await inViewport(p, '#play-feedback'), 'the reason is inside the viewport: ' + await where(p, '#play-feedback'));
      const [f, b] = [await p.locator('#play-feedback').boundingBox(), await p.locator('#play-move').boundingBox()];
      assert(Math.abs(f.y - b.y) < 250, `the reason is near the button (${Math.round(f.y)} vs ${Math.round(b.y)})`);
      assert(await positionOf(p) === '(3,5,7)', 'the piles are put back');
      // Play to the end: take one chip from the first non-empty pile each turn.
      for (let turn = 0; turn < 20; turn++) {
        if (/Game over|won|lost/.test(await p.locator('#play-status').textContent())) break;
        await p.waitForFunction(() => !document.querySelector('#play-move')?.disabled || /Game over|won|lost/.test(document.querySelector('#play-status')?.textContent || ''), null, { timeout: 20000 });
        if (await p.locator('#play-move').isDisabled()) break;
        const piles = (await positionOf(p)).slice(1, -1).split(',').map(Number);
        const i = piles.findIndex(x => x > 0);
        await p.locator('#play-piles li').nth(i).locator('button').first().click();
        await p.waitForFunction(want => document.querySelector('#position')?.textContent === want, `Position (${piles.map((x, j) => j === i ? x - 1 : x).join(',')})`);
        await p.click('#play-move');
      }
      await p.waitForFunction(() => /over/.test(document.querySelector('#play-status')?.className || ''), null, { timeout: 20000 });
      const lines = await p.locator('#play-log li').count();
      assert(lines > 8, `a long game (${lines} lines)`);
      const shown = await p.locator('#play-log li').last().evaluate(li => {
        const log = li.parentElement.getBoundingClientRect(), r = li.getBoundingClientRect();
        return r.top >= log.top - 1 && r.bottom <= log.bottom + 1;
      });
      assert(shown, 'the last line of the log is in view');
      assert(await inViewport(p, '#play-log li:last-child'), 'the last line of the log is inside the viewport');
      assert(/Game over\. .*(win|lose)/.test(await p.locator('#play-status').textContent()), 'the status says who won');
      assert(await p.locator('#play-log').evaluate(e => e.scrollHeight > e.clientHeight), 'the log scrolls (it is longer than its box)');
      await p.screenshot({ path: path.join(shots, 'play-finished.png') });
    },

    async 'phone: three taps make three vertices without moving the drawing; Select several makes exactly that face; the stepper sets a pile'(page, ctx) {
      const p = await open(BASE, phone);
      ctx.pages.push(p);
      await p.tap('#more');
      await p.tap('#new');
      await p.waitForSelector('#invalid');
      const start = await p.locator('#canvas').boundingBox();
      const pts = [[0.25, 0.3], [0.75, 0.3], [0.5, 0.8]];
      for (const [k, [fx, fy]] of pts.entries()) {
        await p.touchscreen.tap(start.x + start.width * fx, start.y + start.height * fy);
        await p.waitForFunction(n => document.querySelectorAll('g.vertex').length === n, k + 1, { timeout: 5000 });
        const now = await p.locator('#canvas').boundingBox();
        assert(Math.abs(now.y - start.y) < 1 && Math.abs(now.height - start.height) < 1, `tap ${k + 1}: the drawing stays put (${start.y} → ${now.y})`);
      }
      await p.waitForSelector('#badge');
      assert(Math.abs((await p.locator('#canvas').boundingBox()).y - start.y) < 1, 'the answer arriving does not move the drawing');
      assert(await p.locator('g.vertex').count() === 3, 'three vertices');
      assert(await p.locator('g.vertex.selected').count() === 0, 'nothing left selected');
      await p.tap('#select-mode');
      for (let i = 0; i < 3; i++) {
        const c = await p.locator('g.vertex').nth(i).locator('circle:not(.hit)').boundingBox();
        await p.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
        await p.waitForFunction(n => document.querySelectorAll('g.vertex.selected').length === n, i + 1, { timeout: 5000 });
      }
      await p.tap('#make-face');
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2,3}', null, { timeout: 5000 });
      // The stepper: select one vertex (Select several off), + twice.
      await p.tap('#select-mode');
      const v = await p.locator('g.vertex').nth(1).locator('circle:not(.hit)').boundingBox();
      await p.touchscreen.tap(v.x + v.width / 2, v.y + v.height / 2);
      await p.waitForSelector('#pile-plus');
      await p.tap('#pile-plus');
      await p.tap('#pile-plus');
      await p.waitForFunction(() => document.querySelector('#position')?.textContent === 'Position (0,2,0)', null, { timeout: 5000 });
      assert(Math.abs((await p.locator('#canvas').boundingBox()).y - start.y) < 1, 'the stepper does not move the drawing');
      await p.screenshot({ path: path.join(shots, 'phone-drawn-face.png') });
      await axe(p, 'the phone after drawing a face');
    },

    async 'exercises: hints and the Embed preview never show an internal name or the answer'(page, ctx) {
      const text = '{1,2},{2,3},{3,4}', piles = [2, 1, 3, 2];
      const isP = naiveSolver(text).value(piles) === 0;
      for (const hints of [1, 2]) {
        const p = await open(BASE + `?embed#c=${text}&p=${piles.join(',')}&task=outcome&hints=${hints}&attempts=5`, {}, '#task-question');
        ctx.pages.push(p);
        await p.locator('#say-p:not([disabled])').waitFor({ timeout: 20000 });
        await p.click(isP ? '#say-n' : '#say-p');
        const fb = await p.locator('#task-feedback').textContent();
        for (const tag of INTERNAL) {
          assert(!fb.includes(`[${tag}]`) && !(tag.includes('-') && fb.includes(tag)), `hints=${hints}: no internal name (${tag}) in: ${fb}`);
        }
        if (hints === 1) {
          assert(/Hint:/.test(fb), 'a hint');
          assert(!/move to|winning move|is a P-position|is an N-position/.test(fb), 'the hint does not give the answer: ' + fb);
        }
      }
      // A move task: an illegal move is explained without a hint.
      const m = await open(BASE + `?embed#c=${text}&p=${piles.join(',')}&task=move&hints=1`, {}, '#task-question');
      ctx.pages.push(m);
      await m.waitForSelector('.pile-input');
      await m.locator('.pile-input').nth(0).fill('0');
      await m.locator('.pile-input').nth(3).fill('0');
      await m.click('#check-move');
      const fb = await m.locator('#task-feedback').textContent();
      assert(/not one move/.test(fb) && !/Hint/.test(fb), 'an illegal move: explained, no hint: ' + fb);
      // The Embed dialog's preview of each task shows the task, never its answer.
      const d = await open(BASE + `#c=${text}&p=${piles.join(',')}`, { viewport: { width: 1280, height: 800 } });
      ctx.pages.push(d);
      await d.click('#embed');
      for (const task of ['outcome', 'value', 'move']) {
        await d.selectOption('#exercise-task', task);
        const frame = d.frameLocator('#embed-preview');
        await frame.locator('#task-question').waitFor({ timeout: 20000 });
        await d.waitForTimeout(300);
        for (const sel of ['#badge', '#nim-value', '#moves', '#why', '#verdict-sentence']) {
          assert(await frame.locator(sel).count() === 0, `the ${task} preview shows no ${sel}`);
        }
        const all = await frame.locator('body').textContent();
        assert(!/nim value \d/.test(all), `the ${task} preview shows no value: ${all.slice(0, 200)}`);
        // The task menu stays inside the dialog.
        const [sel, dlg] = [await d.locator('#exercise-task').boundingBox(), await d.locator('#embed-overlay .dialog').boundingBox()];
        assert(sel.x + sel.width <= dlg.x + dlg.width + 0.5, `the task menu fits the dialog (${sel.x + sel.width} > ${dlg.x + dlg.width})`);
      }
      await d.screenshot({ path: path.join(shots, 'embed-dialog-task.png') });
      await axe(d, 'the Embed dialog with a task');
    },

    async 'a task or read-only embed: no control moves the piles away from the link position'(page, ctx) {
      const link = '#c={1,2},{2,3},{3,4}&p=2,1,3,2', start = [2, 1, 3, 2];
      for (const [q, task] of [['?embed&readonly', ''], ['?embed', '&task=outcome'], ['?embed', '&task=value'], ['?embed', '&task=move'], ['?embed', '&task=win']]) {
        const p = await open(BASE + q + link + task, {}, task ? '#task-question' : '#badge');
        ctx.pages.push(p);
        await p.waitForTimeout(500);
        for (const sel of ['#random-piles', '#clear-piles', '#set-all']) {
          assert(await p.locator(sel).count() === 0, `${q}${task}: no ${sel}`);
        }
        // Every enabled button that is not an answer, and the keys on a vertex: the position
        // stays the link's (a move or a game may lower piles, never raise them).
        const skip = ['say-p', 'say-n', 'give-up', 'say-value', 'check-move', 'play-move', 'play-new-computer'];
        for (const b of await p.$$('button')) {
          const [id, name, usable] = await b.evaluate(e => [e.id, e.getAttribute('aria-label') || '', !e.disabled && e.offsetParent !== null]).catch(() => ['', '', false]);
          if (!usable || skip.includes(id) || /fewer/.test(name)) continue;
          await b.click({ timeout: 2000 }).catch(() => {});
          await p.keyboard.press('Escape');
        }
        const v = p.locator('g.vertex').first();
        await v.focus();
        await p.keyboard.press('ArrowUp');
        await p.keyboard.press('+');
        await p.waitForTimeout(300);
        // The piles as the drawing shows them (the answer panel is hidden while a task is open).
        const now = await p.$$eval('g.vertex', gs => gs.map(g => [Number(g.dataset.label), Number(g.dataset.pile)]).sort((a, b) => a[0] - b[0]).map(x => x[1]));
        const lowers = /move|win/.test(task);
        const okay = lowers ? now.every((x, i) => x <= start[i]) : now.join(',') === start.join(',');
        assert(okay, `${q}${task}: the piles stay at the link's position (${now})`);
      }
    },

    async 'print: light with a dark theme, no hover hints; a handout without the answers'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{3,4}&p=1,2,3,1', { colorScheme: 'dark' });
      ctx.pages.push(p);
      await p.waitForSelector('#verdict-sentence');
      const bg = () => p.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('#canvas .bg')).fill]);
      const dark = await bg();
      await p.emulateMedia({ media: 'print' });
      const printed = await bg();
      const light = c => { const n = c.match(/\d+/g).slice(0, 3).map(Number); return n.every(x => x > 200); };
      assert(!light(dark[1]), 'the screen is dark: ' + dark);
      assert(light(printed[0]) && light(printed[1]), 'the print is light: ' + printed);
      const visibleText = await p.evaluate(() => document.body.innerText);
      assert(!/hover/i.test(visibleText), 'no hover hint prints');
      assert(await p.locator('#verdict-sentence').isVisible() && await p.locator('#why').isVisible(), 'the answer and its reasoning print');
      await p.screenshot({ path: path.join(shots, 'print-dark-theme.png'), fullPage: true });
      // The handout: the same page without the answers.
      await p.emulateMedia({ media: 'screen' });
      await p.evaluate(() => { window.print = () => {}; });
      await p.click('#print-handout');
      await p.emulateMedia({ media: 'print' });
      for (const sel of ['#badge', '#verdict-sentence', '#why', '#moves']) assert(!(await p.locator(sel).isVisible()), `the handout hides ${sel}`);
      assert(await p.locator('.handout-only').isVisible(), 'the handout asks the question');
      assert(await p.locator('#canvas').isVisible(), 'the drawing prints');
      assert(!/nim value/.test(await p.evaluate(() => document.body.innerText)), 'no value on the handout');
      await p.screenshot({ path: path.join(shots, 'print-handout.png'), fullPage: true });
      // Print again with the answers.
      await p.emulateMedia({ media: 'screen' });
      await p.click('#print');
      await p.emulateMedia({ media: 'print' });
      assert(await p.locator('#badge').isVisible(), 'Print prints the answer again');
    },

    async 'every dialog fits a 1280×800 screen with its buttons in view'(page, ctx) {
      const p = await open(BASE, { viewport: { width: 1280, height: 800 } });
      ctx.pages.push(p);
      const fits = async (open, close, name, prepare = async () => {}) => {
        await p.click(open);
        await p.waitForSelector('.overlay .dialog');
        await prepare();
        const box = await p.locator('.overlay .dialog').boundingBox();
        assert(box.y >= 0 && box.y + box.height <= 800 && box.x >= 0 && box.x + box.width <= 1280, `${name} fits: ${JSON.stringify(box)}`);
        assert(await inViewport(p, close), `${name}: ${close} is in view`);
        await p.screenshot({ path: path.join(shots, `dialog-${name}.png`) });
        await axe(p, `the ${name} dialog`);
        await p.click(close);
        await p.waitForSelector('.overlay', { state: 'detached' });
      };
      await fits('#help', '#help-close', 'help');
      await fits('#export-tikz', '#tikz-close', 'tikz');
      await fits('#embed', '#embed-close', 'embed', async () => {
        // A teacher building an exercise sees its question in the preview within 3 s.
        const t0 = Date.now();
        await p.selectOption('#exercise-task', 'outcome');
        await p.frameLocator('#embed-preview').locator('#task-question').waitFor({ timeout: 20000 });
        const ms = Date.now() - t0;
        assert(ms <= 3000, `the Embed preview shows its exercise in ${ms} ms (at most 3000)`);
      });
    },

    async 'the game graph keeps its 240 nodes apart; the exported table colours P cells as its legend says'(page, ctx) {
      const p = await open(BASE + '#f=ex3.3&p=3,1,2,1,4&view=graph');
      ctx.pages.push(p);
      await p.waitForSelector('#graph-view svg.graph circle');
      const centres = await p.$$eval('#graph-view svg.graph circle', cs => cs.map(c => [+c.getAttribute('cx'), +c.getAttribute('cy')]));
      assert(centres.length === 240, `240 positions below (3,1,2,1,4): ${centres.length}`);
      let close = 0;
      for (let i = 0; i < centres.length; i++) for (let j = i + 1; j < centres.length; j++) {
        if (Math.hypot(centres[i][0] - centres[j][0], centres[i][1] - centres[j][1]) < 23) close++;
      }
      assert(close === 0, `${close} pairs of nodes overlap`);
      await p.screenshot({ path: path.join(shots, 'game-graph-240.png'), fullPage: true });
      await p.click('#tab-table');
      await p.waitForSelector('#table-svg');
      const svg = decodeURIComponent((await p.getAttribute('#table-svg', 'href')).split(',').slice(1).join(','));
      const legend = await p.locator('#table-view, #views').first().textContent();
      assert(/Dark green cells \(value 0\)/.test(legend), 'the legend');
      const zero = /<rect[^>]*fill="([^"]+)"[^>]*\/>\s*<text[^>]*>0<\/text>/.exec(svg);
      assert(zero && zero[1] === '#12703a', 'value-0 cells are dark green in the export: ' + (zero && zero[1]));
    },

    async 'the atlas fits its panel: no column is cut off'(page, ctx) {
      const p = await open(BASE + '#c={1,2}&p=1,1&view=questions&atlas=cn,3,6', { viewport: { width: 1280, height: 900 } }, '#atlas-table');
      ctx.pages.push(p);
      await p.waitForSelector('#atlas-workers', { timeout: 60000 });
      const [scroll, client] = await p.locator('#atlas-table').evaluate(t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]);
      assert(scroll <= client + 1, `the atlas is wider than its panel (${scroll} > ${client})`);
    },

    async 'delivery: the build ships precompressed files, and the pool fetches the solver once'(page, ctx) {
      const wasm = readdirSync(dist).filter(f => f.endsWith('.wasm'));
      assert(wasm.length >= 2, 'wasm files');
      for (const f of wasm.concat(readdirSync(dist).filter(f => /\.(js|css|html)$/.test(f)))) {
        const raw = readFileSync(path.join(dist, f));
        assert(gunzipSync(readFileSync(path.join(dist, f + '.gz'))).equals(raw), f + '.gz is the file');
        assert(brotliDecompressSync(readFileSync(path.join(dist, f + '.br'))).equals(raw), f + '.br is the file');
      }
      // The full solver's wasm as the views and their workers fetch it: once for the views'
      // solver, once for the whole pool of four; the first screen's solver is a file of its
      // own, fetched once. (The service worker's own requests, its store for offline use and
      // its network-first answers, are not the page's.)
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const fetched = [], first = [];
      context.on('request', r => {
        if (r.serviceWorker()) return;
        if (/\/worker_bg\.wasm$/.test(r.url())) fetched.push(r.url());
        if (/\/first_worker_bg\.wasm$/.test(r.url())) first.push(r.url());
      });
      const p = await context.newPage();
      ctx.pages.push(p);
      p.errors = [];
      await p.goto(BASE + '#c={1,2},{2,3},{3,4},{4,5},{1,5}&p=1,1,3,2,3&tu=0&tv=1&tk=5&workers=4');
      await p.waitForFunction(() => /4 workers/.test(document.querySelector('#table-workers')?.textContent || ''), null, { timeout: 30000 });
      assert(fetched.length <= 2, `the views' solver and a pool of 4 fetched the solver's wasm ${fetched.length} times`);
      assert(first.length === 1, `the first screen's solver fetched its wasm ${first.length} times`);
      p.close = () => context.close();
    },
  };
}
