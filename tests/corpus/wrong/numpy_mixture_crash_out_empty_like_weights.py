# track: numpy
# exercise: mixture
# why: weighted_mixture preallocates its result with np.empty_like(weights) and multiplies with np.matmul(weights, values, out=out), but the output is (..., T, d_v), not the weights' (..., T, S), so every valid call with d_v != S raises ValueError
# kind: crash
# diagnosis: crash,error-on-valid

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = np.empty_like(weights)  # reuse one buffer "like the weights"
    return np.matmul(weights, values, out=out)
