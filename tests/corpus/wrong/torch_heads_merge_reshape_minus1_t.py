# track: torch
# exercise: heads
# why: merge_heads swaps H and T and then reshapes to (-1, T, H*d_h), the (B, T, C) of batched transformer code, which is right only for 4-D (B, H, T, d_h) input: unbatched heads get an extra leading axis of 1 and several batch axes are folded into one
# kind: axes-shapes
# diagnosis: fixed-leading-axes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    h, t, d_h = x.shape[-3:]
    return x.transpose(-3, -2).reshape(-1, t, h * d_h)
