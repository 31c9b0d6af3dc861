# track: torch
# exercise: scaling
# why: scaled_scores multiplies by d_k ** -1/2, meaning d_k to the power -1/2; ** binds tighter than /, so that is (1 / d_k) / 2 and the scores are divided by 2 * d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio:trend-d_k, ratio

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1]
    return (q @ k.transpose(-2, -1)) * d_k ** -1/2
