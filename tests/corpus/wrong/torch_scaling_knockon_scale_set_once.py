# track: torch
# exercise: scaling
# why: scaled_scores computes its scale once, on the first call, and keeps it in a module global ("the constant does not change"), so every later call divides by sqrt of the first call's d_k, and attention and multi-head attention, which call it with other widths, get wrongly scaled scores
# kind: knockon
# diagnosis: stale-result:shape,ratio:fixed-scale,stale-result:kept-scale
_SCALE = None


def scaled_scores(q, k):
    global _SCALE
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if _SCALE is None:
        _SCALE = 1 / math.sqrt(q.shape[-1])
    return (q @ k.transpose(-2, -1)) * _SCALE
