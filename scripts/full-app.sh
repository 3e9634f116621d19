#!/usr/bin/env bash
# Builds the full app (src/bin/full.rs: the playground with everything, loaded when the first
# screen's app is first asked for its views or the convex mode; src/handover.rs) into the
# build's full/ folder. Run by trunk after its own build (Trunk.toml), before the service
# worker is written: trunk builds one app per page, and builds its workers for classic
# scripts, which cannot hold the app's inline JavaScript. Built as trunk builds the first
# screen's app: the wasm-app profile, then wasm-opt -Oz (release); the dev profile (debug).
#   scripts/full-app.sh [build-dir]    (trunk sets TRUNK_STAGING_DIR and TRUNK_PROFILE)
set -euo pipefail
dir=${1:-${TRUNK_STAGING_DIR:?usage: scripts/full-app.sh BUILD-DIR}}
out="$dir/full"
if [ "${TRUNK_PROFILE:-release}" = release ]; then profile=wasm-app; built=wasm-app; else profile=dev; built=debug; fi
cargo build --offline --quiet --profile "$profile" --bin full --features web --target wasm32-unknown-unknown
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" "target/wasm32-unknown-unknown/$built/full.wasm"
if [ "$profile" = wasm-app ]; then
  wasm-opt -Oz --converge --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue --strip-debug --strip-producers \
    "$out/full_bg.wasm" -o "$out/full_bg.wasm"
fi
echo "full-app.sh: $out/full.js, $(wc -c < "$out/full_bg.wasm") bytes of wasm"
