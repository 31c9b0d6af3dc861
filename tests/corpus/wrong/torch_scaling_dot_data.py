# track: torch
# exercise: scaling
# why: multiplies q.data and k.data, which are outside the autograd graph, so no gradient reaches q or k
# kind: autograd
# diagnosis: no-gradient


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q.data @ k.data.transpose(-2, -1) / math.sqrt(q.shape[-1])
