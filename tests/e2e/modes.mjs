// End-to-end tests of the graph Nim and matrix modes (the thesis's games), on a desktop
// screen and on a 390 px touch phone: a triangle with a pendant edge drawn by the drawing's
// gestures in the graph Nim mode, its numbers set, the piece placed, the answer read and a
// game against the computer played to its end; its link opened again; a 2 x 2 Ferguson
// matrix from a link, switched to the partizan rule, its class read; a Wythoff 2 x 1 link's
// picture; axe-core in light and dark. Every verdict comes from the naive solvers below,
// written from the games' rules (never the page's code).

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { helpers } from './helpers.mjs';

/** Fukuyama's Nim on graphs from its rule: the nim value of (weights, piece). */
export function naiveFukuyama(edges) {
  const memo = new Map();
  const value = (w, piece) => {
    const key = w.join(',') + '@' + piece;
    if (memo.has(key)) return memo.get(key);
    const seen = new Set();
    edges.forEach(([a, b], e) => {
      if (a !== piece && b !== piece) return;
      const to = a === piece ? b : a;
      for (let x = 0; x < w[e]; x++) {
        const next = w.slice();
        next[e] = x;
        seen.add(value(next, to));
      }
    });
    let g = 0;
    while (seen.has(g)) g++;
    memo.set(key, g);
    return g;
  };
  return value;
}

/** Ferguson's moves: k > 0 off every entry of one row or (columns) one column. */
function lineMoves(m, rows) {
  const out = [];
  const R = m.length, C = m[0].length;
  const lines = rows ? [...Array(R).keys()].map(i => [...Array(C).keys()].map(j => [i, j]))
    : [...Array(C).keys()].map(j => [...Array(R).keys()].map(i => [i, j]));
  for (const cells of lines) {
    const top = Math.min(...cells.map(([i, j]) => m[i][j]));
    for (let k = 1; k <= top; k++) {
      const n = m.map(r => r.slice());
      for (const [i, j] of cells) n[i][j] -= k;
      out.push(n);
    }
  }
  return out;
}

/** Ferguson's impartial matrix Nim: the nim value. */
export function naiveFerguson() {
  const memo = new Map();
  const value = m => {
    const key = JSON.stringify(m);
    if (memo.has(key)) return memo.get(key);
    const seen = new Set([...lineMoves(m, true), ...lineMoves(m, false)].map(value));
    let g = 0;
    while (seen.has(g)) g++;
    memo.set(key, g);
    return g;
  };
  return value;
}

/** Ferguson's partizan game (Left rows, Right columns): the class L, R, P or N. */
export function naivePartizan(m) {
  const memo = new Map();
  // Does the player (true: Left) win moving first?
  const wins = (m, left) => {
    const key = JSON.stringify(m) + left;
    if (memo.has(key)) return memo.get(key);
    const r = lineMoves(m, left).some(n => !wins(n, !left));
    memo.set(key, r);
    return r;
  };
  const lf = wins(m, true), rf = wins(m, false);
  return lf && rf ? 'N' : lf ? 'L' : rf ? 'R' : 'P';
}

/** Wythoff's P-positions in the square 0..side, by the rule (one pile, or both alike). */
export function naiveWythoffP(side) {
  const p = new Set();
  for (let s = 0; s <= 2 * side; s++) {
    for (let x = Math.max(0, s - side); x <= Math.min(side, s); x++) {
      const y = s - x;
      let reach = false;
      for (let k = 1; k <= x && !reach; k++) reach = p.has(`${x - k},${y}`) || (k <= y && p.has(`${x - k},${y - k}`));
      for (let k = 1; k <= y && !reach; k++) reach = p.has(`${x},${y - k}`);
      if (!reach) p.add(`${x},${y}`);
    }
  }
  return p;
}

export function modeTests(env) {
  const { BASE, shots, assert, root, port } = env;
  const { open, axe, tooWide, readable } = helpers(env);
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
  const screens = [['desktop', {}], ['phone', phone]];
  const outcome = p => p.locator('#game-outcome').getAttribute('data-outcome', { timeout: 20000 });
  const value = async p => Number((await p.locator('#game-value strong').textContent({ timeout: 20000 })).trim());
  const fresh = async p => { await p.waitForSelector('#game-outcome', { timeout: 20000 }); };

  /** The mode switch (on a phone it is behind "More…"). */
  async function switchMode(p, id) {
    if (!(await p.locator(id).isVisible())) await p.locator('#more').click();
    await p.locator(id).click();
  }

  /** Taps vertex `label` of the graph. */
  const vertex = (p, label) => p.locator(`#graph-canvas g.vertex[data-label="${label}"] circle:not(.hit)`).click();

  async function drawTrianglePendant(p) {
    await p.locator('#graph-clear').click();
    const box = await p.locator('#graph-canvas').boundingBox();
    for (const [fx, fy] of [[0.3, 0.25], [0.3, 0.75], [0.6, 0.5], [0.85, 0.5]]) {
      await p.mouse.click(box.x + fx * box.width, box.y + fy * box.height);
    }
    assert(await p.locator('#graph-canvas g.vertex').count() === 4, 'four vertices drawn');
    await p.locator('#graph-select-several').click();
    for (const [a, b] of [[1, 2], [2, 3], [1, 3], [3, 4]]) {
      // A tap on empty space clears the selection while selecting several.
      await p.mouse.click(box.x + 0.04 * box.width, box.y + 0.04 * box.height);
      await vertex(p, a);
      await vertex(p, b);
      await p.locator('#graph-add-edge').click();
    }
    await p.locator('#graph-select-several').click();
    assert(await p.locator('#graph-canvas g.g-edge').count() === 4, 'four edges drawn');
  }

  async function setNumber(p, e, w) {
    await p.locator(`#graph-canvas g.g-edge[data-edge="${e}"] rect.weight-tag`).click();
    const input = p.locator('#edge-weight');
    await input.fill(String(w));
    await input.dispatchEvent('change');
    await p.waitForSelector(`#graph-canvas g.g-edge[data-edge="${e}"][data-weight="${w}"]`, { timeout: 5000 });
  }

  /** The position on the page: the edges (ends), their numbers and the piece. */
  const graphState = p => p.evaluate(() => {
    const edges = [...document.querySelectorAll('#graph-canvas g.g-edge')].map(g => {
      const m = g.getAttribute("aria-label").match(/^edge (\w+)-(\w+), number (\d+)/);
      return [m[1], m[2], Number(m[3])];
    });
    const piece = document.querySelector('#graph-canvas g.vertex.piece')?.dataset.label;
    return { edges, piece };
  });

  /** Plays a game against the computer to its end; you follow the winning moves shown. */
  async function playToEnd(p) {
    await p.locator('#game-vs-computer').click();
    for (let turn = 0; turn < 60; turn++) {
      await p.waitForFunction(() => {
        const t = document.querySelector('#game-turn');
        return t && (t.dataset.over === 'true' || /Your move/.test(t.textContent)) && document.querySelector('#game-outcome, #game-error');
      }, null, { timeout: 20000 });
      if (await p.locator('#game-turn').getAttribute('data-over') === 'true') return (await p.locator('#game-turn').textContent()).trim();
      const win = p.locator('#game-moves button:not([disabled])');
      if (await win.count()) {
        await win.first().click();
      } else {
        const { edges, piece } = await graphState(p);
        const e = edges.findIndex(([a, b, w]) => (a === piece || b === piece) && w > 0);
        assert(e >= 0, 'a move exists when the game is not over');
        await p.locator(`#graph-canvas g.g-edge[data-edge="${e}"] rect.weight-tag`).click();
        await p.locator('#move-play').click();
      }
      await p.waitForTimeout(100);
    }
    throw new Error('the game did not end in 60 turns');
  }

  const tests = {};
  for (const [screen, opts] of screens) {
    tests[`graph Nim mode (${screen}): a triangle with a pendant edge drawn, numbered, the piece placed, answered, played to its end, its link opened again`] = async (page, ctx) => {
      const p = await open(BASE, opts);
      ctx.pages.push(p);
      await switchMode(p, '#mode-graph');
      await p.waitForSelector('#graph-canvas', { timeout: 20000 });
      await drawTrianglePendant(p);
      const weights = [3, 2, 5, 1];
      for (const [e, w] of weights.entries()) await setNumber(p, e, w);
      await vertex(p, 1);
      await p.locator('#graph-piece').click();
      const { edges, piece } = await graphState(p);
      assert(piece === '1', `the piece on 1, not ${piece}`);
      assert(JSON.stringify(edges) === JSON.stringify([['1', '2', 3], ['2', '3', 2], ['1', '3', 5], ['3', '4', 1]]), `edges ${JSON.stringify(edges)}`);
      const naive = naiveFukuyama(edges.map(([a, b]) => [a, b]))(weights, '1');
      await p.waitForFunction(w => document.querySelector('#game-value strong')?.textContent.trim() === String(w), naive, { timeout: 20000 });
      assert(await outcome(p) === (naive === 0 ? 'P' : 'N'), 'the outcome is the naive one');
      assert((await p.locator('#game-why').textContent()).length > 10, 'a reason is given');
      // Winning moves on the edges: each one's position is P by the naive solver.
      const marked = await p.locator('#graph-canvas g.g-edge.win').count();
      assert((marked > 0) === (naive !== 0), `winning edges marked: ${marked}`);
      const link = await readable(p);
      assert(link.includes('fukuyama') && link.includes('edges=1-2,2-3,1-3,3-4') && link.includes('w=3,2,5,1') && link.includes('piece=1'), link);
      await p.screenshot({ path: path.join(shots, `graph-nim-${screen}.png`), fullPage: true });
      if (screen === 'phone') {
        const wide = await tooWide(p);
        assert(wide.length === 0, `reaches past 390 px: ${wide.join('; ')}`);
      }
      const end = await playToEnd(p);
      assert(/you win|You made the last move/i.test(end) === (naive !== 0), `you move first from an ${naive ? 'N' : 'P'}-position and follow the winning moves: ${end}`);
      await p.screenshot({ path: path.join(shots, `graph-nim-played-${screen}.png`), fullPage: true });
      // The link opens the same game.
      const again = await open(link, opts, '#graph-canvas');
      ctx.pages.push(again);
      await fresh(again);
      assert(await value(again) === naive, 'the link gives the same value');
      assert(JSON.stringify(await graphState(again)) === JSON.stringify({ edges, piece: '1' }), 'the link gives the same graph');
    };

    tests[`matrix mode (${screen}): a 2 x 2 Ferguson matrix from a link, the partizan class, the link kept`] = async (page, ctx) => {
      const rows = [[3, 4], [5, 6]];
      const p = await open(`${BASE}#matrix&rule=ferguson&rows=3,4;5,6`, opts, '#matrix-grid');
      ctx.pages.push(p);
      const v = naiveFerguson()(rows);
      await p.waitForFunction(w => document.querySelector('#game-value strong')?.textContent.trim() === String(w), v, { timeout: 20000 });
      assert(await outcome(p) === (v === 0 ? 'P' : 'N'), 'Ferguson outcome');
      await p.locator('#rule-partizan').click();
      const cls = naivePartizan(rows);
      await p.waitForFunction(c => document.querySelector('#game-outcome')?.dataset.outcome === c && document.querySelector('#rule-partizan[aria-pressed=true]'), cls, { timeout: 20000 });
      const link = await readable(p);
      assert(link.includes('matrix') && link.includes('rule=partizan') && link.includes('rows=3,4;5,6'), link);
      await p.screenshot({ path: path.join(shots, `matrix-partizan-${screen}.png`), fullPage: true });
      if (screen === 'phone') {
        const wide = await tooWide(p);
        assert(wide.length === 0, `reaches past 390 px: ${wide.join('; ')}`);
      }
      const again = await open(link, opts, '#matrix-grid');
      ctx.pages.push(again);
      await again.waitForFunction(c => document.querySelector('#game-outcome')?.dataset.outcome === c, cls, { timeout: 20000 });
    };

    tests[`matrix mode (${screen}): a Wythoff 2 x 1 link shows the P-positions and the golden-ratio lines`] = async (page, ctx) => {
      const p = await open(`${BASE}#matrix&rule=ferguson&rows=4;7`, opts, '#wythoff-picture');
      ctx.pages.push(p);
      const drawn = await p.evaluate(() => [...document.querySelectorAll('#wythoff-picture rect.wy-p')].map(r => `${r.dataset.x},${r.dataset.y}`).sort());
      const naive = [...naiveWythoffP(8)].sort();
      assert(JSON.stringify(drawn) === JSON.stringify(naive), `P-cells ${drawn.join(' ')} vs ${naive.join(' ')}`);
      assert(await p.locator('#wythoff-picture line.wy-line').count() === 2, 'two lines');
      await fresh(p);
      assert(await outcome(p) === (naiveWythoffP(8).has('4,7') ? 'P' : 'N'), '(4, 7) by the rule');
      await p.screenshot({ path: path.join(shots, `wythoff-${screen}.png`), fullPage: true });
      if (screen === 'phone') {
        const wide = await tooWide(p);
        assert(wide.length === 0, `reaches past 390 px: ${wide.join('; ')}`);
      }
    };
  }

  tests['graph Nim and matrix modes: exercises graded wrong then right in a read-only embed, the answer hidden until then'] = async (page, ctx) => {
    // Figure 3.1's multigraph: Nim with piles 3, 5 and 6 (3 ^ 5 ^ 6 = 0: P).
    const graphTask = '#fukuyama&edges=1-2,1-2,1-2&w=3,5,6&piece=1&task=outcome';
    const naive = naiveFukuyama([['1', '2'], ['1', '2'], ['1', '2']])([3, 5, 6], '1');
    const right = naive === 0 ? '#say-p' : '#say-n', wrong = naive === 0 ? '#say-n' : '#say-p';
    const g = await open(`${BASE}?embed&readonly${graphTask}`, {}, '#task');
    ctx.pages.push(g);
    await g.waitForSelector(`${wrong}:not([disabled])`, { timeout: 20000 });
    assert(await g.locator('#game-answer').count() === 0, 'no answer while the exercise is open');
    await g.locator(wrong).click();
    await g.waitForSelector('#task-feedback.wrong', { timeout: 5000 });
    await g.locator(right).click();
    await g.waitForSelector('#task-feedback.right', { timeout: 5000 });
    await g.waitForSelector('#game-answer #game-outcome', { timeout: 5000 });
    assert(await g.locator('#graph-add-edge').count() === 0, 'a read-only embed has no drawing tools');
    await g.screenshot({ path: path.join(shots, 'graph-exercise-embed.png'), fullPage: true });
    // The partizan class of a 2 x 2 matrix.
    const rows = [[1, 2], [2, 1]];
    const cls = naivePartizan(rows);
    const m = await open(`${BASE}?embed&readonly#matrix&rule=partizan&rows=1,2;2,1&task=outcome`, {}, '#task');
    ctx.pages.push(m);
    const other = cls === 'L' ? 'r' : 'l';
    await m.waitForSelector(`#say-${other}:not([disabled])`, { timeout: 20000 });
    assert(await m.locator('#game-answer').count() === 0, 'no answer while the exercise is open');
    await m.locator(`#say-${other}`).click();
    await m.waitForSelector('#task-feedback.wrong', { timeout: 5000 });
    assert(!(await m.locator('#task-feedback').textContent()).includes(`is ${cls}`), 'a wrong answer shows no right one');
    await m.locator(`#say-${cls.toLowerCase()}`).click();
    await m.waitForSelector('#task-feedback.right', { timeout: 5000 });
    await axe(m, 'the matrix exercise in a read-only embed');
  };

  tests['graph Nim and matrix modes: an exercise of each mode in a read-only embed on another origin, graded wrong then right'] = async (page, ctx) => {
    // The course page is at http://localhost, the frames at http://127.0.0.1: another origin.
    const graphTask = '#fukuyama&edges=1-2,2-3,1-3&w=2,1,3&piece=1&task=outcome';
    const g = naiveFukuyama([['1', '2'], ['2', '3'], ['1', '3']])([2, 1, 3], '1');
    const rows = [[2, 3], [1, 4]];
    const cls = naivePartizan(rows);
    writeFileSync(path.join(root, 'modes-ro.html'), `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>course</title><main><h1>Week 2</h1>
      <iframe id="g" title="graph Nim exercise" width="1100" height="800" src="http://127.0.0.1:${port}/app/?embed&readonly${graphTask}"></iframe>
      <iframe id="m" title="matrix exercise" width="1100" height="800" src="http://127.0.0.1:${port}/app/?embed&readonly#matrix&rule=partizan&rows=2,3;1,4&task=outcome"></iframe></main></html>`);
    const host = await open(`http://localhost:${port}/modes-ro.html`, {}, 'iframe#m');
    ctx.pages.push(host);
    const gf = host.frameLocator('#g'), mf = host.frameLocator('#m');
    const right = g === 0 ? '#say-p' : '#say-n', wrong = g === 0 ? '#say-n' : '#say-p';
    await gf.locator(`${wrong}:not([disabled])`).waitFor({ timeout: 20000 });
    assert(await gf.locator('#game-answer').count() === 0, 'no answer while the graph exercise is open');
    await gf.locator(wrong).click();
    await gf.locator('#task-feedback.wrong').waitFor({ timeout: 5000 });
    assert(await gf.locator('#game-answer').count() === 0, 'a wrong answer shows no answer');
    await gf.locator(right).click();
    await gf.locator('#task-feedback.right').waitFor({ timeout: 5000 });
    const other = cls === 'L' ? 'r' : 'l';
    await mf.locator(`#say-${other}:not([disabled])`).waitFor({ timeout: 20000 });
    await mf.locator(`#say-${other}`).click();
    await mf.locator('#task-feedback.wrong').waitFor({ timeout: 5000 });
    assert(!(await mf.locator('#task-feedback').textContent()).includes(`is ${cls}`), 'a wrong answer shows no right one');
    await mf.locator(`#say-${cls.toLowerCase()}`).click();
    await mf.locator('#task-feedback.right').waitFor({ timeout: 5000 });
    await host.screenshot({ path: path.join(shots, 'modes-embedded-readonly.png'), fullPage: true });
  };

  tests['graph Nim and matrix modes: the Embed dialog builds an exercise of the mode, the partizan rule asking only its class'] = async (page, ctx) => {
    const m = await open(BASE + '#matrix&rule=partizan&rows=2,3;1,4', {}, '#matrix-grid');
    ctx.pages.push(m);
    await m.click('#embed');
    const kinds = await m.locator('#exercise-task option').evaluateAll(os => os.map(o => o.value));
    assert(JSON.stringify(kinds) === JSON.stringify(['', 'outcome']), 'the partizan rule offers only the class: ' + kinds);
    await m.selectOption('#exercise-task', 'outcome');
    const mf = m.frameLocator('#embed-preview');
    await mf.locator('#task-question').waitFor({ timeout: 20000 });
    assert(/class/.test(await mf.locator('#task-question').textContent()), 'the preview asks for the class');
    await axe(m, 'the Embed dialog in the matrix mode');
    const g = await open(BASE + '#fukuyama&edges=1-2,2-3&w=2,3&piece=1', {}, '#graph-canvas');
    ctx.pages.push(g);
    await g.click('#embed');
    const gk = await g.locator('#exercise-task option').evaluateAll(os => os.map(o => o.value));
    assert(['outcome', 'move', 'win', 'value'].every(k => gk.includes(k)), 'graph Nim offers every task: ' + gk);
    await g.selectOption('#exercise-task', 'value');
    const snippet = await g.locator('#embed-snippet').inputValue();
    assert(/^<iframe src="[^"]*\?embed/.test(snippet), 'snippet: ' + snippet);
    const gf = g.frameLocator('#embed-preview');
    await gf.locator('#task-question').waitFor({ timeout: 20000 });
    assert(/nim value/.test(await gf.locator('#task-question').textContent()), 'the preview asks for the value');
    await g.screenshot({ path: path.join(shots, 'modes-embed-dialog.png') });
  };

  tests['graph Nim and matrix modes: axe-core finds no serious violation in light and dark'] = async (page, ctx) => {
    for (const colorScheme of ['light', 'dark']) {
      for (const [screen, opts] of screens) {
        for (const [link, ready] of [['#fukuyama&edges=1-2,2-3,1-3,3-4&w=3,2,5,1&piece=1', '#graph-canvas'],
          ['#matrix&rule=partizan&rows=3,4;5,6', '#matrix-grid'], ['#matrix&rule=ferguson&rows=4;7', '#wythoff-picture']]) {
          const p = await open(BASE + link, { ...opts, colorScheme }, ready);
          ctx.pages.push(p);
          await fresh(p);
          await axe(p, `${link} (${screen}, ${colorScheme})`);
          if (colorScheme === 'dark' && screen === 'desktop') await p.screenshot({ path: path.join(shots, `modes-dark-${ready.slice(1)}.png`), fullPage: true });
        }
      }
    }
  };
  return tests;
}
