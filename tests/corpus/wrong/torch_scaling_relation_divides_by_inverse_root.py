# track: torch
# exercise: scaling
# why: writes the square root as d_k ** -0.5 (the reciprocal square root) and then divides by it, so the scores are multiplied by sqrt(d_k) instead of divided
# kind: relation
# diagnosis: scale-multiplied

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)} vs k {tuple(k.shape)}")
    root_dk = q.shape[-1] ** -0.5
    return (q @ k.transpose(-2, -1)) / root_dk
