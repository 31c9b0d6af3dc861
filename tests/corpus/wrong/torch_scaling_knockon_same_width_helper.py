# track: torch
# exercise: scaling
# why: scaled_scores raises "if not _same_width(q, k)", which is right, but the helper returns q.shape[-1] != k.shape[-1] (the comparison flipped), so every valid call with matching widths raises ValueError, and mismatched widths get through to the matmul, which raises RuntimeError instead of ValueError
# kind: knockon
# diagnosis: error-on-valid


def _same_width(q, k):
    """True when the queries and keys have the same feature width d_k."""
    return q.shape[-1] != k.shape[-1]


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if not _same_width(q, k):
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
