"""The diagnosis engine's parts on made-up evidence: each finder names what it should and
stays silent on the right answer (the corpus tests run the engine as graders do)."""

from __future__ import annotations

import math
import warnings
import zlib
from typing import Any

import numpy as np
import pytest

from grader.errors import Evidence
from grader.inputs.cases import Case
from grader.judging import exceptions, ledger, patterns, relations
from grader.judging.diagnoses import DIAGNOSES, GENERIC, generic_text
from grader.judging.explain import explain
from grader.outcomes import CheckResult

RNG = np.random.default_rng(5)


@pytest.fixture(autouse=True)
def _rng_of_its_own(request):
    """Each test draws from ``RNG`` as if it ran alone: the generator is reseeded from the
    test's name, so what a test draws never depends on which tests ran before it on its
    xdist worker (a shared stream made three tests fail one run in five or so)."""
    RNG.bit_generator.state = np.random.default_rng(zlib.crc32(request.node.name.encode())).bit_generator.state
Q, K = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
SCORES = Q @ K.T / 2.0  # d_k = 4


def _keys(found: list[tuple[str, dict]]) -> list[str]:
    return [key for key, _ in found]


@pytest.mark.parametrize("got,key", [
    (SCORES / 2.0, "ratio:1/sqrt(d_k)"),  # divided by d_k
    (SCORES * 2.0, "ratio:sqrt(d_k)"),  # not divided
    (SCORES * 2.0 / math.sqrt(5), "ratio:sqrt(d_k)/sqrt(S)"),
    (SCORES * 0.37, "ratio:constant"),
    (SCORES * (1 + 4e-8), "float32-precision"),
    (SCORES + 0.5, "offset"),
    (np.clip(SCORES, -0.5, 0.5), "clipped"),
    (SCORES * 2.0 - 0.5 * math.log(4), "scaled-offset"),  # unscaled, and shifted by -0.5 log d_k (log space)
    (SCORES * 0.9 + np.arange(5) * 0.1, "scaled-offset"),  # times 0.9, plus a vector (label smoothing's shape)
])
def test_value_relations_name_the_relation(got, key):
    found = _keys(relations.value_relations(got, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert key in found, found
    assert relations.value_relations(SCORES.copy(), SCORES, "scaled_scores", (Q, K), {}, 1e-12) == []


def test_a_blockwise_softmax_and_a_half_precision_cast_are_named_and_their_look_alikes_are_not():
    x = RNG.standard_normal((3, 6))
    weights = np.exp(x) / np.exp(x).sum(-1, keepdims=True)
    blocks = np.concatenate([np.exp(x[:, i:i + 2]) / np.exp(x[:, i:i + 2]).sum(-1, keepdims=True) for i in (0, 2, 4)], -1)
    found = relations.value_relations(blocks / 3, weights, "stable_softmax", (x,), {}, 1e-12)
    assert ("blocks-apart", {"size": 2}) in found
    rows = weights * np.array([[0.5], [2.0], [1.5]])  # one factor per row: no blocks
    assert "blocks-apart" not in _keys(relations.value_relations(rows, weights, "stable_softmax", (x,), {}, 1e-12))
    assert "blocks-apart" not in _keys(relations.value_relations(weights.copy(), weights, "stable_softmax", (x,), {}, 1e-12))
    small = np.array([[3.0, 1.0, 5.0], [2.0, 0.0, 1.0]])
    doubled = small * np.array([1.0, 1.0, 2.0])  # only the last key's score changed: a block of one key shows nothing
    wrong = np.exp(doubled) / np.exp(doubled).sum(-1, keepdims=True)
    right = np.exp(small) / np.exp(small).sum(-1, keepdims=True)
    assert "blocks-apart" not in _keys(relations.value_relations(wrong, right, "stable_softmax", (small,), {}, 1e-12))
    scores = SCORES.astype(np.float32)
    bf16 = (scores.view(np.uint32) + 0x7FFF + ((scores.view(np.uint32) >> 16) & 1)) & 0xFFFF0000  # round to bfloat16
    found = relations.value_relations(bf16.view(np.float32), scores, "mask_scores", (scores, np.ones((3, 5), bool)), {}, 1e-6)
    assert _keys(found)[-1:] == ["half-precision"] and "rounded" not in _keys(found)
    halves = scores.astype(np.float16).astype(np.float32)
    assert "half-precision" in _keys(relations.value_relations(halves, scores, "scaled_scores", (Q, K), {}, 1e-6))
    steps = np.round(scores * 128) / 128  # a grid of steps, not half precision's bits
    assert "half-precision" not in _keys(relations.value_relations(steps, scores, "scaled_scores", (Q, K), {}, 1e-6))


def test_q_and_k_each_divided_by_a_quarter_power_read_with_the_wrong_precedence_are_named():
    q, k = RNG.standard_normal((3, 8)), RNG.standard_normal((5, 8))
    raw, d_k = q @ k.T, 8
    for got, name in ((raw / d_k / 4 / d_k / 4, "sqrt(d_k)/(4*d_k)^2"),  # q / d_k ** 1/4 and k / d_k ** 1/4, inline
                      (raw / (d_k / 4) / (d_k / 4), "sqrt(d_k)/(d_k/4)^2")):  # scale = d_k ** 1/4, computed first
        keys = _keys(relations.value_relations(got, raw / math.sqrt(d_k), "scaled_scores", (q, k), {}, 1e-12))
        assert f"ratio:{name}" in keys and "ratio:constant" in keys[-1:], keys


def test_softmax_relations_log_exp_and_axis():
    x = RNG.standard_normal((3, 4))
    weights = np.exp(x) / np.exp(x).sum(-1, keepdims=True)
    assert "log-of-expected" in _keys(relations.value_relations(np.log(weights), weights, "stable_softmax", (x,), {}, 1e-12))
    columns = np.exp(x) / np.exp(x).sum(-2, keepdims=True)
    assert ("reduced-other-axis", {"axis": "axis -2"}) in relations.value_relations(columns, weights, "stable_softmax", (x,), {}, 1e-12)
    assert relations.axis_relations(weights.T.copy(), weights, 1e-12) == [("transposed", {})]
    cube = RNG.standard_normal((2, 3, 4))
    assert relations.axis_relations(np.transpose(cube, (1, 0, 2)), cube, 1e-12) == [("permuted", {"order": (1, 0, 2)})]
    assert relations.axis_relations(cube.copy(), cube, 1e-12) == []


def test_offsets_per_row_and_per_column_are_named_and_a_lone_value_is_not():
    per_row = relations.value_relations(SCORES - SCORES.max(-1, keepdims=True), SCORES, "scaled_scores", (Q, K), {}, 1e-12)
    assert [k for k, _ in per_row] == ["offset"] and "its own in each row" in per_row[0][1]["what"]
    bias = relations.value_relations(SCORES + np.arange(SCORES.shape[-1]), SCORES, "scaled_scores", (Q, K), {}, 1e-12)
    assert [k for k, _ in bias] == ["offset"] and "every row" in bias[0][1]["what"]
    lone = np.array([[0.3]])
    assert relations.value_relations(lone + 1, lone, "scaled_scores", (lone, lone), {}, 1e-12) == []


def test_rows_that_do_not_sum_to_one_are_an_epsilon_or_a_row_scale():
    x = RNG.standard_normal((4, 5))
    exps = np.exp(x - x.max(-1, keepdims=True))
    weights = exps / exps.sum(-1, keepdims=True)
    quiet = _keys(relations.value_relations(exps / (1 + exps.sum(-1, keepdims=True)), weights, "stable_softmax", (x,), {},
                                            1e-12))
    assert "epsilon" in quiet and "ratio:constant" not in quiet  # a gap of up to 1/2: not small, still an epsilon
    assert "row-scale" in _keys(relations.value_relations(exps, weights, "stable_softmax", (x,), {}, 1e-12))  # by the max
    assert "row-scale" not in _keys(relations.value_relations(weights.copy(), weights, "stable_softmax", (x,), {}, 1e-12))


def test_an_added_input_needs_rows_of_its_own():
    w = RNG.random((3, 1))
    v = RNG.standard_normal((1, 2))  # one value row: its mean is itself, so nothing tells the two apart
    assert "added-input" not in _keys(relations.value_relations(w @ v + v.mean(-2, keepdims=True), w @ v,
                                                                "weighted_mixture", (w, v), {}, 1e-12))
    x = RNG.standard_normal((3, 2))
    assert "added-input" in _keys(relations.value_relations(x + 2 * x, 2 * x, "weighted_mixture", (np.eye(3), x), {},
                                                            1e-12))


def test_differences_only_at_minus_inf_are_told_apart():
    want = np.array([[0.2, -np.inf, 0.5]])
    got = np.array([[0.2, -1e9, 0.5]])
    assert "only-at-special" in _keys(relations.value_relations(got, want, "mask_scores", (want, want > 0), {}, 1e-12))


def _noted(func: str, case: Case, failed: str) -> ledger.Noted:
    return ledger.Noted("numpy", func, case, failed)


def test_patterns_need_a_right_case_without_the_trait():
    flat = Case("scaled_scores", (Q, K))
    batched = Case("scaled_scores", (np.stack([Q, Q]), np.stack([K, K])))
    wrong = [_noted("scaled_scores", batched, "values")] * 2
    right = [_noted("scaled_scores", flat, "")] * 2
    found = dict(patterns.find("scaled_scores", [*right, *wrong]))
    assert "fails-with-leading-axes" in found and found["fails-with-leading-axes"](batched)
    assert not found["fails-with-leading-axes"](flat)
    assert patterns.find("scaled_scores", wrong) == []  # nothing right to compare
    assert patterns.find("scaled_scores", [*right, wrong[0]]) == []  # one wrong case: too little
    f32 = Case("scaled_scores", (Q.astype(np.float32), K.astype(np.float32)))
    assert "fails-in-float32" in dict(patterns.find("scaled_scores", [*right, *[_noted("scaled_scores", f32, "values")] * 2]))
    both = Case("scaled_scores", (np.stack([Q, Q]).astype(np.float32), np.stack([K, K]).astype(np.float32)))
    assert patterns.find("scaled_scores", [*right, *[_noted("scaled_scores", both, "values")] * 2]) == []  # which trait?


def test_exceptions_read_the_message_and_the_students_line():
    source = "def stable_softmax(scores, temperature=1.0):\n    m = scores.max(axis=-1)\n    return np.exp(scores - m)\n"
    raised = {"type": "ValueError", "message": "operands could not be broadcast together with shapes (2,3) (2,)",
              "where": "numpy_core.py:3"}
    found = exceptions.find(raised, source, "stable_softmax")
    assert _keys(found)[0] == "broadcast-after-reduction" and found[0][1]["line"] == "m = scores.max(axis=-1)"
    kept = source.replace("axis=-1)", "axis=-1, keepdims=True)")
    assert "broadcast-after-reduction" not in _keys(exceptions.find(raised, kept, "stable_softmax"))
    matmul = {"type": "ValueError", "where": "numpy_core.py:1",
              "message": "matmul: Input operand 1 has a mismatch in its core dimension 0"}
    assert _keys(exceptions.find(matmul, source, "stable_softmax"))[0] == "matmul-mismatch"
    axes = {"type": "IndexError", "message": "tuple index out of range", "where": "numpy_core.py:2"}
    assert _keys(exceptions.find(axes, source, "stable_softmax"))[:2] == ["fixed-ndim", "crash"]



def test_an_expand_with_minus_ones_for_axes_the_tensor_lacks_is_said_apart_from_a_larger_array():
    source = ("def mask_scores(scores, allowed):\n"
              "    visible = allowed.expand(*scores.shape[:-2], -1, -1)\n    return scores.masked_fill(~visible, 0)\n")
    lacks = {"type": "RuntimeError", "where": "torch_core.py:2",
             "message": "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0"}
    assert _keys(exceptions.find(lacks, source, "mask_scores"))[:2] == ["expand-keeps-missing-axis", "crash"]
    larger = {"type": "RuntimeError", "where": "torch_core.py:2",
              "message": "The expanded size of the tensor (3) must match the existing size (4) at non-singleton dimension 1."}
    assert _keys(exceptions.find(larger, source, "mask_scores"))[0] == "one-way-broadcast"

def _failed(func: str, evidence: Evidence, title: str = "t", exercise: str = "scaling") -> CheckResult:
    return CheckResult(id=title, exercise=exercise, track="numpy", title=title, points=1, hidden=False,
                       voids_exercise=False, status="failed", reason="r", evidence=evidence)


def test_one_slip_gets_one_cause_and_a_knock_on_takes_its_roots():
    ledger.start()
    values = [_failed("scaled_scores", Evidence("values", "scaled_scores", (Q, K), got=SCORES / 2, expected=SCORES), f"v{i}")
              for i in range(2)]
    changed = _failed("scaled_scores", Evidence("input-changed", "scaled_scores", (Q, K), detail={"argument": 0}), "in")
    raised = {"type": "ValueError", "bases": ["ValueError"], "message": "boom", "where": "numpy_core.py:2",
              "stack": [["attention", 9], ["scaled_scores", 2]]}
    downstream = _failed("attention", Evidence("raised", "attention", (Q, K, K), raised=raised), "a", "heads")
    explain([*values, changed, downstream], {"numpy": "def scaled_scores(q, k):\n    raise ValueError('boom')\n"})
    assert [r.diagnosis for r in values] == ["ratio:1/sqrt(d_k)"] * 2
    assert changed.diagnosis == "input-changed" and "argument q" in changed.hint
    assert downstream.root == "scaled_scores" and downstream.diagnosis == "ratio:1/sqrt(d_k)"
    assert downstream.hint.startswith("attention fails because your scaled_scores raises at numpy_core.py:2; fix exercise 2")


def test_every_generic_text_fills_in():
    params = {"func": "f", "factor": "sqrt(d_k)", "ratio": 2.0, "relative": 1e-8, "offset": 1.0, "order": (1, 0),
              "axis": -2, "low": 0.0, "high": 1.0, "where": "m.py:1", "line": "x", "type": "E", "message": "m",
              "argument": "q", "inner": "g", "gap": 1e-8, "label": "l", "distinction": "d", "names": "n", "got": "g", "expected": "e", "device": "d",
              "how": "h", "count": 3, "value": True, "which": "the last key", "op": "floor_divide", "by": "sum", "rows": "every row", "what": "a constant (1)", "scope": "on 2-D inputs", "more": "wrong with more",
              "to": "4 decimals", "advice": "a", "name": "out", "call": "fill", "H": 2, "d_h": 3, "shown": "1.8 where d_k = 8",
              "total": 0.5, "size": 4, "scale": 1.414, "square": 2.0, "index": 3, "largest": 0.1, "ndim": "4",
              "times": 0.5, "added": 0.5, "temperature": 0.5, "slot": "(2,)", "matched": 3, "wrong": 4,
              "each": "the expected one minus that key's weight times its value row", "floor": "", "holder": "it", "given": "(1, 2)", "now": "(2,)", "kept": 2, "p": 0.1, "along": "the rows", "shift": 1, "heads": 2, "diagonal": 1.0, "step": 1, "early": "",
              "other": "values", "source": "float64", "dtype": "bool", "sums": "0.5",
              "pairs": "(2i, 2i + 1)", "after": "", "paired": "keys", "one": "weight s", "expr": "w // n", "over": "its row's", "right": 1, "fill": "zeros",
              "like": "a decay", "shaped": ""}
    for key in GENERIC:
        text = generic_text(key, params)
        assert "{" not in text and text.startswith(("f ", "f's ", "your", "no gradient")), (key, text)
    assert not set(GENERIC) & set(DIAGNOSES)


KNOCK_ON = '''
def stable_softmax(scores, temperature=1.0):
    x = np.asarray(scores) / float(temperature)
    return np.exp(x) / np.sum(np.exp(x), axis=x.ndim)
'''


def test_a_crash_inside_numpy_shows_the_students_line_and_its_knock_on_leads_with_the_root(submission):
    """np.sum on an axis that does not exist raises inside NumPy's fromnumeric.py: the
    feedback shows the student's line, and attention, which calls the student's
    stable_softmax, is told to fix exercise 4 first."""
    from helpers import run_grader

    folder = submission("axis", numpy=KNOCK_ON)
    line = next(n for n, text in enumerate((folder / "numpy_core.py").read_text(encoding="utf-8").splitlines(), 1)
                if "axis=x.ndim" in text)
    run = run_grader("check", str(folder), "--track", "numpy", "--exercise", "softmax", "--exercise", "heads")
    out = run.stdout
    assert f"raised AxisError at numpy_core.py:{line}" in out and "fromnumeric" not in out, out
    assert "attention fails because your stable_softmax raises at numpy_core.py" in out, out
    assert "fix exercise 4 first" in out
    lead = out.split("Likely mistake: ", 1)[1].splitlines()[0]
    assert lead.startswith("stable_softmax raised AxisError") and "return np.exp(x) / np.sum" in lead, lead


@pytest.mark.parametrize("got,want", [
    (np.array([np.nan, 1.0]), np.array([0.5, 0.5])),  # 1-D
    (np.zeros((0, 3)), np.zeros((0, 3))),  # empty
    (np.full((2, 2), np.inf), np.ones((2, 2))),
    (np.array([[1e308, -1e308]]), np.array([[0.5, 0.5]])),
])
def test_the_engine_survives_odd_evidence(got, want):
    """Whatever a submission returns, explaining it never raises (grading would stop)."""
    ledger.start()
    failures = [_failed(func, Evidence("values", func, (want, want), {"temperature": 0.5}, got=got, expected=want))
                for func in ("stable_softmax", "weighted_mixture", "attention", "mask_scores")]
    explain(failures, {"numpy": "def stable_softmax(x):\n    return x.max()\n"})
    assert all(isinstance(r.diagnosis, str) for r in failures)


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def test_weights_from_wrongly_scaled_logits_name_the_scale():
    """softmax(s / d_k) where softmax(s / sqrt(d_k)) belongs: the logits' ratio is
    1/sqrt(d_k), named from the case's sizes (a temperature applied twice, likewise)."""
    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    raw = q @ k.T
    want, got = _softmax(raw / 2.0), _softmax(raw / 4.0)
    found = _keys(relations.value_relations(got, want, "attention", (q, k, k), {}, 1e-12, weights=True))
    assert "logit-ratio:1/sqrt(d_k)" in found, found
    assert "logit-ratio:1/temperature" in _keys(relations.value_relations(
        _softmax(raw / 0.25), _softmax(raw / 0.5), "stable_softmax", (raw, 0.5), {}, 1e-12))  # positional temperature
    assert not [k for k in _keys(relations.value_relations(want.copy(), want, "attention", (q, k, k), {}, 1e-12,
                                                         weights=True)) if k.startswith("logit")]


def test_a_right_answer_on_a_degenerate_case_does_not_refute_leading_axes():
    """A softmax over one key is right along any axis: that case, with leading axes, does
    not count against "wrong with leading axes"; a wrong one with length-1 leading axes counts."""
    flat = Case("stable_softmax", (RNG.standard_normal((3, 4)),))
    one_key = Case("stable_softmax", (RNG.standard_normal((3, 1, 3, 1)),))
    batched = Case("stable_softmax", (RNG.standard_normal((2, 3, 4)),))
    ones = Case("stable_softmax", (RNG.standard_normal((1, 1, 3, 4)),))
    notes = [_noted("stable_softmax", c, f) for c, f in ((flat, ""), (flat, ""), (one_key, ""), (batched, "values"),
                                                          (ones, "values"))]
    assert [k for k, _ in patterns.find("stable_softmax", notes)] == ["fails-with-leading-axes"]
    full = Case("stable_softmax", (RNG.standard_normal((2, 3, 4)) + 1,))
    assert patterns.find("stable_softmax", [*notes, _noted("stable_softmax", full, "")]) == []  # a real right case


def test_a_mask_of_one_row_for_every_query_is_a_pattern_of_its_own():
    """Wrong exactly where the mask's query axis has length 1 and the scores have several
    queries ((1, S) on (T, S)); right with a mask of a row per query, broadcast or not, and
    with a one-row mask over one query: the narrowest trait, not "must broadcast"."""
    s = RNG.standard_normal((2, 3, 4))
    visible = RNG.random((3, 4)) < 0.7
    visible[:, 0] = True
    cases = [(Case("mask_scores", (s, np.broadcast_to(visible, (2, 3, 4)).copy())), ""),
             (Case("mask_scores", (s, visible)), ""),  # (T, S) on (B, T, S): broadcast, a row per query
             (Case("mask_scores", (s, visible[None])), ""),
             (Case("mask_scores", (s[:, :1], visible[:1])), ""),  # one query: one row is all it needs
             (Case("mask_scores", (s, visible[:1])), "raised"),
             (Case("mask_scores", (s, visible[None, :1])), "raised"),
             (Case("mask_scores", (s[0], visible[1:2])), "values")]
    notes = [_noted("mask_scores", c, f) for c, f in cases]
    assert [k for k, _ in patterns.find("mask_scores", notes)] == ["fails-with-one-row-mask"]
    # the same failures beside a right (1, S) mask over several queries: no such pattern
    right = _noted("mask_scores", Case("mask_scores", (s[1], visible[2:3])), "")
    assert "fails-with-one-row-mask" not in [k for k, _ in patterns.find("mask_scores", [*notes, right])]


def test_a_mask_that_must_broadcast_is_a_pattern_of_its_own():
    s = RNG.standard_normal((2, 3, 4))
    whole = Case("mask_scores", (s, np.ones((2, 3, 4), dtype=bool)))
    small = Case("mask_scores", (s, np.ones((3, 4), dtype=bool)))
    row = Case("mask_scores", (s, np.ones((4,), dtype=bool)))
    notes = [_noted("mask_scores", whole, ""), _noted("mask_scores", whole, ""), _noted("mask_scores", small, "raised"),
             _noted("mask_scores", row, "raised")]
    assert [k for k, _ in patterns.find("mask_scores", notes)] == ["fails-with-broadcast-mask"]


def test_a_size_that_does_not_fit_is_not_a_count_of_axes():
    source = "def f(x, m):\n    return x[~m]\n"
    for message in ("cannot reshape array of size 12 into shape (3,2,1)",
                    "boolean index did not match indexed array along axis 0; size of axis is 2 but size of"
                    " corresponding boolean axis is 3"):
        raised = {"type": "IndexError" if "boolean" in message else "ValueError", "message": message,
                  "where": "numpy_core.py:2"}
        assert "fixed-ndim" not in _keys(exceptions.find(raised, source, "f")), message
    reduction = "def f(w, v):\n    return (w[:, :, None] * v[None]).sum(axis=1)\n"
    not_dropped = {"type": "ValueError", "where": "numpy_core.py:2",
                   "message": "operands could not be broadcast together with shapes (2,1,1,1,3) (1,3,2) "}
    assert "broadcast-after-reduction" not in _keys(exceptions.find(not_dropped, reduction, "f"))


def test_a_known_mistake_that_another_one_explains_better_is_ruled_out():
    """tril(k=-1) and ~tril agree on a 1x1 mask; the 4x4 case, which only the inverted mask
    gives, rules the diagonal out, and every check takes the inverted mask."""
    from grader.calls.returned import Returned

    ledger.start()
    one, four = np.ones((1, 1), dtype=bool), np.tril(np.ones((4, 4), dtype=bool))
    hints = lambda n: ((DIAGNOSES["causal-no-diagonal"], np.tril(np.ones((n, n), bool), k=-1)),  # noqa: E731
                       (DIAGNOSES["mask-inverted"], ~np.tril(np.ones((n, n), bool))))
    ledger.note("numpy", "causal_mask", Case("causal_mask", (1,)), "values", Returned("ndarray", array=~one), one, hints(1))
    ledger.note("numpy", "causal_mask", Case("causal_mask", (4,)), "values", Returned("ndarray", array=~four), four, hints(4))
    small = _failed("causal_mask", Evidence("values", "causal_mask", (1,), got=~one, expected=one), "small", "masking")
    small.hint = DIAGNOSES["causal-no-diagonal"]
    large = _failed("causal_mask", Evidence("values", "causal_mask", (4,), got=~four, expected=four), "large", "masking")
    large.hint = DIAGNOSES["mask-inverted"]
    explain([small, large], {"numpy": ""})
    assert small.diagnosis == large.diagnosis == "mask-inverted"


def test_entries_in_another_order_and_an_added_input_are_relations():
    heads = RNG.standard_normal((2, 3, 4, 5))  # (B, H... ) merged: (2, 3, 20) as 4 groups of 5
    want = heads.reshape(2, 3, 20)
    interleaved = np.swapaxes(heads, -1, -2).reshape(2, 3, 20)
    found = relations.axis_relations(interleaved, want, 1e-12)
    assert _keys(found) == ["reordered"] and "interleaved" in found[0][1]["how"]
    assert relations.axis_relations(want.copy(), want, 1e-12) == []
    x = RNG.standard_normal((3, 4))
    out = RNG.standard_normal((3, 4))
    residual = relations.value_relations(out + x, out, "multi_head_self_attention", (x, Q, Q, Q, Q, 2), {}, 1e-12)
    assert ("added-input", {"argument": "x"}) in residual
    assert "added-input" not in _keys(relations.value_relations(out + 0.5, out, "multi_head_self_attention",
                                                                (x, Q, Q, Q, Q, 2), {}, 1e-12))


def test_a_clip_gives_exactly_its_bound_and_float32_rounding_keeps_zeros():
    """An epsilon added to every exponential raises each hidden weight by a different tiny
    amount: no clip (a clip's values at its bound are all the bound), no float32 noise
    (rounding keeps 0), but right except at the expected zeros."""
    s = RNG.standard_normal((3, 5))
    s[0, 1] = s[2, 3] = -np.inf
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    want = e / e.sum(axis=-1, keepdims=True)
    got = (e + 1e-10) / (e + 1e-10).sum(axis=-1, keepdims=True)
    found = _keys(relations.value_relations(got, want, "stable_softmax", (s,), {}, 1e-14))
    assert "only-at-special" in found and "clipped" not in found and "float32-precision" not in found
    floored = np.clip(want, 1e-3, 1.0)
    assert "clipped" in _keys(relations.value_relations(floored, want, "stable_softmax", (s,), {}, 1e-14))


def test_a_mask_with_fewer_axes_is_a_pattern_and_length_one_axes_do_not_count_against_it():
    s = RNG.standard_normal((2, 3, 4))
    whole = Case("mask_scores", (s, np.ones((2, 3, 4), dtype=bool)))
    rows = Case("mask_scores", (s, np.ones((1, 3, 4), dtype=bool)))  # as many axes: right
    small = Case("mask_scores", (s, np.ones((3, 4), dtype=bool)))
    one = Case("mask_scores", (s, np.ones((1, 4), dtype=bool)))  # fewer axes, but a 1 broadcasts anywhere: right
    notes = [_noted("mask_scores", c, f) for c, f in ((whole, ""), (rows, ""), (one, ""), (small, "values"),
                                                      (small, "raised"))]
    assert [k for k, _ in patterns.find("mask_scores", notes)] == ["fails-with-fewer-mask-axes"]


def test_leading_axes_of_another_argument_or_more_than_one_are_read_with_their_own_words():
    k4 = Case("scaled_scores", (Q, np.stack([np.stack([K, K])] * 2)))  # k: (2, 2, S, d_k)
    k3 = Case("scaled_scores", (Q, np.stack([K, K])))
    q5 = Case("scaled_scores", (np.stack([np.stack([Q, Q])] * 2), K))
    flat = Case("scaled_scores", (Q, K))
    notes = [_noted("scaled_scores", c, f) for c, f in ((flat, ""), (k3, ""), (q5, ""), (k4, "raised"), (k4, "values"))]
    found = patterns.find("scaled_scores", notes, ["q", "k"])
    assert [key for key, _ in found] == ["fails-with-leading-axes"]
    assert found[0][1].params["scope"] == "when k has at most one leading axis"
    assert "when k has at most one leading axis and wrong with more" in generic_text(
        "fails-with-leading-axes", {"func": "scaled_scores", **found[0][1].params})


def test_fixed_ndim_is_ruled_out_when_each_number_of_axes_worked_somewhere():
    from grader.judging.explain import _any_ndim_works_or_none

    def noted(shapes, failed):
        return _noted("weighted_mixture", Case("weighted_mixture", tuple(np.zeros(s) for s in shapes)), failed)
    works = [noted(((2, 3), (3, 4)), ""), noted(((2, 2, 3), (2, 3, 4)), "")]
    assert _any_ndim_works_or_none([*works, noted(((2, 3), (2, 3, 4)), "raised")])  # each count worked somewhere
    assert not _any_ndim_works_or_none([*works, noted(((2, 3), (1, 1, 3, 4)), "raised")])  # 4 axes never did
    assert not _any_ndim_works_or_none([noted(((2, 3), (3, 4)), "raised"), noted(((2, 2, 3), (3, 4)), "raised")])


def test_a_result_that_is_not_the_pair_says_what_it_is():
    from grader.calls.returned import Returned
    from grader.judging.compare import in_words
    from grader.judging.properties import property_findings

    assert in_words(Returned("other", type_name="builtins.dict", value="{}")) == "a dict"
    assert in_words(Returned("tuple", items=[Returned("scalar", type_name="int", value=1)] * 3)) == "a tuple of 3 items"
    e = Evidence("type", "attention", (Q, K, K), detail={"got": "other", "expected": "pair", "returned": "a dict"})
    [(key, params)] = property_findings(e, "torch", "")
    assert key == "not-a-pair" and generic_text(key, {"func": "attention", **params}).startswith(
        "attention returns a dict where the contract asks for a tuple of two")


def test_wrong_only_without_a_mask_is_a_pattern():
    """A mask made up where none is given (a causal default): right with a mask, wrong without."""
    q = RNG.standard_normal((3, 4))
    masked = Case("attention", (q, q, q), {"allowed": np.ones((3, 3), dtype=bool)})
    bare = Case("attention", (q, q, q))
    notes = [_noted("attention", masked, ""), _noted("attention", masked, ""), _noted("attention", bare, "values"),
             _noted("attention", bare, "values")]
    assert [k for k, _ in patterns.find("attention", notes)] == ["fails-without-mask"]


def test_a_trait_no_right_case_has_wins_over_one_a_few_right_cases_have():
    """Wrong cases all have leading axes and a mask that must broadcast; a right case with
    leading axes (and a mask of the scores' shape) leaves the broadcast mask as the cause."""
    s3, s2 = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((3, 4))
    right = [Case("mask_scores", (s2, np.ones((3, 4), dtype=bool)))] * 12 + [
        Case("mask_scores", (s3, np.ones((2, 3, 4), dtype=bool)))]
    wrong = [Case("mask_scores", (s3, np.ones((3, 4), dtype=bool))), Case("mask_scores", (s3, np.ones((4,), dtype=bool)))]
    notes = [*(_noted("mask_scores", c, "") for c in right), *(_noted("mask_scores", c, "raised") for c in wrong)]
    assert [k for k, _ in patterns.find("mask_scores", notes)] == ["fails-with-broadcast-mask"]


def test_an_out_argument_under_autograd_is_no_size_mismatch():
    raised = {"type": "RuntimeError", "where": "torch_core.py:3",
              "message": "matmul(): functions with out=... arguments don't support automatic differentiation, but one"
                         " of the arguments requires grad."}
    assert _keys(exceptions.find(raised, "x\ny\nz\n", "weighted_mixture")) == ["out-autograd", "crash"]  # no size
    source = "def weighted_mixture(weights, values):\n    out = None\n    return torch.matmul(weights, values, out=values)\n"
    assert _keys(exceptions.find(raised, source, "weighted_mixture")) == ["input-changed", "crash"]  # the caller's array


def test_the_same_crash_on_bad_inputs_is_that_crash_not_a_wrong_exception_type():
    ledger.start()
    raised = {"type": "TypeError", "bases": ["TypeError"], "message": "isfinite(): argument 'input' must be Tensor",
              "where": "torch_core.py:2"}
    x = RNG.standard_normal((2, 3))
    valid = [_failed("stable_softmax", Evidence("raised", "stable_softmax", (x,), raised=raised), f"v{i}", "softmax")
             for i in range(2)]
    bad = [_failed("stable_softmax", Evidence("error-type", "stable_softmax", (x, 0.0), raised=raised), f"b{i}",
                   "softmax") for i in range(3)]
    explain([*valid, *bad], {"numpy": "def stable_softmax(scores, temperature=1.0):\n    torch.isfinite(temperature)\n"})
    assert {r.diagnosis for r in [*valid, *bad]} == {"crash"}


def test_an_exponential_in_base_2_and_a_finite_fill_are_named():
    x = RNG.standard_normal((3, 4))
    found = _keys(relations.value_relations(_softmax(x * math.log(2)), _softmax(x), "stable_softmax", (x,), {}, 1e-12))
    assert found[0] == "logit-ratio:ln(2)" and not any(k.startswith("logit-ratio:ln(S)") for k in found)
    want = np.where(np.tril(np.ones((3, 4), dtype=bool)), x, -np.inf)
    got = np.where(np.isinf(want), x - 20.7, x)
    keys = _keys(relations.value_relations(got, want, "mask_scores", (x, np.isfinite(want)), {}, 1e-12))
    assert keys[:2] == ["mask-large-negative", "only-at-special"]
    keys = _keys(relations.value_relations(np.where(np.isinf(want), 0.0, x), want, "mask_scores", (x, ~np.isinf(want)), {},
                                           1e-12))
    assert keys[:2] == ["mask-zero", "only-at-special"]


def test_a_softmax_wrong_only_on_extreme_scores_is_named_and_the_cut_is_read_from_the_wrong_cases():
    """A shift by the row's mean or minimum (NaN where a row holds -inf), a clamp in place of
    the shift (wrong past the clamp): right on moderate scores, wrong on extreme ones."""
    # one query over four keys: its weights could show the mistake (one key could not)
    moderate = [Case("stable_softmax", (RNG.standard_normal((1, 4)),)) for _ in range(4)]
    large = [Case("stable_softmax", (600 * RNG.standard_normal((2, 4)),)) for _ in range(2)]
    hidden = np.array([[0.3, -np.inf, 1.2], [0.1, 0.4, -np.inf]])
    infinite = [Case("stable_softmax", (hidden,)), Case("stable_softmax", (hidden * 2,))]

    def found(wrong: list[Case], right: list[Case]) -> list[tuple[str, patterns.Holds]]:
        return patterns.find("stable_softmax", [*(_noted("stable_softmax", c, "") for c in right),
                                                *(_noted("stable_softmax", c, "values") for c in wrong)])

    [(key, holds)] = found(large, moderate)
    assert key == "fails-with-extreme-scores" and "on scores of" in holds.params["what"]
    [(key, holds)] = found(infinite, moderate)
    assert key == "fails-with-extreme-scores" and holds.params["what"] == "on rows that hold -inf (hidden keys)"
    [(key, holds)] = found([*infinite, *large], moderate)
    assert "-inf" in holds.params["what"] and "scores of" in holds.params["what"]
    assert found(large, [*moderate, *large]) == []  # right on large scores too: not the pattern
    small = [Case("stable_softmax", (3 * RNG.standard_normal((2, 4)),)) for _ in range(2)]
    assert found(small, moderate) == []  # wrong on scores too small for exp to go wrong: something else
    one_key = [Case("stable_softmax", (np.array([[5.0], [-np.inf]]),))] * 3  # a softmax over one key is 1 anyway
    assert found(infinite, one_key) == []


def test_a_reduction_without_keepdims_in_a_helper_of_the_students_is_read_through_the_call():
    source = ("def _lse(x):\n    m = x.max(axis=-1, keepdims=True)\n    return m + np.log(np.exp(x - m).sum(axis=-1))\n"
              "def stable_softmax(scores, temperature=1.0):\n    return np.exp(scores - _lse(scores))\n")
    raised = {"type": "ValueError", "message": "operands could not be broadcast together with shapes (2,3) (2,2) ",
              "where": "numpy_core.py:5"}
    found = exceptions.find(raised, source, "stable_softmax")
    assert _keys(found)[0] == "broadcast-after-reduction" and "sum(axis=-1)" in found[0][1]["line"]
    kept = source.replace(".sum(axis=-1)", ".sum(axis=-1, keepdims=True)")
    assert "broadcast-after-reduction" not in _keys(exceptions.find(raised, kept, "stable_softmax"))


def test_an_array_asked_for_one_truth_value_is_named_at_its_line_on_valid_and_bad_inputs():
    ledger.start()
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2",
              "message": "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()"}
    source = "def attention(q, k, v, allowed=None):\n    if allowed:\n        pass\n"
    assert _keys(exceptions.find(raised, source, "attention"))[0] == "ambiguous-truth"
    mask = np.ones((3, 3), dtype=bool)
    valid = [_failed("attention", Evidence("raised", "attention", (Q, Q, Q), {"allowed": mask}, raised=raised), f"v{i}",
                     "heads") for i in range(2)]
    bad = [_failed("attention", Evidence("error-type", "attention", (Q, Q, Q), {"allowed": ~mask}, raised=raised),
                   "b", "heads")]
    explain([*valid, *bad], {"numpy": source})
    assert {r.diagnosis for r in [*valid, *bad]} == {"ambiguous-truth"}
    assert "(if allowed:)" in valid[0].hint and "is not None" in valid[0].hint
    torch_message = {**raised, "type": "RuntimeError", "message": "Boolean value of Tensor with more than one value is"
                                                                   " ambiguous"}
    assert _keys(exceptions.find(torch_message, source, "attention"))[0] == "ambiguous-truth"


def test_wrong_when_either_argument_has_leading_axes_is_a_pattern():
    """Indices written for 2-D arrays (q[:, None, :] * k[None, :, :]) fail whichever of q and k
    has leading axes: neither argument alone tells the wrong cases apart, the two together do."""
    flat = Case("scaled_scores", (Q, K))
    q_batched = Case("scaled_scores", (np.stack([Q, Q, Q]), K))
    k_batched = Case("scaled_scores", (Q, np.stack([K, K])))
    notes = [_noted("scaled_scores", flat, ""), _noted("scaled_scores", flat, ""),
             _noted("scaled_scores", q_batched, "shape"), _noted("scaled_scores", k_batched, "raised")]
    [(key, holds)] = patterns.find("scaled_scores", notes, ["q", "k"])
    assert key == "fails-with-leading-axes" and holds.params["scope"] == "when neither q nor k has leading axes"


def test_keys_that_give_the_same_advice_are_one_group():
    from grader.judging.diagnoses import SAME_ADVICE, same_advice

    assert same_advice("fixed-ndim") == same_advice("fails-with-leading-axes") >= {"fixed-leading-axes"}
    assert same_advice("crash") == {"crash"}
    for group in SAME_ADVICE:
        assert all(k in DIAGNOSES or k in GENERIC for k in group)
    assert len(set().union(*SAME_ADVICE)) == sum(map(len, SAME_ADVICE))  # a key is in one group at most


def test_a_ratio_is_ruled_out_by_a_wrong_case_it_does_not_give_and_kept_by_a_loose_right_one():
    """Divided by sqrt(d_k - 1): on d_k = 2 that is no scaling at all, which reads as a ratio
    of sqrt(d_k); a wrong case with d_k = 1 (where that ratio is 1, and right) rules it out.
    A temperature applied as its square root is a logit ratio of its own."""
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted

    def scores(d_k: int, divisor: float) -> tuple[Case, np.ndarray, np.ndarray]:
        q, k = RNG.standard_normal((3, d_k)), RNG.standard_normal((4, d_k))
        return Case("scaled_scores", (q, k)), q @ k.T / math.sqrt(d_k), q @ k.T / divisor

    def noted(case: Case, want: np.ndarray, got: np.ndarray) -> ledger.Noted:
        return ledger.Noted("numpy", "scaled_scores", case, "values", Returned("array", array=got), want)

    two = noted(*scores(2, 1.0))  # sqrt(2 - 1) = 1: the values are sqrt(d_k) times the expected ones
    assert not _refuted("ratio:sqrt(d_k)", "scaled_scores", [two, two])
    one = noted(*scores(1, 1e-300))  # sqrt(1 - 1) = 0: not what a ratio of sqrt(1) = 1 gives
    assert _refuted("ratio:sqrt(d_k)", "scaled_scores", [two, one])
    x = RNG.standard_normal((2, 5))
    assert "logit-ratio:sqrt(temperature)" in _keys(relations.value_relations(
        _softmax(x / 2.0), _softmax(x / 4.0), "stable_softmax", (x,), {"temperature": 4.0}, 1e-12))


def test_a_crash_that_a_size_mismatch_mostly_explains_leads_as_that_mismatch():
    ledger.start()
    source = "def weighted_mixture(weights, values):\n    return weights @ values.transpose(0, 1)\n"
    mismatch = {"type": "RuntimeError", "bases": ["RuntimeError"], "where": "torch_core.py:2",
                "message": "mat1 and mat2 shapes cannot be multiplied (3x1 and 2x1)"}
    broadcast = {**mismatch, "message": "The size of tensor a (2) must match the size of tensor b (3) at non-singleton"
                                       " dimension 0"}
    w = RNG.standard_normal((3, 2))
    checks = [_failed("weighted_mixture", Evidence("raised", "weighted_mixture", (w, w.T), raised=mismatch), f"m{i}",
                      "mixture") for i in range(3)]
    checks.append(_failed("weighted_mixture", Evidence("raised", "weighted_mixture", (w, w.T), raised=broadcast), "b",
                          "mixture"))
    explain(checks, {"torch": source})
    assert [r.diagnosis for r in checks[:3]] == ["matmul-mismatch"] * 3


def test_an_array_never_read_explains_its_crashes_too():
    """multi_head_self_attention projecting (w_q, w_k, w_k): w_v is never read, so the values
    are wrong where d_v = d_k and the sizes clash where not; the crash is no cause of its
    own. A size never read (n_heads hard-coded), a default left alone (allowed) or every
    array read is no such case."""
    from grader.judging.explain import _array_left_unread, _Function

    fn = _Function("torch", "multi_head_self_attention")
    typo = ("def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):\n"
            "    q, k, v = [split_heads(x @ w, n_heads) for w in (w_q, w_k, w_k)]\n"
            "    return merge_heads(attention(q, k, v, allowed)[0]) @ w_o\n")
    assert _array_left_unread(fn, typo)
    for fine in (typo.replace("w_k, w_k)", "w_k, w_v)"), typo.replace("w_k, w_k)", "w_k, w_v)").replace(", n_heads)", ", 4)"),
                 typo.replace("w_k, w_k)", "w_k, w_v)").replace("q, k, v, allowed", "q, k, v")):
        assert not _array_left_unread(fn, fine)


def _scores_case(d_k: int, scale: float) -> tuple[Case, np.ndarray, np.ndarray]:
    """scaled_scores on d_k features: the case, the expected scores and those times ``scale``."""
    q, k = RNG.standard_normal((3, d_k)), RNG.standard_normal((4, d_k))
    want = q @ k.T / math.sqrt(d_k)
    return Case("scaled_scores", (q, k)), want, want * scale


def test_a_scale_slip_is_ruled_out_where_it_would_have_been_right_and_the_constant_ratio_is_left():
    """sqrt(2 / d_k) where 1 / sqrt(d_k) belongs (He's gain): a ratio of sqrt(2) everywhere.
    Where d_k = 2 that is what no scaling at all gives (scale-none, ratio:sqrt(d_k)); a wrong
    case with d_k = 1, where no scaling would be right, rules both out, and the constant
    ratio, a fixed sqrt(2) on every case, is what the feedback says."""
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted

    ledger.start()
    checks = []
    for i, d_k in enumerate((2, 1, 2)):
        case, want, got = _scores_case(d_k, math.sqrt(2))
        ledger.note("numpy", "scaled_scores", case, "values", Returned("ndarray", array=got), want)
        checks.append(_failed("scaled_scores", Evidence("values", "scaled_scores", case.args, got=got, expected=want),
                              f"c{i}"))
    notes = ledger.of("numpy", "scaled_scores")
    assert not _refuted("scale-none", "scaled_scores", [notes[0], notes[2]])
    assert _refuted("scale-none", "scaled_scores", notes) and _refuted("ratio:sqrt(d_k)", "scaled_scores", notes)
    found = _keys(relations.value_relations(checks[0].evidence.got, checks[0].evidence.expected, "scaled_scores",
                                            checks[0].evidence.args, {}, 1e-12))
    assert found.index("ratio:sqrt(d_k)") < found.index("ratio:constant")
    explain(checks, {"numpy": "def scaled_scores(q, k):\n    return q @ k.T * math.sqrt(2 / q.shape[-1])\n"})
    assert {r.diagnosis for r in checks} == {"ratio:sqrt(2)"}


def test_a_call_with_arguments_its_function_does_not_take_is_a_crash_not_a_size_mismatch():
    raised = {"type": "TypeError", "where": "numpy_core.py:2",
              "message": "matmul() got an unexpected keyword argument 'transpose_b'"}
    assert _keys(exceptions.find(raised, "x\ny = np.matmul(q, k, transpose_b=True)\n", "scaled_scores")) == ["crash"]
    sized = {**raised, "message": "matmul: Input operand 1 has a mismatch in its core dimension 0"}
    assert "matmul-mismatch" in _keys(exceptions.find(sized, "x\ny = np.matmul(q, k)\n", "scaled_scores"))


def test_heads_only_reshaped_in_memory_order_are_named_whatever_shape_they_took():
    x = RNG.standard_normal((2, 3, 4, 5))  # (B, H, T, d_h)
    joined_last_two = x.reshape(2, 3, 20)  # Flax's merge: (B, H, T * d_h), where (B, T, H * d_h) belongs
    assert relations.plain_reshape(joined_last_two, "merge_heads", (x,)) == [("merge-no-transpose", {})]
    right = np.swapaxes(x, 1, 2).reshape(2, 4, 15)
    assert relations.plain_reshape(right, "merge_heads", (x,)) == []
    flat = RNG.standard_normal((4, 6))  # (T, D), 3 heads
    assert relations.plain_reshape(flat.reshape(3, 4, 2), "split_heads", (flat, 3)) == [("split-reshape", {})]
    assert relations.plain_reshape(flat.reshape(4, 3, 2).swapaxes(0, 1), "split_heads", (flat, 3)) == []


def test_an_array_of_a_dtype_no_check_takes_is_a_changed_dtype_not_another_array_type():
    from grader.judging.properties import property_findings

    objects = Evidence("type", "stable_softmax", detail={"got": "other", "type": "numpy.ndarray", "expected": "ndarray"})
    assert _keys(property_findings(objects, "numpy", "")) == ["dtype-changed"]
    listed = Evidence("type", "stable_softmax", detail={"got": "list", "type": "list", "expected": "ndarray"})
    assert _keys(property_findings(listed, "numpy", "")) == ["wrong-array-type"]


def test_wrong_only_with_a_mask_of_one_flag_per_key_is_fewer_mask_axes():
    scores = RNG.standard_normal((2, 3))
    wrong = [Case("mask_scores", (scores, np.ones(3, bool))), Case("mask_scores", (scores[None], np.ones(3, bool)))]
    right = [Case("mask_scores", (scores, np.ones((2, 3), bool))), Case("mask_scores", (scores[None], np.ones((2, 3), bool))),
             Case("mask_scores", (scores[None], np.ones((1, 2, 3), bool)))]
    notes = [ledger.Noted("numpy", "mask_scores", c, "raised", None, None) for c in wrong]
    notes += [ledger.Noted("numpy", "mask_scores", c, "", None, None) for c in right]
    assert [k for k, _ in patterns.find("mask_scores", notes)] == ["fails-with-fewer-mask-axes"]


def test_a_cap_seen_on_many_weights_explains_a_lone_capped_weight_too():
    """A lone weight of 1 capped at 0.99 holds too few values to show a clip alone (it reads
    as rows that do not sum to 1); the clip a larger case shows, bound and all, explains it."""
    from grader.calls.returned import Returned

    ledger.start()
    s = RNG.standard_normal((4, 6))
    s[0, 2] = 9.0  # a row more than 0.99 sure of one key
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    big = e / e.sum(axis=-1, keepdims=True)
    lone = np.ones((1, 1))
    checks = []
    for name, want in (("big", big), ("lone", lone)):
        got = np.minimum(want, 0.99)
        assert not np.array_equal(got, want)
        case = Case("stable_softmax", (np.log(want + 1e-300),))
        ledger.note("numpy", "stable_softmax", case, "values", Returned("ndarray", array=got), want)
        checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", case.args, got=got, expected=want),
                              name, "softmax"))
    lone_alone = _keys(relations.value_relations(np.minimum(lone, 0.99), lone, "stable_softmax", (lone,), {}, 1e-12))
    assert "clipped" not in lone_alone
    explain(checks, {"numpy": ""})
    assert [r.diagnosis for r in checks] == ["clipped", "clipped"]
    assert "0.99" in checks[1].hint


def test_rows_that_sum_over_one_are_an_epsilon_added_to_the_weights_and_under_one_to_the_sum():
    x = RNG.standard_normal((4, 5))
    exps = np.exp(x - x.max(-1, keepdims=True))
    weights = exps / exps.sum(-1, keepdims=True)
    over = dict(relations.value_relations(weights + 1e-6, weights, "stable_softmax", (x,), {}, 1e-12))
    assert "added to the weights" in over["epsilon"]["how"]
    assert "in the denominator" in dict(relations.value_relations(
        exps / (1 + exps.sum(-1, keepdims=True)), weights, "stable_softmax", (x,), {}, 1e-12))["epsilon"]["how"]


def test_an_axis_of_length_one_more_or_less_and_keys_hidden_that_are_visible_are_relations():
    mask = np.tril(np.ones((4, 4), dtype=bool))
    assert _keys(relations.axis_relations(mask[None].astype(np.int32), mask, 1e-12)) == ["extra-axis"]
    assert _keys(relations.axis_relations(SCORES[..., 0], SCORES[..., :1], 1e-12)) == ["missing-axis"]
    assert relations.axis_relations(mask[None].astype(np.int32) * 2, mask, 1e-12) == []  # other values: no relation
    assert not {"extra-axis", "missing-axis"} & set(_keys(relations.axis_relations(mask[:, None, :1], mask[None, :, :1], 1e-12)))
    square = RNG.standard_normal((2, 4, 4))
    causal = np.where(np.tril(np.ones((4, 4), dtype=bool)), square, -np.inf)
    found = dict(relations.hides_visible(causal, square, 1e-12))
    assert found["hides-visible"]["count"] == 12 and "causal" in found["hides-visible"]["where"]
    some = square.copy()
    some[0, 1, 2] = -np.inf
    assert "causal" not in dict(relations.hides_visible(some, square, 1e-12))["hides-visible"]["where"]
    assert relations.hides_visible(np.where(np.isneginf(causal), 0.0, causal + 1), square, 1e-12) == []
    causal_mask = np.tril(np.ones((5, 5), dtype=bool))
    window = causal_mask & np.triu(np.ones((5, 5), dtype=bool), -1)  # a sliding window of two keys
    assert _keys(relations.hides_visible(window, causal_mask, 1e-12)) == ["hides-visible"]
    assert relations.hides_visible(~causal_mask, causal_mask, 1e-12) == []  # shows keys it should hide too


def test_logits_scaled_by_the_log_of_the_length_are_named_and_base_2_is_left_where_s_is_not_2():
    """A scale by ln S (log-length scaling) is ln 2 where S = 2, which an exponential in base 2
    gives too; a case with S = 5 names ln S alone, and it explains both checks."""
    ledger.start()
    checks = []
    for s in (2, 5):
        x = RNG.standard_normal((3, s))
        got, want = _softmax(x * math.log(s)), _softmax(x)
        checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (x,), got=got, expected=want),
                              f"s{s}", "softmax"))
    two = _keys(relations.value_relations(checks[0].evidence.got, checks[0].evidence.expected, "stable_softmax",
                                          checks[0].evidence.args, {}, 1e-12))
    assert "logit-ratio:ln(2)" in two and "logit-ratio:ln(S)" in two
    five = _keys(relations.value_relations(checks[1].evidence.got, checks[1].evidence.expected, "stable_softmax",
                                           checks[1].evidence.args, {}, 1e-12))
    assert "logit-ratio:ln(S)" in five and "logit-ratio:ln(2)" not in five
    explain(checks, {"numpy": ""})
    assert [r.diagnosis for r in checks] == ["logit-ratio:ln(S)"] * 2


def test_none_used_as_an_array_a_sparse_tensor_an_unused_argument_and_a_backward_that_raises_are_named():
    from grader.judging.properties import property_findings

    raised = {"type": "AttributeError", "message": "'NoneType' object has no attribute 'bool'", "where": "torch_core.py:3"}
    source = "import torch\ndef multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):\n" \
             "    allowed = allowed.bool()\n"
    assert _keys(exceptions.find(raised, source, "multi_head_self_attention"))[0] == "none-argument"
    arguments = {"type": "TypeError", "where": "torch_core.py:3", "message": "max() received an invalid combination of"
                 " arguments - got (Tensor, axis=int, keepdims=bool, out=NoneType)"}  # NoneType, but a bad call
    assert _keys(exceptions.find(arguments, source, "stable_softmax")) == ["crash"]
    sparse = Evidence("type", "causal_mask", detail={"got": "other", "type": "torch.Tensor", "expected": "tensor",
                                                     "what": "a tensor of layout sparse_coo"})
    [(key, params)] = property_findings(sparse, "torch", "")
    assert key == "wrong-array-type" and "sparse_coo" in params["got"]
    unused = Evidence("gradient", "multi_head_self_attention", detail={"argument": "w_k", "none": True})
    [(key, params)] = property_findings(unused, "torch", "")
    assert key == "no-gradient" and "not used at all" in generic_text(key, {"func": "f", **params})
    detached = Evidence("gradient", "weighted_mixture", detail={"error": "element 0 of tensors does not require grad"})
    assert "not used" not in generic_text("no-gradient", {"func": "f", **property_findings(detached, "torch", "")[0][1]})
    backward = Evidence("gradient", "weighted_mixture",
                        detail={"error": "backward failed: RuntimeError: mat1 and mat2 shapes cannot be multiplied"})
    own = "class Mix(torch.autograd.Function):\n    @staticmethod\n    def backward(ctx, grad):\n        return grad\n"
    assert _keys(property_findings(backward, "torch", own)) == ["backward-raised"]
    assert _keys(property_findings(backward, "torch", "")) == ["backward-failed"]  # no backward of its own to blame


def test_a_softmax_wrong_only_at_its_minus_inf_entries_is_told_so_rather_than_wrong_on_their_rows():
    """NaN where the scores are -inf and right elsewhere: the pattern "wrong on rows that hold
    -inf" holds, but the relation names the very entries, and leads."""
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    for i in range(3):
        s = RNG.standard_normal((3, 4))
        right = Case("stable_softmax", (s,))
        ledger.note("numpy", "stable_softmax", right, "", Returned("ndarray", array=_softmax(s)), _softmax(s))
        hidden = s.copy()
        hidden[:, 1] = -np.inf
        want = _softmax(hidden)
        got = np.where(np.isneginf(hidden), np.nan, want)
        ledger.note("numpy", "stable_softmax", Case("stable_softmax", (hidden,)), "values", Returned("ndarray", array=got),
                    want)
        checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (hidden,), got=got, expected=want),
                              f"c{i}", "softmax"))
    assert [k for k, _ in patterns.find("stable_softmax", ledger.of("numpy", "stable_softmax"))] == \
        ["fails-with-extreme-scores"]
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"nan-at-hidden"}  # NaN, at the hidden keys only: said as such


def test_the_worker_describes_a_sparse_tensor_by_its_layout():
    torch = pytest.importorskip("torch")
    from grader.isolation.worker.values import describe

    spec = describe(torch.ones(2, 2, dtype=torch.bool).to_sparse(), [], torch)
    assert spec["kind"] == "other" and "sparse_coo" in spec["repr"]


def test_float32_constants_ends_of_a_scaled_row_mask_scores_that_ignore_the_mask_and_in_place_writes():
    from grader.judging.properties import property_findings

    # float32's constant is within a few roundings; sqrt(d_k) + 1e-6 (a relative error of 5e-7) is another constant
    assert "float32-precision" in _keys(relations.value_relations(SCORES * (1 + 6e-8), SCORES, "scaled_scores", (Q, K), {},
                                                                  1e-12))
    eps = _keys(relations.value_relations(SCORES * (2 / (2 + 1e-6)), SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert "ratio:constant" in eps and "float32-precision" not in eps
    # three values times 0.7: the ends are the extremes, but nothing in between was left alone
    few = np.array([[-2.0, 1e-6, 1.0]])
    assert "clipped" not in _keys(relations.value_relations(few * 0.7, few, "scaled_scores", (few, few), {}, 1e-12))
    # the scores returned as they came: the mask ignored
    hidden = np.tril(np.ones((3, 5), dtype=bool))
    want = np.where(hidden, SCORES, -np.inf)
    assert _keys(relations.value_relations(SCORES.copy(), want, "mask_scores", (SCORES, hidden), {}, 1e-12))[0] == \
        "mask-ignored"
    in_place = Evidence("gradient", "stable_softmax", detail={
        "error": "backward failed: RuntimeError: one of the variables needed for gradient computation has been"
                 " modified by an inplace operation"})
    assert _keys(property_findings(in_place, "torch", "")) == ["in-place-autograd"]


def test_rounded_values_a_key_left_out_of_the_mixture_and_weights_dropped_are_relations():
    assert "rounded" in _keys(relations.value_relations(np.floor(SCORES), SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert "rounded" not in _keys(relations.value_relations(SCORES * 2, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2))
    [(key, params)] = [f for f in relations.value_relations(w[:, :3] @ v[:3], w @ v, "weighted_mixture", (w, v), {},
                                                            1e-12) if f[0] == "key-left-out"]
    assert params["which"] == "the last key"
    assert "key-left-out" not in _keys(relations.value_relations(w @ v * 2, w @ v, "weighted_mixture", (w, v), {},
                                                                 1e-12))
    weights = _softmax(RNG.standard_normal((3, 5)))
    top2 = np.where(weights >= np.sort(weights, axis=-1)[:, -2:-1], weights, 0.0)
    [(key, params)] = relations.hides_visible(top2 / top2.sum(-1, keepdims=True), weights, 1e-12)
    assert key == "hides-visible" and "renormalised" in params["where"] and "smallest" in params["where"]
    [(key, params)] = relations.hides_visible(np.where(weights < 0.1, 0.0, weights), weights, 1e-12)
    assert "less than 1" in params["where"]
    assert relations.hides_visible(weights.copy(), weights, 1e-12) == []
    assert relations.hides_visible(weights * 0.5, weights, 1e-12) == []


def test_einsum_axes_an_out_buffer_a_missing_derivative_and_an_additive_mask_are_read_rightly():
    from grader.judging.properties import property_findings
    from grader.judging.rules import raise_diagnoses

    einsum = {"type": "ValueError", "where": "numpy_core.py:2",
              "message": "einstein sum subscripts string contains too many subscripts for operand 0"}
    assert _keys(exceptions.find(einsum, "x\nnp.einsum('...qhd,...khd->...hqk', q, k)\n", "scaled_scores"))[0] \
        == "fixed-ndim"
    out = {"type": "ValueError", "where": "numpy_core.py:2", "message": "matmul: Output operand 0 has a mismatch in"
           " its core dimension 1, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 1 is different from 2)"}
    # a buffer of its own of the wrong shape: no operand mismatch of the product
    assert _keys(exceptions.find(out, "x\nnp.matmul(w, v, out=out)\n", "weighted_mixture")) == ["out-buffer-shape",
                                                                                             "crash"]
    floor = Evidence("gradient", "scaled_scores", detail={
        "error": "backward failed: RuntimeError: derivative for aten::floor_divide is not implemented"})
    [(key, params)] = property_findings(floor, "torch", "")
    assert key == "no-derivative" and params["op"] == "floor_divide"
    additive = "def f(scores, allowed):\n    m = allowed.float()\n    m = m.masked_fill(mask == 0, float('-inf'))" \
               ".masked_fill(mask == 1, 0.0)\n    return scores + m\n"
    assert "mask-inverted" not in raise_diagnoses(additive, "f", 3)
    visible = "def f(scores, mask):\n    return scores.masked_fill(mask, float('-inf'))\n"
    assert "mask-inverted" in raise_diagnoses(visible, "f", 2)
    # x[~m] where m holds 0/1 integers: ~ gives the indices -1 and -2, past the end of a short first axis
    indexed = {"type": "IndexError", "where": "m.py:2", "message": "index -2 is out of bounds for axis 0 with size 1"}
    assert _keys(exceptions.find(indexed, "def f(s, m):\n    out[~m] = -np.inf\n", "f"))[0] == "int-mask-inverted"
    assert _keys(exceptions.find(indexed, "def f(s, m):\n    out[m - 2] = 0\n", "f"))[0] == "index-past-end"
    # a bmm of the leading axes flattened and put back works for any number of them
    helper = ("def f(a, b):\n    lead = a.shape[:-2]\n    out = torch.bmm(a.reshape(-1, *a.shape[-2:]),"
              " b.reshape(-1, *b.shape[-2:]))\n    return out.view(*lead, *out.shape[-2:])\n")
    assert "fixed-leading-axes" not in raise_diagnoses(helper, "f", 3)
    assert "fixed-leading-axes" in raise_diagnoses("def f(a, b):\n    return torch.bmm(a, b)\n", "f", 2)
    sliced = "def f(q, k):\n    for i in range(0, q.shape[0], 2):\n        pass\n    return q\n"  # diffusers' slices
    assert "fixed-leading-axes" in raise_diagnoses(sliced, "f", 0)


def _scaled_notes(wrong_sizes: tuple[int, ...], right_sizes: tuple[int, ...], batched: bool) -> list[CheckResult]:
    """scaled_scores divided by d_k on cases of ``wrong_sizes`` (d_k), right on the others;
    with ``batched`` the wrong cases have a leading axis and the right ones none."""
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    for i, (d_k, wrong) in enumerate([(d, True) for d in wrong_sizes] + [(d, False) for d in right_sizes]):
        lead = (2,) if batched and wrong else ()
        q, k = RNG.standard_normal((*lead, 3, d_k)), RNG.standard_normal((*lead, 4, d_k))
        want = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_k)
        got = want / math.sqrt(d_k) if wrong else want.copy()
        case = Case("scaled_scores", (q, k))
        ledger.note("numpy", "scaled_scores", case, "values" if wrong else "", Returned("ndarray", array=got), want)
        if wrong:
            checks.append(_failed("scaled_scores", Evidence("values", "scaled_scores", case.args, got=got,
                                                            expected=want), f"c{i}"))
    return checks


def test_a_ratio_wrong_on_one_path_only_is_named_and_said_so():
    """A ratio that right cases rule out, but that every wrong case shows with its own size
    (1/sqrt(d_k) for d_k = 4 and 9), goes wrong on one branch: it is named, and said so.
    Where a pattern tells the wrong cases from the right ones, the pattern leads and says
    the ratio where it holds."""
    checks = _scaled_notes((4, 9), (4, 9), batched=False)
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"ratio:1/sqrt(d_k)"}
    assert all("one path only" in r.hint for r in checks)
    checks = _scaled_notes((4, 9), (4, 9), batched=True)
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"fails-with-leading-axes"}
    assert all("There, your values are the expected ones times 1/sqrt(d_k)" in r.hint for r in checks)
    checks = _scaled_notes((4, 4), (4, 9), batched=False)  # one size only: no evidence that the size names it
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"ratio:constant"}


def test_a_missing_method_a_tensor_on_another_device_and_an_axis_given_back_elsewhere_are_read_out():
    from grader.judging.properties import property_findings

    missing = {"type": "AttributeError", "where": "numpy_core.py:2",
               "message": "'numpy.ndarray' object has no attribute 'matmul'"}
    assert _keys(exceptions.find(missing, "x\nreturn weights.matmul(values)\n", "weighted_mixture")) == ["crash"]
    device = {"type": "RuntimeError", "where": "torch_core.py:2",
              "message": "Tensor on device cpu is not on the expected device meta!"}
    [(key, params), _] = exceptions.find(device, "x\nreturn queries >= keys\n", "causal_mask")
    assert key == "wrong-device" and params["device"] == "cpu"
    source = "def stable_softmax(scores, temperature=1.0):\n    e = np.exp(scores)\n    return e / e.sum(axis=-1){}\n"
    for back, kept in (("[None]", False), (".unsqueeze(-2)", False), ("[..., None]", True), (".unsqueeze(-1)", True)):
        assert (exceptions.unkept_reductions(source.format(back), "stable_softmax") == []) == kept, back
    warned = Evidence("warned", "stable_softmax", detail={"warning": {"category": "RuntimeWarning",
                                                                      "message": "overflow encountered in exp"}})
    assert _keys(property_findings(warned, "numpy", "")) == ["softmax-unstable"]


def test_weights_times_one_factor_are_a_ratio_rows_rescaled_before_mixing_and_rounding_needs_fractional_inputs():
    x = RNG.standard_normal((3, 4))
    weights = _softmax(x)
    percent = _keys(relations.value_relations(weights * 100, weights, "stable_softmax", (x,), {}, 1e-12))
    assert "ratio:constant" in percent and "row-scale" not in percent
    halved_row = weights.copy()
    halved_row[0] /= 2  # one row rescaled: its own factor
    assert "row-scale" in _keys(relations.value_relations(halved_row, weights, "stable_softmax", (x,), {}, 1e-12))
    w, v = np.abs(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2))
    w[0] /= w[0].sum() * 2  # row 0 sums to 1/2 and is kept; the others are divided by their sums
    clamped = (w / np.maximum(w.sum(-1, keepdims=True), 1.0)) @ v
    [(key, params)] = [f for f in relations.value_relations(clamped, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                       if f[0] == "weights-rescaled"]
    assert params == {"by": "sum", "rows": "some rows"}
    q, k = np.array([[1.0, 2.0]]), np.array([[3.0, 1.0], [0.0, 2.0]])  # whole numbers in, whole numbers out
    assert "rounded" not in _keys(relations.value_relations(np.round(q @ k.T / 1.5), q @ k.T / 1.5, "scaled_scores",
                                                            (q, k), {}, 1e-12))


def test_an_input_added_where_it_crashed_and_a_raise_on_exactly_the_inverted_masks_are_named():
    ledger.start()
    q, k, v = RNG.standard_normal((3, 2)), RNG.standard_normal((4, 2)), RNG.standard_normal((4, 2))
    weights = _softmax(q @ k.T / math.sqrt(2))
    want = weights @ v
    added = _failed("attention", Evidence("values", "attention", (q, k, v), got=want + q, expected=want, output=0),
                    "a", "heads")
    raised = {"type": "ValueError", "where": "numpy_core.py:3", "message": "operands could not be broadcast together"
              " with shapes (3,2) (3,5)"}
    crashed = _failed("attention", Evidence("raised", "attention", (q, k, RNG.standard_normal((4, 5))), raised=raised),
                      "c", "heads")
    source = "def attention(q, k, v, allowed=None):\n    w = softmax(q @ k.T)\n    return q + w @ v, w\n"
    explain([added, crashed], {"numpy": source})
    assert added.diagnosis == crashed.diagnosis == "added-input"

    causal = np.tril(np.ones((3, 3), dtype=bool))
    full_row = np.array([[True, True, False], [True, True, True], [True, False, True]])
    none_full = np.array([[True, False, False], [False, True, False], [True, False, True]])
    case = lambda mask: Case("mask_scores", (np.zeros((3, 3)), mask))  # noqa: E731
    returned = [ledger.Noted("numpy", "mask_scores", case(none_full), "")]
    assert patterns.raises_where_inverted_mask_empties_a_row("mask_scores", [case(causal), case(full_row)], returned)
    assert not patterns.raises_where_inverted_mask_empties_a_row("mask_scores", [case(causal), case(none_full)], [])
    assert not patterns.raises_where_inverted_mask_empties_a_row(
        "mask_scores", [case(causal), case(full_row)], [ledger.Noted("numpy", "mask_scores", case(causal), "")])


def test_rounding_to_decimals_a_flipped_sign_a_hard_coded_width_and_half_precision_are_relations():
    def keys(got, want=SCORES):
        return _keys(relations.value_relations(got, want, "scaled_scores", (Q, K), {}, 1e-12))

    found = relations.value_relations(np.round(SCORES, 4), SCORES, "scaled_scores", (Q, K), {}, 1e-12)
    assert [p["to"] for k, p in found if k == "rounded"] == ["4 decimals"]
    assert "float32-precision" not in _keys(found) and "clipped" not in _keys(found)
    assert "rounded" not in keys(SCORES * 1.5)
    assert keys(-SCORES)[0] == "ratio:-1"
    assert keys(Q @ K.T / math.sqrt(128))[0] == "ratio:sqrt(d_k)/sqrt(128)"  # d_k = 4: a width from elsewhere
    assert keys(SCORES * (2.0 / float(np.float16(2.0 ** 0.5)) ** 2))[0] == "half-precision"  # a float16 scale
    noisy = (Q.astype(np.float16) @ K.T.astype(np.float16)).astype(np.float64) / 2.0
    assert "half-precision" in keys(noisy)
    assert "half-precision" not in keys(SCORES * 1.1)


def test_sorted_values_a_key_twice_a_mask_of_one_value_and_heads_of_swapped_sizes_are_relations():
    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2))
    assert "sorted" in _keys(relations.value_relations(np.sort(w, axis=-1), w, "stable_softmax", (w,), {}, 1e-12))
    one_hot, flipped = np.array([[1.0, 0.0]]), np.array([[0.0, 1.0]])  # a row of two: any slip may sort it
    assert "sorted" not in _keys(relations.value_relations(flipped, one_hot, "stable_softmax", (one_hot,), {}, 1e-12))
    twice = w @ v + w[:, :1] * v[:1]
    [(key, params)] = [f for f in relations.value_relations(twice, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                       if f[0] == "key-counted-twice"]
    assert params["which"] == "the first key"
    causal = np.tril(np.ones((4, 4), dtype=bool))
    assert _keys(relations.value_relations(np.ones((4, 4), bool), causal, "causal_mask", (4,), {}, 0.0)) == [
        "mask-all-one-value"]
    assert relations.value_relations(causal.T, causal, "causal_mask", (4,), {}, 0.0) == []
    x = RNG.standard_normal((2, 3, 6))  # T = 3, D = 6, H = 2: d_h = 3
    pieces = np.stack(np.split(x, 3, axis=-1), axis=-3)  # 3 pieces of width 2: torch's x.split(2, dim=-1)
    assert _keys(relations.split_sizes_swapped(pieces, "split_heads", (x, 2))) == ["split-sizes-swapped"]
    right = np.swapaxes(x.reshape(2, 3, 2, 3), -3, -2)
    assert relations.split_sizes_swapped(right, "split_heads", (x, 2)) == []


def test_exponentials_one_too_small_and_a_scale_by_len_of_q_are_relations():
    """expm1 where exp belongs: each row is (w - max w) / sum(w - max w) of the expected w,
    read on rows of two keys or more, and NaN (0/0) on rows of one key fits it without
    telling. A scale by sqrt(len(q)) is named on batched queries, where len() is the batch."""
    x = np.array([[0.5, 2.0, -np.inf, 3.0], [1.0, 0.0, 2.5, -0.5]])
    w = _softmax(x)
    less = np.expm1(x - x.max(-1, keepdims=True))
    with np.errstate(all="ignore"):
        made = less / less.sum(-1, keepdims=True)
    assert relations.exp_minus_one(made, w, 1e-12) is True
    assert "exp-minus-one" in _keys(relations.value_relations(made, w, "stable_softmax", (x,), {}, 1e-12))
    assert relations.exp_minus_one(w, w, 1e-12) is False  # right weights are not it
    assert relations.exp_minus_one(made * 1.01, w, 1e-12) is False
    one = np.array([[1.0], [1.0]])
    assert relations.exp_minus_one(np.full((2, 1), np.nan), one, 1e-12) is None  # 0/0: fits, tells nothing
    assert relations.exp_minus_one(one, one, 1e-12) is False
    q, k = RNG.standard_normal((3, 2, 4)), RNG.standard_normal((3, 5, 4))  # a batch of 3, d_k = 4
    scores = q @ np.swapaxes(k, -1, -2)
    found = _keys(relations.value_relations(scores / math.sqrt(3), scores / 2, "scaled_scores", (q, k), {}, 1e-12))
    assert "ratio:sqrt(d_k)/sqrt(len(q))" in found
    sizes = relations.sizes("scaled_scores", (q, k), {})
    assert relations.ratio_value("sqrt(d_k)/sqrt(len(q))", sizes) == pytest.approx(2 / math.sqrt(3))


def test_visible_scores_taken_in_order_are_a_relation():
    """np.place(out, visible, scores) fills the visible places with the scores in order from
    the start, not each place's own: read where a hidden key comes before a visible one."""
    scores = RNG.standard_normal((2, 3, 4))
    visible = np.array([[True, False, True, True], [True, True, True, True], [False, True, True, False]])
    want = np.where(visible, scores, -np.inf)
    placed = np.full(scores.shape, -np.inf)
    np.place(placed, np.broadcast_to(visible, scores.shape), scores)
    assert "scores-in-order" in _keys(relations.value_relations(placed, want, "mask_scores", (scores, visible), {},
                                                                1e-12))
    assert "scores-in-order" not in _keys(relations.value_relations(want, want, "mask_scores", (scores, visible), {},
                                                                    1e-12))
    shifted = want.copy()
    shifted[~np.isneginf(want)] += 1.0  # wrong visible scores, but not taken in order
    assert "scores-in-order" not in _keys(relations.value_relations(shifted, want, "mask_scores",
                                                                    (scores, visible), {}, 1e-12))


def test_a_parameter_list_unlike_the_contracts_is_read_from_the_source():
    """The contract's names in another order, one missing, or the first one keyword-only make
    a call as the contract says go wrong; extra parameters after them, or *args, do not."""
    from grader.judging.rules import signature_differs

    contract = ("weights", "values")
    assert signature_differs("def weighted_mixture(values, weights):\n    pass\n", "weighted_mixture",
                             contract)["order"]
    missing = signature_differs("def f(scores, dim=-1):\n    pass\n", "f", ("scores", "temperature"))
    assert "no parameter temperature" in missing["how"] and not missing["order"]
    keyword = signature_differs("def f(*, scores, temperature=1.0):\n    pass\n", "f", ("scores", "temperature"))
    assert keyword["got"] == "(*, scores, temperature)" and "bare *" in keyword["how"]
    assert signature_differs("def weighted_mixture(weights, values, out=None):\n    pass\n", "weighted_mixture",
                             contract) is None
    assert signature_differs("def weighted_mixture(*args):\n    pass\n", "weighted_mixture", contract) is None
    # a tutorial's names in its order: (values, keys, query) where (q, k, v) belong
    copied = signature_differs("def attention(values, keys, query, allowed=None):\n    pass\n", "attention",
                               ("q", "k", "v", "allowed"))
    assert copied["order"] and "values where q belongs" in copied["how"] and "keys" not in copied["how"]
    assert not signature_differs("def attention(query, key, value, allowed=None):\n    pass\n", "attention",
                                 ("q", "k", "v", "allowed"))["order"]  # the contract's order: only a call by name fails
    assert signature_differs("def f(scores, *, temperature=1.0):\n    pass\n", "f", ("scores", "temperature")) is None


def test_crashes_read_in_place_methods_read_only_views_hsplit_and_sizes_from_axis_zero():
    def found(message, source, line, func="f"):
        where = f"m.py:{source.splitlines().index(line) + 1}"
        return exceptions.find({"type": "E", "message": message, "where": where}, source, func)

    source = "def f(s):\n    out = s.copy().fill(0)\n    out[0] = 1\n    return out\n"
    [(key, params), _] = found("'NoneType' object does not support item assignment", source, "    out[0] = 1")
    assert (key, params["name"], params["call"]) == ("none-returned", "out", "fill")
    copy = "def f(s):\n    out = np.sort(s)\n    out[0] = None + 1\n    return out\n"  # np.sort returns an array
    assert "none-returned" not in _keys(found("unsupported operand type(s) for +: 'NoneType' and 'int'", copy,
                                              "    out[0] = None + 1"))
    plain = "def f(s, allowed=None):\n    return s + allowed\n"
    assert _keys(found("unsupported operand type(s) for +: 'float' and 'NoneType'", plain,
                       "    return s + allowed"))[0] == "none-argument"
    view = "def f(s, m):\n    v = np.broadcast_to(m, s.shape)\n    v[...] = v != 0\n    return v\n"
    assert _keys(found("assignment destination is read-only", view, "    v[...] = v != 0"))[0] == "read-only-view"
    split = "def f(x, n):\n    pieces = np.hsplit(x, n)\n    return pieces\n"
    assert "fixed-ndim" in _keys(found("array split does not result in an equal division", split,
                                       "    pieces = np.hsplit(x, n)"))
    first = "def f(x, n):\n    t = len(x)\n    return x.reshape(t, n, -1)\n"
    assert "fixed-leading-axes" in _keys(found("cannot reshape array of size 16 into shape (2,2,2)", first,
                                               "    return x.reshape(t, n, -1)"))
    last = "def f(x, n):\n    t = x.shape[-2]\n    return x.reshape(t, n, -1)\n"
    assert "fixed-leading-axes" not in _keys(found("cannot reshape array of size 16 into shape (2,2,2)", last,
                                                   "    return x.reshape(t, n, -1)"))


def test_folded_axes_weights_written_over_a_split_scale_uniform_weights_and_visible_keys_filled():
    x = RNG.standard_normal((2, 3, 4))
    assert relations.axis_relations(x.reshape(2, 12), x, 1e-12) == [("axes-folded", {"got": (2, 12),
                                                                                      "expected": (2, 3, 4)})]
    assert _keys(relations.axis_relations(x, x.reshape(6, 4), 1e-12)) == ["axis-split"]
    assert relations.axis_relations(x.reshape(2, 12) + 1, x, 1e-12) == []  # other values
    assert _keys(relations.axis_relations(np.swapaxes(x, 1, 2).reshape(2, 12), x, 1e-12)) == [
        "axes-folded:moved"]  # another order, then folded
    assert relations.axis_relations(np.swapaxes(x, 1, 2).reshape(2, 12) + 1, x, 1e-12) == []
    w, out = _softmax(RNG.standard_normal((3, 3))), RNG.standard_normal((3, 3))
    assert relations.weights_as_output(out.copy(), w, out) == [("weights-overwritten", {})]
    assert relations.weights_as_output(w.copy(), w, out) == []
    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((6, 4))  # d_k = 4, S = 6
    split = (q / 4 ** 0.25) @ (k.T / 6 ** 0.25)  # each divided by a fourth root, k's of its last axis (S)
    assert "ratio:sqrt(sqrt(d_k))/sqrt(sqrt(S))" in _keys(relations.value_relations(
        split, q @ k.T / 2, "scaled_scores", (q, k), {}, 1e-12))
    s = RNG.standard_normal((3, 4))
    uniform = np.full((3, 4), 0.25)
    assert _keys(relations.value_relations(uniform, _softmax(s / 2), "stable_softmax", (s, 2), {}, 1e-12))[-1] \
        == "logit-ratio:0"
    assert "logit-ratio:0" not in _keys(relations.value_relations(uniform, uniform.copy(), "stable_softmax", (s,), {},
                                                                  1e-12))
    allowed = np.tril(np.ones((3, 4), dtype=bool))
    expected = np.where(allowed, s, -np.inf)
    filled = np.where(allowed, -1e8, s)  # the visible keys filled, the hidden ones kept
    assert ("mask-inverted", {"fill": -1e8}) in relations.value_relations(filled, expected, "mask_scores",
                                                                          (s, allowed), {}, 1e-12)
    assert "mask-inverted" not in _keys(relations.value_relations(np.where(allowed, s, -1e9), expected, "mask_scores",
                                                                  (s, allowed), {}, 1e-12))


def test_a_plain_reshape_needs_heads_and_positions_to_tell_and_several_heads_is_a_pattern():
    one_head = RNG.standard_normal((1, 3, 2))  # H = 1: swapping H and T moves nothing in memory
    swapped_then_flat = np.swapaxes(one_head, 0, 1).reshape(-1)
    assert relations.plain_reshape(swapped_then_flat, "merge_heads", (one_head,)) == [
        ("merge-no-transpose", {"weak": True})]
    assert relations.reshaped_only(swapped_then_flat, "merge_heads", (one_head,)) is None
    two = RNG.standard_normal((2, 3, 2))
    assert relations.reshaped_only(np.swapaxes(two, 0, 1).reshape(-1), "merge_heads", (two,)) is False
    assert relations.reshaped_only(two.reshape(-1), "merge_heads", (two,)) is True

    def mhsa(heads: int, d_v: int) -> Case:
        x = RNG.standard_normal((3, 4))
        w = RNG.standard_normal((4, heads * d_v))
        return Case("multi_head_self_attention", (x, w, w, w, RNG.standard_normal((heads * d_v, 4)), heads))

    wrong = [_noted("multi_head_self_attention", mhsa(2, 2), "values"),
             _noted("multi_head_self_attention", mhsa(3, 2), "values")]
    right = [_noted("multi_head_self_attention", mhsa(1, 4), ""), _noted("multi_head_self_attention", mhsa(4, 1), "")]
    assert [k for k, _ in patterns.find("multi_head_self_attention", [*right, *wrong])] == ["fails-with-several-heads"]
    wide_right = _noted("multi_head_self_attention", mhsa(2, 3), "")  # several heads, each wide, right: no pattern
    assert patterns.find("multi_head_self_attention", [*right, wide_right, *wrong]) == []


def test_axes_counted_with_another_arrays_number_of_axes_are_a_fixed_number_of_axes():
    from grader.judging.rules import raise_diagnoses

    other = "def f(q, k):\n    k_t = np.swapaxes(k, q.ndim - 2, q.ndim - 1)\n    return q @ k_t\n"
    assert "fixed-leading-axes" in raise_diagnoses(other, "f", 3)
    own = "def f(q, k):\n    k_t = np.swapaxes(k, k.ndim - 2, k.ndim - 1)\n    return q @ k_t\n"
    assert "fixed-leading-axes" not in raise_diagnoses(own, "f", 3)


def test_a_factor_per_row_or_per_key_a_percentage_an_empty_truth_value_and_none_returned_are_named():
    from grader.judging.properties import property_findings

    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    scores = q @ k.T / 2.0
    by_query = q @ k.T / np.linalg.norm(q, axis=-1, keepdims=True)  # each query's own length, not sqrt(d_k)
    [(key, params)] = [f for f in relations.value_relations(by_query, scores, "scaled_scores", (q, k), {}, 1e-12)
                       if f[0].startswith("scale-per")]
    assert key == "scale-per-row" and params["low"] < params["high"]
    by_key = q @ k.T / np.linalg.norm(k, axis=-1)
    assert "scale-per-column" in _keys(relations.value_relations(by_key, scores, "scaled_scores", (q, k), {}, 1e-12))
    assert not {"scale-per-row", "scale-per-column"} & set(_keys(relations.value_relations(
        scores * 3.0, scores, "scaled_scores", (q, k), {}, 1e-12)))  # one factor for all: a constant ratio
    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2))
    assert "ratio:1/100" in _keys(relations.value_relations(w @ v / 100, w @ v, "weighted_mixture", (w, v), {}, 1e-12))
    empty = {"type": "ValueError", "message": "The truth value of an empty array is ambiguous. Use `array.size > 0`",
             "where": "m.py:2"}
    assert _keys(exceptions.find(empty, "def f(x):\n    if g(x):\n        pass\n", "f"))[0] == "ambiguous-truth"
    none = Evidence("type", "mask_scores", detail={"got": "scalar", "type": "NoneType", "expected": "tensor"})
    assert property_findings(none, "torch", "") == [("returned-none", {"which": ""})]
    weights = Evidence("type", "attention", output=1, detail={"got": "scalar", "type": "NoneType"})
    assert property_findings(weights, "torch", "")[0][1]["which"] == " as its weights"


def test_right_in_float32_only_is_a_pattern_and_weights_that_underflowed_are_not_keys_dropped():
    f64 = Case("scaled_scores", (Q, K))
    f32 = Case("scaled_scores", (Q.astype(np.float32), K.astype(np.float32)))
    notes = [_noted("scaled_scores", f64, "values")] * 2 + [_noted("scaled_scores", f32, "")] * 2
    assert patterns.find("scaled_scores", notes) == []  # right in float32 only: a small error, never a lead
    v = RNG.standard_normal((5, 2))
    bare = Case("attention", (Q, K, v))  # float64 and without a mask: wrong
    masked32 = Case("attention", (Q.astype(np.float32), K.astype(np.float32), v.astype(np.float32)),
                    {"allowed": np.tril(np.ones((3, 5), bool))})  # float32 and masked: right
    rival = [_noted("attention", bare, "values")] * 2 + [_noted("attention", masked32, "")] * 2
    assert patterns.find("attention", rival) == []  # "wrong without a mask" is as telling as float64: no pattern
    masked64 = Case("attention", (Q, K, v), {"allowed": np.tril(np.ones((3, 5), bool))})
    assert [k for k, _ in patterns.find("attention", [*rival, _noted("attention", masked64, "")])] == [
        "fails-without-mask"]  # a right float64 case with a mask tells them apart
    w = np.array([[0.5, 0.5 - 1e-9, 1e-9]])
    underflowed = np.array([[0.5, 0.5, 0.0]])
    assert "hides-visible" not in _keys(relations.hides_visible(underflowed, w, 1e-6))
    top2 = np.array([[0.625, 0.375, 0.0]])  # the top two, renormalised
    assert "hides-visible" in _keys(relations.hides_visible(top2, np.array([[0.5, 0.3, 0.2]]), 1e-6))


def test_row_sums_a_moved_fold_a_reduced_axis_a_mask_that_shows_more_and_a_shift_floored_at_zero():
    s = RNG.standard_normal((4, 3))
    right = _softmax(s / 2)
    over_temperature = _softmax(s) / 2  # the temperature divides the row sums, not the scores
    keys = _keys(relations.value_relations(over_temperature, right, "stable_softmax", (s,), {"temperature": 2.0},
                                           1e-12))
    assert "row-sum:1/temperature" in keys and "epsilon" not in keys
    assert not [k for k in _keys(relations.value_relations(right / 2, right, "stable_softmax", (s,),
                                                            {"temperature": 2.0}, 1e-12)) if k.startswith("row-sum")]
    weights = _softmax(RNG.standard_normal((2, 3, 4, 4)))  # (B, H, T, S) merged like heads: (B, T, H * S)
    merged = np.swapaxes(weights, -3, -2).reshape(2, 4, 12)
    assert _keys(relations.axis_relations(merged, weights, 1e-12)) == ["axes-folded:moved"]
    assert relations.axis_relations(merged + 1, weights, 1e-12) == []
    lse = np.log(np.exp(weights).sum(axis=-1))
    [(key, params)] = relations.axis_relations(lse, weights, 1e-12)
    assert key == "axis-reduced" and params["axis"] == -1 and params["size"] == 4
    causal = np.tril(np.ones((4, 4), dtype=bool))
    prefix = causal.copy()
    prefix[0, 1] = True  # query 0 sees key 1 too
    [(key, params)] = relations.shows_hidden(prefix, causal)
    assert key == "shows-hidden" and params["count"] == 1 and "queries 0)" in params["where"]
    assert relations.shows_hidden(causal, prefix) == [] and relations.shows_hidden(causal.copy(), causal) == []
    low = np.array([[1000.0, 999.0], [-800.0, -801.0]])  # row 1 far below the largest score
    nan_row_1 = _softmax(low)
    nan_row_1[1] = np.nan  # 0/0 there: shifted by the largest score of the whole array
    assert "softmax-global-max" in _keys(relations.value_relations(nan_row_1, _softmax(low), "stable_softmax", (low,),
                                                                   {}, 1e-12))
    more = np.vstack([low, [[0.5, 0.1]]])  # another row far below the largest score, that came out right: each
    got = _softmax(more)  # row was shifted by its own maximum, floored at 0 (row 1 not shifted at all)
    got[1] = np.nan
    keys = _keys(relations.value_relations(got, _softmax(more), "stable_softmax", (more,), {}, 1e-12))
    assert "softmax-global-max" not in keys and "softmax-unstable" in keys


def test_operands_with_other_leading_axes_are_a_pattern_and_a_requires_grad_flag_is_no_in_place_write():
    def mixture(weights_shape: tuple[int, ...], values_shape: tuple[int, ...]) -> Case:
        return Case("weighted_mixture", (RNG.standard_normal(weights_shape), RNG.standard_normal(values_shape)))

    wrong = [mixture((3, 2, 4), (4, 2)), mixture((2, 1, 2, 4), (4, 3))]
    right = [mixture((3, 2, 4), (3, 4, 2)), mixture((2, 4), (4, 3)), mixture((2, 2, 4), (2, 4, 3))]
    [(key, holds)] = patterns.find("weighted_mixture", [*(_noted("weighted_mixture", c, "values") for c in wrong),
                                                        *(_noted("weighted_mixture", c, "") for c in right)],
                                   ("weights", "values"))
    assert key == "fails-with-leading-axes" and holds.params["scope"] == "when weights and values have as many axes"
    flag = {"type": "RuntimeError", "where": "m.py:2",
            "message": "you can only change requires_grad flags of leaf variables."}
    assert _keys(exceptions.find(flag, "def f(q):\n    return q.requires_grad_(False)\n", "f")) == [
        "no-gradient", "crash"]


def _scaled_by(scale_of: Any, sizes: tuple[int, ...]) -> list[CheckResult]:
    """scaled_scores dividing by ``scale_of(d_k)`` on one case per d_k in ``sizes``: each case
    noted in the ledger, each wrong one a failing check."""
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    for i, d_k in enumerate(sizes):
        q, k = RNG.standard_normal((3, d_k)), RNG.standard_normal((4, d_k))
        want = q @ k.T / math.sqrt(d_k)
        with np.errstate(divide="ignore"):
            got = q @ k.T / scale_of(d_k)
        wrong = not np.allclose(got, want, rtol=1e-12)
        case = Case("scaled_scores", (q, k))
        ledger.note("numpy", "scaled_scores", case, "values" if wrong else "", Returned("ndarray", array=got), want)
        if wrong:
            checks.append(_failed("scaled_scores", Evidence("values", "scaled_scores", case.args, got=got,
                                                            expected=want), f"c{i}"))
    return checks


def test_a_hard_coded_scale_and_a_scale_that_divides_by_zero_at_width_one_are_named_from_every_case():
    checks = _scaled_by(lambda d_k: math.sqrt(2), (1, 2, 3, 5))  # the lesson's width, whatever d_k is
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"ratio:fixed-scale"}
    assert "divided by 1.414 whatever d_k is" in checks[0].hint and "d_k = 2" in checks[0].hint
    checks = _scaled_by(lambda d_k: math.sqrt(d_k if d_k == 4 else 2), (1, 3, 4))  # right where d_k = 4 as well
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} != {"ratio:fixed-scale"}
    checks = _scaled_by(lambda d_k: math.log2(d_k) if d_k > 1 else 0.0, (1, 2, 4, 16))  # log2(1) = 0
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"ratio:trend-d_k"} and "inf where d_k = 1" in checks[0].hint
    one = np.array([[-np.inf]])  # a 1 x 1 score divided by zero hides nothing: nothing else is right
    assert relations.hides_visible(one, np.array([[-0.5]]), 1e-12) == []
    two = np.array([[-np.inf, 0.25]])
    assert _keys(relations.hides_visible(two, np.array([[-0.5, 0.25]]), 1e-12)) == ["hides-visible"]


def test_a_uniform_share_of_its_own_per_row_is_add_one_smoothing():
    s = RNG.standard_normal((3, 4))
    e = np.exp(s - s.max(-1, keepdims=True))
    smoothed = (e + 1) / (e + 1).sum(-1, keepdims=True)
    [(key, params)] = [f for f in relations.value_relations(smoothed, _softmax(s), "stable_softmax", (s,), {}, 1e-12)
                       if f[0] == "uniform-share"]
    assert 0 < params["low"] < params["high"] < 1
    one_share = 0.9 * _softmax(s) + 0.1 / 4  # one share for every row: a scale and a shift
    assert "uniform-share" not in _keys(relations.value_relations(one_share, _softmax(s), "stable_softmax", (s,), {},
                                                                  1e-12))


def test_square_patterns_count_one_by_one_failures_and_several_heads_confound_a_mask():
    def mixture(t: int, s: int) -> Case:
        return Case("weighted_mixture", (RNG.standard_normal((t, s)), RNG.standard_normal((s, 2))))

    wrong = [mixture(1, 1), mixture(3, 3), mixture(4, 4)]  # a search for a failing case ends on T = S = 1
    right = [mixture(2, 3), mixture(4, 5), mixture(1, 3)]
    notes = [*(_noted("weighted_mixture", c, "values") for c in wrong), *(_noted("weighted_mixture", c, "") for c in right)]
    [(key, holds)] = patterns.find("weighted_mixture", notes, ("weights", "values"))
    assert key == "fails-when-square" and holds(mixture(1, 1)) is None and "fails-when-square" in patterns.SQUARE_FITS

    def heads(n_heads: int, masked: bool) -> Case:
        x, w = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 4))
        mask = np.tril(np.ones((3, 3), dtype=bool)) if masked else None
        return Case("multi_head_self_attention", (x, w, w, w, w, n_heads, mask))

    notes = [*(_noted("multi_head_self_attention", heads(2, True), "values") for _ in range(3)),
             *(_noted("multi_head_self_attention", heads(1, False), "") for _ in range(3))]
    found = [key for key, _ in patterns.find("multi_head_self_attention", notes)]
    assert "fails-with-mask" not in found and "more-heads" not in found  # the mask, or the heads? no telling


def test_an_index_past_an_axis_end_a_mask_of_one_value_and_a_per_row_scale_over_a_squash():
    past = {"type": "IndexError", "where": "m.py:3", "message": "index 3 is out of bounds for axis 1 with size 3"}
    source = "def f(w, v):\n    out = 0\n    for s in range(v.shape[-1]):\n        out = out + w[:, s, None] * v[s]\n"
    keys = _keys(exceptions.find(past, source, "f"))
    assert keys[0] == "index-past-end" and "fixed-ndim" not in keys
    causal = np.tril(np.ones((3, 3), dtype=bool))
    [(key, params)] = relations.value_relations(np.zeros((3, 3), dtype=bool), causal, "causal_mask", (3,), {}, 0.0)
    assert key == "mask-all-one-value" and params["what"] == "hides every key"
    assert relations.value_relations(causal.copy(), causal, "causal_mask", (3,), {}, 0.0) == []
    rows = SCORES / np.sqrt(np.arange(1, 4))[:, None]  # query t divided by sqrt(t + 1)
    keys = _keys(relations.value_relations(rows, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert "scale-per-row" in keys and "clipped" not in keys


def test_a_check_whose_wrong_case_is_one_value_counts_for_what_the_other_wrong_cases_show():
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    for t in (1, 2, 3):
        want, got = np.tril(np.ones((t, t), dtype=bool)), np.zeros((t, t), dtype=bool)  # a mask False everywhere
        case = Case("causal_mask", (t,))
        ledger.note("numpy", "causal_mask", case, "values", Returned("ndarray", array=got), want)
        if t == 1:  # the check's own first failure: one value, which shows nothing of itself
            checks.append(_failed("causal_mask", Evidence("values", "causal_mask", (t,), got=got, expected=want),
                                  "c1", "masking"))
    explain(checks, {"numpy": ""})
    assert checks[0].diagnosis == "mask-all-one-value" and "hides every key" in checks[0].hint


def test_a_factor_per_query_and_per_key_a_sparse_map_one_row_sum_and_a_one_sided_squash_are_read():
    norms_q, norms_k = np.linalg.norm(Q, axis=-1), np.linalg.norm(K, axis=-1)
    qk_norm = SCORES / norms_q[:, None] / norms_k[None, :]  # a QK-norm: one factor per query times one per key
    found = dict(relations.value_relations(qk_norm, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert "scale-per-row-and-column" in found and "scale-per-row" not in found
    assert "scale-per-row-and-column" not in _keys(relations.value_relations(
        SCORES / norms_q[:, None], SCORES, "scaled_scores", (Q, K), {}, 1e-12))  # rows alone: the rows' own key
    s = np.array([[3.0, 2.9, -1.0, 0.5], [0.2, 0.1, 0.0, 2.5]])
    sparse = np.array([[0.55, 0.45, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]])  # rows of 1, keys set to exactly 0
    assert _keys(relations.hides_visible(sparse, _softmax(s), 1e-12)) == ["sparse-weights"]
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    for i, scores in enumerate((s, 2 * s)):  # rows of 0.8 in every case, and not the expected weights times 0.8
        less, want = 0.8 * _softmax(1.3 * scores), _softmax(scores)
        ledger.note("numpy", "stable_softmax", Case("stable_softmax", (scores,)), "values",
                    Returned("ndarray", array=less), want)
        checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (scores,), got=less,
                                                          expected=want), f"w{i}", "softmax"))
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"row-sum:one-number"} and "sum to 0.8" in checks[0].hint
    out = RNG.standard_normal((4, 3))
    squashed = np.where(out > 0, out, out / (1 - out))  # negatives squashed into (-1, 0), positives kept
    assert "clipped" in _keys(relations.value_relations(squashed, out, "weighted_mixture", (np.eye(4), out), {}, 1e-12))
    elu = np.where(out > 0, out, np.expm1(out))  # the same, by a named activation: said by its name
    assert _keys(relations.value_relations(elu, out, "weighted_mixture", (np.eye(4), out), {}, 1e-12)) == ["activated"]
    by_column = np.exp(s) / np.exp(s).sum(axis=-2, keepdims=True)
    by_column[:, 2] = np.nan  # a key hidden from every query: 0 / 0 down its column
    assert "reduced-other-axis" in _keys(relations.value_relations(by_column, _softmax(s), "stable_softmax", (s,), {},
                                                                   1e-12))
    rounded = (_softmax(s) * (1 - 1e-8)).astype(np.float32)  # float32 rows a rounding short of 1: no epsilon
    assert "epsilon" not in _keys(relations.value_relations(rounded, _softmax(s).astype(np.float32), "stable_softmax",
                                                            (s.astype(np.float32),), {}, 1e-6))


def test_an_axis_one_past_the_end_a_single_number_of_axes_a_cache_by_shape_and_a_clipped_temperature():
    def raised(ndim: int) -> CheckResult:
        error = {"type": "AxisError", "bases": ["ValueError"], "where": "numpy_core.py:3",
                 "message": f"axis {ndim} is out of bounds for array of dimension {ndim}"}
        scores = np.zeros((2,) * ndim)
        return _failed("stable_softmax", Evidence("raised", "stable_softmax", (scores,), raised=error), f"r{ndim}",
                       "softmax")
    ledger.start()
    checks = [raised(2), raised(4)]
    explain(checks, {"numpy": "def stable_softmax(s):\n    m = np.expand_dims(s.max(-1), axis=s.ndim)\n    return m\n"})
    assert {r.diagnosis for r in checks} == {"axis-past-end"}
    ledger.start()
    checks = [raised(2), raised(2)]  # one number of axes: a fixed count, as before
    explain(checks, {"numpy": "def stable_softmax(s):\n    m = np.expand_dims(s.max(-1), axis=s.ndim)\n    return m\n"})
    assert {r.diagnosis for r in checks} != {"axis-past-end"}

    def heads(*shape: int) -> Case:
        return Case("merge_heads", (RNG.standard_normal(shape),))
    notes = [*(_noted("merge_heads", heads(*s), "shape") for s in ((3, 4, 2), (2, 3, 2), (1, 2, 3, 4, 2))),
             *(_noted("merge_heads", heads(*s), "") for s in ((3, 2, 4, 2), (2, 3, 4, 2)))]
    [(key, holds)] = patterns.find("merge_heads", notes, ("x",))
    assert key == "fails-unless-ndim" and holds.params["ndim"] == "4"

    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    shapes = [(2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (1, 3)]
    for i, t in enumerate([s for s, _ in shapes] + [2, 3]):  # six new shapes right, then two of them again wrong
        q, k = RNG.standard_normal((t, 3)), RNG.standard_normal((t + 1, 3))
        want = q @ k.T / math.sqrt(3)
        failed = "values" if i >= len(shapes) else ""
        got = RNG.standard_normal(want.shape) if failed else want  # another call's keys: no relation to these
        ledger.note("numpy", "scaled_scores", Case("scaled_scores", (q, k)), failed, Returned("ndarray", array=got),
                    want)
        if failed:
            checks.append(_failed("scaled_scores", Evidence("values", "scaled_scores", (q, k), got=got, expected=want),
                                  f"s{i}"))
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"stale-result:shape"}

    ledger.start()
    checks = []
    s = np.array([[1.0, 0.2, -0.5]])
    for i, t in enumerate((0.05, 0.5, 2.0, 30.0, 40.0)):  # applied as max(min(t, 10), 0.1)
        want, got = _softmax(s / t), _softmax(s / min(max(t, 0.1), 10.0))
        failed = "" if np.allclose(got, want, rtol=1e-9) else "values"
        case = Case("stable_softmax", (s,), {"temperature": t})
        ledger.note("numpy", "stable_softmax", case, failed, Returned("ndarray", array=got), want)
        if failed:
            checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (s,), {"temperature": t},
                                                              got=got, expected=want), f"t{i}", "softmax"))
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"logit-ratio:temperature-clipped"}
    assert "at least 0.1 and at most 10" in checks[0].hint


def test_a_fixed_number_a_table_reshaped_for_a_transpose_values_as_wide_as_the_keys_and_a_warning_are_named():
    checks = _scaled_by(lambda d_k: math.sqrt(2 * d_k), (1, 3, 4, 5))  # TUPE's sqrt(2 d_k): 1/sqrt(2) at every d_k
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"ratio:1/sqrt(2)"} and "a fixed number" in checks[0].hint
    checks = _scaled_by(lambda d_k: 2 * math.sqrt(d_k), (3, 4))  # 1/2 everywhere, and S = 4 in every case:
    explain(checks, {"numpy": ""})  # a size of the same value is read before a fixed number
    assert {r.diagnosis for r in checks} == {"ratio:1/sqrt(S)"}

    keys_first = (K @ Q.T / 2.0).reshape(SCORES.shape)  # (S, T) reshaped to (T, S): the entries in key order
    assert "reshaped-transpose" in _keys(relations.axis_relations(keys_first, SCORES, 1e-12))
    assert "reshaped-transpose" not in _keys(relations.axis_relations(SCORES.copy(), SCORES, 1e-12))

    def mixture(s: int, d_v: int) -> Case:
        return Case("weighted_mixture", (_softmax(RNG.standard_normal((2, s))), RNG.standard_normal((s, d_v))))
    notes = [*(_noted("weighted_mixture", mixture(s, s), "values") for s in (3, 4)),
             *(_noted("weighted_mixture", mixture(s, d), "") for s, d in ((3, 2), (4, 5), (2, 3)))]
    assert [key for key, _ in patterns.find("weighted_mixture", notes, ("weights", "values"))] == ["fails-when-dv-eq-s"]

    from grader.judging.properties import property_findings
    warned = Evidence("warned", "stable_softmax", (SCORES,), detail={"warning": {
        "category": "RuntimeWarning", "message": "divide by zero encountered in log"}})
    assert _keys(property_findings(warned, "numpy", "")) == ["numeric-warning"]
    warned.detail["warning"]["message"] = "overflow encountered in exp"
    assert _keys(property_findings(warned, "numpy", "")) == ["softmax-unstable"]


def test_an_identity_mixed_in_weights_normalised_down_columns_flattened_rows_and_absolute_scores_are_read():
    s = RNG.standard_normal((3, 4))
    w = _softmax(s)
    rollout = 0.5 * w + 0.5 * np.eye(3, 4)  # attention rollout's residual
    found = dict(relations.value_relations(rollout, w, "attention", (Q, K), {}, 1e-12, weights=True))
    assert "identity-mixed" in found and math.isclose(found["identity-mixed"]["added"], 0.5)
    assert "row-scale" not in found
    both = w * np.array([[0.5], [1.5], [2.0]]) * np.array([[1.0, 0.3, 2.0, 0.7]])  # a factor per query and per key
    assert "normalised-both-axes" in _keys(relations.value_relations(both, w, "stable_softmax", (s,), {}, 1e-12))
    offset = w / w.sum(-2, keepdims=True)  # PCT's offset attention: the row softmax renormalised over the queries
    assert _keys(relations.value_relations(offset, w, "stable_softmax", (s,), {}, 1e-12)).count("normalised-both-axes") == 1
    columns = np.exp(s) / np.exp(s).sum(-2, keepdims=True)  # a softmax over the queries alone: another axis
    assert "reduced-other-axis" in _keys(relations.value_relations(columns, w, "stable_softmax", (s,), {}, 1e-12))
    peaks = np.abs(s).max(axis=-1, keepdims=True)
    flat = _softmax(s / peaks)  # each row's scores over its own largest
    assert _keys(relations.value_relations(flat, w, "stable_softmax", (s,), {}, 1e-12))[-1] == "row-logit-scale"
    assert "row-logit-scale" not in _keys(relations.value_relations(_softmax(s / 3), w, "stable_softmax", (s,), {},
                                                                    1e-12))  # one factor for all: a ratio
    assert "abs-of-expected" in _keys(relations.value_relations(np.abs(SCORES), SCORES, "scaled_scores", (Q, K), {},
                                                                1e-12))
    assert "abs-of-expected" not in _keys(relations.value_relations(np.abs(w), w, "stable_softmax", (s,), {}, 1e-12))


def test_a_buffer_added_into_across_calls_and_a_temperature_that_never_changes_are_read():
    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    buffer = np.zeros((2, 3))
    for i in range(4):  # the same output shape each call: each answer is added to the last one
        weights, values = _softmax(RNG.standard_normal((2, 4))), RNG.standard_normal((4, 3))
        want = weights @ values
        buffer = buffer + want
        failed = "values" if i else ""
        case = Case("weighted_mixture", (weights, values))
        ledger.note("numpy", "weighted_mixture", case, failed, Returned("ndarray", array=buffer.copy()), want)
        if failed:
            checks.append(_failed("weighted_mixture", Evidence("values", "weighted_mixture", (weights, values),
                                                                got=buffer.copy(), expected=want), f"m{i}", "mixture"))
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"stale-result:accumulated"}

    ledger.start()
    checks = []
    s = np.array([[1.0, 0.2, -0.5], [0.3, 2.0, 0.1]])
    for i, t in enumerate((0.5, 1.0, 2.0, 4.0)):  # divided by 4 whatever the temperature
        want, got = _softmax(s / t), _softmax(s / 4.0)
        failed = "" if t == 4.0 else "values"
        case = Case("stable_softmax", (s,), {"temperature": t})
        ledger.note("numpy", "stable_softmax", case, failed, Returned("ndarray", array=got), want)
        if failed:
            checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (s,), {"temperature": t},
                                                              got=got, expected=want), f"t{i}", "softmax"))
    explain(checks, {"numpy": ""})
    assert {r.diagnosis for r in checks} == {"logit-ratio:fixed-temperature"} and "divided by 4 " in checks[0].hint


def test_a_leaf_made_inside_an_index_of_the_wrong_type_and_a_repeated_result_that_dwarfs_the_answer():
    made = ("def weighted_mixture(weights, values):\n"
            "    out = torch.zeros(2, 3, requires_grad=(weights.requires_grad\n"
            "                                          or values.requires_grad))\n"
            "    out += weights @ values\n    return out\n")
    leaf = {"type": "RuntimeError", "where": "torch_core.py:4",
            "message": "a leaf Variable that requires grad is being used in an in-place operation."}
    assert _keys(exceptions.find(leaf, made, "weighted_mixture"))[0] == "in-place-autograd"
    own = "def weighted_mixture(weights, values):\n    x = 1\n    x = 2\n    weights += 1\n    return weights @ values\n"
    assert _keys(exceptions.find(leaf, own, "weighted_mixture"))[0] == "input-changed"  # the caller's leaf
    source = "def mask_scores(scores, allowed):\n    return scores.index_fill(-1, ~allowed, float('-inf'))\n"
    typed = {"type": "IndexError", "message": "index_fill_(): Expected dtype int64 for index.", "where": "torch_core.py:2"}
    assert _keys(exceptions.find(typed, source, "mask_scores")) == ["crash"]  # says nothing of a number of axes

    from grader.calls.returned import Returned

    ledger.start()
    checks = []
    weights, values = _softmax(RNG.standard_normal((2, 4))), RNG.standard_normal((4, 3))
    want = weights @ values
    for i in range(4):  # the same input, called again (a determinism check): a huge constant ratio both times
        case = Case("weighted_mixture", (weights, values))
        ledger.note("numpy", "weighted_mixture", case, "values", Returned("ndarray", array=3e5 * want), want)
        checks.append(_failed("weighted_mixture", Evidence("values", "weighted_mixture", (weights, values),
                                                            got=3e5 * want, expected=want), f"m{i}", "mixture"))
    explain(checks, {"numpy": ""})
    assert "stale-result:accumulated" not in {r.diagnosis for r in checks}


def test_an_epsilon_and_a_factor_per_row_are_refuted_by_weights_they_cannot_give():
    from grader.calls.returned import Returned

    s = RNG.standard_normal((3, 4))
    w = _softmax(s)
    moved = w.copy()
    moved[0, :2] += [0.1, -0.1]  # further off than the rows' gap
    moved *= 1 - 1e-6
    assert "epsilon" not in _keys(relations.value_relations(moved, w, "stable_softmax", (s,), {}, 1e-12))
    assert "epsilon" in _keys(relations.value_relations(w * (1 - 1e-6), w, "stable_softmax", (s,), {}, 1e-12))

    def graded(pairs: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> set[str]:
        ledger.start()
        checks = []
        for i, (scores, got, want) in enumerate(pairs):
            ledger.note("numpy", "stable_softmax", Case("stable_softmax", (scores,)), "values",
                        Returned("ndarray", array=got), want)
            checks.append(_failed("stable_softmax", Evidence("values", "stable_softmax", (scores,), got=got,
                                                              expected=want), f"s{i}", "softmax"))
        explain(checks, {"numpy": ""})
        return {r.diagnosis for r in checks}

    one = np.zeros((2, 2))
    one[:, 1] = -np.inf  # one visible key per row: any factor per row fits
    alone = _softmax(one)
    windowed = w * np.exp(-np.abs(np.arange(4) - np.arange(3)[:, None]) ** 2 / 2)  # a factor per weight, not per row
    scaled = alone * np.array([[1.2], [1.4]])
    assert graded([(one, scaled, alone)]) == {"row-scale"}
    assert "row-scale" not in graded([(one, scaled, alone), (s, windowed, w)])



def test_a_position_bias_one_kept_key_and_np_take_are_named_for_what_they_are():
    # scores plus t - s in every map: a term per query plus one per key, not a scale per row and column
    t, s = np.arange(3)[:, None], np.arange(5)[None, :]
    batched = np.stack([SCORES, SCORES * 0.5])
    found = relations.value_relations(batched + (t - s), batched, "scaled_scores", (np.stack([Q, Q]), np.stack([K, K])),
                                      {}, 1e-12)
    [params] = [p for k, p in found if k == "offset"]
    assert "a term for each query plus one for each key" in params["what"]
    alibi = -(2.0 ** -8) * np.abs(t - s)  # ALiBi's -m |t - s|: one number per diagonal, no term per query plus per key
    [params] = [p for k, p in relations.value_relations(batched + alibi, batched, "scaled_scores",
                                                        (np.stack([Q, Q]), np.stack([K, K])), {}, 1e-12) if k == "offset"]
    assert "how far apart the query and the key are" in params["what"]
    noise = RNG.standard_normal(batched.shape) * 1e-3  # a bias of its own in each map is no position's
    assert "offset" not in _keys(relations.value_relations(batched + (t - s) + noise, batched, "scaled_scores",
                                                           (np.stack([Q, Q]), np.stack([K, K])), {}, 1e-12))
    # a mixture that keeps only the last key's share: every key but the last is left out
    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2))
    [params] = [p for k, p in relations.value_relations(w[:, 3:] @ v[3:], w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                if k == "key-left-out"]
    assert params["which"] == "every key but the last" and "only the last key's weight" in generic_text(
        "key-left-out", params)
    # np.take with an argmax for its index: a broadcast error no keepdims would mend
    source = ("def stable_softmax(scores, temperature=1.0):\n"
              "    row_max = np.take(scores, scores.argmax(axis=-1), axis=-1)\n"
              "    e = np.exp(scores - row_max)\n    return e / e.sum(axis=-1, keepdims=True)\n")
    assert exceptions.unkept_reductions(source, "stable_softmax") == []
    assert _keys(exceptions.unkept_reductions(source.replace("np.take(scores, scores.argmax(axis=-1), axis=-1)",
                                                             "scores.max(axis=-1)"), "stable_softmax")) == [
        "broadcast-after-reduction"]


def test_every_axis_reversed_is_named_apart_from_another_order():
    weights = _softmax(RNG.standard_normal((2, 3, 4)))  # (H, T, S)
    assert _keys(relations.axis_relations(weights.T, weights, 1e-12)) == ["axes-reversed"]
    moved = np.swapaxes(weights, 0, 1)  # (T, H, S): heads not moved in front, no reversal
    assert _keys(relations.axis_relations(moved, weights, 1e-12)) == ["permuted"]
    # with axes of length 1 a swap and the reversal give the same array: both are said, the swap first
    thin = _softmax(RNG.standard_normal((1, 2, 3, 1)))
    assert _keys(relations.axis_relations(np.swapaxes(thin, 1, 2), thin, 1e-12)) == ["permuted", "axes-reversed"]


def test_a_crash_inside_a_function_this_run_does_not_grade_is_that_functions_failure():
    ledger.start()
    raised = {"type": "ValueError", "bases": ["ValueError"], "message": "operands could not be broadcast",
              "where": "numpy_core.py:4", "line": "return np.matmul(weights, values, out=out)",
              "stack": [["attention", 9], ["weighted_mixture", 4]]}
    crashed = [_failed("attention", Evidence("raised", "attention", (Q, K, K), raised=raised), f"a{i}", "heads")
               for i in range(2)]
    explain(crashed, {"numpy": "def weighted_mixture(weights, values):\n    out = np.empty_like(values)\n"
                               "    return np.matmul(weights, values, out=out)\n"})
    assert [r.diagnosis for r in crashed] == ["bad-inner-call"] * 2
    assert crashed[0].hint.startswith("attention calls your weighted_mixture with inputs it rejects, at numpy_core.py:4")
    ledger.start()  # raised in attention's own line: a crash of its own
    own = _failed("attention", Evidence("raised", "attention", (Q, K, K), raised={**raised, "stack": [["attention", 9]]}),
                  "own", "heads")
    explain([own], {"numpy": ""})
    assert own.diagnosis != "bad-inner-call"


def test_a_shift_per_key_a_squeezed_argument_vecdot_and_a_front_counted_squeeze_are_named():

    # the max over the queries where the max over the keys belongs: a shift that does not cancel
    s = RNG.standard_normal((2, 4, 5))
    shifted = np.exp(s - s.max(axis=-2, keepdims=True))
    got = shifted / shifted.sum(axis=-1, keepdims=True)
    found = dict(relations.value_relations(got, _softmax(s), "stable_softmax", (s,), {}, 1e-12))
    assert "each key's maximum over the queries" in found["shift-per-key"]["what"]
    other = np.exp(s - np.arange(5.0))  # a fixed number per key: a shift of its own, not the column max
    assert "a number per key" in dict(relations.value_relations(other / other.sum(-1, keepdims=True), _softmax(s),
                                                                "stable_softmax", (s,), {}, 1e-12))["shift-per-key"]["what"]
    row = s - s.max(axis=-1, keepdims=True) + 3.0  # one number per row cancels: nothing to say
    assert "shift-per-key" not in dict(relations.value_relations(_softmax(row), _softmax(s), "stable_softmax", (s,), {},
                                                                  1e-12))
    # an argument squeezed in place: the cases with a length-1 axis in it fail for that reason too
    ledger.start()
    mask = np.ones((2, 1, 3), bool)
    scores = RNG.standard_normal((2, 4, 3))
    changed = _failed("mask_scores", Evidence("input-changed", "mask_scores", (scores, mask), got=mask.squeeze(),
                                              expected=mask, detail={"argument": 1, "name": ""}), "in", "masking")
    raised = {"type": "ValueError", "bases": ["ValueError"], "message": "allowed does not broadcast",
              "where": "numpy_core.py:3", "line": 'raise ValueError("allowed does not broadcast")',
              "stack": [["mask_scores", 3]]}
    crashed = [_failed("mask_scores", Evidence("raised", "mask_scores", (scores, mask), raised=raised), f"r{i}", "masking")
               for i in range(2)]
    explain([changed, *crashed], {"numpy": "def mask_scores(scores, allowed):\n    allowed.shape = allowed.squeeze().shape\n"})
    assert [r.diagnosis for r in (changed, *crashed)] == ["input-changed"] * 3
    assert "(2, 1, 3) became (2, 3)" in changed.hint
    # a row sum as np.vecdot drops the axis as .sum(axis=-1) does; squeeze(x, 1) counts from the front
    vecdot = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:4", "line": "return exps / total",
              "message": "operands could not be broadcast together with shapes (2,3) (2,) "}
    source = ("def stable_softmax(scores, temperature=1.0):\n    exps = np.exp(scores - scores.max(-1, keepdims=True))\n"
              "    total = np.vecdot(exps, np.ones_like(exps))\n    return exps / total\n")
    assert "broadcast-after-reduction" in _keys(exceptions.find(vecdot, source, "stable_softmax"))
    squeeze = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:3",
               "message": "cannot select an axis to squeeze out which has size not equal to one"}
    mixture = ("def weighted_mixture(weights, values):\n    context = np.matmul(np.expand_dims(weights, 1), values)\n"
               "    return np.squeeze(context, 1)\n")
    assert "fixed-leading-axes" in _keys(exceptions.find(squeeze, mixture, "weighted_mixture"))
    assert "fixed-leading-axes" not in _keys(exceptions.find(squeeze, mixture.replace("context, 1)", "context, -3)"),
                                                             "weighted_mixture"))


def test_a_temperature_that_skips_rows_a_result_cut_short_quantised_weights_and_an_unread_argument():
    # the rows that hold a -inf kept at temperature 1, the others divided by 0.5
    s = RNG.standard_normal((4, 5))
    s[1:3, 0] = -np.inf
    got = np.where(np.isneginf(s).any(-1, keepdims=True), _softmax(s), _softmax(s / 0.5))
    found = dict(relations.value_relations(got, _softmax(s / 0.5), "stable_softmax", (s, 0.5), {}, 1e-12))
    assert found["logit-ratio:temperature-some-rows"]["count"] == 2
    assert "-inf" in found["logit-ratio:temperature-some-rows"]["which"]
    assert "logit-ratio:temperature-some-rows" not in dict(relations.value_relations(  # every row: the temperature
        _softmax(s), _softmax(s / 0.5), "stable_softmax", (s, 0.5), {}, 1e-12))  # ignored, which a ratio says
    plain = RNG.standard_normal((3, 4))
    assert "logit-ratio:temperature-some-rows" not in dict(relations.value_relations(  # no row skipped on its own
        _softmax(plain), _softmax(plain / 0.5), "stable_softmax", (plain, 0.5), {}, 1e-12))
    # a table built once for a block size and sliced: the first entries, right, and no more
    mask = np.tril(np.ones((9, 9), bool))
    assert relations.axis_relations(mask[:8, :8], mask, 1e-12) == [("cut-short", {"got": (8, 8), "expected": (9, 9)})]
    assert relations.axis_relations(~mask[:8, :8], mask, 1e-12) == []
    # a case cut otherwise (pooled rows, not the first ones) rules "cut short" out for the function
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted
    pooled = 0.5 * (mask[0:8:2].astype(np.float64) + mask[1:9:2])  # (4, 9): neighbouring rows averaged in pairs
    other = ledger.Noted("numpy", "causal_mask", Case("causal_mask", (9,)), "shape", Returned("array", array=pooled),
                         mask.astype(np.float64))
    first = ledger.Noted("numpy", "causal_mask", Case("causal_mask", (9,)), "shape",
                         Returned("array", array=mask[:8, :8].astype(np.float64)), mask.astype(np.float64))
    assert not _refuted("cut-short", "causal_mask", [first]) and _refuted("cut-short", "causal_mask", [first, other])
    # weights stored as 8-bit levels: multiples of 1/255
    w = _softmax(RNG.standard_normal((3, 6)))
    quantised = dict(relations.value_relations(np.round(w * 255) / 255, w, "stable_softmax", (w,), {}, 1e-12))
    assert quantised["rounded"]["to"] == "multiples of 1/255"
    uniform = np.full_like(w, 1 / 6)  # uniform weights lie on a coarse grid, and are no rounding of these
    assert "rounded" not in dict(relations.value_relations(uniform, w, "stable_softmax", (w,), {}, 1e-12))
    # a head count of its own where the caller's n_heads belongs
    from grader.judging.properties import unread_parameters
    source = ("def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):\n"
              "    q = split_heads(x @ w_q, 12)\n    return q, allowed, w_k, w_v, w_o\n")
    assert unread_parameters(source, "multi_head_self_attention") == ["n_heads"]
    assert unread_parameters(source.replace("12)", "n_heads)"), "multi_head_self_attention") == []
    assert unread_parameters(source.replace("allowed=None", "**kw"), "multi_head_self_attention") == []


def test_an_axis_counted_one_too_far_from_the_end_is_the_layout_and_a_count_read_from_ndim_is_no_fixed_count():
    def raised(shape: tuple[int, ...], message: str, line: str, title: str) -> CheckResult:
        error = {"type": "AxisError", "bases": ["ValueError"], "where": "numpy_core.py:3", "message": message,
                 "line": line}
        return _failed("split_heads", Evidence("raised", "split_heads", (RNG.standard_normal(shape), 2), raised=error),
                       title, "heads")
    source = ("def split_heads(x, n_heads):\n    r = x.reshape(*x.shape[:-1], n_heads, -1)\n"
              "    return np.moveaxis(r, -2, -4)\n")
    ledger.start()
    x = RNG.standard_normal((1, 3, 4))
    want = np.swapaxes(x.reshape(1, 3, 2, 2), -2, -3)
    layout = _failed("split_heads", Evidence("shape", "split_heads", (x, 2), got=np.moveaxis(x.reshape(1, 3, 2, 2), -2, -4),
                                             expected=want), "s", "heads")
    crashed = raised((3, 4), "axis -4 is out of bounds for array of dimension 3", "", "r")
    explain([layout, crashed], {"numpy": source})
    assert crashed.diagnosis == layout.diagnosis != "fixed-ndim"
    assert "one too far from the end" in crashed.hint
    # permute(*range(x.dim() - 1), ...) reads the number of axes: raising on 2-D and 3-D alike, it is off by one
    permute = source.replace("np.moveaxis(r, -2, -4)", "r.permute(*range(x.dim() - 1), -2, -3, -1)")
    ledger.start()
    message = "number of dimensions in the tensor input does not match the length of the desired ordering"
    checks = [raised((3, 4), message, "", "a"), raised((2, 3, 4), message, "", "b")]
    for r in checks:
        r.evidence.raised["where"] = "numpy_core.py:3"
    explain(checks, {"numpy": permute})
    assert {r.diagnosis for r in checks} == {"crash"}
    ledger.start()
    checks = [raised((3, 4), message, "", "a"), raised((3, 4), message, "", "b")]  # one number of axes: as before
    explain(checks, {"numpy": permute})
    assert {r.diagnosis for r in checks} == {"fixed-ndim"}
    # einsum's labels bound to the wrong axes are a size mismatch in a product
    einsum = {"type": "RuntimeError", "bases": ["RuntimeError"], "where": "torch_core.py:2",
              "message": "einsum(): subscript d has size 2 for operand 1 which does not broadcast with previously seen"
                         " size 5"}
    assert _keys(exceptions.find(einsum, "def f(q, k):\n    return torch.einsum('td,sd->ts', q, k.T)\n", "f"))[:2] == \
        ["einsum-letters", "matmul-mismatch"]


def test_rows_of_their_own_factors_rule_out_one_logit_ratio_and_inf_where_plain_exp_is_finite_rules_out_overflow():
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted

    s = RNG.standard_normal((3, 5))
    spans = s.max(-1, keepdims=True) - s.min(-1, keepdims=True)
    minmax = _softmax((s - s.min(-1, keepdims=True)) / spans)  # each row over its own range

    def noted(got: np.ndarray, scores: np.ndarray = s) -> ledger.Noted:
        return ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (scores,)), "values",
                            Returned("array", array=got), _softmax(scores))
    assert _refuted("logit-ratio:sqrt(2)", "stable_softmax", [noted(minmax)])
    assert not _refuted("logit-ratio:sqrt(2)", "stable_softmax", [noted(_softmax(s * math.sqrt(2)))])
    lone = np.array([[0.3, -np.inf, -np.inf], [0.1, 0.2, 0.3]])
    broken = _softmax(lone)
    broken[0, 0] = np.inf  # exp(0 - log 0): no overflow, a log of 0
    assert _refuted("softmax-unstable", "stable_softmax", [noted(broken, lone)])
    huge = np.array([[1e4, 0.0, 1.0]])
    with np.errstate(all="ignore"):
        overflowed = np.exp(huge) / np.exp(huge).sum(-1, keepdims=True)  # NaN at the large score, 0 elsewhere
    assert not _refuted("softmax-unstable", "stable_softmax", [noted(overflowed, huge)])


def test_logits_clamped_before_exp_and_rows_that_need_an_epsilon_each_are_told_apart():
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted

    s = RNG.standard_normal((3, 5)) * 4
    clamped = np.clip(s, -5, 5)
    e = np.exp(clamped)
    found = dict(relations.value_relations(e / e.sum(-1, keepdims=True), _softmax(s), "stable_softmax", (s,), {},
                                           1e-12))
    assert found["logits-clipped"] == {"low": -5.0, "high": 5.0, "how": "clamped into [-5, 5]"}
    for cap in (30.0, 50.0):  # Grok-1's and Gemma 2's soft caps, c * tanh(x / c): each logit pulled in, not clamped
        wide = np.concatenate([s * 10, [[1e4, 0.0, 1000.0, -np.inf, 2.0]]])
        e = np.exp(cap * np.tanh(wide / cap))
        soft = dict(relations.value_relations(e / e.sum(-1, keepdims=True), _softmax(wide), "stable_softmax",
                                              (wide,), {}, 1e-12))
        assert soft["logits-clipped"]["how"].startswith(f"soft-capped at {cap:g}"), soft
        e = np.exp(np.clip(wide, -cap, cap))  # the same logits clamped: a clamp, told apart by the logits inside
        hard = dict(relations.value_relations(e / e.sum(-1, keepdims=True), _softmax(wide), "stable_softmax",
                                              (wide,), {}, 1e-12))
        assert hard["logits-clipped"]["how"] == f"clamped into [{-cap:g}, {cap:g}]", hard
    extreme = np.array([[1e4, 0.0, 1000.0], [-1e4, 0.0, 5e3]])  # every logit far inside or far beyond: either
    e = np.exp(np.clip(extreme, -50, 50))
    either = dict(relations.value_relations(e / e.sum(-1, keepdims=True), _softmax(extreme), "stable_softmax",
                                            (extreme,), {}, 1e-12))
    assert either["logits-clipped"]["how"].startswith("bounded at 50"), either
    small = RNG.standard_normal((3, 5))  # no logit reaches a bound: nothing clamped to see
    assert "logits-clipped" not in dict(relations.value_relations(_softmax(small) * 0.9, _softmax(small),
                                                                  "stable_softmax", (small,), {}, 1e-12))

    def noted(got: np.ndarray) -> ledger.Noted:
        return ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (small,)), "values",
                            Returned("array", array=got), _softmax(small))
    z = np.exp(small - small.max(-1, keepdims=True))
    assert not _refuted("epsilon", "stable_softmax", [noted(z / (z.sum(-1, keepdims=True) + 1e-3))])  # one epsilon
    spread = np.array([[4.0, 3.0, -1.0], [0.5, 0.0, -0.5], [8.0, 1.0, 2.0]])
    constant = np.exp(spread - 2.5) / 100  # ConSmax: rows times factors no one epsilon gives

    def spread_noted(got: np.ndarray) -> ledger.Noted:
        return ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (spread,)), "values",
                            Returned("array", array=got), _softmax(spread))
    assert _refuted("epsilon", "stable_softmax", [spread_noted(constant)])
    assert "row-scale" in dict(relations.value_relations(constant, _softmax(spread), "stable_softmax", (spread,), {},
                                                         1e-12))


def test_a_logit_ratio_near_one_is_read_and_inputs_rounded_before_use_are_in_the_catalogue():
    from grader.instructor.mistakes import hints

    x = np.array([[2.0, -1.0, 0.5, 3.0], [0.1, -2.0, 1.5, 0.0]])
    found = dict(relations.value_relations(_softmax(x / 1.001), _softmax(x), "stable_softmax", (x,), {}, 1e-12))
    assert math.isclose(found["logit-ratio:constant"]["ratio"], 1 / 1.001, rel_tol=1e-9)
    noise = _softmax(x) * (1 + 1e-9 * np.array([1.0, -1.0, 1.0, -1.0]))  # rounding noise: no ratio to read
    assert "logit-ratio:constant" not in dict(relations.value_relations(noise, _softmax(x), "stable_softmax", (x,), {},
                                                                        1e-12))
    w, v = _softmax(x), RNG.standard_normal((4, 3))
    rounded = [m for text, m in hints("weighted_mixture", (w, v), {}) if text == DIAGNOSES["inputs-rounded"]]
    assert any(np.allclose(m, np.round(w, 3) @ v) for m in rounded)
    q, k = RNG.standard_normal((2, 4)), RNG.standard_normal((3, 4))
    int8 = [m for text, m in hints("scaled_scores", (q, k), {}) if text == DIAGNOSES["inputs-rounded"]]
    assert len(int8) == 1 and not np.allclose(int8[0], q @ k.T / 2) and np.allclose(int8[0], q @ k.T / 2, atol=0.1)


def test_a_row_written_into_a_column_one_mask_for_every_batch_a_count_of_another_size_and_state_between_calls():
    # out[..., t] = row: NumPy refuses the slice assignment, and says both shapes
    into = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:3",
            "message": "could not broadcast input array from shape (1,1,2) into shape (1,1,1)"}
    source = "def stable_softmax(s):\n    out = np.empty_like(s)\n    out[..., 0] = s[..., 0, :]\n    return out\n"
    found = dict(exceptions.find(into, source, "stable_softmax"))
    assert found["slot-shape"]["got"] == "(1,1,2)" and found["slot-shape"]["slot"] == "(1,1,1)"
    assert "slot-shape" not in dict(exceptions.find(into, source.replace("out[..., 0] =", "out ="), "stable_softmax"))
    # allowed[0] for every batch element
    scores = RNG.standard_normal((2, 3, 3))
    allowed = np.stack([np.tril(np.ones((3, 3), bool)), np.ones((3, 3), bool)])
    first = np.where(allowed[0], scores, -np.inf)
    want = np.where(allowed, scores, -np.inf)
    assert "mask-first-only" in _keys(relations.value_relations(first, want, "mask_scores", (scores, allowed), {}, 0.0))
    assert "mask-first-only" not in _keys(relations.value_relations(np.where(allowed[1], scores, -np.inf), want,
                                                                   "mask_scores", (scores, allowed), {}, 0.0))
    # a mean times d_v where S belongs; values divided by their largest magnitude
    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 2)) * 3
    assert "ratio:d_v/S" in _keys(relations.value_relations(w @ v * 2 / 4, w @ v, "weighted_mixture", (w, v), {}, 1e-12))
    assert "ratio:1/max|v|" in _keys(relations.value_relations(w @ (v / np.abs(v).max()), w @ v, "weighted_mixture",
                                                              (w, v), {}, 1e-12))
    # a module-level slider the function writes: results that vary come from state, not randomness
    from grader.judging.properties import module_state, varying
    slider = ("_SLIDER = {'t': 1.0}\n\ndef stable_softmax(s, temperature=None):\n    if temperature is None:\n"
              "        temperature = _SLIDER['t']\n    _SLIDER['t'] = temperature\n    return s / temperature\n\n"
              "def attention(q, k, v):\n    return stable_softmax(q @ k.T) @ v\n")
    assert module_state(slider, "stable_softmax") == ["_SLIDER"] and module_state(slider, "attention") == []
    assert "_SLIDER" in varying(slider, "attention")["how"]
    assert "randomness" in varying(slider.replace("    _SLIDER['t'] = temperature\n", ""), "attention")["how"]


def test_a_pair_whose_second_item_is_not_the_weights_says_so():
    ledger.start()
    x = RNG.standard_normal((5, 4))
    weights = _softmax(RNG.standard_normal((2, 5, 5)))
    kv = np.stack([x.reshape(5, 2, 2), x.reshape(5, 2, 2)])
    check = _failed("multi_head_self_attention", Evidence("shape", "multi_head_self_attention", (x,), got=kv,
                                                          expected=weights, output=1), "p", "heads")
    explain([check], {"numpy": ""})
    assert check.diagnosis == "weights-item-shape" and "(2, 5, 2, 2)" in check.hint and "(2, 5, 5)" in check.hint


def test_iinfo_of_a_float_a_dropped_index_axis_a_shape_check_a_running_max_and_a_floor_are_named():
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted
    from grader.judging.properties import property_findings

    # np.iinfo asked about the float scores' dtype
    iinfo = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2",
             "message": "Invalid integer data type 'f'."}
    source = "def mask_scores(s, a):\n    low = np.iinfo(s.dtype).min\n    return np.where(a, s, low)\n"
    assert _keys(exceptions.find(iinfo, source, "mask_scores"))[0] == "iinfo-of-float"
    # a float32 buffer of its own (torch.zeros without dtype=) in a product with float64 inputs
    mixed = {"type": "RuntimeError", "bases": ["RuntimeError"], "where": "torch_core.py:3",
             "message": "expected m1 and m2 to have the same dtype, but got: double != float"}
    buffer = "def weighted_mixture(w, v):\n    out = torch.zeros(v.shape)\n    return w @ (v + out).float()\n"
    assert _keys(exceptions.find(mixed, buffer, "weighted_mixture"))[0] == "dtype-mixed"
    # w[..., s] (T,) against the (d_v,) value row; the same broadcast error on a line without such an index says nothing
    picked = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:4",
              "message": "operands could not be broadcast together with shapes (3,) (2,) "}
    loop = ("def weighted_mixture(w, v):\n    out = 0\n    for s in range(w.shape[-1]):\n"
            "        out = out + w[..., s] * v[..., s, :]\n    return out\n")
    assert _keys(exceptions.find(picked, loop, "weighted_mixture"))[0] == "index-drops-axis"
    kept = loop.replace("w[..., s] * v[..., s, :]", "w[..., s, None] * v[..., s, None, :]")
    assert "index-drops-axis" not in _keys(exceptions.find(picked, kept, "weighted_mixture"))
    # np.broadcast_shapes as the student's own check, given the wrong slices: a ValueError on a valid input
    check = ("def weighted_mixture(w, v):\n    np.broadcast_shapes(w.shape[:-1], v.shape[:-1])\n    return w @ v\n")
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2", "library": "_stride_tricks_impl.py",
              "message": "shape mismatch: objects cannot be broadcast to a single shape."}
    e = Evidence("raised", "weighted_mixture", (np.ones((2, 3)), np.ones((3, 4))), raised=raised)
    [(key, params)] = property_findings(e, "numpy", check)
    assert key == "error-on-valid" and "shape[:-2]" in params["distinction"]
    assert property_findings(e, "numpy", check.replace("np.broadcast_shapes", "np.add")) == []
    # each key shifted by the running maximum of its row: np.maximum.accumulate
    x = np.array([[0.5, 2.0, -1.0, 3.0], [1.0, 0.0, 2.5, -0.5]])
    running = np.exp(x - np.maximum.accumulate(x, axis=-1))
    found = dict(relations.value_relations(running / running.sum(-1, keepdims=True), _softmax(x), "stable_softmax",
                                           (x,), {}, 1e-12))
    assert "running maximum" in found["shift-per-key"]["what"]
    # the shift taken the wrong way round, exp(max - x): a softmax of the negated scores
    flipped = np.exp(x.max(-1, keepdims=True) - x)
    found = dict(relations.value_relations(flipped / flipped.sum(-1, keepdims=True), _softmax(x), "stable_softmax",
                                           (x,), {}, 1e-12))
    assert "logit-ratio:-1" in found
    # other normalisers than one softmax: a second softmax, a sigmoid of each logit, a one-hot argmax
    w = _softmax(x)
    assert "softmax-twice" in _keys(relations.value_relations(_softmax(w), w, "stable_softmax", (x,), {}, 1e-12))
    sigmoid = 1 / (1 + np.exp(-x))
    assert "sigmoid-not-softmax" in _keys(relations.value_relations(sigmoid, w, "stable_softmax", (x,), {}, 1e-12))
    onehot = (w == w.max(-1, keepdims=True)).astype(float)
    assert "hard-max" in _keys(relations.value_relations(onehot, w, "stable_softmax", (x,), {}, 1e-12))
    # the first batch element's scores for every batch element (q[0] where q belongs)
    q, k = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((2, 5, 4))
    scores = q @ np.swapaxes(k, -1, -2) / 2
    [(key, params)] = [f for f in relations.value_relations(np.broadcast_to(scores[:1], scores.shape).copy(), scores,
                                                            "scaled_scores", (q, k), {}, 1e-12) if f[0] == "first-repeated"]
    assert params["axis"] == -3 and "batch" in params["what"]
    assert "first-repeated" not in _keys(relations.value_relations(scores * 2, scores, "scaled_scores", (q, k), {}, 1e-12))
    # weights clamped from below: said as a floor, not as a range
    causal = np.where(np.tril(np.ones((4, 4), bool)), RNG.standard_normal((4, 4)), -np.inf)
    w = _softmax(causal)
    found = dict(relations.value_relations(np.clip(w, 1e-9, None), w, "stable_softmax", (causal,), {}, 1e-12))
    assert "from below at 1e-09" in found["clipped"]["how"]
    # a 3-D case whose axes moved otherwise (np.moveaxis(x, -1, 0)) rules out a swap of the last two axes
    cube = _softmax(RNG.standard_normal((2, 3, 4)))
    moved = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (cube,)), "shape",
                         Returned("array", array=np.moveaxis(cube, -1, 0).copy()), cube)
    swapped = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (cube,)), "shape",
                           Returned("array", array=np.swapaxes(cube, -1, -2).copy()), cube)
    assert _refuted("transposed", "stable_softmax", [moved]) and not _refuted("transposed", "stable_softmax", [swapped])


def test_an_input_whose_minus_inf_was_overwritten_in_place_explains_the_missing_raise():
    ledger.start()
    s = np.array([[0.5, -np.inf, 1.0], [0.2, 0.1, -np.inf]])
    floored = np.maximum(s, -1e30)
    changed = _failed("stable_softmax", Evidence("input-changed", "stable_softmax", (s,), got=floored, expected=s,
                                                 detail={"argument": 0}), "in", "softmax")
    empty = np.array([[0.5, -np.inf, 1.0], [-np.inf, -np.inf, -np.inf]])
    unraised = _failed("stable_softmax", Evidence("not-raised", "stable_softmax", (empty,),
                                                  detail={"label": "a row entirely -inf"}), "nr", "softmax")
    explain([changed, unraised], {"numpy": ""})
    assert unraised.diagnosis == changed.diagnosis == "input-changed" and "-inf" in unraised.hint
    ledger.start()
    plain = _failed("stable_softmax", Evidence("input-changed", "stable_softmax", (s,), got=s * 2, expected=s,
                                               detail={"argument": 0}), "in", "softmax")
    unraised = _failed("stable_softmax", Evidence("not-raised", "stable_softmax", (empty,),
                                                  detail={"label": "a row entirely -inf"}), "nr", "softmax")
    explain([plain, unraised], {"numpy": ""})
    assert unraised.diagnosis == "error-not-raised"  # a change that leaves the -inf alone does not explain it


def test_weights_read_back_from_a_mixture_extra_entries_nan_at_hidden_keys_and_distance_scores():
    w, v = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 5))  # S = 4 <= d_v = 5: the output fixes its weights
    found = dict(relations.value_relations((w * w) @ v, w @ v, "weighted_mixture", (w, v), {}, 1e-12))
    assert found["mixture-transformed"]["how"] == "w ** 2"
    shifted = (w - w.min(-1, keepdims=True)) @ v
    assert "minimum" in dict(relations.value_relations(shifted, w @ v, "weighted_mixture", (w, v), {}, 1e-12))[
        "mixture-transformed"]["how"]
    wide = RNG.standard_normal((4, 2))  # S > d_v: nothing to read back
    assert "mixture-transformed" not in _keys(relations.value_relations((w * w) @ wide, w @ wide, "weighted_mixture",
                                                                        (w, wide), {}, 1e-12))
    # overlapping windows where disjoint heads belong: the expected heads are every d_h-th window
    x = RNG.standard_normal((3, 6))
    heads = np.swapaxes(x.reshape(3, 3, 2), 0, 1)
    windows = np.swapaxes(np.lib.stride_tricks.sliding_window_view(x, 2, axis=-1), 0, 1)
    [(key, params)] = relations.axis_relations(windows.copy(), heads, 1e-12)
    assert key == "extra-entries" and params["axis"] == -3 and "second" in params["which"]
    # a causal mask of t + 1 positions where t belong (a range that includes its end): the first ones along both axes
    causal = np.tril(np.ones((5, 5), dtype=bool))
    [(key, params)] = relations.axis_relations(causal, causal[:4, :4], 1e-12)
    assert key == "extra-entries" and params["along"] == "axes -2 and -1" and "{" not in generic_text(key, params)
    assert relations.axis_relations(np.triu(np.ones((5, 5), dtype=bool)), causal[:4, :4], 1e-12) == []
    # NaN exactly at the hidden keys of moderate scores: -inf - (-inf), no overflow
    s = np.array([[0.5, -np.inf, 1.0], [0.2, 0.1, -np.inf]])
    want = _softmax(s)
    nan = np.where(np.isneginf(s), np.nan, want)
    assert "nan-at-hidden" in _keys(relations.value_relations(nan, want, "stable_softmax", (s,), {}, 1e-12))
    assert "nan-at-hidden" not in _keys(relations.value_relations(np.where(np.isneginf(s), 0.5, want), want,
                                                                  "stable_softmax", (s,), {}, 1e-12))
    # -|q - k|^2 / 2: a Gaussian kernel's scores
    far = -((Q[:, None, :] - K[None, :, :]) ** 2).sum(-1) / 2
    found = dict(relations.value_relations(far, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert math.isclose(found["distance-scores"]["times"], 0.5) and "offset" not in found


def test_np_dot_a_front_counted_swap_a_zero_divisor_and_a_slightly_rounded_input():
    from grader.judging.rules import raise_diagnoses

    source = "def weighted_mixture(w, v):\n    return np.tensordot(w, v, axes=1)\n"
    assert "dot-not-matmul" in raise_diagnoses(source, "weighted_mixture", 2)
    assert "dot-not-matmul" not in raise_diagnoses(source.replace("np.tensordot(w, v, axes=1)", "w @ v"),
                                                   "weighted_mixture", 2)
    swap = "def scaled_scores(q, k):\n    return q @ k.transpose(0, -1)\n"
    assert "fixed-leading-axes" in raise_diagnoses(swap, "scaled_scores", 2)
    assert "fixed-leading-axes" not in raise_diagnoses(swap.replace("(0, -1)", "(-2, -1)"), "scaled_scores", 2)
    zero = {"type": "ZeroDivisionError", "bases": ["ZeroDivisionError"], "where": "torch_core.py:3",
            "message": "0.0 cannot be raised to a negative power"}
    floor = "def scaled_scores(q, k):\n    d = q.shape[-1] // 8\n    return q @ k.mT * d ** -0.5\n"
    [(key, params), *_] = exceptions.find(zero, floor, "scaled_scores")
    assert key == "divides-by-zero" and "//" in params["floor"]
    # q rounded in place to 6 decimals: its scores are off by as little, and the change says why
    ledger.start()
    q = RNG.standard_normal((3, 4)) / 3
    changed = _failed("scaled_scores", Evidence("input-changed", "scaled_scores", (q, K), got=np.round(q, 6),
                                                expected=q, detail={"argument": 0}), "in")
    off = SCORES * (1 + 3e-7)
    values = _failed("scaled_scores", Evidence("values", "scaled_scores", (Q, K), got=off, expected=SCORES), "v")
    explain([changed, values], {"numpy": ""})
    assert values.diagnosis == "input-changed" and "small" in values.hint


@pytest.mark.parametrize("kind,message,key", [
    ("TypeError", "'float' object cannot be interpreted as an integer", "float-size"),
    ("TypeError", "reshape(): argument 'shape' failed to unpack the object at pos 2 with error \"type must be tuple of"
                  " ints,but got float\"", "float-size"),
    ("RuntimeError", "view size is not compatible with input tensor's size and stride (at least one dimension spans"
                     " across two contiguous subspaces). Use .reshape(...) instead.", "view-not-contiguous"),
    ("RuntimeError", "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.",
     "numpy-with-grad"),
    ("ValueError", "Unable to avoid creating a copy while reshaping.", "reshape-no-copy"),
    ("UnboundLocalError", "cannot access local variable 'masked' where it is not associated with a value",
     "unbound-local"),
    ("NameError", "name 'F' is not defined", "name-undefined"),
    ("TypeError", "unhashable type: 'numpy.ndarray'", "unhashable-key"),
    ("RecursionError", "maximum recursion depth exceeded", "recursion"),
    ("RuntimeError", "unsupported operation: more than one element of the written-to tensor refers to a single memory"
                     " location. Please clone() the tensor before performing the operation.", "read-only-view"),
])
def test_an_exception_that_says_what_the_line_does_wrong_is_read_out(kind, message, key):
    raised = {"type": kind, "bases": [kind], "where": "numpy_core.py:2", "message": message}
    source = "def f(x, n):\n    return x.reshape(x.shape[0], n / 2, 2)\n"
    found = exceptions.find(raised, source, "f")
    assert found[0][0] == key and found[-1][0] == "crash"
    assert "{" not in generic_text(key, {"func": "f", **found[0][1]})


def test_two_axes_to_ndarray_transpose_whole_shapes_broadcast_and_a_folded_log2e():
    axes = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2", "message": "axes don't match array"}
    source = "def scaled_scores(q, k):\n    return q @ k.transpose(-1, -2)\n"
    assert _keys(exceptions.find(axes, source, "scaled_scores"))[0] == "transpose-two-axes"
    assert _keys(exceptions.find(axes, source.replace("(-1, -2)", "(0, 2, 1)"), "scaled_scores"))[0] != \
        "transpose-two-axes"
    whole = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2",
             "message": "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with"
                        " shape (3, 4) and arg 1 with shape (5, 4)."}
    lined = "def attention(q, k, v):\n    q, k = np.broadcast_arrays(q, k)\n    return q @ k.T @ v\n"
    assert _keys(exceptions.find(whole, lined, "attention"))[0] == "whole-shapes-broadcast"
    found = dict(relations.value_relations(SCORES / math.log(2), SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    assert "ratio:log2(e)" in found


def test_floored_scores_floored_weights_a_sum_over_the_features_and_a_whole_array_written_into_a_mask():
    s = np.array([[0.7, 2.4, -1.3], [1.9, -np.inf, 0.2]])
    with np.errstate(all="ignore"):
        floored = np.floor_divide(s, 1.0)  # -inf // 1.0 is NaN: the row comes out NaN
        got = np.exp(floored - floored.max(-1, keepdims=True))
    got /= got.sum(-1, keepdims=True)
    want = _softmax(s)
    found = dict(relations.value_relations(got, want, "stable_softmax", (s,), {}, 1e-12))
    assert "//" in found["scores-rounded"]["how"] and "logit-ratio:0" not in found
    assert "scores-rounded" not in _keys(relations.value_relations(want * 0.9 + 0.1 / 3, want, "stable_softmax",
                                                                   (s,), {}, 1e-12))
    # weights divided by their row sums with rounding_mode="floor": 0 for every fraction, a 1 kept where one key holds all
    rows = np.array([[1.0, 2.0, 3.0], [5.0, -np.inf, -np.inf]])
    weights = _softmax(rows)
    assert "rounded" in _keys(relations.value_relations(np.floor(weights), weights, "stable_softmax", (rows,), {}, 1e-12))
    assert "rounded" not in _keys(relations.value_relations(np.zeros_like(weights), weights, "stable_softmax", (rows,),
                                                            {}, 1e-12))  # nothing kept: no rounding shows
    # the weighted values summed over d_v: (T, S), each weight times its value row's total
    w, v = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 5))
    assert _keys(relations.mixture_summed_elsewhere(w * v.sum(-1)[None, :], "weighted_mixture", (w, v))) == \
        ["mixture-summed-features"]
    assert not relations.mixture_summed_elsewhere(w * 2.0, "weighted_mixture", (w, v))
    assert not relations.mixture_summed_elsewhere(w * v.sum(-1)[None, :], "weighted_mixture", (w, v[:, :1]))
    # out[visible] = scores: NumPy's and torch's refusal read out at the student's line
    source = "def mask_scores(s, m):\n    out = np.full(s.shape, -np.inf)\n    out[m] = s\n    return out\n"
    for kind, message in (("TypeError", "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input,"
                                        " input has 2 dimensions"),
                          ("RuntimeError", "shape mismatch: value tensor of shape [2, 3] cannot be broadcast to"
                                           " indexing result of shape [4]")):
        raised = {"type": kind, "bases": [kind], "where": "numpy_core.py:3", "message": message}
        assert _keys(exceptions.find(raised, source, "mask_scores"))[0] == "bool-assign-whole"
        assert _keys(exceptions.find({**raised, "where": "numpy_core.py:2"}, source, "mask_scores"))[0] != \
            "bool-assign-whole"


def test_a_feature_left_out_a_buffer_too_small_a_decay_that_is_no_precision_and_a_log_temperature():
    # the feature loop starts at 1: every score lacks feature 0's product
    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    want = q @ k.T / 2.0
    short = q[:, 1:] @ k[:, 1:].T / 2.0
    found = dict(relations.value_relations(short, want, "scaled_scores", (q, k), {}, 1e-12))
    assert found["feature-left-out"]["which"] == "the first feature"
    assert "feature-left-out" not in dict(relations.value_relations(want * 1.5, want, "scaled_scores", (q, k), {},
                                                                     1e-12))
    # out += rows into an array allocated without the batch axes
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:3",
              "message": "non-broadcastable output operand with shape (3,2) doesn't match the broadcast shape (4,3,2)"}
    source = "def weighted_mixture(w, v):\n    out = np.zeros((3, 2))\n    out += w[..., :, 0, None] * v[..., 0, None, :]\n"
    assert _keys(exceptions.find(raised, source, "weighted_mixture"))[0] == "buffer-shape"
    # a factor of the positions (1 on some entries, one same factor on the others) is no half precision
    decayed = want * np.where(np.arange(5) % 2, 1.0 + 2.4e-3, 1.0)
    assert "half-precision" not in _keys(relations.value_relations(decayed, want, "scaled_scores", (q, k), {}, 1e-12))
    rounded = want.astype(np.float16).astype(np.float64) * (1 + 1e-4 * RNG.standard_normal(want.shape))
    assert "half-precision" in _keys(relations.value_relations(rounded, want, "scaled_scores", (q, k), {}, 1e-12))
    # scores divided by exp(temperature): a logit ratio of temperature / exp(temperature)
    s = RNG.standard_normal((3, 4))
    found = dict(relations.value_relations(_softmax(s / math.exp(2.0)), _softmax(s / 2.0), "stable_softmax", (s,),
                                           {"temperature": 2.0}, 1e-12))
    assert "logit-ratio:temperature/exp(temperature)" in found


def test_uneven_wrong_rows_rule_out_uniform_weights_and_a_diagonal_set_in_code_is_read():
    from grader.calls.returned import Returned
    from grader.judging.explain import _diagonal_kept_in_code, _Function, _refuted

    s = np.array([[0.5, 1.5, -0.5], [2.0, 0.1, 0.3]])
    uniform = np.full_like(s, 1 / 3)
    flat = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (s,), {}), "values",
                        Returned("ndarray", array=uniform), _softmax(s))
    assert not _refuted("logit-ratio:0", "stable_softmax", [flat])
    uneven = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (s,), {}), "values",
                          Returned("ndarray", array=_softmax(2 * s)), _softmax(s))
    assert _refuted("logit-ratio:0", "stable_softmax", [flat, uneven])
    # allowed.fill_diagonal_(True): the masked scores are wrong on the diagonal only
    scores = RNG.standard_normal((3, 3))
    allowed = np.array([[False, True, True], [True, True, False], [True, True, True]])
    want = np.where(allowed, scores, -np.inf)
    kept = np.where(allowed | np.eye(3, dtype=bool), scores, -np.inf)
    source = "def mask_scores(s, m):\n    m.fill_diagonal_(True)\n    return s.masked_fill(~m, float('-inf'))\n"
    fn = _Function("torch", "mask_scores")
    check = _failed("mask_scores", Evidence("values", "mask_scores", (scores, allowed), got=kept, expected=want), "d")
    fn.failing.append(check)
    fn.found[id(check)] = []
    fn.notes = [ledger.Noted("torch", "mask_scores", Case("mask_scores", (scores, allowed), {}), "values",
                             Returned("ndarray", array=kept), want)]
    _diagonal_kept_in_code(fn, source)
    assert [f.key for f in fn.found[id(check)]] == ["fails-when-diagonal-hidden"]
    fn.found[id(check)] = []
    _diagonal_kept_in_code(fn, source.replace("m.fill_diagonal_(True)", "pass"))
    assert fn.found[id(check)] == []


def test_weights_normalised_down_columns_a_squash_shown_on_two_keys_and_zeros_a_ratio_cannot_move():
    # weights / weights.sum(-2): each key's column divided by its sum over the queries
    w, v = RNG.random((4, 3)), RNG.standard_normal((3, 2))
    found = dict(relations.value_relations((w / w.sum(-2, keepdims=True)) @ v, w @ v, "weighted_mixture", (w, v), {},
                                           1e-12))
    assert "over the queries" in found["weights-rescaled-per-key"]["how"]
    # any other factor per key, fitted where T * d_v > S; a key left out is not one
    c = np.array([0.5, 2.5, 1.5])
    v4 = RNG.standard_normal((3, 4))
    found = dict(relations.value_relations((w * c) @ v4, w @ v4, "weighted_mixture", (w, v4), {}, 1e-12))
    assert "factor of its own" in found["weights-rescaled-per-key"]["how"]
    # each value row made a unit vector: named on any sizes (one query too), not fitted
    units = v / np.linalg.norm(v, axis=-1, keepdims=True)
    one = w[:1]
    assert "values-normalised" in _keys(relations.value_relations(one @ units, one @ v, "weighted_mixture", (one, v), {},
                                                                  1e-12))
    dropped = (w * np.array([1.0, 0.0, 1.0])) @ v4
    assert "weights-rescaled-per-key" not in _keys(relations.value_relations(dropped, w @ v4, "weighted_mixture",
                                                                             (w, v4), {}, 1e-12))
    # a constant ratio leaves the expected zeros at zero: a 0 that came out non-zero is no ratio
    want = np.array([[0.7071, 0.0, 0.7071]])
    assert "ratio:constant" in _keys(relations.value_relations(want * 2.4, want, "scaled_scores",
                                                               (np.ones((1, 2)), np.ones((3, 2))), {}, 1e-12))
    shifted = want + np.array([[1.0, 0.7071, 1.0]])
    assert not any(k.startswith("ratio") for k in _keys(relations.value_relations(
        shifted, want, "scaled_scores", (np.ones((1, 2)), np.ones((3, 2))), {}, 1e-12)))
    # one softmax row right and the other all but 0 sums to 1 over the whole array by chance only
    rows = np.array([[0.0, 2.5e-14, 0.0], [0.0, 0.0, 1.0]])
    assert "reduced-other-axis" not in _keys(relations.value_relations(rows, np.array([[0.0, 1.0, 0.0], [0, 0, 1.0]]),
                                                                       "stable_softmax", (np.zeros((2, 3)),), {},
                                                                       1e-12))


def test_a_guard_whose_own_test_raises_and_a_crash_after_a_whole_shape_broadcast():
    from grader.judging.properties import property_findings, raised_on_purpose

    source = ("def scaled_scores(q, k):\n"
              "    if np.not_equal(q.shape, k.shape)[-1]:\n"
              "        raise ValueError('widths differ')\n"
              "    return q @ np.swapaxes(k, -2, -1)\n")
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:2", "library": True,
              "message": "operands could not be broadcast together with shapes (2,) (3,)"}
    assert raised_on_purpose(raised, source)
    e = Evidence("raised", "scaled_scores", (np.ones((2, 1)), np.ones((3, 2, 1))), raised=raised)
    (key, params), = property_findings(e, "numpy", source)
    assert key == "error-on-valid" and "np.not_equal(q.shape, k.shape)[-1]" in params["distinction"]
    truth = {**raised, "message": "The truth value of an array with more than one element is ambiguous."}
    assert not raised_on_purpose(truth, source)  # ambiguous-truth says more
    assert not raised_on_purpose({**raised, "where": "numpy_core.py:4"}, source)  # not the guard's test


def _found(findings: list[tuple[str, dict]], key: str) -> Any:
    from grader.judging.explain import RELATION, Found

    params = dict(findings)[key]
    return Found(key, generic_text(key, {"func": "f", **params}), RELATION, params)


def test_a_shift_seen_where_the_scale_is_one_counts_for_a_scale_and_shift():
    from grader.judging.explain import _Function, _offset_where_scale_is_one

    fn = _Function("torch", "scaled_scores")
    q1, k1 = RNG.standard_normal((2, 1)), RNG.standard_normal((4, 1))
    q5, k5 = RNG.standard_normal((3, 5)), RNG.standard_normal((4, 5))
    one = _failed("scaled_scores", Evidence("values", "scaled_scores", (q1, k1), got=q1 @ k1.T + 1,
                                            expected=q1 @ k1.T), "d")
    five = _failed("scaled_scores", Evidence("values", "scaled_scores", (q5, k5),
                                             got=q5 @ k5.T + 1 / math.sqrt(5), expected=q5 @ k5.T / math.sqrt(5)), "d")
    fn.failing += [one, five]
    w5 = q5 @ k5.T / math.sqrt(5)
    fn.found[id(one)] = [_found(relations.value_relations(q1 @ k1.T + 1, q1 @ k1.T, "scaled_scores", (q1, k1), {},
                                                          1e-12), "offset")]
    fn.found[id(five)] = [_found(relations.value_relations(q5 @ k5.T + 1 / math.sqrt(5), w5, "scaled_scores",
                                                           (q5, k5), {}, 1e-12), "scaled-offset")]
    _offset_where_scale_is_one(fn)
    assert [f.key for f in fn.found[id(one)]] == ["offset", "scaled-offset"]


def test_wrong_values_no_cause_explains_beside_state_read_back_say_so():
    from grader.judging.properties import state_read_back

    source = ("_CACHE = {}\n_LOG = []\n\n"
              "def stable_softmax(s, temperature=1.0):\n"
              "    _LOG.append(s.shape)\n"
              "    key = s.ctypes.data\n"
              "    if key in _CACHE:\n"
              "        return _CACHE[key]\n"
              "    _CACHE[key] = s\n"
              "    return s\n")
    assert state_read_back(source, "stable_softmax") == ["_CACHE"]  # the log is written, never read back
    x = RNG.standard_normal((2, 3))
    scrambled = x[:, ::-1] * np.array([[1.0, -2.0, 0.5], [3.0, 1.0, -1.0]])  # no relation to the expected values
    check = _failed("attention", Evidence("values", "attention", (x, x, x), got=scrambled, expected=x), "d")
    explain([check], {"numpy": source + "\n\ndef attention(q, k, v, allowed=None):\n"
                                        "    return stable_softmax(q @ k.T) @ v\n"})
    assert check.diagnosis == "stale-result:kept-state" and "your stable_softmax (which it calls)" in check.hint


def test_an_epsilon_in_a_divisor_of_one_a_large_negative_on_the_diagonal_and_a_squeezed_mask():
    from grader.judging.explain import _Function, _squeezed_argument

    # out / (weights.sum(-1) + 1e-6): every value times 1 / (1 + 1e-6)
    want = RNG.standard_normal((3, 4))
    assert "ratio:1/(1+1e-06)" in _keys(relations.value_relations(want / (1 + 1e-6), want, "attention", (), {}, 1e-14))
    assert not any(k.startswith("ratio:1/(1+") for k in _keys(relations.value_relations(
        want / (1 + 3e-6), want, "attention", (), {}, 1e-14)))
    # Reformer's -5e4 on each query's own (visible) key
    scores = RNG.standard_normal((3, 3))
    got = np.where(np.eye(3, dtype=bool), -5e4, scores)
    (key, params), = [f for f in relations.hides_visible(got, scores, 1e-12)]
    assert key == "hides-visible" and "a large negative number" in params["where"] and "diagonal" in params["where"]
    # allowed.squeeze(): the message shows the mask without its length-1 axes
    fn = _Function("torch", "mask_scores")
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "torch_core.py:3",
              "message": "allowed (2, 5) does not broadcast to (1, 2, 1, 5)"}
    check = _failed("mask_scores", Evidence("raised", "mask_scores", (np.zeros((1, 2, 1, 5)), np.ones((1, 2, 1, 5))),
                                            raised=raised), "d")
    fn.failing.append(check)
    fn.found[id(check)] = []
    _squeezed_argument(fn)
    assert [f.key for f in fn.found[id(check)]] == ["argument-squeezed"]
    assert fn.found[id(check)][0].params["argument"] == "allowed"
    fn.found[id(check)] = []
    check.evidence.raised = {**raised, "message": "shapes (2, 5) and (1, 2, 1, 5) do not broadcast"}  # names no argument
    _squeezed_argument(fn)
    assert fn.found[id(check)] == []


def test_a_crash_inside_an_inner_function_that_is_no_valueerror_stays_a_crash():
    source = ("def stable_softmax(s, temperature=1.0):\n    assert False, 'rows'\n\n"
              "def attention(q, k, v, allowed=None):\n    return stable_softmax(q @ k.T) @ v, None\n")
    raised = {"type": "AssertionError", "bases": ["AssertionError"], "message": "rows", "where": "numpy_core.py:2",
              "stack": [["attention", 5], ["stable_softmax", 2]]}
    check = _failed("attention", Evidence("raised", "attention", (Q, K, K), raised=raised), "a", "heads")
    explain([check], {"numpy": source})
    assert check.diagnosis == "crash" and "AssertionError" in check.hint


def test_hidden_scores_times_infinity_and_weights_divided_by_their_row_length():
    scores = np.array([[0.5, -1.0, 0.0], [2.0, 0.3, -0.2]])
    visible = np.array([[True, False, False], [True, True, False]])
    want = np.where(visible, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        got = scores * np.where(visible, 1.0, np.inf)  # -inf, NaN (0 * inf), -inf
    assert "mask-times-inf" in _keys(relations.value_relations(got, want, "mask_scores", (scores, visible), {},
                                                               1e-12))
    w, v = RNG.random((3, 4)), RNG.standard_normal((4, 2))
    found = dict(relations.value_relations((w / np.linalg.norm(w, axis=-1, keepdims=True)) @ v, w @ v,
                                           "weighted_mixture", (w, v), {}, 1e-12))
    assert found["weights-rescaled"]["by"] == "length (its L2 norm)"


def test_a_true_one_line_guard_is_no_broken_test_and_a_counter_is_no_state_read_back():
    from grader.judging.properties import state_read_back, tested_guard

    one_line = "def scaled_scores(q, k):\n    if q.shape[-1] != 4: raise ValueError('d_k')\n    return q\n"
    assert tested_guard(one_line, "numpy_core.py:2") == ""
    split = "def scaled_scores(q, k):\n    if np.not_equal(q.shape, k.shape)[-1]:\n        raise ValueError('d_k')\n"
    assert tested_guard(split, "numpy_core.py:2") == "np.not_equal(q.shape, k.shape)[-1]"
    counter = "_n = 0\n\ndef stable_softmax(s, temperature=1.0):\n    global _n\n    _n = _n + 1\n    return s\n"
    assert state_read_back(counter, "stable_softmax") == []
    # one query: a least-squares factor per key fits any weights, so none is read
    w, v = np.array([[0.2, 0.8]]), RNG.standard_normal((2, 4))
    assert "weights-rescaled-per-key" not in _keys(relations.value_relations(
        w[:, ::-1] @ v, w @ v, "weighted_mixture", (w, v), {}, 1e-12))


def test_the_engine_reads_all_nan_rows_without_printing_numpy_warnings():
    """A softmax row that comes back all NaN makes NumPy warn inside the engine's readings
    (an all-NaN slice); the warning must not reach stderr, where nbgrader would zero a test
    cell. With warnings as errors, explain still runs to a diagnosis."""
    scores = np.array([[0.0, 1.0, 2.0], [-np.inf, 0.0, 1.0]])
    with np.errstate(all="ignore"):
        shift = scores - np.maximum.accumulate(scores, axis=-1)
    got = np.where(np.isfinite(shift), np.exp(np.where(np.isfinite(shift), shift, 0.0)), 0.0)
    got[1] = np.nan
    want = np.exp(scores - scores.max(axis=-1, keepdims=True))
    want /= want.sum(axis=-1, keepdims=True)
    ledger.start()
    r = _failed("stable_softmax", Evidence("values", "stable_softmax", (scores,), got=got, expected=want), "v", "softmax")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        explain([r], {"numpy": ""})
    assert r.diagnosis


def test_dropout_a_width_one_off_and_every_axis_reversed_are_read():
    """Weights with some set to 0 and the rest times 1 / (1 - p) are dropout kept in; a scale
    by sqrt(d_k + 1) is a named ratio; every axis reversed, written out, is a full transpose
    (a transpose of two axes followed by another call is not)."""
    from grader.judging.rules import FULL_TRANSPOSE

    w = _softmax(RNG.standard_normal((2, 3, 5)))
    keep = (np.arange(w.size).reshape(w.shape) % 7) != 3
    assert _keys(relations.value_relations(w * keep / 0.9, w, "stable_softmax", (np.log(w),), {}, 1e-12))[:1] \
        == ["weights-dropped"]
    assert "weights-dropped" not in _keys(relations.value_relations(w / 0.9, w, "stable_softmax", (np.log(w),), {}, 1e-12))
    assert "weights-dropped" not in _keys(relations.value_relations(w * keep, w, "stable_softmax", (np.log(w),), {}, 1e-12))
    q, k = RNG.standard_normal((2, 4)), RNG.standard_normal((3, 4))  # d_k = 4
    scores = q @ k.T
    found = _keys(relations.value_relations(scores / math.sqrt(5), scores / 2, "scaled_scores", (q, k), {}, 1e-12))
    assert "ratio:sqrt(d_k)/sqrt(d_k+1)" in found
    for line in ("k.permute(*reversed(range(k.dim())))", "np.transpose(k, range(k.ndim)[::-1])",
                 "k.permute(*range(k.dim() - 1, -1, -1))"):
        assert FULL_TRANSPOSE.search(line), line
    for line in ("k.transpose(-2, -1).expand(*q.shape[:-2], -1, -1)", "k.permute(0, 2, 1)", "torch.transpose(k, -1, -2)"):
        assert not FULL_TRANSPOSE.search(line), line


def test_sigmoids_normalised_and_a_row_hidden_from_its_first_hidden_key_are_read():
    """Sigmoids of the shifted scores divided by their row's sum sum to 1 but are no softmax;
    a mask that hides every key from a row's first hidden one on leaves that row -inf
    throughout, the hidden key included: keys hidden that are visible."""
    x = RNG.standard_normal((2, 3, 4))
    sig = 1 / (1 + np.exp(-(x - x.max(-1, keepdims=True))))
    found = _keys(relations.value_relations(sig / sig.sum(-1, keepdims=True), _softmax(x), "stable_softmax", (x,), {},
                                            1e-12))
    assert "sigmoid-normalised" in found
    assert "sigmoid-normalised" not in _keys(relations.value_relations(_softmax(x), _softmax(2 * x), "stable_softmax",
                                                                       (x,), {}, 1e-12))
    scores = np.array([[-4.6, -1.5, -6.0, -0.5, 1.2]])
    want = np.where([[False, True, True, True, True]], scores, -np.inf)
    assert _keys(relations.hides_visible(np.full((1, 5), -np.inf), want, 1e-12)) == ["hides-visible"]
    assert relations.hides_visible(np.full((1, 5), -np.inf), scores, 1e-12) == []  # nothing right: shows nothing


def test_a_flipped_axis_python_sum_of_an_array_and_weights_pruned_near_zero_are_read():
    """A triangle flipped upside down is the expected mask with its rows reversed (axis-flipped,
    not another order of its columns); Python's sum of an array reduces its first axis
    without keepdims (a sum of a generator does not); weights below a threshold set to 0 and
    the rest renormalised are keys hidden, not a rounding, a hard choice or float32's noise,
    though a row whose softmax is one-hot within 3e-7 is given as exactly 0 and 1."""
    tril = np.tril(np.ones((4, 4), dtype=bool))
    found = relations.axis_relations(np.flipud(tril), tril, 1e-6)
    assert _keys(found) == ["axis-flipped"] and found[0][1]["axis"] == -2
    assert relations.axis_relations(tril, tril, 1e-6) == []
    x = RNG.standard_normal((2, 3, 5))
    assert _keys(relations.axis_relations(x[..., ::-1], x, 1e-6)) == ["axis-flipped"]
    source = ("def stable_softmax(scores, temperature=1.0):\n    e = np.exp(scores)\n"
              "    total = sum(np.moveaxis(e, -1, 0))\n    return e / total\n")
    raised = {"type": "ValueError", "message": "operands could not be broadcast together with shapes (2,3) (2,)",
              "where": "numpy_core.py:4"}
    assert _keys(exceptions.find(raised, source, "stable_softmax"))[0] == "broadcast-after-reduction"
    loop = source.replace("sum(np.moveaxis(e, -1, 0))", "sum(e[..., s] for s in range(e.shape[-1]))")
    assert "broadcast-after-reduction" not in _keys(exceptions.find(raised, loop, "stable_softmax"))
    scores = np.array([[0.0, -12.0, -3.0, -20.0], [5.0, -11.0, 4.0, 3.5]])
    w = _softmax(scores)
    exps = np.exp(scores - scores.max(-1, keepdims=True))
    pruned = np.where(exps < 1e-4, 0.0, exps)
    pruned /= pruned.sum(-1, keepdims=True)
    found = _keys(relations.value_relations(pruned, w, "stable_softmax", (scores,), {}, 1e-12))
    assert not {"rounded", "hard-max", "float32-precision"} & set(found)
    assert _keys(relations.hides_visible(pruned, w, 1e-12)) == ["hides-visible"]
    peaked = np.array([[1 - 3e-7, 2e-7, 1e-7]])
    assert not {"rounded", "hard-max"} & set(_keys(relations.value_relations(
        np.array([[1.0, 0.0, 0.0]]), peaked, "stable_softmax", (np.log(peaked),), {}, 1e-12)))
    assert "hard-max" in _keys(relations.value_relations(np.eye(3)[[0, 2]], _softmax(np.array([[2.0, 1.0, 0.0], [0.0, 1.0, 3.0]])),
                                                         "stable_softmax", (np.array([[2.0, 1.0, 0.0], [0.0, 1.0, 3.0]]),), {}, 1e-12))


def test_a_polynomial_of_the_expected_values_is_read_where_no_named_activation_fits():
    """Scores s given back as 1 + s + s^2/2 (a Taylor series of exp, Based's feature map) or
    s + s^3/3: a polynomial of the expected values, fitted exactly, its terms said; a line
    (twice the scores, the scores plus 1) is a ratio or a shift, never a polynomial; values
    next to 0 (an online softmax's blown-up denominator) fit any curve within a tolerance of
    their own size, and too few distinct values tell no curve from noise."""
    q, k = RNG.standard_normal((4, 3)), RNG.standard_normal((5, 3))
    scores = q @ k.T / math.sqrt(3)
    for got, terms in ((1 + scores + scores ** 2 / 2, "1 + 1 x + 0.5 x^2"), (scores + scores ** 3 / 3, "1 x + 0.333 x^3")):
        found = relations.value_relations(got, scores, "scaled_scores", (q, k), {}, 1e-12)
        assert ("activated", "a polynomial", terms) in [(key, p.get("name"), p.get("how")) for key, p in found], found
    for line in (2 * scores, scores + 1, 1e-14 * (scores + scores ** 3)):  # (values next to 0 fit any curve)
        assert "activated" not in _keys(relations.value_relations(line, scores, "scaled_scores", (q, k), {}, 1e-12))
    few = scores[:2, :2]
    assert "activated" not in _keys(relations.value_relations(1 + few + few ** 2 / 2, few, "scaled_scores",
                                                               (q[:2], k[:2]), {}, 1e-12))


def test_activations_a_layer_norm_a_count_of_axes_overlapping_heads_and_an_inverted_additive_mask_are_read():
    """An output that is tanh, an ELU or GELU of the expected one is `activated`; each row
    standardised is `standardised` (neither a squash nor a scale per row and column); scores
    divided by sqrt(q.ndim) name that ratio; heads cut one feature apart overlap
    (`split-stride`); -1e9 added where the mask shows a key, the hidden scores kept, is the
    mask read inverted."""
    w, v = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 5))
    out = w @ v
    for f, name in ((np.tanh, "tanh"), (lambda x: np.where(x > 0, x, np.expm1(x)), "an ELU")):
        found = relations.value_relations(f(out), out, "weighted_mixture", (w, v), {}, 1e-12)
        assert ("activated", name) in [(k, p.get("name")) for k, p in found] and "clipped" not in _keys(found)
    normed = (out - out.mean(-1, keepdims=True)) / np.sqrt(out.var(-1, keepdims=True) + 1e-5)
    found = _keys(relations.value_relations(normed, out, "weighted_mixture", (w, v), {}, 1e-12))
    assert "standardised" in found and "scale-per-row-and-column" not in found
    assert not {"activated", "standardised"} & set(_keys(relations.value_relations(out * 2, out, "weighted_mixture",
                                                                                   (w, v), {}, 1e-12)))
    q, k = RNG.standard_normal((2, 3, 8)), RNG.standard_normal((2, 4, 8))
    scores = q @ np.swapaxes(k, -1, -2)
    found = _keys(relations.value_relations(scores / math.sqrt(3), scores / math.sqrt(8), "scaled_scores", (q, k), {},
                                            1e-12))
    assert "ratio:sqrt(d_k)/sqrt(ndim(q))" in found
    x = RNG.standard_normal((2, 5, 6))
    overlapping = np.stack([x[..., h:h + 3] for h in range(2)], axis=-3)
    assert _keys(relations.split_stride(overlapping, "split_heads", (x, 2))) == ["split-stride"]
    assert relations.split_stride(np.stack([x[..., :3], x[..., 3:]], axis=-3), "split_heads", (x, 2)) == []
    s = RNG.standard_normal((3, 4))
    allowed = np.tril(np.ones((3, 4), dtype=bool))
    found = relations.value_relations(s - 1e9 * allowed, np.where(allowed, s, -np.inf), "mask_scores", (s, allowed), {},
                                      1e-12)
    assert "mask-inverted" in _keys(found)


def test_a_result_that_aliases_its_input_is_told_apart_from_one_changed_in_place():
    """mask_scores returning the caller's scores unchanged is `input-aliased`; one that also
    changed them in place is told as the change (one cause); a chosen fact of another
    property (an error not raised) is never lent to value checks that have nothing of their
    own."""
    ledger.start()
    s = RNG.standard_normal((2, 3))
    aliased = _failed("mask_scores", Evidence("aliased", "mask_scores", (s, s > 0), detail={"argument": 0}), "al", "masking")
    explain([aliased], {"numpy": "def mask_scores(scores, allowed):\n    return scores\n"})
    assert aliased.diagnosis == "input-aliased" and "argument scores" in aliased.hint
    ledger.start()
    aliased = _failed("mask_scores", Evidence("aliased", "mask_scores", (s, s > 0), detail={"argument": 0}), "al", "masking")
    changed = _failed("mask_scores", Evidence("input-changed", "mask_scores", (s, s > 0), detail={"argument": 0}), "ch",
                      "masking")
    explain([aliased, changed], {"numpy": "def mask_scores(scores, allowed):\n    scores[~allowed] = -1\n    return scores\n"})
    assert aliased.diagnosis == changed.diagnosis == "input-changed"
    ledger.start()
    missed = _failed("mask_scores", Evidence("not-raised", "mask_scores", (s, s > 0), detail={"label": "a bad mask"}), "nr",
                     "masking")
    odd = np.array([[0.3, -7.0, 2.0], [1.5, 0.25, -4.0]])
    wrong = _failed("mask_scores", Evidence("values", "mask_scores", (s, s > 0), got=odd, expected=s), "v", "masking")
    explain([missed, wrong], {"numpy": "def mask_scores(scores, allowed):\n    return scores\n"})
    assert missed.diagnosis == "error-not-raised" and wrong.diagnosis != "error-not-raised"


def test_a_shift_by_each_keys_maximum_is_read_where_weights_underflow_and_rows_come_out_uniform():
    """Scores of 1e4 less each key's maximum over the queries: one row one-hot (the others
    underflow to 0), one row uniform (its keys' maxima are its own scores). No logs of the
    weights are left to read there, so the shift is replayed; a plain softmax is not it."""
    x = np.array([[1e4, 0, -1e4], [1e4, 9999, 9998]])
    exps = np.exp(x - x.max(-2, keepdims=True))
    found = _keys(relations.value_relations(exps / exps.sum(-1, keepdims=True), _softmax(x), "stable_softmax", (x,),
                                            {}, 1e-12))
    assert "shift-per-key" in found
    assert "shift-per-key" not in _keys(relations.value_relations(_softmax(x)[::-1], _softmax(x), "stable_softmax",
                                                                  (x,), {}, 1e-12))


def test_an_einsum_out_buffer_index_select_per_row_and_as_strided_with_its_own_strides_are_read():
    """einsum's words for an out= buffer of the wrong shape are a buffer sized from one input;
    index_select given one index per row says it takes one 1-D index; a view made with
    as_strided in another shape but with the array's own strides leads over the results that
    vary (it reads past the array), while strides worked out from them are left alone."""
    source = ("def weighted_mixture(weights, values):\n    out = np.empty(weights.shape[:-1] + (values.shape[-1],))\n"
              "    np.einsum('...ts,...sd->...td', weights, values, out=out)\n    return out\n")
    raised = {"type": "ValueError", "where": "numpy_core.py:3",
              "message": "out parameter does not have the correct number of dimensions, has 2 but should have 3"}
    assert _keys(exceptions.find(raised, source, "weighted_mixture"))[0] == "out-buffer-shape"
    source = "def stable_softmax(scores, temperature=1.0):\n    m = scores.index_select(-1, scores.argmax(dim=-1))\n"
    raised = {"type": "IndexError", "where": "torch_core.py:2", "message": "index_select(): Index is supposed to be a vector"}
    assert _keys(exceptions.find(raised, source, "stable_softmax"))[0] == "index-whole-array"
    ledger.start()
    q, k = RNG.standard_normal((2, 3)), RNG.standard_normal((4, 3))
    want = q @ k.T / math.sqrt(3)
    checks = [_failed("scaled_scores", Evidence("values", "scaled_scores", (q, k), got=want + i, expected=want,
                                                detail={"varies": True}), f"v{i}") for i in range(2)]
    own = ("def scaled_scores(q, k):\n    kt = np.lib.stride_tricks.as_strided(k, shape=(3, 4), strides=k.strides)\n"
           "    return q @ kt / math.sqrt(3)\n")
    explain(checks, {"numpy": own})
    assert checks[0].diagnosis == "strided-own-strides" and "k's own strides" in checks[0].hint
    ledger.start()
    checks = [_failed("scaled_scores", Evidence("values", "scaled_scores", (q, k), got=want + i, expected=want,
                                                detail={"varies": True}), f"w{i}") for i in range(2)]
    explain(checks, {"numpy": own.replace("strides=k.strides", "strides=k.strides[::-1]")})
    assert checks[0].diagnosis == "not-deterministic" and "as_strided reads memory outside" in checks[0].hint


def test_cosine_scores_a_trapezoid_over_the_keys_and_a_row_sum_by_a_vector_of_ones_are_read():
    """Scores that are cosine similarities over sqrt(d_k) (and not where every query and key
    has one length: a constant ratio says that); a mixture whose first and last keys count
    half, on one query too; a product with a vector of ones reduces the last axis, a column
    of ones does not."""
    q, k = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((2, 5, 4))
    unit = (q / np.linalg.norm(q, axis=-1, keepdims=True)) @ np.swapaxes(k / np.linalg.norm(k, axis=-1, keepdims=True),
                                                                         -2, -1)
    want = q @ np.swapaxes(k, -2, -1) / 2
    found = relations.value_relations(unit / 2, want, "scaled_scores", (q, k), {}, 1e-12)
    assert found[0] == ("cosine-scores", {"how": "then divided by sqrt(d_k)"})
    flat = q / np.linalg.norm(q, axis=-1, keepdims=True), k / np.linalg.norm(k, axis=-1, keepdims=True)
    assert "cosine-scores" not in _keys(relations.value_relations(
        flat[0] @ np.swapaxes(flat[1], -2, -1), flat[0] @ np.swapaxes(flat[1], -2, -1) * 3, "scaled_scores", flat, {},
        1e-12))
    for weights, values in ((RNG.random((2, 3, 4)), RNG.standard_normal((2, 4, 5))),
                            (np.array([[0.2, 0.3, 0.5]]), RNG.standard_normal((3, 2)))):
        halved = np.trapezoid(weights[..., :, :, None] * values[..., None, :, :], axis=-2)
        assert "ends-halved" in _keys(relations.value_relations(halved, weights @ values, "weighted_mixture",
                                                                (weights, values), {}, 1e-12))
    source = ("def stable_softmax(scores, temperature=1.0):\n    exps = np.exp(scores - scores.max(-1, keepdims=True))\n"
              "    totals = exps @ np.ones(exps.shape[-1])\n    return exps / totals\n")
    assert _keys(exceptions.unkept_reductions(source, "stable_softmax")) == ["broadcast-after-reduction"]
    column = source.replace("np.ones(exps.shape[-1])", "np.ones((exps.shape[-1], 1))")
    assert exceptions.unkept_reductions(column, "stable_softmax") == []


def test_a_triangle_of_the_weights_a_spherical_softmax_and_a_where_mask_that_does_not_fit_are_read():
    """A mixture of the lower triangle of the weights only; weights that are squared scores
    over their row's sum (hidden keys 0); a reduction whose where= mask lacks the last axis;
    equal expected values that come out apart are no cap; an empty slice where one entry
    belongs may be a slice that ends one entry early."""
    weights, values = RNG.random((2, 3, 4)), RNG.standard_normal((2, 4, 5))
    assert _keys(relations.value_relations(np.tril(weights) @ values, weights @ values, "weighted_mixture",
                                           (weights, values), {}, 1e-12))[0] == "weights-triangle"
    x = RNG.standard_normal((3, 4))
    x[0, 1] = -np.inf
    terms = np.where(np.isfinite(x), np.square(np.where(np.isfinite(x), x, 0)), 0)
    found = relations.value_relations(terms / terms.sum(-1, keepdims=True), _softmax(x), "stable_softmax", (x,), {}, 1e-12)
    assert "weights-not-exp" in _keys(found)
    one = np.array([[0.5, -np.inf], [-np.inf, 2.0]])  # one visible key a row: any normaliser gives 1 there
    assert "weights-not-exp" not in _keys(relations.value_relations(np.eye(2), np.eye(2) * 0.999, "stable_softmax",
                                                                    (one,), {}, 1e-12))
    x = RNG.standard_normal((3, 4))
    cdf = 0.5 * (1 + np.vectorize(math.erf)(x - 0.7))  # an erf of each score on its own: no row sums to 1
    assert "weights-elementwise" in _keys(relations.value_relations(cdf, _softmax(x), "stable_softmax", (x,), {}, 1e-12))
    # attention's weights, read against the scores its q and k give: relu(scores) / S in place of the softmax
    q, k, v = RNG.standard_normal((3, 2)), RNG.standard_normal((4, 2)), RNG.standard_normal((4, 2))
    scores = q @ k.T / math.sqrt(2)
    relu = np.maximum(scores, 0) / 4
    assert "weights-elementwise" in _keys(relations.value_relations(relu, _softmax(scores), "attention", (q, k, v), {},
                                                                    1e-12, weights=True))
    undivided = np.exp(x - x.max(-1, keepdims=True))  # an exp left undivided: each row a factor of the expected one
    assert "weights-elementwise" not in _keys(relations.value_relations(undivided, _softmax(x), "stable_softmax", (x,),
                                                                        {}, 1e-12))
    source = ("def weighted_mixture(weights, values):\n"
              "    products = weights[..., :, :, None] * values[..., None, :, :]\n"
              "    return products.sum(axis=-2, where=weights != 0)\n")
    raised = {"type": "ValueError", "where": "numpy_core.py:3",
              "message": "non-broadcastable operand with shape (3,1,2) doesn't match the broadcast shape (3,3,2)"}
    assert _keys(exceptions.find(raised, source, "weighted_mixture"))[0] == "where-shape"
    ones = np.ones((5, 1))
    assert "clipped" not in _keys(relations.value_relations(ones / np.arange(1.0, 6.0)[:, None], ones,
                                                            "stable_softmax", (np.zeros((5, 1)),), {}, 1e-12))
    early = relations.axis_relations(np.zeros((2, 0)), np.ones((2, 1)), 1e-12)
    assert early[0][0] == "cut-to-nothing" and "one entry early" in early[0][1]["early"]
    assert relations.axis_relations(np.zeros((2, 0)), np.ones((2, 3)), 1e-12)[0][1]["early"] == ""


def test_a_rule_read_on_one_case_is_dropped_where_another_wrong_case_breaks_it():
    """sparsemax's one-hot rows are whole numbers, and one-hot, and each row its first:
    rules a case of fractional weights breaks; a wrong case that keeps the rule keeps it."""
    from grader.calls.returned import Returned
    from grader.judging.explain import RELATION, Found, _exact_rules_replayed, _Function

    def noted(got: np.ndarray, scores: np.ndarray) -> ledger.Noted:
        return ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (scores,), {}), "values",
                            Returned("ndarray", array=got), _softmax(scores))

    peaked = np.array([[9.0, 0.0, 0.5], [0.1, 8.0, 0.2]])
    one_hot = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
    # (fixed: every row keeps two keys or more within 1 of its maximum, so the sparse weights are fractional; a
    # random draw left some row one-hot, which keeps the one-hot rules, one run in three under xdist)
    s = np.array([[0.2, -0.1, 0.5, 0.3], [0.0, 0.4, -0.2, 0.1], [0.6, 0.5, -0.2, 0.45]])
    fractional = np.maximum(s - s.max(-1, keepdims=True) + 1, 0)
    fractional /= fractional.sum(-1, keepdims=True)
    rules = [Found("rounded", "r", RELATION, {"to": "whole numbers"}), Found("hard-max", "h", RELATION),
             Found("first-repeated", "f", RELATION, {"axis": -2}), Found("sparse-weights", "s", RELATION)]
    for cases, kept in (([noted(one_hot, peaked), noted(fractional, s)], {"sparse-weights"}),
                        ([noted(one_hot, peaked), noted(one_hot[::-1].copy(), peaked[::-1].copy())],
                         {"rounded", "hard-max", "sparse-weights"})):
        fn = _Function("numpy", "stable_softmax")
        check = _failed("stable_softmax", Evidence("values", "stable_softmax", (peaked,), got=one_hot,
                                                   expected=_softmax(peaked)))
        fn.failing.append(check)
        fn.found[id(check)] = list(rules)
        fn.notes = cases
        _exact_rules_replayed(fn)
        assert {f.key for f in fn.found[id(check)]} == kept
    # weights that are one function of each score (a ReLU's) fit every case; exponentials divided down each
    # key's column (renorm along the wrong axis) give equal scores unequal weights: the rule goes, and so does
    # a dropped axis of length 1 where a wrong case has the expected shape
    e = np.exp(s)
    for got, kept in ((np.maximum(s, 0) / s.shape[-1], {"weights-elementwise"}),
                      (e / e.sum(-2, keepdims=True), set())):
        fn = _Function("numpy", "stable_softmax")
        check = _failed("stable_softmax", Evidence("values", "stable_softmax", (s,), got=got, expected=_softmax(s)))
        fn.failing.append(check)
        fn.found[id(check)] = [Found("weights-elementwise", "w", RELATION), Found("missing-axis", "m", RELATION)]
        fn.notes = [noted(got, s)]
        _exact_rules_replayed(fn)
        assert {f.key for f in fn.found[id(check)]} == kept


def test_half_precision_is_ruled_out_where_the_code_names_no_half_dtype():
    """Small scattered relative errors are half precision's only where the module asks for
    a half dtype (by name, as a string, through autocast); a threshold or a rounding that
    moves values as little is not, and no comment counts."""
    from grader.judging import rules
    from grader.judging.explain import _HALF_NAMES, _HALF_STRINGS, RELATION, Found, _Function, _half_unnamed

    named = ["x.astype(np.float16)", "x.half()", "x.to(torch.bfloat16)", "x.astype('f2')",
             "with torch.autocast('cpu'):\n        pass"]
    for code in named:
        assert rules.mentions(f"def f(x):\n    {code}\n    return x\n", _HALF_NAMES, _HALF_STRINGS), code
    unnamed = "def f(x):  # float16 would do here\n    return np.where(x < 1e-3, 0.0, x)\n"
    assert rules.mentions(unnamed, _HALF_NAMES, _HALF_STRINGS) is False
    assert rules.mentions("def f(:\n", _HALF_NAMES, _HALF_STRINGS) is None
    for source, left in ((unnamed, []), ("def f(x):\n    return x.half().double()\n", ["half-precision"]),
                         ("", ["half-precision"])):
        fn = _Function("numpy", "weighted_mixture")
        check = _failed("weighted_mixture", Evidence("values", "weighted_mixture", (), got=None, expected=None))
        fn.failing.append(check)
        fn.found[id(check)] = [Found("half-precision", "h", RELATION)]
        _half_unnamed(fn, source)
        assert [f.key for f in fn.found[id(check)]] == left


def test_a_known_mistake_is_not_ruled_out_where_a_loose_tolerance_let_its_very_answer_pass():
    """A float32 case whose tolerance let the logits rounded to 3 decimals pass: the mistake's
    answer there is the student's, so the case is no evidence against it."""
    from grader.calls.returned import Returned
    from grader.judging.diagnoses import diagnosis
    from grader.judging.explain import _refuted

    s = (RNG.standard_normal((2, 5)) * 3).astype(np.float32)
    shifted = np.round(s.astype(np.float64) - s.max(-1, keepdims=True), 3)
    mistaken = np.exp(shifted) / np.exp(shifted).sum(-1, keepdims=True)
    hint = ((diagnosis("inputs-rounded"), mistaken),)
    same = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (s,), {}), "",
                        Returned("ndarray", array=mistaken.astype(np.float32)), _softmax(s), hint)
    assert not _refuted("inputs-rounded", "stable_softmax", [same])
    right = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (s,), {}), "",
                         Returned("ndarray", array=_softmax(s)), _softmax(s), hint)
    assert _refuted("inputs-rounded", "stable_softmax", [right])


def test_rows_divided_by_their_euclidean_norm_are_named_apart_from_other_row_scales():
    x = RNG.standard_normal((4, 5))
    exps = np.exp(x - x.max(-1, keepdims=True))
    weights = exps / exps.sum(-1, keepdims=True)
    unit = exps / np.linalg.norm(exps, axis=-1, keepdims=True)
    found = _keys(relations.value_relations(unit, weights, "stable_softmax", (x,), {}, 1e-12))
    assert "row-l2-norm" in found and "row-scale" not in found
    by_max = _keys(relations.value_relations(exps, weights, "stable_softmax", (x,), {}, 1e-12))
    assert "row-l2-norm" not in by_max and "row-scale" in by_max
    one_hot = np.eye(5)[:4]  # a row of one weight has length 1 and sum 1: nothing to tell
    assert "row-l2-norm" not in _keys(relations.value_relations(one_hot, one_hot, "stable_softmax", (x,), {}, 1e-12))


def _online_unrescaled(x: np.ndarray, block: int) -> np.ndarray:
    top, total = np.full(x.shape[:-1] + (1,), -np.inf), np.zeros(x.shape[:-1] + (1,))
    for start in range(0, x.shape[-1], block):
        part = x[..., start:start + block]
        top = np.maximum(top, part.max(-1, keepdims=True))
        total = total + np.exp(part - top).sum(-1, keepdims=True)
    return np.exp(x - top) / total


def test_a_blockwise_softmax_whose_running_sum_is_never_rescaled_is_replayed():
    x = np.array([[0.1, 0.3, 2.0, -1.0, 0.5], [3.0, 0.2, 0.1, -0.4, 1.0], [0.0, 0.5, 1.0, 1.5, 2.0]])
    wrong = _online_unrescaled(x, 2)
    found = dict(relations.value_relations(wrong, _softmax(x), "stable_softmax", (x,), {}, 1e-12))
    assert found.get("online-sum-not-rescaled") == {"size": 2}
    # the same weights at temperature 2 are another softmax's: the replay reads the temperature
    assert "online-sum-not-rescaled" not in _keys(relations.value_relations(
        wrong, _softmax(x / 2), "stable_softmax", (x, 2.0), {}, 1e-12))
    # rows divided by their max are no running sum of any block size
    exps = np.exp(x - x.max(-1, keepdims=True))
    assert "online-sum-not-rescaled" not in _keys(relations.value_relations(
        exps, _softmax(x), "stable_softmax", (x,), {}, 1e-12))


def test_a_mixture_mapped_over_one_inputs_first_axis_is_replayed():
    w, v = RNG.random((2, 3, 4)), RNG.standard_normal((2, 4, 5))
    right = w @ v
    mapped = np.stack([w[i] @ v for i in range(2)])  # vmap(matmul, in_dims=(0, None))
    found = dict(relations.mapped_over_one_input(mapped, right, "weighted_mixture", (w, v)))
    assert found["mapped-over-one-input"]["name"] == "weights" and found["mapped-over-one-input"]["got"] == (2, 2, 3, 5)
    assert not relations.mapped_over_one_input(right, right, "weighted_mixture", (w, v))
    assert not relations.mapped_over_one_input(np.stack([right, right]), right, "weighted_mixture", (w, v))
    per_values = np.stack([w @ v[j] for j in range(2)])
    assert relations.mapped_over_one_input(per_values, right, "weighted_mixture", (w, v))[0][1]["name"] == "values"


def test_one_array_unpacked_into_two_names_is_told_from_a_shape_unpacked():
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "torch_core.py:3",
              "message": "too many values to unpack (expected 2)"}
    source = ("def stable_softmax(scores, temperature=1.0):\n    x = scores / temperature\n"
              "    row_max, _ = x.amax(dim=-1, keepdim=True)\n    return x - row_max\n")
    found = exceptions.find(raised, source, "stable_softmax")
    assert _keys(found)[0] == "unpacked-one-result" and _keys(found)[-1] == "crash"
    assert "{" not in generic_text("unpacked-one-result", {"func": "f", **found[0][1]})
    shaped = source.replace("row_max, _ = x.amax(dim=-1, keepdim=True)", "t, s = x.shape")
    assert "unpacked-one-result" not in _keys(exceptions.find(raised, shaped, "stable_softmax"))  # a fixed count of axes
    split = source.replace("row_max, _ = x.amax(dim=-1, keepdim=True)", "row_max, _ = x.split(2, dim=-1)")
    assert "unpacked-one-result" not in _keys(exceptions.find(raised, split, "stable_softmax"))


def test_a_torch_buffer_made_from_one_inputs_leading_axes_is_a_buffer_of_the_wrong_shape():
    raised = {"type": "RuntimeError", "bases": ["RuntimeError"], "where": "torch_core.py:3",
              "message": "output with shape [3, 5] doesn't match the broadcast shape [2, 3, 5]"}
    source = ("def weighted_mixture(weights, values):\n"
              "    out = weights.new_empty(*weights.shape[:-1], values.shape[-1])\n"
              "    out.copy_(weights @ values)\n    return out\n")
    assert _keys(exceptions.find(raised, source, "weighted_mixture"))[0] == "buffer-shape"
    own = source.replace("weights.new_empty(*weights.shape[:-1], values.shape[-1])", "torch.empty(3, 5)")
    assert "buffer-shape" not in _keys(exceptions.find(raised, own, "weighted_mixture"))  # not sized from an input


def test_bytes_read_as_another_dtype_and_weights_normalised_over_the_heads_and_keys_together():
    causal = np.tril(np.ones((4, 4), dtype=bool))
    viewed = np.tri(4).view(bool)  # a float64 triangle's 8 bytes per entry
    found = dict(relations.axis_relations(viewed, causal, 1e-12))
    assert found["bytes-reinterpreted"]["source"] == "float64" and found["bytes-reinterpreted"]["got"] == (4, 32)
    assert "bytes-reinterpreted" not in dict(relations.axis_relations(np.ones((4, 32), dtype=bool), causal, 1e-12))
    scores = RNG.standard_normal((2, 3, 4, 5))  # (B, H, T, S)
    per_head = _softmax(scores)
    joint = np.exp(scores) / np.exp(scores).sum(axis=(-3, -1), keepdims=True)  # each query over every head's keys
    found = dict(relations.value_relations(joint, per_head, "multi_head_self_attention", (scores,), {}, 1e-12,
                                           weights=True))
    assert "axes -3 and -1 together" in found["reduced-other-axis"]["axis"]


def test_a_mixture_clipped_into_its_values_range_is_replayed_and_one_key_needs_another_case():
    # (fixed arrays: a random draw whose mixture stays inside the values' range left nothing clipped)
    w = np.array([[2.0, -1.5, 0.3, 0.8], [0.1, 0.2, 0.3, 0.4], [-2.2, 1.0, 0.5, -0.7]])
    v = np.array([[1.0, -0.5], [0.2, 0.9], [-0.8, 0.4], [0.5, -1.1]])
    want = w @ v
    clipped = np.clip(want, v.min(-2, keepdims=True), v.max(-2, keepdims=True))
    assert not np.allclose(clipped, want)
    found = dict(relations.clipped_to_values_range(clipped, want, "weighted_mixture", (w, v)))
    assert found["clipped"]["range"] and "range over the keys" in found["clipped"]["how"]
    convex = np.abs(w) / np.abs(w).sum(-1, keepdims=True)  # a renormalised mixture stays inside the range
    assert not relations.clipped_to_values_range(convex @ v, want, "weighted_mixture", (w, v))
    one_w, one_v = np.array([[2.5]]), np.array([[0.3, -1.0]])  # one key: the range is the value itself
    assert not relations.clipped_to_values_range(one_v.copy(), one_w @ one_v, "weighted_mixture", (one_w, one_v))
    assert relations.clipped_to_values_range(one_v.copy(), one_w @ one_v, "weighted_mixture", (one_w, one_v),
                                             one_key=True)


def test_a_top_k_mixture_is_told_from_a_key_left_out_that_one_case_shows_by_chance():
    """Each row's smallest weights set to 0 before mixing: over the lesson's weights, where
    the smallest is the first key, it reads as that key left out; the other cases, short of
    another key in each row, rule the key out, and the top-k relation names what they show."""
    from grader.calls.returned import Returned
    from grader.judging.explain import _refuted

    def top_half(w: np.ndarray) -> np.ndarray:
        drop = w.shape[-1] // 2
        kept = w.copy()
        np.put_along_axis(kept, np.argsort(w, axis=-1)[..., :drop], 0.0, axis=-1)
        return kept

    lesson_w, lesson_v = np.array([[0.2, 0.3, 0.5]]), np.array([[1.0, 2.0], [3.0, 0.0], [0.0, 1.0]])
    assert _keys(relations.value_relations(top_half(lesson_w) @ lesson_v, lesson_w @ lesson_v, "weighted_mixture",
                                           (lesson_w, lesson_v), {}, 1e-12)) == ["key-left-out"]
    w = np.array([[0.1, 0.5, 0.4], [0.6, 0.3, 0.1], [0.3, 0.1, 0.6]])  # the smallest is another key in each row
    v = RNG.standard_normal((3, 2))
    assert "weights-top-k" in _keys(relations.value_relations(top_half(w) @ v, w @ v, "weighted_mixture", (w, v), {},
                                                              1e-12))
    assert "weights-top-k" not in _keys(relations.value_relations(w @ v * 2, w @ v, "weighted_mixture", (w, v), {},
                                                                  1e-12))

    def noted(w: np.ndarray, v: np.ndarray, got: np.ndarray) -> ledger.Noted:
        return ledger.Noted("numpy", "weighted_mixture", Case("weighted_mixture", (w, v)), "values",
                            Returned("ndarray", array=got), w @ v)

    lesson = noted(lesson_w, lesson_v, top_half(lesson_w) @ lesson_v)
    assert not _refuted("key-left-out", "weighted_mixture", [lesson])
    assert _refuted("key-left-out", "weighted_mixture", [lesson, noted(w, v, top_half(w) @ v)])
    left_out = w.copy()
    left_out[:, 0] = 0.0  # a real key left out: every case is short of that key, and none rules it out
    assert not _refuted("key-left-out", "weighted_mixture", [lesson, noted(w, v, left_out @ v)])
    assert "{" not in generic_text("weights-top-k", {})


def test_scores_of_a_feature_map_and_a_vmap_over_the_first_axis_are_named():
    """relu(q) @ relu(k)^T / sqrt(d_k) (cosFormer's kernel) is a feature map of q and k, told
    from the scores themselves clipped; vmap's size complaint names the map over axis 0."""
    rng = np.random.default_rng(3)  # (its own draws: a shared generator's can leave relu(q) @ relu(k)^T all 0)
    q, k = rng.standard_normal((3, 4)), rng.standard_normal((5, 4))
    want = q @ k.T / 2.0
    relu = np.maximum(q, 0) @ np.maximum(k, 0).T / 2.0
    [params] = [p for key, p in relations.value_relations(relu, want, "scaled_scores", (q, k), {}, 1e-12)
                if key == "features-mapped"]
    assert params["name"].startswith("ReLU") and "{" not in generic_text("features-mapped", params)
    elu = np.where(q > 0, q + 1, np.exp(q)) @ np.where(k > 0, k + 1, np.exp(k)).T
    assert "features-mapped" in _keys(relations.value_relations(elu, want, "scaled_scores", (q, k), {}, 1e-12))
    for other in (want * 2, np.maximum(want, 0)):  # a ratio, the scores clipped: no feature map
        assert "features-mapped" not in _keys(relations.value_relations(other, want, "scaled_scores", (q, k), {},
                                                                         1e-12))
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "torch_core.py:3",
              "message": "vmap: Expected all tensors to have the same size in the mapped dimension, got sizes [3, 1]"
                         " for the mapped dimension"}
    source = "def weighted_mixture(weights, values):\n    x = 1\n    return torch.func.vmap(torch.matmul)(weights, values)\n"
    found = exceptions.find(raised, source, "weighted_mixture")
    assert _keys(found) == ["mapped-over-first-axis", "crash"]
    assert "{" not in generic_text("mapped-over-first-axis", {"func": "weighted_mixture", **found[0][1]})
    plain = source.replace("torch.func.vmap(torch.matmul)(weights, values)", "helper(weights, values)")
    assert "mapped-over-first-axis" not in _keys(exceptions.find(raised, plain, "weighted_mixture"))


def test_rows_rolled_keys_pooled_heads_alike_an_identity_mixed_in_and_a_scale_by_distance_are_relations():
    """Set 62's mistakes, each replayed on its own inputs: rows read one place late (t - 1),
    keys averaged in groups (Linformer), talking heads that give every head one map, the
    rollout's 0.5 W + 0.5 I, keys counted twice by overlapping chunks, cosFormer's cos
    re-weighting, and a temperature that is positional-only."""
    from grader.judging import rules

    w, v = _softmax(RNG.standard_normal((4, 5))), RNG.standard_normal((5, 3))
    [(key, params)] = [f for f in relations.axis_relations(np.roll(w @ v, 1, axis=-2), w @ v, 1e-12)
                       if f[0] == "axis-rolled"]
    assert params["shift"] == 1 and params["axis"] == -2 and "{" not in generic_text(key, params)
    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((8, 4))
    pooled = q @ k.reshape(2, 4, 4).mean(axis=1).T / 2.0
    [(key, params)] = relations.keys_pooled(pooled, "scaled_scores", (q, k))
    assert key == "keys-pooled" and params["got"] == 2 and "{" not in generic_text(key, params)
    summed = (q @ k.T).sum(axis=-1, keepdims=True)  # one group is a sum over the keys: another mistake
    assert relations.keys_pooled(summed, "scaled_scores", (q, k)) == []
    heads = _softmax(RNG.standard_normal((2, 3, 4, 4)))
    alike = np.broadcast_to(heads.mean(axis=-3, keepdims=True), heads.shape)
    assert _keys(relations.heads_alike(alike, heads, "multi_head_self_attention")) == ["heads-alike"]
    assert relations.heads_alike(heads, heads, "multi_head_self_attention") == []
    w, v = _softmax(RNG.standard_normal((3, 3))), RNG.standard_normal((3, 4))
    rollout = (0.5 * w + 0.5 * np.eye(3)) @ v
    [params] = [p for key, p in relations.value_relations(rollout, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                if key == "identity-mixed"]
    assert np.isclose(params["times"], 0.5) and np.isclose(params["added"], 0.5)
    w, v = _softmax(RNG.standard_normal((4, 6))), RNG.standard_normal((6, 4))
    overlap = w[:, :4] @ v[:4] + w[:, 2:] @ v[2:]  # chunks [0, 4) and [2, 6): keys 2 and 3 twice
    [params] = [p for key, p in relations.value_relations(overlap, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                if key == "key-counted-twice"]
    assert params["which"] == "keys 2, 3"
    scores = RNG.standard_normal((2, 4, 5)) + 3.0
    t, s = np.indices((4, 5))
    cos = scores * np.cos(np.pi / 2 * (t - s) / 5)
    [params] = [p for key, p in relations.value_relations(cos, scores, "scaled_scores", (), {}, 1e-12)
                if key == "scale-by-distance"]
    assert np.isclose(params["diagonal"], 1.0) and params["low"] < params["high"]
    for other in (scores * 2, scores * np.tril(np.ones((4, 5))), scores * np.where((t - s) % 2, 0.2, 1.0)):
        # one factor, a triangle cut away, a factor that alternates (a leaky relu on alternating signs)
        assert "scale-by-distance" not in _keys(relations.value_relations(other, scores, "scaled_scores", (), {}, 1e-12))
    source = "def stable_softmax(scores, temperature=1.0, /):\n    return scores\n"
    how = rules.signature_differs(source, "stable_softmax", ("scores", "temperature"))
    assert how is not None and "before the /" in how["how"] and how["got"] == "(scores, temperature, /)"
    assert rules.signature_differs(source.replace(", /", ""), "stable_softmax", ("scores", "temperature")) is None


def test_set_66s_relations_name_hard_attention_rope_a_column_norm_taylor_weights_and_a_cap():
    """Set 66's public ports, each replayed on its own arrays: the value row of each query's
    largest weight (Show, Attend and Tell's hard attention), q and k turned by their positions
    (LLaMA's rotary embeddings), features normalised over the positions (XCiT), exp's
    second-order Taylor terms (Based), a softmax capped by np.maximum(x, -1) read as a row
    maximum; and their look-alikes are not named so."""
    w, v = _softmax(RNG.standard_normal((4, 5))), RNG.standard_normal((5, 3))
    hard = v[np.argmax(w, axis=-1)]
    assert "weights-argmax" in _keys(relations.value_relations(hard, w @ v, "weighted_mixture", (w, v), {}, 1e-12))
    assert "weights-argmax" not in _keys(relations.value_relations(w @ v * 2, w @ v, "weighted_mixture", (w, v), {},
                                                                   1e-12))
    q, k = RNG.standard_normal((4, 6)), RNG.standard_normal((5, 6))
    plain = q @ k.T / math.sqrt(6)
    for interleaved in (True, False):
        turned = relations._rotary(q, interleaved) @ relations._rotary(k, interleaved).T / math.sqrt(6)
        [params] = [p for key, p in relations.value_relations(turned, plain, "scaled_scores", (q, k), {}, 1e-12)
                    if key == "rotary-positions"]
        assert params["pairs"] == ("(2i, 2i + 1)" if interleaved else "(i, i + d_k/2)")
    assert "rotary-positions" not in _keys(relations.value_relations(plain * 2, plain, "scaled_scores", (q, k), {},
                                                                     1e-12))
    for dtype in (np.float64, np.float32):  # float32 scores: products rounded at float32's precision
        qd, kd = q.astype(dtype), k.astype(dtype)
        xcit = ((q / np.linalg.norm(q, axis=-2, keepdims=True)) @ (k / np.linalg.norm(k, axis=-2, keepdims=True)).T)
        assert "features-mapped" in _keys(relations.value_relations(xcit.astype(dtype), plain.astype(dtype),
                                                                    "scaled_scores", (qd, kd), {}, 1e-6))
    one_q, one_k = q[:, :1], k[:, :1]  # one feature: the column norm is one factor, which a ratio says
    one = one_q @ one_k.T
    normed = (one_q / np.linalg.norm(one_q)) @ (one_k / np.linalg.norm(one_k)).T
    assert "features-mapped" not in _keys(relations.value_relations(normed, one, "scaled_scores", (one_q, one_k), {},
                                                                    1e-12))
    x = RNG.standard_normal((3, 5)) * 3
    x[0, 1] = -np.inf
    seen = np.isfinite(x)
    terms = np.where(seen, 1 + np.where(seen, x, 0) + np.where(seen, x, 0) ** 2 / 2, 0.0)
    [params] = [p for key, p in relations.value_relations(terms / terms.sum(-1, keepdims=True), _softmax(x),
                                                          "stable_softmax", (x,), {}, 1e-12) if key == "weights-not-exp"]
    assert params["power"] == "taylor"
    capped = _softmax(np.minimum(x, -1.0))  # np.maximum(x, -1) subtracted: every logit above -1 weighs the same
    [params] = [p for key, p in relations.value_relations(capped, _softmax(x), "stable_softmax", (x,), {}, 1e-12)
                if key == "logits-clipped"]
    assert np.isclose(params["high"], -1.0) and "capped at -1" in generic_text("logits-clipped", params)
    assert relations._cap_read(_softmax(x), x) is None  # a right softmax is capped nowhere


def test_set_66s_relations_name_a_slot_softmax_a_fill_a_length_scale_and_an_upper_mask():
    """A softmax over the queries renormalised over the keys (Slot Attention) with hidden keys;
    -finfo.max everywhere is a fill, not an added constant; scores divided by S where
    sqrt(d_k) belongs (Mega); a causal mask True above the diagonal, with a leading axis."""
    x = RNG.standard_normal((4, 5))
    x[1, 2] = x[3, 0] = -np.inf
    over_queries = np.exp(x - x.max(axis=-2, keepdims=True))
    over_queries /= over_queries.sum(axis=-2, keepdims=True)
    slot = over_queries / over_queries.sum(axis=-1, keepdims=True)
    assert _keys(relations.value_relations(slot, _softmax(x), "stable_softmax", (x,), {}, 1e-12))[:1] == [
        "normalised-both-axes"]
    fill = np.full_like(SCORES, -np.finfo(np.float64).max)
    with warnings.catch_warnings():  # (as explain reads them: overflows of the student's values are evidence)
        warnings.simplefilter("ignore", RuntimeWarning)
        assert "offset" not in _keys(relations.value_relations(fill, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
        assert "offset" in _keys(relations.value_relations(SCORES - 1e6, SCORES, "scaled_scores", (Q, K), {}, 1e-12))
    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    want = q @ k.T / 2.0
    [params] = [p for key, p in relations.value_relations(q @ k.T / 5, want, "scaled_scores", (q, k), {}, 1e-12)
                if key == "ratio:sqrt(d_k)/S"]
    assert "divided by S, a length, where sqrt(d_k) belongs" in params["factor"]
    causal = np.tril(np.ones((4, 4), dtype=bool))
    for upper in (np.triu(np.ones((4, 4), dtype=bool), 1)[None], np.triu(np.ones((4, 4), dtype=bool))):
        assert _keys(relations.mask_upper(upper, causal, "causal_mask")) == ["causal-upper"]
    assert relations.mask_upper(causal.T[None], causal, "scaled_scores") == []
    assert relations.mask_upper(~causal & np.eye(4, dtype=bool), causal, "causal_mask") == []


def test_attentions_mixture_is_read_where_its_weights_are_right_and_no_number_of_axes_works():
    """attention whose weights are right and whose output halves the first and last keys'
    terms (np.trapezoid over the keys) is told so; a function wrong on every case with 2, 3
    and 4 axes is no fixed number of leading axes (a helper over the leading axes keeps the
    wrong number of trailing ones); and a bmm( in a comment calls nothing."""
    from grader.calls.returned import Returned
    from grader.judging import rules
    from grader.judging.explain import _refuted

    ledger.start()
    q, k, v = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4)), RNG.standard_normal((5, 2))
    w = _softmax(q @ k.T / 2.0)
    ends = np.ones(5)
    ends[[0, -1]] = 0.5
    checks = [_failed("attention", Evidence("values", "attention", (q, k, v), got=(w * ends) @ v, expected=w @ v, output=0,
                                            detail={"right weights": w}), f"a{i}", "heads") for i in range(2)]
    explain(checks, {"numpy": ""})
    assert [r.diagnosis for r in checks] == ["ends-halved"] * 2

    def noted(shape: tuple[int, ...], failed: str) -> ledger.Noted:
        x = np.zeros(shape)
        return ledger.Noted("numpy", "split_heads", Case("split_heads", (x, 2)), failed,
                            Returned("ndarray", array=x), x)

    everywhere = [noted((3, 4), "raised"), noted((2, 3, 4), "raised"), noted((2, 2, 3, 4), "shape")]
    assert _refuted("fixed-leading-axes", "split_heads", everywhere)
    assert not _refuted("fixed-leading-axes", "split_heads", [*everywhere[:2], noted((2, 2, 3, 4), "")])
    source = "def f(q, k):\n    # energy = bmm(q, k)\n    return q @ k\n"
    assert "fixed-leading-axes" not in rules.raise_diagnoses(source, "f", 3)
    assert "fixed-leading-axes" in rules.raise_diagnoses(source.replace("# energy = ", ""), "f", 3)


FLOAT_EYE = '''
def causal_mask(t, device=None):
    below = torch.ones(t, t, dtype=torch.bool, device=device).tril(-1)
    return below | torch.eye(t, device=device)
'''


def test_a_librarys_not_implemented_error_is_a_crash_of_written_code_not_a_stub(submission):
    """torch's bitwise_or of a float tensor raises NotImplementedError at the student's own
    line: the function is written, so the feedback says where it crashed, not "not
    implemented yet" (which only a stub's raise NotImplementedError earns: the shipped stubs'
    count is test_cli's)."""
    from helpers import run_grader

    from grader.calls.student import stub_raised

    folder = submission("eye", torch=FLOAT_EYE)
    run = run_grader("check", str(folder), "--track", "torch", "--exercise", "masking")
    out = run.stdout
    assert "causal_mask is not implemented yet" not in out and "raised NotImplementedError at torch_core.py:" in out, out
    source = "def f(x):\n    raise NotImplementedError('write f')\n\ndef g(x):\n    return x | 1.0\n"
    assert stub_raised({"type": "NotImplementedError", "where": "m.py:2"}, source)
    assert not stub_raised({"type": "NotImplementedError", "where": "m.py:5"}, source)
    assert stub_raised({"type": "NotImplementedError", "where": ""}, source)  # no line: the type decides


def test_set_67s_relations_name_an_integer_index_activated_logits_a_decay_and_a_transposed_softmax():
    """1 - visible used as an index (rows 0 and 1); a LeakyReLU and a sigmoid factor on the
    logits (GAT, sigsoftmax); RetNet's decay of the weights with distance; stable_softmax
    handed the scores transposed (Slot Attention) raising on a key hidden from every query;
    and the rollout identity, which two outputs cannot tell from any other pair of numbers."""
    from grader.judging.explain import _refuted
    from grader.judging.properties import property_findings

    source = ("def mask_scores(scores, allowed):\n    hidden = 1 - allowed.astype(bool)\n    out = scores.copy()\n"
              "    out[hidden] = -np.inf\n    return out\n")
    raised = {"type": "IndexError", "where": "numpy_core.py:4", "message": "index 1 is out of bounds for axis 0 with size 1"}
    assert _keys(exceptions.find(raised, source, "mask_scores")) == ["int-array-index", "crash"]
    plain = source.replace("1 - allowed.astype(bool)", "~allowed.astype(bool)")
    assert "int-array-index" not in _keys(exceptions.find(raised, plain, "mask_scores"))
    x = RNG.standard_normal((3, 5)) * 2
    leaky = _softmax(np.where(x > 0, x, 0.2 * x))
    [params] = [p for key, p in relations.value_relations(leaky, _softmax(x), "stable_softmax", (x,), {}, 1e-12)
                if key == "logits-activated"]
    assert "LeakyReLU" in params["name"] and "0.2" in params["name"]
    sig = np.exp(x) / (1 + np.exp(-x))
    found = relations.value_relations(sig / sig.sum(-1, keepdims=True), _softmax(x), "stable_softmax", (x,), {}, 1e-12)
    assert any(key == "weights-not-exp" and "sigsoftmax" in p["what"] for key, p in found)
    assert relations._logits_mapped(_softmax(x), (x,), {}) == []
    w, v = _softmax(RNG.standard_normal((2, 5, 5))), RNG.standard_normal((2, 5, 3))
    t, s = np.indices((5, 5))
    decay = np.where(t >= s, 0.96875 ** (t - s), 0.0)
    [params] = [p for key, p in relations.value_relations((w * decay) @ v, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                if key == "weights-by-distance"]
    assert "0.969 at t - s = 1" in params["shown"] and "after each query get 0" in params["after"]
    assert "weights-by-distance" not in _keys(relations.value_relations((w * 2) @ v, w @ v, "weighted_mixture", (w, v),
                                                                       {}, 1e-12))
    two = np.array([[0.3, 0.7], [0.6, 0.4]]), np.array([[1.0], [2.0]])
    assert "identity-mixed" not in _keys(relations.value_relations(np.array([[5.0], [-3.0]]), two[0] @ two[1],
                                                                   "weighted_mixture", two, {}, 1e-12))
    source = ("def attention(q, k, v, allowed=None):\n    scores = mask_scores(scaled_scores(q, k), allowed)\n"
              "    w = stable_softmax(scores.swapaxes(-2, -1)).swapaxes(-2, -1)\n    return w @ v, w\n\n\n"
              "def stable_softmax(scores, temperature=1.0):\n    if np.isneginf(scores).all(-1).any():\n"
              "        raise ValueError('a row is all -inf')\n")
    raised = {"type": "ValueError", "bases": ["ValueError"], "where": "numpy_core.py:9", "message": "a row is all -inf",
              "stack": [["attention", 3], ["stable_softmax", 9]]}
    e = Evidence("raised", "attention", (Q, K, K), raised=raised)
    assert _keys(property_findings(e, "numpy", source)) == ["softmax-axis"]
    e.raised = {**raised, "stack": [["attention", 2], ["mask_scores", 9]]}
    assert "softmax-axis" not in _keys(property_findings(e, "numpy", source))
    one_key = [ledger.Noted("numpy", "weighted_mixture", Case("weighted_mixture", (np.ones((1, 1)) * 0.3, v[0, :1])),
                            "values")]
    assert not _refuted("weights-argmax", "weighted_mixture", one_key)


def test_set_67s_later_relations_name_activated_values_and_a_dual_softmax():
    """weights @ relu(values) (MobileViTv2), not read over one key; LoFTR's softmax over the
    keys times one over the queries, NaN where a key is hidden from every query."""

    w, v = _softmax(RNG.standard_normal((3, 4))), RNG.standard_normal((4, 3))
    [params] = [p for key, p in relations.value_relations(w @ np.maximum(v, 0), w @ v, "weighted_mixture", (w, v), {},
                                                          1e-12) if key == "values-activated"]
    assert "ReLU" in params["name"]
    assert relations._values_mapped(w @ v, "weighted_mixture", (w, v), 1e-12) == []
    one, negative = np.ones((2, 1)), -np.abs(v[:1])  # one key: 0 is many slips' answer (its key left out)
    assert relations._values_mapped(np.zeros((2, 3)), "weighted_mixture", (one, negative), 1e-12) == []
    x = RNG.standard_normal((3, 4))
    x[:, 1] = -np.inf  # a key hidden from every query: its column is 0 / 0 over the queries
    x[0, 2] = -np.inf
    rows = np.exp(x - x.max(-1, keepdims=True))
    rows /= rows.sum(-1, keepdims=True)
    with np.errstate(invalid="ignore"):
        cols = np.exp(x - x.max(-2, keepdims=True))
        cols /= cols.sum(-2, keepdims=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        keys = _keys(relations.value_relations(rows * cols, rows, "stable_softmax", (x,), {}, 1e-12))
    assert "dual-softmax" in keys and "clipped" not in keys
    assert relations._dual_softmax(rows, rows, (x,), {}) == []


def test_set_70s_tuning_reads_a_clamped_normaliser_a_guard_of_its_own_and_a_mask_passed_on():
    """xLSTM's read-out (rows divided by max(|row sum|, 1)), also over one key where some
    rows are left alone; a reduction after the line that raised is not its cause; a
    NotImplementedError a written function raises under an ``if`` is not a stub's; a
    caller that passes its own valid argument on unchanged is not to blame for the
    rejection: the inner function's own check is."""
    from grader.calls.student import stub_raised
    from grader.judging.properties import passed_on_unchanged

    w = np.array([[0.2, 0.3, 0.1], [1.5, 0.9, 0.4], [-2.0, -0.5, 0.3], [0.6, -0.1, 0.2]])  # sums 0.6, 2.8, -2.2, 0.7
    v = np.array([[1.0, -0.5], [0.3, 2.0], [-1.2, 0.7]])
    clamped = (w @ v) / np.maximum(np.abs(w.sum(-1, keepdims=True)), 1)
    [params] = [p for key, p in relations.value_relations(clamped, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
                if key == "weights-rescaled"]
    assert params["by"].startswith("sum's size")
    one, v1 = np.array([[0.5], [-3.0], [2.0]]), np.array([[0.8, -1.1]])
    clamped = (one @ v1) / np.maximum(np.abs(one), 1)
    assert "weights-rescaled" in _keys(relations.value_relations(clamped, one @ v1, "weighted_mixture", (one, v1), {},
                                                                 1e-12))
    ignored = np.broadcast_to(v1, (3, 2))  # every row rescaled over one key: the weights left out, not a rescaling
    assert "weights-rescaled" not in _keys(relations.value_relations(ignored, one @ v1, "weighted_mixture", (one, v1),
                                                                     {}, 1e-12))
    source = ("def weighted_mixture(weights, values):\n    products = weights[..., None] * values[..., None, :]\n"
              "    return products.sum(-2)\n")
    crashed = "products = weights[..., None] * values[..., None, :]"
    assert exceptions.unkept_reductions(source, "weighted_mixture", crashed) == []
    assert _keys(exceptions.unkept_reductions(source, "weighted_mixture")) == ["broadcast-after-reduction"]
    guarded = ("def f(x):\n    if x.ndim > 2:\n        raise NotImplementedError('2-D only')\n    return x\n")
    assert not stub_raised({"type": "NotImplementedError", "where": "m.py:3"}, guarded)
    passing = ("def attention(q, k, v, allowed=None):\n    allowed = np.asarray(allowed)\n"
               "    if allowed.dtype != bool:\n        raise ValueError('bool masks only')\n    return q\n\n"
               "def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):\n"
               "    return attention(x, x, x, allowed)\n")
    assert passed_on_unchanged(passing, "multi_head_self_attention", "attention", "m.py:4") == "allowed"
    changed = passing.replace("    return attention(x, x, x, allowed)", "    allowed = allowed[None]\n"
                              "    return attention(x, x, x, allowed)")
    assert passed_on_unchanged(changed, "multi_head_self_attention", "attention", "m.py:4") == ""
    made = passing.replace("allowed.dtype != bool", "allowed.shape != q.shape")  # reads q too, made by the caller
    assert passed_on_unchanged(made, "multi_head_self_attention", "attention", "m.py:4") == ""


def test_set_71s_tuning_reads_a_head_width_a_nan_bound_a_decorator_quantised_inputs_and_tiled_totals():
    """A head width passed where split_heads takes the head count (and not a shard of the
    heads, n_heads // 2); mask_scores that multiplies nothing cannot be "multiplied by the
    mask"; a decorator that returns None; values quantised to int8's 127 steps, q and k
    clamped into [-8, 8]; row totals tiled along the keys; a sigmoid with Apple's -log S
    bias (and not 1 / (1e-9 + w), nor rows of one key); torch._check_value's ValueError is
    the student's own check."""
    from grader.calls.student import _decorated_away
    from grader.judging import rules
    from grader.judging.properties import raised_on_purpose

    contract = {"split_heads": ("x", "n_heads"), "multi_head_self_attention": ("x", "w_q", "n_heads")}
    width = ("def multi_head_self_attention(x, w_q, n_heads):\n    d_h = w_q.shape[1] // n_heads\n"
             "    return split_heads(x @ w_q, d_h)\n")
    how = rules.derived_argument(width, "multi_head_self_attention", contract)
    assert how is not None and how["name"] == "d_h" and "width of one head" in how["what"]
    shard = width.replace("w_q.shape[1] // n_heads", "n_heads // 2")
    assert rules.derived_argument(shard, "multi_head_self_attention", contract) is None
    bound = "def mask_scores(scores, allowed):\n    return np.minimum(scores, np.where(allowed, np.nan, -np.inf))\n"
    assert rules.multiplies(bound, "mask_scores") is False
    assert rules.multiplies(bound.replace("np.minimum(scores,", "scores * ("), "mask_scores") is True
    decorated = "def wrap(f):\n    def inner(a, b):\n        return f(a, b)\n\n@wrap\ndef weighted_mixture(w, v):\n    return w @ v\n"
    assert _decorated_away(decorated, "weighted_mixture") == "@wrap"
    assert _decorated_away(decorated + "\nweighted_mixture = lambda w, v: w @ v\n", "weighted_mixture") == ""
    from grader.judging.properties import property_findings
    gone = Evidence("decorated-away", "weighted_mixture", (), {}, detail={"decorator": "@wrap"})
    assert _keys(property_findings(gone, "numpy", decorated)) == ["decorator-returns-none"]
    w = np.array([[0.2, 0.5, 0.3], [0.6, 0.1, 0.3]])
    v = np.array([[1.0, -0.37], [0.123, 2.0], [-1.5, 0.71]])
    step = np.abs(v).max() / 127
    [(key, params)] = relations._inputs_quantised(w @ (np.round(v / step) * step), w @ v, "weighted_mixture", (w, v),
                                                  1e-12)
    assert key == "input-quantised" and params["count"] == 127 and params["argument"] == "values"
    q, k = np.array([[9.0, -1.0], [0.5, 12.0]]), np.array([[2.0, -10.0], [1.0, 1.0], [0.3, 3.0]])
    clamped = np.clip(q, -8, 8) @ np.clip(k, -8, 8).T / math.sqrt(2)
    [(key, params)] = relations._inputs_quantised(clamped, q @ k.T / math.sqrt(2), "scaled_scores", (q, k), 1e-12)
    assert key == "clipped" and params["high"] == 8.0
    x = np.array([[0.3, -1.2, 2.0], [1.5, 0.1, -0.4], [-2.0, 0.8, 0.9]])
    exps = np.exp(x - x.max(-1, keepdims=True))
    tiled = exps / np.tile(exps.sum(-1), 3).reshape(3, 3)
    assert _keys(relations._totals_misaligned(tiled, (x,), {})) == ["totals-misaligned"]
    assert relations._totals_misaligned(exps / exps.sum(-1, keepdims=True), (x,), {}) == []
    right = exps / exps.sum(-1, keepdims=True)
    biased = 1 / (1 + np.exp(-(x - math.log(3))))
    assert "sigmoid-not-softmax" in _keys(relations.value_relations(biased, right, "stable_softmax", (x,), {}, 1e-12))
    one = x[:1]
    over = np.exp(one - one.max()) / np.exp(one - one.max()).sum()
    assert "sigmoid-not-softmax" not in _keys(relations.value_relations(over / (1e-9 + over), over, "stable_softmax",
                                                                        (one,), {}, 1e-12))
    source = "def scaled_scores(q, k):\n    torch._check_value(q.shape[-1] != k.shape[-1], lambda: 'widths')\n"
    assert raised_on_purpose({"type": "ValueError", "bases": ["ValueError"], "where": "m.py:2"}, source)


def test_set_72s_tuning_reads_an_early_return_a_bool_bias_a_scaled_residual_and_crashes_that_are_no_axis_count():
    """A loop that returns after its first row (zeros after it); -inf stored in a bool bias
    (the hidden scores + 1); an input added and the sum scaled (ConvS2S's sqrt(0.5)); an
    unpacking of an exhausted iterator and a max over an empty slice are crashes, not a
    fixed number of axes; a NaN-only fit is no online softmax; a name bound again after
    its def."""
    from grader.calls.student import _rebound
    from grader.judging.properties import property_findings

    x = np.array([[0.3, -1.2, 2.0], [1.5, 0.1, -0.4], [-2.0, 0.8, 0.9]])
    right = np.exp(x - x.max(-1, keepdims=True))
    right /= right.sum(-1, keepdims=True)
    early = np.zeros_like(right)
    early[0] = right[0]
    [(key, params)] = relations.first_only(early, right, (x,), 1e-12)
    assert key == "first-only" and (params["right"], params["rows"], params["fill"]) == (1, 3, "zeros")
    assert relations.first_only(right, right, (x,), 1e-12) == []
    late = early.copy()
    late[2] = right[2]  # right again after a wrong row: no loop that stopped
    assert relations.first_only(late, right, (x,), 1e-12) == []

    visible = np.array([[True, False, True], [True, True, False], [False, True, True]])
    want = np.where(visible, x, -np.inf)
    assert _keys(relations.value_relations(x + ~visible, want, "mask_scores", (x, visible), {}, 1e-12)) == ["bias-bool"]
    assert "bias-bool" not in _keys(relations.value_relations(x + 2 * ~visible, want, "mask_scores", (x, visible), {},
                                                              1e-12))

    out = np.array([[0.5, -0.25], [1.0, 2.0], [-0.75, 0.3]])
    xs = np.array([[1.0, 0.2], [-0.4, 0.9], [0.7, -1.1]])
    args = (xs, None, None, None, None, 1)
    [(key, params)] = relations._added_input((out + xs) * math.sqrt(0.5), out, "multi_head_self_attention", args,
                                             1e-12)
    assert key == "added-input:scaled" and math.isclose(params["ratio"], math.sqrt(0.5))
    assert _keys(relations._added_input(out + xs, out, "multi_head_self_attention", args, 1e-12)) == ["added-input"]

    exhausted = {"type": "ValueError", "message": "not enough values to unpack (expected 2, got 0)", "where": "m.py:3"}
    source = "def f(w, v):\n    arrays = map(np.asarray, (w, v))\n    w, v = arrays\n    a, b = w.shape\n"
    assert _keys(exceptions.find(exhausted, source, "f")) == ["crash"]
    shaped = {**exhausted, "message": "not enough values to unpack (expected 2, got 1)", "where": "m.py:4"}
    assert "fixed-ndim" in _keys(exceptions.find(shaped, source, "f"))
    empty = {"type": "IndexError", "message": "amax(): Expected reduction dim -1 to have non-zero size.",
             "where": "m.py:2"}
    assert "fixed-ndim" not in _keys(exceptions.find(empty, "def f(x):\n    m = x[..., :-1].amax(dim=-1)\n", "f"))

    scores = np.array([[-np.inf, 50.0, 49.0], [-np.inf, -np.inf, -2.0]])
    with np.errstate(all="ignore"):
        top = scores[..., :-1].max(-1, keepdims=True)
        sliced = np.exp(scores - top) / np.exp(scores - top).sum(-1, keepdims=True)
        expected = np.exp(scores - scores.max(-1, keepdims=True))
        expected /= expected.sum(-1, keepdims=True)
    assert relations._online_sum_unrescaled(sliced, expected, (scores,), {}) == []  # right, or NaN: nothing more

    module = "def causal_mask(t):\n    return np.tri(t, dtype=bool)\n\ncausal_mask = causal_mask(4)\n"
    assert _rebound(module, "causal_mask") == (4, "causal_mask = causal_mask(4)")
    assert _rebound("causal_mask = None\n\ndef causal_mask(t):\n    return t\n", "causal_mask") is None
    rebound = Evidence("rebound", "causal_mask", (), {}, detail={"where": "m.py:4", "line": "causal_mask = causal_mask(4)"})
    assert _keys(property_findings(rebound, "numpy", module)) == ["name-rebound"]


def test_set_73s_tuning_reads_a_mutable_default_a_default_a_builtin_sum_one_key_head_and_a_sink():
    """A list default extended on every call is state kept between calls; a default other
    than the contract's; Python's own sum(x, -1); keys cut to their first head; weights
    above 0 at hidden keys (a sink); one term added S times; a fill made like the bool mask;
    a float32 precision ruled out by a case wrong by far more."""
    from grader.judging import rules
    from grader.judging.properties import module_state, state_read_back

    helper = "def _side(blocks, row=[]):\n    row.extend(blocks)\n    return np.concatenate(row, axis=-1)\n"
    assert module_state(helper, "_side") == ["row"] and state_read_back(helper, "_side") == ["row"]
    fresh = helper.replace("row=[]", "row=None").replace("    row.extend", "    row = []\n    row.extend")
    assert module_state(fresh, "_side") == []
    grown = "def f(x, seen=[]):\n    seen += [x]\n    return len(seen)\n"
    assert module_state(grown, "f") == ["seen"]

    ten = "def stable_softmax(scores, temperature=10):\n    return scores\n"
    how = rules.default_differs(ten, "stable_softmax", "(scores, temperature=1.0)")
    assert how is not None and (how["argument"], how["given"], how["expected"]) == ("temperature", "10", "1.0")
    assert rules.default_differs(ten.replace("=10", "=1"), "stable_softmax", "(scores, temperature=1.0)") is None

    summed = "def scaled_scores(q, k):\n    return sum(q[..., :, None, :] * k[..., None, :, :], -1)\n"
    assert rules.builtin_sum_start(summed, "scaled_scores") == "sum(q[..., :, None, :] * k[..., None, :, :], -1)"
    assert rules.builtin_sum_start("from numpy import sum\n" + summed, "scaled_scores") == ""
    assert rules.builtin_sum_start(summed.replace(", -1)", ")"), "scaled_scores") == ""

    q = np.array([[[1.0, 0.5], [0.2, -1.0]], [[-0.3, 0.8], [1.1, 0.4]]])  # (B=2, T=2, d_k=2)
    k = np.array([[[0.7, -0.2], [0.1, 0.9], [-1.0, 0.3]], [[0.4, 0.4], [-0.6, 1.2], [0.5, -0.5]]])
    want = q @ np.swapaxes(k, -1, -2) / math.sqrt(2)
    one_head = q @ np.swapaxes(k[:1], -1, -2) / math.sqrt(2)
    [(key, params)] = relations.input_first_only(one_head, want, "scaled_scores", (q, k), 1e-12)
    assert key == "input-first-only" and params["argument"] == "k" and params["axis"] == -3
    assert relations.input_first_only(want, want, "scaled_scores", (q, k), 1e-12) == []
    short = q[:1] @ np.swapaxes(k[:1], -1, -2) / math.sqrt(2)  # k cut and kept 1 long: (1, T, S) for (2, T, S)
    assert _keys(relations.input_first_only(short, want[:1].repeat(2, 0), "scaled_scores", (q[:1], k), 1e-12)) \
        == ["input-first-only"]

    w = np.array([[0.5, 0.5, 0.0], [0.2, 0.3, 0.5]])  # key 2 hidden from query 0
    sink = np.array([[0.4, 0.4, 0.2], [0.2, 0.3, 0.5]])  # shown, the visible ones shrunk to make room
    assert _keys(relations.shows_hidden(sink, w)) == ["shows-hidden"]
    assert relations.shows_hidden(np.array([[0.3, 0.5, 0.2], [0.2, 0.3, 0.5]]), w) == []  # not one factor a row

    weights = np.array([[0.2, 0.3, 0.5], [0.6, 0.1, 0.3]])
    values = np.array([[1.0, -0.5], [0.25, 2.0], [-1.5, 0.75]])
    last = 3 * weights[:, 2:] * values[2:]
    [(key, params)] = relations.key_left_out(last, weights @ values, "weighted_mixture", (weights, values), 1e-12)
    assert key == "key-left-out" and params["each"].startswith("S times the last key's")

    scores = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5]])
    visible = np.array([[True, False, True], [False, True, True]])
    filled = np.where(visible, scores, 1.0)
    [(key, params)] = relations.value_relations(filled, np.where(visible, scores, -np.inf), "mask_scores",
                                                (scores, visible), {}, 1e-12)
    assert key == "bias-bool" and params["how"] == "all 1"


def test_set_74s_tuning_reads_one_heads_share_a_weights_item_of_another_shape_a_row_check_and_a_reorder():
    """The output as the last head's share alone (``out =`` where ``out +=`` belongs); a
    second item that is no reduction of the weights; a valid input whose rows all have a
    visible key but a column none (a row check that reads the queries' axis); a one-hot row
    reordered, which exp(x) - 1 gives as well and so does not tell."""
    from grader.judging.explain import _one_axis_dropped
    from grader.judging.properties import hidden_line_elsewhere

    rng = np.random.default_rng(74)
    x, w_q, w_k, w_v, w_o = (rng.normal(size=s) for s in ((3, 4), (4, 4), (4, 4), (4, 4), (4, 4)))
    found = relations._head_shares((x, w_q, w_k, w_v, w_o, 2), {})
    assert found is not None and found[0].shape == (2, 3, 4)
    shares = found[0]
    whole = shares.sum(axis=0)
    [(key, params)] = relations.one_head_share(shares[1], whole, "multi_head_self_attention",
                                               (x, w_q, w_k, w_v, w_o, 2), {}, 1e-12)
    assert key == "one-head-share" and params["which"] == "the last head's" and params["heads"] == 2
    assert relations.one_head_share(whole, whole, "multi_head_self_attention", (x, w_q, w_k, w_v, w_o, 2), {},
                                    1e-12) == []
    assert relations.one_head_share(2 * whole, whole, "multi_head_self_attention", (x, w_q, w_k, w_v, w_o, 2), {},
                                    1e-12) == []

    assert _one_axis_dropped(np.zeros((2, 5, 5)), np.zeros((2, 3, 5, 5)))  # a mean over the heads
    assert not _one_axis_dropped(np.zeros((2, 4)), np.zeros((2, 3, 3)))  # a block of w_o

    column = np.array([[0.5, -np.inf, 0.0], [-np.inf, -np.inf, 0.0]])  # every row has a finite score
    assert hidden_line_elsewhere("stable_softmax", (column,)) == -2
    assert hidden_line_elsewhere("stable_softmax", (np.array([[0.5, -np.inf], [-np.inf, -np.inf]]),)) is None
    assert hidden_line_elsewhere("stable_softmax", (np.array([[[[0.5, -np.inf]]]]),)) is None  # lines of one entry
    assert hidden_line_elsewhere("mask_scores", (column, np.array([[True, False], [True, False]]))) == -2
    assert hidden_line_elsewhere("mask_scores", (column, np.array([[True, False], [True, True]]))) is None

    one_hot = np.array([[1.0, 0.0]])
    assert relations.exp_minus_one(one_hot[:, ::-1], one_hot, 1e-12) is None  # a flip, a sort: no telling
    w = np.array([[0.7, 0.2, 0.1]])
    assert relations.exp_minus_one((w / w.max() - 1) / (w / w.max() - 1).sum(), w, 1e-12) is True


def test_set_75s_tuning_reads_a_band_a_mask_from_padding_an_exp_of_one_rolled_values_and_reshaped_sizes():
    """Longformer's band of the weights in a mixture; BigBird's mask rebuilt from two padding
    vectors; hidden keys given exp = 1; value rows rolled along the keys; every head through
    w_o's first block; the expected values in their order under another shape; a logit ratio
    ruled out by a row that no factor of its logits gives."""
    from grader.calls.returned import Returned
    from grader.judging.explain import _no_logit_factor

    rng = np.random.default_rng(75)
    w = rng.random((2, 6, 6))
    w /= w.sum(-1, keepdims=True)
    v = rng.normal(size=(2, 6, 3))
    t, s = np.arange(6)[:, None], np.arange(6)[None, :]
    banded = np.where(np.abs(t - s) <= 2, w, 0) @ v
    [(key, params)] = relations._mixed_by_distance(banded, "weighted_mixture", (w, v), 1e-12)
    assert key == "weights-by-distance" and params["shown"].startswith("1 where -2 <= t - s <= 2")
    assert relations._mixed_by_distance(np.where(t >= s, w, 0) @ v, "weighted_mixture", (w, v), 1e-12) == []

    [(key, params)] = relations.values_rolled(w @ np.roll(v, 1, axis=-2), w @ v, "weighted_mixture", (w, v), 1e-12)
    assert key == "values-rolled" and params["shift"] == 1
    assert relations.values_rolled(w @ v, w @ v, "weighted_mixture", (w, v), 1e-12) == []

    scores = rng.normal(size=(4, 4))
    causal = np.tril(np.ones((4, 4), dtype=bool))
    want = np.where(causal, scores, -np.inf)
    assert _keys(relations.value_relations(scores, want, "mask_scores", (scores, causal), {}, 1e-12)) \
        == ["mask-from-padding"]  # every query sees key 0, and every key is seen: nothing hidden
    padding = np.ones((4, 4), dtype=bool)
    padding[:, 3] = False
    assert relations._mask_from_padding(np.where(padding, scores, -np.inf), (scores, padding)) == []

    logits = np.array([[0.5, -np.inf, 1.0], [0.2, 0.3, -np.inf]])
    exps = np.where(np.isinf(logits), 1.0, np.exp(logits - np.nanmax(np.where(np.isinf(logits), np.nan, logits), -1,
                                                                        keepdims=True)))
    shown = exps / exps.sum(-1, keepdims=True)
    right = np.exp(logits - logits.max(-1, keepdims=True))
    right /= right.sum(-1, keepdims=True)
    assert _keys(relations._hidden_exp_one(shown, right, (logits,), {})) == ["hidden-exp-one"]
    assert relations._hidden_exp_one(right, right, (logits,), {}) == []

    x, w_q, w_k, w_v, w_o = (rng.normal(size=s) for s in ((3, 4), (4, 4), (4, 4), (4, 4), (4, 4)))
    whole, first = (s.sum(axis=0) for s in relations._head_shares((x, w_q, w_k, w_v, w_o, 2), {}))
    assert _keys(relations.one_head_share(first, whole, "multi_head_self_attention", (x, w_q, w_k, w_v, w_o, 2), {},
                                          1e-12)) == ["w-o-first-block"]

    merged = rng.normal(size=(2, 2, 6))  # (..., T, H*d_h) with T = 2, H = 3: cut as (..., H, T*d_h)
    [(key, params)] = relations.axis_relations(merged.reshape(2, 3, 4), merged, 1e-12)
    assert key == "reshaped-sizes" and params["got"] == (2, 3, 4)
    assert relations.axis_relations(merged.reshape(2, 6, 2), merged, 1e-12) != [("reshaped-sizes", {})]

    scores = rng.normal(size=(2, 3, 4))  # PyG's segment ids by repeat: entry i of the flat scores in group i mod 6
    flat, group = scores.reshape(-1), np.arange(24) % 6
    tops = np.array([flat[group == g].max() for g in range(6)])
    exps = np.e ** (flat - tops[group])
    strided = (exps / np.array([exps[group == g].sum() for g in range(6)])[group]).reshape(scores.shape)
    assert _keys(relations.rows_strided(strided, (scores,), {})) == ["rows-strided"]
    rows = np.e ** (scores - scores.max(-1, keepdims=True))
    assert relations.rows_strided(rows / rows.sum(-1, keepdims=True), (scores,), {}) == []

    alibi = np.array([[0.7071, 0.0, 0.7071]]) + 0.5 * np.arange(3)
    tilted = np.exp(alibi - alibi.max()) / np.exp(alibi - alibi.max()).sum()
    note = ledger.Noted("numpy", "stable_softmax", Case("stable_softmax", (np.array([[0.7071, 0.0, 0.7071]]),), {}),
                        "values", Returned("ndarray", array=tilted))
    assert _no_logit_factor(note)


def test_the_multi_head_replay_is_instructor_only_and_its_relations_say_nothing_without_it(monkeypatch):
    """The student release leaves grader/instructor/ out: there the replay of multi-head
    attention (the exercise's answer) is missing, and the relations that need it find nothing
    instead of failing."""
    import sys

    rng = np.random.default_rng(61)
    args = tuple(rng.normal(size=s) for s in ((3, 4), (4, 4), (4, 4), (4, 4), (4, 4))) + (2,)
    found = relations._head_shares(args, {})
    assert found is not None
    shares = found[0]
    assert _keys(relations.one_head_share(shares[1], shares.sum(0), "multi_head_self_attention", args, {}, 1e-12)) \
        == ["one-head-share"]
    monkeypatch.setitem(sys.modules, relations.REPLAYS, None)  # as in the release: no such module
    assert relations._head_shares(args, {}) is None
    assert relations.one_head_share(shares[1], shares.sum(0), "multi_head_self_attention", args, {}, 1e-12) == []


def test_set_75s_self_check_leads_a_mask_of_alike_rows_and_a_mask_applied_by_another_rule():
    """A right answer under a mask of the scores' own shape whose rows are all alike shows no
    more than one row of it would: it cannot say the mask fails only where it must broadcast
    (flash-attn's reference read the last query row of every mask). And a mask_scores that
    puts -inf where the expected scores are finite applies some other rule (Whisper's causal
    flag), not the mask in part."""
    from grader.calls.returned import Returned
    from grader.judging.explain import _hides_a_shown_place

    q, k, v = (RNG.standard_normal((2, 3, 2)) for _ in range(3))
    causal = np.tril(np.ones((3, 3), dtype=bool))
    padding = np.broadcast_to(np.array([True, True, False]), (2, 3, 3))  # the scores' own shape, rows alike
    varied = np.stack([causal, np.ones((3, 3), dtype=bool)])  # the scores' own shape, rows that differ

    def notes(right_mask: np.ndarray) -> list[ledger.Noted]:
        right = [_noted("attention", Case("attention", (q, k, v), {"allowed": right_mask}), "")] * 2
        wrong = [_noted("attention", Case("attention", (q, k, v), {"allowed": causal}), "values")] * 2
        return [*right, *wrong]

    assert patterns._rows_alike("attention", Case("attention", (q, k, v), {"allowed": padding}))
    assert not patterns._rows_alike("attention", Case("attention", (q, k, v), {"allowed": varied}))
    shaped = {"fails-with-broadcast-mask", "fails-with-fewer-mask-axes"}
    assert not shaped & set(dict(patterns.find("attention", notes(padding))))
    assert shaped & set(dict(patterns.find("attention", notes(varied))))

    scores = RNG.standard_normal((3, 3))
    want = np.where(causal, scores, -np.inf)
    case = Case("mask_scores", (scores, causal))
    shown_hidden = ledger.Noted("numpy", "mask_scores", case, "values", Returned("ndarray", array=scores), want)
    hid_shown = ledger.Noted("numpy", "mask_scores", case, "values", Returned("ndarray", array=np.full((3, 3), -np.inf)),
                             want)
    assert not _hides_a_shown_place(shown_hidden) and _hides_a_shown_place(hid_shown)


def test_a_scale_by_the_keys_number_of_axes_is_named_where_the_keys_broadcast():
    """k.dim() read for the features' width (a loop variable that rebinds the width's name):
    where the keys have fewer axes than the queries, only the keys' count gives the ratio."""
    q, k = RNG.standard_normal((2, 3, 5)), RNG.standard_normal((4, 5))
    scores = q @ k.T
    found = _keys(relations.value_relations(scores / math.sqrt(2), scores / math.sqrt(5), "scaled_scores", (q, k), {},
                                            1e-12))
    assert "ratio:sqrt(d_k)/sqrt(ndim(k))" in found and "ratio:sqrt(d_k)/sqrt(ndim(q))" not in found
    assert "k.ndim (k.dim()) counts k's axes" in relations._reading("sqrt(d_k)/sqrt(ndim(k))")
    assert "q.ndim (q.dim()) counts q's axes" in relations._reading("sqrt(d_k)/sqrt(ndim(q))")


def test_set_75s_second_tuning_reads_a_block_layout_a_kept_width_and_a_performer_kernel():
    """A mixture of the weight blocks on and below the diagonal (DeepSpeed's unidirectional
    layout, blocks of 2 keys) is `weights-triangle`; a module dict filled by setdefault is
    state read back; the Performer's deterministic kernel, ReLU(x / d_k ** 0.25) + 0.001, is
    a feature map."""
    from grader.judging.properties import state_read_back

    w = RNG.random((5, 5))
    w /= w.sum(-1, keepdims=True)
    v = RNG.standard_normal((5, 3))
    t, s = np.arange(5)[:, None], np.arange(5)[None, :]
    [(key, params)] = relations._mixed_triangle(np.where(s // 2 <= t // 2, w, 0) @ v, w @ v, "weighted_mixture",
                                                (w, v), 1e-12)
    assert key == "weights-triangle" and params["which"] == "in the blocks of 2 keys on and below"
    assert relations._mixed_triangle(np.tril(w) @ v, w @ v, "weighted_mixture", (w, v), 1e-12) \
        == [("weights-triangle", {"which": "on and below"})]  # a plain triangle is said as one
    assert relations._mixed_triangle(w @ v, w @ v, "weighted_mixture", (w, v), 1e-12) == []

    kept = "_W = {}\n\ndef split_heads(x, n_heads):\n    d_h = _W.setdefault(n_heads, x.shape[-1] // n_heads)\n" \
           "    return x.reshape(*x.shape[:-1], n_heads, d_h)\n"
    assert state_read_back(kept, "split_heads") == ["_W"]
    logged = "_LOG = []\n\ndef split_heads(x, n_heads):\n    _LOG.append(n_heads)\n    return x\n"
    assert state_read_back(logged, "split_heads") == []  # only written: nothing a later call reads back

    q, k = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    kernel = lambda x: np.maximum(x * 4 ** -0.25, 0.0) + 1e-3  # noqa: E731
    [(key, params)] = relations._mapped_features(kernel(q) @ kernel(k).T, "scaled_scores", (q, k))
    assert key == "features-mapped" and "Performer" in params["name"]


def test_scores_added_to_their_transpose_and_a_fused_projection_cut_per_head_are_named():
    """0.5 (q k^T + k q^T): square scores are a A + b A^T of the expected table, and where
    T != S the two tables' broadcast error shows both shapes; x @ [w_q | w_k | w_v] cut per
    head as GPT-NeoX lays its columns out is a replay of the catalogue's."""
    from grader.instructor.mistakes import hints as catalogue

    q, k = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((2, 3, 4))
    a = q @ np.swapaxes(k, -1, -2) / 2
    found = relations.value_relations((a + np.swapaxes(a, -1, -2)) / 2, a, "scaled_scores", (q, k), {}, 1e-12)
    assert ("adds-transpose", {"a": 0.5, "b": 0.5}) in found
    assert "adds-transpose" not in _keys(relations.value_relations(2 * a, a, "scaled_scores", (q, k), {}, 1e-12))
    assert "adds-transpose" not in _keys(relations.value_relations(np.swapaxes(a, -1, -2), a, "scaled_scores", (q, k),
                                                                   {}, 1e-12))
    raised = {"type": "ValueError", "where": "numpy_core.py:3",
              "message": "operands could not be broadcast together with shapes (2,3,4) (2,4,3) "}
    source = "def scaled_scores(q, k):\n    qk, kq = q @ k.T, k @ q.T\n    return 0.5 * (qk + kq)\n"
    assert _keys(exceptions.find(raised, source, "scaled_scores"))[0] == "adds-transpose"
    other = {**raised, "message": "operands could not be broadcast together with shapes (2,3,4) (2,3) "}
    assert "adds-transpose" not in _keys(exceptions.find(other, source, "scaled_scores"))

    x = RNG.standard_normal((3, 4))
    w_q, w_k, w_v, w_o = (RNG.standard_normal(s) for s in ((4, 4), (4, 4), (4, 4), (4, 4)))
    fused = x @ np.concatenate([w_q, w_k, w_v], axis=1)
    heads = np.swapaxes(fused.reshape(3, 2, 6), 0, 1)  # (H, T, 3 d_k)
    qh, kh, vh = heads[..., :2], heads[..., 2:4], heads[..., 4:]
    raw = qh @ np.swapaxes(kh, -1, -2) / np.sqrt(2)
    weights = np.exp(raw - raw.max(-1, keepdims=True))
    weights /= weights.sum(-1, keepdims=True)
    grouped = np.swapaxes(weights @ vh, 0, 1).reshape(3, 4) @ w_o
    said = [value for text, value in catalogue("multi_head_self_attention", (x, w_q, w_k, w_v, w_o, 2), {})
            if "GPT-NeoX" in text]
    assert len(said) == 1 and np.allclose(said[0], grouped)


def test_heads_joined_last_to_first_a_bias_for_a_mask_and_one_column_written_over_are_relations():
    """Set 77's tuning: merge_heads gathering the heads by insert(0, ...) (the blocks of the
    last axis in reverse order, each block kept whole); causal_mask returning tensor2tensor's
    additive bias [1, 1, t, t] for the bool mask; a softmax whose row total was written over
    each row's first exponential (np.sum(..., out=e[..., :1])). Each is read as what it is, and
    what is not it is not read so."""
    x = RNG.standard_normal((3, 4, 2))  # (H, T, d_h)
    want = np.concatenate(list(x), axis=-1)
    found = relations.axis_relations(np.concatenate(list(x)[::-1], axis=-1), want, 1e-12)
    assert _keys(found) == ["blocks-reversed"] and "3 blocks of 2" in found[0][1]["how"]
    shuffled = np.concatenate([x[1], x[0], x[2]], axis=-1)
    assert "blocks-reversed" not in _keys(relations.axis_relations(shuffled, want, 1e-12))

    mask = np.tril(np.ones((4, 4), dtype=bool))
    bias = np.where(mask, 0.0, -1e9).reshape(1, 1, 4, 4)
    found = relations.axis_relations(bias, mask, 1e-12)
    assert _keys(found) == ["mask-as-bias"] and found[0][1]["fill"] == "-1e+09" and "(1, 1, 4, 4)" in found[0][1]["shaped"]
    assert "hidden" in generic_text("mask-as-bias", {"func": "causal_mask", **found[0][1]})
    assert _keys(relations.axis_relations(mask.reshape(1, 4, 4), mask, 1e-12)) == ["extra-axis"]  # bools: no bias

    scores = RNG.standard_normal((3, 4))
    e = np.exp(scores - scores.max(-1, keepdims=True))
    right = e / e.sum(-1, keepdims=True)
    first = right.copy()
    first[:, 0] = 1.0
    found = relations.value_relations(first, right, "stable_softmax", (scores,), {}, 1e-12)
    assert ("one-column", {"index": 0, "what": "1 in every row"}) in found and "offset" not in _keys(found)
    two = right.copy()
    two[:, 0], two[:, 1] = 1.0, 0.0  # two columns written over: no one column
    assert "one-column" not in _keys(relations.value_relations(two, right, "stable_softmax", (scores,), {}, 1e-12))
    one = right.copy()
    one[1, 2] += 0.5  # one entry of one row among several: no column
    assert "one-column" not in _keys(relations.value_relations(one, right, "stable_softmax", (scores,), {}, 1e-12))


def test_a_head_width_taken_from_the_model_width_is_a_named_ratio():
    """DINOv2's (timm's) head_dim = dim // num_heads, where the kit's head is w_q's columns over
    the heads: the logit ratio sqrt(d_k)/sqrt(head_dim) is named and read."""
    x = RNG.standard_normal((4, 2))
    sizes = relations.sizes("multi_head_self_attention", (x, np.zeros((2, 6)), np.zeros((2, 6)),
                                                          np.zeros((2, 6)), np.zeros((6, 2)), 2), {})
    assert sizes["head_dim"] == 1 and sizes["d_k"] == 3
    assert "head_dim = D / H" in relations._reading("sqrt(d_k)/sqrt(head_dim)")


def test_set_78_relations_read_what_the_code_did_and_nothing_else():
    """Set 78's tuning: weights stored coarser (bfloat16 cut, 1/255 steps clamped into [0, 1]);
    a causal mask wrong both ways, said row by row; the batch's masks merged into one; each
    query's scores scaled by a number of its own; weights zero where the hidden keys turned
    belong (the mask's axes swapped), not a sparse map."""
    w = RNG.random((3, 4))
    w /= w.sum(-1, keepdims=True)
    v = RNG.standard_normal((4, 2))
    cut = (w.astype(np.float32).view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32).astype(np.float64)
    found = relations.value_relations(cut @ v, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
    assert ("input-stored-coarser", {"argument": "weights", "how": "cut to bfloat16 (each float32's low 16 bits"
                                     " dropped)"}) in found
    stepped = np.clip(np.round(w * 255), 0, 255) / 255
    found = relations.value_relations(stepped @ v, w @ v, "weighted_mixture", (w, v), {}, 1e-12)
    assert "input-stored-coarser" in _keys(found)
    assert "input-stored-coarser" not in _keys(relations.value_relations(w @ v * 1.01, w @ v, "weighted_mixture",
                                                                         (w, v), {}, 1e-12))

    causal = np.tril(np.ones((4, 4), dtype=bool))
    first_row = np.zeros((4, 4), dtype=bool)
    first_row[0] = True
    assert relations.mask_rows(first_row, causal) == [("mask-rows-differ", {"got": "[4, 0, 0, 0]",
                                                                            "expected": "[1, 2, 3, 4]"})]
    assert relations.mask_rows(causal | np.eye(4, k=1, dtype=bool), causal) == []  # shows only: shows-hidden's

    scores = RNG.standard_normal((2, 3, 3))
    allowed = np.ones((2, 3, 3), dtype=bool)
    allowed[0, :, 2] = False
    allowed[1, :, 0] = False
    union = np.where(allowed.any(0), scores, -np.inf)
    want = np.where(allowed, scores, -np.inf)
    assert ("mask-merged", {"how": "any"}) in relations.value_relations(union, want, "mask_scores", (scores, allowed),
                                                                       {}, 1e-12)

    logits = RNG.standard_normal((3, 5))
    right = np.exp(logits) / np.exp(logits).sum(-1, keepdims=True)
    per_row = np.exp(logits * [[0.5], [2.0], [1.3]])
    per_row /= per_row.sum(-1, keepdims=True)
    found = relations._row_logit_ratios(per_row, right)
    assert _keys(found) == ["row-logit-scale"] and math.isclose(found[0][1]["low"], 0.5)
    same = np.exp(logits * 2.0)
    assert relations._row_logit_ratios(same / same.sum(-1, keepdims=True), right) == []  # one factor: a logit ratio

    lower = np.where(causal, np.exp(RNG.standard_normal((4, 4))), 0.0)
    upper = np.where(causal.T, np.exp(RNG.standard_normal((4, 4))), 0.0)
    lower, upper = lower / lower.sum(-1, keepdims=True), upper / upper.sum(-1, keepdims=True)
    assert _keys(relations.hides_visible(upper, lower, 1e-12)) == ["mask-transposed"]


def test_an_extra_parameter_without_a_default_fails_every_call_made_as_the_contract_says():
    """def scaled_scores(q, k, d_k): the contract's names come first, but d_k has no default,
    so every call made as the contract says raises TypeError; with a default it is harmless."""
    from grader.judging.rules import signature_differs

    extra = signature_differs("def scaled_scores(q, k, d_k):\n    pass\n", "scaled_scores", ("q", "k"))
    assert extra["got"] == "(q, k, d_k)" and "d_k is a parameter the contract does not have" in extra["how"]
    assert signature_differs("def scaled_scores(q, k, d_k=None):\n    pass\n", "scaled_scores", ("q", "k")) is None
    keyword = signature_differs("def f(scores, temperature=1.0, *, axis):\n    pass\n", "f", ("scores", "temperature"))
    assert "axis is a parameter" in keyword["how"]
