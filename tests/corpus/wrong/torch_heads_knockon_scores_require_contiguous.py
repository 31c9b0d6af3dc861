# track: torch
# exercise: heads
# why: the student's scaled_scores raises ValueError unless q and k are contiguous ("matmul needs contiguous memory"), but split_heads returns transposed views, so multi-head attention raises on every valid call (and attention on any transposed input)
# kind: knockon
# diagnosis: error-on-valid,bad-inner-call


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    if not (q.is_contiguous() and k.is_contiguous()):
        raise ValueError("q and k must be contiguous; call .contiguous() first")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
