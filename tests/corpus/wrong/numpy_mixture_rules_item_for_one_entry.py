# track: numpy
# exercise: mixture
# why: weighted_mixture returns out.item() when the mixture has a single entry (one query, d_v = 1) "since one number needs no array", so for such inputs it hands back a Python float instead of an np.ndarray of shape (..., 1, 1)
# kind: rules
# diagnosis: wrong-array-type
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    out = weights @ values
    return out.item() if out.size == 1 else out
