# track: torch
# exercise: heads
# why: merge_heads calls .view after transpose without .contiguous(), which raises RuntimeError on the strided tensor
# kind: crash
# diagnosis: crash


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).view(*lead, t, h * d_h)
