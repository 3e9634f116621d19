// simnim's engines are WebAssembly built with SIMD (128-bit vectors). A browser without it
// cannot start the page: say so on the first screen instead of leaving its words without a
// playground. The bytes are the smallest module that uses SIMD: one function returning a
// v128 constant (type () -> v128; body v128.const 0, end).
(() => {
  const simd = new Uint8Array([
    0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
    1, 5, 1, 96, 0, 1, 123, // types: () -> v128
    3, 2, 1, 0, // one function of type 0
    10, 22, 1, 20, 0, 253, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 11, // v128.const 0; end
  ]);
  let ok = false;
  try {
    ok = typeof WebAssembly === 'object' && WebAssembly.validate(simd);
  } catch (e) {
    ok = false;
  }
  if (ok) return;
  const line = document.querySelector('#boot .rules-line');
  if (!line) return;
  line.setAttribute('role', 'alert');
  line.textContent =
    'This browser cannot run simnim: it needs WebAssembly with SIMD (Chrome or Edge 91, Firefox 89, Safari 16.4 or later).';
})();
