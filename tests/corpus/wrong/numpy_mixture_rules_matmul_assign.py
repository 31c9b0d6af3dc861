# track: numpy
# exercise: mixture
# why: weighted_mixture writes out = weights followed by out @= values, believing out is a fresh name for the result; @= multiplies in place into the caller's weights array, which it can only do when the output has the weights' shape (d_v == S): then the caller's weights are overwritten by the output, and otherwise every valid call raises ValueError
# kind: rules
# diagnosis: weights-overwritten,input-changed
# miss: `out @= values` raises where d_v != S; no exception rule reads an in-place matmul into the caller's weights
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = weights
    out @= values
    return out
