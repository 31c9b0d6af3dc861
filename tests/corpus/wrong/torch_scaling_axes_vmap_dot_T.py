# track: torch
# exercise: scaling
# why: scaled_scores maps the textbook 2-D formula over the batch with torch.vmap(lambda a, b: a @ b.T / sqrt(d)); vmap maps exactly one leading axis, and inside it .T reverses every remaining axis, so only 3-D (B, T, d_k) inputs are right: 2-D inputs are mapped over their rows (and fail when T != S) and 4-D ones fail on the reversed keys
# kind: axes
# diagnosis: fails-unless-ndim,transpose-all-axes
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    d = math.sqrt(q.shape[-1])
    return torch.vmap(lambda a, b: a @ b.T / d)(q, k)
