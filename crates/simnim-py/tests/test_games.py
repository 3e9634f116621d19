"""The thesis's games from Python (simnim.fukuyama, simnim.matrix_nim, simnim.wythoff):
the same answers as the CLI's --game JSON, against small naive solvers written here from
the rules, Wythoff's closed form checked with Python's exact integers at huge piles, and
every bad input a SimnimError (LimitError for refusals)."""

import itertools
import json
import os
import random
import subprocess
from functools import lru_cache
from math import isqrt

import pytest

import simnim

CLI = os.environ.get("SIMNIM_CLI", "target/release/simnim")


def cli_json(*args):
    out = subprocess.run([CLI, *args, "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def mex(values):
    s = set(values)
    return next(v for v in itertools.count() if v not in s)


def naive_fukuyama(edges, weights, piece):
    @lru_cache(maxsize=None)
    def g(p, w):
        opts = []
        for i, (a, b) in enumerate(edges):
            if p in (a, b):
                other = b if p == a else a
                opts += [g(other, w[:i] + (x,) + w[i + 1:]) for x in range(w[i])]
        return mex(opts)

    return g(piece, tuple(weights))


def naive_ferguson(m):
    @lru_cache(maxsize=None)
    def g(m):
        rows, cols = len(m), len(m[0])
        opts = []
        for i in range(rows):
            for t in range(1, min(m[i]) + 1):
                opts.append(g(tuple(tuple(x - t if r == i else x for x in row) for r, row in enumerate(m))))
        for j in range(cols):
            for t in range(1, min(row[j] for row in m) + 1):
                opts.append(g(tuple(tuple(x - t if c == j else x for c, x in enumerate(row)) for row in m)))
        return mex(opts)

    return g(tuple(map(tuple, m)))


def test_the_same_answers_as_the_cli():
    r = simnim.fukuyama("1-2,2-3,1-3,3-4", [3, 2, 5, 1], 1)
    c = cli_json("value", "--game", "fukuyama", "--edges", "1-2,2-3,1-3,3-4", "--weights", "3,2,5,1", "--piece", "1")
    for key in ("outcome", "value", "moves", "method", "explanation"):
        assert r[key] == c[key], key
    for rule in ("ferguson", "holladay", "partizan"):
        r = simnim.matrix_nim([[3, 4], [5, 6]], rule=rule)
        c = cli_json("value", "--game", "matrix", "--rule", rule, "--rows", "3,4;5,6")
        assert (r["outcome"], r["value"], r["moves"]) == (c["outcome"], c["value"], c["moves"]), rule
    assert simnim.matrix_nim("1,1;0,0", "partizan")["value"] is None


def test_fukuyama_against_the_naive_solver():
    rng = random.Random(2003)
    for _ in range(60):
        n = rng.randint(2, 4)
        edges = []
        while len(edges) < rng.randint(1, 5):
            a, b = rng.sample(range(1, n + 1), 2)
            edges.append((a, b))
        weights = [rng.randint(0, 3) for _ in edges]
        piece = rng.choice(edges)[0]
        r = simnim.fukuyama(edges, weights, piece)
        v = naive_fukuyama(tuple(edges), weights, piece)
        assert r["value"] == v and r["outcome"] == ("P" if v == 0 else "N"), (edges, weights, piece)
        for m in r["moves"]:
            ends = tuple(int(x) for x in m["ends"])
            assert ends == edges[m["edge"]] and int(m["piece"]) in ends
            assert naive_fukuyama(tuple(edges), m["weights"], int(m["piece"])) == 0
    # Parallel edges between two vertices are Nim (the thesis's Figure 3.1).
    assert simnim.fukuyama([("a", "b")] * 3, [7, 9, 12], "a")["value"] == 7 ^ 9 ^ 12


def test_ferguson_against_the_naive_solver_and_holladay_one_column_is_nim():
    for m in itertools.product(range(4), repeat=4):
        rows = [list(m[:2]), list(m[2:])]
        assert simnim.matrix_nim(rows)["value"] == naive_ferguson(rows), rows
    assert simnim.matrix_nim([[3], [5], [6]], rule="holladay")["value"] == 0
    assert simnim.matrix_nim("7;9;12", rule="holladay")["value"] == 7 ^ 9 ^ 12


def wythoff_p(a, b):
    """Wythoff's P-positions with Python's exact integers: min = floor(d * phi), d = |a - b|."""
    lo, d = min(a, b), abs(a - b)
    return lo == (d + isqrt(5 * d * d)) // 2


def test_wythoff_at_huge_piles_with_exact_integers():
    rng = random.Random(1907)
    for _ in range(300):
        a, b = rng.randrange(2**64), rng.randrange(2**64)
        if rng.random() < 0.3:
            k = rng.randrange(2**61)
            a = (k + isqrt(5 * k * k)) // 2
            b = a + k + rng.choice([0, 0, 1])
        r = simnim.wythoff(a, b)
        assert r["outcome"] == ("P" if wythoff_p(a, b) else "N"), (a, b)
        assert r["value"] is None and "not computed" in r["note"]
        for m in r["moves"]:
            x, y = m["result"]
            assert wythoff_p(x, y) and (x <= a and y <= b) and (x < a or y < b)
            assert x == a or y == b or a - x == b - y
        assert (not r["moves"]) == wythoff_p(a, b)
    small = simnim.wythoff(4, 7)
    assert small["outcome"] == "P" and small["value"] == 0


@pytest.mark.parametrize(
    "call",
    [
        lambda: simnim.fukuyama("1-1", [3], 1),
        lambda: simnim.fukuyama([(1, 1)], [3], 1),
        lambda: simnim.fukuyama("1-2", [3, 4], 1),
        lambda: simnim.fukuyama("1-2", [-3], 1),
        lambda: simnim.fukuyama("1-2", [3], 9),
        lambda: simnim.fukuyama("", [], 1),
        lambda: simnim.fukuyama([(1, 2, 3)], [3], 1),
        lambda: simnim.fukuyama([(1.5, 2)], [3], 1),
        lambda: simnim.fukuyama("1-2", "3", 1),
        lambda: simnim.fukuyama("1-2", [3], None),
        lambda: simnim.matrix_nim("1,2;3"),
        lambda: simnim.matrix_nim([[1, 2], [3]]),
        lambda: simnim.matrix_nim([]),
        lambda: simnim.matrix_nim([[]]),
        lambda: simnim.matrix_nim([[1, 2, 3], [4, 5, 6]], rule="partizan"),
        lambda: simnim.matrix_nim([[1]], rule="chess"),
        lambda: simnim.matrix_nim([[1]], rule=None),
        lambda: simnim.matrix_nim([[-1]]),
        lambda: simnim.matrix_nim([["1"]]),
        lambda: simnim.wythoff(-1, 2),
        lambda: simnim.wythoff(2**64, 2),
        lambda: simnim.wythoff("3", 5),
    ],
)
def test_bad_input_is_a_simnim_error(call):
    with pytest.raises(simnim.SimnimError) as e:
        call()
    assert str(e.value)


def test_refusals_are_limit_errors():
    with pytest.raises(simnim.LimitError):
        simnim.matrix_nim([[30] * 3] * 3)
    with pytest.raises(simnim.LimitError):
        simnim.fukuyama("1-2", [2**64 - 1], 1)
    with pytest.raises(simnim.LimitError):
        simnim.fukuyama([(0, 1), (0, 2)], [3000, 3000], 0)
