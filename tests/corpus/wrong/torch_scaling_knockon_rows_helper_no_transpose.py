# track: torch
# exercise: scaling
# why: scaled_scores takes the dot products from its helper _rows_dot(q, k), documented as "every row of a against every row of b", but the helper computes a @ b without transposing b, so (T, d_k) @ (S, d_k) is a size mismatch (RuntimeError) unless S == d_k, and then it multiplies the wrong entries
# kind: knockon
# diagnosis: matmul-mismatch, crash


def _rows_dot(a, b):
    """Dot product of every row of a with every row of b."""
    return torch.matmul(a, b)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _rows_dot(q, k) / math.sqrt(q.shape[-1])
