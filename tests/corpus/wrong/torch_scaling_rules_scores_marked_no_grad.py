# track: torch
# exercise: scaling
# why: scaled_scores ends with scores.requires_grad_(False) ("scores are computed data, not parameters"); on inputs without gradients that changes nothing, but when q or k requires grad the scores are not a leaf and the call raises RuntimeError, so the scores cannot take part in autograd at all
# kind: rules
# diagnosis: no-gradient, crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.requires_grad_(False)
