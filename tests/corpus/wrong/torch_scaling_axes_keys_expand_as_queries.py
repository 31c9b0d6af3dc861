# track: torch
# exercise: scaling
# why: lines the keys up with the queries by k.expand_as(q) "so that the batch axes match" before the product, but expand_as also asks k's S axis to become T, so any valid input with S != T (cross-attention) raises RuntimeError; it is right only when T == S
# kind: axes-shapes
# diagnosis: needs-square,one-way-broadcast


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k = k.expand_as(q)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
