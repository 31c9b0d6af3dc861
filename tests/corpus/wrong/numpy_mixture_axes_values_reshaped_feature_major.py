# track: numpy
# exercise: mixture
# why: weighted_mixture wants the values feature-major, one (S,) column per value feature, and gets them with values.reshape(..., d_v, S) where a transpose belongs; the reshape keeps the entries in their old order, so each "column" mixes features of several keys and every output is wrong unless d_v or S is 1
# kind: axes
# diagnosis: reshaped-transpose


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    *lead, s, d_v = values.shape
    columns = values.reshape(*lead, d_v, s)  # (..., d_v, S): one column of S numbers per feature
    return (weights[..., :, None, :] * columns[..., None, :, :]).sum(axis=-1)
