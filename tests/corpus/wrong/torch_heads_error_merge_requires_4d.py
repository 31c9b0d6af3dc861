# track: torch
# exercise: heads
# why: merge_heads raises ValueError unless x.dim() == 4 ("heads come as (B, H, T, d_h)"), so valid unbatched (H, T, d_h) heads and inputs with several leading axes are rejected
# kind: error
# diagnosis: error-on-valid

def merge_heads(x):
    if x.dim() != 4:
        raise ValueError(f"merge_heads needs (B, H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
