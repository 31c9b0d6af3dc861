# track: torch
# exercise: scaling
# why: scaled_scores scales the transposed keys in place, kt = k.transpose(-2, -1); kt.div_(math.sqrt(d_k)) ("fewer divisions than on the scores"); the transpose is a view of the caller's k, so keys without grad are divided in place and keys that require grad raise RuntimeError (an in-place change of a leaf's view)
# kind: rules
# diagnosis: input-changed,in-place-autograd

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = k.transpose(-2, -1)
    kt.div_(math.sqrt(q.shape[-1]))
    return q @ kt
