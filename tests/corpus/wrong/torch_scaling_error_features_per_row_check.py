# track: torch
# exercise: scaling
# why: scaled_scores checks that q and k have the same width by comparing "features per row", q.numel() // q.shape[-2] with k.numel() // k.shape[-2], which also counts every leading axis: valid queries and keys whose batch axes only broadcast (2-D keys shared by batched queries, or a batch axis of 1) raise ValueError, and mismatched widths are caught only when the batch sizes happen to agree
# kind: error
# diagnosis: error-on-valid
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.numel() // q.shape[-2] != k.numel() // k.shape[-2]:
        raise ValueError(f"q and k must have the same feature width; shapes {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
