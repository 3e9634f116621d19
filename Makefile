# simnim: two commands for a fresh machine (see README.md).
#   make serve   install what is missing, then serve the playground on http://127.0.0.1:8080
#   make test    install what is missing, then run every test (native, wasm, end-to-end)
# Each install step is skipped when the tool is already there at the right version.

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/tools/node_modules/.bin:$(PATH)

.PHONY: serve test install install-browser test-native bench cli clean

install:
	@scripts/install.sh

install-browser:
	@scripts/install.sh browser

serve: install
	trunk serve --release

test: install-browser test-native

test-native:
	cargo test --release

bench:
	cargo bench --bench engines

cli:
	cargo build --release --bin simnim
	@echo "built target/release/simnim"

clean:
	cargo clean
	rm -rf dist
