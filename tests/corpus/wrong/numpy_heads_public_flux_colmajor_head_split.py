# track: numpy
# exercise: heads
# why: split_heads ports the head split of NNlib.jl (used by Flux.jl's MultiHeadAttention), reshape(x, size(x, 1) ÷ nheads, nheads, ...), as x.reshape(..., T, d_h, H) with the heads axis then moved in front of T; Julia reshapes column-major, where (d_h, H) gives head h the neighbouring features h*d_h..(h+1)*d_h-1, but NumPy's row-major (d_h, H) reshape gives head h the interleaved features h, h+H, h+2H, ...
# kind: public
# diagnosis: split-interleaved
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    per_head = x.reshape(*lead, t, width // n_heads, n_heads)  # Flux: (d_h, nheads, ...)
    return np.moveaxis(per_head, -1, -3)  # (..., H, T, d_h)
