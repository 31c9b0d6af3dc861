# track: torch
# exercise: scaling
# why: scaled_scores lines the transposed keys up with the queries' batch axes, k.transpose(-2, -1).expand(*q.shape[:-2], -1, -1), before the product; expand only adds leading axes and stretches axes of length 1, so keys with more (or longer) leading axes than the queries raise RuntimeError, and attention with such inputs fails with it
# kind: knockon
# diagnosis: one-way-broadcast
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    kt = k.transpose(-2, -1).expand(*q.shape[:-2], -1, -1)
    return (q @ kt) / math.sqrt(q.shape[-1])
