# track: torch
# exercise: scaling
# why: transposes the wrong operand, q.transpose(-2, -1) @ k instead of q @ k.transpose(-2, -1): (d_k, T) @ (S, d_k) is a size mismatch unless T == S, and then it returns a (d_k, d_k) product of the features instead of the (T, S) scores
# kind: axes-shapes
# diagnosis: matmul-mismatch, needs-square


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q.transpose(-2, -1) @ k) / math.sqrt(q.shape[-1])
