# track: numpy
# exercise: mixture
# why: ports the propagation step of Kipf & Welling's GCN as pygcn writes it, normalize(adj + eye) then adj @ features (self-loops added, then every row divided by its sum), treating the weights as an adjacency matrix; the mixture must use the weights as given, so each query's own position gets an extra weight (np.eye(T, S)) and every row is renormalised
# kind: public
# diagnosis: identity-mixed,mixture-renormalised
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    adj = weights + np.eye(weights.shape[-2], weights.shape[-1], dtype=weights.dtype)
    rowsum = adj.sum(axis=-1, keepdims=True)
    r_inv = np.power(rowsum, -1)
    r_inv[np.isinf(r_inv)] = 0.0
    return (r_inv * adj) @ values
