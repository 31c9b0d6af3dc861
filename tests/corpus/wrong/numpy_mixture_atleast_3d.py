# track: numpy
# exercise: mixture
# why: lifts both inputs with np.atleast_3d "to get a batch axis", but atleast_3d appends the new axis at the END ((T, S) -> (T, S, 1)), so unbatched inputs fail inside the matmul with a size mismatch
# kind: crash
# diagnosis: error-on-valid, matmul-mismatch


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    unbatched = weights.ndim == 2 and values.ndim == 2
    w3 = np.atleast_3d(weights)
    v3 = np.atleast_3d(values)
    out = w3 @ v3
    return out[0] if unbatched else out
