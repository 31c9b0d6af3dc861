# track: numpy
# exercise: mixture
# why: weighted_mixture maps np.dot over the query rows with np.vectorize(np.dot, signature='(s),(s,d)->(d)'), but the loop axes of weights (..., T) and of values (...) are lined up from the right, so with batched values T meets the batch axis: right for 2-D values, ValueError or the wrong pairing with batch axes
# kind: axes
# diagnosis: fails-with-leading-axes
_row_mix = np.vectorize(np.dot, signature="(s),(s,d)->(d)")

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return _row_mix(weights, values).astype(np.result_type(weights, values), copy=False)
