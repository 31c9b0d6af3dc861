# track: torch
# exercise: scaling
# why: scaled_scores computes q @ k.transpose(-2, -1) first and only then compares the widths d_k, so mismatched widths fail inside the product with torch's RuntimeError before the ValueError check is reached
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    raw = q @ k.transpose(-2, -1)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return raw / math.sqrt(q.shape[-1])
