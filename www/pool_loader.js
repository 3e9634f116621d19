// A worker of the page's pool of solvers. The page fetches and compiles the solver's wasm
// once and sends the compiled module to every pool worker, so the whole pool shares one
// fetch of the solver's code; the glue (worker.js) is the same file as the page's own
// solver worker's, from the browser's cache. Without a module (the page could not compile
// it) the worker loads the wasm itself.
importScripts('./worker.js');
self.onmessage = (e) => {
  const data = e.data || {};
  if (!('module' in data)) return;
  self.onmessage = null;
  wasm_bindgen({ module_or_path: data.module instanceof WebAssembly.Module ? data.module : './worker_bg.wasm' });
};
