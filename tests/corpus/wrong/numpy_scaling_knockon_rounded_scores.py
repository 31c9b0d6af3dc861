# track: numpy
# exercise: scaling
# why: scaled_scores returns np.round(scores, 4) "so the printed scores match the lesson's tables", so every score is rounded to 4 decimals, and attention and multi-head attention (right themselves) get weights and outputs of the rounded scores
# kind: knockon
# diagnosis: rounded

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.round((q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1]), 4)
