# track: numpy
# exercise: mixture
# why: weighted_mixture mixes with np.tensordot(weights, values, axes=1), which contracts the LAST axis of weights with the FIRST axis of values: that is S only for 2-D values, so batched values raise ValueError (shape mismatch) or pair S with a batch axis
# kind: crash
# diagnosis: dot-not-matmul
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return np.tensordot(weights, values, axes=1)
