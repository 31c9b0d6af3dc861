# track: torch
# exercise: scaling
# why: builds the scale as math.sqrt(q.shape[-1]).to(q.dtype) "to keep the dtype", but math.sqrt returns a Python float, which has no .to method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1]).to(q.dtype)
    return (q @ k.transpose(-2, -1)) / scale
