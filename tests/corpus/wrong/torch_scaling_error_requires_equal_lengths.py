# track: torch
# exercise: scaling
# why: scaled_scores also raises ValueError when q and k have different numbers of rows (q.shape[-2] != k.shape[-2], "every query needs its key"), so valid cross-attention inputs with T != S are rejected
# kind: error
# diagnosis: error-on-valid
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if q.shape[-2] != k.shape[-2]:
        raise ValueError("q and k must have the same number of positions")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
