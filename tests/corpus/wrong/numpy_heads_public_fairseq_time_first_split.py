# track: numpy
# exercise: heads
# why: split_heads adapts fairseq's time-first q.contiguous().view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1) as x.reshape(t, -1, d_h).swapaxes(0, 1) with t = x.shape[0]; right for a 2-D (T, D) input, but with batch axes the first axis is the batch, not T, so heads, batches and positions are mixed up
# kind: public
# diagnosis: fixed-leading-axes, axes-folded, permuted
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    t = x.shape[0]
    d_h = x.shape[-1] // n_heads
    return x.reshape(t, -1, d_h).swapaxes(0, 1)
