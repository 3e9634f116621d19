"""census(..., out=DIR): the shard files of the census runner from Python, locally and on
a Dask cluster of processes where a worker is killed mid-run (the nanny starts another, the
scheduler runs its shard again): the files and the summary equal the command line's
uninterrupted run, byte for byte; no file is half-written; the lines read back as a
DataFrame."""

import json
import os
import pathlib
import signal
import subprocess
import threading
import time

import pytest

import simnim

CLI = os.environ.get("SIMNIM_CLI", "target/release/simnim")


def files(d):
    return sorted(p.name for p in pathlib.Path(d).iterdir())


def cli_census(d, *extra):
    out = subprocess.run([CLI, "census", "--vertices", "6", "--shards", "64", "--json", "--out", str(d), *extra],
                         capture_output=True, text=True, check=True).stdout
    summary = json.loads(out.splitlines()[-1])
    summary.pop("out")
    return summary


def same_files(a, b):
    assert files(a) == files(b)
    for name in files(a):
        assert (pathlib.Path(a) / name).read_bytes() == (pathlib.Path(b) / name).read_bytes(), name


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli")
    return d, cli_census(d)


def test_a_local_run_writes_the_clis_files_and_summary(reference, tmp_path):
    ref, summary = reference
    got = simnim.census(6, out=tmp_path / "py", shards=64)
    got.pop("out")
    assert got == summary and got["classes"] == 16143
    same_files(ref, tmp_path / "py")
    frame = simnim.census_frame(tmp_path / "py")
    assert len(frame) == 16143 and int(frame["nim_regular"].sum()) == summary["nim_regular"]
    # A rerun computes nothing and says the same; another census there is refused.
    again = simnim.census(6, out=tmp_path / "py", shards=64)
    again.pop("out")
    assert again == summary
    with pytest.raises(simnim.SimnimError, match="holds another census"):
        simnim.census(5, out=tmp_path / "py", shards=64)
    counted = simnim.census(6, out=tmp_path / "count", shards=16, count=True)
    assert counted["classes"] == 16143
    with pytest.raises(simnim.SimnimError):
        simnim.census(6, out=tmp_path / "x", only="everything")
    with pytest.raises(simnim.SimnimError):
        simnim.census(6, count=True)


def test_a_worker_killed_mid_run_loses_nothing_and_writes_nothing_twice(reference, tmp_path):
    distributed = pytest.importorskip("distributed")
    ref, summary = reference
    d = tmp_path / "dask"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            result = {}

            def run():
                try:
                    result["summary"] = simnim.census(6, out=d, shards=64, client=client, batch=4)
                except BaseException as e:  # reported below
                    result["error"] = e

            t = threading.Thread(target=run)
            t.start()
            start = time.time()
            while len(list(d.glob("shard-*.jsonl"))) < 6 and time.time() - start < 120:
                time.sleep(0.01)
            pids = client.run(os.getpid)
            victim = sorted(pids.values())[0]
            os.kill(victim, signal.SIGKILL)
            killed_at = len(list(d.glob("shard-*.jsonl")))
            t.join(timeout=600)
            assert not t.is_alive(), "the census finished"
            assert "error" not in result, result.get("error")
            # The nanny started a new worker process.
            assert victim not in client.run(os.getpid).values()
    assert 6 <= killed_at < 64, f"the worker was killed mid-run ({killed_at} of 64 shards written)"
    got = result["summary"]
    got.pop("out")
    assert got == summary
    same_files(ref, d)
