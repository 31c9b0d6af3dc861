# track: numpy
# exercise: mixture
# why: loops over the queries and writes into an output preallocated from the weights' leading shape, so values with more leading axes than the weights (a valid broadcast) make the assignment fail
# kind: crash
# diagnosis: error-on-valid, fails-with-leading-axes, slot-shape


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have {weights.shape[-1]} keys but values have {values.shape[-2]}")
    t = weights.shape[-2]
    out = np.zeros(weights.shape[:-1] + (values.shape[-1],), dtype=np.result_type(weights, values))
    for i in range(t):
        # one query: sum over the keys of weight * value vector
        out[..., i, :] = np.einsum("...s,...sd->...d", weights[..., i, :], values)
    return out
