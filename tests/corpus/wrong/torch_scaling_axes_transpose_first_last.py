# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(0, -1), swapping the first and the last axis, which is the swap of the last two only for 2-D keys; batched keys become (d_k, S, B) and the product raises or pairs the wrong axes
# kind: axes
# diagnosis: fixed-leading-axes
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.transpose(0, -1)) / math.sqrt(q.shape[-1])
