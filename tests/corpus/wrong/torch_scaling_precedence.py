# track: torch
# exercise: scaling
# why: writes / d_k ** 1/2, which Python reads as (scores / d_k) / 2, so the scores are divided by 2 * d_k
# kind: relation
# diagnosis: ratio:constant, ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1]
    return q @ k.transpose(-2, -1) / d_k ** 1/2
