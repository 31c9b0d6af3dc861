# track: numpy
# exercise: mixture
# why: mixes with np.linalg.multi_dot([weights, values]), which accepts only 2-D matrices, so batched weights or values raise LinAlgError
# kind: pattern
# diagnosis: fails-with-leading-axes,fixed-ndim,error-on-valid,dot-not-matmul


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    # multi_dot picks the cheapest multiplication order
    return np.linalg.multi_dot([weights, values])
