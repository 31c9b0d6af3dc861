# track: numpy
# exercise: mixture
# why: weighted_mixture wraps the product as np.vectorize(np.matmul)(weights, values) "so the batch axes are looped for me", but without a signature np.vectorize calls matmul on single numbers (and first broadcasts the (..., T, S) and (..., S, d_v) arrays entry by entry), so every valid call raises ValueError from matmul or from the broadcast
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.vectorize(np.matmul)(weights, values)
