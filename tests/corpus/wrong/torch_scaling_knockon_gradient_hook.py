# track: torch
# exercise: scaling
# why: scaled_scores registers a hook on its scores, scores.register_hook(lambda g: g / math.sqrt(d_k)), "so the backward is scaled like the forward"; the forward already divides by sqrt(d_k) and autograd carries that factor back, so every gradient that reaches q and k is divided by sqrt(d_k) a second time, in scaled_scores and in attention and multi-head attention built on it
# kind: knockon
# diagnosis: gradient-differs


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
    if scores.requires_grad:
        scores.register_hook(lambda g: g / math.sqrt(d_k))
    return scores
