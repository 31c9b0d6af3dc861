# track: numpy
# exercise: heads
# why: the student's weighted_mixture rejects inputs with more than 3 axes ("weights are (T, S) or (B, T, S)"), so attention on (B, H, T, d) heads, and multi-head attention on any batched x, raise ValueError on valid inputs
# kind: knock-on
# diagnosis: error-on-valid,fixed-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if not (2 <= weights.ndim <= 3 and 2 <= values.ndim <= 3):
        raise ValueError(f"weights and values must be (T, S)/(S, d_v) or batched (B, ...); got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
