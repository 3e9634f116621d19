#!/usr/bin/env bash
# The wheel where there is no Rust: a fresh virtual environment, whose PATH has no cargo and
# no rustc, installs the abi3 wheel (built by `make wheel`) with pip and uses it: analyze,
# value_table, census, a named family, the bad-argument error, and the widget's files.
#   crates/simnim-py/tests/wheel.sh <the wheel>
set -euo pipefail
wheel=$(realpath "$1")
venv=$(mktemp -d "${TMPDIR:-/tmp}/simnim-wheel-XXXXXX")
trap 'rm -rf "$venv"' EXIT

# A PATH with python3 and nothing of Rust's (rustup installs into ~/.cargo/bin).
clean_path=$(dirname "$(realpath "$(command -v python3)")"):/usr/local/bin:/usr/bin:/bin
for tool in cargo rustc maturin; do
  if PATH=$clean_path command -v "$tool" >/dev/null; then
    echo "wheel test: $tool is on the clean PATH ($clean_path); cannot test an install without Rust" >&2
    exit 1
  fi
done

env -i HOME="$HOME" PATH="$clean_path" python3 -m venv "$venv"
env -i HOME="$HOME" PATH="$venv/bin:$clean_path" "$venv/bin/python" -m pip install -q --disable-pip-version-check "$wheel"
# Run from the venv's directory so that nothing of the source tree can be imported.
cd "$venv"
env -i HOME="$HOME" PATH="$venv/bin:$clean_path" "$venv/bin/python" - <<'PY'
import pathlib
import simnim

assert "site-packages" in simnim.__file__, simnim.__file__
c = simnim.Complex.coerce("{1,2},{2,3}")
# The path a-b-c with piles (1,1,1): a move on {1,2} or {2,3} alone, so (1,0,1) is P.
a = simnim.analyze(c, [1, 1, 1])
assert a.outcome == "N", a.outcome
assert simnim.outcome(c, [1, 0, 1]) == "P"
t = simnim.value_table(c, 2)
assert t.shape == (3, 3, 3) and int(t[0, 0, 0]) == 0 and int(t[1, 0, 1]) == 0 and int(t[1, 1, 1]) != 0, t
assert [len(simnim.census(n)) for n in range(1, 5)] == [1, 2, 5, 20]
assert simnim.outcome(simnim.family("nim:3"), [1, 2, 3]) == "P"
try:
    simnim.analyze(c, [-1, 0, 0])
except simnim.SimnimError as e:
    print("bad piles refused:", e)
else:
    raise AssertionError("negative piles were accepted")
static = pathlib.Path(simnim.__file__).parent / "static"
for f in ["solver_bg.wasm", "solver.js", "widget.js", "widget.css"]:
    assert (static / f).stat().st_size > 0, f
assert (static / "solver_bg.wasm").read_bytes()[:4] == b"\0asm"
import importlib.metadata
print("wheel: simnim", importlib.metadata.version("simnim"), "works without Rust")
PY
