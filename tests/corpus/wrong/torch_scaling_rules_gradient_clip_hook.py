# track: torch
# exercise: scaling
# why: scaled_scores registers a gradient-clipping hook on its inputs, q.register_hook(lambda g: g.clamp(-1, 1)) (and the same on k) "against exploding attention gradients", so the scores are right but the gradients reaching q and k are clipped, and the hooks stay attached to the caller's tensors for every later backward pass
# kind: rules
# diagnosis: gradient-differs


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    for t in (q, k):
        if t.requires_grad:
            t.register_hook(lambda g: g.clamp(-1.0, 1.0))
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
