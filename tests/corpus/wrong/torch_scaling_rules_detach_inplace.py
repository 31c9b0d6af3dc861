# track: torch
# exercise: scaling
# why: scaled_scores calls scores.detach_() on its product "to free the autograd graph of the big (T, S) table" before dividing; detach_ cuts the tensor from the graph in place, so the returned scores carry no history and no gradient reaches q or k (the values are right), through scaled_scores, attention and multi-head attention
# kind: rules
# diagnosis: no-gradient


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    scores.detach_()
    return scores / math.sqrt(q.shape[-1])
