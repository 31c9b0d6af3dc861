# track: torch
# exercise: scaling
# why: scaled_scores divides with // instead of /, (q @ k^T) // sqrt(d_k), so every score is floored to a whole number (and the floor passes no gradient)
# kind: relation
# diagnosis: offset,no-gradient,rounded

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) // math.sqrt(q.shape[-1])
