# track: torch
# exercise: heads
# why: split_heads unpacks x as (B, T, D) and uses view(B, T, H, d_h).transpose(1, 2), so other ranks fail
# named-by: not enough values to unpack (expected 3, got 2)


def split_heads(x, n_heads):
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    b, t, d = x.shape
    return x.reshape(b, t, n_heads, d // n_heads).transpose(1, 2)
