# track: numpy
# exercise: mixture
# why: the rank check reads "weights.ndim < 1 or values.ndim < 2", a 1 typed where the weights need 2, so a 1-D weights vector passes, matches S and is mixed into a (..., d_v) result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 1 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return weights @ values  # (..., T, d_v)
