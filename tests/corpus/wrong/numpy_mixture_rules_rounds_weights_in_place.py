# track: numpy
# exercise: mixture
# why: weighted_mixture "tidies float noise" in the weights with np.round(weights, 12, out=weights) before mixing; out= writes the rounded numbers back into the caller's weights array, so the input comes back changed
# kind: rules
# diagnosis: input-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    # 0.30000000000000004 -> 0.3 before mixing
    np.round(weights, 12, out=weights)
    return weights @ values
