// End-to-end tests of what goes beyond the papers: the misère switch (answer, value table,
// play), the ray chart, the SetNim atlas and the Open Problem 3 workbench — each kept in
// the link. Every number the page shows is checked against a naive solver written here in
// JavaScript (it shares nothing with the Rust engines), and the ray against the CLI when
// its release binary has been built.
// Item numbers without a paper name are SetNim's (cites: setnim2026).

import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { helpers } from './helpers.mjs';

/** A naive solver of Nim on the complex written as `{a,b},{b,c},…` (vertices in sorted order). */
export function naiveSolver(text) {
  const sets = [...text.matchAll(/\{([^}]*)\}/g)].map(m => m[1].split(',').map(s => s.trim()).filter(Boolean));
  const labels = [...new Set(sets.flat())].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  const faces = new Set();
  for (const s of sets) {
    const idx = s.map(l => labels.indexOf(l));
    for (let m = 1; m < 1 << idx.length; m++) faces.add(JSON.stringify(idx.filter((_, i) => m >> i & 1).sort((a, b) => a - b)));
  }
  const faceList = [...faces].map(f => JSON.parse(f));
  const options = p => {
    const out = [];
    for (const f of faceList) {
      if (f.some(v => p[v] === 0)) continue;
      const rec = (i, q) => {
        if (i === f.length) { out.push(q.slice()); return; }
        for (let x = 0; x < p[f[i]]; x++) { q[f[i]] = x; rec(i + 1, q); }
        q[f[i]] = p[f[i]];
      };
      rec(0, p.slice());
    }
    return out;
  };
  const values = new Map(), misere = new Map();
  const value = p => {
    const key = p.join(',');
    if (!values.has(key)) {
      const seen = new Set(options(p).map(value));
      let g = 0;
      while (seen.has(g)) g++;
      values.set(key, g);
    }
    return values.get(key);
  };
  // Misère: the player who cannot move has won (the other made the last move).
  const misereP = p => {
    const key = p.join(',');
    if (!misere.has(key)) {
      const opts = options(p);
      misere.set(key, opts.length > 0 && opts.every(o => !misereP(o)));
    }
    return misere.get(key);
  };
  return { labels, options, value, misereP };
}

/** SetNim's Conjecture 1: CN(n,k) has invariant vectors exactly for these. */
const conjecture1 = (n, k) => (k >= 2 && n >= 3 * (k - 1) && n <= 3 * (k - 1) + 2) || k === n - 1;

export function researchTests(env) {
  const { BASE, shots, assert, here } = env;
  const { open, axe, readable } = helpers(env);
  const cli = path.join(here, '../../target/release/simnim');

  return {
    async 'the misère switch: answer, value table and play follow it, and the link keeps it'(page, ctx) {
      const text = '{0,1,3},{0,4},{2,3,4}', piles = [2, 1, 1, 2, 2];
      const naive = naiveSolver(text);
      const p = await open(BASE + `#c=${text}&p=${piles.join(',')}`);
      ctx.pages.push(p);
      assert(naive.value(piles) === 0, 'normal play says P here');
      await p.waitForFunction(() => document.querySelector('#badge')?.textContent.trim() === 'P');
      await p.getByRole('button', { name: 'Misère' }).click();
      const want = naive.misereP(piles) ? 'P' : 'N';
      await p.waitForFunction(w => document.querySelector('#badge')?.textContent.trim() === w && /misère/.test(document.querySelector('#why')?.textContent || ''), want, { timeout: 10000 });
      assert(await p.getByRole('button', { name: 'Misère' }).getAttribute('aria-pressed') === 'true', 'the switch says misère');
      // Every misère winning move listed is one the naive solver accepts, and none is missing.
      const moves = await p.getByRole('button', { name: /^Play the move to/ }).evaluateAll(bs => bs.map(b => b.getAttribute('aria-label').match(/\(([\d,]+)\)/)[1]));
      const wantMoves = naive.options(piles).filter(o => naive.misereP(o)).map(o => o.join(',')).sort();
      assert(JSON.stringify(moves.sort()) === JSON.stringify(wantMoves), `misère moves ${moves} vs ${wantMoves}`);
      // The value table shows misère P/N cells.
      await p.getByRole('tab', { name: 'Value table' }).click();
      await p.waitForSelector('#value-table[data-rules=misere]');
      const cells = await p.$$eval('#value-table tbody tr', rows => rows.map(r => [...r.querySelectorAll('td')].map(td => td.textContent)));
      for (let a = 0; a < cells.length; a++) {
        for (let b = 0; b < cells[a].length; b++) {
          const q = piles.slice(); q[0] = a; q[1] = b;
          assert(cells[a][b] === (naive.misereP(q) ? 'P' : 'N'), `misère cell (${q}) shows ${cells[a][b]}`);
        }
      }
      // The link keeps the rules; a reload opens misère play.
      const link = await readable(p);
      assert(link.includes('&misere'), 'the link keeps misère: ' + link);
      const again = await open(link);
      ctx.pages.push(again);
      await again.waitForFunction(w => document.querySelector('#badge')?.textContent.trim() === w, want);
      assert(await again.getByRole('button', { name: 'Misère' }).getAttribute('aria-pressed') === 'true', 'misère after reload');
      // Play: the rules are stated, and taking the last chip loses.
      const last = await open(BASE + '#c={1,2}&p=0,1&misere&view=play');
      ctx.pages.push(last);
      await last.getByText('Misère play: whoever makes the last move loses').first().waitFor();
      // The game starts from the piles on screen when the play view comes: move once it is there.
      await last.locator('#play-log').waitFor();
      await last.getByRole('textbox', { name: 'Pile on vertex 2' }).fill('0');
      await last.getByRole('button', { name: 'Play my move' }).click();
      await last.locator('#play-log').getByText('in misère play you lose', { exact: false }).waitFor();
      await p.screenshot({ path: path.join(shots, 'misere.png') });
      // Back to normal play.
      await p.getByRole('button', { name: 'Normal' }).click();
      await p.waitForFunction(() => document.querySelector('#badge')?.textContent.trim() === 'P' && !!document.querySelector('#nim-value'));
      await axe(p, 'the misère value table');
    },

    async 'the ray chart under the value table shows the same numbers as the solver and the CLI'(page, ctx) {
      const text = '{1,2,3},{2,3,4},{3,4,5},{1,5}', piles = [3, 1, 2, 1, 4];
      const naive = naiveSolver(text);
      const p = await open(BASE + `#c=${text}&p=${piles.join(',')}&rn=24`);
      ctx.pages.push(p);
      const fig = p.getByRole('img', { name: /^The ray g\(x,1,2,1,4\)/ });
      await fig.waitFor({ timeout: 15000 });
      const shown = (await p.locator('#ray .ray-values').textContent()).trim().split(/\s+/).map(t => Number(t.split(':')[1]));
      assert(shown.length === 25, `25 values: ${shown.length}`);
      shown.forEach((g, x) => assert(g === naive.value([x, 1, 2, 1, 4]), `g(${x},1,2,1,4) = ${naive.value([x, 1, 2, 1, 4])}, the chart says ${g}`));
      assert(await p.locator('#ray .ray-dot').count() === 25, 'a dot per value');
      const caption = await p.locator('#ray figcaption').textContent();
      assert(/periodic|no arithmetic periodicity/.test(caption) && caption.includes('within x ≤ 24'), 'the periodicity, within the range: ' + caption);
      if (existsSync(cli)) {
        const out = JSON.parse(execFileSync(cli, ['ray', '--complex', text, '--piles', piles.join(','), '--vary', '1', '--upto', '24', '--json']).toString());
        assert(JSON.stringify(out.values) === JSON.stringify(shown), `the CLI says ${out.values}`);
        assert(caption.includes(out.period === null ? 'no arithmetic' : `period ${out.period}, preperiod ${out.preperiod}, saltus ${out.saltus}`), 'the same periodicity as the CLI');
      }
      // The length is in the link.
      assert((await readable(p)).includes('&rn=24'), 'the ray length is kept');
    },

    async "a theorem's verdict comes at once; its nim value follows with progress, as the CLI finds it"(page, ctx) {
      const cn73 = '{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,7},{1,6,7},{1,2,7}';
      // P by SetNim Thm 5.1: the value 0 at once, no search.
      const p0 = await open(BASE + `#c=${cn73}&p=10,10,10,10,10,10,10`);
      ctx.pages.push(p0);
      await p0.waitForFunction(() => document.querySelector('#nim-value')?.textContent === '0');
      assert((await p0.locator('#cost').textContent()).includes('no search'), 'no search for a P verdict');
      // N by the theorem: the verdict first, then the value with the positions searched and the time.
      const p = await open(BASE + `#c=${cn73}&p=10,10,10,10,10,10,9`);
      ctx.pages.push(p);
      await p.waitForFunction(() => document.querySelector('#badge')?.textContent.trim() === 'N');
      await p.waitForFunction(() => /^\d+$/.test(document.querySelector('#nim-value')?.textContent || ''), null, { timeout: 60000 });
      const value = await p.locator('#nim-value').textContent();
      const cost = await p.locator('#cost').textContent();
      // The box below the position: 11^6 · 10 positions.
      assert(/^17,715,610 positions searched in [\d.]+ m?s\.$/.test(cost), 'the cost of the value: ' + cost);
      if (existsSync(cli)) {
        const out = JSON.parse(execFileSync(cli, ['value', '--complex', cn73, '--piles', '10,10,10,10,10,10,9', '--json']).toString());
        assert(String(out.value) === value, `the CLI says ${out.value}, the page ${value}`);
        assert(out.positions_searched === 17715610, 'the CLI searched ' + out.positions_searched);
      }
    },

    async 'the SetNim atlas: computed in the worker with progress, rows against Conjecture 1, each row opens its game'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=1,1,2,1,2&view=questions');
      ctx.pages.push(p);
      await p.getByLabel('Smallest n').fill('3');
      await p.getByLabel('Largest n').fill('7');
      await p.getByRole('button', { name: 'Compute the atlas' }).click();
      await p.waitForFunction(() => document.querySelectorAll('#atlas-table tbody tr').length === 15, null, { timeout: 60000 });
      const rows = await p.$$eval('#atlas-table tbody tr', trs => trs.map(tr => [...tr.children].map(c => c.textContent.trim())));
      for (const [game, , vectors, predicts, verdict] of rows) {
        const [, n, k] = game.match(/CN\((\d+),(\d+)\)/).map(Number);
        assert(predicts === (conjecture1(n, k) ? 'invariant vectors' : 'none'), `${game}: Conjecture 1 predicts ${predicts}`);
        // Within these boxes the atlas agrees with the conjecture everywhere (SetNim's own table).
        assert(verdict === 'agrees within the box', `${game}: ${verdict}`);
        assert((vectors !== 'none') === conjecture1(n, k), `${game}: vectors ${vectors}`);
      }
      assert(rows.find(r => r[0] === 'CN(5,2)')[2] === '(1,1,1,1,1)', 'CN(5,2): the vector 1');
      const link = await readable(p);
      assert(link.includes('&atlas=cn,3,7'), 'the atlas is in the link: ' + link);
      // A row opens its game.
      await p.getByRole('button', { name: 'CN(5,3)', exact: true }).click();
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2,3},{2,3,4},{3,4,5},{1,4,5},{1,2,5}');
      await axe(p, 'the atlas');
      // One click from a row to its game's description: the game, the Describe view on the
      // atlas's box (7 for five vertices), and the miner's answer.
      await p.getByRole('button', { name: 'Describe the P-positions of CN(5,2)' }).click();
      await p.getByRole('tab', { name: 'Describe', selected: true }).waitFor();
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2},{2,3},{3,4},{4,5},{1,5}');
      await p.locator('#describe-status').waitFor({ timeout: 60000 });
      const status = await p.locator('#describe-status').textContent();
      assert(/^(verified|proved)/.test(status), 'CN(5,2) is described: ' + status);
      assert(await p.locator('#describe-max').inputValue() === '7', 'on the atlas box');
      assert((await p.locator('#describe-boxes').textContent()).includes('7'), await p.locator('#describe-boxes').textContent());
      // The link reopens the atlas and computes it by itself.
      const again = await open(BASE + '#c={1,2}&p=1,1&view=questions&atlas=pn,4,5');
      ctx.pages.push(again);
      await again.waitForFunction(() => document.querySelectorAll('#atlas-table tbody tr').length === 5, null, { timeout: 60000 });
      assert((await again.locator('#atlas-table tbody tr th').first().textContent()) === 'PN(4,2)', 'PathNim rows');
    },

    async 'the Open Problem 3 workbench: slices, rays and regularities, from the preset and the link'(page, ctx) {
      const p = await open(BASE);
      ctx.pages.push(p);
      await p.getByLabel('Presets').selectOption({ label: 'Open Problem 3: SN(4,{{a,b},{b,c},{d}}) (workbench)' });
      await p.getByRole('tab', { name: 'OP3 workbench', selected: true }).waitFor();
      await p.getByLabel('Pile of b', { exact: true }).fill('2');
      await p.getByLabel('K', { exact: true }).fill('9');
      await p.waitForFunction(() => document.querySelectorAll('#slice-table tbody tr').length === 10, null, { timeout: 15000 });
      const naive = naiveSolver('{a,b},{b,c},{d}');
      const cells = await p.$$eval('#slice-table tbody tr', rows => rows.map(r => [...r.querySelectorAll('td')].map(td => Number(td.textContent))));
      for (let a = 0; a <= 9; a++) for (let c = 0; c <= 9; c++) {
        assert(cells[a][c] === naive.value([a, 2, c, 0]), `g(${a},2,${c}) = ${naive.value([a, 2, c, 0])}, shown ${cells[a][c]}`);
      }
      const regular = await p.locator('#regularities li').allTextContents();
      assert(regular[0].startsWith('symmetric: g(a,2,c) = g(c,2,a)'), 'the path is symmetric: ' + regular[0]);
      assert(regular.some(r => r.startsWith('the ray on the diagonal first = third')), 'the diagonal ray is read');
      // The diagonal ray g(x,2,x): its values equal the solver's.
      const diag = (await p.locator('#wb-ray-3 .ray-values').textContent()).trim().split(/\s+/).map(t => Number(t.split(':')[1]));
      diag.forEach((g, x) => assert(g === naive.value([x, 2, x, 0]), `g(${x},2,${x}) = ${naive.value([x, 2, x, 0])}, shown ${g}`));
      // The nim values mined in the miner's worker: the pieces that hold, and the positions
      // no piece explains, each value the naive solver's.
      await p.locator('#mined-values li').first().waitFor({ timeout: 30000 });
      const pieces = await p.locator('#mined-values li').allTextContents();
      assert(pieces.some(t => t === 'g(a, b, c) = a ⊕ c where b = 0'), 'the piece b = 0: ' + pieces.join(' | '));
      assert(pieces.some(t => t === 'g(a, b, c) = a + b + c where a ≤ b'), 'the piece a ≤ b: ' + pieces.join(' | '));
      const status = await p.locator('#mined-values-status').textContent();
      assert(status.startsWith('No description: the pieces explain 1691 of the 2197 positions'), 'the status: ' + status);
      const left = await p.locator('#mined-values-left li').first().textContent();
      const shown = [...left.matchAll(/g\((\d+),(\d+),(\d+)\) = (\d+)/g)];
      assert(shown.length >= 4, 'positions no piece explains: ' + left);
      for (const [, a, b, c, g] of shown) {
        const want = naive.value([Number(a), Number(b), Number(c), 0]);
        assert(Number(g) === want && Number(b) > 0 && Number(b) < Math.min(Number(a), Number(c)), `g(${a},${b},${c}) = ${want}, shown ${g}`);
      }
      const values = await p.locator('#wb-values-command').textContent();
      assert(values === 'simnim conjecture --values --complex "{a,b},{b,c}" --max 12', 'the nim-value miner\'s command names the path: ' + values);
      const link = await readable(p);
      assert(link.includes('view=op3') && link.includes('&wb=2') && link.includes('&tk=9'), 'the workbench is in the link: ' + link);
      const again = await open(link);
      ctx.pages.push(again);
      await again.waitForFunction(() => document.querySelectorAll('#slice-table tbody tr').length === 10, null, { timeout: 15000 });
      await p.screenshot({ path: path.join(shots, 'op3-workbench.png'), fullPage: true });
      await axe(p, 'the OP3 workbench');
    },
  };
}
