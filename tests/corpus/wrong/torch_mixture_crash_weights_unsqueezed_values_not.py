# track: torch
# exercise: mixture
# why: weighted_mixture broadcasts weights.unsqueeze(-1) * values and sums dim -2, giving only the weights their new feature axis and leaving values without a query axis, so batched inputs line the batch axis of values up with T and raise a size mismatch (2-D inputs happen to work)
# kind: crash
# diagnosis: crash, fails-unless-ndim, fixed-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # (..., T, S, 1) * (..., S, d_v) -> (..., T, S, d_v), then add up the keys
    return (weights.unsqueeze(-1) * values).sum(dim=-2)
