# track: numpy
# exercise: scaling
# why: ports the scores of L2 self-attention (Kim et al. 2021, "The Lipschitz constant of self-attention"), -||q_t - k_s||^2 / sqrt(d_k), in place of dot products; that equals 2 q.k / sqrt(d_k) minus (||q_t||^2 + ||k_s||^2) / sqrt(d_k), so every score is doubled and shifted by the query's and the key's squared norms instead of being q k^T / sqrt(d_k)
# kind: public
# diagnosis: scaled-offset, ratio,distance-scores
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    q_sq = (q * q).sum(axis=-1)[..., :, None]  # (..., T, 1)
    k_sq = (k * k).sum(axis=-1)[..., None, :]  # (..., 1, S)
    dist2 = q_sq - 2 * (q @ np.swapaxes(k, -2, -1)) + k_sq
    return -dist2 / math.sqrt(d_k)
