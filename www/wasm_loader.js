// The loader of the page's workers: `wasm_loader.js#first_worker` (the first screen's
// solver: analyses only), `#worker` (the full solver, for the views), `#convex` (the convex
// games), `#describe` (the miner) and `#games` (the graph Nim and matrix modes: the full
// solver's bundle, which sees the name and answers their requests) load that bundle's glue
// and its WebAssembly.
const name = self.location.hash.slice(1);
if (!['first_worker', 'worker', 'convex', 'describe', 'games'].includes(name)) throw new Error(`wasm_loader.js: no bundle named "${name}"`);
const bundle = name === 'games' ? 'worker' : name;
importScripts(`./${bundle}.js`);
wasm_bindgen({ module_or_path: `./${bundle}_bg.wasm` });
