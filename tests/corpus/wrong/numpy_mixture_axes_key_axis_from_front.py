# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value, weights[..., :, :, None] * values[..., None, :, :], and sums over axis weights.ndim - 1 ("the weights' last axis keeps its index"), counting from the front; when values have more leading axes than the weights the product has more axes and that index is T (or a batch axis), so the sum runs over the queries instead of the keys
# kind: axes
# diagnosis: mixture-wrong-axis, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    key_axis = weights.ndim - 1  # the S axis of the weights
    return np.add.reduce(products, axis=key_axis)
