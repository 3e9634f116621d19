"""simnim: Nim on simplicial complexes, from Python.

>>> import simnim
>>> c = simnim.Complex.coerce("{1,2,3},{2,3,4}")
>>> simnim.analyze(c, [1, 2, 3, 4]).outcome
'N'
>>> simnim.value(simnim.Complex.from_facets([["a"], ["b"]]), [3, 3])  # Nim: 3 xor 3
0
"""

from ._simnim import (
    Analysis,
    Complex,
    LimitError,
    SimnimError,
    analyze,
    circuits,
    family,
    nim_basis,
    outcome,
    ppositions,
    value,
    value_table,
)
from ._simnim import conjecture as _conjecture_json

__all__ = [
    "Analysis",
    "Complex",
    "LimitError",
    "SimnimError",
    "analyze",
    "circuits",
    "conjecture",
    "family",
    "nim_basis",
    "outcome",
    "ppositions",
    "value",
    "value_table",
]


def conjecture(c, max, verify=None):
    """The conjecture miner: the CLI's `simnim conjecture --json` object, as a dict.

    >>> r = conjecture(Complex.coerce("{1,2,3},{2,3,4},{3,4,5},{1,5}"), 5)
    >>> r["status"], r["text"].splitlines()[1]
    ('verified', 'n1 = n3 + n4, n2 + n3 = n5')
    """
    import json

    return json.loads(_conjecture_json(Complex.coerce(c), int(max), None if verify is None else int(verify)))
