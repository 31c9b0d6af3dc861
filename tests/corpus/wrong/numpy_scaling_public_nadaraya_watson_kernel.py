# track: numpy
# exercise: scaling
# why: scaled_scores ports the Gaussian-kernel scores of d2l's Nadaraya-Watson attention pooling, -((queries - keys) ** 2) / 2, summed over the features: -|q - k|^2 / 2 is q.k minus a term per query and a term per key, unscaled, instead of q.k / sqrt(d_k)
# kind: public
# diagnosis: scale-per-row-and-column, distance-scores
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    diff = q[..., :, None, :] - k[..., None, :, :]
    return -(diff ** 2).sum(axis=-1) / 2
