# track: torch
# exercise: scaling
# why: scaled_scores computes q @ k.transpose(-2, -1) first and validates d_k only afterwards ("check the result's inputs once we have it"), so mismatched widths make the product raise RuntimeError before the ValueError check is ever reached
# kind: error
# diagnosis: error-not-valueerror
def scaled_scores(q, k):
    raw = q @ k.transpose(-2, -1)
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return raw / math.sqrt(q.shape[-1])
