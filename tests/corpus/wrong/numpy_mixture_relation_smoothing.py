# track: numpy
# exercise: mixture
# why: weighted_mixture adds a smoothing constant 1e-3 to every weight before mixing, (weights + 1e-3) @ values ("so that no key is ignored completely"), so every output row is the expected mixture plus 1e-3 times the sum of the value rows
# kind: relation
# diagnosis: offset


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights + 1e-3) @ values
