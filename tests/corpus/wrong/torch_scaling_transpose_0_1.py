# track: torch
# exercise: scaling
# why: transposes k with k.transpose(0, 1), the last two axes only for 2-D keys: with a batch axis it swaps batch and S instead
# kind: axes
# diagnosis: fixed-leading-axes, fails-with-leading-axes, matmul-mismatch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.transpose(0, 1)) / math.sqrt(q.shape[-1])
