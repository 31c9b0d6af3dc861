# track: torch
# exercise: scaling
# why: reads d_k as q.size(1), which is the feature axis only for 2-D queries: with a batch axis it divides by sqrt(T), with more by sqrt of another size
# kind: pattern
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.size(1)
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
