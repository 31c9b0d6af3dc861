# track: numpy
# exercise: scaling
# why: scaled_scores enforces the assumption of lesson section 5 ("the query and key coordinates have mean zero") by centring every query and every key on the mean of its own features before the dot products, q - q.mean(-1) and k - k.mean(-1); the lesson only assumes it, so every score loses the product of the two means (d_k * mean(q_t) * mean(k_s)) and the scores are wrong whenever a vector's features do not average to zero
# kind: relation
# diagnosis: offset
# miss: the scores lose d_k * mean(q_t) * mean(k_s), a query's term times a key's; no relation fits an offset that is a product of the two
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    q = q - q.mean(axis=-1, keepdims=True)
    k = k - k.mean(axis=-1, keepdims=True)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
