# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys' contributions with np.sum(generator, axis=0), which NumPy 2 refuses with TypeError ("Calling np.sum(generator) is deprecated"), so every valid mixture raises, and attention and multi-head attention, correct themselves, fail on every call through it
# kind: knockon
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    n_keys = weights.shape[-1]
    return np.sum(
        (weights[..., :, s, None] * values[..., None, s, :] for s in range(n_keys)), axis=0
    )
