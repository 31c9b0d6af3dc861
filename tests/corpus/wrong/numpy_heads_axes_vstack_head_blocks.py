# track: numpy
# exercise: heads
# why: split_heads gives every head block a new leading axis (p[np.newaxis]) and joins them with np.vstack; vstack stacks along axis 0, which is the head position only for an unbatched (T, D) x: with batch axes the heads come out first, (H, B, ..., T, d_h) instead of (B, ..., H, T, d_h)
# kind: axes
# diagnosis: split-heads-first, fixed-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    blocks = [x[..., h * d_h:(h + 1) * d_h][np.newaxis] for h in range(n_heads)]
    return np.vstack(blocks)
