# track: torch
# exercise: scaling
# why: pre-scales k in place with k.div_(...), which changes the caller's tensor
# diagnosis: input-changed


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    k.div_(math.sqrt(q.shape[-1]))
    return q @ k.transpose(-2, -1)
