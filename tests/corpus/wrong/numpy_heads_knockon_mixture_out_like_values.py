# track: numpy
# exercise: heads
# why: attention is right, but the student's weighted_mixture writes the product into a buffer shaped like the values, np.matmul(weights, values, out=np.empty_like(values)) ("the output has one row per value"); the output has one row per QUERY, so every valid attention call with T != S (cross-attention) raises ValueError inside weighted_mixture
# kind: knockon
# diagnosis: bad-inner-call,needs-square,out-buffer-shape
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = np.empty_like(values)
    return np.matmul(weights, values, out=out)
