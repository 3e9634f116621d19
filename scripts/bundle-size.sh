#!/usr/bin/env bash
# The first load of the playground, file by file, gzipped (as a static host compresses it) and
# with Brotli (the build's .br copies, as a host that serves them sends it): fails when a total
# is over its budget. Bundles the page loads only on demand are listed apart and not counted:
# the conjecture miner's worker (describe*), the pool's loader, z3, the lesson pane, the convex
# worker, and the full app with the full solver worker (full/*, worker*: loaded when the views
# or the convex mode are first asked for, src/handover.rs; the first screen's app has its own
# worker for analyses, first_worker*).
# Usage: scripts/bundle-size.sh [dist] [gzip-budget-bytes] [brotli-budget-bytes]
set -euo pipefail
dist=${1:-dist}
budget=${2:-600000}
brotli_budget=${3:-0}
total=0
brotli=0
shopt -s nullglob
files=("$dist"/*.wasm "$dist"/*.js "$dist"/snippets/*/*.js "$dist"/full/*.wasm "$dist"/full/*.js)
if [ ${#files[@]} -eq 0 ]; then
  echo "bundle-size: no .wasm or .js files in $dist (run make build first)" >&2
  exit 1
fi
if [ "$brotli_budget" -gt 0 ] && [ "$brotli" -gt "$brotli_budget" ]; then
  echo "bundle-size: $brotli bytes with Brotli is over the budget of $brotli_budget bytes" >&2
  exit 1
fi
for f in "${files[@]}"; do
  raw=$(wc -c < "$f")
  gz=$(gzip -9c "$f" | wc -c)
  case "$(basename "$f")" in
    describe*|pool_loader*|z3_worker*|learn_pane*|convex*|full*|worker.js|worker_bg.wasm)
      printf '%-44s %9d bytes %9d gzipped (on demand)\n' "$(basename "$f")" "$raw" "$gz"
      continue ;;
  esac
  total=$((total + gz))
  [ -f "$f.br" ] && brotli=$((brotli + $(wc -c < "$f.br")))
  printf '%-44s %9d bytes %9d gzipped\n' "$(basename "$f")" "$raw" "$gz"
done
printf '%-44s %9s       %9d gzipped (budget %d)\n' "total" "" "$total" "$budget"
if [ "$brotli" -gt 0 ]; then
  printf '%-44s %9s       %9d with Brotli (budget %s)\n' "total" "" "$brotli" "${brotli_budget/#0/none}"
fi
if [ "$total" -gt "$budget" ]; then
  echo "bundle-size: $total bytes gzipped is over the budget of $budget bytes" >&2
  exit 1
fi
if [ "$brotli_budget" -gt 0 ] && [ "$brotli" -gt "$brotli_budget" ]; then
  echo "bundle-size: $brotli bytes with Brotli is over the budget of $brotli_budget bytes" >&2
  exit 1
fi
