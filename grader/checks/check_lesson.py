"""The lesson's worked example, one exercise at a time (lesson §1, §3 and §6)."""

from __future__ import annotations

import math

import numpy as np

from grader.inputs.cases import Case
from grader.judging.compare import expect_outputs
from grader.judging.diagnoses import hints
from grader.running.marks import check, tracks

Q = np.array([[1.0, 0.0]])  # (T=1, d_k=2)
K = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])  # (S=3, d_k=2)
V = np.array([[1.0, 0.0], [0.0, 2.0], [2.0, 1.0]])  # (S=3, d_v=2)
SCORES = np.array([[1.0, 0.0, 1.0]]) / math.sqrt(2)  # (T=1, S=3), about [0.7071, 0, 0.7071]
_E = math.exp(1 / math.sqrt(2))
WEIGHTS = np.array([[_E, 1.0, _E]]) / (2 * _E + 1)  # about [0.4011, 0.1978, 0.4011]
OUTPUT = WEIGHTS @ V  # about [1.2033, 0.7967]


@tracks
@check("mixture", 2)
def test_lesson_mixture(student, track, confirm):
    """weights [0.2, 0.3, 0.5] mix the lesson's values into [1.2, 1.1]"""
    weights = np.array([[0.2, 0.3, 0.5]])
    got = student.call("weighted_mixture", weights, V).result
    expect_outputs(got, np.array([[1.2, 1.1]]), func="weighted_mixture", track=track, scale=4,
                   case=Case("weighted_mixture", (weights, V)))
    confirm(Case("weighted_mixture", (weights, V)))


@tracks
@check("scaling", 2)
def test_lesson_scores(student, track, confirm):
    """q=[1,0] against the lesson's keys scores [0.7071, 0, 0.7071]"""
    got = student.call("scaled_scores", Q, K).result
    expect_outputs(got, SCORES, func="scaled_scores", track=track, scale=4, hints=hints("scaled_scores", (Q, K), {}),
                   case=Case("scaled_scores", (Q, K)))
    confirm(Case("scaled_scores", (Q, K)))


@tracks
@check("masking", 2)
def test_lesson_causal(student, track, confirm):
    """causal_mask(4) is True on and below the diagonal, and the first query sees only itself"""
    got = student.call("causal_mask", 4).result
    expect_outputs(got, np.tril(np.ones((4, 4), dtype=bool)), func="causal_mask", track=track,
                   hints=hints("causal_mask", (4,), {}), case=Case("causal_mask", (4,)))
    allowed = np.array([[True, False, False]])
    got = student.call("mask_scores", SCORES, allowed).result
    want = np.array([[SCORES[0, 0], -np.inf, -np.inf]])
    expect_outputs(got, want, func="mask_scores", track=track, scale=4,
                   hints=hints("mask_scores", (SCORES, allowed), {}), case=Case("mask_scores", (SCORES, allowed)))
    confirm(Case("causal_mask", (4,)), Case("mask_scores", (SCORES, allowed)))


@tracks
@check("softmax", 2)
def test_lesson_softmax(student, track, confirm):
    """the scores [0.7071, 0, 0.7071] become the weights [0.4011, 0.1978, 0.4011]"""
    got = student.call("stable_softmax", SCORES).result
    expect_outputs(got, WEIGHTS, func="stable_softmax", track=track, scale=4,
                   hints=hints("stable_softmax", (SCORES,), {}), case=Case("stable_softmax", (SCORES,)))
    confirm(Case("stable_softmax", (SCORES,)))


@tracks
@check("heads", 2)
def test_lesson_attention(student, track, confirm):
    """attention of the worked example gives [1.2033, 0.7967]; the causal first query gives [1, 0]"""
    got = student.call("attention", Q, K, V).result
    expect_outputs(got, (OUTPUT, WEIGHTS), func="attention", track=track, scale=8,
                   hints=hints("attention", (Q, K, V), {}), case=Case("attention", (Q, K, V)))
    allowed = np.array([[True, False, False]])
    got = student.call("attention", Q, K, V, allowed=allowed).result
    expect_outputs(got, (V[:1], np.array([[1.0, 0.0, 0.0]])), func="attention", track=track, scale=8,
                   hints=hints("attention", (Q, K, V), {"allowed": allowed}),
                   case=Case("attention", (Q, K, V), {"allowed": allowed}))
    confirm(Case("attention", (Q, K, V)), Case("attention", (Q, K, V), {"allowed": allowed}))
