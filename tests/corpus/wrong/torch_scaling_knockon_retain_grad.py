# track: torch
# exercise: scaling
# why: scaled_scores calls scores.retain_grad() before returning "so the score gradients can be inspected after backward", but retain_grad raises RuntimeError on a tensor that does not require grad, so every call whose q and k need no gradient fails, and attention and multi-head attention fail on those calls too
# kind: knockon
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    scores.retain_grad()  # keep scores.grad for the debugging notebook
    return scores
