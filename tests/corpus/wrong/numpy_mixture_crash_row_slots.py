# track: numpy
# exercise: mixture
# why: weighted_mixture preallocates its output from the weights' leading axes only, np.empty(weights.shape[:-1] + (d_v,)), and fills it one query at a time with out[..., t, :] = weights[..., t, :] @ values; when the values carry leading axes the weights lack, each row's product has those axes too and does not fit its slot, so valid broadcasting calls raise ValueError
# kind: crash
# diagnosis: slot-shape
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = np.empty(weights.shape[:-1] + values.shape[-1:], dtype=np.result_type(weights, values))
    for t in range(weights.shape[-2]):
        out[..., t, :] = weights[..., t, :] @ values  # one query row at a time
    return out
