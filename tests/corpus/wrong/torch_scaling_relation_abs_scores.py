# track: torch
# exercise: scaling
# why: scaled_scores returns the magnitudes of the scaled dot products, (q @ k^T / sqrt(d_k)).abs() ("a compatibility is a strength; the sign only says direction"), so every negative score comes back positive
# kind: relation
# diagnosis: abs-of-expected


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return ((q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])).abs()
