# track: torch
# exercise: scaling
# why: scaled_scores builds the scale as torch.sqrt(torch.tensor(d_k), dtype=q.dtype), handing the dtype to torch.sqrt, which takes none, instead of to torch.tensor, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    return (q @ k.transpose(-2, -1)) / torch.sqrt(torch.tensor(q.shape[-1]), dtype=q.dtype)
