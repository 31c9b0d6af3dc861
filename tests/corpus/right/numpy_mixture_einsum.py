# track: numpy
# exercise: mixture
# why: np.einsum("...ts,...sd->...td") with explicit shape checks


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if min(weights.ndim, values.ndim) < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]}, values have S={values.shape[-2]}")
    return np.einsum("...ts,...sd->...td", weights, values)
