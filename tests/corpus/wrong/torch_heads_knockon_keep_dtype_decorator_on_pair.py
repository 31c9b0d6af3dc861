# track: torch
# exercise: heads
# why: the student decorates every array function with a helper of their own, @_keeps_dtype, which returns fn(*args).to(args[0].dtype) "so no function can change the dtype"; for the tensor-returning functions that is harmless, but attention returns the pair (output, weights), and a tuple has no .to, so every call of attention, and of multi-head attention through it, raises AttributeError
# kind: knockon
# diagnosis: crash
import functools
import math

import torch


def _keeps_dtype(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).to(args[0].dtype)

    return wrapper


@_keeps_dtype
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values


@_keeps_dtype
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])


@_keeps_dtype
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
