# track: torch
# exercise: heads
# why: merge_heads raises ValueError unless x is 4-D (B, H, T, d_h), rejecting valid 3-D and 5-D inputs
# kind: error-case
# diagnosis: error-on-valid, fixed-leading-axes


def merge_heads(x):
    if x.dim() != 4:
        raise ValueError(f"merge_heads needs x (B, H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
