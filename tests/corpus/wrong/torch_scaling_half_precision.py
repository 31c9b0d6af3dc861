# track: torch
# exercise: scaling
# why: computes the scores as (q.half() @ k.half().transpose(-2, -1)) / sqrt(d_k) "for speed, as on a GPU" and returns them in float16, so float32 and float64 inputs get float16 scores
# kind: rules-types
# diagnosis: dtype-changed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q.half() @ k.half().transpose(-2, -1)) / math.sqrt(q.shape[-1])
