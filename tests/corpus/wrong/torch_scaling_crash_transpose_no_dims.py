# track: torch
# exercise: scaling
# why: transposes the keys with k.transpose() and no arguments, as ndarray.transpose() reverses axes, but Tensor.transpose needs the two dims to swap, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)} vs k {tuple(k.shape)}")
    d_k = q.shape[-1]
    return q @ k.transpose() / math.sqrt(d_k)
