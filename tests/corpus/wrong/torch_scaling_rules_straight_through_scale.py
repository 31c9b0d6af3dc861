# track: torch
# exercise: scaling
# why: scaled_scores divides by sqrt(d_k) in the forward pass only, raw + (raw / sqrt(d_k) - raw).detach() ('keep the raw gradient, lesson section 5 says scaling makes gradients small'), so the scores are right but the gradients that reach q and k are sqrt(d_k) times too large
# kind: rules
# diagnosis: gradient-differs


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = q @ k.transpose(-2, -1)
    return raw + (raw / math.sqrt(q.shape[-1]) - raw).detach()
