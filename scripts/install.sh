#!/usr/bin/env bash
# Installs what simnim needs on a fresh machine; idempotent: every step is skipped
# when its tool is already present at the right version. Notes that keep it working:
# - trunk 0.21.14 (0.22 needs a newer rustc than 1.95), installed with --locked;
# - wasm-bindgen-cli must equal the `wasm-bindgen = "=0.2.130"` pin in Cargo.toml and
#   `wasm_bindgen` in Trunk.toml; it is installed WITHOUT --locked (its lock file wants a
#   webpki-roots version the registry lacks);
# - wasm-opt comes from npm's binaryen@132 (Debian's binaryen cannot read rustc 1.95 output);
# - the browser is Debian's chromium + chromium-driver; the end-to-end tests use npm's
#   playwright-core (never `playwright`, which tries to download its own browser);
# - trunk runs with `offline = true`, so `cargo fetch` runs before a build.
#   scripts/install.sh          native + wasm toolchain (rust target, trunk, wasm-bindgen, wasm-opt)
#                               and the prover's SMT solver (z3 from the z3-solver wheel)
#   scripts/install.sh browser  additionally Chromium, ChromeDriver, playwright-core and axe-core
#   scripts/install.sh nauty    additionally libclang (Debian libclang-dev), which the nauty
#                               bindings of the labelling benchmark (benches/nauty) build with
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
BINARYEN_VERSION=132.0.0
Z3_NPM_VERSION=5.2.0
Z3_VERSION=5.4.1

say() { printf '[install] %s\n' "$*"; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
  cargo install trunk --version "=$TRUNK_VERSION" --locked
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 4 minutes)"
  # without --locked: its lockfile wants a webpki-roots version the registry lacks
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION"
fi

# wasm-opt from npm binaryen (Debian's is too old for rustc 1.95 output)
# and z3's WebAssembly (npm z3-solver), which the build copies for proofs in the page
if [ ! -x tools/node_modules/.bin/wasm-opt ] || \
   ! grep -q "\"version\": \"$BINARYEN_VERSION\"" tools/node_modules/binaryen/package.json 2>/dev/null || \
   ! grep -q "\"version\": \"$Z3_NPM_VERSION\"" tools/node_modules/z3-solver/package.json 2>/dev/null; then
  say "installing binaryen $BINARYEN_VERSION (wasm-opt) and z3-solver $Z3_NPM_VERSION from npm"
  (cd tools && npm install --no-audit --no-fund)
fi

# The prover's SMT solver: z3 from the z3-solver wheel (a z3 program, no compiler), in its
# own virtual environment, linked as tools/bin/z3 (the Makefile puts tools/bin on the PATH).
# Debian's z3 4.8.12 is far slower on the proof obligations; cvc5 also works.
if ! tools/bin/z3 --version 2>/dev/null | grep -q "Z3 version $Z3_VERSION"; then
  say "installing the SMT solver z3 $Z3_VERSION (pip z3-solver)"
  [ -x tools/venv/bin/python ] || python3 -m venv tools/venv
  tools/venv/bin/python -m pip install -q --disable-pip-version-check "z3-solver==$Z3_VERSION.0"
  mkdir -p tools/bin
  ln -sf ../venv/bin/z3 tools/bin/z3
fi

if [ "${1:-}" = browser ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Debian chromium and chromium-driver"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ]; then
    say "installing playwright-core and axe-core for the end-to-end tests"
    (cd tests/e2e && npm install --no-audit --no-fund)
  fi
fi
if [ "${1:-}" = nauty ] && ! ls /usr/lib/llvm-*/lib/libclang*.so >/dev/null 2>&1; then
  say "installing Debian libclang-dev (for nauty's bindings)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq libclang-dev >/dev/null
fi
say "toolchain ready"
