# track: torch
# exercise: mixture
# why: broadcast multiply (..., T, S, 1) * (..., 1, S, d_v) and sum over S


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(dim=-2)
