# track: numpy
# exercise: heads
# why: the student's weighted_mixture writes the product into the weights' own buffer, np.matmul(weights, values, out=weights), whenever the output has the weights' shape (S == d_v) "to save an allocation"; attention (correct itself) then returns weights that have been overwritten by its output, and multi-head attention with d_v == T returns them too
# kind: knockon
# diagnosis: input-changed, weights-overwritten

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out_shape = lead + (weights.shape[-2], values.shape[-1])
    if out_shape == weights.shape and weights.dtype == values.dtype and weights.flags.writeable:
        return np.matmul(weights, values, out=weights)  # reuse the weights' memory
    return weights @ values
