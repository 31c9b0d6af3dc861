# track: numpy
# exercise: scaling
# why: ports the logarithmic positional bias of KERPLE (Chi et al. 2022), -r1 * log(1 + r2 * |i - j|) added to the scaled score of query i and key j, with r1 = r2 = 1 as the port initialises them; the kit's scores carry no position bias, so every score except those with i == j comes back lowered by log(1 + |i - j|)
# kind: public
# diagnosis: offset
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    i = np.arange(q.shape[-2])[:, None]
    j = np.arange(k.shape[-2])[None, :]
    bias = -np.log1p(np.abs(i - j)).astype(scores.dtype)  # r1 = r2 = 1
    return scores + bias
