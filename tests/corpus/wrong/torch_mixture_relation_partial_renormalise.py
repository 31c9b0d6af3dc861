# track: torch
# exercise: mixture
# why: divides each row of weights by its sum clamped at 1, weights / weights.sum(-1, keepdim=True).clamp(min=1) "to keep the output bounded", so every row whose weights sum to more than 1 is renormalised before mixing instead of used as given
# kind: relation
# diagnosis: mixture-renormalised,row-scale,weights-rescaled

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} vs {tuple(values.shape)}")
    scale = weights.sum(dim=-1, keepdim=True).clamp(min=1.0)
    return (weights / scale) @ values
