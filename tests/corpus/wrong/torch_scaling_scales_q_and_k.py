# track: torch
# exercise: scaling
# why: scales "symmetrically", dividing both q and k by sqrt(d_k) (it should be d_k ** 0.25 each), so the scores end up divided by d_k
# kind: relation
# diagnosis: scale-dk


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = 1.0 / math.sqrt(q.shape[-1])
    return (q * scale) @ (k * scale).transpose(-2, -1)
