# track: torch
# exercise: scaling
# why: scaled_scores folds the scale into torch.matmul(q, k.transpose(-2, -1), alpha=1 / sqrt(d_k)), borrowing the alpha= of addmm/baddbmm, but torch.matmul has no alpha argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return torch.matmul(q, k.transpose(-2, -1), alpha=1 / math.sqrt(q.shape[-1]))
