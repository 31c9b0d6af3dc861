# track: numpy
# exercise: scaling
# why: loops over axis 0 as the batch axis, which breaks for unbatched, multi-axis or broadcast inputs
# diagnosis: fixed-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    scale = math.sqrt(q.shape[-1])
    if q.ndim == 2 and k.ndim == 2:
        return q @ k.T / scale
    return np.stack([qb @ np.swapaxes(kb, -2, -1) / scale for qb, kb in zip(q, k)])
