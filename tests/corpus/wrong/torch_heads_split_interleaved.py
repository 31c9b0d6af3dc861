# track: torch
# exercise: heads
# why: split_heads reshapes to (..., T, d_h, H), so head h gets the interleaved features h, h+H, ...
# diagnosis: split-interleaved


def split_heads(x, n_heads):
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, width // n_heads, n_heads).movedim(-1, -3)
