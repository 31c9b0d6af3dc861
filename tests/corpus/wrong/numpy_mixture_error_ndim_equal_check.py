# track: numpy
# exercise: mixture
# why: weighted_mixture also requires weights.ndim == values.ndim, so valid calls whose leading axes broadcast with different counts (2-D values shared by batched weights) raise ValueError
# kind: error
# diagnosis: error-on-valid

def weighted_mixture(weights, values):
    weights = np.asarray(weights); values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.ndim != values.ndim:
        raise ValueError("weights and values need the same number of axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("S differs")
    return weights @ values
