# track: numpy
# exercise: mixture
# why: mixes with np.einsum("bts,bsd->btd"), written for one batch axis: 2-D inputs raise and 4-D inputs (the heads in multi_head_self_attention) do too
# kind: knock-on
# diagnosis: fixed-leading-axes, fixed-ndim, crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    # b: batch, t: queries, s: keys, d: value features
    return np.einsum("bts,bsd->btd", weights, values)
