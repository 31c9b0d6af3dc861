"""Rules every function keeps: extreme scores, untouched inputs, determinism."""

from __future__ import annotations

import numpy as np
import pytest

from grader.errors import CheckFailure, Evidence
from grader.inputs.cases import Case
from grader.inputs.recorded import recorded
from grader.judging.compare import array_of, expect_outputs
from grader.judging.diagnoses import diagnosis
from grader.judging.properties import is_quiet_slip
from grader.running.marks import check, tracks


@tracks
@check("softmax", 3)
def test_softmax_extremes(student, track, confirm):
    """stable_softmax handles scores of 1e4, offsets of 1000 and -inf without overflow, NaN or warnings"""
    for case, want in recorded()["stable_softmax"]:
        if not case.label.startswith("extreme"):
            continue
        outcome = student.call("stable_softmax", *case.args, **case.kwargs)
        note = f" Input: {case!r}"
        numeric = [w for w in outcome.warnings if w["category"] in ("RuntimeWarning", "FloatingPointError")]
        if numeric:
            message = str(numeric[0]["message"])
            unstable = not is_quiet_slip(message)
            advice = (" Subtract each row's largest score before exponentiating so that exp never overflows."
                      if unstable else " Every step must stay finite on these inputs, and -inf must stay -inf.")
            raise CheckFailure(
                f"stable_softmax warned {numeric[0]['category']}: {message}.{advice}{note}",
                hint=diagnosis("softmax-unstable") if unstable else None,
                evidence=Evidence("warned", "stable_softmax", case.args, dict(case.kwargs), detail={"warning": numeric[0]}),
            )
        got = array_of(outcome.result, track, "stable_softmax(...)")
        scores = case.args[0]
        if got.shape == scores.shape and (got[np.isneginf(scores)] != 0).any():
            raise CheckFailure(f"stable_softmax gave a -inf score a weight other than exactly 0.{note}",
                               evidence=Evidence("values", "stable_softmax", case.args, dict(case.kwargs), got=got,
                                                 expected=want, detail={"special": "-inf"}))
        try:
            expect_outputs(outcome.result, want, func="stable_softmax", track=track, scale=case.scale,
                           weights_scale=case.weights_scale, case=case)
        except CheckFailure as failure:
            failure.add_note(note)
            raise
    confirm(*(case for case, _ in recorded()["stable_softmax"] if case.label.startswith("extreme")))


@tracks
@check("masking", 1)
def test_mask_scores_returns_a_new_array(student, track, confirm):
    """mask_scores returns a new array, even when every key is visible"""
    for case, want in recorded()["mask_scores"][:4]:
        scores = case.args[0]
        for allowed in (np.ones(scores.shape[-1:], dtype=bool), case.args[1]):
            outcome = student.call("mask_scores", scores, allowed, return_args=True)
            expected = want if allowed is case.args[1] else scores
            expect_outputs(outcome.result, expected, func="mask_scores", track=track, scale=case.scale,
                           weights_scale=case.weights_scale, case=Case("mask_scores", (scores, allowed)))
            if 0 in outcome.aliases:
                raise CheckFailure(
                    "mask_scores returned an array that shares memory with scores (the input itself"
                    " or a view of it), so writing to the result would change the caller's scores."
                    " Return a new array, for example from np.where or masked_fill.",
                    evidence=Evidence("aliased", "mask_scores", (scores, allowed), detail={"argument": 0}),
                )
    confirm(*(case for case, _ in recorded()["mask_scores"][:4]))


@check("masking", 1)
@pytest.mark.parametrize("track", ["torch"])
def test_causal_mask_honours_device(student, track):
    """causal_mask(t, device=...) builds the mask on the requested device"""
    got = student.call("causal_mask", 3, device="meta").result
    if got.kind != "tensor" or got.device != "meta" or got.dtype != "bool" or got.shape != (3, 3):
        raise CheckFailure(
            f"causal_mask(3, device='meta') returned {got.describe()}; expected a bool tensor of"
            " shape (3, 3) on the meta device. Pass device= to the tensor you create"
            " (torch.ones(t, t, dtype=torch.bool, device=device)), so that masks for GPU"
            " scores are built on the GPU.",
            evidence=Evidence("device" if got.kind == "tensor" and got.device != "meta" else "type"
                              if got.kind != "tensor" else "shape" if got.shape != (3, 3) else "dtype",
                              "causal_mask", (3,), {"device": "meta"},
                              detail={"device": got.device, "got": got.kind, "type": got.type_name,
                                      "shape": got.shape}),
        )
