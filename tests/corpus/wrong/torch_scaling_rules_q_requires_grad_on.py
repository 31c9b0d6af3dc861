# track: torch
# exercise: scaling
# why: scaled_scores switches autograd on for the queries with q.requires_grad = True when it is off ("scores must be differentiable"), which changes the caller's own tensor's flag: a query tensor passed without gradients comes back requiring grad
# kind: rules
# diagnosis: input-flag-changed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    if not q.requires_grad and q.is_leaf and q.is_floating_point():
        q.requires_grad = True
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
