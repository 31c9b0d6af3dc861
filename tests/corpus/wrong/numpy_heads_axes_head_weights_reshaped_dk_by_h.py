# track: numpy
# exercise: heads
# why: multi_head_self_attention skips split_heads and projects every head at once with np.einsum("...td,dkh->...htk", x, w.reshape(D, d, H)) for w_q, w_k and w_v, reshaping each projection matrix's columns as (d, H) where (H, d) belongs, so head h gets the interleaved columns h, h+H, h+2H... instead of its block of d neighbouring ones (merge_heads then puts them back as blocks)
# kind: axes
# diagnosis: split-interleaved
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_model = x.shape[-1]
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")

    def heads(w):
        d = w.shape[-1] // n_heads
        return np.einsum("...td,dkh->...htk", x, w.reshape(d_model, d, n_heads))

    out, weights = attention(heads(w_q), heads(w_k), heads(w_v), allowed)  # (..., H, T, d_v)
    return merge_heads(out) @ w_o, weights
