# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies weights @ values.T, transposing the values as if they were stored (d_v, S), so the product's inner sizes differ and every valid call raises
# kind: crash
# diagnosis: matmul-mismatch

def weighted_mixture(weights, values):
    weights = np.asarray(weights); values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return weights @ values.T
