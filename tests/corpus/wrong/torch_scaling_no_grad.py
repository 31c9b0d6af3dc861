# track: torch
# exercise: scaling
# why: computes the dot products under torch.no_grad() "since they are just similarities", so no gradient reaches q or k
# kind: autograd
# diagnosis: no-gradient


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    with torch.no_grad():
        dots = q @ k.transpose(-2, -1)
    return dots / math.sqrt(q.shape[-1])
