# track: torch
# exercise: mixture
# why: weighted_mixture rewrites the mixture relative to the first value row, v0 + weights @ (values - v0) ("only the differences from the first key matter"), an identity only when every weights row sums to 1; for the unnormalised weights the contract allows, each output row is off by (1 - row sum) * v0
# kind: relation
# diagnosis: offset, mixture-transformed, fails-with-unnormalised-weights
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    v0 = values[..., :1, :]  # (..., 1, d_v), the first key's value
    return v0 + weights @ (values - v0)
