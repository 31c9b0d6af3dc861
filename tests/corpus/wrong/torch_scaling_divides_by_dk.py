# track: torch
# exercise: scaling
# why: divides by d_k instead of sqrt(d_k)
# diagnosis: scale-dk


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1) / q.shape[-1]
