#!/usr/bin/env bash
# The first load of the playground, gzipped file by file (as a static host serves it):
# fails when the total is over the budget. Bundles the page loads only on demand (the
# conjecture miner's worker, describe*, and the pool's loader) are listed apart and not
# counted. Where the build has Brotli copies (make build writes them), their total is
# printed too: what a host that serves them sends.
# Usage: scripts/bundle-size.sh [dist] [budget-bytes]
set -euo pipefail
dist=${1:-dist}
budget=${2:-600000}
total=0
brotli=0
shopt -s nullglob
files=("$dist"/*.wasm "$dist"/*.js "$dist"/snippets/*/*.js)
if [ ${#files[@]} -eq 0 ]; then
  echo "bundle-size: no .wasm or .js files in $dist (run make build first)" >&2
  exit 1
fi
for f in "${files[@]}"; do
  raw=$(wc -c < "$f")
  gz=$(gzip -9c "$f" | wc -c)
  case "$(basename "$f")" in
    describe*|pool_loader*|z3_worker*|learn_pane*|convex*)
      printf '%-44s %9d bytes %9d gzipped (on demand)\n' "$(basename "$f")" "$raw" "$gz"
      continue ;;
  esac
  total=$((total + gz))
  [ -f "$f.br" ] && brotli=$((brotli + $(wc -c < "$f.br")))
  printf '%-44s %9d bytes %9d gzipped\n' "$(basename "$f")" "$raw" "$gz"
done
printf '%-44s %9s       %9d gzipped (budget %d)\n' "total" "" "$total" "$budget"
[ "$brotli" -gt 0 ] && printf '%-44s %9s       %9d with Brotli\n' "total" "" "$brotli"
if [ "$total" -gt "$budget" ]; then
  echo "bundle-size: $total bytes gzipped is over the budget of $budget bytes" >&2
  exit 1
fi
