# track: torch
# exercise: scaling
# why: scaled_scores checks that the feature widths "fit" with torch.broadcast_shapes(q.shape[-1:], k.shape[-1:]) instead of comparing them for equality; widths that differ raise broadcast_shapes' RuntimeError instead of ValueError, and a width of 1 against any other width passes the check and fails later in the matmul (RuntimeError)
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    torch.broadcast_shapes(q.shape[-1:], k.shape[-1:])  # the widths must fit
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
