# track: numpy
# exercise: mixture
# why: weighted_mixture runs values through np.vstack "so that a list of value vectors works too"; on an ndarray with batch axes vstack concatenates the batch elements along S ((B, S, d_v) becomes (B*S, d_v)), so the S check then raises ValueError on every valid input whose values have leading axes
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.vstack(values)  # accepts a list of (d_v,) rows as well as an array
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
