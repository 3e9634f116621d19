"""The public API under arbitrary arguments (hypothesis): every function and the widget's
constructor either answers or raises SimnimError with a message; a widget trait given a bad
value raises TraitError with the solver's message and keeps its value. No TypeError,
ValueError of another kind, OverflowError or crash leaks through. Derandomized: every run
tries the same examples, so a failure is reproducible and never depends on the run."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import simnim

# Small numbers keep every valid call quick; the rest is what goes wrong.
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=3)
    | st.sampled_from([2**63, 2**64, 2**64 - 1, 2**70, -(2**64)])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=6)
    | st.sampled_from(["{1,2},{2,3}", "{1,2", "cn:5,2", "ex3.3", "{}", "{1},{1}"])
)
junk = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner), max_leaves=10)
complexes = junk | st.sampled_from(["{1,2},{2,3}", "{1,2,3},{2,3,4}", "{a,b},{c}"])

CALLS = {
    "analyze": lambda c, x, y: simnim.analyze(c, x, misere=y),
    "outcome": lambda c, x, y: simnim.outcome(c, x, threads=y),
    "value": lambda c, x, y: simnim.value(c, x),
    "value_table": lambda c, x, y: simnim.value_table(c, x, threads=y),
    "ppositions": lambda c, x, y: simnim.ppositions(c, x),
    "conjecture": lambda c, x, y: simnim.conjecture(c, x, verify=y),
    "census": lambda c, x, y: simnim.census(x, max=y),
    "census shard": lambda c, x, y: simnim.census(3, shard=x, limit=y),
    "family": lambda c, x, y: simnim.family(x),
    "circuits": lambda c, x, y: simnim.circuits(c),
    "nim_basis": lambda c, x, y: simnim.nim_basis(c),
    "Complex.coerce": lambda c, x, y: simnim.Complex.coerce(c),
    "Complex.from_facets": lambda c, x, y: simnim.Complex.from_facets(c),
    "fukuyama": lambda c, x, y: simnim.fukuyama(c, x, y),
    "fukuyama pairs": lambda c, x, y: simnim.fukuyama([(1, 2), x], [y, 1], 1),
    "matrix_nim": lambda c, x, y: simnim.matrix_nim(x, rule=y),
    "matrix_nim rows": lambda c, x, y: simnim.matrix_nim([[x, 1], [1, y]], rule="partizan"),
    "wythoff": lambda c, x, y: simnim.wythoff(x, y),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_every_function_answers_or_raises_simnim_error(name):
    call = CALLS[name]

    @settings(max_examples=300, deadline=None, database=None, derandomize=True)
    @given(c=complexes, x=junk, y=junk)
    def run(c, x, y):
        try:
            call(c, x, y)
        except simnim.SimnimError as e:
            assert str(e), f"{name}: an empty message"

    run()


widget = pytest.importorskip("simnim.widget")


@settings(max_examples=300, deadline=None, database=None, derandomize=True)
@given(c=complexes, piles=junk, misere=junk)
def test_the_widget_constructor_answers_or_raises_simnim_error(c, piles, misere):
    try:
        widget.Playground(c, piles=piles, misere=misere)
    except simnim.SimnimError as e:
        assert str(e)


@settings(max_examples=300, deadline=None, database=None, derandomize=True)
@given(piles=junk, facets=junk)
def test_bad_trait_values_are_trait_errors_and_change_nothing(piles, facets):
    import traitlets

    w = widget.Playground("{1,2},{2,3}", piles=[1, 0, 1])
    for trait, value in [("piles", piles), ("facets", facets)]:
        before = (w.piles, w.facets, w.outcome)
        try:
            setattr(w, trait, value)
        except traitlets.TraitError as e:
            assert str(e) and (w.piles, w.facets, w.outcome) == before
        else:
            assert len(w.piles) == len(w.vertices), "an accepted value leaves one pile per vertex"


@pytest.mark.parametrize("shard", [(1, 2**63), (2**63, 2**63), (2**64 - 1, 2**64 - 1), (1, 10**6 + 1)])
def test_a_huge_number_of_shards_is_refused_not_a_panic(shard):
    # Found by the property test: the shard's slice of the jobs overflowed.
    with pytest.raises(simnim.SimnimError, match="1 ≤ I ≤ M ≤ 1000000"):
        simnim.census(3, shard=shard)
    assert simnim.census(3, shard=(10**6, 10**6)) == [] or len(simnim.census(3, shard=(10**6, 10**6))) <= 5
