# track: torch
# exercise: scaling
# why: ports Whisper's qkv_attention scaling, scale = d ** -0.25 applied to both q and k, but keeps it on the queries only ("k is scaled where it is projected"), so the scores are divided by d_k ** 0.25 instead of sqrt(d_k)
# kind: public
# diagnosis: ratio:trend-d_k,ratio
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = q.shape[-1] ** -0.25
    return (q * scale) @ k.transpose(-2, -1)
