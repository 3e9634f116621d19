"""simnim: Nim on simplicial complexes, from Python.

>>> import simnim
>>> c = simnim.Complex.coerce("{1,2,3},{2,3,4}")
>>> simnim.analyze(c, [1, 2, 3, 4]).outcome
'N'
>>> simnim.value(simnim.Complex.from_facets([["a"], ["b"]]), [3, 3])  # Nim: 3 xor 3
0
"""

import numbers as _numbers

from ._simnim import (
    Analysis,
    Complex,
    LimitError,
    SimnimError,
    circuits,
    nim_basis,
)
from ._simnim import analyze as _analyze
from ._simnim import family as _family
from ._simnim import outcome as _outcome
from ._simnim import ppositions as _ppositions
from ._simnim import value as _value
from ._simnim import value_table as _value_table
from ._simnim import census_shard as _census_shard
from ._simnim import census_dir_prepare as _census_dir_prepare
from ._simnim import census_dir_shard as _census_dir_shard
from ._simnim import census_dir_summary as _census_dir_summary
from ._simnim import conjecture as _conjecture_json
from ._simnim import prove as _prove_json
from ._simnim import fukuyama as _fukuyama_json
from ._simnim import matrix_nim as _matrix_nim_json
from ._simnim import wythoff as _wythoff_json

__all__ = [
    "Analysis",
    "Complex",
    "LimitError",
    "SimnimError",
    "analyze",
    "census",
    "census_frame",
    "circuits",
    "conjecture",
    "family",
    "fukuyama",
    "matrix_nim",
    "nim_basis",
    "outcome",
    "ppositions",
    "prove",
    "value",
    "value_table",
    "wythoff",
]


_U64 = (1 << 64) - 1


def _count(x, what):
    """A non-negative integer argument, or SimnimError saying what is wrong."""
    if isinstance(x, bool) or not isinstance(x, _numbers.Integral):
        raise SimnimError(f"{what} must be a non-negative integer, not {type(x).__name__} {x!r}")
    x = int(x)
    if x < 0:
        raise SimnimError(f"{what} must be non-negative, not {x}")
    if x > _U64:
        raise SimnimError(f"{what} is {x}, more than the largest pile 2^64 - 1")
    return x


def _piles(piles):
    if isinstance(piles, (str, bytes)):
        raise SimnimError(f"piles must be a list of non-negative integers, not {type(piles).__name__}")
    try:
        items = list(piles)
    except TypeError:
        raise SimnimError(f"piles must be a list of non-negative integers, not {type(piles).__name__}") from None
    return [_count(p, f"pile {i + 1}") for i, p in enumerate(items)]


def _threads(threads):
    return None if threads is None else _count(threads, "threads")


def family(spec):
    """A named family of the papers, e.g. family("cn:7,3") or family("ex3.3")."""
    if not isinstance(spec, str):
        raise SimnimError(f"a family name is text like 'cn:7,3', not {type(spec).__name__} {spec!r}")
    return _family(spec)


def analyze(c, piles, misere=False, threads=None):
    """Who wins at `piles` on `c`, with the nim value, the winning moves and the reason."""
    return _analyze(c, _piles(piles), bool(misere), _threads(threads))


def outcome(c, piles, misere=False, threads=None):
    """'P' or 'N' at `piles` on `c`."""
    return _outcome(c, _piles(piles), bool(misere), _threads(threads))


def value(c, piles, threads=None):
    """The nim value (Sprague-Grundy value) at `piles` on `c`."""
    return _value(c, _piles(piles), _threads(threads))


def value_table(c, max, threads=None):
    """Nim values of every position with piles ≤ max: a numpy array, one axis per vertex."""
    return _value_table(c, _count(max, "max"), _threads(threads))


def ppositions(c, max, threads=None):
    """Every P-position with piles ≤ max, one per row (numpy)."""
    return _ppositions(c, _count(max, "max"), _threads(threads))


def conjecture(c, max, verify=None, values=False):
    """The conjecture miner: the CLI's `simnim conjecture --json` object, as a dict; with
    `values=True`, the nim-value miner's (`simnim conjecture --values --json`).

    >>> r = conjecture(Complex.coerce("{1,2,3},{2,3,4},{3,4,5},{1,5}"), 5)
    >>> r["status"], r["text"].splitlines()[1]
    ('verified', 'n1 = n3 + n4, n2 + n3 = n5')
    >>> v = conjecture("{1,2},{2,3}", 6, values=True)
    >>> v["status"], v["text"].splitlines()[3]
    ('none', '= n1 ⊕ n3 where n2 = 0')
    """
    import json

    max = _count(max, "max")
    verify = None if verify is None else _count(verify, "verify")
    if not isinstance(values, bool):
        raise SimnimError(f"values must be True or False, not {values!r}")
    return json.loads(_conjecture_json(Complex.coerce(c), max, verify, values))


def _solver_program():
    """The z3 program: `SIMNIM_SOLVER`, the PATH's, or the one the `z3-solver` wheel installs
    beside this Python (`pip install simnim[prove]`)."""
    import os
    import shutil
    import sys

    if os.environ.get("SIMNIM_SOLVER"):
        return os.environ["SIMNIM_SOLVER"]
    for name in ("z3", "cvc5"):
        found = shutil.which(name)
        if found:
            return found
    here = os.path.join(os.path.dirname(sys.executable), "z3")
    return here if os.path.exists(here) else None


def prove(c, formula=None, max=None, timeout=120):
    """Proves a description of the P-positions for every position (the CLI's
    `simnim prove --json` object, as a dict): `formula` (a dict in the grammar, or JSON
    text), or without it the miner's description of the box [0, max]^V. `status` is
    "proved", "proved_below", "refuted" (with a `counterexample` the engines confirm) or
    "unknown"; `certificate` maps file names to the SMT-LIB2 files (and the winning-move
    rule) a referee re-runs in z3. Needs an SMT solver: z3 (`pip install simnim[prove]`
    brings one) or cvc5; `SimnimError` says how to install it when there is none.

    >>> r = prove(family("nim:3"), max=3)
    >>> r["status"], r["method"].startswith("E&S Theorem 4.4")
    ('proved', True)
    """
    import json

    if formula is not None and not isinstance(formula, str):
        try:
            formula = json.dumps(formula)
        except (TypeError, ValueError) as e:
            raise SimnimError(f"the formula is not JSON: {e}") from None
    if max is not None:
        if isinstance(max, bool) or not isinstance(max, int) or max < 0:
            raise SimnimError(f"max must be a non-negative integer, not {max!r}")
    if isinstance(timeout, bool) or not isinstance(timeout, int) or timeout < 1:
        raise SimnimError(f"timeout must be a whole number of seconds, at least 1, not {timeout!r}")
    max = None if max is None else _count(max, "max")
    return json.loads(_prove_json(Complex.coerce(c), formula, max, timeout, _solver_program()))


def _label(x, what):
    """A vertex label of a graph: an int or a str (as text for the solver)."""
    if isinstance(x, bool) or not isinstance(x, (int, str)):
        raise SimnimError(f"{what} must be an int or a str label, not {type(x).__name__} {x!r}")
    return str(x)


def _edges(edges):
    if isinstance(edges, str):
        return edges
    if isinstance(edges, bytes):
        raise SimnimError("edges must be text like '1-2,2-3' or a list of pairs of labels, not bytes")
    try:
        items = list(edges)
    except TypeError:
        raise SimnimError(f"edges must be text like '1-2,2-3' or a list of pairs, not {type(edges).__name__}") from None
    out = []
    for i, e in enumerate(items):
        if isinstance(e, (str, bytes)) or not hasattr(e, "__len__") or len(e) != 2:
            raise SimnimError(f"edge {i + 1} must be a pair of labels, not {e!r}")
        out.append((_label(e[0], f"edge {i + 1}'s first end"), _label(e[1], f"edge {i + 1}'s second end")))
    return out


def _game(text):
    import json

    return json.loads(text)


def fukuyama(edges, weights, piece):
    """Fukuyama's Nim on graphs (the thesis's graph method): a number on each edge, a piece
    on a vertex; a move lowers an edge at the piece and moves the piece along it. `edges`
    is text like "1-2,2-3" or a list of pairs of labels (parallel edges allowed, loops not),
    `weights` one number per edge, `piece` a vertex label. Returns a dict: `outcome` ("P" or
    "N"), `value`, `moves` (each a dict: `edge` index from 0, `ends`, `from`, `to`, the
    piece's new vertex `piece`, `weights` after), `method`, `explanation`.

    >>> r = fukuyama([(1, 2), (1, 2), (1, 2)], [3, 5, 6], 1)   # Nim: 3 ^ 5 ^ 6 = 0
    >>> r["outcome"], r["value"]
    ('P', 0)
    """
    if isinstance(weights, (str, bytes)):
        raise SimnimError(f"weights must be a list of non-negative integers, not {type(weights).__name__}")
    try:
        items = list(weights)
    except TypeError:
        raise SimnimError(f"weights must be a list of non-negative integers, not {type(weights).__name__}") from None
    weights = [_count(w, f"weight {i + 1}") for i, w in enumerate(items)]
    return _game(_fukuyama_json(_edges(edges), weights, _label(piece, "piece")))


def _rows(rows):
    if isinstance(rows, str):
        return rows
    if isinstance(rows, bytes):
        raise SimnimError("rows must be text like '3,4;5,6' or a list of lists of numbers, not bytes")
    try:
        items = list(rows)
    except TypeError:
        raise SimnimError(f"rows must be text like '3,4;5,6' or a list of lists, not {type(rows).__name__}") from None
    out = []
    for i, r in enumerate(items):
        if isinstance(r, (str, bytes)):
            raise SimnimError(f"row {i + 1} must be a list of numbers, not {r!r}")
        try:
            cells = list(r)
        except TypeError:
            raise SimnimError(f"row {i + 1} must be a list of numbers, not {type(r).__name__}") from None
        out.append([_count(x, f"row {i + 1}'s entry {j + 1}") for j, x in enumerate(cells)])
    return out


def matrix_nim(rows, rule="ferguson"):
    """Matrix Nim (the thesis's matrix method) at `rows` (text like "3,4;5,6" or a list of
    lists): `rule` "ferguson" (subtract one number from every entry of a row or a column),
    "holladay" (lower piles of one row, or any piles leaving a column untouched) or
    "partizan" (Ferguson's 2 x 2 form, Left rows, Right columns: outcome "L", "R", "P" or
    "N", value None). Returns a dict like `fukuyama`'s; moves give the matrix after them.

    >>> matrix_nim("3;5")["outcome"]   # Ferguson's 2 x 1 game is Wythoff's
    'P'
    >>> matrix_nim([[1, 1], [0, 0]], rule="partizan")["outcome"]
    'L'
    """
    if not isinstance(rule, str):
        raise SimnimError(f"rule is 'ferguson', 'holladay' or 'partizan', not {rule!r}")
    return _game(_matrix_nim_json(_rows(rows), rule))


def wythoff(a, b):
    """Wythoff's game at piles (a, b): the outcome and every winning move by Wythoff's
    theorem (exact at any size up to 2^64 - 1), and the value when a search fits.

    >>> wythoff(1000000000000, 1618033988749)["outcome"]
    'N'
    """
    return _game(_wythoff_json(_count(a, "a"), _count(b, "b")))


def _shard_records(vertices, shard, of, max, threads, limit=None):
    """One shard of the census as dicts (run where the shard runs: here or a Dask worker)."""
    import json

    return [json.loads(t) for t in _census_shard(vertices, shard, of, max, threads, limit)]


def census(vertices, *, max=2, shard=None, threads=None, client=None, shards=None, batch=None, limit=None,
           out=None, count=False, only=None):
    """Every complex with exactly `vertices` vertices up to isomorphism (1, 2, 5, 20, 180,
    16143 for 1..6), each a dict like a line of `simnim census --json`: its facets, canonical
    `code`, `nim_regular`, `nim_basis` and `questions` (E&S Questions 9.1-9.5 and Conjecture
    8.1 within piles <= `max`: `applies`, `holds`, `counterexample`).

    `shard=(i, m)` computes shard i of m only (1 <= i <= m); the shards, one after the
    other, are exactly the whole census, in the same order. With `client` (a
    `dask.distributed.Client`) the census runs as `shards` tasks on the cluster (default:
    four per worker thread), at most `batch` at a time (default: twice the worker threads),
    each on `threads` threads (default 1 there); the result equals the local run. A run
    (a shard) may search at most `limit` positions (default 2e10; `LimitError` beyond, with
    the number of shards that fits).

    With `out` (a directory) the census is written as `shards` files (default 64), each
    shard's `--json` lines in `shard-I-of-M.jsonl` (with `count=True`, its number of classes;
    with `only="nim-regular"` or `"counterexamples"`, only those lines; `"nim-regular"` decides
    every class's regularity from its zero-one positions and asks the questions of the
    Nim-regular ones alone, so it is fast, and its summary's `asked` counts those), written
    atomically;
    a rerun computes only the missing shards, and on a Dask cluster a shard whose worker died
    is computed again by another. Returns the summary (a dict, the same as `simnim census
    --shards M --out DIR --json` prints, whether the run was interrupted or not);
    `census_frame(out)` reads the lines as a pandas DataFrame.

    >>> [len(census(n)) for n in range(1, 5)]
    [1, 2, 5, 20]
    >>> census(3)[0]["facets"], census(3)[0]["nim_regular"]
    ('{1},{2},{3}', True)
    """
    vertices, max = _count(vertices, "vertices"), _count(max, "max")
    limit = None if limit is None else _count(limit, "limit")
    threads = _threads(threads)
    # Negative numbers would not reach the solver's own explanations (the rest do).
    if shard is not None:
        if isinstance(shard, (str, bytes)) or not hasattr(shard, "__len__") or len(shard) != 2:
            raise SimnimError(f"census: shard is a pair (i, m) with 1 <= i <= m, not {shard!r}")
        shard = (_count(shard[0], "shard i"), _count(shard[1], "shard m"))
    numbers = [vertices, max] + ([] if limit is None else [limit])
    if any(x < 0 for x in numbers):
        raise SimnimError(f"census: vertices, max, shard and limit are counts, not negative numbers: {numbers}")
    if out is not None:
        if shard is not None:
            raise SimnimError("census: give shard= or out=, not both")
        return _census_to_dir(vertices, max, threads, client, shards, batch, limit, out, count, only)
    if count or only is not None:
        raise SimnimError("census: count= and only= go with out= (a directory of shard files)")
    if client is None:
        i, m = shard if shard is not None else (1, 1)
        return _shard_records(vertices, int(i), int(m), max, threads, limit)
    if shard is not None:
        raise SimnimError("census: give shard= or client=, not both")
    from dask.distributed import as_completed

    cores = sum(client.nthreads().values()) or 1
    m = int(shards) if shards is not None else 4 * cores
    if m < 1:
        raise SimnimError("census: shards must be at least 1")
    window = int(batch) if batch is not None else 2 * cores
    per_task = 1 if threads is None else int(threads)
    results = {}
    pending = iter(range(1, m + 1))
    running = as_completed()
    index = {}

    def submit_next():
        i = next(pending, None)
        if i is not None:
            f = client.submit(_shard_records, vertices, i, m, max, per_task, limit, key=f"simnim-census-{vertices}-{max}-{i}-of-{m}", pure=False)
            index[f.key] = i
            running.add(f)

    for _ in range(window if window > 1 else 1):
        submit_next()
    for f in running:
        results[index[f.key]] = f.result()
        f.release()
        submit_next()
    return [r for i in range(1, m + 1) for r in results[i]]


def _census_to_dir(vertices, max, threads, client, shards, batch, limit, out, count, only):
    """census(..., out=DIR): the missing shards here or as Dask tasks, then the summary."""
    import json
    import os

    m = 64 if shards is None else _count(shards, "shards")
    if not isinstance(count, bool):
        raise SimnimError(f"census: count is True or False, not {count!r}")
    if only is not None and only not in ("nim-regular", "counterexamples"):
        raise SimnimError(f"census: only is 'nim-regular' or 'counterexamples', not {only!r}")
    try:
        out = os.fspath(out)
    except TypeError:
        raise SimnimError(f"census: out is a directory path, not {type(out).__name__}") from None
    out = os.path.abspath(out)
    spec = (vertices, m, max, count, only, out)
    missing = _census_dir_prepare(*spec, threads, limit)
    if client is None:
        for i in missing:
            _census_dir_shard(*spec, i, threads, limit)
    else:
        from dask.distributed import as_completed

        cores = sum(client.nthreads().values()) or 1
        window = int(batch) if batch is not None else 2 * cores
        per_task = 1 if threads is None else int(threads)
        pending = iter(missing)
        running = as_completed()

        def submit_next():
            i = next(pending, None)
            if i is not None:
                key = f"simnim-census-dir-{vertices}-{max}-{count}-{only}-{i}-of-{m}-{abs(hash(out))}"
                running.add(client.submit(_census_dir_shard, *spec, i, per_task, limit, key=key, pure=False))

        for _ in range(window if window > 1 else 1):
            submit_next()
        for f in running:
            f.result()  # a worker that died: the scheduler ran the task again elsewhere
            f.release()
            submit_next()
    return json.loads(_census_dir_summary(*spec))


def census_frame(out):
    """The lines of a census directory (`census(..., out=DIR)` or `simnim census --shards M
    --out DIR --json`), in order, as a pandas DataFrame (one row per class; with `count`, one
    row per shard)."""
    import glob
    import os

    try:
        import pandas as pd
    except ImportError:
        raise SimnimError("census_frame needs pandas: pip install pandas") from None
    try:
        out = os.fspath(out)
    except TypeError:
        raise SimnimError(f"census_frame: out is a directory path, not {type(out).__name__}") from None
    files = sorted(glob.glob(os.path.join(glob.escape(out), "shard-*-of-*.jsonl")))
    if not files:
        raise SimnimError(f"census_frame: no shard files in {out}")
    frames = [pd.read_json(f, lines=True, dtype=False) for f in files if os.path.getsize(f) > 0]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
