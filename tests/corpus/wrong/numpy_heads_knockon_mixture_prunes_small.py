# track: numpy
# exercise: heads
# why: the student's weighted_mixture "prunes" negligible keys, setting every weight with |w| < 1e-3 to 0 before mixing, so attention (correct itself) returns outputs that ignore the small but nonzero attention weights; mixture-clipped (weights changed before mixing) is the closest key
# kind: knock-on
# diagnosis: mixture-clipped, mixture-renormalised
# miss: weights below 1e-3 set to 0 change the output by less than the weights' own size; no relation reads a threshold, so no cause leads


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    kept = np.where(np.abs(weights) < 1e-3, 0, weights).astype(weights.dtype, copy=False)
    return kept @ values
