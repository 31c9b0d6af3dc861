# track: torch
# exercise: scaling
# why: scaled_scores divides by math.sqrt(d_k) + 1e-6 "to be safe against division by zero" (d_k >= 1, so it never is), so every score is slightly too small by a factor that no input size gives
# kind: relation
# diagnosis: ratio:constant,ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / (math.sqrt(q.shape[-1]) + 1e-6)
