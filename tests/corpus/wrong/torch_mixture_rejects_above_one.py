# track: torch
# exercise: mixture
# why: treats the weights as probabilities and raises ValueError when any weight is above 1, though the contract mixes any real weights
# kind: inputs-errors
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    if (weights > 1).any():
        raise ValueError("attention weights cannot be larger than 1")
    return weights @ values
