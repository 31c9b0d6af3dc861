# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys into the same name (k = k.transpose(-2, -1)) and only then reads d_k = k.shape[-1], which is now the number of keys S, so the scores are divided by sqrt(S) instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-seq-len, ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k = k.transpose(-2, -1)  # (..., d_k, S)
    d_k = k.shape[-1]
    return (q @ k) / math.sqrt(d_k)
