# track: numpy
# exercise: mixture
# why: weighted_mixture "normalises" the weights before mixing with weights / weights.sum(axis=-2, keepdims=True), the sum down each column (over the queries) where it meant each row, "so every key hands out a total weight of one"; the weights are to be used exactly as given, so every output is built from rescaled weights, each key's column by a factor of its own
# kind: relation
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    weights = weights / weights.sum(axis=-2, keepdims=True)
    return weights @ values
