# track: torch
# exercise: heads
# why: merge_heads reshapes to (x.shape[0], T, -1), reading the batch size from axis 0 as if the heads always came (B, H, T, d_h); for unbatched heads (H, T, d_h) axis 0 is H, so the result keeps shape (H, T, d_h) with its entries scrambled, and multi-head attention on a 2-D x fails at the product with w_o
# kind: knockon
# diagnosis: fixed-leading-axes, fails-unless-ndim, axis-split
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    batch, t = x.shape[0], x.shape[-2]
    return x.transpose(-3, -2).reshape(batch, t, -1)
