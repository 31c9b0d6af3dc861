# track: numpy
# exercise: scaling
# why: scaled_scores adds the log-length scaling of Chiang & Cholak (2022) / "log-n attention" in long-context models, multiplying the scaled scores by log(S) so attention stays sharp on long inputs; the kit's scores are q k^T / sqrt(d_k) only, so every score is log(S) times too large (and 0 for S = 1)
# kind: public
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    s = k.shape[-2]
    return (q @ np.swapaxes(k, -2, -1)) * (math.log(s) / math.sqrt(q.shape[-1]))
