# track: numpy
# exercise: mixture
# why: weighted_mixture builds both error messages with "... shapes {} and {}".format((weights.shape, values.shape)), the two shapes packed into ONE tuple argument for two {} fields, so str.format itself raises IndexError and every bad input (1-D weights or values, S mismatch) gets IndexError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            "weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            " 2 axes each; got shapes {} and {}".format((weights.shape, values.shape))
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            "weights have {} columns but values have {} rows".format((weights.shape[-1], values.shape[-2]))
        )
    return weights @ values
