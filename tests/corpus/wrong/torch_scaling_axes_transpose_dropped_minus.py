# track: torch
# exercise: scaling
# why: transposes the keys with k.transpose(2, -1), a minus sign dropped from -2; that swaps the last two axes only for 4-D (B, H, S, d_k) keys: 2-D keys raise IndexError (dimension out of range) and 3-D keys are left untransposed, a matmul size mismatch unless S == d_k
# kind: axes
# diagnosis: fixed-ndim, fixed-leading-axes, matmul-mismatch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(2, -1)) / math.sqrt(q.shape[-1])
