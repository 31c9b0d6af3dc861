# track: torch
# exercise: scaling
# why: scaled_scores takes a "fast path" for plain 2-D inputs, return q @ k.T / math.sqrt(q.shape[-1]), before its checks; for 2-D q and k whose d_k differ the matmul raises RuntimeError instead of the ValueError the checks would have raised (batched inputs still get the checks)
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() == 2 and k.dim() == 2:  # the common case: skip the bookkeeping
        return q @ k.T / math.sqrt(q.shape[-1])
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
