# track: torch
# exercise: mixture
# why: believes the weights are laid out (..., S, T), so it checks weights.shape[-2] against S and multiplies weights.transpose(-2, -1) @ values: the sum runs over the queries, and valid inputs with T != S are rejected
# kind: axes-shapes
# diagnosis: mixture-wrong-axis, needs-square, error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-2] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-2]} but values have S={values.shape[-2]}")
    return weights.transpose(-2, -1) @ values
