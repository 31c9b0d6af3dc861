# track: torch
# exercise: scaling
# why: calls .float() on q and k "to make sure the scores are floating point", which turns float64 inputs into float32
# kind: rules-types
# diagnosis: dtype-changed, float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.float()
    k = k.float()
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
