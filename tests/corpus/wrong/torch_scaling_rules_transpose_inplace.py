# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose_(-2, -1) "to avoid a copy", which swaps the last two axes of the caller's own k tensor in place (and raises RuntimeError on leaf keys that require grad)
# kind: rules
# diagnosis: input-changed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.transpose_(-2, -1)) / math.sqrt(q.shape[-1])
