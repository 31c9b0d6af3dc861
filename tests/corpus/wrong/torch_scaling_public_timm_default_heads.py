# track: torch
# exercise: scaling
# why: scaled_scores ports timm's Attention scale, head_dim = dim // num_heads and scale = head_dim ** -0.5 with timm's default num_heads = 8, taking dim = q.shape[-1]; the kit's q is already one head, so the scores are scaled by (d_k // 8) ** -0.5 (ZeroDivisionError for d_k < 8)
# kind: public
# diagnosis: ratio, divides-by-zero
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    num_heads = 8
    head_dim = q.shape[-1] // num_heads
    scale = head_dim ** -0.5
    return (q @ k.transpose(-2, -1)) * scale
