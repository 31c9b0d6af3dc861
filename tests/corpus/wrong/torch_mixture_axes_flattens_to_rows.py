# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).view(-1, values.shape[-1]), "one output row per query, d_v wide", the (T, d_v) table of lesson section 4; for 2-D inputs that changes nothing, but every batched or broadcast mixture comes back with its leading axes folded into the rows, (B*T, d_v) instead of (B, T, d_v)
# kind: axes
# diagnosis: axes-folded, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return (weights @ values).view(-1, values.shape[-1])
