# track: numpy
# exercise: heads
# why: the student's scaled_scores adds an ALiBi distance penalty, -0.5 * |i - j| for query i and key j ("as in BLOOM, so attention prefers nearby tokens"), so attention and multi-head attention, correct themselves, get scores shifted by a position-dependent offset and wrong weights
# kind: knock-on
# diagnosis: offset


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    distance = np.abs(np.arange(q.shape[-2])[:, None] - np.arange(k.shape[-2])[None, :])
    return scores - (0.5 * distance).astype(scores.dtype)
