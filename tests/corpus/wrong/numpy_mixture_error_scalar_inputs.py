# track: numpy
# exercise: mixture
# why: weighted_mixture "helps" 1-D inputs instead of rejecting them, reading 1-D weights as a single query row (weights.reshape(1, -1)) and 1-D values as one scalar value per key (values.reshape(-1, 1)), so inputs with fewer than 2 axes are mixed into a (1, d_v) or (T, 1) result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim == 1:
        weights = weights.reshape(1, -1)  # one query's weights, as a row
    if values.ndim == 1:
        values = values.reshape(-1, 1)  # one scalar value per key, as a column
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
