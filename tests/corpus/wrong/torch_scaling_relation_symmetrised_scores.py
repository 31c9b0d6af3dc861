# track: torch
# exercise: scaling
# why: scaled_scores symmetrises the compatibility ("a match of i with j is a match of j with i"), adding k @ q^T to q @ k^T and halving; k @ q^T is the (..., S, T) table, so square scores are replaced by their symmetric part 0.5 (A + A^T) and every valid call with T != S raises RuntimeError
# kind: relation
# diagnosis: scores-transposed
# miss: the crash where T != S leads; no relation names the symmetric part of square scores


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = 0.5 * (q @ k.transpose(-2, -1) + k @ q.transpose(-2, -1))
    return raw / math.sqrt(q.shape[-1])
