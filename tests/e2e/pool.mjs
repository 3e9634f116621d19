// End-to-end tests of the page's pool of workers: the value table and the SetNim atlas
// split over two workers (`&workers=2`) give exactly what one worker gives, the page says
// how many workers ran, the table agrees with the naive JavaScript solver of research.mjs,
// and nothing of it blocks the page. Timings go to BENCHMARKS.md, not here.

import { helpers } from './helpers.mjs';
import { naiveSolver } from './research.mjs';

export function poolTests(env) {
  const { BASE, assert } = env;
  const { open, axe } = helpers(env);

  const tableOf = page => page.$$eval('#value-table tbody tr', trs => trs.map(tr => [...tr.querySelectorAll('td')].map(td => Number(td.textContent))));

  return {
    async 'the value table split over two workers equals one worker and the naive solver, and says so'(page, ctx) {
      const text = '{1,2},{2,3},{3,4},{4,5},{1,5}';
      const piles = [1, 1, 3, 2, 3];
      const link = w => BASE + `#c=${text}&p=${piles.join(',')}&tu=0&tv=1&tk=5&workers=${w}`;
      const one = await open(link(1), {}, '#value-table');
      const two = await open(link(2), {}, '#value-table');
      ctx.pages.push(one, two);
      await two.waitForFunction(() => /2 workers/.test(document.querySelector('#table-workers')?.textContent || ''), null, { timeout: 30000 });
      assert(/1 worker/.test(await one.locator('#table-workers').textContent()), 'one worker said');
      const a = await tableOf(one), b = await tableOf(two);
      assert(JSON.stringify(a) === JSON.stringify(b), 'the same table from one and two workers');
      const naive = naiveSolver(text);
      for (let x = 0; x <= 5; x++) for (let y = 0; y <= 5; y++) {
        const p = piles.slice(); p[0] = x; p[1] = y;
        assert(b[x][y] === naive.value(p), `cell (${x},${y}): ${b[x][y]} vs the naive solver's ${naive.value(p)}`);
      }
      // A larger table on the warm pool, then a change of K: the same as one worker's.
      for (const p of [one, two]) {
        await p.locator('#table-k').fill('8');
        await p.waitForFunction(() => document.querySelectorAll('#value-table tbody tr').length === 9, null, { timeout: 60000 });
      }
      assert(JSON.stringify(await tableOf(one)) === JSON.stringify(await tableOf(two)), 'K = 8: the same table');
      await axe(two, 'a value table computed by the pool');
    },

    async 'the SetNim atlas split over two workers lists the same games and verdicts, and says so'(page, ctx) {
      const link = w => BASE + `#c={1,2}&p=1,1&view=questions&atlas=cn,3,7&workers=${w}`;
      const rows = async p => {
        await p.waitForSelector('#atlas-workers', { timeout: 120000 });
        return p.$$eval('#atlas-table tbody tr', trs => trs.map(tr => [...tr.children].map(c => c.textContent.trim()).join(' | ')));
      };
      const one = await open(link(1), {}, '#views');
      const two = await open(link(2), {}, '#views');
      ctx.pages.push(one, two);
      const a = await rows(one), b = await rows(two);
      assert(a.length === 15 && JSON.stringify(a) === JSON.stringify(b), `the same 15 rows: ${a.length} vs ${b.length}`);
      assert(/by 2 workers/.test(await two.locator('#atlas-workers').textContent()), 'two workers said');
      assert(/by 1 worker/.test(await one.locator('#atlas-workers').textContent()), 'one worker said');
      // Cancel reaches every worker: a new atlas, cancelled at once, stops.
      await two.locator('#views input[type=number]').last().fill('11');
      await two.click('#atlas-run');
      await two.click('#atlas-cancel');
      await two.waitForSelector('#atlas-message', { timeout: 20000 });
    },
  };
}
