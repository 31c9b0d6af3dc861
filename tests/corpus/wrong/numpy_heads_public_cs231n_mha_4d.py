# track: numpy
# exercise: heads
# why: split_heads and merge_heads port CS231n assignment 5's MultiHeadAttention, query.view(N, S, H, E // H).transpose(1, 2) and output.transpose(1, 2).reshape(N, S, E), as reshape(N, T, H, -1).transpose(0, 2, 1, 3): written for exactly one batch axis, so unbatched or multi-batch x raises
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim, fails-unless-ndim

import numpy as np

def split_heads(x, n_heads):
    x = np.asarray(x)
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    N, S, E = x.shape
    return x.reshape(N, S, n_heads, E // n_heads).transpose(0, 2, 1, 3)

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs 3 or more axes")
    N, H, S, D = x.shape
    return x.transpose(0, 2, 1, 3).reshape(N, S, H * D)
