// End-to-end tests of Learn, the guided course, as a student walks it: opened from the first
// screen; every lesson on a 1280 px screen and on a 390 px touch phone, where in each lesson a
// wrong answer is refused with a hint that does not contain the answer and a right one is
// accepted; progress that survives a reload and "Start again"; each lesson's own link, an
// unknown lesson's link, the teacher's page, a lesson embedded on another origin, the
// handout; axe-core in light and dark. Right answers come from the naive JavaScript solver of
// research.mjs, never from the page.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { helpers } from './helpers.mjs';
import { naiveSolver } from './research.mjs';
import { naiveFukuyama } from './modes.mjs';

/** The complex of an exercise link, in the papers' notation (a cn:n,k family built here). */
function complexOf(params) {
  if (params.get('c')) return params.get('c');
  const f = params.get('f');
  if (f.startsWith('matrix:')) {
    // Holladay's Matrix Nim on an r × m board, piles numbered row by row: a move plays on the
    // piles of one row, or on any piles outside one column.
    const [r, m] = f.replace('matrix:', '').split(',').map(Number);
    const at = (i, j) => i * m + j + 1, sets = [];
    for (let i = 0; i < r; i++) sets.push(Array.from({ length: m }, (_, j) => at(i, j)));
    for (let skip = 0; skip < m; skip++) sets.push(Array.from({ length: r * m }, (_, x) => x).filter(x => x % m !== skip).map(x => x + 1));
    return sets.map(s => '{' + s.join(',') + '}').join(',');
  }
  const [n, k] = f.replace('cn:', '').split(',').map(Number);
  return Array.from({ length: n }, (_, i) => '{' + Array.from({ length: k }, (_, j) => (i + j) % n + 1).join(',') + '}').join(',');
}

/** nim(GEN(S, W)) for points S on a line, by brute force: the hull of the selected points is
 *  every point between the smallest and the largest; a position whose hull holds W ends the
 *  game; a move selects a point not selected yet. */
function genOnLine(points, win) {
  const n = points.length, memo = new Map();
  const hull = a => { const sel = points.filter((_, i) => a >> i & 1); if (!sel.length) return 0; const lo = Math.min(...sel), hi = Math.max(...sel); return points.reduce((m, x, i) => (x >= lo && x <= hi ? m | 1 << i : m), 0); };
  const w = win.reduce((m, x) => m | 1 << points.indexOf(x), 0);
  const nim = a => {
    if (memo.has(a)) return memo.get(a);
    const vals = new Set();
    if ((hull(a) & w) !== w) for (let i = 0; i < n; i++) if (!(a >> i & 1)) vals.add(nim(a | 1 << i));
    let g = 0;
    while (vals.has(g)) g++;
    memo.set(a, g);
    return g;
  };
  return nim(0);
}

/** What an exercise link asks: the complex, the piles and the task (or a convex game's nim number). */
function exerciseOf(href) {
  const params = new Map(href.replace(/^.*#/, '').split('&').map(p => { const i = p.indexOf('='); return i < 0 ? [p, ''] : [p.slice(0, i), decodeURIComponent(p.slice(i + 1))]; }));
  if (params.has('fukuyama')) {
    // Nim on graphs (the graph Nim mode): edges, their numbers, the piece.
    const edges = params.get('edges').split(',').map(e => e.split('-'));
    const value = naiveFukuyama(edges)(params.get('w').split(',').map(Number), params.get('piece'));
    return { game: 'fukuyama', value, task: params.get('task'), ex: params.get('ex') };
  }
  if (params.has('matrix')) return { game: 'matrix', task: params.get('task'), ex: params.get('ex') };
  if (params.has('convex')) {
    const nums = k => params.get(k).split(',').map(Number);
    return { convex: true, want: genOnLine(nums('line'), nums('w')), task: params.get('task'), ex: params.get('ex') };
  }
  return { complex: complexOf(params), piles: params.get('p').split(',').map(Number), task: params.get('task'), ex: params.get('ex') };
}

export function learnTests(env) {
  const { BASE, shots, assert, root, port } = env;
  const { open, axe, tooWide } = helpers(env);

  async function setPiles(page, piles) {
    for (let i = 0; i < piles.length; i++) {
      const input = page.locator('.pile-input').nth(i);
      if (await input.inputValue() !== String(piles[i])) {
        await input.fill(String(piles[i]));
        await input.dispatchEvent('change');
      }
    }
  }

  /** Waits until `test()` (async) holds. */
  async function until(test, what) {
    for (let i = 0; i < 400; i++) {
      if (await test()) return;
      await new Promise(r => setTimeout(r, 50));
    }
    throw new Error('timed out waiting for ' + what);
  }

  /** Plays the wrong move `bad` from `start` in a move exercise and checks it is refused: the
   *  feedback says why, the piles go back to `start`, and nothing in the page's text is one of
   *  the right answers `good`. Returns the feedback. */
  async function wrongMove(page, start, bad, good, click) {
    await setPiles(page, bad);
    const shown = '(' + bad.join(',') + ')';
    await click('#check-move:not([disabled])');
    await until(async () => ((await page.locator('#task-feedback.wrong').count()) && (await page.locator('#task-feedback.wrong').textContent()).includes(shown)), 'feedback on ' + shown);
    const wrong = await page.locator('#task-feedback').textContent();
    await until(async () => (await page.locator('.pile-input').evaluateAll(is => is.map(i => i.value).join(','))) === start.join(','), 'the piles back to the start');
    const text = await page.locator('body').evaluate(b => b.innerText);
    for (const g of good) {
      const w = '(' + g.join(',') + ')';
      assert(!text.includes(w), `after the wrong move ${shown} the page shows the right answer ${w}: ${wrong}`);
    }
    return wrong;
  }

  /** Answers the open exercise wrongly, then rightly; returns the feedback after the wrong answer. */
  async function solve(page, exercise, tap) {
    const { complex, piles, task } = exercise;
    const naive = exercise.convex || exercise.game ? null : naiveSolver(complex);
    const click = async sel => (tap ? page.locator(sel).tap() : page.locator(sel).click());
    await page.locator('#task-question').waitFor({ timeout: 20000 });
    assert(await page.locator('#badge').count() === 0, 'no verdict while the exercise is open');
    let wrong;
    if (task === 'outcome') {
      const isP = (exercise.game === 'fukuyama' ? exercise.value : naive.value(piles)) === 0;
      await page.locator('#say-p:not([disabled])').waitFor({ timeout: 20000 });
      await click(isP ? '#say-n' : '#say-p');
      await page.locator('#task-feedback.wrong').waitFor();
      wrong = await page.locator('#task-feedback').textContent();
      assert(!/is an? [PN]-position/.test(wrong), 'the hint does not state the outcome: ' + wrong);
      await click(isP ? '#say-p' : '#say-n');
    } else if (task === 'value') {
      const want = exercise.convex ? exercise.want : naive.value(piles);
      await page.locator('#say-value:not([disabled])').waitFor({ timeout: 20000 });
      await page.locator('#task-value').fill(String(want + 1));
      await click('#say-value');
      await page.locator('#task-feedback.wrong').waitFor();
      wrong = await page.locator('#task-feedback').textContent();
      assert(!new RegExp(`(value|is|=) ${want}\\b`).test(wrong), 'the hint does not state the value: ' + wrong);
      await page.locator('#task-value').fill(String(want));
      await click('#say-value');
    } else if (task === 'move') {
      const opts = naive.options(piles);
      const good = opts.filter(o => naive.value(o) === 0), bad = opts.find(o => naive.value(o) !== 0);
      assert(good.length && bad, 'the exercise has winning and losing moves');
      wrong = await wrongMove(page, piles, bad, good, click);
      // Any winning move is right: the last one the naive solver lists, not a stored one.
      await setPiles(page, good[good.length - 1]);
      await click('#check-move:not([disabled])');
    } else {
      throw new Error('unexpected task ' + task);
    }
    await page.locator('#task-feedback.right').waitFor({ timeout: 20000 });
    return wrong;
  }

  /** Walks every lesson as a student does: from the course to lesson 1, then "next" to the
   *  end; in each, the first exercise that is not a game is answered wrongly, then rightly,
   *  and marked solved. */
  async function walk(page, phone) {
    const go = async loc => (phone ? loc.tap() : loc.click());
    assert(await page.locator('.course-list li').count() === 10, 'ten lessons');
    await go(page.locator('.course-list li a').first());
    for (let i = 0; i < 10; i++) {
      await page.waitForFunction(n => (document.querySelector('.lesson-kicker')?.textContent || '').includes(`Lesson ${n} of 10`), i + 1, { timeout: 20000 });
      const slug = await page.locator('article.lesson').getAttribute('data-slug');
      const links = await page.locator('a.exercise').evaluateAll(as => as.map(a => a.getAttribute('href')));
      assert(links.length >= 1 && links.length <= 3, `lesson ${i + 1}: one to three exercises`);
      const all = links.map(exerciseOf);
      const pick = all.find(e => e.task !== 'win');
      await go(page.locator('a.exercise').nth(all.indexOf(pick)));
      const wrong = await solve(page, pick, phone);
      assert(/Hint:/.test(wrong), `lesson ${i + 1}: a wrong answer gets a hint: ${wrong}`);
      await page.waitForSelector(`li[data-ex="${slug}:${pick.ex}"].done`, { timeout: 10000 });
      // Answered wrongly first: solved, but not at the first try (two guesses at P or N do not count as one).
      assert(await page.locator(`li[data-ex="${slug}:${pick.ex}"]`).getAttribute('data-grade') === 'after-tries', `lesson ${i + 1}: recorded as solved after a wrong try`);
      assert(/after a wrong try/.test(await page.locator(`li[data-ex="${slug}:${pick.ex}"] .grade`).textContent()), 'the grade is shown');
      if (phone) assert((await tooWide(page)).length === 0, `lesson ${i + 1} fits a phone: ${await tooWide(page)}`);
      if (i === 0 || i === 4 || i === 9) await page.screenshot({ path: path.join(shots, `learn-${phone ? 'phone' : 'desktop'}-lesson-${i + 1}.png`) });
      if (i < 9) await go(page.locator('nav.lesson-nav a[rel=next]'));
    }
  }

  return {
    async 'Learn: from the first screen, every lesson on a desktop, progress kept, start again'(page, ctx) {
      // The first screen offers the course.
      await page.click('a.learn-link');
      await page.waitForSelector('.course-list li', { timeout: 20000 });
      await axe(page, 'the course (light)');
      await walk(page, false);
      // Progress survives a reload; the course offers to continue.
      await page.reload();
      await page.waitForSelector('#lesson-title');
      await page.evaluate(() => { location.hash = '#learn'; });
      await page.waitForSelector('.course-list li');
      await page.waitForFunction(() => /Continue/.test(document.querySelector('#learn-continue')?.textContent || ''));
      // Continue opens the next exercise not solved: lesson 1's second (the walk solved the first).
      const next = await page.locator('#learn-continue').getAttribute('href');
      assert(/learn=nim&ex=2\b/.test(next), 'Continue goes to the next unsolved exercise: ' + next);
      await page.click('#learn-continue');
      await page.waitForFunction(() => /winning move/.test(document.querySelector('#task-question')?.textContent || ''), null, { timeout: 20000 });
      assert(/\(4,6,7\)/.test(await page.locator('#task-position').textContent()), 'lesson 1, exercise 2');
      await page.evaluate(() => { location.hash = '#learn=3'; });
      await page.waitForSelector('li[data-ex^="nim-values:"].done', { timeout: 20000 });
      await page.screenshot({ path: path.join(shots, 'learn-progress.png') });
      // Start again clears it.
      await page.evaluate(() => { location.hash = '#learn'; });
      await page.waitForSelector('#learn-reset');
      await page.click('#learn-reset');
      assert(await page.locator('.done').count() === 0, 'start again clears the marks');
      assert(!/Continue/.test(await page.locator('#learn-continue').textContent()), 'and the way back');
    },

    async 'Learn on a 390 px touch phone: every lesson, dark theme, axe clean'(page, ctx) {
      const phone = await open(BASE + '#learn&theme=dark', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' }, '.course-list li');
      ctx.pages.push(phone);
      await axe(phone, 'the course on a phone (dark)');
      await walk(phone, true);
      await phone.evaluate(() => { location.hash = '#learn=circuits'; });
      await phone.waitForFunction(() => /Circuits/.test(document.querySelector('#lesson-title')?.textContent || ''));
      await axe(phone, 'a lesson on a phone (dark)');
      await phone.screenshot({ path: path.join(shots, 'learn-phone-dark.png') });
    },

    async 'Learn: each lesson by its link and number, an unknown lesson, the teacher page, the handout'(page, ctx) {
      const titles = [];
      for (let n = 1; n <= 10; n++) {
        const p = await open(BASE + `#learn=${n}`, {}, '#lesson-title');
        ctx.pages.push(p);
        await p.waitForFunction(k => (document.querySelector('.lesson-kicker')?.textContent || '').includes(`Lesson ${k} of 10`), n);
        titles.push(await p.locator('#lesson-title').textContent());
        // The lesson's own playground is on screen (a complex drawn, or the convex mode).
        await p.waitForSelector('#canvas, .convex-mode', { timeout: 20000 });
        await p.close();
      }
      assert(new Set(titles).size === 10, 'ten different lessons');
      const bad = await open(BASE + '#learn=no-such-lesson', {}, '#lesson-missing');
      ctx.pages.push(bad);
      assert(/no lesson/.test(await bad.locator('#lesson-missing').textContent()), 'an unknown lesson says so');
      await bad.click('#lesson-missing a[href="#learn"]');
      await bad.waitForSelector('.course-list li');
      const t = await open(BASE + '#learn=teacher', {}, '.teacher-list > li');
      ctx.pages.push(t);
      assert(await t.locator('.teacher-list > li').count() === 10, 'the teacher page lists every lesson');
      const snippet = await t.locator('.teacher-list textarea').first().inputValue();
      assert(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/app\/\?embed#learn=nim"/.test(snippet), 'a snippet with this page\'s address: ' + snippet);
      assert(await t.locator('.teacher-list [data-ex]').count() >= 20, 'each exercise with a place for its grade');
      await axe(t, 'the teacher page');
      await t.click('a[href="#learn=key"]');
      await t.waitForSelector('article.key');
      assert(/2 ⊕ 5 ⊕ 7 = 0/.test(await t.locator('article.key').textContent()), 'the answer key has the answers');
      await t.screenshot({ path: path.join(shots, 'learn-teacher.png'), fullPage: true });
      // The handout: printed without the answers.
      const h = await open(BASE + '#learn=nim', {}, '#lesson-title');
      ctx.pages.push(h);
      await h.evaluate(() => { document.documentElement.dataset.print = 'handout'; });
      await h.emulateMedia({ media: 'print' });
      assert(!/⊕ 7 = 0|winning moves make it 0/.test(await h.locator('article').textContent()), 'no answers in the lesson or its handout');
      assert(await h.locator('#lesson-title').isVisible(), 'the lesson is on the handout');
      await h.screenshot({ path: path.join(shots, 'learn-handout.png'), fullPage: true });
    },

    async 'Learn: in every move exercise of every lesson, every wrong move is refused and shows no right answer'(page, ctx) {
      // Every lesson's move exercises, from the course's own links; each wrong move (the naive
      // solver's options of the task's position that reach an N-position) is played on the
      // pile fields and checked: refused, the piles back at the start, and no winning move of
      // the exercise anywhere in the page's text.
      let tried = 0;
      for (let n = 1; n <= 10; n++) {
        const lesson = await open(BASE + `#learn=${n}`, {}, '#lesson-title');
        ctx.pages.push(lesson);
        await lesson.waitForFunction(k => (document.querySelector('.lesson-kicker')?.textContent || '').includes(`Lesson ${k} of 10`), n);
        const hrefs = await lesson.locator('a.exercise').evaluateAll(as => as.map(a => a.getAttribute('href')));
        await lesson.close();
        for (const href of hrefs) {
          const ex = exerciseOf(href);
          // The graph Nim and matrix modes' move exercises: tests/learn_grading.rs and modes.mjs.
          if (ex.task !== 'move' || ex.game) continue;
          const naive = naiveSolver(ex.complex);
          const opts = naive.options(ex.piles);
          const good = opts.filter(o => naive.value(o) === 0), bad = opts.filter(o => naive.value(o) !== 0);
          const p = await open(BASE + href, {}, '#task-question');
          ctx.pages.push(p);
          await p.locator('#check-move').waitFor({ timeout: 20000 });
          for (const b of bad) {
            await wrongMove(p, ex.piles, b, good, sel => p.locator(sel).click());
            tried++;
          }
          assert(await p.locator('#task-feedback.right').count() === 0, 'no wrong move solved it');
          await p.close();
        }
      }
      assert(tried >= 600, `${tried} wrong moves tried`);
    },

    async 'Learn: a read-only lesson embedded on another origin answers its move exercise'(page, ctx) {
      writeFileSync(path.join(root, 'lesson1ro.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>course</title><main><h1>Week 1</h1>
        <iframe id="l1" title="simnim lesson" width="1200" height="900" src="http://127.0.0.1:${port}/app/?embed&readonly#learn=1"></iframe></main></html>`);
      const host = await open(`http://localhost:${port}/lesson1ro.html`, {}, 'iframe#l1');
      ctx.pages.push(host);
      const f = host.frameLocator('#l1');
      await f.locator('#lesson-title').waitFor({ timeout: 20000 });
      const href = await f.locator('a.exercise').nth(1).getAttribute('href');
      const ex = exerciseOf(href);
      assert(ex.task === 'move', 'lesson 1, exercise 2 is a move');
      await f.locator('a.exercise').nth(1).click();
      await solve(f, ex, false);
      await host.screenshot({ path: path.join(shots, 'learn-embedded-readonly.png') });
    },

    async 'Learn: a lesson embedded in a course page on another origin works'(page, ctx) {
      // The course page is at http://localhost, the lesson at http://127.0.0.1: another origin.
      writeFileSync(path.join(root, 'lesson6.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>course</title><main><h1>Week 6</h1>
        <iframe id="l6" title="simnim lesson" width="1200" height="900" src="http://127.0.0.1:${port}/app/?embed#learn=6"></iframe></main></html>`);
      const host = await open(`http://localhost:${port}/lesson6.html`, {}, 'iframe#l6');
      ctx.pages.push(host);
      const f = host.frameLocator('#l6');
      await f.locator('#lesson-title').waitFor({ timeout: 20000 });
      assert(/Nim-basis/.test(await f.locator('#lesson-title').textContent()), 'lesson 6 in the frame');
      const href = await f.locator('a.exercise').first().getAttribute('href');
      await f.locator('a.exercise').first().click();
      await solve(f, exerciseOf(href), false);
      await host.screenshot({ path: path.join(shots, 'learn-embedded.png') });
      await axe(host, 'a course page with an embedded lesson');
    },
  };
}
