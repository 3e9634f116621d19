// z3 in the page: the SMT solver of the z3-solver package (z3 compiled to WebAssembly with
// threads, so only on a cross-origin isolated page), in its own worker. The miner's worker
// runs simnim's prover and sends each query here over a MessagePort, with a
// SharedArrayBuffer for the answer, then waits on it with Atomics.wait (src/describe.rs):
//   word 0: 0 while z3 works, 1 answered, 2 failed; word 1: the answer's length in bytes;
//   bytes 8..: the answer (z3's output, UTF-8).
// z3 itself (z3/z3-built.js and z3/z3-built.wasm, 35 MB) loads on the first query. Each
// query runs in a fresh context of its own with z3's own time limit for it; cancelling a
// proof terminates this worker.

let z3 = null;
let queue = Promise.resolve();

async function load() {
  importScripts('z3/z3-built.js');
  // initZ3 is z3-built.js's Emscripten factory; its threads load the same script.
  return await self.initZ3({ locateFile: f => 'z3/' + f, mainScriptUrlOrBlob: 'z3/z3-built.js' });
}

async function answer({ script, sab, timeout }) {
  const words = new Int32Array(sab);
  let status = 1;
  let text;
  try {
    z3 = z3 || await load();
    const mod = z3;
    // A context of its own for each query: nothing of one query (declarations, options,
    // the parser's line count) reaches the next.
    const cfg = mod._Z3_mk_config();
    const ctx = mod._Z3_mk_context(cfg);
    mod._Z3_del_config(cfg);
    mod._set_noop_error_handler(ctx);
    const query = `(set-option :timeout ${Math.max(1, timeout | 0)})\n${script}`;
    // The query's text on the heap, freed when z3 has answered: z3 parses it on a thread of
    // its own, which may still be reading it after this call has returned, when a copy on
    // the caller's stack (what ccall makes of a 'string' argument) may be reused.
    // (Where this thread's view of the memory is too short, after the memory grew on
    // another thread, the text goes as before.)
    const bytes = new TextEncoder().encode(query);
    const at = mod._malloc(bytes.length + 1);
    try {
      const heap = mod.HEAPU8;
      const onHeap = at && heap.length >= at + bytes.length + 1;
      if (onHeap) {
        heap.set(bytes, at);
        heap[at + bytes.length] = 0;
      }
      const [kind, arg] = onHeap ? ['number', at] : ['string', query];
      text = await mod.async_call(() =>
        mod.ccall('async_Z3_eval_smtlib2_string', 'void', ['number', kind], [ctx, arg]));
    } finally {
      mod._Z3_del_context(ctx);
      if (at) mod._free(at);
    }
  } catch (err) {
    status = 2;
    text = String((err && err.message) || err);
  }
  let bytes = new TextEncoder().encode(String(text));
  const room = sab.byteLength - 8;
  if (bytes.length > room) {
    status = 2;
    bytes = new TextEncoder().encode(`z3's answer is longer than ${room} bytes`);
  }
  new Uint8Array(sab, 8, bytes.length).set(bytes);
  Atomics.store(words, 1, bytes.length);
  Atomics.store(words, 0, status);
  Atomics.notify(words, 0);
}

// The page sends the port once; queries come on it, one at a time.
self.onmessage = e => {
  const port = e.data && e.data.port;
  if (!port) return;
  port.onmessage = m => { queue = queue.then(() => answer(m.data)); };
};
