# track: numpy
# exercise: mixture
# why: weighted_mixture checks "at least 2 axes" with np.linalg.matrix_rank(weights) < 2, reading NumPy's "rank" as the number of axes; matrix_rank is the linear-algebra rank, so valid weights of rank 1 (one query, or identical rows) raise ValueError, and batched weights give an array whose truth value raises ValueError on every call
# kind: error
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if np.linalg.matrix_rank(weights) < 2 or np.linalg.matrix_rank(values) < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need rank 2 or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values
