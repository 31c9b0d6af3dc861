# track: torch
# exercise: scaling
# why: requires q and k to have identical leading (batch) shapes (q.shape[:-2] != k.shape[:-2] raises ValueError), so valid inputs that broadcast, such as 2-D keys shared by batched queries, are rejected
# kind: inputs-errors
# diagnosis: error-on-valid


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[:-2] != k.shape[:-2]:
        raise ValueError(f"q and k must have the same batch shape; got {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
