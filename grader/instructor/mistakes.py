"""Known student mistakes, as the outputs they would produce on a given input.

When a check fails, :func:`grader.judging.compare.expect_array` compares the student's output
with each of these; a match names the likely mistake in the feedback. Every entry is a
wrong answer on purpose: none of them is the reference.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from grader.judging.diagnoses import diagnosis


def _rows(x: np.ndarray, axis: int = -1) -> np.ndarray:
    with np.errstate(all="ignore"):
        e = np.exp(x - np.max(x, axis=axis, keepdims=True))
        return e / e.sum(axis=axis, keepdims=True)


def hints(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[tuple[str, Any]]:
    """Likely mistakes for ``func`` on these inputs: (explanation, what it would return)."""
    with np.errstate(all="ignore"):
        try:
            found = _HINTS.get(func, lambda a, k: [])(args, kwargs)
        except (ValueError, IndexError, TypeError):
            found = []
    return found


def _scores(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    q, k = args
    raw = q @ np.swapaxes(k, -2, -1)
    d_k = q.shape[-1]
    return [
        (diagnosis("scale-none"), raw),
        (diagnosis("scale-dk"), raw / d_k),
        (diagnosis("scale-multiplied"), raw * math.sqrt(d_k)),
        (diagnosis("scale-float32"), raw / np.float32(math.sqrt(d_k))),
        (diagnosis("scale-seq-len"), raw / math.sqrt(k.shape[-2])),
        (diagnosis("scores-transposed"), np.swapaxes(raw, -2, -1) / math.sqrt(d_k)),
        *_maybe(diagnosis("dot-not-matmul"), lambda: np.dot(q, np.swapaxes(k, -2, -1)) / math.sqrt(d_k)),
        *_maybe(diagnosis("keys-reshaped"), lambda: q @ _reshaped_last(k) / math.sqrt(d_k)),
        (diagnosis("inputs-rounded"), _int8(q) @ np.swapaxes(_int8(k), -2, -1) / math.sqrt(d_k)),
    ]


_PLACES = (1, 2, 3, 4)
"""Decimals a student rounds an input to ("three decimals are plenty")."""


def _rows_rounded(x: np.ndarray, places: int) -> np.ndarray:
    """A softmax of the shifted logits rounded to ``places`` decimals before exp."""
    shifted = np.round(x - np.max(x, axis=-1, keepdims=True), places)
    e = np.exp(shifted)
    return e / e.sum(axis=-1, keepdims=True)


def _int8(x: np.ndarray) -> np.ndarray:
    """``x`` quantised to int8 with one absmax scale for the whole tensor, and back."""
    scale = float(np.max(np.abs(x), initial=0.0)) / 127 or 1.0
    return np.round(x / scale) * scale


def _reshaped_last(x: np.ndarray) -> np.ndarray:
    """``x`` (..., A, B) reshaped to (..., B, A): what a reshape gives where a transpose belongs.
    Square, it is no reshape at all (ValueError: no such mistake to show)."""
    if x.shape[-1] == x.shape[-2]:
        raise ValueError("a square reshape moves nothing")
    return x.reshape(*x.shape[:-2], x.shape[-1], x.shape[-2])


def _past_float32(x: np.ndarray, like: np.ndarray) -> np.ndarray:
    """``x`` cast to ``like``'s dtype: a fill past float32's range (-1e40) is -inf in float32
    and a large finite number in float64."""
    with np.errstate(over="ignore"):
        return x.astype(like.dtype)


def _mask(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    scores, allowed = args
    visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    return [
        (diagnosis("mask-inverted"), np.where(visible, -np.inf, scores)),
        (diagnosis("mask-large-negative"), np.where(visible, scores, -1e9)),
        (diagnosis("mask-large-negative"), np.where(visible, scores, np.finfo(scores.dtype).min)),
        (diagnosis("mask-zero"), np.where(visible, scores, 0.0)),
        (diagnosis("mask-large-negative"), np.where(visible, scores, -1e4)),
        (diagnosis("mask-large-negative"), _past_float32(np.where(visible, scores.astype(np.float64), -1e40), scores)),
        (diagnosis("mask-multiplied"), scores * visible + (1.0 - visible) * -np.inf),
        (diagnosis("mask-added"), scores + visible),  # a bool mask taken for an additive float mask
        *_maybe(diagnosis("mask-transposed"), lambda: np.where(_swapped_mask(allowed, scores.shape), scores, -np.inf)),
    ]


def _swapped_mask(allowed: Any, shape: tuple[int, ...]) -> np.ndarray:
    """The mask read key by query (``allowed.T``) and broadcast to the scores' ``shape``; a
    mask its own transpose shows no such mistake (ValueError)."""
    mask = np.asarray(allowed).astype(bool)
    swapped = np.swapaxes(mask, -1, -2)
    if np.array_equal(swapped, mask):
        raise ValueError("a symmetric mask reads the same either way")
    return np.broadcast_to(swapped, shape)


def _softmax(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    scores = args[0].astype(np.float64)
    temperature = kwargs.get("temperature", args[1] if len(args) > 1 else 1.0)
    x = scores / temperature
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    out = [(diagnosis("softmax-axis"), _rows(x, axis=-2)),
           (diagnosis("softmax-whole-array"), e / e.sum()),
           (diagnosis("softmax-global-max"), np.exp(x - x.max()) / np.exp(x - x.max()).sum(axis=-1, keepdims=True)),
           (diagnosis("softmax-unstable"), np.exp(x) / np.exp(x).sum(axis=-1, keepdims=True)),
           *_maybe(diagnosis("softmax-keepdims"), lambda: _rows_no_keepdims(x)),
           *[(diagnosis("inputs-rounded"), _rows_rounded(x, places)) for places in _PLACES]]
    if temperature != 1.0:
        out += [
            (diagnosis("softmax-temperature-ignored"), _rows(scores)),
            (diagnosis("softmax-temperature-multiplied"), _rows(scores * temperature)),
        ]
    return out


def _maybe(text: str, make: Any) -> list[tuple[str, Any]]:
    """[(text, make())], or [] when the mistake cannot even be computed on these inputs."""
    try:
        return [(text, make())]
    except (ValueError, IndexError, TypeError):
        return []


def _rows_no_keepdims(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - np.max(x, axis=-1))  # broadcasts along the wrong axis (or raises)
    return e / e.sum(axis=-1, keepdims=True)


def _mixture(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    w, v = (np.asarray(a, dtype=np.float64) for a in args)
    return [
        (diagnosis("mixture-renormalised"), (w / w.sum(axis=-1, keepdims=True)) @ v),
        (diagnosis("mixture-clipped"), np.clip(w, 0, None) @ v),
        (diagnosis("mixture-clipped"), np.clip(w, -1, 1) @ v),  # "weights are like correlations"
        (diagnosis("mixture-clipped"), np.clip(w, 0, 1) @ v),  # "weights are probabilities"
        (diagnosis("mixture-transformed"), np.exp(w) @ v),  # "weights arrive as log-probabilities"
        (diagnosis("mixture-transformed"), np.abs(w) @ v),
        *_maybe(diagnosis("mixture-wrong-axis"), lambda: (w[..., None] * v[..., None, :, :]).sum(axis=-3)),
        *_maybe(diagnosis("dot-not-matmul"), lambda: np.dot(w, v)),
        *_maybe(diagnosis("values-reshaped"), lambda: w @ np.swapaxes(_reshaped_last(v), -2, -1)),
        *[(diagnosis("inputs-rounded"), np.round(w, places) @ v) for places in _PLACES],
    ]


def _causal(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    ones = np.ones((int(args[0]),) * 2, dtype=bool)
    return [(diagnosis("causal-no-diagonal"), np.tril(ones, k=-1)), (diagnosis("causal-upper"), np.triu(ones)),
            (diagnosis("causal-offset"), np.tril(ones, k=1)),
            (diagnosis("mask-inverted"), ~np.tril(ones))]  # the "True = hidden" future mask of nn.Transformer code


def _attention(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    q, k, v = (a.astype(np.float64) for a in args)
    raw = q @ np.swapaxes(k, -2, -1)
    allowed = kwargs.get("allowed")
    visible = True if allowed is None else np.broadcast_to(np.asarray(allowed).astype(bool), raw.shape)
    scaled = np.where(visible, raw / math.sqrt(q.shape[-1]), -np.inf)
    out = [
        (diagnosis("scale-none"), _rows(np.where(visible, raw, -np.inf)) @ v),
        (diagnosis("scale-dv"), _rows(np.where(visible, raw / math.sqrt(v.shape[-1]), -np.inf)) @ v),
        (diagnosis("softmax-axis"), np.nan_to_num(_rows(scaled, axis=-2)) @ v),
    ]
    if allowed is not None:
        out.append((diagnosis("mask-ignored"), _rows(raw / math.sqrt(q.shape[-1])) @ v))
        out += _maybe(diagnosis("mask-transposed"),
                      lambda: _rows(np.where(_swapped_mask(allowed, raw.shape), raw / math.sqrt(q.shape[-1]), -np.inf)) @ v)
    weights = _rows(scaled)
    out.append((diagnosis("swapped-return"), weights))
    if allowed is not None:
        out.append((diagnosis("mask-after-softmax"), (_rows(raw / math.sqrt(q.shape[-1])) * visible) @ v))
    spread = np.broadcast_shapes(weights.shape[:-2], v.shape[:-2])
    if spread != weights.shape[:-2]:  # (output, weights): the weights took v's leading axes
        out.append((diagnosis("weights-broadcast-v"),
                    (weights @ v, np.broadcast_to(weights, (*spread, *weights.shape[-2:])).copy())))
    return out


_erf = np.vectorize(math.erf, otypes=[np.float64])

_ACTIVATIONS = (
    lambda a: np.maximum(a, 0.0),  # ReLU
    lambda a: 0.5 * a * (1.0 + _erf(a / math.sqrt(2.0))),  # GELU (torch's and jax's exact default)
    lambda a: 0.5 * a * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (a + 0.044715 * a ** 3))),  # GELU, tanh form
    np.tanh,
    lambda a: a / (1.0 + np.exp(-a)),  # SiLU
)
"""Nonlinearities a student might put on the projections, as a transformer's other layers have."""


def _mhsa(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    x, w_q, w_k, w_v, w_o = (np.asarray(a, dtype=np.float64) for a in args[:5])
    heads = int(args[5])
    allowed = kwargs.get("allowed")

    def split(a: np.ndarray) -> np.ndarray:  # (..., T, H*d) -> (..., H, T, d)
        *lead, t, width = a.shape
        return np.swapaxes(a.reshape(*lead, t, heads, width // heads), -3, -2)

    def merge(a: np.ndarray) -> np.ndarray:  # (..., H, T, d) -> (..., T, H*d)
        *lead, h, t, d = a.shape
        return np.swapaxes(a, -3, -2).reshape(*lead, t, h * d)

    def attend(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float | None = None,
               mask: Any = allowed) -> tuple[np.ndarray, np.ndarray]:  # heads (..., H, T, d) in, merged out
        raw = q @ np.swapaxes(k, -2, -1) / math.sqrt(scale or q.shape[-1])
        visible = True if mask is None else np.asarray(mask).astype(bool)
        weights = _rows(np.where(visible, raw, -np.inf))
        return merge(weights @ v), weights

    def run(wq: np.ndarray, wk: np.ndarray, wv: np.ndarray, scale: float | None = None,
            mask: Any = allowed) -> tuple[np.ndarray, np.ndarray]:
        return attend(split(x @ wq), split(x @ wk), split(x @ wv), scale, mask)

    out: list[tuple[str, Any]] = []
    right, weights = run(w_q, w_k, w_v)
    if x.shape[-1] != w_q.shape[-1] // heads:
        out.append((diagnosis("scale-model-width"), run(w_q, w_k, w_v, scale=x.shape[-1])[0] @ w_o))
    if allowed is not None:
        out.append((diagnosis("mask-ignored"), run(w_q, w_k, w_v, mask=None)[0] @ w_o))
        turned = np.swapaxes(np.asarray(allowed), -1, -2)  # the mask's (T, T) axes swapped ("to follow split_heads")
        if np.ndim(allowed) >= 2 and turned.shape[-2:] == np.shape(allowed)[-2:] and not np.array_equal(turned, allowed):
            mixed, turned_weights = run(w_q, w_k, w_v, mask=turned)
            out.append((diagnosis("mask-transposed"), (mixed @ w_o, turned_weights)))
    out.append((diagnosis("mhsa-no-w-o"), right))
    if w_k.shape == w_v.shape:
        out.append((diagnosis("mhsa-wrong-projection"), run(w_q, w_k, w_k)[0] @ w_o))
        out.append((diagnosis("mhsa-wrong-projection"), run(w_q, w_v, w_k)[0] @ w_o))
    if w_q.shape == w_k.shape:  # a line copied from the one above with only its name changed: k = x @ w_q
        out.append((diagnosis("mhsa-wrong-projection"), run(w_q, w_q, w_v)[0] @ w_o))
        out.append((diagnosis("mhsa-wrong-projection"), run(w_k, w_k, w_v)[0] @ w_o))
    out.append((diagnosis("mhsa-averaged-weights"), (right @ w_o, weights.mean(axis=-3))))
    if heads > 1:  # each projection split interleaved (w viewed as (D, d, H)), the heads merged as blocks
        out.append((diagnosis("split-interleaved"), attend(_interleaved(x @ w_q, heads), _interleaved(x @ w_k, heads),
                                                           _interleaved(x @ w_v, heads))[0] @ w_o))
    if heads > 1 and w_q.shape == w_k.shape and w_q.shape[:-1] == w_v.shape[:-1]:
        # x @ [w_q | w_k | w_v] cut per head as if each head's q, k and v lay side by side (GPT-NeoX's layout)
        d_k = w_q.shape[-1] // heads
        grouped = split(x @ np.concatenate([w_q, w_k, w_v], axis=-1))
        out.append((diagnosis("qkv-grouped-by-head"), attend(grouped[..., :d_k], grouped[..., d_k:2 * d_k],
                                                             grouped[..., 2 * d_k:])[0] @ w_o))
    if heads > 1:  # multi-query attention: every head reads the first head's keys and values
        shared = attend(split(x @ w_q), split(x @ w_k)[..., :1, :, :], split(x @ w_v)[..., :1, :, :])[0]
        out.append((diagnosis("mhsa-shared-kv-head"), shared @ w_o))
    for act in _ACTIVATIONS:  # each projection through the same nonlinearity
        nonlinear = attend(split(act(x @ w_q)), split(act(x @ w_k)), split(act(x @ w_v)))[0]
        out.append((diagnosis("mhsa-nonlinear-projection"), nonlinear @ w_o))
    if x.shape[-1] % heads == 0 and w_v.shape[-2] == x.shape[-1]:  # the heads of x itself attended, w_v applied
        # once after the merge ("a linear map commutes with the weighted sum": only over the whole width)
        out.append((diagnosis("mhsa-wrong-projection"), attend(split(x @ w_q), split(x @ w_k), split(x))[0] @ w_v @ w_o))
    if x.shape[-1] == w_o.shape[-2]:  # the input projected where the merged heads belong (x @ w_o)
        out.append((diagnosis("mhsa-wrong-projection"), x @ w_o))
    return out


def _split(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    x, h = args
    *lead, t, width = x.shape
    return [(diagnosis("split-reshape"), x.reshape(*lead, h, t, width // h)),
            (diagnosis("split-heads-first"), np.stack(np.split(x, h, axis=-1), axis=0)),
            (diagnosis("split-interleaved"), _interleaved(x, h))]


def _interleaved(x: np.ndarray, h: int) -> np.ndarray:
    """(..., T, H*d) split into (..., H, T, d) the wrong way: head h takes features h, h+H, h+2H..."""
    *lead, t, width = x.shape
    return np.moveaxis(x.reshape(*lead, t, width // h, h), -1, -3)


def _merge(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    (x,) = args
    *lead, h, t, d_h = x.shape
    return [(diagnosis("merge-no-transpose"), x.reshape(*lead, t, h * d_h))]


_HINTS = {
    "weighted_mixture": _mixture,
    "causal_mask": _causal,
    "scaled_scores": _scores,
    "mask_scores": _mask,
    "stable_softmax": _softmax,
    "attention": _attention,
    "split_heads": _split,
    "merge_heads": _merge,
    "multi_head_self_attention": _mhsa,
}
