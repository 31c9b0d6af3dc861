# track: torch
# exercise: scaling
# why: divides q by sqrt(d_k) before the product (out of place), then q @ k.mT


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q = q / math.sqrt(q.shape[-1])
    return q @ k.mT
