# track: torch
# exercise: scaling
# why: scaled_scores adds up the dot products one feature at a time, for i in range(1, d_k), starting the sum with 0 but the loop at 1 (left from a version that started from feature 0's product), so feature 0 of the queries and keys never enters any score
# kind: relation
# diagnosis: key-left-out


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    scores = 0
    for i in range(1, d_k):
        scores = scores + q[..., :, i, None] * k[..., None, :, i]  # (..., T, S)
    return scores / math.sqrt(d_k)
