# track: torch
# exercise: scaling
# why: detaches q and k "to save memory", so no gradient reaches them
# named-by: does not require grad: it was detached


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q, k = q.detach(), k.detach()
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
