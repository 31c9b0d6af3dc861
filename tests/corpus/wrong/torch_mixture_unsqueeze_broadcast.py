# track: torch
# exercise: mixture
# why: multiplies weights.unsqueeze(-1) by values without a T axis on values: right in 2-D, a broadcast error with batch axes
# kind: pattern
# diagnosis: fails-with-leading-axes, crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # (..., T, S, 1) * (S, d_v) -> (..., T, S, d_v), summed over S
    return (weights.unsqueeze(-1) * values).sum(dim=-2)
