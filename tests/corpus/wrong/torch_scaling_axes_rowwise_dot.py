# track: torch
# exercise: scaling
# why: scaled_scores computes "the dot products" as (q * k).sum(dim=-1), which pairs query t with key t only instead of every query with every key: it fails to broadcast when T != S and otherwise returns a (..., T) vector of diagonal scores instead of the (..., T, S) matrix
# kind: axes-shapes
# diagnosis: crash,needs-square
# miss: (q * k).sum(-1) is right in value where S = 1, where it lacks only the key axis (missing-axis, true there); elsewhere it raises, and the crashes are fewer


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q * k).sum(dim=-1) / math.sqrt(q.shape[-1])
