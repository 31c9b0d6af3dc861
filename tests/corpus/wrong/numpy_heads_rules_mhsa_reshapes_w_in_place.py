# track: numpy
# exercise: heads
# why: multi_head_self_attention cuts the projection matrices into heads by assigning their shape, w.shape = (D, H, d) for w_q, w_k and w_v, and projects with np.einsum('...td,dhe->...hte', x, w); the values are right, but the caller's w_q, w_k and w_v come back reshaped to 3-D
# kind: rules
# diagnosis: input-changed, input-flag-changed
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    heads = []
    for w in (w_q, w_k, w_v):
        if n_heads < 1 or w.shape[-1] % n_heads:
            raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {w.shape[-1]}")
        w.shape = (w.shape[0], n_heads, w.shape[1] // n_heads)  # (D, H, d) per head
        heads.append(np.einsum("...td,dhe->...hte", x, w))  # (..., H, T, d)
    q, k, v = heads
    out, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(out) @ w_o, weights
