"""simnim.widget.Playground from the Python side: the traits, the answer kept right as the
front end or Python changes them (a front-end message is `set_state`, as ipywidgets
delivers it), one shared solver per kernel, and the front end in headless Chromium
(tests/widget.mjs, through anywidget's render contract with a model double)."""

import doctest
import os
import shutil
import subprocess
import pathlib

import pytest

import simnim

widget = pytest.importorskip("simnim.widget")
HERE = pathlib.Path(__file__).parent


def test_docstring_examples_run():
    failures, tried = doctest.testmod(widget)
    assert tried >= 4 and failures == 0


def test_traits_follow_python_and_the_front_end():
    w = widget.Playground("{1,2},{2,3}", piles=[1, 1, 1])
    c = simnim.Complex.coerce("{1,2},{2,3}")
    assert (w.outcome, w.value) == (simnim.outcome(c, [1, 1, 1]), simnim.value(c, [1, 1, 1]))
    assert w.vertices == ["1", "2", "3"] and w.facets == [["1", "2"], ["2", "3"]]
    w.piles = [1, 0, 1]
    assert w.outcome == "P" and w.value == 0
    # What the front end sends when a move is played in the cell.
    w.set_state({"piles": [2, 0, 1]})
    assert w.piles == [2, 0, 1] and (w.outcome, w.value) == ("N", 3)
    w.set_state({"misere": True})
    assert w.outcome == simnim.outcome(c, [2, 0, 1], misere=True)
    w.set_state({"facets": [["1", "2", "3"], ["3", "4"]]})
    assert w.vertices == ["1", "2", "3", "4"] and w.piles == [1, 1, 1, 1]
    with pytest.raises(Exception, match="one per vertex"):
        w.piles = [1, 2]
    assert w.piles == [1, 1, 1, 1]
    # A refused search is shown, not raised (an open problem's huge box).
    big = widget.Playground("{1,2},{2,3},{3,4},{4,5},{5,6},{1,6}", piles=[10**6] * 6)
    assert big.outcome == "" and big.value is None and "positions" in big.explanation


def test_the_solver_is_shared_by_every_widget():
    a, b = widget.Playground(), widget.Playground([["x", "y"], ["y", "z"]], piles=[3, 1, 2])
    assert a._solver is b._solver
    assert a._solver.wasm[:4] == b"\0asm" and "wasm_bindgen" in a._solver.glue
    state = b.get_state()
    assert state["_solver"] == "IPY_MODEL_" + a._solver.model_id
    assert b.outcome == simnim.outcome(simnim.Complex.coerce([["x", "y"], ["y", "z"]]), [3, 1, 2])


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node and headless Chromium")
def test_the_front_end_in_headless_chromium():
    cli = os.environ.get("SIMNIM_CLI", "target/release/simnim")
    r = subprocess.run(["node", str(HERE / "widget.mjs"), str(pathlib.Path(widget.__file__).parent / "static"), cli],
                       capture_output=True, text=True, timeout=300)
    print(r.stdout, r.stderr)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "widget: 4 passed" in r.stdout
