# track: numpy
# exercise: scaling
# why: scaled_scores reuses the student's weighted_mixture for the product, q @ k^T as weighted_mixture(q, swapaxes(k)) (the queries as the "weights" of the transposed keys), but that weighted_mixture rejects negative weights ("a mixture needs weights >= 0"), so every valid call whose queries hold a negative entry raises ValueError
# kind: knockon
# diagnosis: bad-inner-call,error-on-valid
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    if (weights < 0).any():
        raise ValueError("weights must be nonnegative")
    return weights @ values


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return weighted_mixture(q, np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
