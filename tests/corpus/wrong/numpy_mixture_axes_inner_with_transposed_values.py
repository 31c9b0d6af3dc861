# track: numpy
# exercise: mixture
# why: weighted_mixture computes np.inner(weights, np.swapaxes(values, -1, -2)), the "sum over the last axes" product that equals weights @ values in 2-D; with batch axes np.inner pairs every batch of weights with every batch of values, so batched mixtures come out with the wrong shape and values
# kind: axes
# diagnosis: dot-not-matmul, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    # row t of the result: the dot products of weights row t with each value feature (a column of values)
    return np.inner(weights, np.swapaxes(values, -1, -2))
