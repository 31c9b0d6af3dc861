# track: torch
# exercise: mixture
# why: multiplies weights.data @ values "to avoid copying the weights", so no gradient reaches the weights (only the values get one)
# kind: rules-types
# diagnosis: no-gradient, gradient-differs


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.data @ values
