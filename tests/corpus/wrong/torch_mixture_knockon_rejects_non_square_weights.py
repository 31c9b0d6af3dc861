# track: torch
# exercise: mixture
# why: weighted_mixture also demands square weights, raising ValueError when weights.shape[-2] != weights.shape[-1] ("attention weights are T x T"), so every valid cross-attention mixture with T != S is refused, and attention and multi-head attention calls with T != S fail through it
# kind: knockon
# diagnosis: error-on-valid, needs-square, bad-inner-call
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-2] != weights.shape[-1]:
        raise ValueError(f"attention weights must be square (T, T); got {tuple(weights.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values
