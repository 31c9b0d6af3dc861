# track: torch
# exercise: scaling
# why: validates with q.shape != k.shape, so valid inputs with T != S (or broadcast batch axes) raise ValueError
# kind: error-case
# diagnosis: error-on-valid, needs-square


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape != k.shape:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} must have the same shape")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
