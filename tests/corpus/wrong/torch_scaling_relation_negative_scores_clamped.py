# track: torch
# exercise: scaling
# why: scaled_scores clamps the scaled dot products at 0 with .clamp(min=0), reasoning that "a negative similarity just means no match", so every negative score comes back as 0 while the positive ones are right
# kind: relation
# diagnosis: clipped
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.clamp(min=0)
