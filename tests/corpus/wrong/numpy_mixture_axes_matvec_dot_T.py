# track: numpy
# exercise: mixture
# why: weighted_mixture computes each query's output as NumPy 2.2's np.matvec(values.T, weights) ("the values' columns times each weight row"); values.T reverses every axis, which is the transpose only for 2-D values, so with batch axes the product uses a scrambled layout and fails or mixes the wrong entries
# kind: axes
# diagnosis: transpose-all-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return np.matvec(values.T, weights)
