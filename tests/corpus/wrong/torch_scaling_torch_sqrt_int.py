# track: torch
# exercise: scaling
# why: divides by torch.sqrt(q.size(-1)), but torch.sqrt takes a tensor, not a Python int, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.size(-1) != k.size(-1):
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1) / torch.sqrt(q.size(-1))
