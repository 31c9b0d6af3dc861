"""Likely mistakes: which known wrong answer a student's output matches.

The catalogue of known mistakes computes each wrong answer from the inputs. Some of those
computations come close to the exercises' answers (a stable softmax along the wrong axis
is still a stable softmax), so the catalogue lives in the instructor room
(``grader.instructor.mistakes``), which the student release leaves out. There,
:func:`hints` answers from ``grader/data/hints.json`` instead: the catalogue's answers
on every input of the public checks, recorded by ``python -m grader release`` while the
public checks ran on the reference. Inputs that were not recorded get no hint.

Looking the catalogue up by name is this room's one reference to a room above it: an
optional plugin, resolved once, with the recorded data as the fallback.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from grader.jsonarrays import decode, encode, read_file, write_file
from grader.kit import DATA

DIAGNOSES: dict[str, str] = {
    # scaling
    "scale-none": "the scores are not divided by sqrt(d_k).",
    "scale-dk": "the scores look divided by d_k instead of sqrt(d_k).",
    "scale-multiplied": "the scores look multiplied by sqrt(d_k) instead of divided.",
    "scale-float32": "the scale is computed in float32 (for example torch.sqrt(torch.tensor(d_k))), which"
                     " loses precision on float64 inputs; use math.sqrt(d_k).",
    "scale-dv": "the scores look divided by sqrt(d_v) instead of sqrt(d_k).",
    "scale-seq-len": "the scores look divided by sqrt(S), the number of keys, instead of sqrt(d_k).",
    "scale-model-width": "the scores look divided by sqrt(D), the model's width, instead of sqrt(d_k), the width"
                         " of one head (d_k = D / H).",
    "scores-transposed": "the scores look transposed, (..., S, T): row t must hold query t's scores against"
                         " every key (q @ k^T, not k @ q^T).",
    "dot-not-matmul": "np.dot pairs every batch of the first array with every batch of the second; use @"
                      " (np.matmul), which pairs batches.",
    "fixed-leading-axes": "the code assumes a fixed number of leading axes (a loop over axis 0, a reshape to 3"
                          " axes, transpose(0, 2, 1, 3)); any number is allowed, none included: use @ and count"
                          " axes from the end (-1, -2, -3).",
    "transpose-all-axes": "k.T (or k.t(), np.transpose(k)) reverses every axis, which is right only in 2-D; swap"
                          " just the last two: np.swapaxes(k, -2, -1) or k.transpose(-2, -1).",
    # masking
    "mask-inverted": "the mask looks inverted: True means visible, so keep the scores where allowed is True.",
    "mask-large-negative": "hidden scores are a large negative number, not -inf.",
    "mask-zero": "hidden scores are 0 instead of -inf.",
    "mask-ignored": "the mask is ignored.",
    "mask-multiplied": "multiplying by the mask gives 0 * -inf = NaN where a key is visible; choose with"
                       " np.where / masked_fill instead of arithmetic.",
    "mask-after-softmax": "the mask is applied after the softmax, so the visible weights no longer sum to 1; mask"
                          " the scores before it.",
    "causal-no-diagonal": "the diagonal is hidden: a query must see its own key (np.tril(..., k=0)).",
    "causal-upper": "the mask is upper triangular: queries would see later keys; keep on and below the diagonal"
                    " (tril, not triu).",
    "causal-offset": "the mask reaches one key too far (np.tril(..., k=1)): query i may see keys 0..i only.",
    "mask-not-bool": "causal_mask returns numbers (0/1); the contract asks for a bool mask (dtype bool,"
                     " torch.bool).",
    "int-mask-inverted": "~ on a 0/1 integer mask gives -1 and -2, which are both true: convert the mask to"
                         " bool first (allowed.astype(bool), allowed.bool()), then invert or test it.",
    # softmax
    "softmax-axis": "the softmax runs over the wrong axis: normalise over the last axis (the S keys).",
    "softmax-temperature-ignored": "the temperature is ignored: divide the scores by it.",
    "softmax-temperature-multiplied": "the scores are multiplied by the temperature instead of divided.",
    "softmax-unstable": "exp of a large score overflows: the softmax is not stabilised.",
    "softmax-whole-array": "the exponentials are divided by the sum over the whole array; divide by each row's"
                           " sum (over the last axis, keepdims=True).",
    "softmax-keepdims": "the row maxima are subtracted without keepdims=True, so they broadcast along the wrong"
                        " axis.",
    "softmax-global-max": "the largest score of the whole array is subtracted, not each row's: rows far below it"
                          " underflow to 0/0. Subtract the maximum over the last axis (keepdims=True).",
    # mixture
    "mixture-renormalised": "the weights are renormalised (or rescaled) before mixing; use them exactly as given.",
    "mixture-clipped": "negative weights are set to 0 before mixing; use the weights exactly as given.",
    "mixture-wrong-axis": "the sum runs over the queries T instead of the keys S.",
    # heads
    "swapped-return": "the pair is returned in the wrong order: return (output, weights).",
    "mhsa-no-w-o": "the merged heads are not projected with w_o.",
    "mhsa-wrong-projection": "a projection uses the wrong matrix (for example x @ w_k for the values); Q = x @ w_q,"
                             " K = x @ w_k, V = x @ w_v.",
    "mhsa-averaged-weights": "the weights are averaged over the heads; return every head's weights (..., H, T, T).",
    "split-heads-first": "the heads axis is put first; it belongs just before T: (..., H, T, d_h).",
    "split-interleaved": "head h gets the interleaved features h, h+H, h+2H...: reshape to (..., T, H, d_h) so"
                         " that each head takes d_h neighbouring features.",
    "weights-broadcast-v": "the weights took v's leading axes: only q's and k's leading axes shape the weights"
                           " (..., T, S); v's extra axes reach only the output.",
    "split-reshape": "the heads are cut by reshaping straight to (..., H, T, d_h); reshape to (..., T, H, d_h)"
                     " and then swap the H and T axes.",
    "merge-no-transpose": "the heads are merged by reshaping without first swapping the H and T axes.",
    # every function
    "dtype-float64": "float64 output for float32 input: a step made float64 values. Under NumPy 2 that is"
                     " np.sqrt(d) or a NumPy float64 scalar, dtype=float or np.full(..., -np.inf); in PyTorch"
                     " .double() or dtype=torch.float64. Divide by math.sqrt(d) (a Python float) and build"
                     " constants in the inputs' dtype.",
    "dtype-changed": "the output's dtype is not the inputs': compute in the inputs' dtype and do not convert.",
    "error-not-valueerror": "a bad input made the function fail with another exception (IndexError, RuntimeError,"
                            " TypeError, AssertionError...): check the input yourself and raise ValueError.",
}
"""Every diagnosis the grader can give, by key: what feedback says after "Likely mistake:".
The corpus names the key each wrong entry should be diagnosed with (``# diagnosis:``)."""


def diagnosis(key: str) -> str:
    return DIAGNOSES[key]


HINTS = DATA / "hints.json"
CATALOGUE = "grader.instructor.mistakes"

Hint = tuple[str, Any]
"""(explanation, what the mistake would return)."""

RECORDING: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]] | None = None
"""When a list, every call of :func:`hints` is appended to it (see :func:`record`)."""


@cache
def _catalogue() -> Callable[[str, tuple[Any, ...], dict[str, Any]], list[Hint]] | None:
    try:
        return importlib.import_module(CATALOGUE).hints  # type: ignore[no-any-return]
    except ModuleNotFoundError:
        return None


def hints(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    """Likely mistakes for ``func`` on these inputs: (explanation, what it would return)."""
    live = _catalogue()
    found = live(func, args, kwargs) if live is not None else _from_recording(func, args, kwargs)
    if RECORDING is not None:
        RECORDING.append((func, args, kwargs, found))
    return found


def _feed(digest: Any, value: Any) -> None:
    if isinstance(value, np.ndarray):
        digest.update(f"array {value.dtype.str} {value.shape}".encode())
        digest.update(np.ascontiguousarray(value).tobytes())
    elif isinstance(value, (tuple, list)):
        digest.update(f"seq {len(value)}".encode())
        for item in value:
            _feed(digest, item)
    else:
        digest.update(f"value {value!r}".encode())


def hint_key(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    digest = hashlib.sha256(func.encode())
    _feed(digest, tuple(args))
    for name in sorted(kwargs):
        digest.update(name.encode())
        _feed(digest, kwargs[name])
    return digest.hexdigest()


HINTS_FORMAT = 1


@cache
def _recorded() -> dict[str, list[list[Any]]]:
    """The recorded hints (the student release's stand-in for the live catalogue); none
    where no recording ships (the instructor's kit, which has the catalogue itself)."""
    if not HINTS.is_file():
        return {}
    data = read_file(HINTS, fmt=HINTS_FORMAT, what="the recorded diagnoses",
                     remedy="Make the student release again (`python -m grader release OUT`).")
    return data["hints"]  # type: ignore[no-any-return]


def _from_recording(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    return [(text, decode(value)) for text, value in _recorded().get(hint_key(func, args, kwargs), [])]


def record(calls: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]], path: Path) -> int:
    """Write the hints of ``calls`` (as :data:`RECORDING` collects them) to ``path``."""
    table = {hint_key(func, args, kwargs): [[text, encode(value if isinstance(value, tuple) else np.asarray(value))]
                                           for text, value in found]
             for func, args, kwargs, found in calls}
    write_file(path, {"format": HINTS_FORMAT, "hints": table})
    return len(table)
