# track: numpy
# exercise: heads
# why: ports the head handling of the Latent Diffusion / Stable Diffusion CrossAttention, rearrange(t, "b n (h d) -> (b h) n d") as a reshape written for (B, T, D) input: split_heads folds the heads into the batch axis, returning (B*H, T, d_h) instead of (B, H, T, d_h), so the heads no longer stand apart for merge_heads and multi-head attention, and unbatched or multi-batch-axis input raises on the unpacking b, n, hd = x.shape
# kind: public
# diagnosis: axes-folded, fixed-ndim, fixed-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    b, n, hd = x.shape
    d = hd // n_heads
    return x.reshape(b, n, n_heads, d).transpose(0, 2, 1, 3).reshape(b * n_heads, n, d)

