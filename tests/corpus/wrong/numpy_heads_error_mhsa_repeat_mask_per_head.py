# track: numpy
# exercise: heads
# why: multi_head_self_attention gives every head its own copy of the mask with np.repeat(allowed[None], n_heads, axis=0), which puts the heads axis in FRONT of the mask's own axes; right for a (T, T) mask, but a batched (B, T, T) or (B, 1, T, T) mask becomes (H, B, T, T) and no longer broadcasts against the (B, H, T, T) scores, so valid batched masks raise ValueError
# kind: error
# diagnosis: fails-with-broadcast-mask, fails-with-head-mask, error-on-valid
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        # one mask per head
        allowed = np.repeat(np.asarray(allowed)[None], n_heads, axis=0)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
