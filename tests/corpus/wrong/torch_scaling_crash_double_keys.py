# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(-2, -1).double() "so the dot products are summed in double precision", but leaves q as it is; torch.matmul refuses operands of different dtypes, so every valid float32 call raises RuntimeError (float64 inputs work)
# kind: crash
# diagnosis: dtype-mixed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1).double()
    return (scores / math.sqrt(q.shape[-1])).to(q.dtype)
