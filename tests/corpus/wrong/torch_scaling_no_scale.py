# track: torch
# exercise: scaling
# why: returns the raw dot products q k^T without dividing by sqrt(d_k)
# diagnosis: scale-none


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1)
