// End-to-end tests of the page in a classroom's hands: typing at typing speed, read-only
// embeds, broken links, themes (with axe-core in light and dark on every page and view),
// a 390 px touch phone, the keyboard only, print and the projector. Elements are found
// the way a person finds them: by role and name, label, or visible text.
// Item numbers without a paper name are SetNim's (cites: setnim2026).

import path from 'node:path';
import { helpers } from './helpers.mjs';

export function classroomTests(env) {
  const { browser, BASE, shots, assert, here } = env;
  const { open, axe, tooWide, position, readable } = helpers(env);

  return {
    async 'typing a pile at typing speed reaches the field, the link and the answer'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      const field = p.getByLabel('Pile on vertex 1', { exact: true });
      await field.click();
      await field.press('Control+A');
      await field.press('Backspace');
      await p.keyboard.type('125', { delay: 80 });
      await p.waitForFunction(() => document.querySelector('#position')?.textContent === 'Position (125,1,2,1,4)', null, { timeout: 10000 });
      assert(await field.inputValue() === '125', 'the field keeps what was typed: ' + await field.inputValue());
      assert(await p.evaluate(el => document.activeElement === el, await field.elementHandle()), 'the field keeps the focus');
      const link = await readable(p);
      assert(link.includes('&p=125,1,2,1,4'), 'the link has the typed pile: ' + link);
      assert(p.url().includes('#v1='), 'the address bar follows the edit');
      // A fresh page from the address bar shows the same position.
      const again = await open(p.url());
      ctx.pages.push(again);
      assert(await position(again) === 'Position (125,1,2,1,4)', 'the address bar reproduces it');
    },

    async 'a read-only embed changes nothing, by any path'(page, ctx) {
      const p = await open(BASE + '?embed&readonly#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      const before = [await position(p), await p.locator('#canvas').innerHTML()];
      // The winning move is shown but cannot be played.
      const move = p.locator('button.move').first();
      assert(await move.isDisabled(), 'the winning move is not a live control');
      await move.click({ force: true });
      // Keys: make face, delete, undo, select all; arrows on a focused vertex.
      await p.locator('g.vertex').first().focus();
      for (const k of ['ArrowUp', 'ArrowDown', 'Enter', 'f', 'r', 'Delete', 'Control+z', 'Control+a']) await p.keyboard.press(k);
      // Drag, click on empty space, wheel on a vertex, touch tap.
      const box = await p.locator('#canvas').boundingBox();
      const v = await p.locator('g.vertex circle').first().boundingBox();
      await p.mouse.move(v.x + v.width / 2, v.y + v.height / 2);
      await p.mouse.down();
      await p.mouse.move(box.x + 40, box.y + 40, { steps: 5 });
      await p.mouse.up();
      await p.mouse.click(box.x + box.width - 30, box.y + box.height - 30);
      await p.mouse.move(v.x + v.width / 2, v.y + v.height / 2);
      await p.mouse.wheel(0, -300);
      await p.waitForTimeout(400);
      assert(p.url().includes('#c='), 'the link is as it was opened');
      // Play mode: its buttons are not live either.
      await p.getByRole('tab', { name: 'Play' }).click();
      assert(await p.locator('#play-move').isDisabled(), 'no play in a read-only embed');
      await p.waitForTimeout(400);
      const after = [await position(p), await p.locator('#canvas').innerHTML()];
      assert(after[0] === before[0], `the position is unchanged: ${after[0]}`);
      assert(after[1] === before[1], 'the drawing is unchanged');
      // The host page scrolls: the drawing takes no touch gesture and no wheel.
      assert(await p.locator('#canvas').evaluate(e => getComputedStyle(e).touchAction) === 'auto', 'a swipe over the drawing scrolls the host page');
      await p.screenshot({ path: path.join(shots, 'readonly-embed.png') });
    },

    async 'a broken link is kept in the address bar and explained'(page, ctx) {
      for (const [link, what] of [['#v1=AAAAAAAA', 'compact'], ['#c=%7B1,2&p=9,9', 'complex'], ['#c={1,2}&p=1,x', 'piles']]) {
        const p = await open(BASE + link);
        ctx.pages.push(p);
        const notice = await p.getByRole('alert').first().textContent();
        assert(notice.includes('could not be read'), `${what}: a message: ${notice}`);
        assert(/column|character|pile|cut short|broken/.test(notice), `${what}: the message names what is wrong: ${notice}`);
        await p.waitForTimeout(1500);
        assert(p.url().endsWith(link), `${what}: the address bar keeps what was opened: ${p.url()}`);
        // The page below works, and the first change replaces the link.
        assert((await p.locator('#badge').textContent()).trim().length === 1, 'an answer is shown');
        await p.getByLabel('Pile on vertex 1', { exact: true }).fill('2');
        await p.waitForFunction(l => !location.href.endsWith(l), link);
      }
    },

    async 'the operating system dark mode darkens the page and the drawing, with no serious axe violation'(page, ctx) {
      const p = await open(BASE, { colorScheme: 'dark' });
      ctx.pages.push(p);
      const bg = await p.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const canvas = await p.evaluate(() => getComputedStyle(document.querySelector('#canvas .bg')).fill);
      const lum = c => { const m = c.match(/\d+/g).map(Number); return (m[0] + m[1] + m[2]) / 3; };
      assert(lum(bg) < 60, 'the page is dark: ' + bg);
      assert(lum(canvas) < 60, 'the drawing is dark: ' + canvas);
      await p.screenshot({ path: path.join(shots, 'dark-system.png') });
      await axe(p, 'the main page (system dark)');
    },

    async 'a theme chosen in the header survives a reload'(page, ctx) {
      const p = await open(BASE, { colorScheme: 'light' });
      ctx.pages.push(p);
      await p.getByLabel('Theme').selectOption('dark');
      assert(await p.evaluate(() => document.documentElement.dataset.theme) === 'dark', 'dark now');
      await p.reload();
      await p.waitForSelector('#badge');
      assert(await p.evaluate(() => document.documentElement.dataset.theme) === 'dark', 'still dark after reload');
      assert((await p.getByLabel('Theme').inputValue()) === 'dark', 'the choice is shown');
      await p.getByLabel('Theme').selectOption('system');
      await p.reload();
      await p.waitForSelector('#badge');
      assert(await p.evaluate(() => document.documentElement.dataset.theme) === undefined, 'back to the system theme');
    },

    async 'on a 390 px phone: the verdict at once, no sideways scrolling, and a face made by touch'(page, ctx) {
      const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4', phone);
      ctx.pages.push(p);
      const badge = await p.locator('#badge').boundingBox();
      assert(badge && badge.y + badge.height <= 844, 'the verdict is visible without scrolling: ' + JSON.stringify(badge));
      await p.screenshot({ path: path.join(shots, 'phone-390.png') });
      for (const tab of ['Value table', 'Game graph', 'Play', 'Invariant vectors', 'Open questions', 'OP3 workbench']) {
        await p.getByRole('tab', { name: tab }).tap();
        await p.waitForTimeout(300);
        // A phone browser widens its layout viewport to fit wide content, so
        // innerWidth cannot be the measure: nothing may reach past 390 px.
        const wide = await tooWide(p);
        assert(!wide.length, `no sideways scrolling in ${tab}: ${wide}`);
      }
      // New drawing (behind More…), three taps add three vertices.
      await p.getByRole('button', { name: 'More…' }).tap();
      await p.getByRole('button', { name: 'New' }).tap();
      await p.waitForSelector('#invalid');
      // The layout moves once the first vertex is answered: find the drawing before each tap.
      for (const [k, fx, fy] of [[1, 0.3, 0.35], [2, 0.7, 0.35], [3, 0.5, 0.75]]) {
        await p.locator('#canvas').scrollIntoViewIfNeeded();
        const b = await p.locator('#canvas').boundingBox();
        await p.touchscreen.tap(b.x + b.width * fx, b.y + b.height * fy);
        await p.waitForFunction(n => document.querySelectorAll('g.vertex').length === n, k);
        await p.waitForTimeout(200);
      }
      // Select several by tapping, then Make face.
      await p.getByRole('button', { name: 'Select several' }).tap();
      for (const v of await p.locator('g.vertex').all()) {
        if ((await v.getAttribute('class')).includes('selected')) continue;
        await v.scrollIntoViewIfNeeded();
        const r = await v.locator('circle:not(.hit)').boundingBox();
        await p.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
      }
      await p.waitForFunction(() => document.querySelectorAll('g.vertex.selected').length === 3);
      await p.getByRole('button', { name: /Make face/ }).tap();
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2,3}');
      // Remove the face again by touch, then make it once more.
      await p.getByRole('button', { name: /Remove face/ }).tap();
      await p.waitForFunction(() => document.querySelector('#facets')?.value !== '{1,2,3}');
      await p.getByRole('button', { name: /Make face/ }).tap();
      await p.waitForFunction(() => document.querySelector('#facets')?.value === '{1,2,3}');
      await p.getByRole('button', { name: 'Select several' }).tap();
      // Move a vertex with a finger: touch start on it, slide, lift.
      const cdp = await p.context().newCDPSession(p);
      const first = p.getByRole('button', { name: /^vertex 1,/ });
      await first.scrollIntoViewIfNeeded();
      const c0 = await first.locator('circle:not(.hit)').boundingBox();
      const [x0, y0] = [c0.x + c0.width / 2, c0.y + c0.height / 2];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
      for (let k = 1; k <= 6; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + 5 * k, y: y0 + 4 * k }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await p.waitForTimeout(200);
      const c1 = await first.locator('circle:not(.hit)').boundingBox();
      assert(Math.abs(c1.x - c0.x) > 10 && Math.abs(c1.y - c0.y) > 8, `the vertex followed the finger: ${JSON.stringify([c0, c1])}`);
      assert(await p.locator('g.vertex').count() === 3, 'moving added no vertex');
      // Set a pile by tapping its field and typing.
      const pile = p.getByRole('textbox', { name: 'Pile on vertex 1' });
      await pile.tap();
      await pile.fill('2');
      await p.waitForFunction(() => /Position \(2,0,0\)/.test(document.querySelector('#position')?.textContent || ''), null, { timeout: 5000 });
      // Play the winning move by tapping it: the position becomes a P-position.
      const moveButton = p.getByRole('button', { name: /^Play the move to/ }).first();
      await moveButton.scrollIntoViewIfNeeded();
      await moveButton.tap();
      await p.waitForFunction(() => /Position \(0,0,0\)/.test(document.querySelector('#position')?.textContent || ''), null, { timeout: 5000 });
      await p.waitForFunction(() => document.querySelector('#badge')?.textContent.trim() === 'P', null, { timeout: 5000 });
      // Zoom in and out by buttons.
      await p.getByRole('button', { name: 'Zoom in' }).tap();
      assert((await p.locator('#canvas').getAttribute('viewBox')) !== '0 0 640 480', 'zoomed');
      await p.getByRole('button', { name: 'Fit the whole drawing' }).tap();
      const wide = await tooWide(p);
      assert(!wide.length, `no sideways scrolling: ${wide}`);
      await p.screenshot({ path: path.join(shots, 'phone-face.png') });
      await axe(p, 'the phone layout');
      // The convex mode and the help fit the phone too.
      await p.getByRole('button', { name: 'Convex games' }).tap();
      await p.waitForSelector('#convex-canvas');
      await p.waitForTimeout(300);
      let far = await tooWide(p);
      assert(!far.length, `no sideways scrolling in the convex mode: ${far}`);
      await axe(p, 'the convex mode on a phone');
      // The convex mode comes with the full app, its menu closed (as after any choice in it).
      await p.getByRole('button', { name: 'More…' }).tap();
      await p.getByRole('button', { name: 'Simplicial Nim' }).tap();
      await p.getByRole('button', { name: /^(\?|Help)/ }).first().tap();
      await p.waitForSelector('[role=dialog]');
      far = await tooWide(p);
      assert(!far.length, `no sideways scrolling in the help: ${far}`);
    },

    async 'the keyboard alone reaches every vertex, changes piles, and keeps the focus after a winning move'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      const reached = new Set();
      for (let i = 0; i < 120 && reached.size < 5; i++) {
        await p.keyboard.press('Tab');
        const label = await p.evaluate(() => document.activeElement?.closest?.('g.vertex')?.getAttribute('aria-label'));
        if (label) reached.add(label.split(',')[0]);
      }
      assert(reached.size === 5, 'Tab reaches every vertex: ' + [...reached]);
      // The arrow keys change the focused vertex's pile.
      const focused = await p.evaluate(() => document.activeElement.getAttribute('aria-label'));
      await p.keyboard.press('ArrowUp');
      await p.waitForFunction(f => document.activeElement.getAttribute('aria-label') !== f, focused);
      assert(/pile \d+/.test(await p.evaluate(() => document.activeElement.getAttribute('aria-label'))), 'the vertex says its pile');
      await p.keyboard.press('ArrowDown');
      await p.waitForFunction(() => document.querySelector('#position')?.textContent === 'Position (3,1,2,1,4)');
      // Tab to the winning move and play it with Enter: focus stays in the answer.
      const move = p.getByRole('button', { name: /Play the move to/ }).first();
      await move.focus();
      await p.keyboard.press('Enter');
      await p.waitForFunction(() => document.querySelector('#badge')?.textContent === 'P');
      const inAnswer = await p.evaluate(() => !!document.activeElement.closest('#answer-region'));
      assert(inAnswer, 'focus stays in the answer region, not the page top: ' + await p.evaluate(() => document.activeElement.tagName));
      // Undo from the keyboard: the move is taken back and the focus is not lost.
      await p.keyboard.press('Control+z');
      await p.waitForFunction(() => document.querySelector('#position')?.textContent === 'Position (3,1,2,1,4)');
      assert(await p.evaluate(() => document.activeElement !== document.body), 'focus survives an undo');
      // A dialog closed with Escape gives the focus back to what opened it.
      const help = p.getByRole('button', { name: 'Help' });
      await help.focus();
      await p.keyboard.press('Enter');
      await p.getByRole('dialog').waitFor();
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      assert(await p.evaluate(() => document.activeElement?.getAttribute('aria-label')) === 'Help', 'focus returns to the Help button: ' + await p.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));
      // The focus ring is visible on a control reached by Tab.
      await p.keyboard.press('Tab');
      const ring = await p.evaluate(() => { const s = getComputedStyle(document.activeElement); return [s.outlineStyle, parseFloat(s.outlineWidth)]; });
      assert(ring[0] !== 'none' && ring[1] >= 2, 'a visible focus ring: ' + ring);
    },

    async 'print shows the drawing, the position and the answer, and no buttons'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      await p.emulateMedia({ media: 'print' });
      assert(await p.locator('#canvas').isVisible(), 'the drawing prints');
      for (const sel of ['#badge', '#position', '#why', '#moves']) assert(await p.locator(sel).isVisible(), sel + ' prints');
      const buttons = await p.evaluate(() => [...document.querySelectorAll('button, select, input, textarea')]
        .filter(e => getComputedStyle(e).display !== 'none' && !e.classList.contains('move')).length);
      assert(buttons === 0, `no controls print (${buttons} visible)`);
      await p.screenshot({ path: path.join(shots, 'print.png'), fullPage: true });
      await p.emulateMedia({ media: 'screen' });
    },

    async 'presentation mode: large type, kept in the link'(page, ctx) {
      const p = await open(BASE + '#c={1,2},{2,3}&p=1,2,3&present');
      ctx.pages.push(p);
      assert(await p.locator('.app.present').count() === 1, 'present from the link');
      const size = await p.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.app')).fontSize));
      assert(size >= 20, 'large type: ' + size);
      await p.getByRole('button', { name: 'Present' }).click();
      assert(await p.locator('.app.present').count() === 0, 'toggled off');
      await p.getByRole('button', { name: 'Present' }).click();
      const link = await readable(p);
      assert(link.includes('&present'), 'in the link: ' + link);
      await p.screenshot({ path: path.join(shots, 'present.png') });
    },

    async 'the answer says what it cost, and the reason is a sentence'(page, ctx) {
      const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4');
      ctx.pages.push(p);
      const cost = await p.locator('#cost').textContent();
      assert(/^[\d,]+ positions searched in \d+ ms\.$/.test(cost) || /no search/.test(cost), 'cost: ' + cost);
      const why = await p.locator('#why').textContent();
      assert(why.startsWith('(3,1,2,1,4) is not a sum of circuit vectors'), 'a sentence first: ' + why);
      const huge = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3000000000,1,2,1,4');
      ctx.pages.push(huge);
      assert((await huge.locator('#cost').textContent()).includes('no search'), 'a theorem: no search');
    },

    async 'axe-core finds no serious violation on any page, view or dialog, light or dark'(page, ctx) {
      for (const scheme of ['light', 'dark']) {
        const p = await open(BASE + '#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=1,1,2,1,2', { colorScheme: scheme });
        ctx.pages.push(p);
        await axe(p, `the main page (${scheme})`);
        for (const tab of ['Value table', 'Game graph', 'Play', 'Invariant vectors', 'Open questions', 'OP3 workbench']) {
          await p.getByRole('tab', { name: tab }).click();
          await p.waitForTimeout(600);
          await axe(p, `the ${tab} view (${scheme})`);
        }
        await p.getByRole('button', { name: 'Help' }).click();
        await axe(p, `the help dialog (${scheme})`);
        await p.keyboard.press('Escape');
        await p.getByRole('button', { name: 'Embed' }).click();
        await axe(p, `the Embed dialog (${scheme})`);
        await p.keyboard.press('Escape');
        await p.getByRole('button', { name: 'Convex games' }).click();
        await p.waitForSelector('#convex-canvas');
        await p.waitForTimeout(600);
        await axe(p, `the convex mode (${scheme})`);
        const e = await open(BASE + '?embed&readonly#c={1,2},{2,3}&p=1,2,3', { colorScheme: scheme });
        ctx.pages.push(e);
        await axe(e, `a read-only embed (${scheme})`);
        await p.screenshot({ path: path.join(shots, `convex-${scheme}.png`) });
      }
    },
  };
}
