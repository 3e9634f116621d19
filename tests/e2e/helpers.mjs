// Helpers shared by the end-to-end suites: open a page in a fresh browser context, run
// axe-core, find what reaches past a phone's edge, read the page's readable link.

import { readFileSync } from 'node:fs';
import path from 'node:path';

export function helpers(env) {
  const { browser, BASE, assert, here } = env;
  const axeSource = readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');

  async function open(url, opts = {}, ready = '#badge') {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...opts });
    const page = await context.newPage();
    page.errors = [];
    page.on('pageerror', e => page.errors.push(e.message));
    page.on('console', m => { if (m.type() === 'error' && !/favicon/.test(m.text())) page.errors.push('console: ' + m.text()); });
    await page.goto(url);
    if (ready) await page.waitForSelector(ready, { timeout: 20000 });
    page.closeAll = () => context.close();
    return page;
  }

  // Elements reaching past the right edge of a 390 px screen (at most 5).
  const tooWide = p => p.evaluate(() => [document.documentElement.scrollWidth > 390 || innerWidth > 390 ? `page ${document.documentElement.scrollWidth}/${innerWidth}` : null]
    .concat([...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391 && !e.closest('.scroll-x, .sd-scroll')).slice(0, 5)
      .map(e => `${e.tagName.toLowerCase()}#${e.id}.${e.className?.baseVal ?? e.className} to ${Math.round(e.getBoundingClientRect().right)} px`)).filter(Boolean));

  /** Serious or critical WCAG 2.1 AA violations on the page as it is now. */
  async function axe(page, where) {
    if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ content: axeSource });
    const found = await page.evaluate(async () => {
      const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
      return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map(n => n.target.join(' ')).join(', ')}`);
    });
    assert(found.length === 0, `axe-core on ${where}: ${found.join(' | ')}`);
  }

  const position = page => page.locator('#position').textContent();
  const readable = async page => {
    await page.getByRole('button', { name: 'Share link' }).click();
    return page.locator('#share-readable').inputValue();
  };

  return { open, axe, tooWide, position, readable, BASE };
}
