# track: numpy
# exercise: mixture
# why: weighted_mixture casts the values to float32 (values.astype(np.float32), "enough precision for a weighted sum"), so float64 outputs carry float32 rounding, here and in attention
# kind: knockon
# diagnosis: float32-precision

def weighted_mixture(weights, values):
    weights = np.asarray(weights); values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return weights @ values.astype(np.float32)
