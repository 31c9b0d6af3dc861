# track: numpy
# exercise: mixture
# why: weighted_mixture applies the one-query mixture w @ values to every weights row with np.apply_along_axis(..., -1, weights), but each 1-D row is multiplied with the whole values array, all its batch axes included, so with leading axes every row is mixed with every batch element's values ((B, T, B, d_v) instead of (B, T, d_v)); right only for 2-D inputs
# kind: axes
# diagnosis: dot-not-matmul
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.apply_along_axis(lambda w: w @ values, -1, weights)
