# track: numpy
# exercise: scaling
# why: "stabilises" the scores already in scaled_scores by taking each row's max off, so every row comes out shifted by its own constant (the softmax would not mind; the scores are wrong)
# kind: relation
# diagnosis: offset


def scaled_scores(q, k):
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    return s - s.max(axis=-1, keepdims=True)
