# track: torch
# exercise: mixture
# why: returns torch.nn.Parameter(weights @ values) "so the output stays trainable"; a Parameter is a new leaf, so the result is cut from the graph and no gradient reaches weights or values
# kind: rules-types
# diagnosis: no-gradient, wrong-array-type


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return torch.nn.Parameter(weights @ values)
