# track: numpy
# exercise: mixture
# why: weighted_mixture uses the affine form of a convex combination from lesson section 1, v_0 + sum_{s>=1} w_s (v_s - v_0), which equals sum_s w_s v_s only when each weights row sums to 1; for any other weights every output row is off by (1 - row sum) times the first key's value
# kind: relation
# diagnosis: mixture-renormalised, fails-with-unnormalised-weights


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    base = values[..., :1, :]  # (..., 1, d_v), the first key's value
    return base + weights[..., 1:] @ (values[..., 1:, :] - base)
