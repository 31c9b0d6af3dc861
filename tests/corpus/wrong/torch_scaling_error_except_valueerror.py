# track: torch
# exercise: scaling
# why: scaled_scores leaves the width check to the product, try: q @ k.transpose(-2, -1) except ValueError: raise ValueError(...), as in the student's NumPy version where matmul raises ValueError; torch.matmul raises RuntimeError for a size mismatch, which the except does not catch, so q and k of different d_k give RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    try:
        raw = q @ k.transpose(-2, -1)
    except ValueError as err:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}") from err
    return raw / math.sqrt(q.shape[-1])
