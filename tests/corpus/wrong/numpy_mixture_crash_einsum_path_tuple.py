# track: numpy
# exercise: mixture
# why: weighted_mixture precomputes the contraction order with np.einsum_path and passes its whole return value, the (path, report) pair, as optimize=; einsum wants the path list alone, so every valid call raises
# kind: crash
# diagnosis: crash

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    path = np.einsum_path("...ts,...sd->...td", weights, values, optimize="greedy")
    return np.einsum("...ts,...sd->...td", weights, values, optimize=path)
