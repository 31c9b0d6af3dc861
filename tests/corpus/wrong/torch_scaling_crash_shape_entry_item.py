# track: torch
# exercise: scaling
# why: scaled_scores reads the width as d_k = q.shape[-1].item(), treating the entries of a torch.Size like 0-d tensors; they are plain ints, which have no .item(), so every valid call raises AttributeError (after the width check)
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1].item()
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
