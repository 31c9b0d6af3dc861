# track: torch
# exercise: scaling
# why: scaled_scores computes the keys-first table k @ q^T ("one row per key, as in the lesson's table") and turns it into (..., T, S) with .reshape(*lead, T, S) where a transpose was meant; the shape fits, but a reshape keeps the entries in their key-major order, so whenever T and S are both above 1 the scores land in the wrong places (T = 1 or S = 1 is right)
# kind: axes
# diagnosis: permuted, reshaped-transpose
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    table = (k @ q.transpose(-2, -1)) / math.sqrt(q.shape[-1])  # (..., S, T)
    *lead, s, t = table.shape
    return table.reshape(*lead, t, s)
