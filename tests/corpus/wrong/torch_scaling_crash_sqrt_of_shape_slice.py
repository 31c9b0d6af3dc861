# track: torch
# exercise: scaling
# why: scaled_scores takes the width as q.shape[-1:], a slice (a one-element torch.Size) where the index q.shape[-1] belongs, and math.sqrt refuses a torch.Size, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1:]
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
