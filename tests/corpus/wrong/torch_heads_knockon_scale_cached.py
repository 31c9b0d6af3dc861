# track: torch
# exercise: heads
# why: the student's scaled_scores computes the scale once and caches it in a module-level _SCALE "to save a sqrt per call", so every later call reuses the first call's d_k; attention and multi-head attention with another head width are scaled by the wrong size
# kind: knock-on
# diagnosis: ratio, stale-result

_SCALE = None


def scaled_scores(q, k):
    global _SCALE
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if _SCALE is None:
        _SCALE = math.sqrt(q.shape[-1])
    return (q @ k.transpose(-2, -1)) / _SCALE
