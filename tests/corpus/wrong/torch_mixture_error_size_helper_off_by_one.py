# track: torch
# exercise: mixture
# why: weighted_mixture and scaled_scores read their sizes through the student's helper _size(x, axis), which returns 1 ("a missing axis broadcasts") unless x.dim() > abs(axis); the test should be >=, so for 2-D values the S axis (axis -2) counts as missing and every valid call with 2-D values and S > 1 raises ValueError (scaled_scores, reading axis -1, is unaffected)
# kind: error
# diagnosis: error-on-valid

import math

import torch


def _size(x, axis):
    """The length of axis `axis` (counted from the end), or 1 where x lacks it."""
    return x.shape[axis] if x.dim() > abs(axis) else 1


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if _size(weights, -1) != _size(values, -2):
        raise ValueError(
            f"weights have S={_size(weights, -1)} columns but values have S={_size(values, -2)} rows"
        )
    return weights @ values


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if _size(q, -1) != _size(k, -1):
        raise ValueError(f"q has d_k={_size(q, -1)} but k has d_k={_size(k, -1)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(_size(q, -1))
