"""simnim.widget.Playground: the playground in a notebook cell (anywidget).

>>> from simnim.widget import Playground
>>> w = Playground("{1,2},{2,3}", piles=[1, 1, 1])
>>> w.outcome, w.value
('N', 3)
>>> w.piles = [1, 0, 1]          # the cell redraws and answers; so does Python
>>> w.outcome
'P'

The traits `facets`, `vertices`, `piles`, `misere`, `outcome` and `value` are synced both
ways: setting `piles` from Python updates the cell, and a move played in the cell sets
`piles` here. The wasm solver goes to the notebook once (the shared `_solver` widget), and
every cell runs it in one Web Worker.
"""

import pathlib

import anywidget
import ipywidgets
import traitlets

from . import Complex, SimnimError, _piles, analyze

_STATIC = pathlib.Path(__file__).parent / "static"


class _Solver(anywidget.AnyWidget):
    """The wasm solver and its wasm-bindgen glue, sent to the notebook once."""

    _esm = "export default {};"
    wasm = traitlets.Bytes(b"").tag(sync=True)
    glue = traitlets.Unicode("").tag(sync=True)


_shared = None


def _solver():
    global _shared
    if _shared is None:
        wasm = _STATIC / "solver_bg.wasm"
        if not wasm.exists():
            raise SimnimError("the widget's solver was not built into this package (run `make widget`, then reinstall)")
        _shared = _Solver(wasm=wasm.read_bytes(), glue=(_STATIC / "solver.js").read_text())
    return _shared


def _label(v):
    return int(v) if isinstance(v, str) and v.lstrip("-").isdigit() else v


class Playground(anywidget.AnyWidget):
    """A complex with its piles and the answer, in a notebook cell.

    `complex` is anything `Complex.coerce` takes (default: the path {1,2},{2,3}); `piles`
    one per vertex in `Complex.vertices` order (default: 1 each).
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"
    facets = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    vertices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    piles = traitlets.List().tag(sync=True)
    misere = traitlets.Bool(False).tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)
    value = traitlets.Int(None, allow_none=True).tag(sync=True)
    explanation = traitlets.Unicode("").tag(sync=True)
    _solver = traitlets.Instance(_Solver).tag(sync=True, **ipywidgets.widget_serialization)

    def __init__(self, complex=None, piles=None, misere=False, **kwargs):
        if not isinstance(misere, bool):
            raise SimnimError(f"misere is True or False, not {misere!r}")
        c = Complex.coerce("{1,2},{2,3}" if complex is None else complex)
        labels = [str(v) for v in c.vertices]
        if len(set(labels)) != len(labels):
            raise SimnimError("two vertices print the same; give them distinct names")
        piles = _piles(piles) if piles is not None else [1] * len(labels)
        if len(piles) != len(labels):
            raise SimnimError(f"piles: {len(labels)} numbers ≥ 0, one per vertex of {labels}, not {len(piles)}")
        self._complex = c
        super().__init__(
            facets=[[str(v) for v in f] for f in c.facets()],
            vertices=labels,
            piles=piles,
            misere=bool(misere),
            _solver=_solver(),
            **kwargs,
        )
        self._answer()

    @property
    def complex(self):
        """The complex on screen."""
        return self._complex

    @traitlets.validate("piles")
    def _valid_piles(self, proposal):
        try:
            piles = _piles(proposal["value"])
        except SimnimError as e:
            raise traitlets.TraitError(f"piles: {e}") from None
        n = len(self.vertices) if self.vertices else len(piles)
        if len(piles) != n:
            raise traitlets.TraitError(f"piles: {n} numbers ≥ 0, one per vertex of {self.vertices}")
        return piles

    @traitlets.validate("facets")
    def _valid_facets(self, proposal):
        try:
            Complex.from_facets([[_label(v) for v in f] for f in proposal["value"]])
        except SimnimError as e:
            raise traitlets.TraitError(f"facets: {e}") from None
        return proposal["value"]

    @traitlets.observe("facets")
    def _new_facets(self, change):
        if change["new"] == [[str(v) for v in f] for f in self._complex.facets()]:
            return
        # Digit labels are numbers again (so that 10 comes after 9).
        c = Complex.from_facets([[_label(v) for v in f] for f in change["new"]])
        self._complex = c
        labels = [str(v) for v in c.vertices]
        with self.hold_trait_notifications():
            if labels != self.vertices:
                self.vertices = labels
                self.piles = [1] * len(labels)
        self._answer()

    @traitlets.observe("piles", "misere")
    def _changed(self, _change):
        self._answer()

    def _answer(self):
        if len(self.piles) != len(self.vertices):
            return
        try:
            a = analyze(self._complex, self.piles, misere=self.misere)
        except SimnimError as e:
            # Refused (too big, no theorem): the cell shows the same message; nothing raises.
            self.outcome, self.value, self.explanation = "", None, str(e)
            return
        self.outcome, self.value, self.explanation = a.outcome, a.value, a.explanation
