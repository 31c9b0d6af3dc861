# track: torch
# exercise: scaling
# why: scaled_scores computes q @ k^T first and validates d_k afterwards ("the shapes are known once the product exists"), so mismatched widths make the matmul raise RuntimeError before the ValueError check is reached
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    scores = q @ k.transpose(-2, -1)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return scores / math.sqrt(q.shape[-1])
