// End-to-end tests of the Describe view (the conjecture miner in its own worker): mining
// E&S Example 3.3 shows its pieces with their point counts, the verdict and the boxes; the
// LaTeX copies; the formula lands in the link and comes back from it; a wrong formula from
// a link is refuted and its counterexample loads onto the drawing; Cancel stops a run and a
// new one works; malformed formulas are explained; on a cross-origin isolated page (as
// `make serve` sends it) Prove runs z3 in the page: a mined description proved, with its
// certificate re-run in z3 as a program, a formula verified on the box but wrong beyond it
// refuted at the position the engines confirm, and a proof cancelled; no serious axe violation.
// Item numbers without a paper name are E&S's (cites: es1996).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpers } from './helpers.mjs';

export function describeTests(env) {
  const { BASE, ISO, assert, shots } = env;
  const { open, axe, position, readable } = helpers(env);
  const EX33 = '{1,2,3},{2,3,4},{3,4,5},{1,5}';
  const status = page => page.locator('#describe-status').textContent();
  const cli = path.join(path.dirname(new URL(import.meta.url).pathname), '../../target/release/simnim');

  return {
    async 'Describe mines Example 3.3: pieces with their points, verdict, boxes, LaTeX, and the link'(page, ctx) {
      const p = await open(BASE + `#c=${EX33}&p=1,1,1,1,1&view=describe&dk=5`,
        { permissions: ['clipboard-read', 'clipboard-write'] }, '#describe-view');
      ctx.pages.push(p);
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-status', { timeout: 60000 });
      assert(/^verified/.test(await status(p)), `verified: ${await status(p)}`);
      const pieces = await p.locator('#describe-pieces li').allTextContents();
      assert(pieces.length === 1 && /n1 = n3 \+ n4/.test(pieces[0]) && /n2 \+ n3 = n5/.test(pieces[0]) && /rests on \d+ P-positions/.test(pieces[0]),
        `the piece in the papers' notation with its points: ${pieces}`);
      const boxes = await p.locator('#describe-boxes').textContent();
      assert(/piles ≤ 5/.test(boxes) && /piles ≤ 8/.test(boxes), `both boxes named: ${boxes}`);
      await p.click('#describe-copy-latex');
      const clip = await p.evaluate(() => navigator.clipboard.readText());
      assert(/n_\{1\} = n_\{3\} \+ n_\{4\}/.test(clip), `LaTeX copied: ${clip}`);
      // The mined formula is in the editor and in the link; the link brings it back.
      const formula = await p.locator('#describe-formula').inputValue();
      assert(/"eq"/.test(formula), `the formula in the editor: ${formula}`);
      const link = await readable(p);
      assert(/formula=/.test(link), `the formula in the link: ${link}`);
      const back = await open(link, {}, '#describe-view');
      ctx.pages.push(back);
      assert((await back.locator('#describe-formula').inputValue()) === formula, 'the link gives the same formula back');
      await back.click('#describe-check');
      await back.waitForSelector('#describe-status', { timeout: 60000 });
      assert(/^verified/.test(await status(back)), 'the formula from the link checks');
      await axe(p, 'the Describe view with an answer');
      assert(p.errors.length === 0, `no page errors: ${p.errors}`);
    },

    async 'Describe shows the proof status: the command and the obligation files z3 answers, or proved by Theorem 4.4'(page, ctx) {
      const p = await open(BASE + `#c=${EX33}&p=1,1,1,1,1&view=describe&dk=4`, {}, '#describe-view');
      ctx.pages.push(p);
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-proof-status', { timeout: 60000 });
      assert(await p.getAttribute('#describe-proof-status', 'data-status') === 'not proved here', 'only verified: not called proved');
      assert(!/Proved for every position/.test(await p.locator('#describe-view').textContent()), 'no proof claimed');
      const command = await p.locator('#describe-proof-command').textContent();
      assert(command.startsWith('simnim prove --complex "{1,2,3},{2,3,4},{3,4,5},{1,5}" --check formula.json'), command);
      const files = await p.$$eval('#describe-proof a.proof-file', as => as.map(a => [a.getAttribute('download'), decodeURIComponent(a.getAttribute('href').split(',').slice(1).join(','))]));
      const names = files.map(f => f[0]);
      assert(names.includes('formula.json') && names.includes('obligation-1.smt2') && names.includes('obligation-2-quantified.smt2'), `the files: ${names}`);
      // The files are what a referee runs: z3 answers unsat to each (the description is right).
      const z3 = path.resolve(env.here, '../../tools/bin/z3');
      if (existsSync(z3)) {
        const dir = mkdtempSync(path.join(tmpdir(), 'simnim-describe-'));
        for (const [name, text] of files.filter(f => f[0].endsWith('.smt2'))) {
          writeFileSync(path.join(dir, name), text);
          const said = execFileSync(z3, ['-T:60', path.join(dir, name)]).toString().trim();
          assert(said === 'unsat', `${name}: z3 says ${said}`);
        }
      }
      await axe(p, 'the Describe view with a proof kit');
      // Classical Nim: the digit columns, proved in the page by Theorem 4.4.
      const nim = await open(BASE + '#c={1},{2},{3}&p=1,2,3&view=describe&dk=3', {}, '#describe-view');
      ctx.pages.push(nim);
      await nim.click('#describe-mine');
      await nim.waitForSelector('#describe-proof-status', { timeout: 60000 });
      assert(await nim.getAttribute('#describe-proof-status', 'data-status') === 'proved', 'Theorem 4.4 decides it here');
      assert(/Theorem 4\.4/.test(await nim.locator('#describe-proof-status').textContent()), 'the theorem named');
    },

    async 'a wrong formula from a link is refuted and its counterexample loads onto the drawing'(page, ctx) {
      const wrong = encodeURIComponent('{"eq":[{"x":0},{"add":[{"x":2},{"x":3}]}]}');
      const p = await open(BASE + `#c=${EX33}&p=2,0,1,1,1&view=describe&dk=4&formula=${wrong}`, {}, '#describe-view');
      ctx.pages.push(p);
      assert(/"add"/.test(await p.locator('#describe-formula').inputValue()), 'the link fills the editor');
      await p.click('#describe-check');
      await p.waitForSelector('#describe-status', { timeout: 60000 });
      assert(/^refuted/.test(await status(p)), `refuted: ${await status(p)}`);
      const cx = await p.locator('#describe-counterexample').textContent();
      assert(/\(0,0,0,0,1\)/.test(cx) && /an N-position/.test(cx), `the smallest counterexample: ${cx}`);
      await p.click('#describe-load');
      await p.waitForFunction(() => /0,\s*0,\s*0,\s*0,\s*1/.test(document.querySelector('#position')?.textContent || ''), null, { timeout: 20000 });
      await p.waitForFunction(() => (document.querySelector('#badge')?.textContent || '').trim() === 'N', null, { timeout: 20000 });
      // A malformed formula is explained, not a crash.
      await p.locator('#describe-formula').fill('{"eq": [{"x": 9}, 0]}');
      await p.click('#describe-check');
      await p.waitForSelector('#describe-error', { timeout: 60000 });
      assert(/vertex index 9/.test(await p.locator('#describe-error').textContent()), 'the grammar error named');
      await p.locator('#describe-formula').fill('{"eq": [');
      await p.click('#describe-check');
      await p.waitForFunction(() => /not JSON/.test(document.querySelector('#describe-error')?.textContent || ''), null, { timeout: 60000 });
      assert(p.errors.length === 0, `no page errors: ${p.errors}`);
    },

    async 'on an isolated page Prove runs z3 in the page: proved with a certificate z3 re-runs, a wrong formula refuted, a proof cancelled'(page, ctx) {
      // A proof's verdict, or, when it does not come, what the page was doing (which query).
      const verdict = async (p, want) => {
        try {
          await p.waitForSelector(`#describe-proof-status[data-status="${want}"]`, { timeout: 120000 });
        } catch (e) {
          const doing = await p.evaluate(() => [document.querySelector('#describe-running')?.textContent,
            document.querySelector('#describe-proof-status')?.textContent, document.querySelector('#describe-error')?.textContent]);
          throw new Error(`no ${want} verdict within 120 s; the page says: ${JSON.stringify(doing)}`);
        }
      };
      await env.waitForServer(ISO);
      const TRI = '{1,2},{2,3},{1,3}';
      const p = await open(ISO + `#c=${TRI}&p=1,1,1&view=describe&dk=5`, {}, '#describe-view');
      ctx.pages.push(p);
      assert(await p.evaluate(() => crossOriginIsolated), 'the page is cross-origin isolated');
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-prove', { timeout: 60000 });
      assert(await p.getAttribute('#describe-proof-status', 'data-status') === 'not proved here', 'verified is not proved');
      assert(/^Not proved yet: Prove asks z3 in this page/.test((await p.locator('#describe-proof-status').textContent()).trim()),
        'the status says z3 can prove it here: ' + await p.locator('#describe-proof-status').textContent());
      await p.click('#describe-prove');
      await p.waitForFunction(() => /z3/.test(document.querySelector('#describe-running')?.textContent || ''), null, { timeout: 30000 });
      await verdict(p, 'proved');
      const proof = await p.locator('#describe-proof').textContent();
      assert(/Proved for every position/.test(proof) && /z3/.test(proof) && /in this page/.test(proof), `proved by z3 in the page: ${proof}`);
      assert((await p.locator('#describe-obligations li').count()) === 2, 'both obligations listed');
      assert(/proved for every position/.test(await status(p)), `the verdict says so: ${await status(p)}`);
      const files = await p.$$eval('#describe-proof a.proof-file', as => as.map(a => [a.getAttribute('download'), decodeURIComponent(a.getAttribute('href').split(',').slice(1).join(','))]));
      const names = files.map(f => f[0]);
      assert(names.includes('obligation-1.smt2') && names.includes('obligation-2.smt2') && names.includes('winning-move-rule.json'), `the certificate: ${names}`);
      const z3 = path.resolve(env.here, '../../tools/bin/z3');
      assert(existsSync(z3), 'make test installs z3 (tools/bin/z3)');
      const dir = mkdtempSync(path.join(tmpdir(), 'simnim-prove-'));
      // Every file as the certificate's MANIFEST.tsv lists it: obligations unsat, their
      // controls sat (the shared part is consistent), every .smt2 file listed.
      const manifest = files.find(f => f[0] === 'MANIFEST.tsv');
      assert(manifest, `the certificate has its manifest: ${names}`);
      const expected = new Map(manifest[1].split('\n').slice(1).filter(l => l).map(l => l.split('\t')).map(r => [r[0], r[1]]));
      const smt = files.filter(f => f[0].endsWith('.smt2'));
      assert(smt.length >= 4 && smt.every(f => expected.has(f[0])), `every .smt2 file listed: ${[...expected.keys()]}`);
      assert(smt.some(f => expected.get(f[0]) === 'sat') && smt.some(f => expected.get(f[0]) === 'unsat'), 'obligations and their controls');
      for (const [name, text] of smt) {
        writeFileSync(path.join(dir, name), text);
        const said = execFileSync(z3, ['-T:60', path.join(dir, name)]).toString().trim();
        assert(said === expected.get(name), `${name}: z3 as a program says ${said}, the manifest ${expected.get(name)}`);
      }
      await p.locator('#describe-proof').screenshot({ path: path.join(env.shots, 'describe-proved-in-page.png') });
      await axe(p, 'the Describe view with a proof made in the page');
      // Exact on piles ≤ 5, wrong at (6,6,6), a P-position: checked, then refuted by the prover.
      const wrong = '{"and":[{"eq":[{"x":0},{"x":1}]},{"eq":[{"x":0},{"x":2}]},{"lt":[{"x":0},6]}]}';
      await p.locator('#describe-formula').fill(wrong);
      await p.click('#describe-check');
      await p.waitForSelector('#describe-prove', { timeout: 60000 });
      assert(/^verified/.test(await status(p)), `verified on the box: ${await status(p)}`);
      await p.click('#describe-prove');
      await verdict(p, 'refuted');
      const refuted = await p.locator('#describe-proof-status').textContent();
      assert(/\(6,6,6\)/.test(refuted) && /confirmed by the engines/.test(refuted), `refuted at (6,6,6): ${refuted}`);
      assert(!/Proved for every position/.test(await p.locator('#describe-view').textContent()), 'never called proved');
      // Cancel: both workers go; the next request starts them afresh.
      await p.locator('#describe-formula').fill('{"and":[{"eq":[{"x":0},{"x":1}]},{"eq":[{"x":0},{"x":2}]}]}');
      await p.click('#describe-check');
      await p.waitForSelector('#describe-prove', { timeout: 60000 });
      await p.click('#describe-prove');
      await p.waitForSelector('#describe-cancel', { timeout: 10000 });
      await p.click('#describe-cancel');
      await p.waitForSelector('#describe-cancelled', { timeout: 10000 });
      await p.click('#describe-check');
      await p.waitForSelector('#describe-prove', { timeout: 60000 });
      await p.click('#describe-prove');
      await verdict(p, 'proved');
      assert(p.errors.length === 0, `no page errors: ${p.errors}`);
    },

    async 'a composed description in the papers\' notation: CN(7,4) reduced to CN(5,3), whose own description is one click away'(page, ctx) {
      const p = await open(BASE + '#f=cn:7,4&p=1,1,1,1,1,1,1&view=describe&dk=6', {}, '#describe-view');
      ctx.pages.push(p);
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-status', { timeout: 120000 });
      assert(/^verified/.test(await status(p)), `CN(7,4) verified: ${await status(p)}`);
      const pieces = await p.locator('#describe-pieces li').allTextContents();
      const definitions = await p.locator('.describe-definition').allTextContents();
      // The reduction as SetNim writes it: the reduced position in the smaller game's P-set.
      assert(pieces.some(t => t.includes('∈ P[CN(5,3)]')), `a piece applies CN(5,3): ${pieces}`);
      assert(definitions.length === 1 && definitions[0].startsWith('where P[CN(5,3)]'), `CN(5,3)'s P-set defined once: ${definitions}`);
      if (existsSync(cli)) {
        // The same lines as the command (the native suite reads this formula against a naive solver).
        const out = JSON.parse(execFileSync(cli, ['conjecture', '--family', 'cn:7,4', '--max', '6', '--json']).toString());
        assert(JSON.stringify(out.definitions) === JSON.stringify(definitions), `the CLI's definitions: ${out.definitions}`);
        assert(out.pieces.every((x, i) => pieces[i].startsWith(x.text)), `the CLI's pieces: ${out.pieces.map(x => x.text)}`);
        assert(out.subgames.length === 1 && out.subgames[0].name === 'CN(5,3)', `the CLI names the sub-game: ${JSON.stringify(out.subgames)}`);
      }
      await p.locator('#describe-pieces').scrollIntoViewIfNeeded();
      await p.screenshot({ path: path.join(shots, 'describe-composed.png') });
      await axe(p, 'a composed description');
      // One click: the sub-game drawn and described on the same box.
      await p.getByRole('button', { name: 'Describe CN(5,3)' }).click();
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2,3},{2,3,4},{3,4,5},{1,4,5},{1,2,5}');
      await p.waitForFunction(() => /^verified/.test(document.querySelector('#describe-status')?.textContent || '')
        && !document.querySelector('.describe-definition'), null, { timeout: 60000 });
      const own = await p.locator('#describe-pieces li').allTextContents();
      assert(own.length >= 1 && own.every(t => !t.includes('∈ P[')), `CN(5,3)'s own pieces: ${own}`);
      assert(p.errors.length === 0, `no page errors: ${p.errors}`);
    },

    async 'Cancel stops a mining run, the page stays usable, and a new run answers'(page, ctx) {
      const p = await open(BASE + '#f=cn:7,3&p=1,1,1,1,1,1,1&view=describe&dk=6', {}, '#describe-view');
      ctx.pages.push(p);
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-cancel', { timeout: 10000 });
      await p.click('#describe-cancel');
      await p.waitForSelector('#describe-cancelled', { timeout: 10000 });
      // The page answers meanwhile: a pile typed reaches the position.
      assert(/1,\s*1,\s*1/.test(await position(p)), 'the position is still there');
      await p.locator('#describe-max').fill('4');
      await p.click('#describe-mine');
      await p.waitForSelector('#describe-status', { timeout: 90000 });
      const s = await status(p);
      assert(/^(verified|none)/.test(s), `a fresh run answers: ${s}`);
      await axe(p, 'the Describe view after a cancel');
    },
  };
}
