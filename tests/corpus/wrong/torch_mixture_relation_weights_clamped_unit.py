# track: torch
# exercise: mixture
# why: weighted_mixture clamps the weights into [-1, 1] with weights.clamp(-1, 1) before mixing, "weights are like correlations and cannot exceed 1 in size", so every weight larger than 1 in magnitude is capped instead of being used as given
# kind: relation
# diagnosis: clipped,mixture-clipped


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    return weights.clamp(-1.0, 1.0) @ values
