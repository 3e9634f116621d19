// Learn: the course's page beside the playground, loaded only when a lesson is opened (the
// playground's own bundle holds just the link that asks for it). It fetches the static page
// of the lesson (learn/*.html, written at build time from simnim_model::learn, whose every
// stated fact the test suite checks), shows it, marks the exercises solved in this browser,
// offers to continue where the student left off, and handles "Start again" and the handout.
// DOM glue only: the exercises are links that the page's engines grade.

const KEY = 'simnim-learn', LAST = 'simnim-learn-last';

function store() {
  try { return window.localStorage; } catch (e) { return null; }
}

/** Records the exercise `key` (`slug:N`) as solved in this browser. */
export function record(key) {
  const s = store();
  if (!s || !key) return;
  const all = new Set((s.getItem(KEY) || '').split(' ').filter(Boolean));
  all.add(key);
  s.setItem(KEY, [...all].sort().join(' '));
}

/** Marks what this browser has solved, the way back, and the embed snippets' address. */
export function mark(root) {
  const s = store();
  const done = new Set(((s && s.getItem(KEY)) || '').split(' ').filter(Boolean));
  root.querySelectorAll('[data-ex]').forEach(e => e.classList.toggle('done', done.has(e.dataset.ex)));
  root.querySelectorAll('[data-lesson]').forEach(e => {
    const n = Number(e.dataset.exercises);
    let k = 0;
    for (let i = 1; i <= n; i++) if (done.has(e.dataset.lesson + ':' + i)) k++;
    e.classList.toggle('done', n > 0 && k === n);
  });
  const last = s && s.getItem(LAST), cont = root.querySelector('#learn-continue');
  if (cont && last) { cont.href = '#learn=' + last; cont.textContent = 'Continue where you left off'; }
}

function missing(root, why) {
  root.replaceChildren();
  const a = document.createElement('article'), h = document.createElement('h2'), p = document.createElement('p');
  a.className = 'lesson';
  a.id = 'lesson-missing';
  h.id = 'lesson-title';
  h.textContent = 'Lesson not found';
  p.textContent = why + ' ';
  const course = document.createElement('a');
  course.href = '#learn';
  course.textContent = 'Open the course';
  p.append(course);
  a.append(h, p);
  root.append(a);
}

let shown = null;

/** On a narrow screen, where the playground is below the lesson: a button back up to it,
 *  shown while the lesson is out of view. */
function backButton(root) {
  if (document.getElementById('learn-back')) return;
  const b = document.createElement('button');
  b.id = 'learn-back';
  b.type = 'button';
  b.className = 'learn-back';
  b.textContent = '↑ The lesson';
  b.hidden = true;
  b.addEventListener('click', () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    root.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
    const title = root.querySelector('#lesson-title');
    if (title) title.focus({ preventScroll: true });
  });
  document.body.append(b);
  new IntersectionObserver(([e]) => {
    b.hidden = e.isIntersecting || getComputedStyle(root).position === 'sticky' || !root.isConnected;
  }).observe(root);
}

/** Shows `file` (under learn/) in `root`, or says why there is none (`file` empty). */
export async function open(root, file, page) {
  if (shown === file && root.firstElementChild) { mark(root); return; }
  const moved = shown !== null;
  shown = file;
  if (!root.dataset.wired) {
    root.dataset.wired = '1';
    root.addEventListener('click', e => {
      const t = e.target;
      const s = store();
      if (t.closest('#learn-reset')) {
        if (s) { s.removeItem(KEY); s.removeItem(LAST); }
        const c = root.querySelector('#learn-continue');
        if (c) { c.href = '#learn=nim'; c.textContent = 'Start with lesson 1'; }
        mark(root);
      } else if (t.closest('a.exercise, [data-jump]')) {
        // Stacked on a narrow screen: the playground is below the lesson; show it.
        if (getComputedStyle(root).position !== 'sticky') {
          const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
          setTimeout(() => { const m = document.querySelector('main'); if (m) m.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' }); }, 60);
        }
      } else if (t.closest('[data-print]')) {
        document.documentElement.dataset.print = 'handout';
        window.print();
        delete document.documentElement.dataset.print;
      }
    });
  }
  backButton(root);
  if (!file) { missing(root, `There is no lesson “${page}” in this course.`); return; }
  let html;
  try {
    const r = await fetch('learn/' + file);
    if (!r.ok) throw new Error(String(r.status));
    html = await r.text();
  } catch (e) {
    missing(root, 'This lesson could not be loaded (' + e.message + ').');
    return;
  }
  if (shown !== file) return;
  root.innerHTML = html;
  const base = location.href.split('#')[0].split('?')[0];
  root.querySelectorAll('textarea').forEach(t => { t.value = t.value.split('{{BASE}}').join(base); });
  const article = root.querySelector('[data-slug]');
  const s = store();
  if (article && s) s.setItem(LAST, article.dataset.slug);
  mark(root);
  // From one lesson to another, a screen reader hears the new title.
  const title = root.querySelector('#lesson-title');
  if (moved && title) title.focus();
}
