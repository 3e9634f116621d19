"""simnim from Python, checked against the CLI (the same solver as a process) and against
the papers: labels, coercion, numpy tables, errors, pickling, the GIL released during a
search, the miner's JSON, and the docstrings' examples."""
# Item numbers without a paper name are E&S's (cites: es1996).

import doctest
import os
import pickle
import subprocess
import threading

import numpy as np
import pytest

import simnim

CLI = os.environ.get("SIMNIM_CLI", "target/release/simnim")
EX33 = "{1,2,3},{2,3,4},{3,4,5},{1,5}"


def cli(*args):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True).stdout.strip().splitlines()


def test_the_readme_line_prints_the_clis_answer():
    c = simnim.Complex.coerce("{1,2,3},{2,3,4}")
    assert simnim.analyze(c, [1, 2, 3, 4]).outcome == cli("outcome", "--complex", "{1,2,3},{2,3,4}", "--piles", "1,2,3,4")[-1]


def test_value_table_equals_the_clis_values_position_by_position():
    text = "{1,2},{2,3,4},{1,4}"
    t = simnim.value_table(simnim.Complex.coerce(text), 5)
    assert t.shape == (6, 6, 6, 6) and t.dtype == np.uint64
    for p in np.ndindex(*t.shape):
        if sum(p) % 7 == 0 or max(p) == 5 and sum(p) % 3 == 0:
            piles = ",".join(map(str, p))
            assert int(t[p]) == int(cli("value", "--complex", text, "--piles", piles)[-1]), p
    # P-positions are exactly the zeros of the table, in lexicographic order.
    pp = simnim.ppositions(text, 5)
    assert [tuple(r) for r in pp] == [p for p in np.ndindex(*t.shape) if t[p] == 0]


def test_pointed_circuits_example_3_3():
    c = simnim.Complex.coerce(EX33)
    a = simnim.analyze(c, [3, 1, 2, 1, 4])
    assert a.outcome == "N" and a.moves == [[3, 1, 2, 1, 3]]
    assert "3.2" in a.method or "ointed" in a.method
    assert sorted(map(sorted, simnim.circuits(c))) == [[1, 3, 5], [1, 4], [2, 5]]


def test_labels_are_kept_and_vertex_order_is_the_papers():
    c = simnim.Complex.from_facets([["b", "c"], ["a", "b"]])
    assert c.vertices == ("a", "b", "c") and str(c) in ("{b,c},{a,b}", "{a,b},{b,c}")
    assert simnim.Complex.from_facets([[10, 2], [2, 3]]).vertices == (2, 3, 10)
    mixed = simnim.Complex.from_facets([[(0, 1), "x"], ["x", 7]])
    assert len(mixed) == 3 and mixed.vertices[0] == (0, 1)
    assert simnim.outcome(mixed, [1, 0, 1]) == "P" and simnim.outcome(mixed, [1, 1, 0]) == "N"

    class Sage:
        def facets(self):
            return [(3, 1), (2, 3)]

    assert simnim.Complex.coerce(Sage()) == simnim.Complex.coerce("{1,3},{2,3}")
    assert simnim.Complex.coerce([[1, 2], [2, 3]]) == simnim.Complex.coerce("{1,2},{2,3}")
    assert simnim.family("cn:5,2") == simnim.Complex.coerce("{1,2},{2,3},{3,4},{4,5},{5,1}")


def test_errors_are_simnim_errors_with_the_cores_message():
    with pytest.raises(simnim.SimnimError, match="piles"):
        simnim.analyze("{1,2}", [1, 2, 3])
    with pytest.raises(simnim.SimnimError):
        simnim.Complex.coerce("{1,2")
    with pytest.raises(ValueError):
        simnim.family("cn:2,5")
    with pytest.raises(simnim.SimnimError):
        simnim.Complex.from_facets([])


def test_a_refused_search_raises_within_seconds():
    import time

    start = time.monotonic()
    with pytest.raises(simnim.LimitError) as e:
        simnim.value_table("{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}", 1000)
    assert issubclass(simnim.LimitError, simnim.SimnimError)
    assert "limit" in str(e.value)
    assert time.monotonic() - start < 10


def test_a_complex_pickles_and_hashes():
    c = simnim.Complex.from_facets([["a", "b", "c"], ["c", "d"]])
    back = pickle.loads(pickle.dumps(c))
    assert back == c and hash(back) == hash(c) and back.vertices == c.vertices
    assert {c: 1}[back] == 1


def test_the_gil_is_released_during_a_search():
    c = simnim.family("cn:6,2")
    done = threading.Event()
    result = {}

    def work():
        result["t"] = simnim.value_table(c, 11, threads=1)
        done.set()

    t = threading.Thread(target=work)
    t.start()
    ticks = 0
    while not done.is_set():
        ticks += 1
        sum(range(100))
    t.join()
    assert result["t"].shape == (12,) * 6
    # With the GIL held by the search this thread could not have run meanwhile.
    assert ticks > 1000, ticks


def test_conjecture_returns_the_clis_json():
    r = simnim.conjecture(EX33, 5)
    assert r["status"] == "verified" and r["trained_max"] == 5 and r["verified_max"] == 8
    import json

    out = json.loads(subprocess.run([CLI, "conjecture", "--complex", EX33, "--max", "5", "--json"],
                                    check=True, capture_output=True, text=True).stdout)
    assert {k: out[k] for k in r} == r
    f = r["formula"]
    for p in np.ndindex(*(9,) * 5):
        assert (p[0] == p[2] + p[3] and p[4] == p[1] + p[2]) == _holds(f, p)


def _path_values(k):
    """Nim values of the path a-b-c (facets {a,b}, {b,c}) on [0, k]^3, by brute force."""
    g = {}
    for p in sorted(np.ndindex(k + 1, k + 1, k + 1), key=sum):
        a, b, c = p
        opts = {g[(x, y, c)] for x in range(a + 1) for y in range(b + 1) if (x, y) != (a, b)}
        opts |= {g[(a, y, z)] for y in range(b + 1) for z in range(c + 1) if (y, z) != (b, c)}
        g[p] = next(v for v in range(len(opts) + 1) if v not in opts)
    return g


def test_conjecture_values_returns_the_clis_json_and_its_pieces_hold():
    r = simnim.conjecture("{1,2},{2,3}", 6, values=True)
    import json

    out = json.loads(subprocess.run([CLI, "conjecture", "--values", "--complex", "{1,2},{2,3}", "--max", "6",
                                     "--json"], check=True, capture_output=True, text=True).stdout)
    assert {k: out[k] for k in r} == r
    assert r["status"] == "none" and r["verified_max"] == 9
    g = _path_values(9)
    for piece in r["pieces"]:
        for p, v in g.items():
            if _holds(piece["when"], p):
                said = 0
                for t in piece["value"]:
                    said ^= _term(t, p)
                assert said == v, (piece["text"], p)
    for p, v in r["unexplained"]:
        assert g[tuple(p)] == v
    with pytest.raises(simnim.SimnimError, match="values must be True or False"):
        simnim.conjecture("{1,2},{2,3}", 6, values="yes")


def _term(t, p):
    if isinstance(t, int):
        return t
    (k, v), = t.items()
    if k == "x":
        return p[v]
    if k == "add":
        return sum(_term(u, p) for u in v)
    raise AssertionError(k)


def _holds(f, p):
    if f is True:
        return True
    (k, v), = f.items()
    if k == "and":
        return all(_holds(g, p) for g in v)
    if k == "eq":
        return _term(v[0], p) == _term(v[1], p)
    if k == "le":
        return _term(v[0], p) <= _term(v[1], p)
    raise AssertionError(k)


def test_prove_returns_the_clis_json_and_a_certificate_z3_rechecks(tmp_path):
    import json
    import shutil

    r = simnim.prove(EX33, max=4)
    assert r["status"] == "proved" and r["bound"] is None and "Presburger" in r["method"]
    out = json.loads(subprocess.run([CLI, "prove", "--complex", EX33, "--max", "4", "--json"],
                                    check=True, capture_output=True, text=True).stdout)
    assert out["status"] == r["status"] and out["formula"] == r["formula"]
    assert [o["status"] for o in out["obligations"]] == [o["status"] for o in r["obligations"]]
    # Every file the manifest lists, with the answer it lists: obligations unsat, their
    # controls sat (the shared part is consistent); every .smt2 file listed.
    rows = [line.split("\t") for line in r["certificate"]["MANIFEST.tsv"].splitlines()[1:] if line]
    expected = {row[0]: row[1] for row in rows}
    smt = sorted(name for name in r["certificate"] if name.endswith(".smt2"))
    assert smt and sorted(name for name, answer in expected.items() if answer != "-") == smt
    assert {expected[name] for name in smt} == {"unsat", "sat"}
    z3 = shutil.which("z3")
    for name in smt:
        if z3:
            (tmp_path / name).write_text(r["certificate"][name])
            got = subprocess.run([z3, str(tmp_path / name)], capture_output=True, text=True).stdout.strip()
            assert got == expected[name], name
    # A formula given as a dict: wrong by one, refuted at a position the engines confirm.
    wrong = {"and": [{"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}, 1]}]}, {"eq": [{"add": [{"x": 1}, {"x": 2}]}, {"x": 4}]}]}
    w = simnim.prove(EX33, wrong)
    assert w["status"] == "refuted" and w["counterexample"]["truth"] in ("P", "N")
    # Theorem 4.4, no solver needed to decide.
    assert simnim.prove("{1},{2},{3}", max=3)["method"].startswith("E&S Theorem 4.4")


def test_prove_explains_bad_arguments_and_a_missing_solver(monkeypatch):
    for args, kwargs in [((EX33,), {}), ((EX33, "{eq: 1"), {}), ((EX33, {"eq": [{"x": 9}, 1]}), {}),
                         ((EX33,), {"max": -1}), ((EX33,), {"max": 4, "timeout": 0}), ((EX33,), {"max": "4"})]:
        with pytest.raises(simnim.SimnimError):
            simnim.prove(*args, **kwargs)
    monkeypatch.setenv("SIMNIM_SOLVER", "/no/such/z3")
    with pytest.raises(simnim.SimnimError, match="z3"):
        simnim.prove(EX33, max=4)


def test_the_docstrings_examples_run():
    failures, tried = doctest.testmod(simnim)
    assert tried >= 3 and failures == 0


def test_a_complex_travels_through_a_dask_worker():
    distributed = pytest.importorskip("distributed")
    c = simnim.family("cn:5,2")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            back, out = client.submit(lambda x: (x, simnim.outcome(x, [1, 2, 3, 4, 5])), c).result(timeout=120)
    assert back == c and back.vertices == c.vertices
    assert out == simnim.outcome(c, [1, 2, 3, 4, 5])


def _brute_canon(facets, n):
    """The least sorted list of relabelled facets over every relabelling (brute force)."""
    import itertools

    masks = [sum(1 << (int(v) - 1) for v in f.split(",")) for f in facets.strip("{}").split("},{")]
    best = None
    for p in itertools.permutations(range(n)):
        m = sorted(sum(1 << p[v] for v in range(n) if f >> v & 1) for f in masks)
        if best is None or m < best:
            best = m
    return tuple(best)


def test_census_of_five_vertices_is_180_classes_and_shards_make_the_whole():
    whole = simnim.census(5)
    assert len(whole) == 180
    assert len({_brute_canon(r["facets"], 5) for r in whole}) == 180, "pairwise non-isomorphic"
    assert [len(simnim.census(n)) for n in range(1, 5)] == [1, 2, 5, 20]
    shards = [r for i in (1, 2, 3) for r in simnim.census(5, shard=(i, 3))]
    assert shards == whole
    assert simnim.census(5, threads=1) == whole
    with pytest.raises(simnim.SimnimError, match="1 to 7 vertices"):
        simnim.census(8)
    with pytest.raises(simnim.SimnimError, match="shard"):
        simnim.census(5, shard=(4, 3))
    with pytest.raises(simnim.LimitError, match="over the budget"):
        simnim.census(7)
    for bad in (dict(vertices=-1), dict(vertices=5, max=0), dict(vertices=5, shard=(0, 3)), dict(vertices=5, limit=0)):
        with pytest.raises(simnim.SimnimError):
            simnim.census(**bad)


def test_census_agrees_with_the_cli():
    import json

    out = subprocess.run([CLI, "census", "--vertices", "4", "--json"], capture_output=True, text=True, check=True).stdout
    assert [json.loads(line) for line in out.splitlines()] == simnim.census(4)


def test_census_on_a_dask_cluster_equals_the_local_run():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            remote = simnim.census(5, client=client, shards=5, batch=2)
    assert remote == simnim.census(5)


BAD_PILES = [
    [-1, 0, 0, 0, 0],
    [0, 0, 0, 0, 2**64],
    [0, 0, 1.5, 0, 0],
    [0, 0, "3", 0, 0],
    [0, 0, None, 0, 0],
    [True, 0, 0, 0, 0],
    [0, 0, 0],
    [0] * 9,
    "3,1,2,1,4",
    5,
    None,
]
BAD_COUNTS = [-3, -1, 2**64, 1.5, "4", None, True, [3]]


@pytest.mark.parametrize("piles", BAD_PILES, ids=repr)
@pytest.mark.parametrize("fn", ["analyze", "outcome", "value"])
def test_bad_piles_raise_simnim_error(fn, piles):
    c = simnim.family("ex3.3")
    with pytest.raises(simnim.SimnimError) as e:
        getattr(simnim, fn)(c, piles)
    assert str(e.value), "a message"


@pytest.mark.parametrize("bad", BAD_COUNTS, ids=repr)
def test_bad_boxes_and_counts_raise_simnim_error(bad):
    c = simnim.family("ex3.3")
    calls = [
        lambda: simnim.value_table(c, bad),
        lambda: simnim.ppositions(c, bad),
        lambda: simnim.conjecture(c, bad),
        lambda: simnim.census(bad),
    ]
    if bad is not None:  # threads=None is the default
        calls.append(lambda: simnim.analyze(c, [1, 0, 0, 0, 0], threads=bad))
    for call in calls:
        with pytest.raises(simnim.SimnimError):
            call()


@pytest.mark.parametrize("bad", ["cn:", "cn:2", "nope:3", "", 3, None])
def test_bad_family_names_raise_simnim_error(bad):
    with pytest.raises(simnim.SimnimError):
        simnim.family(bad)


def test_negative_piles_in_analyze_are_a_simnim_error():
    c = simnim.Complex.coerce("{1,2,3},{2,3,4},{3,4,5},{1,5}")
    with pytest.raises(simnim.SimnimError, match="non-negative"):
        simnim.analyze(c, [-1, 0, 0, 0, 0])
    with pytest.raises(simnim.SimnimError, match="non-negative"):
        simnim.value_table(c, -3)
