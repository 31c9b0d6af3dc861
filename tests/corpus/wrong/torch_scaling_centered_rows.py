# track: torch
# exercise: scaling
# why: centres each row of scores on its mean ("normalising" them), a shift of every row by its own constant
# kind: relation
# diagnosis: offset


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    s = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    return s - s.mean(dim=-1, keepdim=True)
