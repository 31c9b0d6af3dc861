# track: numpy
# exercise: mixture
# why: broadcasts with weights[:, :, np.newaxis] * values[np.newaxis, :, :] and sums axis 1, which is written for 2-D inputs and breaks with leading axes
# kind: pattern
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # (T, S, 1) * (1, S, d_v) -> (T, S, d_v), then sum over the keys
    return (weights[:, :, np.newaxis] * values[np.newaxis, :, :]).sum(axis=1)
