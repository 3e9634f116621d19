// The loader of the page's workers: `wasm_loader.js#first_worker` (the first screen's
// solver: analyses only), `#worker` (the full solver, for the views), `#convex` (the convex
// games) and `#describe` (the miner) load that bundle's glue and its WebAssembly.
const bundle = self.location.hash.slice(1);
if (!['first_worker', 'worker', 'convex', 'describe'].includes(bundle)) throw new Error(`wasm_loader.js: no bundle named "${bundle}"`);
importScripts(`./${bundle}.js`);
wasm_bindgen({ module_or_path: `./${bundle}_bg.wasm` });
