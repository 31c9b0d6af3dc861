# track: numpy
# exercise: mixture
# why: weighted_mixture mixes one query at a time, (weights[..., t, :, None] * values).sum(axis=-2), and collects the rows with np.stack(rows), whose default axis=0 puts the query axis first: right for 2-D inputs, but with batch axes the result is (T, ..., d_v) instead of (..., T, d_v)
# kind: axes
# diagnosis: permuted, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    rows = [(weights[..., t, :, None] * values).sum(axis=-2) for t in range(weights.shape[-2])]
    return np.stack(rows)
