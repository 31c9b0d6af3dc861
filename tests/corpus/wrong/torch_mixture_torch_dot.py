# track: torch
# exercise: mixture
# why: mixes with torch.dot(weights, values) ("a mixture is a dot product of weights and values"), but torch.dot only takes two 1-D vectors, so every valid (..., T, S) and (..., S, d_v) input raises RuntimeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return torch.dot(weights, values)
