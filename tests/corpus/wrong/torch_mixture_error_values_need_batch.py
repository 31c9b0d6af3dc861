# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError when values has fewer axes than weights ("every batch element needs its own values"), so valid inputs where one (S, d_v) value matrix is shared by (broadcast over) batched weights are rejected
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if values.dim() < weights.dim():
        raise ValueError(f"values {tuple(values.shape)} lack the batch axes of weights {tuple(weights.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
