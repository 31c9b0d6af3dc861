# track: torch
# exercise: scaling
# why: scaled_scores reads the width as q.shape(-1), calling torch.Size like the method q.size(-1); torch.Size is a tuple and cannot be called, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape(-1)
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
