# track: numpy
# exercise: mixture
# why: squeezes both inputs with np.squeeze "to drop stray singleton axes" before checking that each has at least 2 axes, so valid inputs with a single query (T = 1), a single key (S = 1) or a single value feature (d_v = 1) are reduced to 1-D and rejected with ValueError
# kind: error
# diagnosis: error-on-valid

def weighted_mixture(weights, values):
    weights = np.squeeze(np.asarray(weights))
    values = np.squeeze(np.asarray(values))
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    return weights @ values
