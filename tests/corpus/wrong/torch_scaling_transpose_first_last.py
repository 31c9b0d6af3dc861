# track: torch
# exercise: scaling
# why: transposes the keys with k.transpose(0, -1), swapping the first and the last axis, which is the matrix transpose only for 2-D keys: with batch or head axes it swaps the batch axis with d_k, so batched scores raise or come out wrong
# kind: axes-shapes
# diagnosis: fixed-leading-axes, transpose-all-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(0, -1)) / math.sqrt(q.shape[-1])
