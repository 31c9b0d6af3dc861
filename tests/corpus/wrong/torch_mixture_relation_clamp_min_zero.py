# track: torch
# exercise: mixture
# why: weighted_mixture passes the weights through torch.clamp_min(weights, 0.0) "because a weight cannot be negative", so negative weights (valid: the contract mixes any real numbers) are raised to 0 before mixing
# kind: relation
# diagnosis: mixture-clipped
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return torch.clamp_min(weights, 0.0) @ values
