# track: numpy
# exercise: mixture
# why: weighted_mixture gives the values their query axis for a broadcast product by assigning values.shape = values.shape[:-2] + (1,) + values.shape[-2:] ("reshape without a copy"); assigning .shape reshapes the caller's own values array in place, so the caller's array has an extra axis after the call
# kind: rules
# diagnosis: input-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    values.shape = values.shape[:-2] + (1,) + values.shape[-2:]  # (..., 1, S, d_v)
    return (weights[..., :, :, None] * values).sum(axis=-2)
