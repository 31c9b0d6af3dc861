# track: numpy
# exercise: mixture
# why: weighted_mixture computes swapaxes(values) @ swapaxes(weights), the (..., d_v, T) transpose of the mixture, and turns it back with .reshape(..., T, d_v) instead of a second swapaxes, so the shape is right but the entries are scrambled whenever T and d_v are both above 1
# kind: axes-shapes
# diagnosis: transposed,reordered, reshaped-transpose

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out_t = np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1)  # (..., d_v, T)
    *lead, d_v, t = out_t.shape
    return out_t.reshape(*lead, t, d_v)
