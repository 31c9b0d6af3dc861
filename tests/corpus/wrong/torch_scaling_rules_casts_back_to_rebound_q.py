# track: torch
# exercise: scaling
# why: scaled_scores computes in double "for accurate dot products" by rebinding q = q.double() and k = k.double(), then casts back with scores.to(q.dtype); q now names the double copy, so the cast is a no-op and float32 inputs come back as float64 scores
# kind: rules
# diagnosis: dtype-float64, dtype-changed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.double()
    k = k.double()
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.to(q.dtype)
