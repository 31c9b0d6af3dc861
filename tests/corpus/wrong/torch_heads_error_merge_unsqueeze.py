# track: torch
# exercise: heads
# why: merge_heads treats a 2-D input as "a single head" and gives it a head axis with x.unsqueeze(-3) instead of raising ValueError for an x with fewer than 3 axes, so merge_heads of a (T, d_h) tensor returns it unchanged as a (T, d_h) merge
# kind: error
# diagnosis: error-not-raised


def merge_heads(x):
    if x.dim() == 2:
        x = x.unsqueeze(-3)
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
