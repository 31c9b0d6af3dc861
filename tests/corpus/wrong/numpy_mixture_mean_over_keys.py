# track: numpy
# exercise: mixture
# why: broadcasts weights against values and takes the mean over the keys instead of the sum
# kind: relation
# diagnosis: mixture-renormalised, ratio:constant, ratio:1/S


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # (..., T, S, 1) * (..., 1, S, d_v) -> (..., T, S, d_v), then average over S
    return (weights[..., :, :, None] * values[..., None, :, :]).mean(axis=-2)
