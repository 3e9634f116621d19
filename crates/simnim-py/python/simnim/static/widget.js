// The front end of simnim.widget.Playground (anywidget's render contract): the complex drawn
// with its piles, inputs for the piles, the misère switch, and the answer with its winning
// moves, solved by simnim's wasm solver. The wasm comes once per notebook (the shared
// `_solver` widget's binary trait) and runs in one Web Worker started from a Blob URL for
// every widget of the page; where a host forbids workers it runs on the main thread.

const solvers = new Map(); // solver model id -> { ready: Promise<solver>, users }

function workerSource(glue) {
  return `${glue}
self.onmessage = (e) => {
  const m = e.data;
  if (m.wasm) {
    try { wasm_bindgen.initSync({ module: m.wasm }); self.postMessage({ ready: true }); }
    catch (err) { self.postMessage({ failed: String(err) }); }
    return;
  }
  let answer;
  try { answer = wasm_bindgen.analyze(m.complex, m.piles, m.misere); }
  catch (err) { answer = JSON.stringify({ error: String(err) }); }
  self.postMessage({ id: m.id, answer });
};`;
}

function bytesOf(view) {
  if (view instanceof ArrayBuffer) return new Uint8Array(view.slice(0));
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice();
}

function mainThreadSolver(glue, bytes) {
  // eslint-disable-next-line no-new-func
  const bindgen = new Function(`${glue}\nreturn wasm_bindgen;`)();
  bindgen.initSync({ module: bytes });
  return {
    mode: 'main thread',
    ask: (req) => Promise.resolve(JSON.parse(bindgen.analyze(req.complex, req.piles, req.misere))),
    close() {},
  };
}

function workerSolver(glue, bytes) {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([workerSource(glue)], { type: 'text/javascript' }));
    let worker;
    try {
      worker = new Worker(url);
    } catch (err) {
      URL.revokeObjectURL(url);
      reject(err);
      return;
    }
    const waiting = new Map();
    let next = 0;
    let started = false;
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.ready) {
        started = true;
        resolve({
          mode: 'worker',
          ask(req) {
            const id = ++next;
            worker.postMessage({ id, ...req });
            return new Promise((res) => waiting.set(id, res));
          },
          close() { worker.terminate(); URL.revokeObjectURL(url); },
        });
      } else if (m.failed) {
        worker.terminate();
        reject(new Error(m.failed));
      } else if (waiting.has(m.id)) {
        waiting.get(m.id)(JSON.parse(m.answer));
        waiting.delete(m.id);
      }
    };
    worker.onerror = (e) => {
      if (!started) { worker.terminate(); URL.revokeObjectURL(url); reject(e); }
    };
    worker.postMessage({ wasm: bytes });
  });
}

async function startSolver(solverModel) {
  const glue = solverModel.get('glue');
  const bytes = bytesOf(solverModel.get('wasm'));
  try {
    if (typeof Worker !== 'function') throw new Error('no Worker');
    return await workerSolver(glue, bytes);
  } catch {
    return mainThreadSolver(glue, bytes);
  }
}

async function acquire(model) {
  // The shared solver widget: a reference "IPY_MODEL_<id>" (anywidget), or a host that
  // hands over the model itself.
  const ref = model.get('_solver');
  const direct = ref && typeof ref === 'object' && typeof ref.get === 'function';
  const id = direct ? ref : String(ref).replace(/^IPY_MODEL_/, '');
  let entry = solvers.get(id);
  if (!entry) {
    const solverModel = direct ? ref : await model.widget_manager.get_model(id);
    entry = { ready: startSolver(solverModel), users: 0 };
    solvers.set(id, entry);
  }
  entry.users += 1;
  const solver = await entry.ready;
  return {
    solver,
    release() {
      entry.users -= 1;
      if (entry.users === 0) {
        solvers.delete(id);
        solver.close();
      }
    },
  };
}

const SVG = 'http://www.w3.org/2000/svg';
function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function html(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The complex in the papers' notation, vertices named 1..n in the order of `vertices`. */
function complexText(vertices, facets) {
  const index = new Map(vertices.map((v, i) => [String(v), i + 1]));
  return facets.map((f) => `{${f.map((v) => index.get(String(v))).sort((a, b) => a - b).join(',')}}`).join(',');
}

function draw(svg, vertices, facets, piles) {
  svg.replaceChildren();
  const n = vertices.length;
  const at = vertices.map((_, i) => {
    const a = (2 * Math.PI * i) / Math.max(n, 1) - Math.PI / 2;
    return n === 1 ? [100, 100] : [100 + 70 * Math.cos(a), 100 + 70 * Math.sin(a)];
  });
  const index = new Map(vertices.map((v, i) => [String(v), i]));
  for (const f of facets) {
    const pts = f.map((v) => at[index.get(String(v))]);
    if (pts.length >= 3) {
      svg.append(svgEl('polygon', { points: pts.map((p) => p.join(',')).join(' '), class: 'face' }));
    }
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        svg.append(svgEl('line', { x1: pts[i][0], y1: pts[i][1], x2: pts[j][0], y2: pts[j][1], class: 'edge' }));
      }
    }
  }
  vertices.forEach((v, i) => {
    const g = svgEl('g', { class: 'vertex' });
    g.append(svgEl('circle', { cx: at[i][0], cy: at[i][1], r: 13 }));
    const name = svgEl('text', { x: at[i][0], y: at[i][1] + 4, 'text-anchor': 'middle' });
    name.textContent = String(v);
    const chips = svgEl('text', { x: at[i][0] + 16, y: at[i][1] - 12, class: 'chips' });
    chips.textContent = String(piles[i] ?? 0);
    g.append(name, chips);
    svg.append(g);
  });
}

async function render({ model, el }) {
  const root = html('div', { class: 'simnim-playground' });
  const svg = svgEl('svg', { viewBox: '0 0 200 200', role: 'img', 'aria-label': 'The complex and its piles' });
  const pilesBox = html('div', { class: 'simnim-piles', role: 'group', 'aria-label': 'Piles' });
  const rules = html('label', { class: 'simnim-rules' });
  const misere = html('input', { type: 'checkbox' });
  rules.append(misere, ' misère play (the last mover loses)');
  const answer = html('p', { class: 'simnim-answer', role: 'status', 'aria-live': 'polite' }, 'Solving…');
  const why = html('p', { class: 'simnim-why' });
  const moves = html('div', { class: 'simnim-moves', role: 'group', 'aria-label': 'Winning moves' });
  root.append(svg, pilesBox, rules, answer, why, moves);
  el.append(root);

  const held = await acquire(model);
  root.dataset.solver = held.solver.mode;
  let asked = 0;

  const setPiles = (p) => {
    model.set('piles', p);
    model.save_changes();
  };

  function showInputs() {
    const vertices = model.get('vertices');
    const piles = model.get('piles');
    pilesBox.replaceChildren(...vertices.map((v, i) => {
      const label = html('label', {}, `${v}: `);
      const input = html('input', { type: 'number', min: '0', value: String(piles[i] ?? 0), 'aria-label': `Pile on vertex ${v}` });
      input.addEventListener('change', () => {
        const x = Math.max(0, Math.floor(Number(input.value) || 0));
        const p = model.get('piles').slice();
        p[i] = x;
        setPiles(p);
      });
      label.append(input);
      return label;
    }));
  }

  async function solve() {
    const vertices = model.get('vertices');
    const facets = model.get('facets');
    const piles = model.get('piles');
    draw(svg, vertices, facets, piles);
    misere.checked = model.get('misere');
    const ticket = ++asked;
    answer.textContent = 'Solving…';
    const a = await held.solver.ask({ complex: complexText(vertices, facets), piles: piles.join(','), misere: model.get('misere') });
    if (ticket !== asked) return; // a newer question was asked meanwhile
    moves.replaceChildren();
    if (a.error) {
      answer.textContent = a.error;
      why.textContent = '';
      return;
    }
    const rule = model.get('misere') ? ' in misère play' : '';
    answer.textContent = a.outcome === 'P'
      ? `P-position${rule}: the player to move loses${a.value === 0 ? ' (nim value 0)' : ''}`
      : `N-position${rule}: the player to move wins${a.value != null ? ` (nim value ${a.value})` : ''}`;
    root.dataset.outcome = a.outcome;
    why.textContent = `${a.explanation} (${a.method})`;
    for (const m of a.moves.slice(0, 12)) {
      const b = html('button', { type: 'button', class: 'simnim-move' }, `Move to (${m.join(',')})`);
      b.addEventListener('click', () => setPiles(m));
      moves.append(b);
    }
    if (model.get('outcome') !== a.outcome || model.get('value') !== (a.value ?? null)) {
      model.set('outcome', a.outcome);
      model.set('value', a.value ?? null);
      model.save_changes();
    }
  }

  const onPiles = () => { showInputs(); solve(); };
  const onComplex = () => { showInputs(); solve(); };
  const onRules = () => solve();
  misere.addEventListener('change', () => {
    model.set('misere', misere.checked);
    model.save_changes();
  });
  model.on('change:piles', onPiles);
  model.on('change:facets', onComplex);
  model.on('change:vertices', onComplex);
  model.on('change:misere', onRules);
  showInputs();
  await solve();
  return () => {
    model.off('change:piles', onPiles);
    model.off('change:facets', onComplex);
    model.off('change:vertices', onComplex);
    model.off('change:misere', onRules);
    held.release();
  };
}

export default { render };
