# track: numpy
# exercise: heads
# why: multi_head_self_attention gives every head its own copy of the mask with np.tile(allowed, (n_heads, 1, 1)); tile multiplies the axes the mask already has, so a mask that already holds a heads axis (H, T, T) or (B, H, T, T) becomes H*H long there and no longer broadcasts to (..., H, T, T) (ValueError), while (T, T) and (B, 1, T, T) masks are right
# kind: axes
# diagnosis: fails-with-head-mask
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        # one copy of the mask per head
        allowed = np.tile(np.asarray(allowed), (n_heads, 1, 1))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
