# simnim: two commands for a fresh machine (see README.md).
#   make serve   install what is missing, then serve the playground on http://127.0.0.1:8080
#   make test    install what is missing, then run every test (native, wasm, end-to-end)
# Each install step is skipped when the tool is already there at the right version.

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/tools/node_modules/.bin:$(CURDIR)/tools/bin:$(PATH)

.PHONY: serve test install install-browser lighthouse lint test-native widget wheel test-python test-wasm build test-e2e fuzz bench bench-cores bench-pool bench-wasm bench-nauty bundle-size bundle-size-gate cli clean

install:
	@scripts/install.sh

install-browser:
	@scripts/install.sh browser

serve: install
	cargo fetch
	trunk serve --release

test: install-browser lint test-native test-python test-wasm build bundle-size-gate test-e2e
	@echo "make test: all suites passed"

# The lint gate (as CI runs it): formatting, clippy natively and for the wasm target with the
# web code (the full app, and the first screen's app and worker), and the API docs; every
# warning is an error.
lint:
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --release -- -D warnings
	cargo clippy -p simnim-web --target wasm32-unknown-unknown --features web --lib --bins --release -- -D warnings
	cargo clippy -p simnim-web --target wasm32-unknown-unknown --features first --lib --bins --release -- -D warnings
	RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --release --quiet

test-native:
	cargo test --workspace --release

# The Python package (crates/simnim-py) built into a local virtual environment (.venv,
# made once; maturin, pytest, numpy, mypy and dask from the package index), its type stubs
# checked against the module (mypy's stubtest), and its tests.
# The notebook widget's solver (wasm + wasm-bindgen glue), shipped in the Python package.
widget: install-browser
	cargo build -p simnim-widget --profile wasm-worker --target wasm32-unknown-unknown --lib
	wasm-bindgen --target no-modules --no-typescript --out-dir crates/simnim-py/python/simnim/static --out-name solver target/wasm32-unknown-unknown/wasm-worker/simnim_widget.wasm
	wasm-opt -O3 crates/simnim-py/python/simnim/static/solver_bg.wasm -o crates/simnim-py/python/simnim/static/solver_bg.wasm

# The abi3 wheel (one file for CPython 3.10 and later), with the widget's solver inside:
# target/wheels/simnim-*.whl, for people without Rust (pip install it).
wheel: widget
	@[ -x .venv/bin/python ] || python3 -m venv .venv
	@.venv/bin/python -m pip install -q --disable-pip-version-check "maturin>=1.16,<2"
	rm -f target/wheels/simnim-*.whl
	.venv/bin/maturin build --release --quiet -m crates/simnim-py/Cargo.toml --out target/wheels

# The package from its wheel in the local virtual environment (.venv, made once; pytest,
# numpy, pandas, mypy, dask, anywidget and JupyterLab from the package index), its type stubs checked
# against the module (mypy's stubtest), its tests, the wheel in a fresh venv without Rust,
# and the widget in a real JupyterLab in headless Chromium.
test-python: wheel
	@.venv/bin/python -m pip install -q --disable-pip-version-check pytest hypothesis numpy pandas pyarrow mypy dask distributed anywidget jupyterlab ipykernel
	.venv/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps target/wheels/simnim-*.whl
	.venv/bin/python -m mypy.stubtest simnim._simnim
	cargo build --release -p simnim-cli
	SIMNIM_CLI=target/release/simnim .venv/bin/python -m pytest -q crates/simnim-py/tests
	crates/simnim-py/tests/wheel.sh target/wheels/simnim-*.whl
	node crates/simnim-py/tests/jupyterlab.mjs .venv/bin/jupyter target/release/simnim

test-wasm:
	cargo test -p simnim-web --release --target wasm32-unknown-unknown --test wasm_browser

# The property tests of every parser and decoder with many more generated inputs.
fuzz:
	PROPTEST_CASES=100000 cargo test -p simnim-web --release --test tests fuzz:: -- --nocapture

# The release build, with a gzip and a Brotli copy beside every file a browser downloads.
build:
	cargo fetch
	trunk build --release
	node scripts/precompress.mjs dist

test-e2e:
	node tests/e2e/run.mjs dist

# Lighthouse on the release build served with its precompressed files, as a phone sees it
# (tools/lighthouse: npm's lighthouse 12.2.3, the last that runs on Node 20; installed here,
# not by make test). Fails when a score is below its goal; BENCHMARKS.md keeps the figures.
lighthouse: install-browser build
	@[ -x tools/lighthouse/node_modules/.bin/lighthouse ] || (cd tools/lighthouse && npm ci --no-audit --no-fund)
	node scripts/lighthouse.mjs dist

bench:
	cargo bench --bench engines

# Every core: the engines and the atlas on 1, 2, … up to all threads, side by side, with the
# machine (CPU, cores, load average before and after).
bench-cores:
	cargo build --release --bin simnim
	cargo bench --bench engines -- --cores

# The page's pool of workers against one worker, in headless Chromium.
# The census's canonical labelling against nauty's, side by side on the candidate children
# of three N = 7 shards (benches/nauty, outside the workspace: nauty is not adopted).
bench-nauty:
	@scripts/install.sh nauty
	cd benches/nauty && cargo run --release --quiet -- 7 4096 1 2049 3585

bench-pool: install-browser build
	node tests/e2e/bench_pool.mjs dist

# The engines natively and in headless Chromium (a Web Worker, built like the page's worker:
# the wasm-worker profile: the engines at opt-level 3, the rest for size; wasm-opt -O3),
# side by side: workload, positions, ms, ratio.
bench-wasm: install-browser
	cargo build -p simnim-bench --release --bin simnim-bench
	cargo build -p simnim-bench --profile wasm-worker --target wasm32-unknown-unknown --lib
	mkdir -p target/bench-wasm
	wasm-bindgen --target web --out-dir target/bench-wasm target/wasm32-unknown-unknown/wasm-worker/simnim_bench.wasm
	wasm-opt -O3 target/bench-wasm/simnim_bench_bg.wasm -o target/bench-wasm/simnim_bench_bg.wasm
	node tests/e2e/bench_wasm.mjs target/bench-wasm target/release/simnim-bench

# The first download (the first screen's app and worker, wasm and JS): fails above 500 KB
# gzipped or 420 KB with Brotli.
bundle-size: build bundle-size-gate

bundle-size-gate:
	scripts/bundle-size.sh dist 500000 420000

cli:
	cargo build --release --bin simnim
	@echo "built target/release/simnim"

clean:
	cargo clean
	rm -rf dist
