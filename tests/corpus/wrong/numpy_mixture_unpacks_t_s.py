# track: numpy
# exercise: mixture
# why: validates with t, s = weights.shape and s_v, d_v = values.shape, which only unpacks 2-D arrays: any leading batch axis raises "too many values to unpack"
# kind: crash
# diagnosis: fixed-leading-axes, fixed-ndim, error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (T, S) and values (S, d_v) need 2 axes")
    t, s = weights.shape
    s_v, d_v = values.shape
    if s != s_v:
        raise ValueError(f"weights have S={s} but values have S={s_v}")
    return weights @ values
