# track: torch
# exercise: scaling
# why: scaled_scores pre-scales the queries with q = q.contiguous() followed by q.mul_(1 / math.sqrt(d_k)), believing contiguous() hands back a copy; for an already contiguous q it returns the caller's tensor itself, so the caller's queries are divided by sqrt(d_k) in place (and a leaf q that requires grad makes the in-place multiply raise RuntimeError)
# kind: rules
# diagnosis: input-changed, in-place-autograd
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.contiguous()  # own memory before scaling
    q.mul_(1 / math.sqrt(q.shape[-1]))
    return q @ k.transpose(-2, -1)
