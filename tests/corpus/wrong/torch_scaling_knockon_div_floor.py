# track: torch
# exercise: scaling
# why: scaled_scores divides with torch.div(raw, math.sqrt(d_k), rounding_mode="floor"), the spelling PyTorch's old __floordiv__ deprecation warning suggested after an earlier // version; a floor division rounds every score down to a whole number, so the scores lose their fractions and attention and multi-head attention, which score through it, get weights from rounded scores
# kind: knockon
# diagnosis: rounded,scores-rounded


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = q @ k.transpose(-2, -1)
    return torch.div(raw, math.sqrt(q.shape[-1]), rounding_mode="floor")
