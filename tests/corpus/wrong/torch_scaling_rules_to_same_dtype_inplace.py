# track: torch
# exercise: scaling
# why: scaled_scores takes "a working copy in the right dtype" with q = q.to(q.dtype) and pre-scales it with q.mul_(1 / sqrt(d_k)); .to() to the dtype a tensor already has returns that very tensor, so the caller's q is scaled in place (and a q that requires grad makes the call raise)
# kind: rules
# diagnosis: input-changed
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    work = q.to(q.dtype)
    work.mul_(1.0 / math.sqrt(q.shape[-1]))
    return work @ k.transpose(-2, -1)
