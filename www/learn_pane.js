// Learn: the course's page beside the playground, loaded only when a lesson is opened (the
// playground's own bundle holds just the link that asks for it). It fetches the static page
// of the lesson (learn/*.html, written at build time from simnim_model::learn, whose every
// stated fact the test suite checks), shows it, and shows the progress marks the app hands
// it (simnim_model::learn::Progress keeps the progress: each exercise's grade, the lessons
// done, where Continue goes). DOM glue only: the exercises are links the page's engines grade.

/** Shows the marks: each exercise's grade, the lessons done, and where Continue goes. */
function mark(root, marks) {
  const ex = marks.ex || {}, said = marks.said || {}, done = new Set(marks.done || []);
  root.querySelectorAll('[data-ex]').forEach(e => {
    const g = ex[e.dataset.ex];
    e.classList.toggle('done', g === 'first-try' || g === 'after-tries');
    e.dataset.grade = g || '';
    const m = e.querySelector('.grade');
    if (m) m.textContent = said[e.dataset.ex] ? '(' + said[e.dataset.ex] + ')' : '';
  });
  root.querySelectorAll('[data-lesson]').forEach(e => e.classList.toggle('done', done.has(e.dataset.lesson)));
  const cont = root.querySelector('#learn-continue');
  if (cont && marks.continue) { cont.href = marks.continue; cont.textContent = marks.label; }
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

/** Shows `file` (under learn/) in `root` with the progress `marks`, or says why there is
 *  none (`file` empty); "Start again" removes the local-storage item `key`. */
export async function open(root, file, page, marks, key) {
  root.marks = marks;
  if (shown === file && root.firstElementChild) { mark(root, marks); return; }
  const moved = shown !== null;
  shown = file;
  if (!root.dataset.wired) {
    root.dataset.wired = '1';
    root.addEventListener('click', e => {
      const t = e.target;
      if (t.closest('#learn-reset')) {
        try { window.localStorage.removeItem(key); } catch (err) { /* no storage: nothing kept */ }
        root.marks = { ex: {}, said: {}, done: [], continue: root.marks.fresh.continue, label: root.marks.fresh.label, fresh: root.marks.fresh };
        mark(root, root.marks);
      } else if (t.closest('a.exercise, a.pos, [data-jump]')) {
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
  mark(root, root.marks);
  // From one lesson to another, a screen reader hears the new title.
  const title = root.querySelector('#lesson-title');
  if (moved && title) title.focus();
}
